// The builder session behind the nim-sum tab: stepping reproduces the article's values and explanations, blocks fill
// whole quadrants, the comparison agrees and can be cancelled, and the state round-trips through JSON.
#include "nimsum/nimsumbuilder.h"

#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

class TstNimSumBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newUserStartsAtTheFirstStep()
    {
        // The article's 8 x 8 table (0..7), built from its first cell; the last step is the finished table.
        NimSumBuilder b;
        QCOMPARE(b.size(), 8);
        QCOMPARE(b.mode(), NimSumBuilder::Mode::Step);
        QCOMPARE(b.tableSize(), 8);
        QCOMPARE(b.stepper()->index(), 0);
        QCOMPARE(b.stepper()->count(), 64);
        QCOMPARE(int(*b.cell(0, 0)), 0);
        QVERIFY(!b.cell(0, 1));
        QCOMPARE(b.currentCell(), QPoint(0, 0));
        b.stepper()->last();
        const int row6[] = {6, 7, 4, 5, 2, 3, 0, 1};
        for (int n = 0; n < 8; ++n)
            QCOMPARE(int(*b.cell(6, n)), row6[n]);
    }

    void changingMethodOrSizeKeepsThePlace_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("from");
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("expected");
        // XOR and mex fill the same cell at the same step; blocks go to the doubling that covers the cell
        // (cell (2, 5) of 8: the table of size 8, step 3); from blocks, the first step.
        QTest::addRow("xor to mex") << 8 << "xor" << 21 << "mex" << 21;
        QTest::addRow("mex to xor") << 16 << "mex" << 100 << "xor" << 100;
        QTest::addRow("xor to blocks") << 8 << "xor" << 21 << "blocks" << 3;
        QTest::addRow("first cell to blocks") << 8 << "mex" << 0 << "blocks" << 0;
        QTest::addRow("cell (1, 1) to blocks") << 8 << "xor" << 9 << "blocks" << 1;
        QTest::addRow("blocks to xor") << 8 << "blocks" << 2 << "xor" << 0;
    }
    void changingMethodOrSizeKeepsThePlace()
    {
        QFETCH(int, size);
        QFETCH(QString, from);
        QFETCH(int, step);
        QFETCH(QString, to);
        QFETCH(int, expected);
        NimSumBuilder b;
        b.setSize(size);
        b.setMethod(*nimSumMethodFromName(from.toStdString()));
        QCOMPARE(b.stepper()->index(), 0); // a new table never opens finished
        b.stepper()->goTo(step);
        b.setMethod(*nimSumMethodFromName(to.toStdString()));
        QCOMPARE(b.stepper()->index(), expected);
    }

    void sizeStartsAgainAndCompareKeepsTheStep()
    {
        NimSumBuilder b;
        b.stepper()->goTo(30);
        b.setSize(16);
        QCOMPARE(b.stepper()->index(), 0);
        QCOMPARE(b.stepper()->count(), 256);
        b.stepper()->goTo(77);
        b.setMode(NimSumBuilder::Mode::Compare);
        b.cancelCompare();
        b.setMode(NimSumBuilder::Mode::Step);
        QCOMPARE(b.stepper()->index(), 77);
        b.setSize(4096); // compare only
        b.cancelCompare();
        b.setSize(32);
        QCOMPARE(b.mode(), NimSumBuilder::Mode::Compare);
        b.setMode(NimSumBuilder::Mode::Step);
        QCOMPARE(b.stepper()->index(), 0);
    }

    void mexStepReadsItsRowAndColumn_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addRow("(0, 0)") << 8 << 0 << 0;
        QTest::addRow("(3, 5)") << 8 << 3 << 5;
        QTest::addRow("(7, 0)") << 8 << 7 << 0;
        QTest::addRow("(20, 31)") << 32 << 20 << 31;
    }
    void mexStepReadsItsRowAndColumn()
    {
        QFETCH(int, size);
        QFETCH(int, m);
        QFETCH(int, n);
        NimSumBuilder b;
        b.setSize(size);
        b.setMethod(NimSumMethod::Mex);
        b.stepper()->goTo(m * size + n);
        QCOMPARE(b.currentCell(), QPoint(n, m));
        int read = 0;
        for (int i = 0; i < size; ++i)
            for (int j = 0; j < size; ++j) {
                const bool expected = (i == m && j < n) || (j == n && i < m);
                QCOMPARE(b.isRead(i, j), expected);
                read += expected;
            }
        QCOMPARE(read, m + n);
        b.setMethod(NimSumMethod::Xor); // XOR reads no other cell
        QVERIFY(!b.isRead(m, 0) || n == 0);
        QCOMPARE(b.isRead(0, n), false);
    }

    void xorStepExplainsInBinary()
    {
        // The seed: nim-sum(6, 12): 0110 XOR 1100 = 1010 = 10.
        NimSumBuilder b;
        b.setSize(16);
        b.stepper()->goTo(6 * 16 + 12);
        QCOMPARE(int(*b.cell(6, 12)), 10);
        QVERIFY(b.isHighlighted(6, 12));
        QVERIFY(!b.isHighlighted(6, 11));
        QVERIFY(!b.cell(6, 13));
        QVERIFY(!b.cell(7, 0));
        const QString text = b.explanation();
        QVERIFY2(text.contains(QStringLiteral("0110")) && text.contains(QStringLiteral("1100")) &&
                     text.contains(QStringLiteral("1010")) && text.contains(QStringLiteral("10.")),
                 qPrintable(text));
    }

    void mexSteps_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("mentions");
        // The seed: G(1,0) = 1 (0 is used), G(0,1) = 1, G(1,1) = 0 (1 and 1 are used).
        QTest::addRow("G(0,0)") << 0 << 0 << 0 << QStringLiteral("G(0, 0) = 0");
        QTest::addRow("G(1,0)") << 1 << 0 << 1 << QStringLiteral("{0}");
        QTest::addRow("G(0,1)") << 0 << 1 << 1 << QStringLiteral("{0}");
        QTest::addRow("G(1,1)") << 1 << 1 << 0 << QStringLiteral("{1} and the column above holds {1}");
    }
    void mexSteps()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, value);
        QFETCH(QString, mentions);
        NimSumBuilder b;
        b.setMethod(NimSumMethod::Mex);
        b.setSize(2);
        b.stepper()->goTo(m * 2 + n);
        QCOMPARE(int(*b.cell(m, n)), value);
        QVERIFY(b.isHighlighted(m, n));
        QVERIFY2(b.explanation().contains(mentions), qPrintable(b.explanation()));
        QVERIFY(b.explanation().contains(QString::number(value)));
    }

    void blocksFillQuadrants()
    {
        NimSumBuilder b;
        b.setMethod(NimSumMethod::Blocks);
        b.setSize(8);
        QCOMPARE(b.stepper()->count(), 4); // sizes 1, 2, 4, 8
        b.stepper()->goTo(2);              // the 4 x 4 table from four 2 x 2 tables
        for (int m = 0; m < 8; ++m) {
            for (int n = 0; n < 8; ++n) {
                QCOMPARE(b.cell(m, n).has_value(), m < 4 && n < 4);
                if (m < 4 && n < 4) {
                    QCOMPARE(int(*b.cell(m, n)), m ^ n);
                    QCOMPARE(b.isHighlighted(m, n), m >= 2 || n >= 2);
                }
            }
        }
        QVERIFY(b.explanation().contains(QStringLiteral("+2")));
        b.stepper()->last();
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 8; ++n)
                QCOMPARE(int(*b.cell(m, n)), m ^ n);
    }

    void everyStepOfEveryMethodAgrees_data()
    {
        QTest::addColumn<int>("method");
        QTest::addRow("xor") << int(NimSumMethod::Xor);
        QTest::addRow("mex") << int(NimSumMethod::Mex);
        QTest::addRow("blocks") << int(NimSumMethod::Blocks);
    }
    void everyStepOfEveryMethodAgrees()
    {
        // At every step, the filled cells hold the nim-sum (from the definition: exclusive or of the binary forms).
        QFETCH(int, method);
        NimSumBuilder b;
        b.setMethod(NimSumMethod(method));
        b.setSize(16);
        for (int i = 0; i < b.stepper()->count(); ++i) {
            b.stepper()->goTo(i);
            QVERIFY(!b.explanation().isEmpty());
            for (int m = 0; m < 16; ++m)
                for (int n = 0; n < 16; ++n)
                    if (const auto v = b.cell(m, n))
                        QCOMPARE(int(*v), m ^ n);
        }
    }

    void sizesAbove32CompareOnly()
    {
        NimSumBuilder b;
        b.setSize(64);
        QCOMPARE(b.mode(), NimSumBuilder::Mode::Compare);
        b.setMode(NimSumBuilder::Mode::Step);
        QCOMPARE(b.mode(), NimSumBuilder::Mode::Compare);
        b.cancelCompare();
        b.setSize(100); // not a power of two: ignored
        QCOMPARE(b.size(), 64);
    }

    void compareAgrees_data()
    {
        QTest::addColumn<int>("size");
        QTest::addRow("8") << 8;
        QTest::addRow("256") << 256;
        QTest::addRow("1024") << 1024;
    }
    void compareAgrees()
    {
        QFETCH(int, size);
        NimSumBuilder b;
        QSignalSpy finished(&b, &NimSumBuilder::compareFinished);
        b.setSize(size);
        b.setMode(NimSumBuilder::Mode::Compare);
        QVERIFY(finished.wait(60000));
        QVERIFY(b.comparison());
        QCOMPARE(b.comparison()->size, size);
        QVERIFY(b.comparison()->agree);
        QCOMPARE(b.tableSize(), size);
        QCOMPARE(int(*b.cell(size - 1, 1)), (size - 1) ^ 1);
        for (const MethodTiming &t : b.comparison()->timings)
            QVERIFY(t.operations >= std::uint64_t(size) * std::uint64_t(size));
        QCOMPARE(b.history().size(), std::size_t(1));
        QVERIFY(b.explanation().contains(QStringLiteral("agree")));
    }

    void cancelStopsPromptly()
    {
        NimSumBuilder b;
        QSignalSpy cancelled(&b, &NimSumBuilder::compareCancelled);
        QSignalSpy finished(&b, &NimSumBuilder::compareFinished);
        b.setSize(4096); // starts a comparison
        QVERIFY(b.job()->isRunning());
        QTest::qWait(50);
        b.cancelCompare();
        QVERIFY(cancelled.wait(5000));
        QVERIFY(!b.job()->isRunning());
        QCOMPARE(finished.count(), 0);
        QVERIFY(!b.comparison());
        QCOMPARE(b.tableSize(), 0);
    }

    void stateRoundTrip()
    {
        NimSumBuilder a;
        a.setMethod(NimSumMethod::Mex);
        a.setSize(16);
        a.stepper()->goTo(37);
        a.setShowBinary(true);
        a.setHeatMap(true);
        const QJsonObject state = a.saveState();
        QVERIFY(NimSumBuilder::validateState(state).isEmpty());
        NimSumBuilder b;
        b.restoreState(state);
        QCOMPARE(b.size(), 16);
        QCOMPARE(b.method(), NimSumMethod::Mex);
        QCOMPARE(b.stepper()->index(), 37);
        QVERIFY(b.showBinary());
        QVERIFY(b.heatMap());
    }

    void invalidStateIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("state");
        NimSumBuilder b;
        const QJsonObject good = b.saveState();
        const auto with = [&good](const char *key, const QJsonValue &v) {
            QJsonObject o = good;
            o.insert(QLatin1String(key), v);
            return o;
        };
        QTest::addRow("size 3") << with("size", 3);
        QTest::addRow("size 8192") << with("size", 8192);
        QTest::addRow("size text") << with("size", QStringLiteral("eight"));
        QTest::addRow("method") << with("method", QStringLiteral("sets"));
        QTest::addRow("mode") << with("mode", QStringLiteral("fast"));
        QTest::addRow("step missing") << with("step", QJsonValue());
    }
    void invalidStateIsRefused()
    {
        QFETCH(QJsonObject, state);
        QVERIFY(!NimSumBuilder::validateState(state).isEmpty());
        NimSumBuilder b;
        b.setSize(4);
        b.restoreState(state);
        QCOMPARE(b.size(), 4);
    }
};

QTEST_GUILESS_MAIN(TstNimSumBuilder)
#include "tst_nimsumbuilder.moc"
