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

WythoffConstruction::WythoffConstruction(int steps)
    : m_pairs(wythoffConstructionPairs(steps)), m_final(std::size_t(kMaxSide) * kMaxSide)
{
    for (int x = 0; x < kMaxSide; ++x) {
        for (int y = 0; y < kMaxSide; ++y) {
            Cell &c = m_final[cellIndex(x, y)];
            for (int n = 0; n < stepCount() && c.mark == Mark::Unknown; ++n) {
                const WythoffPair p = m_pairs[std::size_t(n)];
                const auto ux = std::uint64_t(x), uy = std::uint64_t(y);
                if ((ux == p.x && uy == p.y) || (ux == p.y && uy == p.x))
                    c = {Mark::P, n};
                else if (reaches(ux, uy, p.x, p.y) || reaches(ux, uy, p.y, p.x))
                    c = {Mark::N, n};
            }
        }
    }
}

WythoffConstruction::Cell WythoffConstruction::cell(int step, int x, int y) const
{
    if (x < 0 || y < 0 || x >= kMaxSide || y >= kMaxSide)
        return {};
    const Cell &c = m_final[cellIndex(x, y)];
    return c.step <= step ? c : Cell{};
}

int WythoffConstruction::newlyMarked(int step, Mark mark, int side) const
{
    side = std::clamp(side, 0, kMaxSide);
    int count = 0;
    for (int x = 0; x < side; ++x)
        for (int y = 0; y < side; ++y)
            count += m_final[cellIndex(x, y)] == Cell{mark, step};
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
    const WythoffPair p = pair(step);
    const bool onBoard = p.y < std::uint64_t(std::clamp(side, 0, kMaxSide));
    QString text = !onBoard ? tr("On the %1 x %1 board: (%2, %3) lies beyond the board.").arg(side).arg(p.x).arg(p.y)
                   : p.x == p.y
                       ? tr("On the %1 x %1 board: (%2, %3) becomes P.").arg(side).arg(p.x).arg(p.y)
                       : tr("On the %1 x %1 board: (%2, %3) and (%3, %2) become P.").arg(side).arg(p.x).arg(p.y);
    text += QLatin1Char(' ');
    text += tr("Squares that become N now: %1; squares still unmarked: %2.")
                .arg(newlyMarked(step, Mark::N, side))
                .arg(unknownAfter(step, side));
    if (const std::optional<WythoffPair> next = smallestUnknown(step, side))
        text += QLatin1Char(' ') + tr("The smallest unmarked square is now (%1, %2).").arg(next->x).arg(next->y);
    return text;
}

} // namespace nimlab
