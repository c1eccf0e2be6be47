// nimlab: the GUI. Parses the command line, picks the language, restores the session and shows the window.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "practice/worksheet.h"
#include "session/workspace.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>
#include <cstring>

using namespace nimlab;

namespace {
class AppText
{
    Q_DECLARE_TR_FUNCTIONS(App)
};

/// Runs what is already queued (a chart made when its page is first shown, the layouts it changes, the first paint),
/// so that a picture shows the settled window. Bounded, in case something keeps posting.
void settle()
{
    for (int round = 0; round < 50; ++round)
        if (!QAbstractEventDispatcher::instance()->processEvents(QEventLoop::ExcludeUserInputEvents))
            return;
}
/// nimlab --worksheet FILE --game G --level L --count C --seed S: writes the PDF and returns the exit code (2 for
/// bad arguments, 1 when the file cannot be written), with one line on stderr when it fails.
int writeWorksheet(const QCommandLineParser &parser, const QString &language)
{
    const auto fail = [](const QString &message, int code) {
        std::fprintf(stderr, "nimlab: %s\n", qPrintable(message));
        return code;
    };
    const QString file = parser.value(QStringLiteral("worksheet"));
    const QStringList needed{QStringLiteral("game"), QStringLiteral("level"), QStringLiteral("count"),
                             QStringLiteral("seed")};
    for (const QString &name : needed)
        if (!parser.isSet(name))
            return fail(AppText::tr("--worksheet needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and "
                                    "--seed S."),
                        2);
    if (file.isEmpty())
        return fail(AppText::tr("--worksheet needs the name of the PDF file to write."), 2);
    QString error;
    const std::optional<ExerciseRequest> request = parseExerciseRequest(
        parser.value(needed[0]), parser.value(needed[1]), parser.value(needed[2]), parser.value(needed[3]), &error);
    if (!request)
        return fail(error, 2);
    if (!writeWorksheetPdf({*request, language}, file, &error))
        return fail(error, 1);
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    // A worksheet needs no screen: written on a machine without a display too.
    for (int i = 1; i < argc; ++i)
        if ((std::strcmp(argv[i], "--worksheet") == 0 || std::strncmp(argv[i], "--worksheet=", 12) == 0) &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NimLab"));
    QApplication::setOrganizationName(QStringLiteral("NimLab"));
    QApplication::setApplicationVersion(QStringLiteral(NIMLAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("nimlab"));

    // The language comes first, so that --help and every message are in it: --lang, else the remembered one, else
    // the system's.
    LanguageManager language;
    QSettings settings;
    QString lang =
        settings.value(QStringLiteral("language"), LanguageManager::languageForLocale(QLocale::system())).toString();
    const QStringList arguments = QCoreApplication::arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            lang = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            lang = arguments[i].mid(7);
    }
    if (!LanguageManager::isAvailable(lang)) {
        std::fprintf(stderr, "nimlab: %s\n",
                     qPrintable(AppText::tr("Unknown language '%1': use en, ja or yue.").arg(lang)));
        return 2;
    }
    language.setLanguage(lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(AppText::tr("NimLab: Nim, Fibonacci Nim, Wythoff's game and the nim-sum."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), AppText::tr("Language: en, ja or yue."),
                                        QStringLiteral("code"));
    const QCommandLineOption tabOption(QStringLiteral("tab"),
                                       AppText::tr("Tab to show: nimsum, nim, fibnim, wythoff or sums."),
                                       QStringLiteral("name"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              AppText::tr("Render the window to a PNG file after start-up and exit."),
                                              QStringLiteral("file"));
    const QCommandLineOption introOption(QStringLiteral("intro"),
                                         AppText::tr("Show the tab's \"What is this game?\" page (a game tab)."));
    const QCommandLineOption worksheetOption(
        QStringLiteral("worksheet"),
        AppText::tr("Write a practice worksheet with its answer key to a PDF file and exit (with --game, --level, "
                    "--count and --seed, as nimlab-cli exercise takes them)."),
        QStringLiteral("file"));
    const QCommandLineOption gameOption(QStringLiteral("game"),
                                        AppText::tr("The worksheet's game: nim, fibnim, "
                                                    "wythoff or sum."),
                                        QStringLiteral("game"));
    const QCommandLineOption levelOption(QStringLiteral("level"), AppText::tr("The worksheet's level: 1, 2 or 3."),
                                         QStringLiteral("level"));
    const QCommandLineOption countOption(QStringLiteral("count"),
                                         AppText::tr("How many exercises the worksheet has: 1 to 1000."),
                                         QStringLiteral("count"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        AppText::tr("The worksheet's seed: the same seed gives the same exercises."),
                                        QStringLiteral("seed"));
    parser.addOptions({langOption, tabOption, screenshotOption, introOption, worksheetOption, gameOption, levelOption,
                       countOption, seedOption});
    parser.process(app);

    // A worksheet is written without a window and without the session (which it neither reads nor changes).
    if (parser.isSet(worksheetOption))
        return writeWorksheet(parser, lang);
    for (const QCommandLineOption *option : {&gameOption, &levelOption, &countOption, &seedOption})
        if (parser.isSet(*option)) {
            std::fprintf(stderr, "nimlab: %s\n",
                         qPrintable(AppText::tr("--%1 goes with --worksheet.").arg(option->names().constFirst())));
            return 2;
        }

    Workspace workspace(SessionStore::defaultPath());
    MainWindow window(&workspace, &language);
    // A newcomer meets each game by its intro; a picture of the window shows the game unless asked for the intro.
    window.setIntrosOnFirstVisit(!parser.isSet(screenshotOption));
    window.restoreSettings();
    if (parser.isSet(tabOption) && !window.showTab(parser.value(tabOption))) {
        std::fprintf(stderr, "nimlab: %s\n",
                     qPrintable(AppText::tr("Unknown tab '%1': use %2.")
                                    .arg(parser.value(tabOption), window.tabNames().join(QStringLiteral(", ")))));
        return 2;
    }
    switch (workspace.loadSession()) {
    case SessionStore::LoadResult::Damaged: {
        // What was not understood (and where), what was restored, and where the original was kept: the whole text,
        // wrapped and selectable (to copy the path), until the next status message, so it is neither cut nor missed.
        auto *notice = new QLabel(workspace.session()->loadMessage());
        notice->setObjectName(QStringLiteral("sessionNotice"));
        notice->setWordWrap(true);
        notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
        window.statusBar()->addWidget(notice, 1);
        QObject::connect(window.statusBar(), &QStatusBar::messageChanged, notice, &QObject::deleteLater);
        break;
    }
    case SessionStore::LoadResult::Restored:
        window.showStatus(AppText::tr("Session restored."));
        break;
    case SessionStore::LoadResult::Fresh:
        break;
    }
    if (parser.isSet(introOption))
        window.showIntro();
    window.show();

    if (parser.isSet(screenshotOption)) {
        // Render once start-up is done: after the first events, and, when the restored session started computations
        // that the picture shows (a comparison, a Grundy table), after they have finished.
        const QString file = parser.value(screenshotOption);
        const auto shoot = [&window, file] {
            settle();
            const bool ok = window.grab().save(file, "PNG");
            if (!ok)
                std::fprintf(stderr, "nimlab: cannot write %s\n", qPrintable(file));
            QCoreApplication::exit(ok ? 0 : 1);
        };
        auto *poll = new QTimer(&window);
        poll->setInterval(20);
        QObject::connect(poll, &QTimer::timeout, &window, [&workspace, poll, shoot] {
            if (workspace.isBusy())
                return;
            poll->stop();
            QTimer::singleShot(50, poll, shoot); // let the views take in the finished results
        });
        // Nothing running once the first events are done: render now, without waiting for a poll.
        QTimer::singleShot(0, &window, [&workspace, poll, shoot] {
            settle();
            if (workspace.isBusy())
                poll->start();
            else
                shoot();
        });
    }
    return QApplication::exec();
}
