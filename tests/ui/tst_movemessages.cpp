// A refused move is told the same way in every game, once: under the board on the game page ("moveMessage") and once
// in the status bar, never beside the hint (where it could contradict the status bar); the next position clears it.
// Clicked through on the offscreen platform: an empty entry, a move the rules refuse, a square the queen cannot reach.
#include "fibnim/fibnimtab.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/wythofflab.h"
#include "nim/nimtab.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythofftab.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace nimlab;
using uitest::child;

namespace {
enum class BadMove
{
    EmptyEntry,   ///< Take pressed with nothing typed
    RulesRefuse,  ///< a number the rules refuse
    BoardRefuses, ///< Wythoff: a square the queen cannot reach
};

// Makes the refused move on a shown tab.
void refuse(QWidget *tab, const QString &game, BadMove refusal)
{
    if (refusal == BadMove::BoardRefuses) {
        auto *board = child<WythoffBoard>(tab, "queenBoard");
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(8, 9).center()); // from (7, 9): to the right
        return;
    }
    const bool wythoff = game == QStringLiteral("wythoff");
    auto *entry = child<QLineEdit>(tab, wythoff ? "takeEntry" : "entry0");
    if (refusal == BadMove::RulesRefuse)
        QTest::keyClicks(entry, QStringLiteral("99"));
    QTest::mouseClick(child<QPushButton>(tab, wythoff ? "takeFromFirst" : "take0"), Qt::LeftButton);
}

// Makes a legal move by clicking the last coin of the first pile.
void playLegalMove(QWidget *tab)
{
    auto *row = child<CoinRow>(tab, "coins0");
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(int(row->coins()) - 1).center());
}
} // namespace

class TstMoveMessages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedMoveIsToldOnceUnderTheBoard_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<BadMove>("refusal");
        for (const QString &game : {QStringLiteral("nim"), QStringLiteral("fibnim"), QStringLiteral("wythoff")}) {
            QTest::addRow("%s: empty entry", qPrintable(game)) << game << BadMove::EmptyEntry;
            QTest::addRow("%s: refused by the rules", qPrintable(game)) << game << BadMove::RulesRefuse;
        }
        QTest::addRow("wythoff: a square out of reach") << QStringLiteral("wythoff") << BadMove::BoardRefuses;
    }
    void refusedMoveIsToldOnceUnderTheBoard()
    {
        QFETCH(QString, game);
        QFETCH(BadMove, refusal);
        std::unique_ptr<QObject> state;
        std::unique_ptr<QWidget> tab;
        std::unique_ptr<QSignalSpy> spy;
        GameSession *session = nullptr;
        if (game == QStringLiteral("nim")) {
            auto nim = std::make_unique<GameTab>(QStringLiteral("nim"), nimKind(),
                                                 QJsonObject{{QStringLiteral("misere"), false}}, GameState{6, 12, 9},
                                                 std::vector<ExampleId>{ExampleId::Nim}, 2);
            session = nim->game();
            auto nimTab = std::make_unique<NimTab>(nim.get());
            spy = std::make_unique<QSignalSpy>(nimTab.get(), &NimTab::statusMessage);
            tab = std::move(nimTab);
            state = std::move(nim);
        } else if (game == QStringLiteral("fibnim")) {
            auto fib = std::make_unique<FibNimGame>();
            session = fib->session();
            auto fibTab = std::make_unique<FibNimTab>(fib.get());
            spy = std::make_unique<QSignalSpy>(fibTab.get(), &FibNimTab::statusMessage);
            tab = std::move(fibTab);
            state = std::move(fib);
        } else {
            auto lab = std::make_unique<WythoffLab>();
            QVERIFY(lab->newGame(7, 9, false).isEmpty());
            session = lab->game();
            auto wythoffTab = std::make_unique<WythoffTab>(lab.get());
            spy = std::make_unique<QSignalSpy>(wythoffTab.get(), &WythoffTab::statusMessage);
            tab = std::move(wythoffTab);
            state = std::move(lab);
        }
        tab->resize(1200, 900);
        tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(tab.get()));
        const GameState before = session->position();
        QSignalSpy &status = *spy;
        auto *message = child<QLabel>(tab.get(), "moveMessage");
        auto *hint = child<QLabel>(tab.get(), "hintLabel");
        QVERIFY(message->isHidden());

        refuse(tab.get(), game, refusal);
        QCOMPARE(session->position(), before);
        QCOMPARE(status.count(), 1);
        QVERIFY(!message->isHidden());
        QCOMPARE(message->text(), status.first().first().toString());
        QVERIFY(!message->text().isEmpty());
        QVERIFY(hint->text().isEmpty());

        // The next position clears it.
        playLegalMove(tab.get());
        QVERIFY(session->position() != before);
        QVERIFY(message->isHidden());
        QCOMPARE(status.count(), 1);
    }
};

QTEST_MAIN(TstMoveMessages)
#include "tst_movemessages.moc"
