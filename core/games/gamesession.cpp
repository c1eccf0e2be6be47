#include "gamesession.h"

#include "math/decimal.h"
#include "session/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>

#include <optional>

namespace nimlab {

namespace {
class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(GameSession)
};

// Numbers travel as decimal strings: JSON numbers cannot hold every uint64_t exactly.
QJsonArray toJson(const std::vector<std::uint64_t> &values)
{
    QJsonArray array;
    for (const std::uint64_t v : values)
        array.append(QString::number(v));
    return array;
}

std::optional<std::vector<std::uint64_t>> fromJson(const QJsonValue &value)
{
    if (!value.isArray())
        return std::nullopt;
    std::vector<std::uint64_t> values;
    for (const QJsonValue &v : value.toArray()) {
        const std::optional<std::uint64_t> n = parseDecimal(v.toString());
        if (!n)
            return std::nullopt;
        values.push_back(*n);
    }
    return values;
}

const char *const kLevelNames[] = {"beginner", "intermediate", "strong", "perfect"};

QJsonObject playerJson(const GameSession::Player &p)
{
    return {{QStringLiteral("kind"),
             p.kind == GameSession::PlayerKind::Human ? QStringLiteral("human") : QStringLiteral("computer")},
            {QStringLiteral("level"), QLatin1String(kLevelNames[int(p.level)])}};
}

std::optional<GameSession::Player> playerFromJson(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (kind != QLatin1String("human") && kind != QLatin1String("computer"))
        return std::nullopt;
    for (int i = 0; i < 4; ++i)
        if (o.value(QStringLiteral("level")).toString() == QLatin1String(kLevelNames[i]))
            return GameSession::Player{kind == QLatin1String("human") ? GameSession::PlayerKind::Human
                                                                      : GameSession::PlayerKind::Computer,
                                       GameSession::Level(i)};
    return std::nullopt;
}
} // namespace

GameSession::GameSession(GameKind kind, const QJsonObject &options, const GameState &start, QObject *parent)
    : QObject(parent), m_kind(std::move(kind)), m_positions{start}, m_random(QRandomGenerator::global()->generate64())
{
    setRules(m_kind.rules(options));
    Q_ASSERT(!m_rules->checkPosition(start));
    m_computerTimer.setSingleShot(true);
    m_computerTimer.setInterval(500);
    connect(&m_computerTimer, &QTimer::timeout, this, &GameSession::playComputerMove);
    connect(&m_values, &GameValues::valuesChanged, this, &GameSession::valuesFound);
    askValues();
    m_scorecard = new Scorecard(this);
    connect(m_scorecard, &Scorecard::changed, this, &GameSession::stateChanged);
}

GameSession::~GameSession() = default;

void GameSession::setRules(std::unique_ptr<GameRules> rules)
{
    Q_ASSERT(rules);
    // The explainer reads the rules: drop it first, and make a new one for the new rules.
    m_explainer.reset();
    m_rules = std::move(rules);
    m_explainer = m_kind.explainer(*m_rules);
    // The value search gets rules of its own: it reads them on its thread.
    m_values.setRules(m_kind.rules(m_rules->options()));
}

double GameSession::randomness(Level level)
{
    switch (level) {
    case Level::Beginner:
        return 0.5;
    case Level::Intermediate:
        return 0.25;
    case Level::Strong:
        return 0.1;
    case Level::Perfect:
        return 0.0;
    }
    return 0.0;
}

bool GameSession::isComputerToMove() const
{
    // While a person looks back at the game, nobody moves: the computer waits for "play from here".
    return !m_reviewing && !isOver() && m_players[std::size_t(playerToMove())].kind == PlayerKind::Computer;
}

bool GameSession::isPersonToMove() const
{
    return !isOver() && m_players[std::size_t(playerToMove())].kind == PlayerKind::Human;
}

void GameSession::showPosition(int moves)
{
    if (moves < 0 || moves > historySize())
        return;
    m_computerTimer.stop();
    m_cursor = moves;
    // Looking back: the game stays whole (everything after is redoable) and the computer waits. At the end of the game
    // there is nothing to look back from.
    m_reviewing = moves < historySize();
    changed();
}

void GameSession::playFromHere()
{
    if (!m_reviewing)
        return;
    m_reviewing = false;
    changed();
}

