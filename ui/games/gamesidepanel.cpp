#include "gamesidepanel.h"

#include "games/scorecard.h"
#include "movelistmodel.h"
#include "valuehistoryview.h"
#include "widgets/relativefont.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace nimlab {

namespace {
/// The first key of `key` on this platform, as a menu shows it.
QString keyName(const QKeySequence &key)
{
    return key.toString(QKeySequence::NativeText);
}
// Combo box items: 0 = a person, 1 + level = the computer at that level.
constexpr int kLevels = 4;
int itemFor(const GameSession::Player &p)
{
    return p.kind == GameSession::PlayerKind::Human ? 0 : 1 + int(p.level);
}
} // namespace

GameSidePanel::GameSidePanel(GameSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_moves(new MoveListModel(session, this)), m_playersBox(new QGroupBox(this)),
      m_firstLabel(new QLabel(m_playersBox)), m_firstBox(new QComboBox(m_playersBox)),
      m_secondLabel(new QLabel(m_playersBox)), m_secondBox(new QComboBox(m_playersBox)),
      m_swapButton(new QPushButton(m_playersBox)), m_scorecard(new QLabel(m_playersBox)),
      m_resetScores(new QPushButton(m_playersBox)), m_newButton(new QPushButton(this)),
      m_undoButton(new QPushButton(this)), m_redoButton(new QPushButton(this)), m_hintButton(new QPushButton(this)),
      m_status(new QLabel(this)), m_hint(new QLabel(this)), m_moveView(new QTableView(this)),
      m_review(new QLabel(this)), m_history(new ValueHistoryView(session, this)), m_playFromHere(new QPushButton(this))
{
    for (QComboBox *box : {m_firstBox, m_secondBox}) {
        fillPlayerBox(box);
        // As wide as the longest item in the language shown now, not the one first shown ("Computer: intermedia").
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }
    // Names for tests and for style sheets (never shown).
    m_firstBox->setObjectName(QStringLiteral("firstPlayerBox"));
    m_secondBox->setObjectName(QStringLiteral("secondPlayerBox"));
    m_swapButton->setObjectName(QStringLiteral("swapSides"));
    m_scorecard->setObjectName(QStringLiteral("scorecard"));
    m_resetScores->setObjectName(QStringLiteral("resetScores"));
    m_newButton->setObjectName(QStringLiteral("newGameButton"));
    m_undoButton->setObjectName(QStringLiteral("undoButton"));
    m_redoButton->setObjectName(QStringLiteral("redoButton"));
    m_hintButton->setObjectName(QStringLiteral("hintButton"));
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_hint->setObjectName(QStringLiteral("hintLabel"));
    m_moveView->setObjectName(QStringLiteral("moveList"));
    // Tab leaves the move list (the arrow keys move in it), as it leaves every other control.
    m_moveView->setTabKeyNavigation(false);
    m_review->setObjectName(QStringLiteral("reviewLabel"));
    m_playFromHere->setObjectName(QStringLiteral("playFromHere"));
    m_firstLabel->setBuddy(m_firstBox);
    m_secondLabel->setBuddy(m_secondBox);
    auto *players = new QGridLayout(m_playersBox);
    players->addWidget(m_firstLabel, 0, 0);
    players->addWidget(m_firstBox, 0, 1);
    players->addWidget(m_secondLabel, 1, 0);
    players->addWidget(m_secondBox, 1, 1);
    players->addWidget(m_swapButton, 2, 1);
    m_scorecard->setWordWrap(true);
    m_scorecard->setTextInteractionFlags(Qt::TextSelectableByMouse);
    players->addWidget(m_scorecard, 3, 0, 1, 2);
    players->addWidget(m_resetScores, 4, 1);

    // New game, Undo, Redo and Hint have their keys in the window's Edit menu (MainWindow), for the game of the tab
    // shown: a button's shortcut would be replaced by its mnemonic at the next setText(), and two of one key in a
    // window would make neither fire. Their tooltips name the menu's keys. Nor do they take an Alt+letter: the menu has
    // those too (Alt+E, then U), and the Wythoff page alone shows more mnemonic widgets than it has letters to give.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_newButton, 0, 0);
    buttons->addWidget(m_hintButton, 0, 1);
    buttons->addWidget(m_undoButton, 1, 0);
    buttons->addWidget(m_redoButton, 1, 1);

    setRelativeFont(m_status, 1.2, FontStyle::Bold);
    m_status->setWordWrap(true);
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_review->setWordWrap(true);
    m_moveView->setModel(m_moves);
    m_moveView->verticalHeader()->hide();
    m_moveView->horizontalHeader()->setSectionResizeMode(MoveListModel::MoveColumn, QHeaderView::Stretch);
    m_moveView->horizontalHeader()->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::ResizeToContents);
    // A long player name ("Computer (intermediate)") is elided, whole in its tooltip: the move and the review get the
    // width.
    m_moveView->horizontalHeader()->setSectionResizeMode(MoveListModel::PlayerColumn, QHeaderView::Interactive);
    m_moveView->setColumnWidth(MoveListModel::PlayerColumn,
                               fontMetrics().horizontalAdvance(QStringLiteral("Second player")));
    // The move and its review share the width and wrap: neither is ever cut off.
    m_moveView->horizontalHeader()->setSectionResizeMode(MoveListModel::ReviewColumn, QHeaderView::Stretch);
    m_moveView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moveView->setWordWrap(true);
    setMinimumWidth(360);
    m_moveView->setSelectionMode(QAbstractItemView::NoSelection);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_playersBox);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_hint);
    layout->addWidget(m_moveView, 1);
    layout->addWidget(m_history);
    layout->addWidget(m_playFromHere);
    layout->addWidget(m_review);

    connect(m_firstBox, &QComboBox::activated, this, [this](int item) { choosePlayer(0, item); });
    connect(m_secondBox, &QComboBox::activated, this, [this](int item) { choosePlayer(1, item); });
    connect(m_swapButton, &QPushButton::clicked, m_session, &GameSession::swapPlayers);
    connect(m_resetScores, &QPushButton::clicked, m_session->scorecard(), &Scorecard::reset);
    connect(m_session->scorecard(), &Scorecard::changed, this, &GameSidePanel::showScores);
    connect(m_newButton, &QPushButton::clicked, this, &GameSidePanel::newGameRequested);
    connect(m_undoButton, &QPushButton::clicked, m_session, &GameSession::undo);
    // Clicking a move shows the position after it; the game stays whole until "Play from here" or a move.
    connect(m_moveView, &QTableView::clicked, this,
            [this](const QModelIndex &index) { m_session->showPosition(index.row() + 1); });
    connect(m_playFromHere, &QPushButton::clicked, m_session, &GameSession::playFromHere);
    connect(m_redoButton, &QPushButton::clicked, m_session, &GameSession::redo);
    connect(m_hintButton, &QPushButton::clicked, m_session, &GameSession::showHint);
    connect(m_session, &GameSession::hintChanged, this, &GameSidePanel::showHint);
    connect(m_session, &GameSession::positionChanged, this, &GameSidePanel::refresh);
    // A refused move is told once, under the board (GamePage), not here beside an unrelated hint.
    retranslateUi();
}

