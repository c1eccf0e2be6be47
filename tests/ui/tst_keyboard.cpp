// The keyboard of the main window, driven as a person does (offscreen, keys and clicks on the real window): the Edit
// menu's Ctrl+Z and Ctrl+Shift+Z act on the game of the tab shown and follow tab switches; F11 toggles full screen;
// F1 opens the rules of the tab shown; the steppers (the nim-sum table builder, the worked examples, Wythoff's
// construction) step with Right/Left, PageDown/PageUp (a presenter's clicker) and Home/End from a combo box too, but
// not from a text field; after a move typed in a field the keyboard stays there.
#include "examples/stepper.h"
#include "examples/stepperkeys.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/wythofflab.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "rulestext.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/coinrow.h"
#include "windowtest.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nimlab;

using uitest::clickTab;

namespace {
constexpr int kFewSeconds = 5000;
constexpr int kPerfectComputer = 4; // the player boxes' last item

/// A window on a fresh session, shown and active (keys go to the active window), on tab `tab`.
struct Window : uitest::SessionWindow
{
    Window(const QString &sessionPath, const QString &tab) : SessionWindow(sessionPath)
    {
        window.showTab(tab);
        window.show();
        window.activateWindow();
    }
};

QAction *action(const MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

/// The dialog the window shows (the rules), if any.
QDialog *shownDialog(const MainWindow &window)
{
    for (QDialog *dialog : window.findChildren<QDialog *>())
        if (dialog->isVisible())
            return dialog;
    return nullptr;
}

/// The tab's widget (built once shown).
QWidget *tab(const MainWindow &window, const char *name)
{
    return window.findChild<QWidget *>(QLatin1String(name));
}

/// The key goes where a person's would: to the widget with the keyboard.
void press(MainWindow &window, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
{
    QWidget *focus = window.focusWidget();
    QTest::keyClick(focus ? focus : &window, key, modifiers);
}

/// Makes both players of the game under `root` persons, as a person does (a new session has the computer second).
void twoPeople(QWidget *root)
{
    uitest::chooseItem(uitest::child<QComboBox>(root, "secondPlayerBox"), 0);
}

/// Clicks the last coin of pile `pile` under `root`: takes one coin.
void takeOneCoin(QWidget *root, int pile)
{
    auto *row = root->findChild<CoinRow *>(QStringLiteral("coins%1").arg(pile));
    QVERIFY(row && row->coins() > 0);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->coinRect(int(row->coins() - 1)).center());
}

/// The mnemonic key of `text` ("Alt+H" for "&Help" and for "ヘルプ(&H)"), empty when it has none.
QString mnemonicKey(const QString &text)
{
    return QKeySequence::mnemonic(text).toString(QKeySequence::PortableText);
}

/// "scope: Alt+H is &Help / &Hint" for each key that two texts of `texts` share.
QStringList clashesIn(const QString &scope, const QStringList &texts)
{
    QMap<QString, QStringList> byKey;
    for (const QString &text : texts)
        if (const QString key = mnemonicKey(text); !key.isEmpty())
            byKey[key] << text;
    QStringList clashes;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        if (it->size() > 1)
            clashes << QStringLiteral("%1: %2 is %3").arg(scope, it.key(), it->join(QStringLiteral(" / ")));
    return clashes;
}

/// The mnemonics of a menu's actions, then of its submenus, each menu a scope of its own.
QStringList menuClashes(const QMenu *menu)
{
    QStringList texts;
    QStringList clashes;
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        texts << a->text();
        if (a->menu())
            clashes << menuClashes(a->menu());
    }
    return clashesIn(menu->title(), texts) + clashes;
}

/// Every mnemonic clash of the window as it is shown now, in Qt's scopes:
/// - The window: the menu bar's titles, the buttons (push, tool, check and radio buttons), the labels with a buddy,
///   the group boxes' titles and the tabs of every tab bar. Each of these grabs Alt+letter as a shortcut of the window
///   (Qt::WindowShortcut), live while it is visible and enabled, and Qt dispatches a key two of them hold as
///   ambiguous: the menu bar or a button then only takes the focus in turn, and no button is pressed.
/// - Each menu (and each submenu): its actions. An open menu takes the key itself and triggers the one action with
///   that letter; two of them only get the highlight in turn. Disabled actions count too: the menu matches them.
QStringList windowClashes(const MainWindow &window)
{
    QStringList texts;
    QStringList clashes;
    for (const QAction *a : window.menuBar()->actions())
        if (a->isVisible() && a->isEnabled()) {
            texts << a->text();
            if (a->menu())
                clashes << menuClashes(a->menu());
        }
    const auto live = [](const QWidget *w) { return w->isVisible() && w->isEnabled(); };
    for (const QAbstractButton *b : window.findChildren<QAbstractButton *>())
        if (live(b))
            texts << b->text();
    for (const QLabel *l : window.findChildren<QLabel *>())
        if (live(l) && l->buddy())
            texts << l->text();
    for (const QGroupBox *g : window.findChildren<QGroupBox *>())
        if (live(g))
            texts << g->title();
    for (const QTabBar *bar : window.findChildren<QTabBar *>())
        if (live(bar))
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isTabEnabled(i) && bar->isTabVisible(i))
                    texts << bar->tabText(i);
    return clashesIn(QStringLiteral("window"), texts) + clashes;
}
} // namespace

