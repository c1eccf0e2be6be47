#pragma once

#include "practice/exercises.h"

#include <QObject>

#include <functional>
#include <optional>

class QWidget;

namespace nimlab {

class BackgroundJob;
class LanguageManager;

/// File > Export worksheet... and Print worksheet...: asks for the sheet (WorksheetDialog), then a file or a printer,
/// and paints the sheet off the GUI thread (a BackgroundJob) with a progress dialog and Cancel; a cancelled sheet
/// writes and prints nothing.
class WorksheetExport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorksheetExport)

public:
    /// Where the dialog starts: a game and a level (the Practice tab's), or the dialog's own default.
    struct Start
    {
        PracticeGame game = PracticeGame::Nim;
        int level = 1;
    };

    /// Dialogs are shown over `window`; the sheet is in `language`'s current language.
    WorksheetExport(LanguageManager *language, QWidget *window);

    void exportSheet(std::optional<Start> start);
    void printSheet(std::optional<Start> start);

Q_SIGNALS:
    /// A message for the status bar.
    void statusMessage(const QString &message);

private:
    /// Shows a progress dialog with Cancel for the job about to start; `whenFinished` runs when it finished.
    void run(const QString &label, std::function<void()> whenFinished);

    LanguageManager *m_language;
    QWidget *m_window;
    BackgroundJob *m_job;
};

} // namespace nimlab
