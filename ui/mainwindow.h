#pragma once

#include "practice/worksheetexport.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QMenu;
class QTabWidget;

namespace nimlab {

class GameTab;
class LanguageManager;
class NimSumBuilderTab;
class WindowZoom;
class Workspace;
enum class RulesTopic;

/// NimLab's main window: one tab per tool, menus for the session, the current tab's game (Edit), the view and help. It
/// shows the core's state (the Workspace) and forwards what the user asks for; it holds no game rule. A tab's widget is
/// built when the tab is first shown (start-up pays for one tab only); until then the tab holds an empty page. What
/// differs from tab to tab (its name, widget, game and rules) is one row of a table (TabSpec).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    MainWindow(Workspace *workspace, LanguageManager *language, QWidget *parent = nullptr);

    /// The command-line names of the tabs, in order: nimsum, ...
    QStringList tabNames() const;
    /// Shows the tab with that command-line name; false for an unknown name.
    bool showTab(const QString &name);
    QString currentTabName() const;
    /// The nim-sum table tab, built now if it was not shown yet.
    NimSumBuilderTab *nimSumTab();
    /// Restores geometry and the current tab from QSettings.
    void restoreSettings();
    /// Whether a game tab shows its "What is this game?" page the first time it is shown (tabs once visited, kept in
    /// QSettings, do not); off until set (a picture of the window shows the game).
    void setIntrosOnFirstVisit(bool on);
    /// Shows the current tab's "What is this game?" page (nothing for a tab without one).
    void showIntro();

public Q_SLOTS:
    /// Shows a message in the status bar for a while.
    void showStatus(const QString &message);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    struct TabSpec;
    /// Every tab, in order: one row each.
    static const std::vector<TabSpec> &tabSpecs();
    /// Puts the tab's widget (index as in tabNames()) in its page, the first time only.
    void buildTab(int index);
    void createActions();
    void createMenus();
    void retranslateUi();
    void saveSettings() const;
    /// The size of a window opened for the first time: never larger than the screen's free space.
    QSize firstSize() const;
    /// Brings a restored window onto the screen it is on now (smaller and moved where it does not fit).
    void fitToScreen();
    void openSession();
    void saveSessionAs();
    void exportCurrent();
    /// Where a worksheet's dialog starts: the Practice tab's game and level while that tab is shown.
    std::optional<WorksheetExport::Start> worksheetStart() const;
    void showRules(RulesTopic topic);
    /// The game of the current tab (nullptr for a tab without one).
    GameTab *currentGame() const;
    /// Enables Undo, Redo, New game and Hint as the current tab's game allows.
    void updateEditActions();
    /// Clicks the current game's New game button: its tab knows the start position and the options.
    void startNewGame();
    /// Gives F1 to the rules of the current tab.
    void updateHelpShortcut();
    void showAbout();
    void showArticleNimSumTable();
    /// The students' view: hides the answers of every game (remembered in QSettings).
    void setAnswersHidden(bool hidden);
    /// Shows the intro of tab `index` if it was never visited, and remembers the visit.
    void showIntroOnFirstVisit(int index);
    /// Gives the application the colours `scheme` (a ColourScheme, as View > Colours offers) and remembers them.
    void setColourScheme(int scheme);

    Workspace *m_workspace;
    LanguageManager *m_language;
    QTabWidget *m_tabs;
    NimSumBuilderTab *m_nimSumTab = nullptr;
    WindowZoom *m_zoom = nullptr;
    bool m_polished = false; ///< set when the window is first laid out: from then on the current tab is built
    bool m_introsOnFirstVisit = false;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportWorksheetAction = nullptr;
    QAction *m_printWorksheetAction = nullptr;
    WorksheetExport *m_worksheets; ///< File > Export worksheet... and Print worksheet...
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_newGameAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_studentsViewAction = nullptr;
    QAction *m_introAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QMenu *m_coloursMenu = nullptr;
    QActionGroup *m_coloursGroup = nullptr; ///< System, Light, Dark (View > Colours), data: the ColourScheme
    int m_colourScheme = 0;                 ///< the ColourScheme applied (0: the system's, as at start-up)
    QList<QAction *> m_rulesActions;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace nimlab
