// Fibonacci Nim: the article's rules and example, every winning move, Grundy values, several piles, the global variant.
#include "math/fibnim.h"
#include "math/fibonacci.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace nimlab;

namespace {
using Moves = QList<quint64>;
constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

Moves toMoves(const std::vector<std::uint64_t> &moves)
{
    return Moves(moves.begin(), moves.end());
}

/// One pile from the rules alone: win(n, q) iff some legal k takes the last coin or leaves a lost position.
class SinglePileBruteForce
{
public:
    explicit SinglePileBruteForce(int maxCoins) : m_win(std::size_t(maxCoins + 1), std::vector<bool>(maxCoins + 1))
    {
        for (int n = 1; n <= maxCoins; ++n)
            for (int q = 1; q <= n; ++q)
                m_win[n][q] = m_win[n][q - 1] || q == n || !wins(n - q, 2 * q);
    }
    bool wins(int n, std::uint64_t q) const { return m_win[n][std::min<std::uint64_t>(q, n)]; }
    Moves winningMoves(int n, std::uint64_t q) const
    {
        Moves moves;
        for (int k = 1; k <= int(std::min<std::uint64_t>(q, n)); ++k)
            if (k == n || !wins(n - k, 2 * k))
                moves.append(k);
        return moves;
    }

private:
    std::vector<std::vector<bool>> m_win;
};

/// Up to three piles of at most 8 coins, each with its own quota, searched as one game (no Grundy values).
class MultiPileBruteForce
{
public:
    bool wins(const std::vector<FibNimPosition> &piles)
    {
        signed char &known = m_memo[code(piles)];
        if (known < 0)
            known = !winningMoves(piles, true).empty();
        return known != 0;
    }
    std::vector<FibNimPileMove> winningMoves(const std::vector<FibNimPosition> &piles, bool firstOnly = false)
    {
        std::vector<FibNimPileMove> moves;
        for (std::size_t i = 0; i < piles.size(); ++i) {
            for (std::uint64_t k = 1; k <= std::min(piles[i].coins, piles[i].quota); ++k) {
                std::vector<FibNimPosition> after = piles;
                after[i] = {piles[i].coins - k, 2 * k};
                if (!wins(after))
                    moves.push_back({int(i), k});
                if (firstOnly && !moves.empty())
                    return moves;
            }
        }
        return moves;
    }

private:
    static std::size_t code(const std::vector<FibNimPosition> &piles)
    {
        std::size_t code = 0;
        for (const FibNimPosition &p : piles)
            code = code * 81 + p.coins * 9 + std::min(p.quota, p.coins);
        return code;
    }
    std::vector<signed char> m_memo = std::vector<signed char>(81 * 81 * 81, -1);
};

/// The global variant by plain recursion, no memo: the mover wins iff some move leaves the opponent lost.
bool globalWinsPlain(std::vector<std::uint64_t> &piles, std::uint64_t quota)
{
    for (std::size_t i = 0; i < piles.size(); ++i) {
        for (std::uint64_t k = 1; k <= std::min(quota, piles[i]); ++k) {
            piles[i] -= k;
            const bool opponentWins = globalWinsPlain(piles, 2 * k);
            piles[i] += k;
            if (!opponentWins)
                return true;
        }
    }
    return false;
}
} // namespace

