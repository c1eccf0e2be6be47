// The value of a move before it is made (TypedGame::isWinningMove, what the boards colour on hover), for the three
// games in every variant and play: for every move of many positions, legal or not, it must say "winning" exactly for
// the moves the rules' own winningMoves() lists, "losing" for the other legal moves, and nothing for illegal moves or
// once the game is over.
#include "games/fibnimanalysis.h"
#include "games/fibnimrules.h"
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "games/typedgame.h"
#include "games/wythoffanalysis.h"
#include "games/wythoffrules.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace nimlab;

namespace {
enum Game
{
    NimGame,
    FibNimGame,
    WythoffGame,
};

GameKind kindOf(int game)
{
    switch (game) {
    case FibNimGame:
        return fibNimKind();
    case WythoffGame:
        return wythoffKind();
    default:
        return nimKind();
    }
}

// Every move worth asking about in `state`: each legal one and the illegal ones just beside them (taking nothing,
// adding a coin, taking one more than there is), in the game's own encoding.
std::vector<GameMove> candidateMoves(int game, const GameState &state)
{
    std::vector<GameMove> moves;
    switch (game) {
    case NimGame: // {heap, new size}
        for (std::uint64_t heap = 0; heap <= state.size(); ++heap)
            for (std::uint64_t to = 0; to <= (heap < state.size() ? state[heap] + 1 : 1); ++to)
                moves.push_back({heap, to});
        break;
    case WythoffGame: // the position left {x', y'}
        for (std::uint64_t x = 0; x <= state[0] + 1; ++x)
            for (std::uint64_t y = 0; y <= state[1] + 1; ++y)
                moves.push_back({x, y});
        break;
    default: { // {pile, take}; the largest pile of any variant's state bounds the takes
        const std::uint64_t most = *std::max_element(state.begin(), state.end());
        for (std::uint64_t pile = 0; pile <= state.size(); ++pile)
            for (std::uint64_t take = 0; take <= most + 1; ++take)
                moves.push_back({pile, take});
    }
    }
    return moves;
}

template <class Rules> void checkEveryMove(int game, GameSession &session)
{
    const TypedGame<Rules> typed(&session);
    const GameRules &rules = session.rules();
    const GameState &state = session.position();
    const std::vector<GameMove> winning = rules.winningMoves(state);
    const std::set<GameMove> winningSet(winning.begin(), winning.end());
    int legal = 0;
    for (const GameMove &move : candidateMoves(game, state)) {
        const std::optional<bool> value = typed.isWinningMove(Rules::decodeMove(move));
        const bool isLegal = !rules.checkMove(state, move);
        legal += isLegal ? 1 : 0;
        if (!isLegal) {
            QVERIFY2(!value, qPrintable(QStringLiteral("an illegal move has a value")));
            continue;
        }
        QVERIFY2(value, qPrintable(QStringLiteral("a legal move has no value")));
        QCOMPARE(*value, winningSet.count(move) == 1);
    }
    // The candidates covered every legal move, so every winning move was asked about.
    const std::optional<std::vector<GameMove>> all = rules.legalMoves(state, 100000);
    QVERIFY(all);
    QCOMPARE(legal, int(all->size()));
    for (const GameMove &move : winning)
        QCOMPARE(typed.isWinningMove(Rules::decodeMove(move)), std::optional<bool>(true));
}

void checkEveryMove(int game, GameSession &session)
{
    switch (game) {
    case FibNimGame:
        return checkEveryMove<FibNimRules>(game, session);
    case WythoffGame:
        return checkEveryMove<WythoffRules>(game, session);
    default:
        return checkEveryMove<NimRules>(game, session);
    }
}

QString stateText(const GameState &state)
{
    QStringList numbers;
    for (const std::uint64_t n : state)
        numbers << QString::number(n);
    return numbers.join(QLatin1Char(' '));
}

// A row for each valid position of `game` with these options where a move can be made.
void addRows(int game, const QString &name, const QJsonObject &options, const std::vector<GameState> &states)
{
    const std::unique_ptr<GameRules> rules = kindOf(game).rules(options);
    for (const GameState &state : states)
        if (!rules->checkPosition(state) && !rules->isOver(state))
            QTest::addRow("%s %s", qPrintable(name), qPrintable(stateText(state))) << game << options << state;
}

std::vector<GameState> grid(int dimensions, std::uint64_t from, std::uint64_t to)
{
    std::vector<GameState> states{{}};
    for (int d = 0; d < dimensions; ++d) {
        std::vector<GameState> longer;
        for (const GameState &s : states)
            for (std::uint64_t n = from; n <= to; ++n) {
                GameState t = s;
                t.push_back(n);
                longer.push_back(t);
            }
        states = longer;
    }
    return states;
}

template <class T> std::vector<T> joined(std::vector<T> a, const std::vector<T> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}
} // namespace

