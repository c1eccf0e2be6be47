#pragma once

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QGroupBox;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTabWidget;
class QVBoxLayout;

namespace nimlab {

class ExamplePanel;
class GameSidePanel;
class GameTab;
class IntroPage;

/// The one page every game tab is made of, the same for every game: the start-position editor on top; beside the
/// side panel (players, new game, undo, redo, hint, move list, review), the game's pages, bound to the GameTab's
/// page: "Play" (the board, "Show the analysis", "Colour moves on hover", the analysis), "Worked examples" (the shared
/// example panel and what the game draws for a step), then any page the game adds. A game's tab fills the slots with
/// its own widgets (its board adapter, its analysis view); the page holds no game logic and no game's text.
/// A game with an intro (introTopicOfTab) also has its "What is this game?" page, shown in place of all that when
/// asked (showIntro(): the window does on a first visit; the button `introButton` beside the pages' tabs) until "Try
/// it". While the session's answers are hidden (the students' view) the analysis, its switches and the side panel's
/// hint, values and review are hidden, the board colours no move, and the game's own pages (its theory: the values,
/// the P-positions) give way to a notice.
class GamePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GamePage)

public:
    /// Texts a game gives for the parts of the page, asked for again on every language change.
    struct Titles
    {
        std::function<QString()> board;       ///< the board's group title, e.g. "Heaps"
        std::function<QString()> analysis;    ///< the analysis group title
        std::function<QString()> examplesTip; ///< the worked examples page's tooltip
    };

    explicit GamePage(GameTab *tab, QWidget *parent = nullptr);

    /// Puts the game's start-position editor on top.
    void setStartEditor(QWidget *editor);
    /// Puts the game's board (its adapter) and its analysis view on the Play page.
    void setPlay(QWidget *board, QWidget *analysis, Titles titles);
    /// Puts what the game draws for a step below the example panel (may be nullptr).
    void setExampleView(QWidget *view);
    /// Adds a page of the game's own after the worked examples; `title` and `tip` are asked again on language change.
    /// Like every page, it fills the space it gets and scrolls when that is less than its minimum.
    void addPage(QWidget *page, std::function<QString()> title, std::function<QString()> tip);
    /// The side panel (the tab connects its new game request to its start editor).
    GameSidePanel *sidePanel() const { return m_side; }
    /// The example panel (a game's example view follows its stepShown).
    ExamplePanel *examplePanel() const { return m_examplePanel; }
    /// Reads the board's and the analysis' titles again (e.g. the analysis title after a change of variant).
    void updateTitles();

public Q_SLOTS:
    /// Shows the game's intro in place of the game (nothing for a game without one).
    void showIntro();
    /// Shows the game (after the intro's "Try it").
    void showGame();
    /// Shows why a move was not made, under the board (objectName `moveMessage`) and in the status bar: the one place
    /// every game reports a refused move (the session's refusals come here by themselves; a board adapter sends what
    /// it refuses before asking the rules, e.g. an entry that is not a number). Cleared by the next position.
    void showMoveMessage(const QString &message);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);
    /// Whether the board colours the move under the mouse as winning or losing changed: "Colour moves on hover"
    /// (objectName `hoverValues`) is ticked and the analysis shown. The game's tab connects its board adapter to it
    /// (off until first emitted).
    void moveValuesShownChanged(bool shown);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct ExtraPage
    {
        std::function<QString()> title;
        std::function<QString()> tip;
        QStackedWidget *cover; ///< the page, or in its place the students' view's notice
        QLabel *notice;
    };
    void showTabPage();
    /// Tab goes through the page as it reads: the pages' tabs, the start position, the board, the analysis, the other
    /// pages, then the side panel (again after a board made new rows, which join the end of the window's order).
    void orderTabs();
    void retranslateUi();
    /// Follows "Show the analysis", "Colour moves on hover" and the session's hidden answers: the analysis shows while
    /// ticked and not hidden, the second switch is only open while the first is ticked.
    void updateMoveValues();

    GameTab *m_tab;
    QStackedWidget *m_stack;
    QWidget *m_content;
    IntroPage *m_intro = nullptr;
    QPushButton *m_introButton = nullptr;
    QVBoxLayout *m_layout;
    QTabWidget *m_pages;
    QGroupBox *m_boardBox;
    QLabel *m_moveMessage;
    QCheckBox *m_showAnalysis;
    QCheckBox *m_hoverValues;
    bool m_moveValuesShown = false;
    QGroupBox *m_analysisBox;
    QVBoxLayout *m_examplesLayout;
    QLabel *m_exampleLabel;
    QComboBox *m_exampleChoice;
    ExamplePanel *m_examplePanel;
    GameSidePanel *m_side;
    QWidget *m_startEditor = nullptr;
    Titles m_titles;
    std::vector<ExtraPage> m_extra;
};

} // namespace nimlab
