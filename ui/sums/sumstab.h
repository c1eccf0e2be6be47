#pragma once

#include <QWidget>

class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class GamePage;
class JobControls;
class SumAnalysisView;
class SumBoard;
class SumLab;

/// The sums tab: a sum of Nim heaps, Fibonacci Nim piles and Wythoff positions played together on the shared game
/// page (two people or against the computer, hints, undo, review), the analysis by the Sprague-Grundy theorem, and
/// the worked example Nim 3 + Fibonacci Nim 10/9 + Wythoff (4, 4). The start is typed as the command line spells it
/// (`nim:3 fib:10/9 wythoff:4,4`), with buttons that add a component of each kind or remove the last; a start
/// that needs bigger Grundy tables builds them first, off the GUI thread, with progress and Cancel.
class SumsTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SumsTab)

public:
    explicit SumsTab(SumLab *lab, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Starts a new game from the editor (or waits for its tables); false (with a message, nothing changed) when the
    /// editor does not hold a valid sum.
    bool startNewGame();

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void syncEditor();
    void addComponent(const QString &spelling);
    void removeLast();
    void playExamplePosition();

    SumLab *m_lab;
    GamePage *m_page;
    QGroupBox *m_startBox;
    QLabel *m_componentsLabel;
    QLineEdit *m_componentsEdit;
    QPushButton *m_addNim;
    QPushButton *m_addFib;
    QPushButton *m_addWythoff;
    QPushButton *m_removeLast;
    JobControls *m_start;
    QLabel *m_editorMessage;
    SumBoard *m_board;
    SumAnalysisView *m_analysis;
    QPushButton *m_playExample;
};

} // namespace nimlab
