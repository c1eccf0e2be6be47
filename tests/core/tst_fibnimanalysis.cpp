// The Fibonacci Nim analysis panel's numbers and sentences: the article's worked example position by position
// (10 = 8 + 2, quota 9, take 2, ...), Grundy values against a plain mex, the global search, the worked examples
// replayed through the rules, and the Grundy table job with progress and cancel.
#include "examples/example.h"
#include "games/fibnimanalysis.h"
#include "games/fibnimgame.h"
#include "games/gamesession.h"
#include "math/fibonacci.h"

#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

using namespace nimlab;
using Variant = FibNimRules::Variant;

Q_DECLARE_METATYPE(nimlab::FibNimTopic)
Q_DECLARE_METATYPE(nimlab::ExampleId)

namespace {
/// g(n, q) straight from the definition, no table tricks: mex of g(n - k, 2k) over 1 <= k <= min(q, n).
int plainGrundy(int n, int q)
{
    static std::map<std::pair<int, int>, int> memo;
    q = std::min(q, n);
    if (n == 0 || q == 0)
        return 0;
    if (const auto found = memo.find({n, q}); found != memo.end())
        return found->second;
    std::set<int> seen;
    for (int k = 1; k <= q; ++k)
        seen.insert(plainGrundy(n - k, 2 * k));
    int mex = 0;
    while (seen.count(mex))
        ++mex;
    memo[{n, q}] = mex;
    return mex;
}
} // namespace

class TstFibNimAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedNumbers_data()
    {
        QTest::addColumn<quint64>("coins");
        QTest::addColumn<quint64>("quota");
        QTest::addColumn<FibNimTopic>("topic");
        QTest::addColumn<QStringList>("expected");
        using T = FibNimTopic;
        QTest::addRow("10 = 8 + 2") << 10ULL << 9ULL << T::Position
                                    << QStringList{QStringLiteral("10 = 8 + 2"), QStringLiteral("smallest term is 2")};
        QTest::addRow("quota 9 against 2")
            << 10ULL << 9ULL << T::Measure
            << QStringList{QStringLiteral("quota is 9 and the smallest Zeckendorf term is 2")};
        QTest::addRow("first player wins")
            << 10ULL << 9ULL << T::Verdict << QStringList{QStringLiteral("to move wins")};
        QTest::addRow("2 is the only winning move")
            << 10ULL << 9ULL << T::Moves
            << QStringList{QStringLiteral("Winning moves (1):"),
                           QStringLiteral("take 2: 10 \u2192 8, next quota 4; 4 is below 8, the smallest "
                                          "Zeckendorf term of 8")};
        QTest::addRow("why 2 wins") << 10ULL << 9ULL << T::Why
                                    << QStringList{QStringLiteral("after taking 2, 8 coins remain"),
                                                   QStringLiteral("2 \u00d7 2 = 4, below 8")};
        QTest::addRow("8 left, quota 4 cannot reach 8")
            << 8ULL << 4ULL << T::Measure
            << QStringList{QStringLiteral("The quota is 4, below the smallest Zeckendorf term 8")};
        QTest::addRow("8 left: every reply loses")
            << 8ULL << 4ULL << T::Why
            << QStringList{
                   QStringLiteral("take 2: leaves 6 = 5 + 1 with quota 4 for the opponent, who answers by taking 1"),
                   QStringLiteral("take 3: leaves 5 with quota 6 for the opponent, who answers by taking 5"),
                   QStringLiteral("take 4: leaves 4 = 3 + 1 with quota 8 for the opponent, who answers by taking 4")};
        QTest::addRow("6 = 5 + 1") << 6ULL << 4ULL << T::Position << QStringList{QStringLiteral("6 = 5 + 1")};
        QTest::addRow("6: take 1, quota 2 below 5")
            << 6ULL << 4ULL << T::Why
            << QStringList{QStringLiteral("after taking 1, 5 coins remain"), QStringLiteral("2 \u00d7 1 = 2, below 5")};
        QTest::addRow("5 left, quota 2: taking 2 loses at once")
            << 5ULL << 2ULL << T::Why
            << QStringList{QStringLiteral("take 2: leaves 3 with quota 4 for the opponent, who answers by taking 3")};
        QTest::addRow("4 = 3 + 1") << 4ULL << 2ULL << T::Position << QStringList{QStringLiteral("4 = 3 + 1")};
        QTest::addRow("3 left, quota 2 loses") << 3ULL << 2ULL << T::Verdict << QStringList{QStringLiteral("loses")};
        QTest::addRow("21 is a Fibonacci number")
            << 21ULL << 20ULL << T::Position << QStringList{QStringLiteral("21 is a Fibonacci number")};
        QTest::addRow("21: quota 20 below 21")
            << 21ULL << 20ULL << T::Measure
            << QStringList{QStringLiteral("quota is 20, below the smallest Zeckendorf term 21")};
        QTest::addRow("17 = 13 + 3 + 1: 1 or 4")
            << 17ULL << 16ULL << T::Moves
            << QStringList{QStringLiteral("Winning moves (2):"),
                           QStringLiteral("take 1: 17 \u2192 16, next quota 2; 2 is below 3, the smallest Zeckendorf "
                                          "term of 16 = 13 + 3"),
                           QStringLiteral("take 4: 17 \u2192 13, next quota 8; 8 is below 13")};
        QTest::addRow("17: other winning moves")
            << 17ULL << 16ULL << T::Why << QStringList{QStringLiteral("Other winning moves")};
        QTest::addRow("quota reaches every coin")
            << 3ULL << 4ULL << T::Moves << QStringList{QStringLiteral("take 3: every coin")};
        QTest::addRow("10^18") << 1000000000000000000ULL << 999999999999999999ULL << T::Position
                               << QStringList{QStringLiteral("1000000000000000000 = 679891637638612258 + ")};
    }
    void seedNumbers()
    {
        QFETCH(quint64, coins);
        QFETCH(quint64, quota);
        QFETCH(FibNimTopic, topic);
        QFETCH(QStringList, expected);
        const FibNimRules rules(Variant::Single);
        const FibNimAnalysis a = analyseFibNim(rules, {coins, quota});
        QVERIFY(a.valid);
        QCOMPARE(a.winning, fibNimIsWinning({coins, quota}));
        const QString text = fibNimExplain(a, topic);
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(text));
        QVERIFY(fibNimExplanation(a).contains(text));
    }

    void multiPileGrundyValues_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addRow("seed-sized piles") << FibNimRules::multiStart({5, 8, 10});
        QTest::addRow("two equal piles") << FibNimRules::multiStart({7, 7});
        QTest::addRow("mid-game quotas") << GameState{12, 2, 9, 6, 4, 1};
        QTest::addRow("a pile of 30") << FibNimRules::multiStart({30, 4});
    }
    void multiPileGrundyValues()
    {
        QFETCH(GameState, state);
        const FibNimRules rules(Variant::Multi);
        const FibNimAnalysis a = analyseFibNim(rules, state);
        std::uint64_t nimSum = 0;
        QStringList values;
        for (std::size_t i = 0; i < a.piles.size(); ++i) {
            const int g = plainGrundy(int(state[2 * i]), int(state[2 * i + 1]));
            QCOMPARE(int(a.piles[i].grundy.value()), g);
            nimSum ^= std::uint64_t(g);
            values << QString::number(g);
            QVERIFY(fibNimExplain(a, FibNimTopic::Position)
                        .contains(QStringLiteral("g(%1, %2) = %3").arg(state[2 * i]).arg(state[2 * i + 1]).arg(g)));
        }
        QCOMPARE(a.nimSum, nimSum);
        QCOMPARE(a.winning, nimSum != 0);
        QVERIFY(fibNimExplain(a, FibNimTopic::Measure).contains(values.join(QStringLiteral(" \u2295 "))));
        for (const FibNimPileMove &m : a.winningMoves) {
            const GameState after = rules.apply(state, {std::uint64_t(m.pile), m.take});
            std::uint64_t sum = 0;
            for (std::size_t i = 0; i < a.piles.size(); ++i)
                sum ^= std::uint64_t(plainGrundy(int(after[2 * i]), int(after[2 * i + 1])));
            QCOMPARE(sum, std::uint64_t(0));
        }
        QCOMPARE(fibNimExplain(a, FibNimTopic::Why).contains(QStringLiteral("have nim-sum 0")), !a.winning);
    }

    void globalSearch()
    {
        const FibNimRules rules(Variant::Global);
        const GameState state = FibNimRules::globalStart({20, 13, 7});
        const FibNimAnalysis a = analyseFibNim(rules, state);
        QVERIFY(a.valid);
        QVERIFY(a.positionsSearched > 0);
        QVERIFY(fibNimExplain(a, FibNimTopic::Position).contains(QStringLiteral("(20, 13, 7), 40 coins in all")));
        QVERIFY(fibNimExplain(a, FibNimTopic::Position).contains(QStringLiteral("quota for the whole game: 39")));
        QVERIFY(fibNimExplain(a, FibNimTopic::Measure).contains(QString::number(a.positionsSearched)));
        QCOMPARE(a.winning, !a.winningMoves.empty());
        const FibNimAnalysis over = analyseFibNim(rules, {2, 0, 0});
        QVERIFY(over.over);
        QVERIFY(fibNimExplain(over, FibNimTopic::Verdict).contains(QStringLiteral("game is over")));
    }

    void workedExamplesReplayThroughTheRules_data()
    {
        QTest::addColumn<ExampleId>("id");
        QTest::addRow("fibnim10") << ExampleId::FibNim10;
        QTest::addRow("fibnim21") << ExampleId::FibNim21;
    }
    void workedExamplesReplayThroughTheRules()
    {
        QFETCH(ExampleId, id);
        const Example example = buildExample(id);
        const QJsonObject first = example.steps.front().data;
        FibNimGame game;
        QVERIFY(
            game.newGame(Variant::Single, {std::uint64_t(first.value(QStringLiteral("coins")).toInteger())}).isEmpty());
        for (const ExampleStep &step : example.steps) {
            const GameState now = game.session()->position();
            QCOMPARE(qint64(now[0]), step.data.value(QStringLiteral("coins")).toInteger());
            QCOMPARE(qint64(now[1]), step.data.value(QStringLiteral("quota")).toInteger());
            const FibNimAnalysis a = game.analysis();
            QCOMPARE(a.winning, step.data.value(QStringLiteral("winning")).toBool());
            QVERIFY(fibNimExplain(a, FibNimTopic::Position).contains(QString::number(now[0])));
            const qint64 take = step.data.value(QStringLiteral("take")).toInteger();
            if (take == 0)
                break;
            if (step.data.value(QStringLiteral("player")).toString() == QLatin1String("first"))
                QCOMPARE(qint64(a.advice.move), take);
            QVERIFY(game.session()->play({0, std::uint64_t(take)}).isEmpty());
        }
        if (id == ExampleId::FibNim10)
            QCOMPARE(game.pileSizesReached(), (std::vector<std::uint64_t>{10, 8, 6, 5, 4, 3}));
    }

    void grundyJobStartingValues()
    {
        FibNimGame game;
        QSignalSpy finished(game.grundyJob(), &BackgroundJob::finished);
        QSignalSpy progress(game.grundyJob(), &BackgroundJob::progressChanged);
        game.startGrundy();
        QVERIFY(finished.wait(30000));
        QVERIFY(game.grundyTable());
        QCOMPARE(game.grundyTable()->maxCoins(), 1000);
        QVERIFY(!progress.isEmpty());
        for (int n = 2; n <= 1000; ++n)
            QCOMPARE(game.grundyTable()->value(n, std::uint64_t(n - 1)) == 0, isFibonacci(std::uint64_t(n)));
    }

    void grundyJobCancel()
    {
        FibNimGame game;
        QSignalSpy finished(game.grundyJob(), &BackgroundJob::finished);
        QSignalSpy cancelled(game.grundyJob(), &BackgroundJob::cancelled);
        game.startGrundy();
        game.grundyJob()->cancel();
        QTRY_COMPARE(finished.count() + cancelled.count(), 1);
        // A cancelled build leaves no table behind.
        QCOMPARE(game.grundyTable() != nullptr, finished.count() == 1);
        QVERIFY(!game.grundyJob()->isRunning());
    }
};

QTEST_GUILESS_MAIN(TstFibNimAnalysis)
#include "tst_fibnimanalysis.moc"
