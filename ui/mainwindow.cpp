#include "mainwindow.h"

#include "fibnim/fibnimtab.h"
#include "games/fibnimgame.h"
#include "games/gamepage.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/sumlab.h"
#include "games/wythofflab.h"
#include "i18n/languagemanager.h"
#include "nim/nimtab.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "practice/practicelab.h"
#include "practice/practicetab.h"
#include "practice/worksheetexport.h"
#include "rulesdialog.h"
#include "rulestext.h"
#include "session/workspace.h"
#include "sums/sumstab.h"
#include "widgets/scrollpage.h"
#include "widgets/themecolors.h"
#include "windowzoom.h"
#include "wythoff/wythofftab.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace nimlab {

namespace {
constexpr int kStatusTimeoutMs = 8000;
// What a window frame takes around the window (a title bar, borders) where the window system does not say yet.
const QSize kFrameAllowance(16, 48);
const QString kSessionFilter = QStringLiteral("*.nimlab.json");
const QString kStudentsViewKey = QStringLiteral("view/studentsView");
const QString kVisitedKey = QStringLiteral("intro/visited");
// The tabs in order, as in MainWindow::tabSpecs(), for what only one tab has (its title is set in retranslateUi()).
enum TabIndex
{
    NimSumIndex,
    NimIndex,
    FibNimIndex,
    WythoffIndex,
    SumsIndex,
    PracticeIndex
};
} // namespace

/// One tab: what the window needs to know of it. A new tab is one more row of tabSpecs() (and its title).
struct MainWindow::TabSpec
{
    QString name;     ///< the command-line name, also the objectName of its widget once built
    RulesTopic rules; ///< what F1 opens while the tab is shown
    /// The game the Edit menu acts on while the tab is shown; nullptr for a tab without a game.
    GameTab *(*game)(Workspace *workspace);
    /// Makes the tab's widget in `page` and connects it to the window.
    QWidget *(*build)(MainWindow *window, QWidget *page);
};

const std::vector<MainWindow::TabSpec> &MainWindow::tabSpecs()
{
    static const std::vector<TabSpec> specs = {
        {QStringLiteral("nimsum"), RulesTopic::NimSum, nullptr,
         [](MainWindow *w, QWidget *page) -> QWidget * {
             w->m_nimSumTab = new NimSumBuilderTab(w->m_workspace->nimSumBuilder(), page);
             connect(w->m_nimSumTab, &NimSumBuilderTab::statusMessage, w, &MainWindow::showStatus);
             return w->m_nimSumTab;
         }},
        {QStringLiteral("nim"), RulesTopic::Nim, [](Workspace *ws) { return ws->nimTab(); },
         [](MainWindow *w, QWidget *page) -> QWidget * {
             auto *nim = new NimTab(w->m_workspace->nimTab(), page);
             connect(nim, &NimTab::statusMessage, w, &MainWindow::showStatus);
             connect(nim, &NimTab::nimSumTableRequested, w, &MainWindow::showArticleNimSumTable);
             return nim;
         }},
        {QStringLiteral("fibnim"), RulesTopic::FibonacciNim,
         [](Workspace *ws) -> GameTab * { return ws->fibNimGame(); },
         [](MainWindow *w, QWidget *page) -> QWidget * {
             auto *fibNim = new FibNimTab(w->m_workspace->fibNimGame(), page);
             connect(fibNim, &FibNimTab::statusMessage, w, &MainWindow::showStatus);
             return fibNim;
         }},
        {QStringLiteral("wythoff"), RulesTopic::Wythoff, [](Workspace *ws) -> GameTab * { return ws->wythoffLab(); },
         [](MainWindow *w, QWidget *page) -> QWidget * {
             auto *wythoff = new WythoffTab(w->m_workspace->wythoffLab(), page);
             connect(wythoff, &WythoffTab::statusMessage, w, &MainWindow::showStatus);
             return wythoff;
         }},
        {QStringLiteral("sums"), RulesTopic::Sums, [](Workspace *ws) -> GameTab * { return ws->sumLab(); },
         [](MainWindow *w, QWidget *page) -> QWidget * {
             auto *sums = new SumsTab(w->m_workspace->sumLab(), page);
             connect(sums, &SumsTab::statusMessage, w, &MainWindow::showStatus);
             return sums;
         }},
        {QStringLiteral("practice"), RulesTopic::Sums, nullptr,
         [](MainWindow *w, QWidget *page) -> QWidget * {
             return new PracticeTab(w->m_workspace->practiceLab(), page);
         }},
    };
    return specs;
}

