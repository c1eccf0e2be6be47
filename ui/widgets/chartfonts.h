#pragma once

class QChartView;

namespace nimlab {

/// Keeps the chart's fonts (title, legend, every axis' labels and title) in step with its view's font: when the
/// window zooms, they grow or shrink by the same factor, each keeping its size relative to the others.
void followViewFont(QChartView *view);

} // namespace nimlab
