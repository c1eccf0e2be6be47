// Heat maps at every size (offscreen): the fitted view of a 4096 x 4096 nim-sum table paints every pixel in the colour
// of the smallest value of the cells it covers (brute force), so the P-positions' diagonal stays; zoom by key and
// wheel, move by key and drag, and the cell under the mouse is the one painted there, whose value the read-out names
// exactly (Wythoff's Grundy page, brute-force Grundy values); the nim-sum tab shows its compared table this way.
#include "games/wythofflab.h"
#include "math/nimsumtable.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumbuildertab.h"
#include "uitest.h"
#include "widgets/heatmapview.h"
#include "widgets/valuecolor.h"
#include "wythoff/wythoffchartspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>
#include <memory>

using namespace nimlab;
using uitest::child;

namespace {
constexpr int kSize = 4096;

std::shared_ptr<const NimSumTable> nimSumTable()
{
    static const auto table = std::make_shared<const NimSumTable>(buildNimSumTable(NimSumMethod::Xor, kSize));
    return table;
}

/// Shows the 4096 table: x is the column n, y the row m.
void showNimSums(HeatMapView &map)
{
    const auto table = nimSumTable();
    map.setGrid(QRect(0, 0, kSize, kSize), table->cells.data(), kSize - 1);
}

/// Wythoff's Grundy values by their definition: the mex of the row to the left, the column below and the diagonal.
std::vector<std::vector<int>> wythoffGrundyBruteForce(int size)
{
    std::vector<std::vector<int>> g(static_cast<std::size_t>(size), std::vector<int>(static_cast<std::size_t>(size)));
    for (int x = 0; x < size; ++x)
        for (int y = 0; y < size; ++y) {
            std::vector<bool> used(static_cast<std::size_t>(3 * size + 1));
            for (int k = 1; k <= x; ++k)
                used[std::size_t(g[std::size_t(x - k)][std::size_t(y)])] = true;
            for (int k = 1; k <= y; ++k)
                used[std::size_t(g[std::size_t(x)][std::size_t(y - k)])] = true;
            for (int k = 1; k <= std::min(x, y); ++k)
                used[std::size_t(g[std::size_t(x - k)][std::size_t(y - k)])] = true;
            int v = 0;
            while (used[std::size_t(v)])
                ++v;
            g[std::size_t(x)][std::size_t(y)] = v;
        }
    return g;
}

void wheel(QWidget *widget, QPoint at, int delta)
{
    QWheelEvent event(at, widget->mapToGlobal(at), {}, QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
}
} // namespace

class TstHeatMapZoom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fittedViewKeepsTheZeros()
    {
        HeatMapView map;
        map.resize(620, 560);
        nimSumTable(); // built before the clock starts
        QElapsedTimer timer;
        timer.start();
        showNimSums(map);
        const qint64 gridMs = timer.elapsed();
        timer.restart();
        const QImage shot = map.grab().toImage(); // the first paint makes the summary
        const qint64 paintMs = timer.elapsed();
        timer.restart();
        map.grab();
        qInfo("4096 x 4096: setGrid %lld ms, first paint of the fitted view %lld ms, next paint %lld ms", gridMs,
              paintMs, timer.elapsed());
        QCOMPARE(map.zoom(), 1.0);
        // The map's pixels: from the first cell's pixel to the last one's.
        const QPoint origin = map.cellRect(QPoint(0, 0)).topLeft();
        QVERIFY(map.cellAt(origin) == QPoint(0, 0));
        const auto table = nimSumTable();
        const QColor zero = valueColor(0, kSize - 1);
        int pixels = 0, zeroPixels = 0;
        for (int py = origin.y(); map.cellAt(QPoint(origin.x(), py)); ++py) {
            const int m0 = map.cellAt(QPoint(origin.x(), py))->y();
            const auto below = map.cellAt(QPoint(origin.x(), py + 1));
            const int m1 = below ? below->y() : kSize;
            for (int px = origin.x(); map.cellAt(QPoint(px, py)); ++px) {
                const int n0 = map.cellAt(QPoint(px, py))->x();
                const auto right = map.cellAt(QPoint(px + 1, py));
                const int n1 = right ? right->x() : kSize;
                QVERIFY(m1 > m0 + 1 && n1 > n0 + 1); // each pixel stands for a block of cells
                std::uint16_t smallest = 0xFFFF;
                for (int m = m0; m < m1; ++m)
                    for (int n = n0; n < n1; ++n)
                        smallest = std::min(smallest, table->at(m, n));
                const QColor painted = shot.pixelColor(px, py);
                QCOMPARE(painted.rgb(), valueColor(smallest, kSize - 1).rgb());
                const bool hasPPosition = std::max(m0, n0) < std::min(m1, n1); // a cell with m == n
                QCOMPARE(painted.rgb() == zero.rgb(), hasPPosition);
                ++pixels;
                zeroPixels += hasPPosition;
            }
        }
        QVERIFY(pixels > 200 * 200);
        QVERIFY(zeroPixels >= 200); // the whole diagonal
        QVERIFY(map.accessibleDescription().contains(QStringLiteral("4096 \u00d7 4096 cells")));
    }

