#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace nimlab {

class GameSidePanel;
class WythoffBoard;
class WythoffChartsPanel;
class WythoffConstructionPanel;
class WythoffExplainPanel;
class WythoffLab;
class WythoffPiles;

/// The Wythoff tab: one position in two views (two piles of coins, and the queen on a chessboard), played by two
/// people or against the computer, normal or misere; the article's inductive construction step by step on the board
/// with its table; the explanations for any n; and the charts (P-positions against the golden-ratio lines, the
/// Grundy heat map).
class WythoffTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffTab)

public:
    /// The pages beside the views (in the order of WythoffLab::Page).
    enum Page
    {
        PlayPage,
        ConstructionPage,
        ExplainPage,
        ChartsPage,
    };

    explicit WythoffTab(WythoffLab *lab, QWidget *parent = nullptr);

    /// The core state the tab shows.
    WythoffLab *lab() const { return m_lab; }
    /// The queen's board.
    WythoffBoard *board() const { return m_board; }
    /// The two piles.
    WythoffPiles *piles() const { return m_piles; }
    /// Players, new game, undo/redo, hint, moves and review (the Play page).
    GameSidePanel *sidePanel() const { return m_side; }
    /// The explanation page.
    WythoffExplainPanel *explainPanel() const { return m_explain; }
    /// The charts, or nullptr until the charts page was first shown.
    WythoffChartsPanel *chartsPanel() const { return m_charts; }
    /// Play, Construction, Explain, Charts.
    QTabWidget *pages() const { return m_pages; }
    /// The start position's first pile.
    QLineEdit *startXEdit() const { return m_xEdit; }
    /// The start position's second pile.
    QLineEdit *startYEdit() const { return m_yEdit; }
    /// Misere play for the next game.
    QCheckBox *misereBox() const { return m_misereBox; }
    /// Shows the P-positions on the board.
    QCheckBox *showPBox() const { return m_showPBox; }
    /// Squares a side of the board.
    QSpinBox *boardSizeBox() const { return m_sizeBox; }
    /// Piles and board, the board only, or the piles only.
    QComboBox *viewBox() const { return m_viewBox; }
    /// The message under the start position (empty when it is valid).
    QString editorMessage() const;
    /// The key to the board's colours for what it shows now.
    QString boardLegend() const;

public Q_SLOTS:
    /// Starts a new game from the start position fields; false (with a message, nothing changed) when invalid.
    bool startNewGame();
    /// Shows one of the pages (creating the charts the first time).
    void showPage(nimlab::WythoffTab::Page page);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void setupConnections();
    void retranslateUi();
    void syncFromLab();
    void syncEditor();
    void handlePageChanged(int index);

    WythoffLab *m_lab;
    QGroupBox *m_startBox = nullptr;
    QLabel *m_xLabel = nullptr;
    QLineEdit *m_xEdit = nullptr;
    QLabel *m_yLabel = nullptr;
    QLineEdit *m_yEdit = nullptr;
    QCheckBox *m_misereBox = nullptr;
    QPushButton *m_startButton = nullptr;
    QLabel *m_editorMessage = nullptr;
    QLabel *m_viewLabel = nullptr;
    QComboBox *m_viewBox = nullptr;
    QCheckBox *m_showPBox = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QSpinBox *m_sizeBox = nullptr;
    QGroupBox *m_pilesBox = nullptr;
    WythoffPiles *m_piles = nullptr;
    QGroupBox *m_boardBox = nullptr;
    WythoffBoard *m_board = nullptr;
    QLabel *m_boardLegend = nullptr;
    QTabWidget *m_pages = nullptr;
    GameSidePanel *m_side = nullptr;
    WythoffConstructionPanel *m_construction = nullptr;
    WythoffExplainPanel *m_explain = nullptr;
    QWidget *m_chartsPage = nullptr;
    WythoffChartsPanel *m_charts = nullptr;
};

} // namespace nimlab
