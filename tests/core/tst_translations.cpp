// Every user-visible string is translated: lupdate runs over the sources into copies of the .ts files, and no
// message may be unfinished or empty in Japanese or Cantonese.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TstTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("yue") << QStringLiteral("yue");
    }
    void everyStringIsTranslated()
    {
        QFETCH(QString, language);
        const QString source = QStringLiteral(NIMLAB_SOURCE_DIR);
        QTemporaryDir dir;
        const QString ts = dir.filePath(QStringLiteral("nimlab_%1.ts").arg(language));
        QFile original(source + QStringLiteral("/translations/nimlab_%1.ts").arg(language));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray content = original.readAll();
        QVERIFY(content.contains("<TS version=\"2.1\" language=\"" + language.toLatin1() + "\">"));
        // Qt 6.4's lupdate refuses to update a file whose language it does not know (yue); zh_HK has the same single
        // plural form, so the copy is checked under it (scripts/update-translations.sh does the same).
        if (language == QLatin1String("yue"))
            content.replace("language=\"yue\"", "language=\"zh_HK\"");
        QFile copy(ts);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(content);
        copy.close();
        QProcess lupdate;
        lupdate.start(QStringLiteral(NIMLAB_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                       source + QStringLiteral("/core"), source + QStringLiteral("/ui"),
                       source + QStringLiteral("/app/cli"), source + QStringLiteral("/app/gui"), QStringLiteral("-ts"),
                       ts});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const QByteArray report = lupdate.readAllStandardOutput() + lupdate.readAllStandardError();
        QVERIFY2(!report.contains("won't be updated"), report.constData());

        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context;
        QString sourceText;
        QStringList untranslated;
        int messages = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                sourceText = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") ||
                    text.trimmed().isEmpty())
                    untranslated << context + QStringLiteral(": ") + sourceText;
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 100);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
