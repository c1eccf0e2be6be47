// The worked examples reproduce the articles' numbers exactly, and the Stepper walks them.
#include "examples/example.h"
#include "examples/stepper.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

namespace {
std::vector<qint64> column(const Example &ex, const char *key)
{
    std::vector<qint64> values;
    for (const ExampleStep &s : ex.steps)
        values.push_back(s.data.value(QLatin1String(key)).toInteger());
    return values;
}
} // namespace

class TstExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyExampleHasText_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : exampleNames())
            QTest::addRow("%s", qPrintable(name)) << name;
    }
    void everyExampleHasText()
    {
        QFETCH(QString, name);
        const std::optional<ExampleId> id = exampleFromName(name);
        QVERIFY(id);
        QCOMPARE(exampleName(*id), name);
        const Example ex = buildExample(*id);
        QVERIFY(!ex.title.isEmpty());
        QVERIFY(!ex.steps.empty());
        for (const ExampleStep &step : ex.steps)
            QVERIFY(!step.text.isEmpty());
    }

    void nimExample()
    {
        const Example ex = buildExample(ExampleId::Nim);
        QCOMPARE(ex.steps.size(), std::size_t(5));
        QVERIFY(ex.steps[0].text.contains(QStringLiteral("6 = 2 + 4, 12 = 4 + 8, 9 = 1 + 8")));
        QVERIFY(ex.steps[1].text.contains(QStringLiteral("= 1 + 2 = 3")));
        QVERIFY(ex.steps[2].text.contains(QStringLiteral("is 2")));
        QVERIFY(ex.steps[3].text.contains(QStringLiteral("nim-sum(2 + 4, 1 + 2) = 1 + 4 = 5")));
        QVERIFY(ex.steps[4].text.contains(QStringLiteral("(5, 12, 9)")));
        QCOMPARE(ex.steps[4].data.value(QStringLiteral("heaps")).toArray(), (QJsonArray{5, 12, 9}));
        QCOMPARE(ex.steps[4].data.value(QStringLiteral("nimSum")).toInteger(), 0);
    }

    void nimSumExample()
    {
        const Example ex = buildExample(ExampleId::NimSum);
        QVERIFY(ex.steps[0].text.contains(QStringLiteral("nim-sum(6, 12) = nim-sum(2 + 4, 4 + 8) = 2 + 8 = 10")));
        QVERIFY(ex.steps[1].text.contains(QStringLiteral("0110")));
        QVERIFY(ex.steps[1].text.contains(QStringLiteral("1100")));
        QVERIFY(ex.steps[1].text.contains(QStringLiteral("1010")));
        // The article's 8 x 8 table.
        const int seed[8][8] = {{0, 1, 2, 3, 4, 5, 6, 7}, {1, 0, 3, 2, 5, 4, 7, 6}, {2, 3, 0, 1, 6, 7, 4, 5},
                                {3, 2, 1, 0, 7, 6, 5, 4}, {4, 5, 6, 7, 0, 1, 2, 3}, {5, 4, 7, 6, 1, 0, 3, 2},
                                {6, 7, 4, 5, 2, 3, 0, 1}, {7, 6, 5, 4, 3, 2, 1, 0}};
        const QJsonArray table = ex.steps[2].data.value(QStringLiteral("table")).toArray();
        QCOMPARE(table.size(), 8);
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 8; ++n)
                QCOMPARE(table[m].toArray()[n].toInt(), seed[m][n]);
    }

    void mexExample()
    {
        // G(0,0) = 0, then the article's G(1,0) = 1, G(0,1) = 1, G(1,1) = 0, in the article's order.
        const Example ex = buildExample(ExampleId::Mex);
        QCOMPARE(column(ex, "m"), (std::vector<qint64>{0, 1, 0, 1}));
        QCOMPARE(column(ex, "n"), (std::vector<qint64>{0, 0, 1, 1}));
        QCOMPARE(column(ex, "value"), (std::vector<qint64>{0, 1, 1, 0}));
        QVERIFY(ex.steps[3].text.contains(QStringLiteral("G(1, 0) = 1 and G(0, 1) = 1")));
    }

    void fibNim10Example()
    {
        // The article: 10 (quota 9) take 2; 8 (quota 4) suppose 2; 6 = 5 + 1 (quota 4) take 1;
        // 5 (quota 2) suppose 1; 4 = 3 + 1 (quota 2) take 1; 3 (quota 2): the first player wins.
        const Example ex = buildExample(ExampleId::FibNim10);
        QCOMPARE(ex.steps.size(), std::size_t(6));
        QCOMPARE(column(ex, "coins"), (std::vector<qint64>{10, 8, 6, 5, 4, 3}));
        QCOMPARE(column(ex, "quota"), (std::vector<qint64>{9, 4, 4, 2, 2, 2}));
        QCOMPARE(column(ex, "take"), (std::vector<qint64>{2, 2, 1, 1, 1, 0}));
        QVERIFY(ex.steps[0].text.contains(QStringLiteral("10 = 8 + 2")));
        QVERIFY(ex.steps[1].text.contains(QStringLiteral("3 or 4")));
        QVERIFY(ex.steps[2].text.contains(QStringLiteral("6 = 5 + 1")));
        QVERIFY(ex.steps[4].text.contains(QStringLiteral("4 = 3 + 1")));
        QVERIFY(ex.steps[5].text.contains(QStringLiteral("1 or 2")));
        const QJsonArray replies = ex.steps[5].data.value(QStringLiteral("replies")).toArray();
        QCOMPARE(replies.size(), 2);
        for (const QJsonValue &r : replies)
            QVERIFY(r.toObject().value(QStringLiteral("firstTakesAll")).toBool());
        QCOMPARE(ex.steps[0].data.value(QStringLiteral("winning")).toBool(), true);
        QCOMPARE(ex.steps[1].data.value(QStringLiteral("winning")).toBool(), false);
    }

    void fibNim21Example()
    {
        const Example ex = buildExample(ExampleId::FibNim21);
        QCOMPARE(ex.steps[0].data.value(QStringLiteral("winning")).toBool(), false);
        QCOMPARE(ex.steps[0].data.value(QStringLiteral("quota")).toInteger(), 20);
        const QJsonArray replies = ex.steps[1].data.value(QStringLiteral("replies")).toArray();
        QCOMPARE(replies.size(), 20);
        for (const QJsonValue &r : replies)
            QVERIFY(r.toObject().value(QStringLiteral("winning")).toBool());
    }

    void wythoffExample()
    {
        const qint64 xs[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32};
        const qint64 ys[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52};
        const Example ex = buildExample(ExampleId::Wythoff);
        // The empty board, n = 0 .. 20, then the misère steps (0, 1), (2, 2) and the rest.
        QCOMPARE(ex.steps.size(), std::size_t(25));
        QVERIFY(ex.steps[0].data.value(QStringLiteral("pairs")).toArray().isEmpty());
        for (int n = 0; n <= 20; ++n) {
            QCOMPARE(ex.steps[std::size_t(n + 1)].data.value(QStringLiteral("x")).toInteger(), xs[n]);
            QCOMPARE(ex.steps[std::size_t(n + 1)].data.value(QStringLiteral("y")).toInteger(), ys[n]);
            QCOMPARE(ex.steps[std::size_t(n + 1)].data.value(QStringLiteral("pairs")).toArray().size(), n + 1);
        }
        QVERIFY(ex.steps[3].text.contains(QStringLiteral("(3, 5)")));
        QVERIFY(ex.steps[22].text.contains(QStringLiteral("(0, 1)")));
        QVERIFY(ex.steps[23].text.contains(QStringLiteral("(2, 2)")));
        QVERIFY(ex.steps[24].text.contains(QStringLiteral("(3, 5), (4, 7)")));
        const int misereShown[] = {1, 2, 21};
        for (int i = 0; i < 3; ++i) {
            QVERIFY(ex.steps[std::size_t(22 + i)].data.value(QStringLiteral("misere")).toBool());
            QCOMPARE(ex.steps[std::size_t(22 + i)].data.value(QStringLiteral("miserePairs")).toArray().size(),
                     misereShown[i]);
        }
    }

    void stepperWalks()
    {
        Stepper stepper;
        QSignalSpy changed(&stepper, &Stepper::stepChanged);
        stepper.reset(6);
        QCOMPARE(stepper.index(), 0);
        stepper.next();
        stepper.next();
        QCOMPARE(stepper.index(), 2);
        stepper.previous();
        QCOMPARE(stepper.index(), 1);
        stepper.last();
        QCOMPARE(stepper.index(), 5);
        QVERIFY(stepper.atLast());
        stepper.next();
        QCOMPARE(stepper.index(), 5);
        stepper.first();
        QCOMPARE(stepper.index(), 0);
        stepper.previous();
        QCOMPARE(stepper.index(), 0);
        QCOMPARE(changed.count(), 6);
        stepper.reset(0);
        QCOMPARE(stepper.index(), -1);
    }

    void stepperPlaysToTheEnd()
    {
        Stepper stepper;
        stepper.reset(4);
        stepper.setIntervalMs(20);
        QSignalSpy playing(&stepper, &Stepper::playingChanged);
        stepper.play();
        QVERIFY(stepper.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!stepper.isPlaying(), 5000);
        QCOMPARE(stepper.index(), 3);
        QCOMPARE(playing.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TstExamples)
#include "tst_examples.moc"
