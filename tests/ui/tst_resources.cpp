// The icon compiled into nimlab_resources, and the installed desktop entry, icon and AppStream metainfo in the
// source tree: they load, parse, and name each other consistently.
#include "resources.h"

#include <QFile>
#include <QImage>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QString sourceFile(const char *relative)
{
    return QStringLiteral(NIMLAB_SOURCE_DIR "/resources/") + QLatin1String(relative);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TstResources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pngIconIsCompiledIn()
    {
        QCOMPARE(nimlab::appIconPath(), QStringLiteral(":/icons/nimlab-256.png"));
        const QImage image(nimlab::appIconPath());
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(256, 256));
        QVERIFY(image.hasAlphaChannel());
        // The corners are transparent (rounded background), the centre is not.
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(128, 128)), 255);
    }

    void svgIconIsCompiledIn()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/icons/nimlab.svg")));
        QCOMPARE(readAll(QStringLiteral(":/icons/nimlab.svg")), readAll(sourceFile("nimlab.svg")));
    }

    void svgIsWellFormed()
    {
        const QByteArray svg = readAll(sourceFile("nimlab.svg"));
        QVERIFY(!svg.isEmpty());
        QXmlStreamReader xml(svg);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), QStringLiteral("svg"));
        QCOMPARE(xml.namespaceUri(), QStringLiteral("http://www.w3.org/2000/svg"));
        QCOMPARE(xml.attributes().value(QStringLiteral("viewBox")), QStringLiteral("0 0 256 256"));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    }

    void desktopEntry_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addRow("group") << QStringLiteral("[Desktop Entry]");
        QTest::addRow("type") << QStringLiteral("Type=Application");
        QTest::addRow("exec") << QStringLiteral("Exec=nimlab");
        QTest::addRow("icon") << QStringLiteral("Icon=nimlab");
        QTest::addRow("categories") << QStringLiteral("Categories=Education;Math;Game;");
        QTest::addRow("name ja") << QStringLiteral("Name[ja]=ニムラボ");
        QTest::addRow("name yue") << QStringLiteral("Name[yue]=拈實驗室");
    }

    void desktopEntry()
    {
        QFETCH(QString, line);
        const QStringList lines = QString::fromUtf8(readAll(sourceFile("nimlab.desktop"))).split(QLatin1Char('\n'));
        QVERIFY2(lines.contains(line), qPrintable(line));
    }

    void metainfoIsWellFormed()
    {
        QXmlStreamReader xml(readAll(sourceFile("io.github.nimlab.NimLab.metainfo.xml")));
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), QStringLiteral("component"));
        QCOMPARE(xml.attributes().value(QStringLiteral("type")), QStringLiteral("desktop-application"));
        QString id;
        QString launchable;
        QStringList binaries;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QStringLiteral("id"))
                id = xml.readElementText();
            else if (xml.name() == QStringLiteral("launchable"))
                launchable = xml.readElementText();
            else if (xml.name() == QStringLiteral("binary"))
                binaries << xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(id, QStringLiteral("io.github.nimlab.NimLab"));
        // The launchable names the desktop entry that is installed next to it.
        QCOMPARE(launchable, QStringLiteral("nimlab.desktop"));
        QVERIFY(QFile::exists(sourceFile("nimlab.desktop")));
        QCOMPARE(binaries, (QStringList{QStringLiteral("nimlab"), QStringLiteral("nimlab-cli")}));
    }
};

QTEST_GUILESS_MAIN(TstResources)
#include "tst_resources.moc"
