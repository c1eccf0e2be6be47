#include "windowzoom.h"

#include "view/zoomsteps.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QSettings>
#include <QStatusBar>

namespace nimlab {

namespace {
const QString kZoomKey = QStringLiteral("view/zoom");

/// The platform's keys for `key`, with `extra` beside them where it is missing (Ctrl+= zooms in without Shift).
QList<QKeySequence> keys(QKeySequence::StandardKey key, const QKeySequence &extra)
{
    QList<QKeySequence> all = QKeySequence::keyBindings(key);
    if (!all.contains(extra))
        all << extra;
    return all;
}
} // namespace

WindowZoom::WindowZoom(QMainWindow *window)
    : QObject(window), m_window(window),
      m_percent(zoom::nearestStep(QSettings().value(kZoomKey, zoom::kActual).toInt())), m_in(new QAction(this)),
      m_out(new QAction(this)), m_actual(new QAction(this)), m_label(new QLabel)
{
    m_in->setObjectName(QStringLiteral("zoomInAction"));
    m_out->setObjectName(QStringLiteral("zoomOutAction"));
    m_actual->setObjectName(QStringLiteral("actualSizeAction"));
    m_label->setObjectName(QStringLiteral("zoomLabel"));
    m_in->setShortcuts(keys(QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)));
    m_out->setShortcuts(keys(QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Minus)));
    m_actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    window->statusBar()->addPermanentWidget(m_label);
    connect(m_in, &QAction::triggered, this, [this] { setPercent(zoom::zoomedIn(m_percent)); });
    connect(m_out, &QAction::triggered, this, [this] { setPercent(zoom::zoomedOut(m_percent)); });
    connect(m_actual, &QAction::triggered, this, [this] { setPercent(zoom::kActual); });
    window->installEventFilter(this);
    apply();
}

QList<QAction *> WindowZoom::actions() const
{
    return {m_in, m_out, m_actual};
}

void WindowZoom::setPercent(int percent)
{
    percent = zoom::nearestStep(percent);
    if (percent == m_percent)
        return;
    m_percent = percent;
    QSettings().setValue(kZoomKey, m_percent);
    apply();
}

void WindowZoom::apply()
{
    // The window's font is the application's scaled by the zoom; at actual size the window has no font of its own, so
    // it follows the application's again.
    if (m_percent == zoom::kActual) {
        m_window->setFont(QFont());
    } else {
        QFont font = QApplication::font(m_window);
        const qreal scale = m_percent / 100.0;
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * scale);
        else
            font.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
        m_window->setFont(font);
    }
    m_in->setEnabled(zoom::canZoomIn(m_percent));
    m_out->setEnabled(zoom::canZoomOut(m_percent));
    m_actual->setEnabled(m_percent != zoom::kActual);
    retranslateUi();
}

void WindowZoom::reachNewWidgets()
{
    if (m_percent == zoom::kActual)
        return;
    const QFont zoomed = m_window->font();
    m_window->setFont(QFont());
    m_window->setFont(zoomed);
}

void WindowZoom::retranslateUi()
{
    m_in->setText(tr("Zoom &in"));
    m_in->setToolTip(tr("Larger text, boards, tables and charts, for the back row"));
    m_out->setText(tr("Zoom &out"));
    m_out->setToolTip(tr("Smaller text, boards, tables and charts"));
    m_actual->setText(tr("&Actual size"));
    m_label->setText(tr("Zoom %1%").arg(m_percent));
    m_label->setToolTip(tr("Zoom in: %1. Zoom out: %2. Actual size: %3.")
                            .arg(m_in->shortcut().toString(QKeySequence::NativeText),
                                 m_out->shortcut().toString(QKeySequence::NativeText),
                                 m_actual->shortcut().toString(QKeySequence::NativeText)));
}

bool WindowZoom::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::LanguageChange)
            retranslateUi();
        else if (event->type() == QEvent::ApplicationFontChange && m_percent != zoom::kActual)
            apply();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nimlab
