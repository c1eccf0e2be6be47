#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace nimlab {

class WythoffBoard;
class WythoffLab;
class WythoffPiles;

/// What fills the game page's board slot for Wythoff's game: one position in two views, the two piles of coins and
/// the queen on a chessboard (either or both, as the lab's view setting says), the key to the board's colours, and
/// the settings of what the board shows (its size, the P-positions). The settings are the lab's; this view only
/// shows them and forwards a person's choices. objectNames: `viewChoice`, `showPBox`, `boardSizeBox`, `boardLegend`.
class WythoffPlayView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffPlayView)

public:
    explicit WythoffPlayView(WythoffLab *lab, QWidget *parent = nullptr);

    /// The board slot's title for the views shown, e.g. "Two piles and the queen's board".
    QString title() const;

public Q_SLOTS:
    /// Whether the piles and the board colour the move under the mouse as winning or losing.
    void setShowsMoveValues(bool shown);

Q_SIGNALS:
    /// A message for the status bar (a refused entry of the piles).
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncFromLab();
    void retranslateUi();

    WythoffLab *m_lab;
    QLabel *m_viewLabel;
    QComboBox *m_viewBox;
    QCheckBox *m_showPBox;
    QLabel *m_sizeLabel;
    QSpinBox *m_sizeBox;
    QGroupBox *m_pilesBox;
    WythoffPiles *m_piles;
    QGroupBox *m_boardBox;
    WythoffBoard *m_board;
    QLabel *m_legend;
};

} // namespace nimlab
