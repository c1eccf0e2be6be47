// The Practice tab through its widgets (offscreen): whole rounds of Nim (answers by clicking coins) and of Wythoff's
// game (by clicking the queen's board), right and wrong moves, "There is no winning move" on lost and on won
// positions, the verdict with every winning move and the analysis, the summary with its score and a missed exercise
// reviewed, and the best round kept by the session for a new window.
#include "games/gamesession.h"
#include "games/gametab.h"
#include "practice/practicelab.h"
#include "practice/practicetab.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "wythoff/wythoffboard.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;
using uitest::child;

Q_DECLARE_METATYPE(nimlab::PracticeGame)

namespace {

QString labelText(const QWidget &tab, const char *name)
{
    return child<QLabel>(&tab, name)->text();
}

bool waitForExercise(PracticeLab *lab)
{
    return QTest::qWaitFor([lab] { return !lab->isPreparing(); }, 10000);
}

/// How the student answers an exercise.
enum class Answer
{
    WinningMove, ///< a winning move, on the board
    LosingMove,  ///< a move that does not win, on the board
    NoMove,      ///< "There is no winning move"
};

/// A legal move of the exercise shown that wins (or not), as the board's game encodes it.
GameMove moveOf(PracticeLab *lab, bool winning)
{
    const GameSession *s = lab->boardTab(lab->game())->game();
    const std::vector<GameMove> moves = s->rules().legalMoves(s->position(), 100000).value_or(std::vector<GameMove>());
    for (const GameMove &m : moves)
        if (isWinningAnswer(*lab->exercise(), m) == winning)
            return m;
    return {};
}

/// Plays `move` by clicking the board as a person does: Nim's coins (the heap keeps the coins before the one
/// clicked), the queen's square for Wythoff.
void clickMove(QWidget &tab, PracticeGame game, const GameMove &move)
{
    QVERIFY2(move.size() == 2, "no such move");
    if (game == PracticeGame::Nim) {
        auto *board = child<QScrollArea>(&tab, "nimPracticeBoard");
        auto *coins = child<CoinRow>(board, qPrintable(QStringLiteral("coins%1").arg(move.at(0))));
        QVERIFY(coins->isVisible());
        QTest::mouseClick(coins, Qt::LeftButton, {}, coins->coinRect(int(move.at(1))).center());
    } else {
        auto *queen = child<WythoffBoard>(child<QScrollArea>(&tab, "wythoffPracticeBoard"), "queenBoard");
        QVERIFY(queen->isVisible() && queen->queenOnBoard());
        QTest::mouseClick(queen, Qt::LeftButton, {}, queen->squareRect(int(move.at(0)), int(move.at(1))).center());
    }
}

} // namespace

class TstPracticeTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_home, "tst_practicetab"); }

    void wholeRound_data()
    {
        QTest::addColumn<PracticeGame>("game");
        QTest::addColumn<int>("gameIndex");
        QTest::addRow("nim") << PracticeGame::Nim << 0;
        QTest::addRow("wythoff") << PracticeGame::Wythoff << 2;
    }
    void wholeRound()
    {
        QFETCH(PracticeGame, game);
        QFETCH(int, gameIndex);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        int score = 0;
        std::vector<int> missed;
        {
            Workspace w(path);
            PracticeLab *lab = w.practiceLab();
            PracticeTab tab(lab);
            tab.resize(1100, 800);
            tab.show();
            QVERIFY(QTest::qWaitForWindowExposed(&tab));
            QVERIFY(lab->hasRound()); // the first round starts when the tab is first shown
            uitest::chooseItem(child<QComboBox>(&tab, "practiceGame"), gameIndex);
            QCOMPARE(lab->game(), game);
            QCOMPARE(child<QSpinBox>(&tab, "practiceLevel")->value(), 1);
            QTest::mouseClick(child<QPushButton>(&tab, "newRound"), Qt::LeftButton);
            QVERIFY(waitForExercise(lab));
            QVERIFY(labelText(tab, "roundSeed").contains(QString::number(lab->seed())));
            QCOMPARE(lab->exercises(), generateExercises(game, 1, kPracticeRoundSize, lab->seed()));

            auto *noMove = child<QPushButton>(&tab, "noWinningMove");
            auto *next = child<QPushButton>(&tab, "nextExercise");
            int wonAsked = 0, lostAsked = 0, seen[3] = {0, 0, 0};
            bool noMoveOnLost = false, noMoveOnWon = false;
            for (int i = 0; i < kPracticeRoundSize; ++i) {
                QVERIFY(waitForExercise(lab));
                QCOMPARE(labelText(tab, "exerciseNumber"), QStringLiteral("Exercise %1 of 10").arg(i + 1));
                const Exercise e = *lab->exercise();
                QVERIFY(labelText(tab, "question").contains(exerciseQuestionText(e)));
                QVERIFY(noMove->isEnabled() && !next->isVisible());
                QVERIFY(!child<QLabel>(&tab, "verdict")->isVisible());
                // Won positions: a winning move, a losing one, "no winning move" in turn; lost ones: "no winning
                // move", or any move, in turn (the round's seed is random: every kind is asked whatever the places of
                // the four lost positions).
                Answer answer = Answer::NoMove;
                if (e.winning)
                    answer = std::array{Answer::WinningMove, Answer::LosingMove, Answer::NoMove}[wonAsked++ % 3];
                else if (lostAsked++ % 2 == 1)
                    answer = Answer::LosingMove;
                // A position whose every move wins (Wythoff (0, 1)) has no losing move to play: say "no winning
                // move" there instead (wrong as well).
                if (answer == Answer::LosingMove && moveOf(lab, false).size() != 2)
                    answer = Answer::NoMove;
                bool right = false;
                if (answer == Answer::NoMove) {
                    QTest::mouseClick(noMove, Qt::LeftButton);
                    right = !e.winning;
                    (e.winning ? noMoveOnWon : noMoveOnLost) = true;
                } else {
                    clickMove(tab, game, moveOf(lab, answer == Answer::WinningMove));
                    if (QTest::currentTestFailed())
                        return;
                    right = answer == Answer::WinningMove;
                }
                ++seen[int(answer)];
                QCOMPARE(lab->answers().size(), std::size_t(i + 1));
                score += right;
                if (!right)
                    missed.push_back(i);
                // The verdict at once, with every winning move (or why there is none) and the analysis.
                const QString verdict = labelText(tab, "verdict");
                QVERIFY2(verdict.contains(right ? QStringLiteral("Right.") : QStringLiteral("Not right.")),
                         qPrintable(verdict));
                QVERIFY(child<QLabel>(&tab, "verdict")->isVisible());
                for (const QString &line : exerciseAnswerLines(e))
                    QVERIFY2(labelText(tab, "winningMoves").contains(line), qPrintable(line));
                QVERIFY(
                    child<QScrollArea>(&tab, qPrintable(practiceGameName(game) + QStringLiteral("PracticeAnalysis")))
                        ->isVisible());
                QCOMPARE(labelText(tab, "score"), QStringLiteral("Score: %1 of %2").arg(score).arg(i + 1));
                QVERIFY(labelText(tab, "streak").startsWith(QStringLiteral("Streak: %1").arg(lab->stats().streak())));
                // The board takes no second answer; the exercise stays on it.
                QVERIFY(!noMove->isEnabled());
                QVERIFY(!child<QScrollArea>(&tab, qPrintable(practiceGameName(game) + QStringLiteral("PracticeBoard")))
                             ->isEnabled());
                QVERIFY(next->isVisible());
                QTest::mouseClick(next, Qt::LeftButton);
            }
            QVERIFY(seen[0] > 0 && seen[1] > 0 && noMoveOnLost && noMoveOnWon);
            // The summary: the score, the time, the missed exercises; one of them reviewed.
            auto *summary = child<QLabel>(&tab, "summaryText");
            QVERIFY(summary->isVisible());
            QVERIFY2(summary->text().contains(QStringLiteral("%1 of 10 right").arg(score)),
                     qPrintable(summary->text()));
            auto *list = child<QListWidget>(&tab, "missedList");
            QCOMPARE(list->count(), int(missed.size()));
            QVERIFY(!missed.empty());
            const int reviewed = missed.back();
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(list->count() - 1)).center());
            QVERIFY(waitForExercise(lab));
            QCOMPARE(labelText(tab, "exerciseNumber"), QStringLiteral("Exercise %1 of 10, again").arg(reviewed + 1));
            QVERIFY(!summary->isVisible());
            const Exercise &again = lab->exercises()[std::size_t(reviewed)];
            QVERIFY(labelText(tab, "question").contains(exerciseQuestionText(again)));
            QVERIFY(labelText(tab, "verdict").contains(QStringLiteral("Not right.")));
            for (const QString &line : exerciseAnswerLines(again))
                QVERIFY(labelText(tab, "winningMoves").contains(line));
            QVERIFY(!noMove->isVisible());
            QTest::mouseClick(child<QPushButton>(&tab, "backToSummary"), Qt::LeftButton);
            QVERIFY(summary->isVisible());
            QVERIFY(labelText(tab, "bestRound").contains(QStringLiteral("%1 of 10").arg(score)));
            w.session()->saveNow();
        }
        // A new window on the saved session: the best round is there.
        Workspace w(path);
        QCOMPARE(w.loadSession(), SessionStore::LoadResult::Restored);
        PracticeTab tab(w.practiceLab());
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QCOMPARE(child<QComboBox>(&tab, "practiceGame")->currentIndex(), gameIndex);
        QVERIFY2(
            labelText(tab, "bestRound").startsWith(QStringLiteral("Best round at this level: %1 of 10").arg(score)),
            qPrintable(labelText(tab, "bestRound")));
        QVERIFY(child<QLabel>(&tab, "summaryText")->isVisible());
    }

    // The level spin box has the bounds of the levels; another level starts a round of its exercises.
    void levelsAreBounded()
    {
        Workspace w(m_home.filePath(QStringLiteral("bounds.json")));
        PracticeTab tab(w.practiceLab());
        tab.show();
        auto *level = child<QSpinBox>(&tab, "practiceLevel");
        QCOMPARE(level->minimum(), 1);
        QCOMPARE(level->maximum(), 3);
        level->setFocus();
        QTest::keyClick(level, Qt::Key_Up);
        QCOMPARE(w.practiceLab()->level(), 2);
        QTest::keyClick(level, Qt::Key_Up);
        QTest::keyClick(level, Qt::Key_Up);
        QCOMPARE(w.practiceLab()->level(), 3);
        QVERIFY(waitForExercise(w.practiceLab()));
        QCOMPARE(w.practiceLab()->exercises(), generateExercises(PracticeGame::Nim, 3, 10, w.practiceLab()->seed()));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TstPracticeTab)
#include "tst_practicetab.moc"
