// The language manager: the system locale picks the first language (Cantonese is yue, not zh_HK), unknown codes
// change nothing, and switching installs the translations that every text then comes out in.
#include "examples/example.h"
#include "games/wythoffanalysis.h"
#include "i18n/languagemanager.h"

#include <QSignalSpy>
#include <QTest>

using namespace nimlab;

class TstLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languageForLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::addRow("Japanese") << QStringLiteral("ja_JP") << QStringLiteral("ja");
        QTest::addRow("Cantonese, Hong Kong") << QStringLiteral("yue_HK") << QStringLiteral("yue");
        QTest::addRow("Cantonese, script tag") << QStringLiteral("yue-Hant-HK") << QStringLiteral("yue");
        QTest::addRow("Chinese in Hong Kong is not Cantonese") << QStringLiteral("zh_HK") << QStringLiteral("en");
        QTest::addRow("English") << QStringLiteral("en_GB") << QStringLiteral("en");
        QTest::addRow("French falls back to English") << QStringLiteral("fr_FR") << QStringLiteral("en");
    }
    void languageForLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QCOMPARE(LanguageManager::languageForLocale(QLocale(locale)), language);
    }

    void switching_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("nimSumWord");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("ニム和");
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("拈和");
    }
    void switching()
    {
        QFETCH(QString, code);
        QFETCH(QString, nimSumWord);
        LanguageManager manager;
        QSignalSpy changed(&manager, &LanguageManager::languageChanged);
        QVERIFY(!manager.setLanguage(QStringLiteral("fr")));
        QCOMPARE(manager.language(), QStringLiteral("en"));
        QCOMPARE(changed.count(), 0);
        QVERIFY(manager.setLanguage(code));
        QCOMPARE(changed.count(), 1);
        // The core builds its texts in the language installed now: the worked example speaks it.
        QVERIFY2(buildExample(ExampleId::Nim).steps[1].text.contains(nimSumWord),
                 qPrintable(buildExample(ExampleId::Nim).steps[1].text));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QVERIFY(buildExample(ExampleId::Nim).steps[1].text.startsWith(QStringLiteral("nim-sum")));
    }

    void everyExampleEndsWithWhatToTryNext_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("cue");
        QTest::addRow("en") << QStringLiteral("en") << QStringLiteral("Try it yourself: ");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("やってみましょう：");
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("自己試下：");
    }
    void everyExampleEndsWithWhatToTryNext()
    {
        // Issue 14: every example's last step says what to try next in the tab; the steps before it do not.
        QFETCH(QString, code);
        QFETCH(QString, cue);
        LanguageManager manager;
        QVERIFY(manager.setLanguage(code));
        for (const ExampleId id : {ExampleId::Nim, ExampleId::NimSum, ExampleId::Mex, ExampleId::FibNim10,
                                   ExampleId::FibNim21, ExampleId::Wythoff, ExampleId::Sum}) {
            const Example ex = buildExample(id);
            QVERIFY(!ex.steps.empty());
            QVERIFY2(ex.steps.back().text.contains(QStringLiteral("\n\n") + cue), qPrintable(ex.steps.back().text));
            for (std::size_t i = 0; i + 1 < ex.steps.size(); ++i)
                QVERIFY(!ex.steps[i].text.contains(cue));
        }
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
    }

    void listsUseTheLanguagesSeparators_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("equations");
        QTest::addColumn<QString>("pairs");
        QTest::addColumn<QString>("statements");
        QTest::addRow("en") << QStringLiteral("en") << QStringLiteral("6 = 2 + 4, 12 = 4 + 8, 9 = 1 + 8")
                            << QStringLiteral("(0, 1), (2, 2), ") << QStringLiteral(" is P; ");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("6 = 2 + 4、12 = 4 + 8、9 = 1 + 8")
                            << QStringLiteral("(0, 1)、(2, 2)、") << QStringLiteral("；");
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("6 = 2 + 4、12 = 4 + 8、9 = 1 + 8")
                             << QStringLiteral("(0, 1)、(2, 2)、") << QStringLiteral("；");
    }
    void listsUseTheLanguagesSeparators()
    {
        // Lists built in code are joined with the language's own separators (issue 14: ", " and "; " ended up inside
        // Japanese and Cantonese sentences).
        QFETCH(QString, code);
        QFETCH(QString, equations);
        QFETCH(QString, pairs);
        QFETCH(QString, statements);
        LanguageManager manager;
        QVERIFY(manager.setLanguage(code));
        const QString nim = buildExample(ExampleId::Nim).steps[0].text;
        QVERIFY2(nim.contains(equations), qPrintable(nim));
        const QString misere = WythoffAnalysis::misereText();
        QVERIFY2(misere.contains(pairs), qPrintable(misere));
        QVERIFY2(misere.contains(statements), qPrintable(misere));
        if (code != QLatin1String("en"))
            QVERIFY2(!misere.contains(QStringLiteral("; ")) && !misere.contains(QStringLiteral("), (")) &&
                         !misere.contains(QStringLiteral("), ...")) && !nim.contains(QStringLiteral("4, 12 =")),
                     qPrintable(misere));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
    }
};

QTEST_GUILESS_MAIN(TstLanguage)
#include "tst_language.moc"