MainWindow::MainWindow(Workspace *workspace, LanguageManager *language, QWidget *parent)
    : QMainWindow(parent), m_workspace(workspace), m_language(language), m_tabs(new QTabWidget(this)),
      m_worksheets(new WorksheetExport(language, this))
{
    // An empty page per tab, with its title from the start; buildTab() puts the tab's widget in it when first shown.
    // The page scrolls rather than make the window larger than a screen (at a large zoom, say).
    for (const TabSpec &spec : tabSpecs()) {
        auto *page = new QWidget;
        page->setObjectName(spec.name + QStringLiteral("Page"));
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(new ScrollPage(page), QString());
    }
    setCentralWidget(m_tabs);
    statusBar();
    m_zoom = new WindowZoom(this);
    createActions();
    createMenus();
    connect(m_workspace->session(), &SessionStore::saveFailed, this, &MainWindow::showStatus);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        // Before the window is first laid out (the saved tab, --tab) nothing is built: only the tab it shows then is.
        if (m_polished)
            buildTab(index);
        // Only the table builder has something to export.
        m_exportAction->setEnabled(index == NimSumIndex);
        updateEditActions();
        updateHelpShortcut();
        saveSettings();
    });
    // The Edit menu follows every game, shown or not: a tab switch then only reads the new tab's state.
    for (const TabSpec &spec : tabSpecs())
        if (spec.game)
            connect(spec.game(m_workspace)->game(), &GameSession::positionChanged, this,
                    &MainWindow::updateEditActions);
    updateEditActions();
    updateHelpShortcut();
    setAnswersHidden(QSettings().value(kStudentsViewKey, false).toBool());
    connect(m_language, &LanguageManager::languageChanged, this, [this] { saveSettings(); });
    QIcon icon(QStringLiteral(":/icons/nimlab-256.png"));
    if (!icon.isNull())
        setWindowIcon(icon);
    resize(firstSize());
    retranslateUi();
}

void MainWindow::buildTab(int index)
{
    auto *scroll = qobject_cast<QScrollArea *>(m_tabs->widget(index));
    QWidget *page = scroll ? scroll->widget() : nullptr;
    if (!page || page->layout()->count() > 0)
        return; // no such tab, or built already
    QWidget *tab = tabSpecs()[std::size_t(index)].build(this, page);
    tab->setObjectName(tabSpecs()[std::size_t(index)].name);
    page->layout()->addWidget(tab);
    if (m_introsOnFirstVisit)
        showIntroOnFirstVisit(index);
    m_zoom->reachNewWidgets();
    // A switch in a shown window: show the widget now (which lays its page out) rather than at the next event, as the
    // layout alone would, so that whatever looks right away (a picture, a test) finds it on screen.
    if (page->isVisible())
        tab->show();
}

bool MainWindow::event(QEvent *event)
{
    // Polish comes once, just before the window is first laid out and shown (or grabbed): build the tab it will show.
    if (event->type() == QEvent::Polish && !m_polished) {
        m_polished = true;
        buildTab(m_tabs->currentIndex());
    }
    return QMainWindow::event(event);
}

QStringList MainWindow::tabNames() const
{
    QStringList names;
    for (const TabSpec &spec : tabSpecs())
        names << spec.name;
    return names;
}

