#pragma once

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class WythoffLab;

/// The start position of a new Wythoff game: the two piles as exact numbers (up to 2^62) and normal or misère play.
/// Invalid input changes nothing and says why, under the fields. It shows the start of the game in progress after a
/// new game or a restore. objectNames: `startX`, `startY`, `misereBox`, `startButton`, `editorMessage`.
class WythoffStartBox final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffStartBox)

public:
    explicit WythoffStartBox(WythoffLab *lab, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Starts a new game from the fields; false (with a message, nothing changed) when they are not valid.
    bool startNewGame();
    /// Shows the start position and the play of the game in progress.
    void syncFromGame();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    WythoffLab *m_lab;
    QLabel *m_xLabel;
    QLineEdit *m_xEdit;
    QLabel *m_yLabel;
    QLineEdit *m_yEdit;
    QCheckBox *m_misereBox;
    QPushButton *m_startButton;
    QLabel *m_message;
};

} // namespace nimlab
