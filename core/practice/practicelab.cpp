#include "practicelab.h"

#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "games/sumlab.h"
#include "games/wythofflab.h"
#include "math/decimal.h"
#include "session/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>

#include <algorithm>

namespace nimlab {

namespace {
const QString kRight = QStringLiteral("right");
const QString kWrong = QStringLiteral("wrong");
constexpr double kMaxMs = 365.0 * 24 * 3600 * 1000;

QStringList gameNames()
{
    QStringList names;
    for (const PracticeGame g : kPracticeGames)
        names << practiceGameName(g);
    return names;
}

/// Both players people: the student answers, nobody answers back.
void twoPeople(GameSession *session)
{
    for (int i = 0; i < 2; ++i)
        session->setPlayer(i, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
}
} // namespace

PracticeLab::PracticeLab(QObject *parent)
    : QObject(parent), m_nim(new GameTab(QStringLiteral("practice-nim"), nimKind(), NimRules(false).options(),
                                         NimRules::encode({{1, 2}}), {ExampleId::Nim}, 1, this)),
      m_fibNim(new FibNimGame(this)), m_wythoff(new WythoffLab(this)), m_sums(new SumLab(this))
{
    for (const PracticeGame g : kPracticeGames) {
        twoPeople(session(g));
        connect(session(g), &GameSession::positionChanged, this, [this, g] { handleBoardMove(g); });
        // A new game on the board (a sum's, once its tables are built) may make the exercise answerable.
        connect(session(g), &GameSession::started, this, &PracticeLab::changed);
    }
    m_wythoff->setView(WythoffLab::View::Both);
    connect(&m_job, &BackgroundJob::finished, this, &PracticeLab::roundMade);
}

PracticeLab::~PracticeLab() = default;

GameTab *PracticeLab::boardTab(PracticeGame game) const
{
    switch (game) {
    case PracticeGame::Nim:
        return m_nim;
    case PracticeGame::FibNim:
        return m_fibNim;
    case PracticeGame::Wythoff:
        return m_wythoff;
    case PracticeGame::Sum:
        break;
    }
    return m_sums;
}

GameSession *PracticeLab::session(PracticeGame game) const
{
    return boardTab(game)->game();
}

QList<BackgroundJob *> PracticeLab::jobs()
{
    return {&m_job, m_sums->tablesJob()};
}

const Exercise *PracticeLab::exercise() const
{
    const int i = exerciseIndex();
    return i < int(m_exercises.size()) ? &m_exercises[std::size_t(i)] : nullptr;
}

bool PracticeLab::isOnBoard() const
{
    const Exercise *e = exercise();
    return e && session(m_game)->startPosition() == exerciseState(*e);
}

bool PracticeLab::isPreparing() const
{
    return m_job.isRunning() || !isOnBoard();
}

bool PracticeLab::acceptsAnswer() const
{
    return !m_job.isRunning() && !isSummaryShown() && !isAnswered() && isOnBoard();
}

int PracticeLab::score() const
{
    return int(std::count(m_answers.begin(), m_answers.end(), true));
}

std::vector<int> PracticeLab::missed() const
{
    std::vector<int> out;
    for (std::size_t i = 0; i < m_answers.size(); ++i)
        if (!m_answers[i])
            out.push_back(int(i));
    return out;
}

std::int64_t PracticeLab::elapsedMs() const
{
    return m_msBefore + (m_clock.isValid() ? m_clock.elapsed() : 0);
}

std::optional<QString> PracticeLab::givenAnswerText() const
{
    const Exercise *e = exercise();
    if (!e || m_givenIndex != exerciseIndex() || !isAnswered())
        return std::nullopt;
    if (!m_given)
        return QString();
    return session(m_game)->explainer().describeMove(exerciseState(*e), *m_given);
}

void PracticeLab::setGame(PracticeGame game)
{
    if (game == m_game)
        return;
    m_game = game;
    newRound();
}

void PracticeLab::setLevel(int level)
{
    level = std::clamp(level, 1, kPracticeLevels);
    if (level == m_level)
        return;
    m_level = level;
    newRound();
}

void PracticeLab::newRound()
{
    startRound(QRandomGenerator::global()->generate64());
}

void PracticeLab::startFirstRound()
{
    if (hasRound())
        return;
    newRound();
    m_firstRound = true;
}

void PracticeLab::startRound(std::uint64_t seed)
{
    m_firstRound = false;
    m_seed = seed;
    m_exercises.clear();
    m_answers.clear();
    m_index = 0;
    m_review = -1;
    m_msBefore = 0;
    m_clock.invalidate();
    m_givenIndex = -1;
    m_newBest = false;
    m_job.start<std::vector<Exercise>>([game = m_game, level = m_level,
                                        seed](const Progress &) -> std::shared_ptr<const std::vector<Exercise>> {
        return std::make_shared<const std::vector<Exercise>>(generateExercises(game, level, kPracticeRoundSize, seed));
    });
    update();
}

void PracticeLab::roundMade()
{
    const auto exercises = m_job.result<std::vector<Exercise>>();
    if (!exercises || exercises->size() != std::size_t(kPracticeRoundSize))
        return;
    m_exercises = *exercises;
    if (m_answers.size() < std::size_t(kPracticeRoundSize))
        m_clock.start();
    showOnBoard();
    Q_EMIT changed();
}

void PracticeLab::showOnBoard()
{
    const Exercise *e = exercise();
    if (!e)
        return;
    switch (e->game) {
    case PracticeGame::Nim:
        m_nim->game()->newGame(NimRules(false).options(), exerciseState(*e));
        break;
    case PracticeGame::FibNim:
        m_fibNim->newGameFrom(e->pile);
        break;
    case PracticeGame::Wythoff:
        // The queen's board as large as the position needs (the piles show any size).
        m_wythoff->setBoardSize(int(std::clamp<std::uint64_t>(std::max(e->wythoff.x, e->wythoff.y) + 1,
                                                              WythoffLab::kMinBoard, WythoffLab::kMaxBoard)));
        m_wythoff->newGame(e->wythoff.x, e->wythoff.y, false);
        break;
    case PracticeGame::Sum:
        m_sums->startGame(e->components); // at once, or once the tables are built off the GUI thread
        break;
    }
}

void PracticeLab::handleBoardMove(PracticeGame game)
{
    GameSession *s = session(game);
    if (s->moveCount() == 0)
        return;
    const bool judged = game == m_game && !m_job.isRunning() && !isSummaryShown() && !isAnswered() && isOnBoard();
    const GameMove move = s->moveAt(0);
    // Taken back at once: the board and the analysis go on showing the exercise (a second move is never judged).
    s->undo();
    if (!judged)
        return;
    m_given = move;
    m_givenIndex = exerciseIndex();
    answer(isWinningAnswer(*exercise(), move));
}

void PracticeLab::answerNoWinningMove()
{
    if (!acceptsAnswer())
        return;
    m_given.reset();
    m_givenIndex = exerciseIndex();
    answer(isNoMoveRight(*exercise()));
}

void PracticeLab::answer(bool right)
{
    m_answers.push_back(right);
    m_stats.countAnswer(right);
    if (m_answers.size() == std::size_t(kPracticeRoundSize)) {
        m_msBefore = elapsedMs();
        m_clock.invalidate();
        m_newBest = m_stats.countRound(m_game, m_level, score(), m_msBefore);
    }
    update();
}

void PracticeLab::next()
{
    if (isSummaryShown() || !isAnswered())
        return;
    ++m_index;
    showOnBoard();
    update();
}

void PracticeLab::review(int index)
{
    if (!isSummaryShown())
        return;
    m_review = std::clamp(index, -1, kPracticeRoundSize - 1);
    showOnBoard();
    Q_EMIT changed();
}

void PracticeLab::update()
{
    Q_EMIT changed();
    Q_EMIT stateChanged();
}

QJsonObject PracticeLab::saveState() const
{
    // Nothing done yet: the part is left out of the file (see SessionPart::save).
    if ((!hasRound() || (m_firstRound && m_answers.empty())) && m_game == PracticeGame::Nim && m_level == 1 &&
        m_stats == PracticeStats())
        return {};
    QJsonObject state{{QStringLiteral("game"), practiceGameName(m_game)},
                      {QStringLiteral("level"), m_level},
                      {QStringLiteral("stats"), m_stats.save()}};
    if (hasRound()) {
        QJsonArray answers;
        for (const bool right : m_answers)
            answers.append(right ? kRight : kWrong);
        state.insert(QStringLiteral("round"), QJsonObject{{QStringLiteral("seed"), QString::number(m_seed)},
                                                          {QStringLiteral("answers"), answers},
                                                          {QStringLiteral("shown"), m_index},
                                                          {QStringLiteral("ms"), double(elapsedMs())}});
    }
    return state;
}

void PracticeLab::checkState(JsonReader &state)
{
    state.choice(QStringLiteral("game"), gameNames());
    state.integer(QStringLiteral("level"), 1, kPracticeLevels);
    JsonReader stats = state.object(QStringLiteral("stats"));
    if (stats.ok())
        PracticeStats::check(stats);
    if (state.has(QStringLiteral("round"))) {
        JsonReader round = state.object(QStringLiteral("round"));
        round.decimal(QStringLiteral("seed"));
        const QJsonArray answers = round.array(QStringLiteral("answers"), 0, kPracticeRoundSize);
        for (qsizetype i = 0; i < answers.size() && round.ok(); ++i)
            if (answers.at(i) != QJsonValue(kRight) && answers.at(i) != QJsonValue(kWrong))
                round.fail(round.pathOf(QStringLiteral("answers")) + QStringLiteral("[%1]").arg(i),
                           QCoreApplication::translate("Session", "not \"right\" or \"wrong\""));
        // The exercise shown is the one answered last (its verdict) or the next one; after the last, the summary.
        const int answered = int(answers.size());
        const int lowest = std::max(answered - 1, 0);
        const int highest = answered == kPracticeRoundSize ? kPracticeRoundSize : answered;
        if (round.ok())
            round.integer(QStringLiteral("shown"), lowest, highest);
        round.number(QStringLiteral("ms"), 0, kMaxMs);
        round.finish();
    }
    state.finish();
}

void PracticeLab::restoreState(const QJsonObject &state)
{
    m_game = parsePracticeGame(state.value(QStringLiteral("game")).toString()).value_or(PracticeGame::Nim);
    m_level = std::clamp(state.value(QStringLiteral("level")).toInt(), 1, kPracticeLevels);
    m_stats.restore(state.value(QStringLiteral("stats")).toObject());
    if (!state.contains(QStringLiteral("round"))) {
        m_job.cancel();
        m_firstRound = false;
        m_seed = 0;
        m_exercises.clear();
        m_answers.clear();
        m_index = 0;
        m_review = -1;
        m_msBefore = 0;
        m_clock.invalidate();
        update();
        return;
    }
    const QJsonObject round = state.value(QStringLiteral("round")).toObject();
    startRound(parseDecimal(round.value(QStringLiteral("seed")).toString()).value_or(0));
    for (const QJsonValue &a : round.value(QStringLiteral("answers")).toArray())
        m_answers.push_back(a == QJsonValue(kRight));
    m_index = round.value(QStringLiteral("shown")).toInt();
    m_msBefore = std::int64_t(round.value(QStringLiteral("ms")).toDouble());
    update();
}

} // namespace nimlab
