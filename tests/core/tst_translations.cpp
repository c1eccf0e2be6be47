// Every user-visible string is translated: lupdate runs over the sources into copies of the .ts files, and no
// message may be unfinished or empty in Japanese or Cantonese. The translations also keep what GLOSSARY.md fixes:
// full-width punctuation in running CJK text, one term per idea, and every placeholder and mnemonic of the source.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
};

QString tsPath(const QString &language)
{
    return QStringLiteral(NIMLAB_SOURCE_DIR) + QStringLiteral("/translations/nimlab_%1.ts").arg(language);
}

QList<Message> readMessages(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            current = {context, xml.readElementText(), {}};
        } else if (xml.name() == QLatin1String("translation")) {
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages << current;
        }
    }
    return xml.hasError() ? QList<Message>{} : messages;
}

QString where(const Message &m)
{
    return m.context + QStringLiteral(": \"") + m.source + QStringLiteral("\" -> \"") + m.translation +
           QLatin1Char('"');
}

/// Han, kana, CJK symbols and punctuation, full-width forms: the characters a half-width mark must not touch.
bool isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x30FF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0x4E00 && u <= 0x9FFF) ||
           (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
}

/// The half-width marks that touch CJK text: a comma, colon or semicolon with a CJK character directly on either
/// side, an opening parenthesis followed by one, a closing parenthesis preceded by one. A parenthesis may touch CJK
/// text on its outer side, so formulas and coordinates stay half-width in running text ("係 g(n, q)", "去到(0, 0)嘅"),
/// but not on its inner side ("(%1 個)"). HTML tags are looked through, a mnemonic "(&A)" counts as not there (so
/// "博弈(&G):" is caught) and ";;" is Qt's separator of file-dialog filters.
QStringList halfWidthNextToCjk(QString text)
{
    static const QRegularExpression tag(QStringLiteral("</?[A-Za-z][A-Za-z0-9]*[^<>]*>"));
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^&\\s]\\)"));
    text.remove(tag);
    text.remove(mnemonic);
    text.replace(QLatin1String(";;"), QStringLiteral("\u2063\u2063"));
    QStringList found;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool before = i > 0 && isCjk(text.at(i - 1));
        const bool after = i + 1 < text.size() && isCjk(text.at(i + 1));
        bool bad = false;
        if (c == QLatin1Char(',') || c == QLatin1Char(':') || c == QLatin1Char(';'))
            bad = before || after;
        else if (c == QLatin1Char('('))
            bad = after;
        else if (c == QLatin1Char(')'))
            bad = before;
        if (bad)
            found << QStringLiteral("'%1' in \"%2\"").arg(c, text.mid(qMax<qsizetype>(0, i - 4), 9));
    }
    return found;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
    QStringList found;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(text))
        found << m.captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

