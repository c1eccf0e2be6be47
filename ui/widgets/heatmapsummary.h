#pragma once

#include <QImage>
#include <QRgb>

#include <cstdint>
#include <vector>

namespace nimlab {

/// The values of a heat map, one per cell, row by row in the order the rows are drawn (top row first), clamped to
/// 16 bits; kNoValue where the grid has no cell.
struct HeatMapValues
{
    static constexpr std::uint16_t kNoValue = 0xFFFF;
    int columns = 0;
    int rows = 0;
    std::vector<std::uint16_t> cells;
};

/// How the cells lie under the pixels: the grid scaled to `scaled` pixels (width and height), seen from `offset`
/// (the scaled pixel at the view's top left). Pixel p of the view starts at cell (p + offset) * cells / scaled.
struct HeatMapWindow
{
    QSize view;          ///< pixels of the map on screen
    qint64 scaledWidth;  ///< the whole grid's width at this zoom, in pixels
    qint64 scaledHeight; ///< the whole grid's height at this zoom
    qint64 offsetX;      ///< scaled pixels left of the view
    qint64 offsetY;      ///< scaled pixels above the view
};

/// The first cell of pixel `p` along an axis of `cells` cells scaled to `scaled` pixels, seen from `offset`.
inline int heatMapCellOf(qint64 p, qint64 offset, int cells, qint64 scaled)
{
    return int((p + offset) * cells / scaled);
}

/// The picture of the cells under the view: every pixel in the colour of the SMALLEST value among the cells it
/// covers (one cell when zoomed in), so a 0 (a P-position) is never averaged or dropped away however many cells a
/// pixel stands for; transparent where it covers no cell. Each cell is read once per pixel row it falls in (the whole
/// grid once for the fitted view). `colours[v]` is value v's colour; larger values take the last colour.
/// `largestBlock` is set to the most cells along one side that a pixel covers.
QImage renderHeatMapSummary(const HeatMapValues &values, const std::vector<QRgb> &colours, const HeatMapWindow &window,
                            int *largestBlock = nullptr);

} // namespace nimlab
