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
    if (code == m_language && (code == QLatin1String("en") || m_appInstalled))
        return true;
    removeTranslators();
    if (code != QLatin1String("en")) {
        if (m_appTranslator.load(QStringLiteral(":/i18n/nimlab_%1.qm").arg(code)))
            m_appInstalled = QCoreApplication::installTranslator(&m_appTranslator);
        // Qt ships qtbase_ja; for Cantonese it ships none, and Traditional Chinese (zh_TW) is the nearest.
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