/// The mnemonic letters ("&File" -> "f"), lower case; "&&" is a literal ampersand, "& " is no mnemonic.
QStringList mnemonics(QString text)
{
    text.remove(QLatin1String("&&"));
    static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
    QStringList found;
    for (const QRegularExpressionMatch &m : mnemonic.globalMatch(text))
        found << m.captured(1).toLower();
    return found;
}

} // namespace

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
        QFile original(tsPath(language));
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

    // Half-width , : ; ( ) next to Chinese or Japanese text are misread ("111,7", "2:9"): running text uses
    // ，：；（） and only formulas, coordinates and numbers keep half-width marks (GLOSSARY.md, Punctuation).
    void fullWidthPunctuationInRunningText_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("yue") << QStringLiteral("yue");
    }
    void fullWidthPunctuationInRunningText()
    {
        QFETCH(QString, language);
        const QList<Message> messages = readMessages(tsPath(language));
        QVERIFY(messages.size() > 100);
        QStringList wrong;
        for (const Message &m : messages) {
            const QStringList marks = halfWidthNextToCjk(m.translation);
            if (!marks.isEmpty())
                wrong << marks.join(QStringLiteral(", ")) + QStringLiteral(" -- ") + where(m);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(QString::number(wrong.size()) + QStringLiteral(" messages:\n") +
                                             wrong.join(QLatin1Char('\n'))));
    }

    // One term per idea (GLOSSARY.md): the words the glossary replaced must not come back.
    void glossaryTermsOnly_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("forbidden");
        QTest::addColumn<QString>("instead");
        QTest::addColumn<bool>("unlessQuotingTheArticle");
        QTest::addRow("ja 勝ちの動き") << QStringLiteral("ja") << QStringLiteral("勝ちの動き")
                                       << QStringLiteral("勝利手") << false;
        QTest::addRow("ja 動き") << QStringLiteral("ja") << QStringLiteral("動き") << QStringLiteral("手") << false;
        QTest::addRow("ja 公平なゲーム") << QStringLiteral("ja") << QStringLiteral("公平なゲーム")
                                         << QStringLiteral("不偏ゲーム") << false;
        QTest::addRow("ja 十進数") << QStringLiteral("ja") << QStringLiteral("十進数") << QStringLiteral("10進数")
                                   << false;
        QTest::addRow("ja 最初のプレイヤー")
            << QStringLiteral("ja") << QStringLiteral("最初のプレイヤー") << QStringLiteral("先手") << true;
        QTest::addRow("ja 2番目のプレイヤー")
            << QStringLiteral("ja") << QStringLiteral("2番目のプレイヤー") << QStringLiteral("後手") << true;
        QTest::addRow("ja edition") << QStringLiteral("ja") << QStringLiteral("edition") << QStringLiteral("第2版")
                                    << false;
        QTest::addRow("yue 俾") << QStringLiteral("yue") << QStringLiteral("俾") << QStringLiteral("畀") << false;
        QTest::addRow("yue 博弈完咗") << QStringLiteral("yue") << QStringLiteral("博弈完咗")
                                      << QStringLiteral("呢局完咗 (一局)") << false;
        QTest::addRow("yue 唔識語言") << QStringLiteral("yue") << QStringLiteral("唔識語言")
                                      << QStringLiteral("無效嘅語言") << false;
        QTest::addRow("yue 必勝嘅一步") << QStringLiteral("yue") << QStringLiteral("必勝嘅一步")
                                        << QStringLiteral("必勝步") << false;
        QTest::addRow("yue edition") << QStringLiteral("yue") << QStringLiteral("edition") << QStringLiteral("第 2 版")
                                     << false;
    }
    void glossaryTermsOnly()
    {
        QFETCH(QString, language);
        QFETCH(QString, forbidden);
        QFETCH(QString, instead);
        QFETCH(bool, unlessQuotingTheArticle);
        const QList<Message> messages = readMessages(tsPath(language));
        QVERIFY(messages.size() > 100);
        QStringList wrong;
        for (const Message &m : messages) {
            // "only when quoting the article": the source itself says it gives the article's words.
            if (unlessQuotingTheArticle && m.source.contains(QLatin1String("article"), Qt::CaseInsensitive))
                continue;
            if (m.translation.contains(forbidden))
                wrong << where(m);
        }
        QVERIFY2(
            wrong.isEmpty(),
            qPrintable(QStringLiteral("%1 should be %2 in %3 messages:\n").arg(forbidden, instead).arg(wrong.size()) +
                       wrong.join(QLatin1Char('\n'))));
    }

    // Every %N of the source is in the translation and no other; every mnemonic letter is kept ("S&tart" ->
    // "開始(&T)").
    void placeholdersAndMnemonicsKept_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("yue") << QStringLiteral("yue");
    }
    void placeholdersAndMnemonicsKept()
    {
        QFETCH(QString, language);
        const QList<Message> messages = readMessages(tsPath(language));
        QVERIFY(messages.size() > 100);
        QStringList wrong;
        int withMnemonic = 0;
        for (const Message &m : messages) {
            const QStringList expected = placeholders(m.source);
            const QStringList got = placeholders(m.translation);
            if (expected != got)
                wrong << QStringLiteral("placeholders %1, translated %2 -- ")
                                 .arg(expected.join(QLatin1Char(' ')), got.join(QLatin1Char(' '))) +
                             where(m);
            const QStringList letters = mnemonics(m.source);
            withMnemonic += letters.isEmpty() ? 0 : 1;
            if (letters != mnemonics(m.translation))
                wrong << QStringLiteral("mnemonic &%1 -- ").arg(letters.join(QStringLiteral(" &"))) + where(m);
        }
        QVERIFY(withMnemonic > 10);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
