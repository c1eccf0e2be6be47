#pragma once
// The offscreen platform with one screen of a projector's size, 1280x720 (also what 1920x1080 at 150% gives), for the
// tests of what fits: call before the QApplication is made.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace uitest {

/// Describes the screen in a file in `dir` (which must outlive the application) for the offscreen platform.
inline void useProjectorScreen(const QTemporaryDir &dir)
{
    if (!dir.isValid() || !qgetenv("QT_QPA_PLATFORM").startsWith("offscreen"))
        return; // another platform (a real screen): its own size
    const QString path = dir.filePath(QStringLiteral("screen.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    file.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720,
                  "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(path));
}

} // namespace uitest

/// QTEST_MAIN on the projector's screen.
#define PROJECTOR_TEST_MAIN(TestObject)                                                                                \
    int main(int argc, char *argv[])                                                                                   \
    {                                                                                                                  \
        const QTemporaryDir screenDir;                                                                                 \
        uitest::useProjectorScreen(screenDir);                                                                         \
        QApplication app(argc, argv);                                                                                  \
        TestObject test;                                                                                               \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }
