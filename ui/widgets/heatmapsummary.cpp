#include "heatmapsummary.h"

#include <algorithm>

namespace nimlab {

namespace {
/// For each pixel along one axis, the cells it covers: [first[p], first[p + 1]) made at least one cell long.
struct Spans
{
    std::vector<int> begin, end;
    int largest = 0;
};

Spans spansOf(int pixels, qint64 offset, int cells, qint64 scaled)
{
    Spans s;
    s.begin.resize(std::size_t(pixels));
    s.end.resize(std::size_t(pixels));
    for (int p = 0; p < pixels; ++p) {
        const int b = std::clamp(heatMapCellOf(p, offset, cells, scaled), 0, cells - 1);
        const int e = std::clamp(heatMapCellOf(p + 1, offset, cells, scaled), b + 1, cells);
        s.begin[std::size_t(p)] = b;
        s.end[std::size_t(p)] = e;
        s.largest = std::max(s.largest, e - b);
    }
    return s;
}
} // namespace

QImage renderHeatMapSummary(const HeatMapValues &values, const std::vector<QRgb> &colours, const HeatMapWindow &window,
                            int *largestBlock)
{
    const int w = window.view.width(), h = window.view.height();
    if (w <= 0 || h <= 0 || values.columns <= 0 || values.rows <= 0 || colours.empty())
        return {};
    const Spans xs = spansOf(w, window.offsetX, values.columns, window.scaledWidth);
    const Spans ys = spansOf(h, window.offsetY, values.rows, window.scaledHeight);
    if (largestBlock)
        *largestBlock = std::max(xs.largest, ys.largest);
    QImage image(w, h, QImage::Format_ARGB32_Premultiplied);
    std::vector<std::uint16_t> smallest(static_cast<std::size_t>(w));
    const std::size_t lastColour = colours.size() - 1;
    for (int py = 0; py < h; ++py) {
        std::fill(smallest.begin(), smallest.end(), HeatMapValues::kNoValue);
        for (int y = ys.begin[std::size_t(py)]; y < ys.end[std::size_t(py)]; ++y) {
            const std::uint16_t *row = values.cells.data() + std::size_t(y) * std::size_t(values.columns);
            for (int px = 0; px < w; ++px) {
                std::uint16_t m = smallest[std::size_t(px)];
                for (int x = xs.begin[std::size_t(px)], e = xs.end[std::size_t(px)]; x < e; ++x)
                    m = std::min(m, row[x]);
                smallest[std::size_t(px)] = m;
            }
        }
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(py));
        for (int px = 0; px < w; ++px) {
            const std::uint16_t v = smallest[std::size_t(px)];
            line[px] = v == HeatMapValues::kNoValue ? qRgba(0, 0, 0, 0) : colours[std::min<std::size_t>(v, lastColour)];
        }
    }
    return image;
}

} // namespace nimlab
