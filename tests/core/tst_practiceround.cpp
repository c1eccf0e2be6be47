// The Practice tab's core: every answer of generated exercises judged against the exercise's winning moves and
// against a search of the game tree by the rules; a round played through the boards' sessions (right, wrong, "no
// winning move", the summary and its review); the streak and the best rounds; the session part saved, restored, left
// out while empty, and refused when damaged.
#include "games/fibnimrules.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimrules.h"
#include "games/sumrules.h"
#include "games/wythoffrules.h"
#include "practice/practicelab.h"
#include "session/jsonreader.h"
#include "session/workspace.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::PracticeGame)

namespace {

/// The rules of an exercise's game (a sum's with the tables its start needs).
std::unique_ptr<GameRules> rulesFor(const Exercise &e)
{
    switch (e.game) {
    case PracticeGame::Nim:
        return std::make_unique<NimRules>(false);
    case PracticeGame::FibNim:
        return std::make_unique<FibNimRules>(FibNimRules::Variant::Single);
    case PracticeGame::Wythoff:
        return std::make_unique<WythoffRules>(false);
    case PracticeGame::Sum:
        break;
    }
    auto store = std::make_shared<SumTableStore>(buildSumTables(SumTableNeeds::of(e.components)));
    return std::make_unique<SumRules>(store);
}

/// Whether the player to move wins, by searching every line of play with the rules' legal moves (normal play: the
/// player with no move loses). Small positions only.
bool winsBySearch(const GameRules &rules, const GameState &state, std::map<GameState, bool> &memo)
{
    if (const auto it = memo.find(state); it != memo.end())
        return it->second;
    bool wins = false;
    const std::vector<GameMove> moves =
        rules.isOver(state) ? std::vector<GameMove>() : *rules.legalMoves(state, 100000);
    for (const GameMove &m : moves)
        if (!winsBySearch(rules, rules.apply(state, m), memo)) {
            wins = true;
            break;
        }
    return memo[state] = wins;
}

/// Runs the event loop until the lab's round is made and on its board.
bool waitForRound(PracticeLab &lab)
{
    return QTest::qWaitFor([&lab] { return !lab.isPreparing(); }, 10000);
}

GameSession *boardOf(PracticeLab &lab)
{
    return lab.boardTab(lab.game())->game();
}

/// A legal move of the exercise shown that does not win.
GameMove losingMove(PracticeLab &lab)
{
    GameSession *s = boardOf(lab);
    const std::vector<GameMove> moves = s->rules().legalMoves(s->position(), 1000000).value_or(std::vector<GameMove>());
    for (const GameMove &m : moves)
        if (!isWinningAnswer(*lab.exercise(), m))
            return m;
    return {};
}

} // namespace