bool GameSession::isOver() const
{
    return m_rules->isOver(position());
}

int GameSession::winner() const
{
    return isOver() ? winnerAt(m_cursor) : -1;
}

bool GameSession::isFinished() const
{
    return m_rules->isOver(m_positions.back());
}

int GameSession::winnerAt(int i) const
{
    const GameState &at = positionAt(i);
    const int mover = i % 2;
    if (m_rules->isOver(at))
        return m_rules->lastMoverWins() ? 1 - mover : mover;
    return m_rules->moverWins(at) ? mover : 1 - mover;
}

bool GameSession::canUndo() const
{
    return m_cursor > 0;
}

bool GameSession::canRedo() const
{
    return m_cursor < historySize();
}

std::optional<GameMove> GameSession::hint() const
{
    if (isOver())
        return std::nullopt;
    const std::vector<GameMove> moves = m_rules->winningMoves(position());
    return moves.empty() ? std::nullopt : std::optional<GameMove>(moves.front());
}

QString GameSession::hintText() const
{
    if (!isHintShown())
        return {};
    const std::optional<GameMove> move = hint();
    return move ? m_explainer->describeMove(position(), *move) : m_explainer->whyNoWinningMove(position());
}

void GameSession::showHint()
{
    if (isOver() || m_hintShown || m_answersHidden)
        return;
    m_hintShown = true;
    Q_EMIT hintChanged();
}

void GameSession::setAnswersHidden(bool hidden)
{
    if (hidden == m_answersHidden)
        return;
    m_answersHidden = hidden;
    // The boards and the side panel draw the hint from isHintShown(), which follows the answers.
    if (m_hintShown)
        Q_EMIT hintChanged();
    Q_EMIT answersHiddenChanged(hidden);
}

GameSession::ReviewCounts GameSession::reviewCounts() const
{
    ReviewCounts counts;
    for (const ReviewEntry &e : review()) {
        switch (e.quality) {
        case MoveQuality::KeptWin:
            ++counts.keptWin;
            break;
        case MoveQuality::MissedWin:
            ++counts.missedWin;
            break;
        case MoveQuality::FromLost:
            ++counts.fromLost;
            break;
        }
    }
    return counts;
}

std::vector<GameSession::ReviewEntry> GameSession::review() const
{
    // The whole game, also while a person looks back at an earlier position of it.
    std::vector<ReviewEntry> entries;
    for (int i = 0; i < historySize(); ++i) {
        const bool wasWinning = m_rules->moverWins(m_positions[std::size_t(i)]);
        const bool opponentWins = m_rules->moverWins(m_positions[std::size_t(i + 1)]);
        const MoveQuality q = !wasWinning    ? MoveQuality::FromLost
                              : opponentWins ? MoveQuality::MissedWin
                                             : MoveQuality::KeptWin;
        entries.push_back({i % 2, m_moves[std::size_t(i)], q});
    }
    return entries;
}

QString GameSession::newGame(const QJsonObject &options, const GameState &start)
{
    std::unique_ptr<GameRules> rules = m_kind.rules(options);
    if (!rules)
        return SessionText::tr("These game options are not valid.");
    if (const std::optional<Refusal> refusal = rules->checkPosition(start))
        return m_kind.explainer(*rules)->refusalText(*refusal);
    // A game that is over before the first move is no game: say so rather than start it.
    if (rules->isOver(start))
        return SessionText::tr("No move can be made from this position (there is no coin to take): the game would be "
                               "over before it starts.");
    setRules(std::move(rules));
    m_positions = {start};
    m_moves.clear();
    m_cursor = 0;
    m_reviewing = false;
    m_scorecard->startGame();
    changed();
    Q_EMIT started();
    return {};
}

QString GameSession::play(const GameMove &move)
{
    QString problem;
    if (isOver())
        problem = SessionText::tr("The game is over.");
    else if (m_reviewing && !isPersonToMove())
        problem = SessionText::tr("The computer plays this move: press \"Play on from here\" and it moves.");
    else if (const std::optional<Refusal> refusal = m_rules->checkMove(position(), move))
        problem = m_explainer->refusalText(*refusal);
    if (!problem.isEmpty()) {
        Q_EMIT moveRejected(problem);
        return problem;
    }
    const GameState next = m_rules->apply(position(), move);
    m_reviewing = false; // a move made while looking back continues the game from there
    m_positions.resize(std::size_t(m_cursor) + 1);
    m_moves.resize(std::size_t(m_cursor));
    m_positions.push_back(next);
    m_moves.push_back(move);
    ++m_cursor;
    changed();
    return {};
}