void GameSidePanel::setAnswersHidden(bool hidden)
{
    m_answersHidden = hidden;
    m_hintButton->setVisible(!hidden);
    m_hint->setVisible(!hidden);
    m_history->setVisible(!hidden);
    m_review->setVisible(!hidden);
    refresh();
}

void GameSidePanel::fillPlayerBox(QComboBox *box)
{
    for (int i = 0; i <= kLevels; ++i)
        box->addItem(QString());
}

void GameSidePanel::choosePlayer(int index, int item)
{
    const GameSession::Player p =
        item == 0 ? GameSession::Player{GameSession::PlayerKind::Human, GameSession::Level::Perfect}
                  : GameSession::Player{GameSession::PlayerKind::Computer, GameSession::Level(item - 1)};
    m_session->setPlayer(index, p);
}

void GameSidePanel::retranslateUi()
{
    m_playersBox->setTitle(tr("Players"));
    m_firstLabel->setText(tr("First p&layer:"));
    m_secondLabel->setText(tr("Se&cond player:"));
    for (QComboBox *box : {m_firstBox, m_secondBox}) {
        box->setItemText(0, tr("A person"));
        box->setItemText(1, tr("Computer: beginner"));
        box->setItemText(2, tr("Computer: intermediate"));
        box->setItemText(3, tr("Computer: strong"));
        box->setItemText(4, tr("Computer: perfect"));
        box->setToolTip(tr("A person, or the computer: a beginner often plays a random move, the perfect computer "
                           "never misses a win"));
    }
    m_firstBox->setAccessibleName(tr("First player"));
    m_secondBox->setAccessibleName(tr("Second player"));
    m_swapButton->setText(tr("Swap si&des"));
    m_swapButton->setToolTip(tr("Exchange the two players: whoever played first plays second from this position, "
                                "and the other way round"));
    m_resetScores->setText(tr("Reset scores"));
    m_resetScores->setToolTip(tr("Set the games won by every player back to 0"));
    m_scorecard->setAccessibleName(tr("Games won"));
    m_newButton->setText(tr("New game"));
    m_newButton->setToolTip(tr("Start again from the start position (%1)").arg(keyName(QKeySequence::New)));
    m_undoButton->setText(tr("Undo"));
    m_undoButton->setToolTip(
        tr("Take back the last move; against the computer, its reply too (%1)").arg(keyName(QKeySequence::Undo)));
    m_redoButton->setText(tr("Redo"));
    m_redoButton->setToolTip(tr("Play again a move that was taken back (%1)").arg(keyName(QKeySequence::Redo)));
    m_playFromHere->setText(tr("Play on from here"));
    m_playFromHere->setToolTip(tr("Continue the game from the position shown (the moves after it can be redone until "
                                  "somebody moves)"));
    m_hintButton->setText(tr("Hint"));
    m_hintButton->setToolTip(
        tr("Show one winning move, or why there is none (%1)").arg(keyName(QKeySequence(Qt::CTRL | Qt::Key_H))));
    m_moveView->setAccessibleName(tr("Moves"));
    m_moves->refresh();
    refresh();
}

