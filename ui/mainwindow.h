#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QMenu;
class QTabWidget;

namespace nimlab {

class LanguageManager;
class NimSumBuilderTab;
class FibNimTab;
class NimTab;
class WythoffTab;
class Workspace;
enum class RulesTopic;

/// NimLab's main window: one tab per tool, menus for the session, the language and help. It shows the core's
/// state (the Workspace) and forwards what the user asks for; it holds no game rule.
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
    NimSumBuilderTab *nimSumTab() const { return m_nimSumTab; }
    NimTab *nimTab() const { return m_nimTab; }
    FibNimTab *fibNimTab() const { return m_fibNimTab; }
    WythoffTab *wythoffTab() const { return m_wythoffTab; }
    /// Restores geometry and the current tab from QSettings.
    void restoreSettings();

public Q_SLOTS:
    /// Shows a message in the status bar for a while.
    void showStatus(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void saveSettings() const;
    void openSession();
    void saveSessionAs();
    void exportCurrent();
    void showRules(RulesTopic topic);
    void showAbout();
    void showArticleNimSumTable();

    Workspace *m_workspace;
    LanguageManager *m_language;
    QTabWidget *m_tabs;
    NimSumBuilderTab *m_nimSumTab;
    NimTab *m_nimTab;
    FibNimTab *m_fibNimTab;
    WythoffTab *m_wythoffTab;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QList<QAction *> m_rulesActions;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace nimlab