bool MainWindow::showTab(const QString &name)
{
    const int index = int(tabNames().indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

QString MainWindow::currentTabName() const
{
    return tabNames().value(m_tabs->currentIndex());
}

NimSumBuilderTab *MainWindow::nimSumTab()
{
    buildTab(NimSumIndex);
    return m_nimSumTab;
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openSession);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveSessionAs);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportCurrent);
    m_exportWorksheetAction = new QAction(this);
    m_exportWorksheetAction->setObjectName(QStringLiteral("exportWorksheetAction"));
    connect(m_exportWorksheetAction, &QAction::triggered, this,
            [this] { m_worksheets->exportSheet(worksheetStart()); });
    m_printWorksheetAction = new QAction(this);
    m_printWorksheetAction->setObjectName(QStringLiteral("printWorksheetAction"));
    m_printWorksheetAction->setShortcut(QKeySequence::Print);
    connect(m_printWorksheetAction, &QAction::triggered, this, [this] { m_worksheets->printSheet(worksheetStart()); });
    connect(m_worksheets, &WorksheetExport::statusMessage, this, &MainWindow::showStatus);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

    // The Edit menu acts on the current tab's game; the side panel's buttons have only their mnemonics, so each key
    // belongs to one action of the window (two with one key would make neither fire).
    m_undoAction = new QAction(this);
    m_undoAction->setShortcuts(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, [this] {
        if (GameTab *tab = currentGame())
            tab->game()->undo();
    });
    m_redoAction = new QAction(this);
    m_redoAction->setShortcuts(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, this, [this] {
        if (GameTab *tab = currentGame())
            tab->game()->redo();
    });
    m_newGameAction = new QAction(this);
    m_newGameAction->setShortcuts(QKeySequence::New);
    connect(m_newGameAction, &QAction::triggered, this, &MainWindow::startNewGame);
    m_hintAction = new QAction(this);
    m_hintAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_hintAction, &QAction::triggered, this, [this] {
        if (GameTab *tab = currentGame())
            tab->game()->showHint();
    });
    // F11 wherever the platform has no key for full screen of its own, and beside it where it has another.
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11)))
        fullScreenKeys << QKeySequence(Qt::Key_F11);
    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcuts(fullScreenKeys);
    // Names for tests (never shown).
    for (auto [action, name] : {std::pair{m_undoAction, "undoAction"}, std::pair{m_redoAction, "redoAction"},
                                std::pair{m_newGameAction, "newGameAction"}, std::pair{m_hintAction, "hintAction"},
                                std::pair{m_fullScreenAction, "fullScreenAction"}})
        action->setObjectName(QLatin1String(name));
    connect(m_fullScreenAction, &QAction::triggered, this,
            [this](bool on) { setWindowState(windowState().setFlag(Qt::WindowFullScreen, on)); });
    m_studentsViewAction = new QAction(this);
    m_studentsViewAction->setObjectName(QStringLiteral("studentsViewAction"));
    m_studentsViewAction->setCheckable(true);
    m_studentsViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(m_studentsViewAction, &QAction::triggered, this, &MainWindow::setAnswersHidden);
    m_introAction = new QAction(this);
    m_introAction->setObjectName(QStringLiteral("introAction"));
    connect(m_introAction, &QAction::triggered, this, &MainWindow::showIntro);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (const QString &code : LanguageManager::availableLanguages()) {
        auto *action = new QAction(LanguageManager::nativeName(code), m_languageGroup);
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == m_language->language());
        connect(action, &QAction::triggered, m_language, [this, code] { m_language->setLanguage(code); });
    }
    connect(m_language, &LanguageManager::languageChanged, this, [this](const QString &code) {
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == code);
        // The language manager made the language's locale the default; the widgets made before take it too (spin
        // boxes, dates), and the dialogs made from now on have it anyway. The layout direction is not the locale's.
        setLocale(QLocale());
    });

    // View > Colours: the system's, or NimLab's own light or dark palette (to project dark whatever the laptop's
    // theme).
    m_coloursGroup = new QActionGroup(this);
    for (const auto &[scheme, name] :
         {std::pair{ColourScheme::System, "coloursSystemAction"}, std::pair{ColourScheme::Light, "coloursLightAction"},
          std::pair{ColourScheme::Dark, "coloursDarkAction"}}) {
        auto *action = new QAction(m_coloursGroup);
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setData(int(scheme));
        action->setChecked(scheme == ColourScheme::System);
        connect(action, &QAction::triggered, this, [this, scheme] { setColourScheme(int(scheme)); });
    }

    for (const RulesTopic topic :
         {RulesTopic::Nim, RulesTopic::NimSum, RulesTopic::FibonacciNim, RulesTopic::Wythoff, RulesTopic::Sums}) {
        auto *action = new QAction(this);
        action->setData(int(topic));
        connect(action, &QAction::triggered, this, [this, topic] { showRules(topic); });
        m_rulesActions << action;
    }
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportWorksheetAction);
    m_fileMenu->addAction(m_printWorksheetAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_newGameAction);
    m_editMenu->addAction(m_hintAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addAction(m_studentsViewAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_zoom->actions());
    m_coloursMenu = m_viewMenu->addMenu(QString());
    m_coloursMenu->addActions(m_coloursGroup->actions());
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_introAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addActions(m_rulesActions);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("NimLab"));
    m_tabs->setTabText(NimSumIndex, tr("Nim-sum table"));
    m_tabs->setTabToolTip(NimSumIndex, tr("Build the nim-sum table three ways and compare them"));
    m_tabs->setTabText(NimIndex, tr("Nim"));
    m_tabs->setTabToolTip(NimIndex, tr("Play Nim and see why the nim-sum decides it"));
    m_tabs->setTabText(FibNimIndex, tr("Fibonacci Nim"));
    m_tabs->setTabToolTip(
        FibNimIndex, tr("One pile or several: the Zeckendorf strategy, the worked examples and the Grundy values"));
    m_tabs->setTabText(WythoffIndex, tr("Wythoff's game"));
    m_tabs->setTabToolTip(WythoffIndex, tr("Two piles or a queen on a chessboard: play, build the P-positions step by "
                                           "step, the golden ratio"));
    m_tabs->setTabText(SumsIndex, tr("Sums of games"));
    m_tabs->setTabToolTip(SumsIndex, tr("Nim heaps, Fibonacci Nim piles and Wythoff positions played together: the "
                                        "Sprague-Grundy theorem at work"));
    m_tabs->setTabText(PracticeIndex, tr("Practice"));
    m_tabs->setTabToolTip(PracticeIndex, tr("Exercises: find the winning move, or say there is none; ten a round, "
                                            "with a score"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open session..."));
    m_openAction->setToolTip(tr("Replace the current session with one saved in a file"));
    m_saveAction->setText(tr("&Save session as..."));
    m_saveAction->setToolTip(tr("Save every tab's state to a file"));
    m_exportAction->setText(tr("&Export table..."));
    m_exportAction->setToolTip(tr("Save the nim-sum table as CSV or PNG (in the nim-sum table tab)"));
    m_exportWorksheetAction->setText(tr("Export &worksheet..."));
    m_exportWorksheetAction->setToolTip(tr("Save practice exercises and their answer key as a PDF to print"));
    m_printWorksheetAction->setText(tr("&Print worksheet..."));
    m_printWorksheetAction->setToolTip(tr("Print practice exercises and their answer key"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_undoAction->setToolTip(tr("Take back the last move of this tab's game"));
    m_redoAction->setText(tr("&Redo"));
    m_redoAction->setToolTip(tr("Play again a move that was taken back"));
    m_newGameAction->setText(tr("&New game"));
    m_newGameAction->setToolTip(tr("Start this tab's game again from its start position"));
    m_hintAction->setText(tr("&Hint"));
    m_hintAction->setToolTip(tr("Show one winning move, or why there is none"));
    m_viewMenu->setTitle(tr("&View"));
    m_fullScreenAction->setText(tr("&Full screen"));
    m_studentsViewAction->setText(tr("&Students' view (hide the answers)"));
    m_studentsViewAction->setToolTip(tr("Hide the analysis, the hints, the move colours and the P-positions in every "
                                        "game, so that a class can find the strategy (%1)")
                                         .arg(m_studentsViewAction->shortcut().toString(QKeySequence::NativeText)));
    m_introAction->setText(tr("&What is this game?"));
    m_introAction->setToolTip(tr("The rules of this tab's game in a few sentences, with a picture"));
    m_coloursMenu->setTitle(tr("&Colours"));
    const QStringList colours = {tr("&System"), tr("&Light"), tr("&Dark")};
    for (QAction *a : m_coloursGroup->actions())
        a->setText(colours.value(a->data().toInt()));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    for (QAction *a : m_rulesActions)
        a->setText(rulesTitle(RulesTopic(a->data().toInt())));
    m_aboutAction->setText(tr("&About NimLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

GameTab *MainWindow::currentGame() const
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || std::size_t(index) >= tabSpecs().size())
        return nullptr;
    const TabSpec &spec = tabSpecs()[std::size_t(index)];
    return spec.game ? spec.game(m_workspace) : nullptr;
}

void MainWindow::updateEditActions()
{
    const GameSession *game = currentGame() ? currentGame()->game() : nullptr;
    m_undoAction->setEnabled(game && game->canUndo());
    m_redoAction->setEnabled(game && game->canRedo());
    m_newGameAction->setEnabled(game != nullptr);
    // As the side panel's Hint: a hint until the game is over; none in the students' view.
    m_hintAction->setEnabled(game && !game->isOver() && !game->areAnswersHidden());
    m_hintAction->setVisible(!m_studentsViewAction->isChecked());
    // Every game tab has an intro; the table builder has none.
    m_introAction->setEnabled(game != nullptr);
}

void MainWindow::setAnswersHidden(bool hidden)
{
    // One setting for every game: each session's, which its page, side panel and boards follow.
    for (const TabSpec &spec : tabSpecs())
        if (spec.game)
            spec.game(m_workspace)->game()->setAnswersHidden(hidden);
    m_studentsViewAction->setChecked(hidden);
    QSettings().setValue(kStudentsViewKey, hidden);
    updateEditActions();
}

void MainWindow::setIntrosOnFirstVisit(bool on)
{
    m_introsOnFirstVisit = on;
}

void MainWindow::showIntro()
{
    buildTab(m_tabs->currentIndex());
    if (auto *page = m_tabs->currentWidget()->findChild<GamePage *>())
        page->showIntro();
}

void MainWindow::showIntroOnFirstVisit(int index)
{
    const QString name = tabSpecs()[std::size_t(index)].name;
    auto *page = m_tabs->widget(index)->findChild<GamePage *>();
    QSettings settings;
    QStringList visited = settings.value(kVisitedKey).toStringList();
    if (!page || visited.contains(name))
        return;
    page->showIntro();
    visited << name;
    settings.setValue(kVisitedKey, visited);
}

void MainWindow::startNewGame()
{
    // The game's tab (its start editor) knows the start position and the options; its side panel's button asks it, so
    // the menu does exactly what the button does. The tab shown is always built.
    if (!currentGame())
        return;
    if (auto *button = m_tabs->currentWidget()->findChild<QAbstractButton *>(QStringLiteral("newGameButton")))
        button->click();
}

void MainWindow::updateHelpShortcut()
{
    const int index = m_tabs->currentIndex();
    const bool known = index >= 0 && std::size_t(index) < tabSpecs().size();
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::HelpContents);
    if (keys.isEmpty())
        keys << QKeySequence(Qt::Key_F1);
    for (QAction *a : m_rulesActions) {
        const bool current = known && RulesTopic(a->data().toInt()) == tabSpecs()[std::size_t(index)].rules;
        a->setShortcuts(current ? keys : QList<QKeySequence>());
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // A combo box measures its items when first shown (Qt's default policy) and keeps that width: in a language
        // with longer words its text would be cut. From the first switch on every combo box follows its items.
        for (QComboBox *box : findChildren<QComboBox *>())
            if (box->sizeAdjustPolicy() == QComboBox::AdjustToContentsOnFirstShow)
                box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        retranslateUi();
    }
    // Full screen may also end by the window manager's hand: the menu's tick follows the window.
    if (event->type() == QEvent::WindowStateChange)
        m_fullScreenAction->setChecked(isFullScreen());
    QMainWindow::changeEvent(event);
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, kStatusTimeoutMs);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen();
    showTab(settings.value(QStringLiteral("window/tab")).toString());
    setColourScheme(settings.value(QStringLiteral("view/colours"), int(ColourScheme::System)).toInt());
}

void MainWindow::setColourScheme(int scheme)
{
    if (scheme < int(ColourScheme::System) || scheme > int(ColourScheme::Dark))
        scheme = int(ColourScheme::System);
    for (QAction *a : m_coloursGroup->actions())
        a->setChecked(a->data().toInt() == scheme);
    // Until another is chosen the application keeps the colours it started with: the system's.
    if (scheme != m_colourScheme)
        applyColourScheme(ColourScheme(scheme));
    m_colourScheme = scheme;
    QSettings().setValue(QStringLiteral("view/colours"), scheme);
}

QSize MainWindow::firstSize() const
{
    // What the tabs like best, but never more than the screen's free space less a frame (a projector's 1280x720).
    const QSize preferred(1240, 800);
    const QScreen *shown = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!shown)
        return preferred;
    return preferred.boundedTo(shown->availableGeometry().size() - kFrameAllowance);
}

void MainWindow::fitToScreen()
{
    // A geometry saved on a larger screen (or at another scale) is brought onto the screen the window is on now.
    if (isMaximized() || isFullScreen())
        return;
    const QScreen *shown = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!shown)
        return;
    const QRect free = shown->availableGeometry();
    resize(size().boundedTo(free.size() - kFrameAllowance));
    // Before the window is shown its frame may not be known yet: count the allowance at least.
    const QRect frame(frameGeometry().topLeft(), frameGeometry().size().expandedTo(size() + kFrameAllowance));
    move(std::clamp(frame.x(), free.left(), std::max(free.left(), free.right() - frame.width() + 1)),
         std::clamp(frame.y(), free.top(), std::max(free.top(), free.bottom() - frame.height() + 1)));
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/tab"), currentTabName());
    settings.setValue(QStringLiteral("language"), m_language->language());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    m_workspace->session()->saveNow();
    event->accept();
}