QString GameSidePanel::statusText() const
{
    // Who by name: "You", "Computer (strong)", "First player".
    const auto isYou = [this](int player) { return MoveListModel::isYou(*m_session, player); };
    if (m_session->isReviewing()) {
        const QString where =
            tr("Looking back: the position after move %1 of %2. Click the last move to return, or play from here.")
                .arg(m_session->moveCount())
                .arg(m_session->historySize());
        // A computer's move is its own: the board takes no move here until the game goes on.
        if (!m_session->isOver() && !m_session->isPersonToMove())
            return where + QLatin1Char(' ') +
                   tr("%1 moves here once you press \"Play on from here\".")
                       .arg(MoveListModel::playerName(*m_session, m_session->playerToMove()));
        return where;
    }
    if (m_session->isOver()) {
        const int winner = m_session->winner();
        return isYou(winner) ? tr("Game over: you won.")
                             : tr("Game over: %1 won.").arg(MoveListModel::playerName(*m_session, winner));
    }
    const int p = m_session->playerToMove();
    if (m_session->isComputerToMove())
        return tr("%1 is thinking...").arg(MoveListModel::playerName(*m_session, p));
    return isYou(p) ? tr("Your move.") : tr("%1 to move.").arg(MoveListModel::playerName(*m_session, p));
}

void GameSidePanel::showHint()
{
    // The words are the core's; a hint belongs to one position, so the session clears it on every change.
    if (!m_session->isHintShown()) {
        m_hint->clear();
        return;
    }
    // The session's hint is searched once here (shownHint() and hintText() would each search the winning moves);
    // the move goes unread to the session's explainer, which words it as GameSession::hintText() does.
    const auto move = m_session->shownHint();
    const GameExplainer &explainer = m_session->explainer();
    if (move)
        m_hint->setText(tr("Hint: %1").arg(explainer.describeMove(m_session->position(), *move)));
    else
        m_hint->setText(tr("No winning move: %1").arg(explainer.whyNoWinningMove(m_session->position())));
}

void GameSidePanel::refresh()
{
    m_firstBox->setCurrentIndex(itemFor(m_session->player(0)));
    m_secondBox->setCurrentIndex(itemFor(m_session->player(1)));
    // Swapping alike players changes nothing; once the game is over there is no game to swap sides in.
    m_swapButton->setEnabled(m_session->player(0) != m_session->player(1) && !m_session->isOver());
    showScores();
    m_undoButton->setEnabled(m_session->canUndo());
    m_redoButton->setEnabled(m_session->canRedo());
    m_hintButton->setEnabled(!m_session->isOver());
    m_playFromHere->setVisible(m_session->isReviewing());
    m_status->setText(statusText());
    showHint();
    // The review names the moves that would have won: an answer.
    m_moveView->setColumnHidden(MoveListModel::ReviewColumn, !m_session->isFinished() || m_answersHidden);
    if (m_session->moveCount() > 0)
        m_moveView->scrollTo(m_moves->index(m_session->moveCount() - 1, 0));
    if (!m_session->isFinished()) {
        m_review->clear();
        return;
    }
    const GameSession::ReviewCounts counts = m_session->reviewCounts();
    m_review->setText(tr("Review: moves that kept a won position: %1; that missed a win: %2 (the list says which "
                         "move would have won); made from a lost position: %3.")
                          .arg(counts.keptWin)
                          .arg(counts.missedWin)
                          .arg(counts.fromLost));
}

void GameSidePanel::showScores()
{
    // The two players now first (also at 0), then everyone else who won a game in this session.
    const Scorecard *scores = m_session->scorecard();
    QStringList rows;
    for (const Scorecard::Row &row : scores->rows(m_session->entrant(0), m_session->entrant(1)))
        rows << tr("%1 %2", "a player and the games they won")
                    .arg(MoveListModel::entrantName(row.entrant), QString::number(row.wins));
    m_scorecard->setText(tr("Games won: %1").arg(rows.join(QStringLiteral(" \u00b7 "))));
    m_resetScores->setEnabled(!scores->isEmpty());
}

void GameSidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