class TstPracticeRound : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersAgainstSearch_data()
    {
        QTest::addColumn<PracticeGame>("game");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("search");
        for (const PracticeGame g : kPracticeGames)
            for (int level = 1; level <= kPracticeLevels; ++level)
                QTest::addRow("%s level %d", qPrintable(practiceGameName(g)), level)
                    << g << level
                    << (level == 1 || (level == 2 && (g == PracticeGame::FibNim || g == PracticeGame::Wythoff)));
    }
    // Every legal move of every exercise: a winning answer exactly when it leaves a position the opponent loses, by a
    // search of the game tree at the small levels and by the rules' own verdict above; "no winning move" exactly when
    // the position is lost.
    void answersAgainstSearch()
    {
        QFETCH(PracticeGame, game);
        QFETCH(int, level);
        QFETCH(bool, search);
        for (const std::uint64_t seed : {1ULL, 77ULL}) {
            for (const Exercise &e : generateExercises(game, level, kPracticeRoundSize, seed)) {
                const std::unique_ptr<GameRules> rules = rulesFor(e);
                const GameState start = exerciseState(e);
                QVERIFY(!rules->checkPosition(start));
                std::map<GameState, bool> memo;
                const auto wins = [&](const GameState &s) {
                    return search ? winsBySearch(*rules, s, memo) : rules->moverWins(s);
                };
                QCOMPARE(isNoMoveRight(e), !wins(start));
                const std::optional<std::vector<GameMove>> moves = rules->legalMoves(start, 3000);
                if (!moves) { // too many to list: the winning ones are legal and win
                    for (const GameMove &m : exerciseWinningMoves(e))
                        QVERIFY(rules->isLegal(start, m) && !rules->moverWins(rules->apply(start, m)));
                    continue;
                }
                int winning = 0;
                for (const GameMove &m : *moves) {
                    const bool right = !wins(rules->apply(start, m));
                    QVERIFY2(isWinningAnswer(e, m) == right, qPrintable(exerciseQuestionText(e)));
                    winning += right;
                }
                QCOMPARE(std::size_t(winning), exerciseWinningMoves(e).size());
            }
        }
    }

    void streakAndBestRounds()
    {
        PracticeStats stats;
        for (const bool right : {true, true, true, false, true})
            stats.countAnswer(right);
        QCOMPARE(stats.streak(), 1);
        QCOMPARE(stats.bestStreak(), 3);
        QVERIFY(!stats.best(PracticeGame::Nim, 1));
        QVERIFY(stats.countRound(PracticeGame::Nim, 1, 6, 50000));
        QVERIFY(!stats.countRound(PracticeGame::Nim, 1, 5, 1000));  // fewer right
        QVERIFY(!stats.countRound(PracticeGame::Nim, 1, 6, 50000)); // as many, not faster
        QVERIFY(stats.countRound(PracticeGame::Nim, 1, 6, 40000));  // as many, faster
        QVERIFY(stats.countRound(PracticeGame::Nim, 1, 8, 90000));  // more right
        QVERIFY(stats.countRound(PracticeGame::Sum, 3, 2, 10));     // another game and level: its own
        QCOMPARE(*stats.best(PracticeGame::Nim, 1), (PracticeBest{8, 90000}));
        QCOMPARE(*stats.best(PracticeGame::Sum, 3), (PracticeBest{2, 10}));
        QVERIFY(!stats.best(PracticeGame::Nim, 2));
        // Saved and restored exactly; the check accepts what was saved.
        PracticeStats restored;
        restored.restore(stats.save());
        QCOMPARE(restored, stats);
        QCOMPARE(checkJson(stats.save(), &PracticeStats::check), QString());
    }

    void roundThroughTheBoards_data()
    {
        QTest::addColumn<PracticeGame>("game");
        QTest::addColumn<int>("level");
        for (const PracticeGame g : kPracticeGames)
            QTest::addRow("%s", qPrintable(practiceGameName(g))) << g << 2;
    }
    // A whole round, each answer given as a student gives it: a move on the board's session, or "no winning move".
    void roundThroughTheBoards()
    {
        QFETCH(PracticeGame, game);
        QFETCH(int, level);
        PracticeLab lab;
        lab.setGame(game);
        lab.setLevel(level);
        lab.startRound(12345);
        QVERIFY(waitForRound(lab));
        QCOMPARE(lab.exercises(), generateExercises(game, level, kPracticeRoundSize, 12345));
        std::vector<bool> expected;
        for (int i = 0; i < kPracticeRoundSize; ++i) {
            QCOMPARE(lab.exerciseIndex(), i);
            QVERIFY(lab.acceptsAnswer());
            const Exercise e = *lab.exercise();
            QCOMPARE(boardOf(lab)->position(), exerciseState(e));
            // Exercises 0..3: the right answer; 4, 5: a losing move; 6: "no winning move"; then right again.
            bool right = true;
            if (i == 6) {
                lab.answerNoWinningMove();
                right = !e.winning;
                QCOMPARE(*lab.givenAnswerText(), QString());
            } else if ((i == 4 || i == 5) && e.winning) {
                QCOMPARE(boardOf(lab)->play(losingMove(lab)), QString());
                right = false;
            } else if (e.winning) {
                QCOMPARE(boardOf(lab)->play(exerciseWinningMoves(e).back()), QString());
                QVERIFY(!lab.givenAnswerText()->isEmpty());
            } else {
                lab.answerNoWinningMove();
            }
            expected.push_back(right);
            QCOMPARE(lab.answers(), expected);
            QVERIFY(lab.isAnswered());
            QVERIFY(!lab.acceptsAnswer());
            // The move was taken back: the board goes on showing the exercise, and takes no second answer.
            QCOMPARE(boardOf(lab)->position(), exerciseState(e));
            QCOMPARE(boardOf(lab)->moveCount(), 0);
            lab.answerNoWinningMove();
            QCOMPARE(lab.answers().size(), expected.size());
            lab.next();
        }
        QVERIFY(lab.isSummaryShown());
        const int score = int(std::count(expected.begin(), expected.end(), true));
        QCOMPARE(lab.score(), score);
        std::vector<int> missed;
        for (int i = 0; i < kPracticeRoundSize; ++i)
            if (!expected[std::size_t(i)])
                missed.push_back(i);
        QCOMPARE(lab.missed(), missed);
        QVERIFY(lab.isNewBest());
        QCOMPARE(lab.stats().best(game, level)->score, score);
        QVERIFY(lab.stats().bestStreak() >= 4);
        // The time stops at the last answer.
        const std::int64_t ms = lab.elapsedMs();
        QTest::qWait(20);
        QCOMPARE(lab.elapsedMs(), ms);
        // A missed exercise reviewed: on the board again, with its verdict, taking no answer.
        if (!missed.empty()) {
            lab.review(missed.front());
            QCOMPARE(lab.exerciseIndex(), missed.front());
            QVERIFY(waitForRound(lab));
            QCOMPARE(boardOf(lab)->position(), exerciseState(lab.exercises()[std::size_t(missed.front())]));
            QVERIFY(!lab.acceptsAnswer());
            lab.review(-1);
            QCOMPARE(lab.reviewIndex(), -1);
        }
        // A new round: a fresh seed, nothing answered, the best round kept.
        const std::uint64_t seed = lab.seed();
        lab.newRound();
        QVERIFY(lab.seed() != seed);
        QVERIFY(lab.answers().empty());
        QVERIFY(waitForRound(lab));
        QCOMPARE(lab.stats().best(game, level)->score, score);
    }

    void aWrongAnswerEndsTheStreak()
    {
        PracticeLab lab;
        lab.startRound(9);
        QVERIFY(waitForRound(lab));
        int i = 0;
        while (lab.exercise()->winning) { // a lost position: "no winning move" is right, any move wrong
            lab.answerNoWinningMove();
            QCOMPARE(lab.answers().back(), false);
            lab.next();
            ++i;
        }
        QCOMPARE(lab.stats().streak(), 0);
        const GameMove move = boardOf(lab)->rules().legalMoves(boardOf(lab)->position(), 1000)->front();
        boardOf(lab)->play(move);
        QCOMPARE(lab.answers().size(), std::size_t(i + 1));
        QCOMPARE(lab.answers().back(), false);
        lab.next();
        while (!lab.exercise()->winning) {
            lab.answerNoWinningMove();
            lab.next();
        }
        boardOf(lab)->play(exerciseWinningMoves(*lab.exercise()).front());
        QCOMPARE(lab.answers().back(), true);
        QVERIFY(lab.stats().streak() >= 1);
    }

    // The part is saved and restored (the round remade from its seed, the answers and the exercise shown kept); a
    // file without it loads as before, and a damaged one is refused by Open and changes nothing.
    void sessionPart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        QJsonObject saved;
        std::vector<Exercise> exercises;
        {
            Workspace w(path);
            PracticeLab *lab = w.practiceLab();
            const auto hasPart = [&w] {
                return w.session()
                    ->toJson()
                    .value(QStringLiteral("parts"))
                    .toObject()
                    .contains(QStringLiteral("practice"));
            };
            QVERIFY(!hasPart());
            // A new user's first round is not saved until something is answered (opening the tab changes nothing).
            lab->startFirstRound();
            QVERIFY(lab->hasRound());
            QVERIFY(waitForRound(*lab));
            QVERIFY(!hasPart());
            lab->answerNoWinningMove();
            QVERIFY(hasPart());
            lab->setGame(PracticeGame::FibNim);
            lab->setLevel(3);
            lab->startRound(4242);
            QVERIFY(waitForRound(*lab));
            lab->answerNoWinningMove();
            lab->next();
            lab->answerNoWinningMove();
            exercises = lab->exercises();
            w.session()->saveNow();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            saved = QJsonDocument::fromJson(file.readAll()).object();
        }
        const QJsonObject part =
            saved.value(QStringLiteral("parts")).toObject().value(QStringLiteral("practice")).toObject();
        QCOMPARE(part.value(QStringLiteral("game")).toString(), QStringLiteral("fibnim"));
        QCOMPARE(part.value(QStringLiteral("round")).toObject().value(QStringLiteral("seed")).toString(),
                 QStringLiteral("4242"));
        {
            Workspace w(path);
            QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
            PracticeLab *lab = w.practiceLab();
            QCOMPARE(lab->game(), PracticeGame::FibNim);
            QCOMPARE(lab->level(), 3);
            QCOMPARE(lab->seed(), 4242u);
            QCOMPARE(lab->answers().size(), std::size_t(2));
            QCOMPARE(lab->exerciseIndex(), 1);
            QVERIFY(lab->isAnswered());
            QVERIFY(waitForRound(*lab));
            QCOMPARE(lab->exercises(), exercises);
            QCOMPARE(boardOf(*lab)->position(), exerciseState(exercises[1]));
            // What was restored is what is saved (the time goes on from where it was).
            QJsonObject now = w.session()
                                  ->toJson()
                                  .value(QStringLiteral("parts"))
                                  .toObject()
                                  .value(QStringLiteral("practice"))
                                  .toObject();
            QJsonObject round = now.value(QStringLiteral("round")).toObject();
            QVERIFY(round.value(QStringLiteral("ms")).toDouble() >=
                    part.value(QStringLiteral("round")).toObject().value(QStringLiteral("ms")).toDouble());
            round.insert(QStringLiteral("ms"),
                         part.value(QStringLiteral("round")).toObject().value(QStringLiteral("ms")));
            now.insert(QStringLiteral("round"), round);
            QCOMPARE(now, part);

            // A damaged copy is refused by Open and changes nothing.
            const QString bad = dir.filePath(QStringLiteral("bad.json"));
            for (const auto &[key, value] : {std::pair{QStringLiteral("level"), QJsonValue(7)},
                                             std::pair{QStringLiteral("game"), QJsonValue(QStringLiteral("go"))}}) {
                QJsonObject damaged = saved;
                QJsonObject parts = damaged.value(QStringLiteral("parts")).toObject();
                QJsonObject p = part;
                p.insert(key, value);
                parts.insert(QStringLiteral("practice"), p);
                damaged.insert(QStringLiteral("parts"), parts);
                QFile f(bad);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QJsonDocument(damaged).toJson());
                f.close();
                const QString error = w.session()->openFrom(bad);
                QVERIFY(error.contains(QStringLiteral("parts.practice.") + key));
                QCOMPARE(w.session()
                             ->toJson()
                             .value(QStringLiteral("parts"))
                             .toObject()
                             .value(QStringLiteral("practice"))
                             .toObject()
                             .value(QStringLiteral("level")),
                         QJsonValue(3));
                QCOMPARE(lab->game(), PracticeGame::FibNim);
                QCOMPARE(lab->answers().size(), std::size_t(2));
            }
        }
        // A file without the part: the tab starts fresh and the file round-trips unchanged.
        QJsonObject without = saved;
        QJsonObject parts = without.value(QStringLiteral("parts")).toObject();
        parts.remove(QStringLiteral("practice"));
        without.insert(QStringLiteral("parts"), parts);
        const QString old = dir.filePath(QStringLiteral("old.json"));
        QFile f(old);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(without).toJson());
        f.close();
        Workspace w(old);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        QCOMPARE(w.practiceLab()->game(), PracticeGame::Nim);
        QVERIFY(w.practiceLab()->exercises().empty());
        QCOMPARE(w.session()->toJson(), without);
    }
};

QTEST_GUILESS_MAIN(TstPracticeRound)
#include "tst_practiceround.moc"
