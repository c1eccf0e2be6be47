// Qt's own dialogs follow a live language switch (issue 15): the default locale is the language's (dates and numbers
// of Qt's dialogs and of every widget made afterwards), the standard buttons of a dialog already shown speak the new
// language (Qt's own translation, read here from the same file the language manager loads), the window's widgets take
// the new locale, and the layout direction stays left to right.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "session/workspace.h"
#include "uitest.h"

#include <QAction>
#include <QActionGroup>
#include <QDate>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace nimlab;

class TstQtLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_dir, "tst_qtlanguage"); }

    void dialogsFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("qtTranslation");
        QTest::addColumn<QLocale::Language>("language");
        QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("qtbase_ja") << QLocale::Japanese;
        // Qt has no Cantonese translation; Traditional Chinese, the script Hong Kong writes, is the nearest.
        QTest::addRow("yue") << QStringLiteral("yue") << QStringLiteral("qtbase_zh_TW") << QLocale::Cantonese;
    }
    void dialogsFollowTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, qtTranslation);
        QFETCH(QLocale::Language, language);
        QTranslator qt;
        if (!qt.load(qtTranslation, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QSKIP("Qt's own translations are not installed");
        const QString cancel = qt.translate("QPlatformTheme", "Cancel");
        QVERIFY(!cancel.isEmpty() && cancel != QLatin1String("Cancel"));

        Workspace workspace(m_dir.filePath(QStringLiteral("session-%1.json").arg(code)));
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        MainWindow window(&workspace, &languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        buttons.show();
        const QDate date(2026, 11, 23);
        const QString englishDate = QLocale().toString(date, QLocale::LongFormat);
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));

        // View > Language, as a person chooses it.
        QAction *choice = nullptr;
        for (QAction *action : window.findChildren<QAction *>())
            if (action->actionGroup() && action->data().toString() == code)
                choice = action;
        QVERIFY(choice);
        choice->trigger();
        QCOMPARE(languages.language(), code);
        QCOMPARE(QLocale().language(), language);
        QCOMPARE(QLocale(), LanguageManager::localeForLanguage(code));
        QCOMPARE(QLocale().toString(date, QLocale::LongFormat),
                 LanguageManager::localeForLanguage(code).toString(date, QLocale::LongFormat));
        QVERIFY(QLocale().toString(date, QLocale::LongFormat) != englishDate);
        QTRY_COMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), cancel); // a dialog shown already
        QDialogButtonBox later(QDialogButtonBox::Cancel);                       // and one made now
        QCOMPARE(later.button(QDialogButtonBox::Cancel)->text(), cancel);
        QCOMPARE(later.locale().language(), language);
        QCOMPARE(window.centralWidget()->locale().language(), language); // the window's widgets, made in English
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
        QCOMPARE(window.layoutDirection(), Qt::LeftToRight);

        // And back.
        for (QAction *action : window.findChildren<QAction *>())
            if (action->actionGroup() && action->data().toString() == QLatin1String("en"))
                action->trigger();
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QLocale().toString(date, QLocale::LongFormat), englishDate);
        QTRY_COMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
        QCOMPARE(window.centralWidget()->locale().language(), QLocale::English);
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isBusy(), 60000);
    }

    void localeOfEachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QLocale::Language>("language");
        QTest::addColumn<QLocale::Script>("script");
        QTest::addRow("en") << QStringLiteral("en") << QLocale::English << QLocale::LatinScript;
        QTest::addRow("ja") << QStringLiteral("ja") << QLocale::Japanese << QLocale::JapaneseScript;
        QTest::addRow("yue") << QStringLiteral("yue") << QLocale::Cantonese << QLocale::TraditionalHanScript;
    }
    void localeOfEachLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QLocale::Language, language);
        QFETCH(QLocale::Script, script);
        const QLocale locale = LanguageManager::localeForLanguage(code);
        QCOMPARE(locale.language(), language);
        QCOMPARE(locale.script(), script);
        QCOMPARE(locale.textDirection(), Qt::LeftToRight);
        QCOMPARE(LanguageManager::languageForLocale(locale), code);
    }
};

QTEST_MAIN(TstQtLanguage)
#include "tst_qtlanguage.moc"
