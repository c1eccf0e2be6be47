#pragma once

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class GamePage;
class GameSession;
class GameTab;
class NimAnalysisView;
class NimBoard;

/// The Nim tab: play (two people or against the computer), the analysis of the position with the nim-sum in
/// binary, hints, undo, the review at the end, and the article's worked example (6, 12, 9) to step through.
class NimTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NimTab)

public:
    explicit NimTab(GameTab *tab, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Starts a new game from the start position editor; false (with a message, nothing changed) when invalid.
    bool startNewGame();

Q_SIGNALS:
    /// The user wants to see the nim-sum table builder with the article's 8 x 8 table.
    void nimSumTableRequested();
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void syncEditor();
    void playExamplePosition();

    GameSession *m_session;
    GamePage *m_page;
    QGroupBox *m_startBox;
    QLabel *m_heapsLabel;
    QLineEdit *m_heapsEdit;
    QCheckBox *m_misereBox;
    QPushButton *m_startButton;
    QLabel *m_editorMessage;
    NimBoard *m_board;
    NimAnalysisView *m_analysis;
    QWidget *m_exampleButtons;
    QPushButton *m_playExample;
    QPushButton *m_openTable;
};

} // namespace nimlab
