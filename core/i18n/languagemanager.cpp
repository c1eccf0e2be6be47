#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace nimlab {

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QStringList LanguageManager::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("yue")};
}

QString LanguageManager::nativeName(const QString &code)
{
    if (code == QLatin1String("ja"))
        return QStringLiteral("日本語");
    if (code == QLatin1String("yue"))
        return QStringLiteral("廣東話");
    return QStringLiteral("English");
}

bool LanguageManager::isAvailable(const QString &code)
{
    return availableLanguages().contains(code);
}

QString LanguageManager::languageForLocale(const QLocale &locale)
{
    if (locale.language() == QLocale::Japanese)
        return QStringLiteral("ja");
    if (locale.language() == QLocale::Cantonese)
        return QStringLiteral("yue");
    return QStringLiteral("en");
}

QLocale LanguageManager::localeForLanguage(const QString &code)
{
    const QLocale system = QLocale::system();
    if (code == QLatin1String("ja"))
        return system.language() == QLocale::Japanese ? system : QLocale(QLocale::Japanese, QLocale::Japan);
    if (code == QLatin1String("yue"))
        return system.language() == QLocale::Cantonese
                   ? system
                   : QLocale(QLocale::Cantonese, QLocale::TraditionalHanScript, QLocale::HongKong);
    return system.language() == QLocale::English ? system : QLocale(QLocale::English, QLocale::UnitedStates);
}

void LanguageManager::removeTranslators()
{
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_appTranslator);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qtTranslator);
    m_appInstalled = m_qtInstalled = false;
}

bool LanguageManager::setLanguage(const QString &code)
{
    if (!isAvailable(code))
        return false;
    // Before the translators, whose installation makes every widget retranslate: what they build then (a date, a
    // number) is already in the new locale; widgets and dialogs made from now on take it too. Also for the first
    // "en", which installs nothing: the default locale is then English even on a system in another language.
    QLocale::setDefault(localeForLanguage(code));
    if (code == m_language && (code == QLatin1String("en") || m_appInstalled))
        return true;
    removeTranslators();
    if (code != QLatin1String("en")) {
        if (m_appTranslator.load(QStringLiteral(":/i18n/nimlab_%1.qm").arg(code)))
            m_appInstalled = QCoreApplication::installTranslator(&m_appTranslator);
        // Qt's own texts (its dialogs' buttons, QCommandLineParser's help): Qt ships qtbase_ja; for Cantonese it ships
        // no qtbase_yue nor qtbase_zh_HK, and Traditional Chinese (zh_TW), the script Hong Kong writes, is the nearest.
        const QString qtName =
            code == QLatin1String("yue") ? QStringLiteral("qtbase_zh_TW") : QStringLiteral("qtbase_") + code;
        if (m_qtTranslator.load(qtName, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtInstalled = QCoreApplication::installTranslator(&m_qtTranslator);
    }
    m_language = code;
    Q_EMIT languageChanged(code);
    return true;
}

} // namespace nimlab