void GameSession::undo()
{
    if (m_cursor == 0)
        return;
    m_computerTimer.stop();
    // A person wants their own turn back, so skip the positions where the computer is to move; it would only move
    // again at once.
    int target = m_cursor - 1;
    while (target >= 0 && isComputerBefore(target))
        --target;
    // No position with a person to move: take back one move; changed() has the computer move again.
    m_cursor = target >= 0 ? target : m_cursor - 1;
    changed();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    // One move at a time; when the computer is then to move, changed() schedules it and its move drops whatever
    // was left to redo.
    ++m_cursor;
    changed();
}

bool GameSession::isComputerBefore(int i) const
{
    return m_players[std::size_t(i % 2)].kind == PlayerKind::Computer;
}

void GameSession::setPlayer(int index, Player player)
{
    if (m_players[std::size_t(index & 1)] == player)
        return;
    m_players[std::size_t(index & 1)] = player;
    changed();
}

Scorecard::Entrant GameSession::entrant(int index) const
{
    const auto side = [](const Player &p) { return Scorecard::Side{p.kind == PlayerKind::Computer, int(p.level)}; };
    return Scorecard::entrant(side(m_players[0]), side(m_players[1]), index);
}

void GameSession::swapPlayers()
{
    if (m_players[0] == m_players[1])
        return;
    std::swap(m_players[0], m_players[1]);
    changed();
}

void GameSession::changed()
{
    // The scorecard counts a game once, the first time it ends (it ignores the ends after that).
    if (isOver())
        m_scorecard->countEnd(entrant(winner()));
    const bool hadHint = m_hintShown;
    m_hintShown = false;
    Q_EMIT positionChanged();
    if (hadHint)
        Q_EMIT hintChanged();
    Q_EMIT stateChanged();
    if (isOver())
        Q_EMIT gameOver(winner());
    scheduleComputer();
    askValues();
}

void GameSession::wantValues()
{
    if (m_valuesWanted)
        return;
    m_valuesWanted = true;
    askValues();
}

void GameSession::askValues()
{
    m_values.ask(m_valuesWanted ? m_positions : std::vector<GameState>{},
                 wantsLongestLoss() ? std::optional<GameState>(position()) : std::nullopt);
}

void GameSession::valuesFound()
{
    Q_EMIT valuesChanged();
    // Set only once its delay is over (scheduleComputer clears it): the computer was waiting for this search.
    if (std::exchange(m_computerWaits, false))
        playComputerMove();
}

bool GameSession::wantsLongestLoss() const
{
    return isComputerToMove() && m_players[std::size_t(playerToMove())].level == Level::Perfect &&
           !m_rules->moverWins(position());
}

void GameSession::scheduleComputer()
{
    m_computerWaits = false;
    // Whether moves can be redone does not matter: waiting for a redo that never comes froze the game.
    if (isComputerToMove())
        m_computerTimer.start();
    else
        m_computerTimer.stop();
}

GameMove GameSession::chooseComputerMove()
{
    const Player me = m_players[std::size_t(playerToMove())];
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    if (wantsLongestLoss())
        if (const std::optional<GameMove> longest = m_values.bestMove(position()))
            return *longest; // the tree was small enough to know the longest loss
    if (chance(m_random) >= randomness(me.level)) {
        const std::vector<GameMove> winning = m_rules->winningMoves(position());
        if (!winning.empty())
            return winning[std::size_t(m_random() % winning.size())];
    }
    return m_rules->randomMove(position(), m_random);
}

void GameSession::playComputerMove()
{
    if (!isComputerToMove())
        return;
    // A perfect player that is losing waits for the search of its longest loss (at most the search's limits).
    if (wantsLongestLoss() && !m_values.knowsBestMove(position())) {
        m_computerWaits = true;
        return;
    }
    play(chooseComputerMove());
}

