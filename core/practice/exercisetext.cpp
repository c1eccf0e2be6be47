#include "exercises.h"

#include "games/fibnimanalysis.h"
#include "games/nimanalysis.h"
#include "games/sumanalysis.h"

#include <QCoreApplication>

namespace nimlab {

namespace {

/// The sentences of the practice exercises, in context "Practice".
class Practice
{
    Q_DECLARE_TR_FUNCTIONS(Practice)
};

QString joined(const std::vector<std::uint64_t> &values)
{
    QStringList parts;
    for (const std::uint64_t v : values)
        parts << QString::number(v);
    return parts.join(QLatin1Char(' '));
}

} // namespace

QString practiceGameName(PracticeGame game)
{
    switch (game) {
    case PracticeGame::Nim:
        return QStringLiteral("nim");
    case PracticeGame::FibNim:
        return QStringLiteral("fibnim");
    case PracticeGame::Wythoff:
        return QStringLiteral("wythoff");
    case PracticeGame::Sum:
        break;
    }
    return QStringLiteral("sum");
}

std::optional<PracticeGame> parsePracticeGame(const QString &name)
{
    for (const PracticeGame g : {PracticeGame::Nim, PracticeGame::FibNim, PracticeGame::Wythoff, PracticeGame::Sum})
        if (practiceGameName(g) == name)
            return g;
    return std::nullopt;
}

QString exerciseQuestionText(const Exercise &e)
{
    switch (e.game) {
    case PracticeGame::Nim:
        return Practice::tr("Nim with heaps %1").arg(joined(e.heaps));
    case PracticeGame::FibNim:
        return SumExplainer::componentText(SumComponent::fibNim(e.pile.coins, e.pile.quota));
    case PracticeGame::Wythoff:
        return SumExplainer::componentText(SumComponent::wythoff(e.wythoff.x, e.wythoff.y));
    case PracticeGame::Sum:
        break;
    }
    QStringList parts;
    for (const SumComponent &c : e.components)
        parts << SumExplainer::componentText(c);
    return parts.join(QStringLiteral(" + "));
}

QStringList exerciseAnswerLines(const Exercise &e)
{
    if (!e.winning)
        return {Practice::tr("No winning move: every move leaves the opponent a winning position.")};
    QStringList lines;
    for (const NimMove &m : e.nimMoves)
        lines << nimMoveText(std::size_t(m.heap), m.from, m.to);
    for (const std::uint64_t k : e.takes)
        lines << fibNimMoveText(FibNimRules::Variant::Single, e.pile, {0, k});
    const SumComponent from = SumComponent::wythoff(e.wythoff.x, e.wythoff.y);
    for (const WythoffPair &to : e.wythoffMoves)
        lines << SumExplainer::componentMoveText(from, SumComponent::wythoff(to.x, to.y));
    for (const SumWinningMove &m : e.sumMoves)
        lines << QStringLiteral("%1: %2")
                     .arg(m.component + 1)
                     .arg(SumExplainer::componentMoveText(e.components[m.component], m.to));
    return lines;
}

} // namespace nimlab