class TstKeyboard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_sessions = 0;
    QString sessionPath() { return m_dir.filePath(QStringLiteral("session%1.json").arg(++m_sessions)); }

private Q_SLOTS:
    void initTestCase()
    {
        // The saved window settings go to the temporary directory, not to the user's.
        uitest::useTemporaryHome(m_dir, "tst_keyboard");
    }

    void undoAndRedoFromTheKeyboard()
    {
        Window w(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        const GameSession *game = w.workspace.nimTab()->game();
        twoPeople(tab(w.window, "nim"));
        const std::uint64_t coins = game->position()[0];
        takeOneCoin(tab(w.window, "nim"), 0);
        QCOMPARE(game->moveCount(), 1);
        QCOMPARE(game->position()[0], coins - 1);

        press(w.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game->moveCount(), 0);
        QCOMPARE(game->position()[0], coins);
        // The Edit menu says what the keys can do now.
        QAction *undo = action(w.window, "undoAction");
        QAction *redo = action(w.window, "redoAction");
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled() && redo->isEnabled());
        press(w.window, Qt::Key_Z, Qt::ControlModifier); // nothing left to undo: nothing happens
        QCOMPARE(game->position()[0], coins);

        press(w.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(game->moveCount(), 1);
        QCOMPARE(game->position()[0], coins - 1);
        QVERIFY(undo->isEnabled() && !redo->isEnabled());
        press(w.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // nothing to redo
        QCOMPARE(game->moveCount(), 1);

        // Ctrl+H shows the hint of this game, Ctrl+N starts it again from the start editor's position.
        press(w.window, Qt::Key_H, Qt::ControlModifier);
        QVERIFY(game->isHintShown());
        press(w.window, Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(game->moveCount(), 0);
        QCOMPARE(game->position()[0], coins);
        QVERIFY(!undo->isEnabled() && !redo->isEnabled());
    }

    void editMenuFollowsTheTabShown()
    {
        Window w(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QAction *undo = action(w.window, "undoAction");
        QAction *redo = action(w.window, "redoAction");
        QAction *newGame = action(w.window, "newGameAction");
        QAction *hint = action(w.window, "hintAction");
        QVERIFY(undo && redo && newGame && hint);
        twoPeople(tab(w.window, "nim"));
        takeOneCoin(tab(w.window, "nim"), 0);
        QVERIFY(undo->isEnabled() && newGame->isEnabled() && hint->isEnabled());

        // The table builder has no game.
        clickTab(w.window, QStringLiteral("nimsum"));
        QVERIFY(!undo->isEnabled() && !redo->isEnabled() && !newGame->isEnabled() && !hint->isEnabled());
        press(w.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.workspace.nimTab()->game()->moveCount(), 1);

        // Fibonacci Nim's game has no move yet; Ctrl+Z there leaves Nim's alone.
        clickTab(w.window, QStringLiteral("fibnim"));
        QVERIFY(!undo->isEnabled() && !redo->isEnabled() && newGame->isEnabled() && hint->isEnabled());
        twoPeople(tab(w.window, "fibnim"));
        takeOneCoin(tab(w.window, "fibnim"), 0);
        QCOMPARE(w.workspace.fibNimGame()->game()->moveCount(), 1);
        QVERIFY(undo->isEnabled());
        press(w.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.workspace.fibNimGame()->game()->moveCount(), 0);
        QVERIFY(!undo->isEnabled() && redo->isEnabled());
        QCOMPARE(w.workspace.nimTab()->game()->moveCount(), 1);

        clickTab(w.window, QStringLiteral("nim"));
        QVERIFY(undo->isEnabled() && !redo->isEnabled());
        press(w.window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.workspace.nimTab()->game()->moveCount(), 0);
    }

    void f11TogglesFullScreen()
    {
        Window w(sessionPath(), QStringLiteral("nimsum"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QVERIFY(!w.window.isFullScreen());
        press(w.window, Qt::Key_F11);
        QTRY_VERIFY(w.window.isFullScreen());
        QAction *fullScreen = action(w.window, "fullScreenAction"); // View > Full screen, ticked
        QVERIFY(fullScreen && fullScreen->isCheckable() && fullScreen->isChecked());
        press(w.window, Qt::Key_F11);
        QTRY_VERIFY(!w.window.isFullScreen());
        QVERIFY(!fullScreen->isChecked());
    }

    void f1OpensTheRulesOfTheTabShown()
    {
        Window w(sessionPath(), QStringLiteral("wythoff"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        press(w.window, Qt::Key_F1);
        QDialog *rules = nullptr;
        QTRY_VERIFY((rules = shownDialog(w.window)));
        QCOMPARE(rules->windowTitle(), rulesTitle(RulesTopic::Wythoff));
        delete rules;

        clickTab(w.window, QStringLiteral("nimsum"));
        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        press(w.window, Qt::Key_F1);
        QTRY_VERIFY((rules = shownDialog(w.window)));
        QCOMPARE(rules->windowTitle(), rulesTitle(RulesTopic::NimSum));
        delete rules;
    }

    void builderStepsFromItsSizeBox()
    {
        Window w(sessionPath(), QStringLiteral("nimsum"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        NimSumBuilder *builder = w.workspace.nimSumBuilder();
        QCOMPARE(builder->mode(), NimSumBuilder::Mode::Step);
        const int size = builder->size();
        const Stepper *stepper = builder->stepper();
        QVERIFY(stepper->count() > 3);
        auto *sizeBox = uitest::child<QComboBox>(&w.window, "sizeBox");
        sizeBox->setFocus();
        QCOMPARE(w.window.focusWidget(), sizeBox);

        press(w.window, Qt::Key_Home);
        QCOMPARE(stepper->index(), 0);
        press(w.window, Qt::Key_PageDown); // the clicker's "next"
        QCOMPARE(stepper->index(), 1);
        press(w.window, Qt::Key_Right);
        QCOMPARE(stepper->index(), 2);
        press(w.window, Qt::Key_PageUp);
        QCOMPARE(stepper->index(), 1);
        press(w.window, Qt::Key_Left);
        QCOMPARE(stepper->index(), 0);
        press(w.window, Qt::Key_End);
        QCOMPARE(stepper->index(), stepper->count() - 1);
        // The size box kept its size all along, and the keyboard.
        QCOMPARE(builder->size(), size);
        QCOMPARE(sizeBox->currentData().toInt(), size);
        QCOMPARE(w.window.focusWidget(), sizeBox);
    }

    void workedExampleStepsWithTheArrowsButNotInATextField()
    {
        Window w(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QWidget *nim = tab(w.window, "nim");
        uitest::clickPage(nim, 1);
        const Stepper *stepper = w.workspace.nimTab()->stepper();
        QVERIFY(stepper->count() > 2);
        auto *first = uitest::child<QComboBox>(nim, "firstPlayerBox");
        first->setFocus();
        press(w.window, Qt::Key_Home);
        QCOMPARE(stepper->index(), 0);
        press(w.window, Qt::Key_Right);
        QCOMPARE(stepper->index(), 1);
        press(w.window, Qt::Key_PageDown);
        QCOMPARE(stepper->index(), 2);
        QCOMPARE(first->currentIndex(), 0); // still a person
        press(w.window, Qt::Key_Left);
        QCOMPARE(stepper->index(), 1);

        // In the start editor's text the arrows move the cursor, and the clicker does nothing.
        auto *heaps = uitest::child<QLineEdit>(nim, "startHeaps");
        heaps->setFocus();
        heaps->setCursorPosition(0);
        press(w.window, Qt::Key_Right);
        press(w.window, Qt::Key_PageDown);
        press(w.window, Qt::Key_End);
        QCOMPARE(stepper->index(), 1);
        QCOMPARE(heaps->cursorPosition(), heaps->text().size());

        // Back on the Play page the example's keys are off: Right goes to the widget again.
        uitest::clickPage(nim, 0);
        first->setFocus();
        press(w.window, Qt::Key_Right);
        QCOMPARE(stepper->index(), 1);
    }

    void wythoffConstructionStepsWithTheClicker()
    {
        Window w(sessionPath(), QStringLiteral("wythoff"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QWidget *wythoff = tab(w.window, "wythoff");
        uitest::clickPage(wythoff, 1);
        const Stepper *stepper = w.workspace.wythoffLab()->stepper();
        QVERIFY(stepper->count() > 2);
        uitest::child<QWidget>(wythoff, "exampleNext")->setFocus();
        press(w.window, Qt::Key_Home);
        QCOMPARE(stepper->index(), 0);
        press(w.window, Qt::Key_PageDown);
        press(w.window, Qt::Key_PageDown);
        QCOMPARE(stepper->index(), 2);
        QCOMPARE(w.workspace.wythoffLab()->constructionStep(), 2);
        press(w.window, Qt::Key_PageUp);
        QCOMPARE(stepper->index(), 1);
    }

    void noTwoMnemonicsClash_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &code : LanguageManager::availableLanguages())
            QTest::addRow("%s", qPrintable(code)) << code;
    }

    // Every tab and every page of each, in each language: no letter is held twice in one scope.
    void noTwoMnemonicsClash()
    {
        QFETCH(QString, language);
        Workspace workspace(sessionPath());
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        MainWindow window(&workspace, &languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList clashes;
        const auto look = [&](const QString &where) {
            for (const QString &clash : windowClashes(window))
                clashes << where + QStringLiteral(", ") + clash;
        };
        for (const QString &name : window.tabNames()) {
            clickTab(window, name);
            QWidget *shown = window.findChild<QWidget *>(name);
            QVERIFY(shown);
            if (auto *pages = shown->findChild<QTabWidget *>(QStringLiteral("gamePages"))) {
                for (int page = 0; page < pages->count(); ++page) {
                    uitest::clickPage(shown, page);
                    look(QStringLiteral("%1 page %2").arg(name).arg(page));
                }
                continue;
            }
            look(name);
            // The table builder's other mode shows other controls.
            if (auto *compare = shown->findChild<QRadioButton *>(QStringLiteral("compareMode"))) {
                QTest::mouseClick(compare, Qt::LeftButton);
                look(name + QStringLiteral(" compare"));
                QTest::mouseClick(uitest::child<QRadioButton>(shown, "stepMode"), Qt::LeftButton);
            }
        }
        for (const QString &clash : clashes)
            qWarning("%s", qPrintable(clash));
        QVERIFY2(clashes.isEmpty(), "mnemonic clashes (listed above)");
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isBusy(), 60000);
    }

    // Which widget keeps which key: a line edit all of them, a spin box and an editable combo box all but the
    // clicker's.
    void textFieldsKeepTheirKeys()
    {
        QLineEdit line;
        QSpinBox spin;
        QComboBox combo;
        QComboBox editable;
        editable.setEditable(true);
        QPushButton button;
        for (const Qt::Key key :
             {Qt::Key_Left, Qt::Key_Right, Qt::Key_Home, Qt::Key_End, Qt::Key_PageUp, Qt::Key_PageDown}) {
            const bool pageKey = key == Qt::Key_PageUp || key == Qt::Key_PageDown;
            QVERIFY(StepperKeys::editsText(&line, key));
            QCOMPARE(StepperKeys::editsText(&spin, key), !pageKey);
            QCOMPARE(StepperKeys::editsText(spin.findChild<QLineEdit *>(), key), !pageKey);
            QCOMPARE(StepperKeys::editsText(&editable, key), !pageKey);
            QCOMPARE(StepperKeys::editsText(editable.lineEdit(), key), !pageKey);
            QVERIFY(!StepperKeys::editsText(&combo, key));
            QVERIFY(!StepperKeys::editsText(&button, key));
        }
    }

    void typedMoveKeepsTheKeyboardInItsField()
    {
        Window w(sessionPath(), QStringLiteral("nim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QWidget *nim = tab(w.window, "nim");
        const GameSession *game = w.workspace.nimTab()->game();
        twoPeople(nim);
        const std::uint64_t second = game->position()[1];
        QVERIFY(second > 3);

        // Return in a field: the move is made, the field keeps the keyboard.
        auto *entry1 = uitest::child<QLineEdit>(nim, "entry1");
        entry1->setFocus();
        QTest::keyClicks(entry1, QStringLiteral("3"));
        press(w.window, Qt::Key_Return);
        QCOMPARE(game->position()[1], std::uint64_t{3});
        QCOMPARE(w.window.focusWidget(), entry1);

        // The Take button: back in its field.
        QTest::keyClicks(entry1, QStringLiteral("2"));
        QTest::mouseClick(uitest::child<QPushButton>(nim, "take1"), Qt::LeftButton);
        QCOMPARE(game->position()[1], std::uint64_t{2});
        QCOMPARE(w.window.focusWidget(), entry1);

        // Emptying the heap closes its field: the next field that takes moves gets the keyboard.
        QTest::keyClicks(entry1, QStringLiteral("0"));
        press(w.window, Qt::Key_Return);
        QCOMPARE(game->position()[1], std::uint64_t{0});
        QVERIFY(w.window.focusWidget() == uitest::child<QLineEdit>(nim, "entry0") ||
                w.window.focusWidget() == uitest::child<QLineEdit>(nim, "entry2"));

        // Against the computer (first, the second player moves now), the fields close while it moves; the keyboard
        // comes back to the field after its move.
        QCOMPARE(game->playerToMove(), 1);
        uitest::chooseItem(uitest::child<QComboBox>(nim, "firstPlayerBox"), kPerfectComputer);
        auto *entry0 = uitest::child<QLineEdit>(nim, "entry0");
        entry0->setFocus();
        QTest::keyClicks(entry0, QStringLiteral("1"));
        press(w.window, Qt::Key_Return);
        QCOMPARE(game->moveCount(), 4);
        QVERIFY(!entry0->isEnabled() && w.window.focusWidget() != entry0);
        QTRY_COMPARE_WITH_TIMEOUT(game->moveCount(), 5, kFewSeconds);
        QCOMPARE(game->position()[0], std::uint64_t{1});
        QTRY_COMPARE(w.window.focusWidget(), entry0);
    }

    void typedMoveKeepsTheKeyboard_fibNimAndWythoff()
    {
        Window w(sessionPath(), QStringLiteral("fibnim"));
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QWidget *fibNim = tab(w.window, "fibnim");
        twoPeople(fibNim);
        auto *take = uitest::child<QLineEdit>(fibNim, "entry0");
        take->setFocus();
        QTest::keyClicks(take, QStringLiteral("1"));
        QTest::mouseClick(uitest::child<QPushButton>(fibNim, "take0"), Qt::LeftButton);
        QCOMPARE(w.workspace.fibNimGame()->game()->moveCount(), 1);
        QCOMPARE(w.window.focusWidget(), take);

        clickTab(w.window, QStringLiteral("wythoff"));
        QWidget *wythoff = tab(w.window, "wythoff");
        twoPeople(wythoff);
        auto *entry = wythoff->findChild<QLineEdit *>(QStringLiteral("takeEntry"));
        QVERIFY(entry);
        QTRY_VERIFY(entry->isVisible());
        entry->setFocus();
        QTest::keyClicks(entry, QStringLiteral("1"));
        QTest::mouseClick(uitest::child<QPushButton>(wythoff, "takeFromFirst"), Qt::LeftButton);
        QCOMPARE(w.workspace.wythoffLab()->game()->moveCount(), 1);
        QCOMPARE(w.window.focusWidget(), entry);
    }
};

QTEST_MAIN(TstKeyboard)
#include "tst_keyboard.moc"