    void zoomAndMoveKeepTheCellExact()
    {
        HeatMapView map;
        map.resize(620, 560);
        showNimSums(map);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        map.setFocus();
        const auto table = nimSumTable();
        const QPoint at = map.rect().center() + QPoint(37, -23);
        QVERIFY(map.cellAt(at));
        const QPoint before = *map.cellAt(at);
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(&map, Qt::Key_Plus);
        QCOMPARE(map.zoom(), 16.0);
        QVERIFY(map.accessibleDescription().contains(QStringLiteral("zoom 16.0")));
        const QPoint beforeWheel = *map.cellAt(at);
        wheel(&map, at, 3 * 120); // three notches, about the point under the mouse
        QVERIFY(map.zoom() > 16.0);
        QSignalSpy hovered(&map, &HeatMapView::cellHovered);
        QTest::mouseMove(&map, at + QPoint(5, 5));
        QTest::mouseMove(&map, at);
        QVERIFY(!hovered.isEmpty());
        const QPoint cell(hovered.last().at(0).toInt(), hovered.last().at(1).toInt());
        QCOMPARE(map.cellAt(at), std::optional<QPoint>(cell));
        QVERIFY(map.cellRect(cell).contains(at));
        QVERIFY(map.cellRect(cell).width() >= 2); // zoomed in: a cell is a few pixels
        QVERIFY2((cell - beforeWheel).manhattanLength() <= 2, "the wheel zooms about the point under the mouse");
        const QImage shot = map.grab().toImage();
        QCOMPARE(shot.pixelColor(at).rgb(), valueColor(std::uint32_t(cell.y() ^ cell.x()), kSize - 1).rgb());
        QCOMPARE(int(table->at(cell.y(), cell.x())), cell.y() ^ cell.x());
        // Move: the arrow shows cells further right; a drag to the right brings back cells further left.
        QTest::keyClick(&map, Qt::Key_Right);
        const QPoint moved = *map.cellAt(at);
        QVERIFY(moved.x() > cell.x());
        QCOMPARE(moved.y(), cell.y());
        QTest::mousePress(&map, Qt::LeftButton, {}, at);
        QTest::mouseMove(&map, at + QPoint(60, 0));
        QTest::mouseRelease(&map, Qt::LeftButton, {}, at + QPoint(60, 0));
        QVERIFY(map.cellAt(at)->x() < moved.x());
        // 0 fits the whole table again.
        QTest::keyClick(&map, Qt::Key_0);
        QCOMPARE(map.zoom(), 1.0);
        QCOMPARE(map.cellAt(at), std::optional<QPoint>(before));
    }

    void wythoffReadoutIsExactAtAnyZoom()
    {
        WythoffLab lab;
        lab.setGrundySize(256);
        WythoffChartsPanel panel(&lab);
        panel.resize(900, 1100);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY_WITH_TIMEOUT(lab.grundyTable() && lab.grundyTable()->size == 256, 20000);
        auto *map = child<HeatMapView>(&panel, "wythoffGrundyMap");
        auto *value = child<QLabel>(&panel, "grundyValueText");
        const auto g = wythoffGrundyBruteForce(256);
        map->setFocus();
        const QRect fitted = map->cellRect(QPoint(0, 255)).united(map->cellRect(QPoint(255, 0)));
        for (int zoomIn = 0; zoomIn < 4; ++zoomIn) {
            for (const QPoint offset : {QPoint(0, 0), QPoint(-41, 17), QPoint(63, 58)}) {
                const QPoint at = fitted.center() + offset;
                QTest::mouseMove(map, at);
                const QPoint cell = *map->cellAt(at);
                const int expected = g[std::size_t(cell.x())][std::size_t(cell.y())];
                QTRY_VERIFY2(value->text().startsWith(
                                 QStringLiteral("G(%1, %2) = %3").arg(cell.x()).arg(cell.y()).arg(expected)),
                             qPrintable(value->text()));
            }
            QTest::keyClick(map, Qt::Key_Plus);
            QTest::keyClick(map, Qt::Key_Up);
        }
        QVERIFY(map->zoom() > 8.0); // up to cells of 32 pixels
    }

