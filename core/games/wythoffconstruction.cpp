#include "wythoffconstruction.h"

#include <algorithm>

namespace nimlab {

namespace {
// True when the queen on (x, y) reaches (tx, ty) in one move: left, down or diagonally down-left.
bool reaches(std::uint64_t x, std::uint64_t y, std::uint64_t tx, std::uint64_t ty)
{
    return wythoffIsLegal({x, y}, {tx, ty});
}

std::size_t cellIndex(int x, int y)
{
    return std::size_t(x) * std::size_t(WythoffConstruction::kMaxSide) + std::size_t(y);
}
} // namespace

WythoffConstruction::WythoffConstruction(int pairs)
    : m_pairs(wythoffConstructionPairs(pairs)), m_final(std::size_t(kMaxSide) * kMaxSide),
      m_misere(std::size_t(kMaxSide) * kMaxSide)
{
    const int firstMisere = pairCount() + 1;
    for (int x = 0; x < kMaxSide; ++x) {
        for (int y = 0; y < kMaxSide; ++y) {
            const auto ux = std::uint64_t(x), uy = std::uint64_t(y);
            // The first step whose pair is (x, y) or is reached from it decides the square.
            const auto decide = [ux, uy](Cell &c, WythoffPair p, int step) {
                if ((ux == p.x && uy == p.y) || (ux == p.y && uy == p.x))
                    c = {Mark::P, step};
                else if (reaches(ux, uy, p.x, p.y) || reaches(ux, uy, p.y, p.x))
                    c = {Mark::N, step};
            };
            Cell &c = m_final[cellIndex(x, y)];
            for (int n = 0; n < pairCount() && c.mark == Mark::Unknown; ++n)
                decide(c, pair(n), pairStep(n));
            // Misère: the player to move at (0, 0) has already won, so (0, 0) is N from the first misère step on.
            Cell &m = m_misere[cellIndex(x, y)];
            if (x == 0 && y == 0)
                m = {Mark::N, firstMisere};
            for (int n = 0; n < pairCount() && m.mark == Mark::Unknown; ++n)
                decide(m, miserePair(n), firstMisere + std::min(n, kMisereSteps - 1));
        }
    }
}

WythoffPair WythoffConstruction::miserePair(int n) const
{
    return wythoffMisereP(std::uint64_t(n)).value_or(WythoffPair{});
}

WythoffConstruction::StepKind WythoffConstruction::kind(int step) const
{
    if (step <= 0)
        return StepKind::Empty;
    if (step <= pairCount())
        return StepKind::Pair;
    return step - pairCount() - 1 < kMisereSteps - 1 ? StepKind::MiserePair : StepKind::MisereRest;
}

int WythoffConstruction::stepPair(int step) const
{
    switch (kind(step)) {
    case StepKind::Empty:
        return -1;
    case StepKind::Pair:
        return step - 1;
    case StepKind::MiserePair:
        return step - pairCount() - 1;
    case StepKind::MisereRest:
        return kMisereSteps - 1;
    }
    return -1;
}

int WythoffConstruction::normalPairsShown(int step) const
{
    return std::clamp(step, 0, pairCount());
}

int WythoffConstruction::miserePairsShown(int step) const
{
    switch (kind(step)) {
    case StepKind::MiserePair:
        return stepPair(step) + 1;
    case StepKind::MisereRest:
        return pairCount();
    default:
        return 0;
    }
}

WythoffConstruction::Cell WythoffConstruction::cell(int step, int x, int y) const
{
    if (x < 0 || y < 0 || x >= kMaxSide || y >= kMaxSide || step <= 0)
        return {};
    const Cell &c = (isMisere(step) ? m_misere : m_final)[cellIndex(x, y)];
    return c.step <= step ? c : Cell{};
}

int WythoffConstruction::newlyMarked(int step, Mark mark, int side) const
{
    side = std::clamp(side, 0, kMaxSide);
    int count = 0;
    for (int x = 0; x < side; ++x)
        for (int y = 0; y < side; ++y)
            count += step > 0 && cell(step, x, y) == Cell{mark, step};
    return count;
}

int WythoffConstruction::unknownAfter(int step, int side) const
{
    side = std::clamp(side, 0, kMaxSide);
    int count = 0;
    for (int x = 0; x < side; ++x)
        for (int y = 0; y < side; ++y)
            count += cell(step, x, y).mark == Mark::Unknown;
    return count;
}

std::optional<WythoffPair> WythoffConstruction::smallestUnknown(int step, int side) const
{
    side = std::clamp(side, 0, kMaxSide);
    for (int x = 0; x < side; ++x)
        for (int y = x; y < side; ++y)
            if (cell(step, x, y).mark == Mark::Unknown)
                return WythoffPair{std::uint64_t(x), std::uint64_t(y)};
    return std::nullopt;
}

QString WythoffConstruction::boardText(int step, int side) const
{
    if (step < 0 || step >= stepCount())
        return {};
    side = std::clamp(side, 0, kMaxSide);
    const StepKind k = kind(step);
    if (k == StepKind::Empty)
        return tr("On the %1 x %1 board nothing is decided yet: all %2 squares are unmarked. The smallest square is "
                  "(0, 0).")
            .arg(side)
            .arg(unknownAfter(step, side));
    QString text;
    if (k == StepKind::MisereRest) {
        const WythoffPair p = miserePair(stepPair(step));
        text = tr("On the %1 x %1 board: the misère P-positions from (%2, %3) on are the normal ones and become P "
                  "together.")
                   .arg(side)
                   .arg(p.x)
                   .arg(p.y);
    } else {
        const WythoffPair p = k == StepKind::Pair ? pair(stepPair(step)) : miserePair(stepPair(step));
        const bool onBoard = p.y < std::uint64_t(side);
        if (k == StepKind::MiserePair && stepPair(step) == 0)
            text = tr("Misère play starts again from the empty board: (0, 0) becomes N.") + QLatin1Char(' ');
        text += !onBoard     ? tr("On the %1 x %1 board: (%2, %3) lies beyond the board.").arg(side).arg(p.x).arg(p.y)
                : p.x == p.y ? tr("On the %1 x %1 board: (%2, %3) becomes P.").arg(side).arg(p.x).arg(p.y)
                             : tr("On the %1 x %1 board: (%2, %3) and (%3, %2) become P.").arg(side).arg(p.x).arg(p.y);
    }
    text += QLatin1Char(' ');
    text += tr("Squares that become N now: %1; squares still unmarked: %2.")
                .arg(newlyMarked(step, Mark::N, side))
                .arg(unknownAfter(step, side));
    if (const std::optional<WythoffPair> next = smallestUnknown(step, side))
        text += QLatin1Char(' ') + tr("The smallest unmarked square is now (%1, %2).").arg(next->x).arg(next->y);
    return text;
}

} // namespace nimlab