void MainWindow::openSession()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open session"), QString(),
                                                      tr("NimLab sessions (%1);;All files (*)").arg(kSessionFilter));
    if (path.isEmpty())
        return;
    const QString error = m_workspace->session()->openFrom(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Open session"),
                             tr("The session was not opened; nothing changed.\n\n%1").arg(error));
        return;
    }
    showStatus(tr("Opened the session %1").arg(path));
}

void MainWindow::saveSessionAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save session"), QStringLiteral("session.nimlab.json"),
                                                tr("NimLab sessions (%1)").arg(kSessionFilter));
    if (path.isEmpty())
        return;
    const QString error = m_workspace->session()->saveTo(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save session"), error);
    else
        showStatus(tr("Saved the session to %1").arg(path));
}

void MainWindow::exportCurrent()
{
    if (m_tabs->currentIndex() == NimSumIndex)
        nimSumTab()->exportTable();
}

std::optional<WorksheetExport::Start> MainWindow::worksheetStart() const
{
    // From the Practice tab, the sheet starts at its game and level.
    if (m_tabs->currentIndex() != PracticeIndex)
        return std::nullopt;
    return WorksheetExport::Start{m_workspace->practiceLab()->game(), m_workspace->practiceLab()->level()};
}

void MainWindow::showRules(RulesTopic topic)
{
    auto *dialog = new RulesDialog(topic, this);
    dialog->setObjectName(QStringLiteral("rulesDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showArticleNimSumTable()
{
    NimSumBuilder *builder = m_workspace->nimSumBuilder();
    builder->setSize(8);
    builder->setMode(NimSumBuilder::Mode::Step);
    builder->setMethod(NimSumMethod::Xor);
    builder->stepper()->last();
    showTab(QStringLiteral("nimsum"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About NimLab"),
                       tr("<h3>NimLab %1</h3><p>A workbench for learning impartial games: Nim, Fibonacci Nim, "
                          "Wythoff's game and the nim-sum.</p><p>Every number in an explanation is computed "
                          "exactly when it is shown.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace nimlab
