// Wythoff's game through the shared game machinery: whole games against the perfect computer (normal and misere,
// small piles and piles near 2^62), refused moves, undo and redo, random moves, saving and restoring, and the tab's
// state in core (WythoffLab) with its Grundy build off the GUI thread.
#include "games/gamesession.h"
#include "games/wythoffanalysis.h"
#include "games/wythofflab.h"
#include "games/wythoffrules.h"
#include "math/wythoff.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <array>

using namespace nimlab;

namespace {
constexpr std::uint64_t kMaxPile = WythoffRules::kMaxPile;

GameSession::Player computer(GameSession::Level level = GameSession::Level::Perfect)
{
    return {GameSession::PlayerKind::Computer, level};
}

// The P-positions of a small board straight from the definition (P iff no move reaches a P-position).
bool bruteForceP(int x, int y, bool misere)
{
    static std::array<std::array<std::array<int, 24>, 24>, 2> memo{};
    int &m = memo[misere][std::size_t(x)][std::size_t(y)];
    if (m == 0) {
        bool reachesP = misere && x == 0 && y == 0;
        for (int tx = 0; tx <= x && !reachesP; ++tx)
            for (int ty = 0; ty <= y && !reachesP; ++ty)
                if ((tx == x || ty == y || x - tx == y - ty) && (tx != x || ty != y))
                    reachesP = bruteForceP(tx, ty, misere);
        m = reachesP ? 1 : 2;
    }
    return m == 2;
}
} // namespace

class TstWythoffRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void perfectComputerNeverLosesAWonPosition_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addColumn<std::uint64_t>("maxPile");
        QTest::addColumn<int>("games");
        QTest::addRow("normal, board-sized piles") << false << std::uint64_t(29) << 300;
        QTest::addRow("misere, board-sized piles") << true << std::uint64_t(29) << 300;
        QTest::addRow("normal, piles up to 2^62") << false << kMaxPile << 60;
        QTest::addRow("misere, piles up to 2^62") << true << kMaxPile << 60;
    }
    void perfectComputerNeverLosesAWonPosition()
    {
        QFETCH(bool, misere);
        QFETCH(std::uint64_t, maxPile);
        QFETCH(int, games);
        std::mt19937_64 random(misere ? 11 : 7);
        int computerWins = 0;
        for (int game = 0; game < games; ++game) {
            const GameState start{random() % (maxPile + 1), random() % (maxPile + 1)};
            GameSession s(wythoffKind(), WythoffRules::makeOptions(misere), start);
            s.setComputerDelayMs(0);
            s.setSeed(std::uint64_t(game));
            // Player 0 moves at random; player 1 is the perfect computer.
            s.setPlayer(1, computer());
            bool computerHadTheWin = false;
            while (!s.isOver()) {
                if (s.playerToMove() == 0) {
                    const GameMove move = s.rules().randomMove(s.position(), random);
                    QVERIFY2(s.play(move).isEmpty(), "a random move must be legal");
                } else {
                    const bool winning = s.rules().moverWins(s.position());
                    computerHadTheWin = computerHadTheWin || winning;
                    QTRY_VERIFY_WITH_TIMEOUT(s.playerToMove() == 0 || s.isOver(), 60000);
                    // From a winning position the computer always leaves a P-position.
                    if (winning)
                        QVERIFY(wythoffIsP(s.position()[0], s.position()[1], misere));
                }
            }
            if (computerHadTheWin) {
                QCOMPARE(s.winner(), 1);
                ++computerWins;
            }
        }
        QVERIFY(computerWins > games / 2);
    }

    void winningMovesAgreeWithTheDefinition_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void winningMovesAgreeWithTheDefinition()
    {
        QFETCH(bool, misere);
        const WythoffRules rules(misere);
        for (int x = 0; x < 24; ++x) {
            for (int y = 0; y < 24; ++y) {
                const GameState state{std::uint64_t(x), std::uint64_t(y)};
                QCOMPARE(rules.moverWins(state), !bruteForceP(x, y, misere));
                int expected = 0;
                for (int tx = 0; tx <= x; ++tx)
                    for (int ty = 0; ty <= y; ++ty)
                        expected += !rules.checkMove(state, {std::uint64_t(tx), std::uint64_t(ty)}) &&
                                    bruteForceP(tx, ty, misere);
                const std::vector<GameMove> moves = rules.winningMoves(state);
                QCOMPARE(int(moves.size()), rules.isOver(state) ? 0 : expected);
                for (const GameMove &m : moves) {
                    QVERIFY(!rules.checkMove(state, m));
                    QVERIFY(bruteForceP(int(m[0]), int(m[1]), misere));
                }
            }
        }
    }

    void refusedMovesChangeNothing_data()
    {
        QTest::addColumn<GameState>("start");
        QTest::addColumn<GameMove>("move");
        QTest::addRow("add coins") << GameState{12, 20} << GameMove{13, 20};
        QTest::addRow("take nothing") << GameState{12, 20} << GameMove{12, 20};
        QTest::addRow("different amounts from both") << GameState{12, 20} << GameMove{10, 19};
        QTest::addRow("knight's move") << GameState{3, 3} << GameMove{2, 1};
        QTest::addRow("malformed") << GameState{12, 20} << GameMove{12};
        QTest::addRow("three piles") << GameState{12, 20} << GameMove{1, 2, 3};
        QTest::addRow("huge, unequal diagonal") << GameState{kMaxPile, kMaxPile} << GameMove{1, 0};
    }
    void refusedMovesChangeNothing()
    {
        QFETCH(GameState, start);
        QFETCH(GameMove, move);
        GameSession s(wythoffKind(), WythoffRules::makeOptions(false), start);
        QSignalSpy rejected(&s, &GameSession::moveRejected);
        const QString reason = s.play(move);
        QVERIFY(!reason.isEmpty());
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.first().first().toString(), reason);
        QCOMPARE(s.position(), start);
        QCOMPARE(s.moveCount(), 0);
    }

    void positionsAreChecked_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<bool>("valid");
        QTest::addRow("seed pair") << GameState{12, 20} << true;
        QTest::addRow("2^62 both") << GameState{kMaxPile, kMaxPile} << true;
        QTest::addRow("2^62 + 1") << GameState{kMaxPile + 1, 0} << false;
        QTest::addRow("one pile") << GameState{5} << false;
        QTest::addRow("three piles") << GameState{1, 2, 3} << false;
        QTest::addRow("empty") << GameState{} << false;
    }
    void positionsAreChecked()
    {
        QFETCH(GameState, state);
        QFETCH(bool, valid);
        GameSession s(wythoffKind(), WythoffRules::makeOptions(false), {1, 2});
        QCOMPARE(s.newGame(WythoffRules::makeOptions(true), state).isEmpty(), valid);
        QCOMPARE(s.startPosition(), valid ? state : (GameState{1, 2}));
        QCOMPARE(!s.rules().lastMoverWins(), valid);
    }

    void optionsAreChecked()
    {
        QVERIFY(WythoffRules::fromOptions({}));
        QVERIFY(!WythoffRules::fromOptions({{QStringLiteral("misere"), 1}}));
        const auto misere = WythoffRules::fromOptions(WythoffRules::makeOptions(true));
        QVERIFY(!misere->lastMoverWins());
        QCOMPARE(misere->options(), WythoffRules::makeOptions(true));
    }

    void randomMovesAreLegalAndSpreadOverTheDirections_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<int>("directions");
        QTest::addRow("2^62 both") << GameState{kMaxPile, kMaxPile} << 3;
        QTest::addRow("2^62 and 1") << GameState{kMaxPile, 1} << 3;
        QTest::addRow("first pile only") << GameState{5, 0} << 1;
        QTest::addRow("second pile only") << GameState{0, kMaxPile} << 1;
        QTest::addRow("one coin each") << GameState{1, 1} << 3;
    }
    void randomMovesAreLegalAndSpreadOverTheDirections()
    {
        QFETCH(GameState, state);
        QFETCH(int, directions);
        const WythoffRules rules(false);
        std::mt19937_64 random(3);
        std::array<int, 3> counts{}; // left, down, diagonal
        const int draws = 3000;
        for (int i = 0; i < draws; ++i) {
            const GameMove m = rules.randomMove(state, random);
            QVERIFY(!rules.checkMove(state, m));
            ++counts[m[1] == state[1] ? 0 : m[0] == state[0] ? 1 : 2];
        }
        int used = 0;
        for (const int c : counts) {
            used += c > 0;
            if (c > 0) // uniform over the open directions, within a wide margin
                QVERIFY2(std::abs(c - draws / directions) < draws / 10, qPrintable(QString::number(c)));
        }
        QCOMPARE(used, directions);
    }

    void describeMove_data()
    {
        QTest::addColumn<GameState>("before");
        QTest::addColumn<GameMove>("move");
        QTest::addColumn<QString>("expected");
        QTest::addRow("first pile") << GameState{12, 20} << GameMove{4, 20} << QStringLiteral("take 8 from the first");
        QTest::addRow("second pile") << GameState{12, 20} << GameMove{12, 7}
                                     << QStringLiteral("take 13 from the second");
        QTest::addRow("both") << GameState{12, 20} << GameMove{4, 12} << QStringLiteral("take 8 from both");
        QTest::addRow("huge") << GameState{kMaxPile, kMaxPile} << GameMove{0, 0}
                              << QStringLiteral("take 4611686018427387904 from both");
    }
    void describeMove()
    {
        QFETCH(GameState, before);
        QFETCH(GameMove, move);
        QFETCH(QString, expected);
        const WythoffRules rules(false);
        const QString text = WythoffExplainer(rules).describeMove(before, move);
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(%1, %2)").arg(move[0]).arg(move[1])));
    }

    void whyNoWinningMoveNamesThePosition_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<bool>("misere");
        QTest::addRow("(12, 20)") << GameState{12, 20} << false;
        QTest::addRow("(20, 12)") << GameState{20, 12} << false;
        QTest::addRow("misere (2, 2)") << GameState{2, 2} << true;
        QTest::addRow("misere (19, 31)") << GameState{19, 31} << true;
    }
    void whyNoWinningMoveNamesThePosition()
    {
        QFETCH(GameState, state);
        QFETCH(bool, misere);
        const WythoffRules rules(misere);
        QVERIFY(!rules.moverWins(state));
        QVERIFY(rules.winningMoves(state).empty());
        const QString why = WythoffExplainer(rules).whyNoWinningMove(state);
        const auto [low, high] = std::minmax(state[0], state[1]);
        QVERIFY2(why.contains(QStringLiteral("(%1, %2)").arg(low).arg(high)), qPrintable(why));
    }

    void undoRedoAgainstTheComputer()
    {
        GameSession s(wythoffKind(), WythoffRules::makeOptions(false), {12, 21});
        s.setComputerDelayMs(0);
        s.setPlayer(1, computer());
        QVERIFY(s.play({12, 15}).isEmpty()); // a mistake: (12, 15) is an N-position
        QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 2, 60000);
        QVERIFY(wythoffIsP(s.position()[0], s.position()[1]));
        const GameState afterReply = s.position();
        s.undo();
        QCOMPARE(s.moveCount(), 0);
        QCOMPARE(s.position(), (GameState{12, 21}));
        s.redo(); // one move at a time: the person's, then the computer's reply before it moves again
        s.redo();
        QCOMPARE(s.position(), afterReply);
        s.undo();
        QVERIFY(s.play({12, 20}).isEmpty()); // the winning move, dropping the undone ones
        QTRY_COMPARE_WITH_TIMEOUT(s.moveCount(), 2, 60000);
        QVERIFY(!wythoffIsP(s.position()[0], s.position()[1]));
        const auto review = s.review();
        QCOMPARE(review[0].quality, GameSession::MoveQuality::KeptWin);
        QCOMPARE(review[1].quality, GameSession::MoveQuality::FromLost);
    }

    void saveAndRestoreHugePiles_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void saveAndRestoreHugePiles()
    {
        QFETCH(bool, misere);
        const GameState start{kMaxPile, kMaxPile - 1};
        GameSession a(wythoffKind(), WythoffRules::makeOptions(misere), start);
        a.setComputerDelayMs(0);
        a.setPlayer(1, computer(GameSession::Level::Strong));
        QVERIFY(a.play({kMaxPile - 3, kMaxPile - 4}).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(a.moveCount(), 2, 60000);
        const QJsonObject state = a.saveState();
        GameSession b(wythoffKind(), WythoffRules::makeOptions(!misere), {1, 1});
        b.setComputerDelayMs(100000);
        QVERIFY(b.validateState(state).isEmpty());
        b.restoreState(state);
        QCOMPARE(b.startPosition(), start);
        QCOMPARE(b.position(), a.position());
        QCOMPARE(b.positionAt(1), (GameState{kMaxPile - 3, kMaxPile - 4}));
        QCOMPARE(b.rules().lastMoverWins(), !misere);
        QCOMPARE(b.player(1), computer(GameSession::Level::Strong));
    }

    void damagedGamesAreRefused_data()
    {
        QTest::addColumn<QJsonValue>("start");
        QTest::addColumn<QJsonValue>("moves");
        const auto list = [](std::initializer_list<const char *> values) {
            QJsonArray a;
            for (const char *v : values)
                a.append(QLatin1String(v));
            return a;
        };
        QTest::addRow("pile above 2^62") << QJsonValue(list({"4611686018427387905", "0"})) << QJsonValue(QJsonArray{});
        QTest::addRow("one pile") << QJsonValue(list({"5"})) << QJsonValue(QJsonArray{});
        QTest::addRow("illegal move") << QJsonValue(list({"12", "20"})) << QJsonValue(QJsonArray{list({"10", "19"})});
        QTest::addRow("move after the end")
            << QJsonValue(list({"1", "1"})) << QJsonValue(QJsonArray{list({"0", "0"}), list({"0", "0"})});
    }
    void damagedGamesAreRefused()
    {
        QFETCH(QJsonValue, start);
        QFETCH(QJsonValue, moves);
        GameSession a(wythoffKind(), WythoffRules::makeOptions(false), {12, 20});
        QJsonObject state = a.saveState();
        state.insert(QStringLiteral("start"), start);
        state.insert(QStringLiteral("moves"), moves);
        state.insert(QStringLiteral("cursor"), moves.toArray().size());
        QVERIFY(!a.validateState(state).isEmpty());
        a.restoreState(state);
        QCOMPARE(a.position(), (GameState{12, 20}));
    }
    void parseNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<std::uint64_t>("value");
        QTest::addRow("zero") << QStringLiteral("0") << true << std::uint64_t(0);
        QTest::addRow("spaces around") << QStringLiteral(" 12 ") << true << std::uint64_t(12);
        QTest::addRow("2^62") << QStringLiteral("4611686018427387904") << true << kMaxPile;
        QTest::addRow("2^62 + 1") << QStringLiteral("4611686018427387905") << false << std::uint64_t(0);
        QTest::addRow("2^64") << QStringLiteral("18446744073709551616") << false << std::uint64_t(0);
        QTest::addRow("sign") << QStringLiteral("+5") << false << std::uint64_t(0);
        QTest::addRow("negative") << QStringLiteral("-5") << false << std::uint64_t(0);
        QTest::addRow("hex") << QStringLiteral("0x10") << false << std::uint64_t(0);
        QTest::addRow("inner space") << QStringLiteral("1 2") << false << std::uint64_t(0);
        QTest::addRow("empty") << QString() << false << std::uint64_t(0);
    }
    void parseNumber()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(std::uint64_t, value);
        const std::optional<std::uint64_t> parsed = WythoffLab::parseNumber(text, kMaxPile);
        QCOMPARE(parsed.has_value(), valid);
        QCOMPARE(WythoffLab::checkPileText(text).isEmpty(), valid);
        if (valid)
            QCOMPARE(*parsed, value);
    }

    void labSavesAndRestoresEverything()
    {
        WythoffLab a;
        a.game()->setComputerDelayMs(100000);
        QVERIFY(a.newGame(kMaxPile, 5, true).isEmpty());
        QVERIFY(a.game()->play({kMaxPile, 2}).isEmpty());
        a.setBoardSize(17);
        a.setShowPPositions(true);
        a.setView(WythoffLab::View::Piles);
        a.setExplainedIndex(WythoffLab::parseNumber(QStringLiteral("123456789012"), ~std::uint64_t{0}).value());
        a.setGrundySize(1024);
        a.setPage(int(WythoffLab::Page::Construction));
        a.setConstructionStep(99); // clamped to the last step
        QCOMPARE(a.constructionStep(), a.construction().stepCount() - 1);
        QSignalSpy changed(&a, &WythoffLab::stateChanged);
        a.setBoardSize(1000); // clamped to 30
        QCOMPARE(a.boardSize(), WythoffLab::kMaxBoard);
        QCOMPARE(changed.count(), 1);
        const QJsonObject state = a.saveState();
        WythoffLab b;
        QVERIFY(b.validateState(state).isEmpty());
        b.restoreState(state);
        QCOMPARE(b.game()->position(), (GameState{kMaxPile, 2}));
        QVERIFY(b.isMisere());
        QCOMPARE(b.boardSize(), WythoffLab::kMaxBoard);
        QVERIFY(b.showPPositions());
        QCOMPARE(b.view(), WythoffLab::View::Piles);
        QCOMPARE(b.explainedIndex(), std::uint64_t(123456789012));
        QCOMPARE(b.grundySize(), 1024);
        QCOMPARE(b.wythoffPage(), WythoffLab::Page::Construction);
        QCOMPARE(b.constructionStep(), b.construction().stepCount() - 1);
        QVERIFY(!b.isOnBoard(kMaxPile, 2));
        QVERIFY(b.isOnBoard(29, 29));
    }

    void labOwnsTheOneConstruction()
    {
        WythoffLab lab;
        const WythoffConstruction &construction = lab.construction();
        QCOMPARE(&lab.construction(), &construction); // built once, not per call or per view
        // One step of the worked example per pair of the construction: the stepper walks exactly its steps.
        QCOMPARE(lab.stepper()->count(), construction.stepCount());
        QCOMPARE(construction.pairCount(), int(WythoffConstruction::kArticlePairs));
        QCOMPARE(construction.stepCount(), 1 + WythoffConstruction::kArticlePairs + WythoffConstruction::kMisereSteps);
        QCOMPARE(construction.pair(7), (WythoffPair{11, 18}));
        // The page is the lab's: one signal per change.
        QSignalSpy view(&lab, &GameTab::viewChanged);
        lab.setPage(int(WythoffLab::Page::Construction));
        QCOMPARE(lab.wythoffPage(), WythoffLab::Page::Construction);
        QCOMPARE(view.count(), 1);
        lab.setPage(int(WythoffLab::Page::Explain));
        QCOMPARE(lab.wythoffPage(), WythoffLab::Page::Explain);
        // A restored step 7 is the stepper's step, on the same construction.
        WythoffLab saved;
        saved.setPage(int(WythoffLab::Page::Construction));
        saved.setConstructionStep(7);
        QSignalSpy steps(lab.stepper(), &Stepper::stepChanged);
        lab.restoreState(saved.saveState());
        QCOMPARE(lab.wythoffPage(), WythoffLab::Page::Construction);
        QCOMPARE(lab.constructionStep(), 7);
        QVERIFY(!steps.isEmpty());
        QCOMPARE(&lab.construction(), &construction);
    }

    void savedConstructionStepsInAndOutOfRange_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<bool>("accepted");
        QTest::addRow("empty board") << 0 << true;
        QTest::addRow("n = 20") << 21 << true;
        QTest::addRow("last misère step") << 24 << true;
        QTest::addRow("past the last step") << 25 << false;
        QTest::addRow("negative") << -1 << false;
    }
    void savedConstructionStepsInAndOutOfRange()
    {
        // A saved step outside the construction's steps is refused (the part is not restored), as before the misère
        // steps; every step of the construction is accepted.
        QFETCH(int, step);
        QFETCH(bool, accepted);
        WythoffLab a;
        QJsonObject state = a.saveState();
        QJsonObject view = state.value(QStringLiteral("view")).toObject();
        view.insert(QStringLiteral("step"), step);
        state.insert(QStringLiteral("view"), view);
        QCOMPARE(a.validateState(state).isEmpty(), accepted);
        a.restoreState(state);
        QCOMPARE(a.constructionStep(), accepted ? step : 0);
    }

    void version1ConstructionStepIsTheSamePair_data()
    {
        QTest::addColumn<QJsonValue>("saved");
        QTest::addColumn<int>("step");
        QTest::addRow("n = 0") << QJsonValue(0) << 1;
        QTest::addRow("n = 7") << QJsonValue(7) << 8;
        QTest::addRow("n = 20") << QJsonValue(20) << 21;
        QTest::addRow("none saved: pair 0, as version 1 showed") << QJsonValue(QJsonValue::Undefined) << 1;
        QTest::addRow("past the table") << QJsonValue(21) << -1;
        QTest::addRow("negative") << QJsonValue(-1) << -1;
    }
    void version1ConstructionStepIsTheSamePair()
    {
        // Version 1 saved the construction's n, version 2 its step n; step 0 is now (version 3) the empty board, so
        // pair n is step n + 1. A step that version 1 would have refused stays out of range. A file is upgraded one
        // version at a time.
        QFETCH(QJsonValue, saved);
        QFETCH(int, step);
        QJsonObject part;
        if (!saved.isUndefined())
            part.insert(QStringLiteral("constructionStep"), saved);
        const QJsonObject migrated = WythoffLab::migrateVersion2(WythoffLab::migrateVersion1(part));
        QCOMPARE(migrated.value(QStringLiteral("view")).toObject().value(QStringLiteral("step")).toInt(), step);
    }

    void version2ConstructionStepIsTheSamePair_data()
    {
        QTest::addColumn<QJsonValue>("saved");
        QTest::addColumn<QJsonValue>("step");
        QTest::addRow("n = 0") << QJsonValue(0) << QJsonValue(1);
        QTest::addRow("n = 7") << QJsonValue(7) << QJsonValue(8);
        QTest::addRow("n = 20, the last pair") << QJsonValue(20) << QJsonValue(21);
        // Version 2 refused 21: it must not become a misere step.
        QTest::addRow("past the table") << QJsonValue(21) << QJsonValue(-1);
        QTest::addRow("negative") << QJsonValue(-1) << QJsonValue(-1);
        // Not a whole number: left as it is, for the check to report.
        QTest::addRow("a string") << QJsonValue(QStringLiteral("7")) << QJsonValue(QStringLiteral("7"));
        QTest::addRow("a fraction") << QJsonValue(7.5) << QJsonValue(7.5);
    }
    void version2ConstructionStepIsTheSamePair()
    {
        // Version 2 saved the construction's step s showing pair n = s; version 3 starts at the empty board.
        QFETCH(QJsonValue, saved);
        QFETCH(QJsonValue, step);
        const QJsonObject view{
            {QStringLiteral("page"), 1}, {QStringLiteral("example"), 0}, {QStringLiteral("step"), saved}};
        const QJsonObject part{{QStringLiteral("view"), view}, {QStringLiteral("settings"), QJsonObject{}}};
        const QJsonObject migrated = WythoffLab::migrateVersion2(part);
        QJsonObject expected = part;
        QJsonObject expectedView = view;
        expectedView.insert(QStringLiteral("step"), step);
        expected.insert(QStringLiteral("view"), expectedView);
        QCOMPARE(migrated, expected);
    }

    void grundyBuildFinishes_data()
    {
        QTest::addColumn<int>("size");
        QTest::addRow("64") << 64;
        QTest::addRow("1024") << 1024;
    }
    void grundyBuildFinishes()
    {
        QFETCH(int, size);
        WythoffLab lab;
        QSignalSpy finished(lab.grundyJob(), &BackgroundJob::finished);
        QSignalSpy progress(lab.grundyJob(), &BackgroundJob::progressChanged);
        lab.setGrundySize(size);
        lab.startGrundy();
        QVERIFY(lab.grundyJob()->isRunning());
        QCOMPARE(lab.grundyBuildSize(), size);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(!progress.isEmpty());
        const auto table = lab.grundyTable();
        QCOMPARE(table->size, size);
        for (int x = 0; x < size; x += 7)
            for (int y = 0; y < size; y += 5)
                QCOMPARE(table->at(x, y) == 0, wythoffIsP(std::uint64_t(x), std::uint64_t(y)));
        QCOMPARE(table->cells, buildWythoffGrundy(size).cells);
    }

    void grundyBuildCancels()
    {
        WythoffLab lab;
        QSignalSpy finished(lab.grundyJob(), &BackgroundJob::finished);
        QSignalSpy cancelled(lab.grundyJob(), &BackgroundJob::cancelled);
        lab.setGrundySize(WythoffLab::kMaxGrundySize);
        lab.startGrundy();
        lab.cancelGrundy();
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.count() + finished.count(), 1, 60000);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!lab.grundyTable());
        QVERIFY(!lab.grundyJob()->isRunning());
    }

    void labRefusesDamagedStates_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addRow("board too small") << QStringLiteral("boardSize") << QJsonValue(7);
        QTest::addRow("board too large") << QStringLiteral("boardSize") << QJsonValue(31);
        QTest::addRow("showP not bool") << QStringLiteral("showP") << QJsonValue(1);
        QTest::addRow("unknown view") << QStringLiteral("view") << QJsonValue(QStringLiteral("sideways"));
        QTest::addRow("n too large") << QStringLiteral("explain") << QJsonValue(QStringLiteral("18446744073709551615"));
        QTest::addRow("n not a number") << QStringLiteral("explain") << QJsonValue(12);
        QTest::addRow("heat map not a power of two") << QStringLiteral("grundySize") << QJsonValue(100);
        QTest::addRow("heat map too large") << QStringLiteral("grundySize") << QJsonValue(2048);
        QTest::addRow("game") << QStringLiteral("game") << QJsonValue(QJsonObject{});
        QTest::addRow("unknown page") << QStringLiteral("page") << QJsonValue(QStringLiteral("settings"));
        QTest::addRow("step past the table") << QStringLiteral("constructionStep") << QJsonValue(21);
        QTest::addRow("negative step") << QStringLiteral("constructionStep") << QJsonValue(-1);
    }
    void labRefusesDamagedStates()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        WythoffLab a;
        a.setBoardSize(12);
        QJsonObject state = a.saveState();
        state.insert(key, value);
        QVERIFY(!a.validateState(state).isEmpty());
        a.restoreState(state);
        QCOMPARE(a.boardSize(), 12);
        QCOMPARE(a.game()->position(), a.game()->startPosition());
    }
};

QTEST_GUILESS_MAIN(TstWythoffRules)
#include "tst_wythoffrules.moc"
