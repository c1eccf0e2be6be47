#include "practiceround.h"

#include "games/fibnimrules.h"
#include "games/nimrules.h"
#include "games/sumrules.h"
#include "games/wythoffrules.h"
#include "session/jsonreader.h"

#include <QCoreApplication>

#include <algorithm>

namespace nimlab {

namespace {
// More than anyone answers; the counts stop there rather than overflow.
constexpr int kMaxCount = 1'000'000'000;
// A round's time is kept up to a year of milliseconds.
constexpr double kMaxMs = 365.0 * 24 * 3600 * 1000;
} // namespace

GameState exerciseState(const Exercise &e)
{
    switch (e.game) {
    case PracticeGame::Nim:
        return NimRules::encode({e.heaps});
    case PracticeGame::FibNim:
        return FibNimRules(FibNimRules::Variant::Single).encode({{e.pile}});
    case PracticeGame::Wythoff:
        return WythoffRules::encode(e.wythoff);
    case PracticeGame::Sum:
        break;
    }
    return SumRules::encode({e.components});
}

std::vector<GameMove> exerciseWinningMoves(const Exercise &e)
{
    std::vector<GameMove> moves;
    for (const NimMove &m : e.nimMoves)
        moves.push_back(NimRules::encodeMove({std::size_t(m.heap), m.to}));
    for (const std::uint64_t take : e.takes)
        moves.push_back(FibNimRules::encodeMove({0, take}));
    for (const WythoffPair &to : e.wythoffMoves)
        moves.push_back(WythoffRules::encodeMove(to));
    for (const SumWinningMove &m : e.sumMoves)
        moves.push_back(SumRules::encodeMove({m.component, m.to}));
    return moves;
}

bool isWinningAnswer(const Exercise &e, const GameMove &move)
{
    const std::vector<GameMove> moves = exerciseWinningMoves(e);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

bool isNoMoveRight(const Exercise &e)
{
    return !e.winning;
}

std::size_t PracticeStats::slot(PracticeGame game, int level)
{
    return std::size_t(game) * kPracticeLevels + std::size_t(std::clamp(level, 1, kPracticeLevels) - 1);
}

QString PracticeStats::keyOf(std::size_t slot)
{
    return practiceGameName(kPracticeGames[slot / kPracticeLevels]) + QLatin1Char('-') +
           QString::number(slot % kPracticeLevels + 1);
}

std::optional<PracticeBest> PracticeStats::best(PracticeGame game, int level) const
{
    return m_best[slot(game, level)];
}

void PracticeStats::countAnswer(bool right)
{
    m_streak = right ? std::min(m_streak + 1, kMaxCount) : 0;
    m_bestStreak = std::max(m_bestStreak, m_streak);
}

bool PracticeStats::countRound(PracticeGame game, int level, int score, std::int64_t ms)
{
    std::optional<PracticeBest> &best = m_best[slot(game, level)];
    if (best && (score < best->score || (score == best->score && ms >= best->ms)))
        return false;
    best = PracticeBest{score, ms};
    return true;
}

QJsonObject PracticeStats::save() const
{
    QJsonObject best;
    for (std::size_t s = 0; s < m_best.size(); ++s)
        if (m_best[s])
            best.insert(keyOf(s), QJsonObject{{QStringLiteral("score"), m_best[s]->score},
                                              {QStringLiteral("ms"), double(m_best[s]->ms)}});
    return {{QStringLiteral("streak"), m_streak},
            {QStringLiteral("bestStreak"), m_bestStreak},
            {QStringLiteral("best"), best}};
}

void PracticeStats::check(JsonReader &stats)
{
    const int streak = stats.integer(QStringLiteral("streak"), 0, kMaxCount);
    const int bestStreak = stats.integer(QStringLiteral("bestStreak"), 0, kMaxCount);
    if (stats.ok() && bestStreak < streak)
        stats.fail(stats.pathOf(QStringLiteral("bestStreak")),
                   QCoreApplication::translate("Session", "the longest streak %1 is shorter than the streak %2")
                       .arg(bestStreak)
                       .arg(streak));
    JsonReader best = stats.object(QStringLiteral("best"));
    for (std::size_t s = 0; s < kPracticeGames.size() * kPracticeLevels && best.ok(); ++s) {
        if (!best.has(keyOf(s)))
            continue;
        JsonReader round = best.object(keyOf(s));
        round.integer(QStringLiteral("score"), 0, kPracticeRoundSize);
        round.number(QStringLiteral("ms"), 0, kMaxMs);
        round.finish();
    }
    best.finish();
    stats.finish();
}

void PracticeStats::restore(const QJsonObject &stats)
{
    m_streak = stats.value(QStringLiteral("streak")).toInt();
    m_bestStreak = stats.value(QStringLiteral("bestStreak")).toInt();
    const QJsonObject best = stats.value(QStringLiteral("best")).toObject();
    for (std::size_t s = 0; s < m_best.size(); ++s) {
        const QJsonObject round = best.value(keyOf(s)).toObject();
        m_best[s] = best.contains(keyOf(s))
                        ? std::optional(PracticeBest{round.value(QStringLiteral("score")).toInt(),
                                                     std::int64_t(round.value(QStringLiteral("ms")).toDouble())})
                        : std::nullopt;
    }
}

} // namespace nimlab
