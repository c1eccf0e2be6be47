#pragma once

#include <QObject>

class QAction;
class QLabel;
class QMainWindow;

namespace nimlab {

/// The zoom of a main window (View > Zoom in, Zoom out, Actual size): one of the core's zoom steps, applied as the
/// window's font, so text, boards, tables and charts (which size and draw from the font) scale together. The zoom is
/// remembered in QSettings and read back by the next window; the status bar says it (objectName `zoomLabel`).
class WindowZoom final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WindowZoom)

public:
    /// Reads the saved zoom and applies it to `window`.
    explicit WindowZoom(QMainWindow *window);

    /// Zoom in, Zoom out and Actual size, in that order (objectNames `zoomInAction`, `zoomOutAction`,
    /// `actualSizeAction`), for the window's View menu.
    QList<QAction *> actions() const;
    /// The zoom in percent.
    int percent() const { return m_percent; }
    /// Gives the zoom to widgets just added to the window (a tab built late). Widgets made without a parent and added
    /// later follow the window's font, but those with a font of their class (a table's header) keep the application's
    /// until the window's font is set again.
    void reachNewWidgets();

public Q_SLOTS:
    /// Zooms to the step nearest `percent`, remembers it and says so.
    void setPercent(int percent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    void retranslateUi();

    QMainWindow *m_window;
    int m_percent;
    QAction *m_in;
    QAction *m_out;
    QAction *m_actual;
    QLabel *m_label;
};

} // namespace nimlab
