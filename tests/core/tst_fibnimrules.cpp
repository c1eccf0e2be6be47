// Fibonacci Nim's rules in all three variants, driven through the shared GameSession: the article's positions, every
// verdict and winning move against a plain game-tree search, refused moves and positions with their reasons, whole
// games against the perfect computer, undo and redo, and saving and restoring a game in progress.
#include "games/fibnimgame.h"
#include "games/fibnimrules.h"
#include "games/gamesession.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

using namespace nimlab;
using Variant = FibNimRules::Variant;

Q_DECLARE_METATYPE(nimlab::FibNimRules::Variant)

namespace {
constexpr std::uint64_t k1e18 = 1000000000000000000ULL;

QJsonObject options(Variant v)
{
    return FibNimRules::optionsFor(v);
}

GameSession::Player perfectComputer()
{
    return {GameSession::PlayerKind::Computer, GameSession::Level::Perfect};
}

/// The textbook definition, independent of the rules' strategy: the mover wins iff some legal move (as checkMove
/// accepts it) leaves a position the opponent loses.
class TreeSearch
{
public:
    explicit TreeSearch(const GameRules &rules) : m_rules(rules) {}

    bool wins(const GameState &state)
    {
        if (const auto found = m_memo.find(state); found != m_memo.end())
            return found->second;
        bool result = false;
        for (const GameMove &m : legalMoves(state))
            if (!wins(m_rules.apply(state, m))) {
                result = true;
                break;
            }
        m_memo.emplace(state, result);
        return result;
    }
    std::set<GameMove> winningMoves(const GameState &state)
    {
        std::set<GameMove> moves;
        for (const GameMove &m : legalMoves(state))
            if (!wins(m_rules.apply(state, m)))
                moves.insert(m);
        return moves;
    }
    std::vector<GameMove> legalMoves(const GameState &state) const
    {
        std::vector<GameMove> moves;
        for (std::uint64_t pile = 0; pile < state.size(); ++pile)
            for (std::uint64_t take = 1; take <= 40; ++take)
                if (!m_rules.checkMove(state, {pile, take}))
                    moves.push_back({pile, take});
        return moves;
    }

private:
    const GameRules &m_rules;
    std::map<GameState, bool> m_memo;
};
} // namespace

class TstFibNimRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedGameThroughTheSession()
    {
        // The article's 10-coin game: 10 -> 8 -> 6 -> 5 -> 4 -> 3, then the first player takes the rest.
        GameSession s(fibNimKind(), options(Variant::Single), FibNimRules::singleStart(10));
        QCOMPARE(s.position(), (GameState{10, 9}));
        QVERIFY(s.rules().moverWins(s.position()));
        QCOMPARE(s.rules().winningMoves(s.position()), (std::vector<GameMove>{{0, 2}}));
        const std::vector<std::pair<std::uint64_t, GameState>> script{
            {2, {8, 4}}, {2, {6, 4}}, {1, {5, 2}}, {1, {4, 2}}, {1, {3, 2}}, {2, {1, 4}}, {1, {0, 2}}};
        for (const auto &[take, after] : script) {
            QVERIFY(s.play({0, take}).isEmpty());
            QCOMPARE(s.position(), after);
        }
        QVERIFY(s.isOver());
        QCOMPARE(s.winner(), 0);
        QCOMPARE(s.explainer().describeMove(s.positionAt(0), s.moveAt(0)),
                 QStringLiteral("take 2: 10 \u2192 8, next quota 4"));
    }

    void verdictsMatchTheTreeSearch_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<GameState>("state");
        for (std::uint64_t n = 2; n <= 30; ++n)
            QTest::addRow("single start %llu", static_cast<unsigned long long>(n))
                << Variant::Single << FibNimRules::singleStart(n);
        QTest::addRow("single 17, quota 4") << Variant::Single << GameState{17, 4};
        int row = 0;
        for (const auto &piles : std::vector<std::vector<std::uint64_t>>{{5, 8}, {4, 7}, {3, 3}, {2, 6, 9}, {10, 1}})
            QTest::addRow("multi start %d", ++row) << Variant::Multi << FibNimRules::multiStart(piles);
        QTest::addRow("multi mid-game") << Variant::Multi << GameState{7, 2, 6, 4, 3, 1};
        for (const auto &piles : std::vector<std::vector<std::uint64_t>>{{5, 8}, {4, 4}, {1, 2, 3}, {6, 7}, {13}})
            QTest::addRow("global start %d", ++row) << Variant::Global << FibNimRules::globalStart(piles);
        QTest::addRow("global quota 1") << Variant::Global << FibNimRules::globalStart({3, 4}, 1);
    }
    void verdictsMatchTheTreeSearch()
    {
        QFETCH(Variant, variant);
        QFETCH(GameState, state);
        const auto rules = FibNimRules::fromOptions(options(variant));
        QVERIFY(!rules->checkPosition(state));
        TreeSearch search(*rules);
        const FibNimExplainer explainer(static_cast<const FibNimRules &>(*rules));
        // The position and every position one and two moves on.
        std::vector<GameState> positions{state};
        for (const GameMove &m : search.legalMoves(state)) {
            positions.push_back(rules->apply(state, m));
            for (const GameMove &r : search.legalMoves(positions.back()))
                positions.push_back(rules->apply(positions.back(), r));
        }
        for (const GameState &p : positions) {
            QCOMPARE(rules->moverWins(p), search.wins(p));
            const std::vector<GameMove> moves = rules->winningMoves(p);
            QCOMPARE(std::set<GameMove>(moves.begin(), moves.end()), search.winningMoves(p));
            QCOMPARE(explainer.whyNoWinningMove(p).isEmpty(), search.wins(p) && !rules->isOver(p));
        }
    }

    void refusedMoves_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<GameState>("state");
        QTest::addColumn<GameMove>("move");
        QTest::addColumn<QString>("reason");
        QTest::addRow("first move takes every coin")
            << Variant::Single << GameState{10, 9} << GameMove{0, 10} << QStringLiteral("The quota is 9");
        QTest::addRow("above the quota") << Variant::Single << GameState{8, 4} << GameMove{0, 5}
                                         << QStringLiteral("at most 4 coins");
        QTest::addRow("more than the pile")
            << Variant::Single << GameState{3, 8} << GameMove{0, 4} << QStringLiteral("Only 3 coins");
        QTest::addRow("nothing") << Variant::Single << GameState{10, 9} << GameMove{0, 0}
                                 << QStringLiteral("at least one coin");
        QTest::addRow("second pile of one")
            << Variant::Single << GameState{10, 9} << GameMove{1, 1} << QStringLiteral("only one pile");
        QTest::addRow("malformed") << Variant::Single << GameState{10, 9} << GameMove{2}
                                   << QStringLiteral("Choose a pile");
        QTest::addRow("multi: a pile's own quota")
            << Variant::Multi << GameState{7, 6, 5, 2} << GameMove{1, 3} << QStringLiteral("quota of pile 2 is 2");
        QTest::addRow("multi: a one-coin pile")
            << Variant::Multi << GameState{1, 0, 5, 4} << GameMove{0, 1} << QStringLiteral("Pile 1 cannot be played");
        QTest::addRow("multi: no such pile")
            << Variant::Multi << GameState{7, 6, 5, 2} << GameMove{2, 1} << QStringLiteral("no pile 3");
        QTest::addRow("global: the one quota")
            << Variant::Global << GameState{2, 7, 5} << GameMove{1, 3} << QStringLiteral("The quota is 2");
        QTest::addRow("global: empty pile")
            << Variant::Global << GameState{2, 0, 5} << GameMove{0, 1} << QStringLiteral("Pile 1 is empty");
    }
    void refusedMoves()
    {
        QFETCH(Variant, variant);
        QFETCH(GameState, state);
        QFETCH(GameMove, move);
        QFETCH(QString, reason);
        GameSession s(fibNimKind(), options(variant), state);
        QSignalSpy rejected(&s, &GameSession::moveRejected);
        const QString problem = s.play(move);
        QVERIFY2(problem.contains(reason), qPrintable(problem));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(s.position(), state);
        QCOMPARE(s.moveCount(), 0);
    }

    void refusedPositions_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<GameState>("state");
        QTest::addColumn<QString>("reason");
        QTest::addRow("one coin") << Variant::Single << FibNimRules::singleStart(1)
                                  << QStringLiteral("at least 2 coins");
        QTest::addRow("no coin") << Variant::Single << FibNimRules::singleStart(0) << QStringLiteral("empty");
        QTest::addRow("above 10^18") << Variant::Single << FibNimRules::singleStart(k1e18 + 1)
                                     << QStringLiteral("1000000000000000000");
        QTest::addRow("multi: 1001 coins")
            << Variant::Multi << FibNimRules::multiStart({5, 1001}) << QStringLiteral("pile 2 has 1001");
        QTest::addRow("multi: 11 piles") << Variant::Multi << FibNimRules::multiStart(std::vector<std::uint64_t>(11, 3))
                                         << QStringLiteral("1 to 10 piles");
        QTest::addRow("multi: only one-coin piles")
            << Variant::Multi << FibNimRules::multiStart({1, 1}) << QStringLiteral("No pile can be played");
        QTest::addRow("global: 41 coins") << Variant::Global << FibNimRules::globalStart({20, 21})
                                          << QStringLiteral("up to 40 coins in all; this position has 41");
        QTest::addRow("global: quota 0") << Variant::Global << FibNimRules::globalStart({2, 3}, 0)
                                         << QStringLiteral("at least 1");
    }
    void refusedPositions()
    {
        QFETCH(Variant, variant);
        QFETCH(GameState, state);
        QFETCH(QString, reason);
        GameSession s(fibNimKind(), options(Variant::Single), FibNimRules::singleStart(10));
        const QString problem = s.newGame(options(variant), state);
        QVERIFY2(problem.contains(reason), qPrintable(problem));
        QCOMPARE(s.position(), (GameState{10, 9}));
    }

    void perfectComputerNeverLosesAWonPosition_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("computer");
        for (const int computer : {0, 1}) {
            QTest::addRow("single, computer %d", computer) << Variant::Single << computer;
            QTest::addRow("multi, computer %d", computer) << Variant::Multi << computer;
            QTest::addRow("global, computer %d", computer) << Variant::Global << computer;
        }
    }
    void perfectComputerNeverLosesAWonPosition()
    {
        QFETCH(Variant, variant);
        QFETCH(int, computer);
        std::mt19937_64 random(42);
        int computerWins = 0;
        for (int game = 0; game < 60; ++game) {
            std::vector<std::uint64_t> piles;
            const std::size_t count = variant == Variant::Single ? 1 : 1 + random() % 3;
            for (std::size_t i = 0; i < count; ++i)
                piles.push_back(2 + random() % (variant == Variant::Single ? 150 : variant == Variant::Multi ? 40 : 8));
            FibNimGame g;
            QVERIFY(g.newGame(variant, piles).isEmpty());
            GameSession *s = g.session();
            s->setComputerDelayMs(0);
            s->setSeed(std::uint64_t(game));
            s->setPlayer(computer, perfectComputer());
            s->setPlayer(1 - computer, {GameSession::PlayerKind::Human, GameSession::Level::Perfect});
            bool computerHadTheWin = false;
            while (!s->isOver()) {
                if (s->playerToMove() != computer) {
                    std::mt19937_64 r(random());
                    QVERIFY(s->play(s->rules().randomMove(s->position(), r)).isEmpty());
                } else {
                    computerHadTheWin = computerHadTheWin || s->rules().moverWins(s->position());
                    const int before = s->moveCount();
                    QTRY_VERIFY_WITH_TIMEOUT(s->moveCount() == before + 1, 60000);
                }
            }
            if (computerHadTheWin)
                QCOMPARE(s->winner(), computer);
            computerWins += s->winner() == computer;
        }
        QVERIFY(computerWins > 30); // random play rarely keeps a win for long
    }

    void largePileStaysExact()
    {
        GameSession s(fibNimKind(), options(Variant::Single), FibNimRules::singleStart(k1e18));
        QCOMPARE(s.position(), (GameState{k1e18, k1e18 - 1}));
        const std::vector<GameMove> moves = s.rules().winningMoves(s.position());
        QVERIFY(!moves.empty());
        QVERIFY(s.play(moves.front()).isEmpty());
        QVERIFY(!s.rules().moverWins(s.position()));
        QCOMPARE(s.position()[0], k1e18 - moves.front()[1]);
        QCOMPARE(s.position()[1], 2 * moves.front()[1]);
    }

    void undoRedoAgainstTheComputer()
    {
        FibNimGame g;
        GameSession *s = g.session();
        s->setComputerDelayMs(0);
        s->setPlayer(1, perfectComputer());
        QVERIFY(s->play({0, 2}).isEmpty()); // 10 -> 8: the computer is now lost
        QTRY_COMPARE_WITH_TIMEOUT(s->moveCount(), 2, 60000);
        const GameState afterReply = s->position();
        QCOMPARE(g.pileSizesReached().front(), std::uint64_t(10));
        s->undo();
        QCOMPARE(s->moveCount(), 0);
        QCOMPARE(s->position(), (GameState{10, 9}));
        QCOMPARE(g.pileSizesReached(), (std::vector<std::uint64_t>{10}));
        s->redo(); // one move at a time: the person's, then the computer's reply before it moves again
        s->redo();
        QCOMPARE(s->position(), afterReply);
    }

    void saveAndRestore_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<std::vector<std::uint64_t>>("piles");
        QTest::addColumn<GameMove>("move");
        QTest::addRow("single 10^18") << Variant::Single << std::vector<std::uint64_t>{k1e18}
                                      << GameMove{0, 123456789012345678ULL};
        QTest::addRow("multi") << Variant::Multi << std::vector<std::uint64_t>{1000, 7, 12} << GameMove{2, 5};
        QTest::addRow("global") << Variant::Global << std::vector<std::uint64_t>{20, 13, 7} << GameMove{1, 13};
    }
    void saveAndRestore()
    {
        QFETCH(Variant, variant);
        QFETCH(std::vector<std::uint64_t>, piles);
        QFETCH(GameMove, move);
        FibNimGame a;
        QSignalSpy changed(a.session(), &GameSession::stateChanged);
        QVERIFY(a.newGame(variant, piles).isEmpty());
        QVERIFY(a.session()->play(move).isEmpty());
        QCOMPARE(changed.count(), 2);
        const QJsonObject state = a.session()->saveState();
        FibNimGame b;
        QVERIFY(b.session()->validateState(state).isEmpty());
        b.session()->restoreState(state);
        QCOMPARE(b.variant(), variant);
        QCOMPARE(b.session()->startPosition(), a.session()->startPosition());
        QCOMPARE(b.session()->position(), a.session()->position());
        QCOMPARE(b.session()->moveAt(0), move);
        QCOMPARE(b.session()->player(1), a.session()->player(1));
        QJsonObject damaged = state;
        damaged.insert(QStringLiteral("options"), QJsonObject{{QStringLiteral("variant"), QStringLiteral("misere")}});
        QVERIFY(!b.session()->validateState(damaged).isEmpty());
        damaged = state;
        damaged.insert(QStringLiteral("moves"),
                       QJsonArray{QJsonArray{QStringLiteral("0"), QString::number(piles[0] + 1)}});
        QVERIFY(!b.session()->validateState(damaged).isEmpty()); // more coins than the pile holds
    }
};

QTEST_GUILESS_MAIN(TstFibNimRules)
#include "tst_fibnimrules.moc"
