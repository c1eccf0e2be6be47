// The nim-sum builder keeps the teacher's place (offscreen, driven through its widgets): a new session starts at the
// first step of the 8 x 8 table with a cue to press Next; Next (click or key) goes one step; choosing another method
// or size never jumps to the finished table; the current cell stays in view in a big table; a mex step colours
// exactly the cells it reads.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "nimsum/nimsumtablemodel.h"
#include "session/workspace.h"
#include "widgets/valuecolor.h"

#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "uitest.h"
#include "windowtest.h"

using namespace nimlab;
using uitest::child;

namespace {
struct Window : uitest::SessionWindow
{
    explicit Window(const QString &file) : SessionWindow(file)
    {
        window.resize(900, 640); // smaller than a 32 x 32 table
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }
    QWidget *tab() { return window.nimSumTab(); }
    QString stepText() { return child<QLabel>(tab(), "stepLabel")->text(); }
};

bool inView(QTableView *table, int m, int n)
{
    return table->visualRect(table->model()->index(m, n)).intersects(table->viewport()->rect());
}
} // namespace

class TstNimSumSteps : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_dir, "tst_nimsumsteps"); }

    void newSessionStartsAtTheFirstStepWithACue()
    {
        Window w(m_dir.filePath(QStringLiteral("new.json")));
        auto *cue = child<QLabel>(w.tab(), "stepCue");
        QCOMPARE(w.stepText(), QStringLiteral("Step 1 of 64"));
        QVERIFY(cue->isVisible());
        QVERIFY(cue->text().contains(QStringLiteral("Next")));
        auto *table = child<QTableView>(w.tab(), "nimSumTable");
        QCOMPARE(table->model()->data(table->model()->index(0, 0)).toString(), QStringLiteral("0"));
        QVERIFY(!table->model()->data(table->model()->index(0, 1)).isValid());
        QTest::mouseClick(child<QToolButton>(w.tab(), "stepNext"), Qt::LeftButton);
        QCOMPARE(w.stepText(), QStringLiteral("Step 2 of 64"));
        QVERIFY(!cue->isVisible());
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(w.stepText(), QStringLiteral("Step 3 of 64"));
        QTest::keyClick(table, Qt::Key_PageDown); // a presenter's clicker
        QCOMPARE(w.stepText(), QStringLiteral("Step 4 of 64"));
        QTest::keyClick(table, Qt::Key_Home);
        QVERIFY(cue->isVisible());
    }

    void choosingMethodOrSizeKeepsThePlace()
    {
        Window w(m_dir.filePath(QStringLiteral("choose.json")));
        auto *next = child<QToolButton>(w.tab(), "stepNext");
        for (int i = 0; i < 20; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(w.stepText(), QStringLiteral("Step 21 of 64"));
        auto *method = child<QComboBox>(w.tab(), "methodBox");
        uitest::chooseItem(method, 1); // mex: the same cell, explained another way
        QCOMPARE(w.stepText(), QStringLiteral("Step 21 of 64"));
        uitest::chooseItem(method, 2); // blocks: the doubling that covers cell (2, 4): size 8, step 4 of 4
        QCOMPARE(w.stepText(), QStringLiteral("Step 4 of 4"));
        uitest::chooseItem(method, 0);
        QCOMPARE(w.stepText(), QStringLiteral("Step 1 of 64"));
        auto *size = child<QComboBox>(w.tab(), "sizeBox");
        for (int i = 0; i < 5; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        uitest::chooseItem(size, size->findData(16));
        QCOMPARE(w.stepText(), QStringLiteral("Step 1 of 256"));
        uitest::chooseItem(size, size->findData(4));
        QCOMPARE(w.stepText(), QStringLiteral("Step 1 of 16"));
    }

    void theCurrentCellStaysInView()
    {
        Window w(m_dir.filePath(QStringLiteral("view.json")));
        auto *size = child<QComboBox>(w.tab(), "sizeBox");
        uitest::chooseItem(size, size->findData(32));
        auto *table = child<QTableView>(w.tab(), "nimSumTable");
        QVERIFY(!inView(table, 31, 31)); // the table is bigger than its view
        auto *next = child<QToolButton>(w.tab(), "stepNext");
        for (int i = 0; i < 25 * 32 + 29; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(w.stepText(), QStringLiteral("Step 830 of 1024"));
        QVERIFY(inView(table, 25, 29));
        QTest::keyClick(table, Qt::Key_Home);
        QVERIFY(inView(table, 0, 0));
        QTest::keyClick(table, Qt::Key_End);
        QVERIFY(inView(table, 31, 31));
        uitest::chooseItem(child<QComboBox>(w.tab(), "methodBox"), 1); // mex keeps the step and the view
        QVERIFY(inView(table, 31, 31));
    }

    void aMexStepColoursTheCellsItReads_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addRow("(0, 0)") << 0 << 0;
        QTest::addRow("(0, 6)") << 0 << 6;
        QTest::addRow("(3, 5)") << 3 << 5;
        QTest::addRow("(7, 7)") << 7 << 7;
    }
    void aMexStepColoursTheCellsItReads()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        Window w(m_dir.filePath(QStringLiteral("mex.json")));
        uitest::chooseItem(child<QComboBox>(w.tab(), "methodBox"), 1);
        auto *next = child<QToolButton>(w.tab(), "stepNext");
        for (int i = 0; i < m * 8 + n; ++i)
            QTest::mouseClick(next, Qt::LeftButton);
        const QAbstractItemModel *model = child<QTableView>(w.tab(), "nimSumTable")->model();
        QList<QPoint> coloured, expected;
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j) {
                const QModelIndex index = model->index(i, j);
                if (index.data(NimSumTableModel::ReadRole).toBool()) {
                    coloured << QPoint(j, i);
                    QCOMPARE(index.data(Qt::BackgroundRole).value<QColor>(), kStepRead);
                }
                if ((i == m && j < n) || (j == n && i < m)) // brute force: the row to the left, the column above
                    expected << QPoint(j, i);
            }
        QCOMPARE(coloured, expected);
        QCOMPARE(model->index(m, n).data(Qt::BackgroundRole).value<QColor>(), kStepHighlight);
        uitest::chooseItem(child<QComboBox>(w.tab(), "methodBox"), 0); // XOR reads no cell
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                QVERIFY(!model->index(i, j).data(NimSumTableModel::ReadRole).toBool());
    }
};

QTEST_MAIN(TstNimSumSteps)
#include "tst_nimsumsteps.moc"