class TstFibNim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startAndAfter()
    {
        QCOMPARE(fibNimStart(10), (FibNimPosition{10, 9}));
        QCOMPARE(fibNimStart(0), (FibNimPosition{0, 0}));
        QCOMPARE(fibNimAfter({10, 9}, 2), (FibNimPosition{8, 4}));
        QCOMPARE(fibNimAfter({kMax, kMax}, kMax / 2 + 1), (FibNimPosition{kMax / 2, kMax})); // 2k saturates
        QVERIFY(fibNimIsLegal({10, 9}, 9));
        QVERIFY(!fibNimIsLegal({10, 9}, 10)); // the first move may not take every coin
        QVERIFY(!fibNimIsLegal({10, 9}, 0));
        QVERIFY(!fibNimIsLegal({3, 8}, 4));
        QVERIFY(!fibNimIsWinning({0, 5}));
    }

    void seedPositions_data()
    {
        QTest::addColumn<quint64>("coins");
        QTest::addColumn<quint64>("quota");
        QTest::addColumn<Moves>("winningMoves");
        QTest::addColumn<quint64>("adviceMove");
        QTest::addRow("10 = 8 + 2, quota 9: 2 is the only winning move") << 10ULL << 9ULL << Moves{2} << 2ULL;
        QTest::addRow("8 left, quota 4: losing") << 8ULL << 4ULL << Moves{} << 0ULL;
        QTest::addRow("6 = 5 + 1, quota 4: take 1") << 6ULL << 4ULL << Moves{1} << 1ULL;
        QTest::addRow("5 left, quota 2: losing") << 5ULL << 2ULL << Moves{} << 0ULL;
        QTest::addRow("4 = 3 + 1, quota 2: take 1") << 4ULL << 2ULL << Moves{1} << 1ULL;
        QTest::addRow("3 left, quota 2: losing") << 3ULL << 2ULL << Moves{} << 0ULL;
        QTest::addRow("21 coins (Fibonacci), quota 20: losing") << 21ULL << 20ULL << Moves{} << 0ULL;
        QTest::addRow("2 left, quota 2: take all") << 2ULL << 2ULL << Moves{2} << 2ULL;
        QTest::addRow("11 = 8 + 3, quota 10") << 11ULL << 10ULL << Moves{3} << 3ULL;
        QTest::addRow("12 = 8 + 3 + 1, quota 11: 1, not 4 (8 is not below 8)") << 12ULL << 11ULL << Moves{1} << 1ULL;
        QTest::addRow("17 = 13 + 3 + 1, quota 16: 1 or 4") << 17ULL << 16ULL << Moves{1, 4} << 1ULL;
    }
    void seedPositions()
    {
        QFETCH(quint64, coins);
        QFETCH(quint64, quota);
        QFETCH(Moves, winningMoves);
        QFETCH(quint64, adviceMove);
        const FibNimPosition position{coins, quota};
        QCOMPARE(toMoves(fibNimWinningMoves(position)), winningMoves);
        QCOMPARE(fibNimIsWinning(position), !winningMoves.isEmpty());
        const FibNimAdvice advice = fibNimAdvice(position);
        QCOMPARE(advice.winning, !winningMoves.isEmpty());
        QCOMPARE(advice.move, adviceMove);
        QCOMPARE(advice.remaining, coins - adviceMove);
        QCOMPARE(advice.opponentQuota, 2 * adviceMove);
        QCOMPARE(advice.smallestTerm, zeckendorf(coins).back());
        if (advice.winning && !advice.takeAll)
            QVERIFY(advice.remainingSmallest > advice.opponentQuota); // the article's reason the opponent loses
    }

    void seedReplies_data()
    {
        QTest::addColumn<quint64>("coins");
        QTest::addColumn<quint64>("quota");
        QTest::addColumn<quint64>("reply");
        QTest::addColumn<bool>("takeAll");
        QTest::addRow("8, quota 4, reply 2: 6 = 5 + 1, take 1") << 8ULL << 4ULL << 2ULL << false;
        QTest::addRow("8, quota 4, reply 3: take all") << 8ULL << 4ULL << 3ULL << true;
        QTest::addRow("8, quota 4, reply 4: take all") << 8ULL << 4ULL << 4ULL << true;
        QTest::addRow("5, quota 2, reply 1: 4 = 3 + 1, take 1") << 5ULL << 2ULL << 1ULL << false;
        QTest::addRow("5, quota 2, reply 2: take all") << 5ULL << 2ULL << 2ULL << true;
        QTest::addRow("3, quota 2, reply 1: take all") << 3ULL << 2ULL << 1ULL << true;
        QTest::addRow("3, quota 2, reply 2: take all") << 3ULL << 2ULL << 2ULL << true;
    }
    void seedReplies()
    {
        QFETCH(quint64, coins);
        QFETCH(quint64, quota);
        QFETCH(quint64, reply);
        QFETCH(bool, takeAll);
        QVERIFY(fibNimIsLegal({coins, quota}, reply));
        const FibNimPosition after = fibNimAfter({coins, quota}, reply);
        QVERIFY(fibNimIsWinning(after)); // from a losing position every reply hands back a win
        QCOMPARE(fibNimAdvice(after).takeAll, takeAll);
        QCOMPARE(fibNimWinningMoves(after).back() == after.coins, takeAll);
    }

    void matchesBruteForce()
    {
        const SinglePileBruteForce brute(150);
        for (int n = 0; n <= 150; ++n) {
            for (const std::uint64_t q : {std::uint64_t(n + 1), kMax}) // quotas above n, then every q in 1..n
                QCOMPARE(toMoves(fibNimWinningMoves({std::uint64_t(n), q})), brute.winningMoves(n, q));
            for (std::uint64_t q = 1; q <= std::uint64_t(n); ++q) {
                QCOMPARE(fibNimIsWinning({std::uint64_t(n), q}), brute.wins(n, q));
                QCOMPARE(toMoves(fibNimWinningMoves({std::uint64_t(n), q})), brute.winningMoves(n, q));
            }
        }
    }

    void largeValues_data()
    {
        QTest::addColumn<quint64>("coins");
        QTest::addColumn<quint64>("quota");
        QTest::addColumn<bool>("winning");
        QTest::addRow("10^18, start") << 1000000000000000000ULL << 999999999999999999ULL << true;
        QTest::addRow("2^64 - 1, start") << quint64(kMax) << quint64(kMax - 1) << true;
        QTest::addRow("2^64 - 1, quota 2^64 - 1") << quint64(kMax) << quint64(kMax) << true;
        QTest::addRow("F_93, start") << quint64(fibonacci(93)) << quint64(fibonacci(93) - 1) << false;
        QTest::addRow("F_93 + F_2, quota 1") << quint64(fibonacci(93) + 1) << 1ULL << true;
        QTest::addRow("F_93 + F_91, quota F_91 - 1")
            << quint64(fibonacci(93) + fibonacci(91)) << quint64(fibonacci(91) - 1) << false;
    }
    void largeValues()
    {
        QFETCH(quint64, coins);
        QFETCH(quint64, quota);
        QFETCH(bool, winning);
        QElapsedTimer timer;
        timer.start();
        const FibNimPosition position{coins, quota};
        const std::vector<std::uint64_t> moves = fibNimWinningMoves(position);
        QCOMPARE(fibNimIsWinning(position), winning);
        QCOMPARE(moves.empty(), !winning);
        QVERIFY(std::is_sorted(moves.begin(), moves.end()));
        for (const std::uint64_t k : moves) {
            QVERIFY(fibNimIsLegal(position, k));
            QVERIFY(!fibNimIsWinning(fibNimAfter(position, k)));
            for (const std::uint64_t near : {k - 1, k + 1}) // the neighbours of a winning move, when legal, lose
                if (fibNimIsLegal(position, near) && !std::binary_search(moves.begin(), moves.end(), near))
                    QVERIFY(fibNimIsWinning(fibNimAfter(position, near)));
        }
        for (std::uint64_t k = 1; k <= 200 && fibNimIsLegal(position, k); ++k)
            QCOMPARE(!fibNimIsWinning(fibNimAfter(position, k)), std::binary_search(moves.begin(), moves.end(), k));
        const FibNimAdvice advice = fibNimAdvice(position);
        QCOMPARE(advice.winning, winning);
        if (winning)
            QVERIFY(std::binary_search(moves.begin(), moves.end(), advice.move));
        QVERIFY(timer.elapsed() < 100);
    }

    void adviceExplains()
    {
        for (std::uint64_t n = 1; n <= 1000; ++n) {
            for (const std::uint64_t q : {std::uint64_t(1), n / 3 + 1, n - 1, n}) {
                const FibNimAdvice advice = fibNimAdvice({n, q});
                const std::vector<std::uint64_t> moves = fibNimWinningMoves({n, q});
                QCOMPARE(advice.winning, !moves.empty());
                if (!advice.winning)
                    continue;
                QVERIFY(std::find(moves.begin(), moves.end(), advice.move) != moves.end());
                QCOMPARE(advice.takeAll, q >= n);
                if (advice.takeAll)
                    continue;
                QVERIFY2(advice.remainingSmallest > advice.opponentQuota, qPrintable(QString::number(n)));
                QCOMPARE(advice.move, moves.front()); // the article's move is always the smallest winning move
            }
        }
    }

    void grundyMatchesWinLoss()
    {
        const FibNimGrundyTable table(300);
        QVERIFY(table.isValid());
        for (int n = 1; n <= 300; ++n) {
            for (std::uint64_t q = 1; q <= std::uint64_t(n); ++q) {
                QVERIFY(table.value(n, q) >= table.value(n, q - 1)); // more moves never lower the value
                QCOMPARE(table.value(n, q) != 0, fibNimIsWinning({std::uint64_t(n), q}));
            }
        }
    }

    void grundyMatchesTextbook()
    {
        const int top = 200;
        const FibNimGrundyTable table(top);
        std::vector<std::vector<int>> g(top + 1, std::vector<int>(top + 1, 0)); // g[n][q], q capped at n
        for (int n = 1; n <= top; ++n) {
            for (int q = 1; q <= n; ++q) {
                std::vector<bool> seen(q + 1);
                for (int k = 1; k <= q; ++k)
                    seen[g[n - k][std::min(2 * k, n - k)]] = true;
                g[n][q] = int(std::find(seen.begin(), seen.end(), false) - seen.begin());
                QCOMPARE(int(table.value(n, q)), g[n][q]);
            }
            QCOMPARE(int(table.value(n, kMax)), g[n][n]);
        }
    }

    void grundyZeroAtFibonacci()
    {
        // g(n, n - 1) is the value of the start position: 0 exactly when the first player loses.
        const FibNimGrundyTable table(1000);
        for (int n = 2; n <= 1000; ++n)
            QCOMPARE(table.value(n, n - 1) == 0, isFibonacci(n));
    }

    void grundyEdges()
    {
        const FibNimGrundyTable table(20);
        QCOMPARE(int(table.value(0, 5)), 0);
        QCOMPARE(int(table.value(7, 0)), 0);
        QCOMPARE(table.value(7, 100), table.value(7, 7));
        QCOMPARE(int(table.value(21, 1)), 0); // outside the table
        QVERIFY(!FibNimGrundyTable(-1).isValid());
        QVERIFY(FibNimGrundyTable(0).isValid());
        QVERIFY(!FibNimGrundyTable(kMaxFibNimGrundyCoins + 1).isValid());
    }

    void grundyProgressAndCancel()
    {
        std::vector<double> fractions;
        const FibNimGrundyTable table(2000, [&fractions](double fraction) {
            fractions.push_back(fraction);
            return true;
        });
        QVERIFY(table.isValid());
        QVERIFY(fractions.size() >= 100 && fractions.size() <= 2000);
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QCOMPARE(fractions.back(), 1.0);
        int calls = 0;
        const FibNimGrundyTable cancelled(2000, [&calls](double fraction) {
            ++calls;
            return fraction < 0.25; // cancel a quarter of the way
        });
        QVERIFY(!cancelled.isValid());
        QCOMPARE(int(cancelled.value(5, 3)), 0);
        QVERIFY(calls < int(fractions.size()) / 2); // stopped promptly, not at the end
    }

    void grundyTenThousand()
    {
        QElapsedTimer timer;
        timer.start();
        const FibNimGrundyTable table(10000);
        QVERIFY(table.isValid());
        qInfo("10000-coin table: %lld ms, %llu operations", qint64(timer.elapsed()),
              static_cast<unsigned long long>(table.operations()));
        for (int n = 9990; n <= 10000; ++n) {
            QCOMPARE(table.value(n, n - 1) == 0, isFibonacci(n));
            for (std::uint64_t q = 1; q <= std::uint64_t(n); q += 37)
                QCOMPARE(table.value(n, q) != 0, fibNimIsWinning({std::uint64_t(n), q}));
        }
        QCOMPARE(int(table.value(6765, 6764)), 0); // F_20
        QVERIFY(table.value(6766, 6765) != 0);
    }

    void multiPileMatchesBruteForce()
    {
        const FibNimGrundyTable table(8);
        std::vector<FibNimPosition> single{{0, 0}}; // every one-pile position up to 8 coins, q capped at n
        for (std::uint64_t n = 1; n <= 8; ++n)
            for (std::uint64_t q = 1; q <= n; ++q)
                single.push_back({n, q});
        MultiPileBruteForce brute;
        int positions = 0;
        for (const FibNimPosition &a : single) {
            for (const FibNimPosition &b : single) {
                for (const FibNimPosition &c : single) {
                    for (const std::vector<FibNimPosition> &piles : {std::vector{a, b}, std::vector{a, b, c}}) {
                        if (piles.size() == 2 && c.coins != 0)
                            continue; // the two-pile positions once each
                        const auto analysis = analyseMultiPile(piles, table);
                        QVERIFY(analysis);
                        QCOMPARE(analysis->winning, brute.wins(piles));
                        QCOMPARE(analysis->winningMoves, brute.winningMoves(piles));
                        ++positions;
                    }
                }
            }
        }
        QCOMPARE(positions, 37 * 37 + 37 * 37 * 37);
    }

    void multiPileRefusesBeyondTable()
    {
        const FibNimGrundyTable table(30);
        const std::vector<FibNimPosition> piles{{10, 9}, {21, 20}};
        const auto analysis = analyseMultiPile(piles, table);
        QVERIFY(analysis);
        QCOMPARE(analysis->grundy, (std::vector<std::uint16_t>{table.value(10, 9), 0}));
        // 21 coins is lost already (value 0), so on the first pile exactly the one-pile winning moves win.
        std::vector<FibNimPileMove> onFirst;
        std::copy_if(analysis->winningMoves.begin(), analysis->winningMoves.end(), std::back_inserter(onFirst),
                     [](const FibNimPileMove &move) { return move.pile == 0; });
        QCOMPARE(onFirst, (std::vector<FibNimPileMove>{{0, 2}}));
        const std::vector<FibNimPosition> tooBig{{10, 9}, {31, 30}};
        QVERIFY(!analyseMultiPile(tooBig, table));
        QVERIFY(!analyseMultiPile(piles, FibNimGrundyTable(-1)));
    }

    void globalStart()
    {
        const GlobalFibNimPosition start = globalFibNimStart({13, 14, 13});
        QCOMPARE(start.piles, (std::vector<std::uint64_t>{13, 14, 13}));
        QCOMPARE(start.quota, std::uint64_t(39));
        QCOMPARE(globalFibNimStart({}).quota, std::uint64_t(0));
        QCOMPARE(globalFibNimStart({kMax, 5}).quota, kMax - 1); // the total saturates
    }

    void globalOnePileIsSinglePile()
    {
        for (std::uint64_t n = 0; n <= 40; ++n) {
            for (std::uint64_t q = 1; q <= n + 1; ++q) {
                const auto analysis = analyseGlobalFibNim({{n}, q});
                QVERIFY(analysis);
                QCOMPARE(analysis->winning, fibNimIsWinning({n, q}));
                std::vector<FibNimPileMove> expected;
                for (const std::uint64_t k : fibNimWinningMoves({n, q}))
                    expected.push_back({0, k});
                QCOMPARE(analysis->winningMoves, expected);
            }
        }
    }

    void globalMatchesPlainRecursion()
    {
        int positions = 0;
        for (std::uint64_t a = 0; a <= 8; ++a) {
            for (std::uint64_t b = 1; b <= 8 && a + b <= 12; ++b) {
                for (std::uint64_t c = 0; c <= 4 && a + b + c <= 12; ++c) {
                    std::vector<std::uint64_t> piles{a, b, c};
                    for (std::uint64_t q = 1; q <= std::max({a, b, c}); ++q) {
                        const auto analysis = analyseGlobalFibNim({piles, q});
                        QVERIFY(analysis);
                        QCOMPARE(analysis->winning, globalWinsPlain(piles, q));
                        std::vector<FibNimPileMove> expected;
                        for (std::size_t i = 0; i < piles.size(); ++i) {
                            for (std::uint64_t k = 1; k <= std::min(q, piles[i]); ++k) {
                                piles[i] -= k;
                                if (!globalWinsPlain(piles, 2 * k))
                                    expected.push_back({int(i), k});
                                piles[i] += k;
                            }
                        }
                        QCOMPARE(analysis->winningMoves, expected);
                        ++positions;
                    }
                }
            }
        }
        QVERIFY(positions > 1000);
    }

    void globalEqualPairsLose()
    {
        // With one shared quota the second player can mirror every move on the other pile.
        for (std::uint64_t a = 1; a <= 19; ++a) {
            QVERIFY(!analyseGlobalFibNim(globalFibNimStart({a, a}))->winning);
            QVERIFY(analyseGlobalFibNim(globalFibNimStart({a, a + 1}))->winning);
        }
    }

    void globalFortyCoins_data()
    {
        QTest::addColumn<std::vector<std::uint64_t>>("piles");
        QTest::addRow("13, 14, 13") << std::vector<std::uint64_t>{13, 14, 13};
        QTest::addRow("40") << std::vector<std::uint64_t>{40};
        QTest::addRow("1, 2, ..., 8, 4") << std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6, 7, 8, 4};
        QTest::addRow("10, 10, 10, 10") << std::vector<std::uint64_t>{10, 10, 10, 10};
    }
    void globalFortyCoins()
    {
        QFETCH(std::vector<std::uint64_t>, piles);
        QElapsedTimer timer;
        timer.start();
        const auto analysis = analyseGlobalFibNim(globalFibNimStart(piles));
        const qint64 ms = timer.elapsed();
        QVERIFY(analysis);
        qInfo("%lld ms, %llu positions", ms, static_cast<unsigned long long>(analysis->positionsSearched));
        QVERIFY(ms < 2000);
        QCOMPARE(analysis->winning, !analysis->winningMoves.empty());
        for (const FibNimPileMove &move : analysis->winningMoves) { // each winning move leaves a lost position
            std::vector<std::uint64_t> after = piles;
            after[std::size_t(move.pile)] -= move.take;
            QVERIFY(!analyseGlobalFibNim({after, 2 * move.take})->winning);
        }
        piles.push_back(1);
        QVERIFY(!analyseGlobalFibNim(globalFibNimStart(piles))); // 41 coins: refused
        QVERIFY(!analyseGlobalFibNim({{41}, 1}));
        QVERIFY(!analyseGlobalFibNim({{kMax, kMax}, 1}));
    }
};

QTEST_GUILESS_MAIN(TstFibNim)
#include "tst_fibnim.moc"
