#include "practiceboards.h"

#include "fibnim/fibnimanalysisview.h"
#include "fibnim/fibnimboard.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/sumlab.h"
#include "games/wythofflab.h"
#include "nim/nimanalysisview.h"
#include "nim/nimboard.h"
#include "practice/practicelab.h"
#include "practice/practiceround.h"
#include "sums/sumanalysisview.h"
#include "sums/sumboard.h"
#include "wythoff/wythoffanalysisview.h"
#include "wythoff/wythoffboard.h"
#include "wythoff/wythoffpiles.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace nimlab {

namespace {
QWidget *scrolled(QWidget *inner, const QString &name)
{
    auto *area = new QScrollArea;
    area->setObjectName(name);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // Top-aligned: the rows of a board keep their natural spacing however tall the page is.
    auto *holder = new QWidget;
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(inner);
    layout->addStretch(1);
    area->setWidget(holder);
    return area;
}
} // namespace

PracticeBoards::PracticeBoards(PracticeLab *lab, QWidget *parent)
    : QObject(parent), m_boards(new QStackedWidget(parent)), m_explanations(new QStackedWidget(parent))
{
    auto *nimBoard = new NimBoard(lab->boardTab(PracticeGame::Nim)->game());
    auto *fibNimBoard = new FibNimBoard(lab->fibNimBoard());
    auto *wythoff = new QWidget;
    auto *piles = new WythoffPiles(lab->wythoffBoard(), wythoff);
    auto *queen = new WythoffBoard(lab->wythoffBoard(), WythoffBoard::Shows::Game, wythoff);
    auto *wythoffLayout = new QVBoxLayout(wythoff);
    wythoffLayout->setContentsMargins(0, 0, 0, 0);
    wythoffLayout->addWidget(piles);
    wythoffLayout->addWidget(queen, 1, Qt::AlignLeft);
    // The queen's board only while her square is on it (the piles show any size).
    const auto placeQueen = [queen] { queen->setVisible(queen->queenOnBoard()); };
    connect(lab->wythoffBoard()->game(), &GameSession::positionChanged, queen, placeQueen);
    connect(lab->wythoffBoard(), &WythoffLab::settingsChanged, queen, placeQueen);
    placeQueen();
    auto *sumBoard = new SumBoard(lab->sumBoard()->game());

    QWidget *const boards[] = {nimBoard, fibNimBoard, wythoff, sumBoard};
    QWidget *const analyses[] = {new NimAnalysisView(lab->boardTab(PracticeGame::Nim)->game()),
                                 new FibNimAnalysisView(lab->fibNimBoard()),
                                 new WythoffAnalysisView(lab->wythoffBoard()), new SumAnalysisView(lab->sumBoard())};
    for (std::size_t i = 0; i < kPracticeGames.size(); ++i) {
        const QString name = practiceGameName(kPracticeGames[i]);
        m_boards->addWidget(scrolled(boards[i], name + QStringLiteral("PracticeBoard")));
        m_explanations->addWidget(scrolled(analyses[i], name + QStringLiteral("PracticeAnalysis")));
    }
    connect(nimBoard, &NimBoard::message, this, &PracticeBoards::message);
    connect(fibNimBoard, &FibNimBoard::message, this, &PracticeBoards::message);
    connect(piles, &WythoffPiles::message, this, &PracticeBoards::message);
    connect(sumBoard, &SumBoard::message, this, &PracticeBoards::message);
    for (const PracticeGame g : kPracticeGames)
        connect(lab->boardTab(g)->game(), &GameSession::moveRejected, this, &PracticeBoards::message);
}

QWidget *PracticeBoards::boards() const
{
    return m_boards;
}

QWidget *PracticeBoards::explanations() const
{
    return m_explanations;
}

void PracticeBoards::show(PracticeGame game)
{
    const auto i = int(std::find(kPracticeGames.begin(), kPracticeGames.end(), game) - kPracticeGames.begin());
    m_boards->setCurrentIndex(i);
    m_explanations->setCurrentIndex(i);
}

} // namespace nimlab
