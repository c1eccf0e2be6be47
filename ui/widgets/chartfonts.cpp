#include "chartfonts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>

namespace nimlab {

namespace {
qreal sizeOf(const QFont &font)
{
    return font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize();
}

QFont scaled(QFont font, qreal factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * factor)));
    return font;
}

/// A child of the view, watching its font changes.
class ChartFonts final : public QObject
{
public:
    explicit ChartFonts(QChartView *view) : QObject(view), m_view(view), m_size(sizeOf(view->font()))
    {
        view->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::FontChange)
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow()
    {
        const qreal size = sizeOf(m_view->font());
        if (size <= 0 || m_size <= 0 || qFuzzyCompare(size, m_size))
            return;
        const qreal factor = size / m_size;
        m_size = size;
        QChart *chart = m_view->chart();
        if (!chart)
            return;
        chart->setTitleFont(scaled(chart->titleFont(), factor));
        if (QLegend *legend = chart->legend())
            legend->setFont(scaled(legend->font(), factor));
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsFont(scaled(axis->labelsFont(), factor));
            axis->setTitleFont(scaled(axis->titleFont(), factor));
        }
    }

    QChartView *m_view;
    qreal m_size;
};
} // namespace

void followViewFont(QChartView *view)
{
    new ChartFonts(view);
}

} // namespace nimlab
