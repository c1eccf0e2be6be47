#include "scorecard.h"

#include "session/jsonreader.h"

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kLevels = Scorecard::kLevels;
// Slots: You, FirstPlayer, SecondPlayer, then Computer, FirstComputer, SecondComputer at each level.
constexpr int kComputerSlots = 3;
constexpr int kSlots = kComputerSlots + 3 * kLevels;
// More wins than anyone plays; the count stops there rather than overflow.
constexpr int kMaxWins = 1'000'000'000;
const char *const kLevelKeys[kLevels] = {"beginner", "intermediate", "strong", "perfect"};

bool isComputer(Scorecard::Role role)
{
    return role == Scorecard::Role::Computer || role == Scorecard::Role::FirstComputer ||
           role == Scorecard::Role::SecondComputer;
}
} // namespace

Scorecard::Scorecard(QObject *parent) : QObject(parent), m_wins(kSlots, 0) {}

Scorecard::Entrant Scorecard::entrant(Side first, Side second, int index)
{
    const Side me = index == 0 ? first : second;
    const Side other = index == 0 ? second : first;
    if (!me.computer) {
        const Role person = other.computer ? Role::You : index == 0 ? Role::FirstPlayer : Role::SecondPlayer;
        return {person, kLevels - 1};
    }
    // The computer against itself at one level: one row would hold every game, so each side has its own.
    if (other.computer && other.level == me.level)
        return {index == 0 ? Role::FirstComputer : Role::SecondComputer, me.level};
    return {Role::Computer, me.level};
}

int Scorecard::slot(const Entrant &e)
{
    if (!isComputer(e.role))
        return int(e.role);
    const int base = e.role == Role::Computer ? 0 : e.role == Role::FirstComputer ? 1 : 2;
    return kComputerSlots + base * kLevels + std::clamp(e.level, 0, kLevels - 1);
}

Scorecard::Entrant Scorecard::entrantOfSlot(int slot)
{
    if (slot < kComputerSlots)
        return {Role(slot), kLevels - 1};
    const int base = (slot - kComputerSlots) / kLevels;
    return {Role(int(Role::Computer) + base), (slot - kComputerSlots) % kLevels};
}

QString Scorecard::keyOfSlot(int slot)
{
    static const char *const roles[] = {"you",      "firstPlayer",   "secondPlayer",
                                        "computer", "firstComputer", "secondComputer"};
    const Entrant e = entrantOfSlot(slot);
    QString key = QLatin1String(roles[int(e.role)]);
    if (isComputer(e.role))
        key += QLatin1Char('-') + QLatin1String(kLevelKeys[e.level]);
    return key;
}

int Scorecard::wins(const Entrant &who) const
{
    return m_wins[std::size_t(slot(who))];
}

bool Scorecard::isEmpty() const
{
    return std::all_of(m_wins.begin(), m_wins.end(), [](int w) { return w == 0; });
}

std::vector<Scorecard::Row> Scorecard::rows(const Entrant &first, const Entrant &second) const
{
    const Entrant now[2] = {first, second};
    std::vector<Row> rows{{now[0], wins(now[0])}, {now[1], wins(now[1])}};
    for (int s = 0; s < kSlots; ++s)
        if (m_wins[std::size_t(s)] > 0 && s != slot(now[0]) && s != slot(now[1]))
            rows.push_back({entrantOfSlot(s), m_wins[std::size_t(s)]});
    return rows;
}

void Scorecard::startGame()
{
    m_gameCounted = false;
}

void Scorecard::countEnd(const Entrant &winner)
{
    if (m_gameCounted)
        return;
    m_gameCounted = true;
    int &w = m_wins[std::size_t(slot(winner))];
    w = std::min(w + 1, kMaxWins);
    Q_EMIT changed();
}

void Scorecard::reset()
{
    if (isEmpty())
        return;
    std::fill(m_wins.begin(), m_wins.end(), 0);
    Q_EMIT changed();
}

QJsonObject Scorecard::saveState() const
{
    QJsonObject wins;
    for (int s = 0; s < kSlots; ++s)
        if (m_wins[std::size_t(s)] > 0)
            wins.insert(keyOfSlot(s), m_wins[std::size_t(s)]);
    return {{QStringLiteral("wins"), wins}, {QStringLiteral("gameCounted"), m_gameCounted}};
}

void Scorecard::checkState(JsonReader &state)
{
    JsonReader wins = state.object(QStringLiteral("wins"));
    for (int s = 0; s < kSlots && wins.ok(); ++s)
        if (wins.has(keyOfSlot(s)))
            wins.integer(keyOfSlot(s), 0, kMaxWins);
    wins.finish();
    state.boolean(QStringLiteral("gameCounted"));
    state.finish();
}

void Scorecard::restoreState(const QJsonObject &state, bool gameOver)
{
    const QJsonObject wins = state.value(QStringLiteral("wins")).toObject();
    for (int s = 0; s < kSlots; ++s)
        m_wins[std::size_t(s)] = wins.value(keyOfSlot(s)).toInt();
    m_gameCounted = state.value(QStringLiteral("gameCounted")).toBool() || gameOver;
    Q_EMIT changed();
}

void Scorecard::restoreNone(bool gameOver)
{
    std::fill(m_wins.begin(), m_wins.end(), 0);
    m_gameCounted = gameOver;
    Q_EMIT changed();
}

} // namespace nimlab