    void nimSumTabShowsTheComparedTable()
    {
        NimSumBuilder builder;
        NimSumBuilderTab tab(&builder);
        tab.resize(1000, 800);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        auto *map = child<HeatMapView>(&tab, "nimSumHeatMap");
        auto *table = child<QTableView>(&tab, "nimSumTable");
        QTest::mouseClick(child<QCheckBox>(&tab, "heatBox"), Qt::LeftButton);
        QVERIFY(table->isVisible() && !map->isVisible()); // step by step: the table of numbers, coloured
        QSignalSpy finished(&builder, &NimSumBuilder::compareFinished);
        auto *size = child<QComboBox>(&tab, "sizeBox");
        uitest::chooseItem(size, size->findData(64)); // compare only
        QVERIFY(finished.wait(30000));
        QVERIFY(map->isVisible() && !table->isVisible());
        QCOMPARE(map->cells(), QRect(0, 0, 64, 64));
        QVERIFY(map->accessibleDescription().contains(QStringLiteral("64 \u00d7 64 cells")));
        QCOMPARE(map->accessibleName(), QStringLiteral("Heat map of the nim-sum table"));
        const QImage shot = map->grab().toImage();
        for (const QPoint cell : {QPoint(5, 9), QPoint(63, 0), QPoint(17, 17)})
            QCOMPARE(shot.pixelColor(map->cellRect(cell).center()).rgb(),
                     valueColor(std::uint32_t(cell.x() ^ cell.y()), 63).rgb());
    }

    void aGridInMemoryReadsLikeTheFunction_data()
    {
        QTest::addColumn<bool>("bottomLeft");
        QTest::addRow("table") << false;
        QTest::addRow("chart") << true;
    }
    void aGridInMemoryReadsLikeTheFunction()
    {
        QFETCH(bool, bottomLeft);
        // Row y of the memory is the cells (x, y): the same map as the value function gives, in either origin.
        std::vector<std::uint16_t> rows;
        for (int y = 2; y < 7; ++y)
            for (int x = 1; x < 9; ++x)
                rows.push_back(std::uint16_t((3 * x + 5 * y) % 11));
        const auto value = [](int x, int y) -> std::uint32_t { return std::uint32_t((3 * x + 5 * y) % 11); };
        HeatMapView fromMemory, fromFunction;
        for (HeatMapView *map : {&fromMemory, &fromFunction}) {
            map->resize(400, 300);
            if (bottomLeft)
                map->setOrigin(HeatMapView::Origin::BottomLeft);
        }
        fromMemory.setGrid(QRect(1, 2, 8, 5), rows.data(), 10);
        fromFunction.setGrid(QRect(1, 2, 8, 5), value, 10);
        QCOMPARE(fromMemory.grab().toImage(), fromFunction.grab().toImage());
        for (int y = 2; y < 7; ++y)
            for (int x = 1; x < 9; ++x)
                QCOMPARE(fromMemory.cellAt(fromMemory.cellRect(QPoint(x, y)).center()),
                         std::optional<QPoint>(QPoint(x, y)));
        fromMemory.setOrigin(bottomLeft ? HeatMapView::Origin::TopLeft : HeatMapView::Origin::BottomLeft);
        fromFunction.setOrigin(bottomLeft ? HeatMapView::Origin::TopLeft : HeatMapView::Origin::BottomLeft);
        QCOMPARE(fromMemory.grab().toImage(), fromFunction.grab().toImage());
    }

    void darkPaletteFramesTheZeros()
    {
        HeatMapView map;
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        map.setPalette(dark);
        map.resize(400, 400);
        map.setGrid(
            QRect(0, 0, 8, 8), [](int x, int y) -> std::uint32_t { return std::uint32_t(x ^ y); }, 7);
        const QImage shot = map.grab().toImage();
        // The corner cell (0, 0) holds 0, near-black; the frame around it is the light text colour.
        const QRect corner = map.cellRect(QPoint(0, 0));
        QCOMPARE(shot.pixelColor(corner.center()).rgb(), valueColor(0, 7).rgb());
        const QColor frame = shot.pixelColor(corner.topLeft() - QPoint(1, 1));
        QVERIFY2(contrastRatio(frame, valueColor(0, 7)) >= 7, qPrintable(frame.name()));
        QVERIFY(contrastRatio(frame, dark.color(QPalette::Window)) >= 7);
    }
};

QTEST_MAIN(TstHeatMapZoom)
#include "tst_heatmapzoom.moc"
