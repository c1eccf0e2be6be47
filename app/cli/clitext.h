#pragma once

#include <QCoreApplication>

namespace nimlab::cli {

/// Text that the command-line tool shows, in context "Cli" of the translation files. The class bears the context's
/// own name so that lupdate files every message where the running program looks for it.
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace nimlab::cli
