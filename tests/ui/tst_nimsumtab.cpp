// The nim-sum tab driven through its widgets (offscreen): stepping shows the article's values and explanations,
// compare reports agreement and can be cancelled, the model passes QAbstractItemModelTester, export writes CSV
// and PNG, and switching the language retranslates the open window.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "nimsum/nimsumtablemodel.h"
#include "nimsum/tableexport.h"
#include "session/workspace.h"
#include "widgets/jobcontrols.h"
#include "widgets/valuecolor.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "uitest.h"
#include <QToolButton>

using namespace nimlab;

namespace {
QString visibleTexts(QWidget *root)
{
    QStringList texts;
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>())
        texts << b->text();
    for (QLabel *l : root->findChildren<QLabel *>())
        texts << l->text();
    return texts.join(QLatin1Char('\n'));
}
QString labelText(QWidget *root, const QString &name)
{
    const auto *label = root->findChild<QLabel *>(name);
    return label ? label->text() : QStringLiteral("(no label %1)").arg(name);
}
/// Points per method on the comparison chart (one per size compared); -1 while there is no chart.
qsizetype comparePoints(QWidget *tab)
{
    const auto *view = tab->findChild<QChartView *>(QStringLiteral("compareView"));
    if (!view || view->chart()->series().isEmpty())
        return -1;
    qsizetype points = -1;
    for (QAbstractSeries *series : view->chart()->series()) {
        const auto *line = qobject_cast<QLineSeries *>(series);
        if (!line || (points >= 0 && line->count() != points))
            return -2; // every method has a point for every size
        points = line->count();
    }
    return points;
}
} // namespace

class TstNimSumTab : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void modelPassesTheTester()
    {
        NimSumBuilder builder;
        NimSumTableModel model(&builder);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        builder.setMethod(NimSumMethod::Mex);
        builder.setSize(4);
        builder.stepper()->first();
        builder.stepper()->next();
        builder.setShowBinary(true);
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("01"));
        QVERIFY(!model.data(model.index(1, 0)).isValid()); // not filled yet
        QVERIFY(model.data(model.index(0, 1), NimSumTableModel::HighlightRole).toBool());
        QCOMPARE(model.data(model.index(0, 1), Qt::BackgroundRole).value<QColor>(), kStepHighlight);
        QCOMPARE(model.data(model.index(0, 1), Qt::ForegroundRole).value<QColor>(), QColor(Qt::black));
        builder.setSize(32);
        builder.setMethod(NimSumMethod::Blocks);
        QSignalSpy finished(&builder, &NimSumBuilder::compareFinished);
        builder.setSize(4096);
        QVERIFY(finished.wait(60000));
        QCOMPARE(model.rowCount(), 4096);
        QCOMPARE(model.data(model.index(4095, 1), NimSumTableModel::ValueRole).toInt(), 4094);
        QVERIFY(!model.data(model.index(5, 6), Qt::BackgroundRole).isValid()); // no heat map asked for
        builder.setHeatMap(true);
        // The palette of every value map, with text that reads on it (the window's own may be light or dark).
        for (const auto &[m, n] : {std::pair{5, 6}, std::pair{0, 0}, std::pair{4095, 0}}) {
            const QColor background = model.data(model.index(m, n), Qt::BackgroundRole).value<QColor>();
            QCOMPARE(background, valueColor(std::uint32_t(m ^ n), 4095));
            QCOMPARE(model.data(model.index(m, n), Qt::ForegroundRole).value<QColor>(),
                     contrastingTextColor(background));
        }
    }

    void steppingThroughTheWidgets()
    {
        Workspace workspace(m_dir.filePath(QStringLiteral("s1.json")));
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        NimSumBuilderTab *tab = window.nimSumTab();
        auto *sizeBox = tab->findChild<QComboBox *>(QStringLiteral("sizeBox"));
        auto *table = tab->findChild<QTableView *>(QStringLiteral("nimSumTable"));
        QVERIFY(sizeBox && table);
        // Choose size 16 and method XOR, go to the first step, then step to nim-sum(6, 12).
        uitest::chooseItem(sizeBox, sizeBox->findData(16));
        QCOMPARE(workspace.nimSumBuilder()->size(), 16);
        auto *first = tab->findChild<QToolButton *>(QStringLiteral("stepFirst"));
        auto *next = tab->findChild<QToolButton *>(QStringLiteral("stepNext"));
        QVERIFY(first && next);
        QTest::mouseClick(first, Qt::LeftButton);
        for (int i = 0; i < 6 * 16 + 12; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        const QAbstractItemModel *model = table->model();
        QCOMPARE(model->data(model->index(6, 12)).toString(), QStringLiteral("10"));
        QVERIFY(!model->data(model->index(6, 13)).isValid());
        const QString explanation = labelText(tab, QStringLiteral("stepExplanation"));
        QVERIFY2(explanation.contains(QStringLiteral("0110 XOR")) ||
                     explanation.contains(QStringLiteral("0110 and 12 is 1100")),
                 qPrintable(explanation));
        QCOMPARE(labelText(tab, QStringLiteral("stepLabel")), QStringLiteral("Step 109 of 256"));
    }

    void compareThroughTheWidgets()
    {
        Workspace workspace(m_dir.filePath(QStringLiteral("s2.json")));
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        NimSumBuilderTab *tab = window.nimSumTab();
        NimSumBuilder *builder = workspace.nimSumBuilder();
        QSignalSpy finished(builder, &NimSumBuilder::compareFinished);
        auto *compare = tab->findChild<QRadioButton *>(QStringLiteral("compareMode"));
        QVERIFY(compare);
        QTest::mouseClick(compare, Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QVERIFY(labelText(tab, QStringLiteral("compareResult"))
                    .contains(QStringLiteral("The three methods agree cell for cell")));
        QCOMPARE(comparePoints(tab), 1);
        // Cancel a 4096 comparison from the Cancel button.
        QSignalSpy cancelled(builder, &NimSumBuilder::compareCancelled);
        auto *sizeBox = tab->findChild<QComboBox *>(QStringLiteral("sizeBox"));
        QVERIFY(sizeBox);
        uitest::chooseItem(sizeBox, sizeBox->findData(4096));
        auto *job = tab->findChild<JobControls *>(QStringLiteral("nimsumCompareJob"));
        QVERIFY(job);
        auto *start = job->findChild<QPushButton *>(QStringLiteral("jobStart"));
        auto *cancel = job->findChild<QPushButton *>(QStringLiteral("jobCancel"));
        QVERIFY(start && cancel && cancel->isEnabled());
        QVERIFY(!start->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(cancelled.wait(5000));
        QVERIFY(!builder->job()->isRunning());
        QCOMPARE(job->state(), JobControls::State::Cancelled);
        QVERIFY(start->isEnabled() && !cancel->isEnabled());
        QCOMPARE(comparePoints(tab), 1); // a cancelled comparison adds no point
        // The smallest size (chosen from the keyboard starts a comparison), then "Build again" runs it once more.
        QTest::keyClick(sizeBox, Qt::Key_Home);
        QCOMPARE(builder->size(), 1);
        QVERIFY(finished.wait(30000));
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 3);
        QCOMPARE(job->state(), JobControls::State::Finished);
        QCOMPARE(comparePoints(tab), qsizetype(builder->history().size()));
    }

    void exportCsvAndPng()
    {
        NimSumBuilder builder;
        builder.stepper()->last(); // the finished table
        const QByteArray csv = nimSumTableCsv(builder);
        QVERIFY(csv.startsWith("0,1,2,3,4,5,6,7\n1,0,3,2,5,4,7,6\n"));
        QCOMPARE(csv.count('\n'), 8);
        builder.stepper()->first();
        QVERIFY(nimSumTableCsv(builder).startsWith("0,,,,,,,\n,,,,,,,\n"));
        const QImage image = renderNimSumTable(builder);
        QVERIFY(!image.isNull());
        const QString path = m_dir.filePath(QStringLiteral("table.csv"));
        QVERIFY(writeFileAtomically(path, csv).isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), csv);
        QVERIFY(!writeFileAtomically(m_dir.filePath(QStringLiteral("no/such/dir/t.csv")), csv).isEmpty());
    }

    void languageSwitchRetranslates_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fileMenu");
        QTest::addColumn<QString>("tabTitle");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)") << QStringLiteral("ニム和表");
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("檔案(&F)") << QStringLiteral("拈和表");
    }
    void languageSwitchRetranslates()
    {
        QFETCH(QString, code);
        QFETCH(QString, fileMenu);
        QFETCH(QString, tabTitle);
        Workspace workspace(m_dir.filePath(QStringLiteral("s3.json")));
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.show();
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        auto *first = window.nimSumTab()->findChild<QToolButton *>(QStringLiteral("stepFirst"));
        QVERIFY(first);
        QCOMPARE(first->text(), QStringLiteral("First"));
        QVERIFY(language.setLanguage(code));
        QCoreApplication::processEvents();
        QCOMPARE(window.menuBar()->actions().first()->text(), fileMenu);
        const auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs->tabText(0).contains(tabTitle));
        // No English left on the tab's buttons and labels.
        QVERIFY(!first->text().isEmpty() && first->text() != QStringLiteral("First"));
        QVERIFY(!visibleTexts(window.nimSumTab()).contains(QStringLiteral("Step 64 of 64")));
        QVERIFY(!visibleTexts(window.nimSumTab()).contains(QStringLiteral("in binary")));
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }
};

QTEST_MAIN(TstNimSumTab)
#include "tst_nimsumtab.moc"