class TstMoveValues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMoveAgainstTheWinningMoves_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<QJsonObject>("options");
        QTest::addColumn<GameState>("state");
        const std::vector<GameState> heaps = joined(joined(grid(1, 0, 7), grid(2, 0, 6)), grid(3, 0, 5));
        for (const bool misere : {false, true}) {
            const QJsonObject options{{QStringLiteral("misere"), misere}};
            addRows(NimGame, misere ? QStringLiteral("nim misere") : QStringLiteral("nim"), options, heaps);
            addRows(WythoffGame, misere ? QStringLiteral("wythoff misere") : QStringLiteral("wythoff"), options,
                    grid(2, 0, 8));
        }
        using Variant = FibNimRules::Variant;
        // One pile: {coins, quota}; several piles: {n1, q1, n2, q2}; one quota: {quota, n1, n2}.
        addRows(FibNimGame, QStringLiteral("fibnim single"), FibNimRules::optionsFor(Variant::Single), grid(2, 0, 16));
        addRows(FibNimGame, QStringLiteral("fibnim multi"), FibNimRules::optionsFor(Variant::Multi), grid(4, 0, 4));
        addRows(FibNimGame, QStringLiteral("fibnim global"), FibNimRules::optionsFor(Variant::Global), grid(3, 0, 5));
    }
    void everyMoveAgainstTheWinningMoves()
    {
        QFETCH(int, game);
        QFETCH(QJsonObject, options);
        QFETCH(GameState, state);
        GameSession session(kindOf(game), options, state);
        QCOMPARE(session.position(), state);
        checkEveryMove(game, session);
    }

    // The seed article's position: only heap 1 from 6 to 5 wins; every other take from heap 1 loses.
    void seedArticlePosition()
    {
        GameSession session(nimKind(), {{QStringLiteral("misere"), false}}, {6, 12, 9});
        const TypedGame<NimRules> game(&session);
        QCOMPARE(game.isWinningMove({0, 5}), std::optional<bool>(true));
        for (std::uint64_t to = 0; to < 5; ++to)
            QCOMPARE(game.isWinningMove({0, to}), std::optional<bool>(false));
        QCOMPARE(game.isWinningMove({0, 6}), std::nullopt); // takes nothing
        QCOMPARE(game.isWinningMove({3, 0}), std::nullopt); // no such heap
    }

    // Once the game is over no move has a value, not even one the rules would call legal in another position.
    void noValueOnceOver()
    {
        GameSession session(nimKind(), {{QStringLiteral("misere"), false}}, {2});
        const TypedGame<NimRules> game(&session);
        QCOMPARE(game.isWinningMove({0, 0}), std::optional<bool>(true));
        QCOMPARE(game.isWinningMove({0, 1}), std::optional<bool>(false));
        QVERIFY(game.play({0, 0}).isEmpty());
        QVERIFY(session.isOver());
        QCOMPARE(game.isWinningMove({0, 0}), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TstMoveValues)
#include "tst_movevalues.moc"