QJsonObject GameSession::saveState() const
{
    QJsonArray moves;
    for (const GameMove &m : m_moves)
        moves.append(toJson(m));
    QJsonObject state{{QStringLiteral("options"), m_rules->options()},
                      {QStringLiteral("start"), toJson(startPosition())},
                      {QStringLiteral("moves"), moves},
                      {QStringLiteral("cursor"), m_cursor},
                      {QStringLiteral("players"), QJsonArray{playerJson(m_players[0]), playerJson(m_players[1])}}};
    // Optional: left out when it says nothing restoreState() would not assume (files before it load the same).
    if (!m_scorecard->isEmpty() || m_scorecard->isGameCounted() != isFinished())
        state.insert(QStringLiteral("scorecard"), m_scorecard->saveState());
    return state;
}

QString GameSession::validateState(const QJsonObject &state) const
{
    return checkJson(state, [this](JsonReader &r) { checkState(r); });
}

void GameSession::checkState(JsonReader &state) const
{
    const QJsonObject options = state.object(QStringLiteral("options")).json();
    const std::unique_ptr<GameRules> rules = state.ok() ? m_kind.rules(options) : nullptr;
    // The rules must write back exactly the options read: anything else (a wrong type, an unknown key) is not
    // understood.
    if (state.ok() && (!rules || rules->options() != options))
        state.fail(state.pathOf(QStringLiteral("options")), SessionText::tr("unknown game options"));
    const GameState start = state.decimals(QStringLiteral("start"));
    if (!state.ok())
        return;
    const std::unique_ptr<GameExplainer> explainer = m_kind.explainer(*rules);
    if (const std::optional<Refusal> refusal = rules->checkPosition(start))
        return state.fail(state.pathOf(QStringLiteral("start")), explainer->refusalText(*refusal));
    GameState position = start;
    const QJsonArray moves = state.array(QStringLiteral("moves"));
    for (qsizetype i = 0; i < moves.size() && state.ok(); ++i) {
        const QString where = state.pathOf(QStringLiteral("moves")) + QStringLiteral("[%1]").arg(i);
        const GameMove move = state.decimalsAt(moves.at(i), where);
        if (!state.ok())
            return;
        if (rules->isOver(position))
            return state.fail(where, SessionText::tr("a move after the end of the game"));
        if (const std::optional<Refusal> refusal = rules->checkMove(position, move))
            return state.fail(where, explainer->refusalText(*refusal));
        position = rules->apply(position, move);
    }
    state.integer(QStringLiteral("cursor"), 0, int(moves.size()));
    const QJsonArray players = state.array(QStringLiteral("players"), 2, 2);
    for (qsizetype i = 0; i < players.size(); ++i) {
        JsonReader player = state.at(QStringLiteral("players"), players, i);
        player.choice(QStringLiteral("kind"), {QStringLiteral("human"), QStringLiteral("computer")});
        QStringList levels;
        for (const char *name : kLevelNames)
            levels << QLatin1String(name);
        player.choice(QStringLiteral("level"), levels);
        player.finish();
    }
    if (state.has(QStringLiteral("scorecard"))) {
        JsonReader scorecard = state.object(QStringLiteral("scorecard"));
        if (scorecard.ok())
            Scorecard::checkState(scorecard);
    }
    state.finish();
}

void GameSession::restoreState(const QJsonObject &state)
{
    if (!validateState(state).isEmpty())
        return;
    m_computerTimer.stop();
    setRules(m_kind.rules(state.value(QStringLiteral("options")).toObject()));
    m_positions = {*fromJson(state.value(QStringLiteral("start")))};
    m_moves.clear();
    for (const QJsonValue &m : state.value(QStringLiteral("moves")).toArray()) {
        m_moves.push_back(*fromJson(m));
        m_positions.push_back(m_rules->apply(m_positions.back(), m_moves.back()));
    }
    m_cursor = state.value(QStringLiteral("cursor")).toInt();
    m_reviewing = false;
    const QJsonArray players = state.value(QStringLiteral("players")).toArray();
    m_players = {*playerFromJson(players[0]), *playerFromJson(players[1])};
    if (state.contains(QStringLiteral("scorecard")))
        m_scorecard->restoreState(state.value(QStringLiteral("scorecard")).toObject(), isFinished());
    else
        m_scorecard->restoreNone(isFinished());
    changed();
    Q_EMIT started();
}

} // namespace nimlab
