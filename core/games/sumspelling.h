#pragma once

#include "sumcomponent.h"

#include <QString>

#include <vector>

namespace nimlab {

/// A sum typed as the command line spells it: components separated by spaces, each `nim:H`, `fib:N` (a new pile,
/// quota N - 1), `fib:N/Q` or `wythoff:X,Y`.
struct SumSpelling
{
    std::vector<SumComponent> components;
    /// The first word that is not a component (empty when every word is one).
    QString badWord;
    bool ok() const { return badWord.isEmpty(); }
};

/// Reads a typed sum; whether the components are within the limits is SumRules::checkComponents' answer.
SumSpelling parseSumSpelling(const QString &text);
/// The spelling of one component (`fib:N/Q` always with its quota).
QString spellComponent(const SumComponent &component);
/// The spelling of a sum, components separated by spaces.
QString spellSum(const std::vector<SumComponent> &components);

} // namespace nimlab
