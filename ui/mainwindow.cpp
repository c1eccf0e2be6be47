#include "mainwindow.h"

#include "fibnim/fibnimtab.h"
#include "i18n/languagemanager.h"
#include "nim/nimtab.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "rulesdialog.h"
#include "rulestext.h"
#include "session/workspace.h"
#include "sums/sumstab.h"
#include "wythoff/wythofftab.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace nimlab {

namespace {
constexpr int kStatusTimeoutMs = 8000;
const QString kSessionFilter = QStringLiteral("*.nimlab.json");
// The tabs in order. A tab's command-line name is also the objectName of its widget once built.
enum TabIndex
{
    NimSumIndex,
    NimIndex,
    FibNimIndex,
    WythoffIndex,
    SumsIndex
};
const QStringList kTabNames = {QStringLiteral("nimsum"), QStringLiteral("nim"), QStringLiteral("fibnim"),
                               QStringLiteral("wythoff"), QStringLiteral("sums")};
} // namespace

MainWindow::MainWindow(Workspace *workspace, LanguageManager *language, QWidget *parent)
    : QMainWindow(parent), m_workspace(workspace), m_language(language), m_tabs(new QTabWidget(this))
{
    // An empty page per tab, with its title from the start; buildTab() puts the tab's widget in it when first shown.
    for (const QString &name : kTabNames) {
        auto *page = new QWidget(m_tabs);
        page->setObjectName(name + QStringLiteral("Page"));
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        m_tabs->addTab(page, QString());
    }
    setCentralWidget(m_tabs);
    statusBar();
    createActions();
    createMenus();
    connect(m_workspace->session(), &SessionStore::saveFailed, this, &MainWindow::showStatus);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        // Before the window is first laid out (the saved tab, --tab) nothing is built: only the tab it shows then is.
        if (m_polished)
            buildTab(index);
        // Only the table builder has something to export.
        m_exportAction->setEnabled(index == NimSumIndex);
        saveSettings();
    });
    connect(m_language, &LanguageManager::languageChanged, this, [this] { saveSettings(); });
    QIcon icon(QStringLiteral(":/icons/nimlab-256.png"));
    if (!icon.isNull())
        setWindowIcon(icon);
    resize(1100, 780);
    retranslateUi();
}

void MainWindow::buildTab(int index)
{
    QWidget *page = m_tabs->widget(index);
    if (!page || page->layout()->count() > 0)
        return; // no such tab, or built already
    QWidget *tab = nullptr;
    switch (TabIndex(index)) {
    case NimSumIndex:
        m_nimSumTab = new NimSumBuilderTab(m_workspace->nimSumBuilder(), page);
        connect(m_nimSumTab, &NimSumBuilderTab::statusMessage, this, &MainWindow::showStatus);
        tab = m_nimSumTab;
        break;
    case NimIndex: {
        auto *nim = new NimTab(m_workspace->nimTab(), page);
        connect(nim, &NimTab::statusMessage, this, &MainWindow::showStatus);
        connect(nim, &NimTab::nimSumTableRequested, this, &MainWindow::showArticleNimSumTable);
        tab = nim;
        break;
    }
    case FibNimIndex: {
        auto *fibNim = new FibNimTab(m_workspace->fibNimGame(), page);
        connect(fibNim, &FibNimTab::statusMessage, this, &MainWindow::showStatus);
        tab = fibNim;
        break;
    }
    case WythoffIndex: {
        auto *wythoff = new WythoffTab(m_workspace->wythoffLab(), page);
        connect(wythoff, &WythoffTab::statusMessage, this, &MainWindow::showStatus);
        tab = wythoff;
        break;
    }
    case SumsIndex: {
        auto *sums = new SumsTab(m_workspace->sumLab(), page);
        connect(sums, &SumsTab::statusMessage, this, &MainWindow::showStatus);
        tab = sums;
        break;
    }
    }
    tab->setObjectName(kTabNames.at(index));
    page->layout()->addWidget(tab);
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
    return kTabNames;
}

bool MainWindow::showTab(const QString &name)
{
    const int index = int(kTabNames.indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

QString MainWindow::currentTabName() const
{
    return kTabNames.value(m_tabs->currentIndex());
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
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

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
    });

    for (const RulesTopic topic :
         {RulesTopic::Nim, RulesTopic::NimSum, RulesTopic::FibonacciNim, RulesTopic::Wythoff, RulesTopic::Sums}) {
        auto *action = new QAction(this);
        action->setData(int(topic));
        connect(action, &QAction::triggered, this, [this, topic] { showRules(topic); });
        m_rulesActions << action;
    }
    m_rulesActions.first()->setShortcut(QKeySequence::HelpContents);
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
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
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
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open session..."));
    m_openAction->setToolTip(tr("Replace the current session with one saved in a file"));
    m_saveAction->setText(tr("&Save session as..."));
    m_saveAction->setToolTip(tr("Save every tab's state to a file"));
    m_exportAction->setText(tr("&Export table..."));
    m_exportAction->setToolTip(tr("Save the nim-sum table as CSV or PNG (in the nim-sum table tab)"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    for (QAction *a : m_rulesActions)
        a->setText(rulesTitle(RulesTopic(a->data().toInt())));
    m_aboutAction->setText(tr("&About NimLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, kStatusTimeoutMs);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    showTab(settings.value(QStringLiteral("window/tab")).toString());
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

void MainWindow::showRules(RulesTopic topic)
{
    auto *dialog = new RulesDialog(topic, this);
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
