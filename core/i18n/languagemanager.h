#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace nimlab {

/// Owns the application's translators (NimLab's own and Qt's) for the whole run and switches them on request.
/// Installing a translator makes Qt send QEvent::LanguageChange to every widget, which retranslates itself.
class LanguageManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageManager)

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    /// The language codes NimLab offers: "en" (the source language), "ja", "yue".
    static QStringList availableLanguages();
    /// The name of a language in that language (English, 日本語, 廣東話).
    static QString nativeName(const QString &code);
    /// The offered language that best fits a locale (Cantonese is yue, not zh_HK); "en" otherwise.
    static QString languageForLocale(const QLocale &locale);
    /// True for "en", "ja" and "yue".
    static bool isAvailable(const QString &code);
    /// The locale that goes with language `code` (dates, numbers, Qt's dialogs): the system's own when it speaks that
    /// language (so its region is kept), else the language's home: en_US, ja_JP, yue_HK (Traditional script).
    static QLocale localeForLanguage(const QString &code);

    QString language() const { return m_language; }

public Q_SLOTS:
    /// Installs the translators of `code` and makes its locale the default one (QLocale::setDefault), so that Qt's own
    /// dialogs and every date and number follow; returns false (and changes nothing) for an unknown code.
    bool setLanguage(const QString &code);

Q_SIGNALS:
    /// The active language changed to `code`.
    void languageChanged(const QString &code);

private:
    void removeTranslators();

    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    QString m_language = QStringLiteral("en");
};

} // namespace nimlab
