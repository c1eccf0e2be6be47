// Nim: nim-sum, verdict, every winning move and the article's method, checked against the article's (6, 12, 9) and
// against brute force from the definition of a winning position.
#include "math/nim.h"

#include <QTest>

#include <map>

using namespace nimlab;

namespace {
using Heaps = std::vector<std::uint64_t>;
using Moves = std::vector<NimMove>;

/// The definition: the player to move wins iff some move leads to a position the opponent loses.
/// No move left: normal play, the mover has lost; misere, the mover has won (the opponent took the last coin).
bool bruteWins(Heaps heaps, bool misere, std::map<std::pair<Heaps, bool>, bool> &memo)
{
    std::sort(heaps.begin(), heaps.end());
    const auto key = std::make_pair(heaps, misere);
    if (const auto it = memo.find(key); it != memo.end())
        return it->second;
    bool anyMove = false;
    bool wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i) {
        for (std::uint64_t to = 0; to < heaps[i] && !wins; ++to) {
            anyMove = true;
            Heaps after = heaps;
            after[i] = to;
            wins = !bruteWins(after, misere, memo);
        }
    }
    if (!anyMove)
        wins = misere;
    memo[key] = wins;
    return wins;
}

Moves bruteWinningMoves(const Heaps &heaps, bool misere, std::map<std::pair<Heaps, bool>, bool> &memo)
{
    Moves moves;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        for (std::uint64_t to = 0; to < heaps[i]; ++to) {
            Heaps after = heaps;
            after[i] = to;
            if (!bruteWins(after, misere, memo))
                moves.push_back({int(i), heaps[i], to});
        }
    }
    return moves;
}
} // namespace

class TstNim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedExample()
    {
        // Seed: nim-sum(6, 12, 9) = nim-sum(2+4, 4+8, 1+8) = 1 + 2 = 3; 2 is the highest power; heap 6 has it;
        // nim-sum(6, 3) = 1 + 4 = 5; (5, 12, 9) has nim-sum 0.
        const Heaps heaps{6, 12, 9};
        QCOMPARE(powersOfTwo(6), (Heaps{2, 4}));
        QCOMPARE(powersOfTwo(12), (Heaps{4, 8}));
        QCOMPARE(powersOfTwo(9), (Heaps{1, 8}));
        const NimStrategy s = nimStrategy(heaps);
        QCOMPARE(s.nimSum, quint64(3));
        QCOMPARE(s.nimSumPowers, (Heaps{1, 2}));
        QCOMPARE(s.highestPower, quint64(2));
        QCOMPARE(s.highestBit, 1);
        QCOMPARE(s.heap, 0);
        QCOMPARE(s.from, quint64(6));
        QCOMPARE(s.to, quint64(5));
        QCOMPARE(powersOfTwo(s.to), (Heaps{1, 4}));
        QCOMPARE(nimSum(Heaps{5, 12, 9}), quint64(0));
        QVERIFY(nimIsWinning(heaps));
        QVERIFY(!nimIsWinning(Heaps{5, 12, 9}));
        // nim-sum(6, 12) = nim-sum(2+4, 4+8) = 2 + 8 = 10.
        QCOMPARE(nimSum(Heaps{6, 12}), quint64(10));
    }

    void winningMoves_data()
    {
        QTest::addColumn<Heaps>("heaps");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<Moves>("moves");
        QTest::addRow("seed (6, 12, 9)") << Heaps{6, 12, 9} << false << Moves{{0, 6, 5}};
        QTest::addRow("(5, 12, 9) has none") << Heaps{5, 12, 9} << false << Moves{};
        QTest::addRow("(1, 2, 3) has none") << Heaps{1, 2, 3} << false << Moves{};
        QTest::addRow("three moves (1, 2, 4)") << Heaps{1, 2, 4} << false << Moves{{2, 4, 3}};
        QTest::addRow("(3, 5, 7)") << Heaps{3, 5, 7} << false << Moves{{0, 3, 2}, {1, 5, 4}, {2, 7, 6}};
        QTest::addRow("misere (1, 1): leave one coin") << Heaps{1, 1} << true << Moves{{0, 1, 0}, {1, 1, 0}};
        QTest::addRow("misere (1, 1, 1) loses") << Heaps{1, 1, 1} << true << Moves{};
        QTest::addRow("misere (1, 1, 5): leave odd ones") << Heaps{1, 1, 5} << true << Moves{{2, 5, 1}};
        QTest::addRow("misere (1, 5): leave odd ones") << Heaps{1, 5} << true << Moves{{1, 5, 0}};
        QTest::addRow("misere (2, 2) loses") << Heaps{2, 2} << true << Moves{};
        QTest::addRow("misere empty wins") << Heaps{} << true << Moves{};
        const std::uint64_t top = ~std::uint64_t{0};
        QTest::addRow("2^64-1 and 1") << Heaps{top, 1} << false << Moves{{0, top, 1}};
    }
    void winningMoves()
    {
        QFETCH(Heaps, heaps);
        QFETCH(bool, misere);
        QFETCH(Moves, moves);
        QCOMPARE(nimWinningMoves(heaps, misere), moves);
    }

    void bruteForce_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::addRow("normal") << false;
        QTest::addRow("misere") << true;
    }
    void bruteForce()
    {
        QFETCH(bool, misere);
        std::map<std::pair<Heaps, bool>, bool> memo;
        // Every position of up to four heaps of at most 7 coins.
        for (int count = 0; count <= 4; ++count) {
            Heaps heaps(std::size_t(count), 0);
            while (true) {
                QCOMPARE(nimIsWinning(heaps, misere), bruteWins(heaps, misere, memo));
                QCOMPARE(nimWinningMoves(heaps, misere), bruteWinningMoves(heaps, misere, memo));
                std::size_t i = 0;
                while (i < heaps.size() && heaps[i] == 7)
                    heaps[i++] = 0;
                if (i == heaps.size())
                    break;
                ++heaps[i];
            }
        }
    }

    void strategyMatchesWinningMoves()
    {
        // The article's move is always one of the winning moves; it lands on nim-sum 0.
        for (std::uint64_t a = 0; a < 16; ++a) {
            for (std::uint64_t b = 0; b < 16; ++b) {
                for (std::uint64_t c = 0; c < 16; ++c) {
                    const Heaps heaps{a, b, c};
                    const NimStrategy s = nimStrategy(heaps);
                    if (s.nimSum == 0) {
                        QCOMPARE(s.heap, -1);
                        continue;
                    }
                    const Moves all = nimWinningMoves(heaps);
                    QVERIFY(std::find(all.begin(), all.end(), NimMove{s.heap, s.from, s.to}) != all.end());
                    QVERIFY(s.to < s.from);
                }
            }
        }
    }

    void binaryColumns()
    {
        const Heaps heaps{6, 12, 9};
        QCOMPARE(nimBinaryWidth(heaps), 4);
        // Columns 1, 2, 4, 8: 9 has 1; 6 has 2; 6 and 12 have 4; 12 and 9 have 8. Odd columns make the nim-sum.
        QCOMPARE(nimColumnCounts(heaps, 4), (std::vector<int>{1, 1, 2, 2}));
        QCOMPARE(nimBinaryWidth(Heaps{0}), 1);
        QCOMPARE(nimBinaryWidth(Heaps{~std::uint64_t{0}}), 64);
    }
};

QTEST_GUILESS_MAIN(TstNim)
#include "tst_nim.moc"
