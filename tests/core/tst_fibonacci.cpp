// Fibonacci numbers and the Zeckendorf representation over the whole uint64_t range.
#include "math/fibonacci.h"

#include <QTest>

#include <limits>
#include <random>

using namespace nimlab;

namespace {
using Terms = std::vector<std::uint64_t>;
constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

/// The definition of a Zeckendorf sum: distinct Fibonacci numbers, no two consecutive, adding up to n.
bool isZeckendorfOf(const std::vector<FibonacciTerm> &terms, std::uint64_t n)
{
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (terms[i].index < 2 || terms[i].value != fibonacci(terms[i].index))
            return false;
        if (i > 0 && terms[i - 1].index - terms[i].index < 2)
            return false;
        if (sum > kMax - terms[i].value)
            return false;
        sum += terms[i].value;
    }
    return sum == n;
}
} // namespace

class TstFibonacci : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fibonacciNumbers_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<quint64>("value");
        // The article's first ten terms: 1, 1, 2, 3, 5, 8, 13, 21, 34, 55.
        const quint64 firstTen[] = {1, 1, 2, 3, 5, 8, 13, 21, 34, 55};
        for (int k = 1; k <= 10; ++k)
            QTest::addRow("F_%d", k) << k << firstTen[k - 1];
        QTest::addRow("F_0") << 0 << quint64(0);
        QTest::addRow("F_92") << 92 << quint64(7540113804746346429ULL);
        QTest::addRow("F_93, last in 64 bits") << 93 << quint64(12200160415121876738ULL);
        QTest::addRow("F_94 does not fit") << 94 << quint64(0);
        QTest::addRow("negative") << -1 << quint64(0);
    }
    void fibonacciNumbers()
    {
        QFETCH(int, k);
        QFETCH(quint64, value);
        QCOMPARE(fibonacci(k), value);
    }

    void recurrence()
    {
        for (int k = 2; k <= kMaxFibonacciIndex; ++k)
            QCOMPARE(fibonacci(k), fibonacci(k - 1) + fibonacci(k - 2));
    }

    void zeckendorf_data()
    {
        QTest::addColumn<quint64>("n");
        QTest::addColumn<Terms>("terms");
        QTest::addRow("0 has no terms") << quint64(0) << Terms{};
        QTest::addRow("1") << quint64(1) << Terms{1};
        QTest::addRow("seed: 10 = 8 + 2") << quint64(10) << Terms{8, 2};
        QTest::addRow("seed: 6 = 5 + 1") << quint64(6) << Terms{5, 1};
        QTest::addRow("seed: 4 = 3 + 1") << quint64(4) << Terms{3, 1};
        QTest::addRow("seed: 21 = 21") << quint64(21) << Terms{21};
        QTest::addRow("100") << quint64(100) << Terms{89, 8, 3};
        QTest::addRow("F_93") << quint64(12200160415121876738ULL) << Terms{12200160415121876738ULL};
        QTest::addRow("F_93 - 1") << quint64(12200160415121876737ULL)
                                  << Terms{7540113804746346429ULL,
                                           2880067194370816120ULL,
                                           1100087778366101931ULL,
                                           420196140727489673ULL,
                                           160500643816367088ULL,
                                           61305790721611591ULL,
                                           23416728348467685ULL,
                                           8944394323791464ULL,
                                           3416454622906707ULL,
                                           1304969544928657ULL,
                                           498454011879264ULL,
                                           190392490709135ULL,
                                           72723460248141ULL,
                                           27777890035288ULL,
                                           10610209857723ULL,
                                           4052739537881ULL,
                                           1548008755920ULL,
                                           591286729879ULL,
                                           225851433717ULL,
                                           86267571272ULL,
                                           32951280099ULL,
                                           12586269025ULL,
                                           4807526976ULL,
                                           1836311903ULL,
                                           701408733ULL,
                                           267914296ULL,
                                           102334155ULL,
                                           39088169ULL,
                                           14930352ULL,
                                           5702887ULL,
                                           2178309ULL,
                                           832040ULL,
                                           317811ULL,
                                           121393ULL,
                                           46368ULL,
                                           17711ULL,
                                           6765ULL,
                                           2584ULL,
                                           987ULL,
                                           377ULL,
                                           144ULL,
                                           55ULL,
                                           21ULL,
                                           8ULL,
                                           3ULL,
                                           1ULL};
    }
    void zeckendorf()
    {
        QFETCH(quint64, n);
        QFETCH(Terms, terms);
        QCOMPARE(nimlab::zeckendorf(n), terms);
        QCOMPARE(smallestZeckendorfTerm(n), terms.empty() ? quint64(0) : terms.back());
        QVERIFY(isZeckendorfOf(zeckendorfTerms(n), n));
    }

    void zeckendorfIsValidForEverySmallNumber()
    {
        for (std::uint64_t n = 0; n <= 100000; ++n) {
            const auto terms = zeckendorfTerms(n);
            if (!isZeckendorfOf(terms, n))
                QFAIL(qPrintable(QStringLiteral("bad Zeckendorf representation of %1").arg(n)));
        }
    }

    void zeckendorfNearTheTop_data()
    {
        QTest::addColumn<quint64>("n");
        QTest::addRow("2^64 - 1") << quint64(kMax);
        QTest::addRow("2^64 - 2") << quint64(kMax - 1);
        QTest::addRow("2^63") << quint64(1ULL << 63);
        QTest::addRow("10^18") << quint64(1000000000000000000ULL);
        std::mt19937_64 random(20261121);
        for (int i = 0; i < 20; ++i) {
            const std::uint64_t n = random();
            QTest::addRow("random %d", i) << quint64(n);
        }
    }
    void zeckendorfNearTheTop()
    {
        QFETCH(quint64, n);
        const auto terms = zeckendorfTerms(n);
        QVERIFY(isZeckendorfOf(terms, n));
        QCOMPARE(terms.front().index, largestFibonacciIndexAtMost(n));
    }

    void isFibonacciNumber_data()
    {
        QTest::addColumn<quint64>("n");
        QTest::addColumn<bool>("expected");
        QTest::addRow("0") << quint64(0) << false;
        QTest::addRow("1") << quint64(1) << true;
        QTest::addRow("4") << quint64(4) << false;
        QTest::addRow("21") << quint64(21) << true;
        QTest::addRow("22") << quint64(22) << false;
        QTest::addRow("F_93") << quint64(12200160415121876738ULL) << true;
        QTest::addRow("2^64 - 1") << quint64(kMax) << false;
    }
    void isFibonacciNumber()
    {
        QFETCH(quint64, n);
        QFETCH(bool, expected);
        QCOMPARE(isFibonacci(n), expected);
        QCOMPARE(isFibonacci(n), n != 0 && zeckendorfTerms(n).size() == 1);
    }
};

QTEST_GUILESS_MAIN(TstFibonacci)
#include "tst_fibonacci.moc"
