#include "sessionstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace nimlab {

namespace {
class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
const QString kFormat = QStringLiteral("nimlab-session");
constexpr int kVersion = 1;
} // namespace

SessionStore::SessionStore(const QString &filePath, QObject *parent) : QObject(parent), m_filePath(filePath) {}

QString SessionStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/session.json");
}

void SessionStore::addPart(SessionPart part)
{
    m_parts.push_back(std::move(part));
}

QJsonObject SessionStore::toJson() const
{
    QJsonObject parts;
    for (const SessionPart &part : m_parts)
        parts.insert(part.key, part.save());
    return {
        {QStringLiteral("format"), kFormat}, {QStringLiteral("version"), kVersion}, {QStringLiteral("parts"), parts}};
}

QString SessionStore::saveTo(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return SessionText::tr("Cannot write %1: %2").arg(path, file.errorString());
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return SessionText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

void SessionStore::saveNow()
{
    if (m_restoring)
        return;
    if (m_autosaveBlocked) {
        Q_EMIT saveFailed(SessionText::tr("The damaged session file %1 could not be moved aside, so the session is not "
                                          "saved automatically; use File > Save session as.")
                              .arg(m_filePath));
        return;
    }
    const QString error = saveTo(m_filePath);
    if (!error.isEmpty())
        Q_EMIT saveFailed(error);
}

QString SessionStore::check(const QJsonObject &root) const
{
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return SessionText::tr("This is not a NimLab session file.");
    if (root.value(QStringLiteral("version")).toInt() != kVersion)
        return SessionText::tr("This session file has version %1; this NimLab reads version %2.")
            .arg(root.value(QStringLiteral("version")).toInt())
            .arg(kVersion);
    const QJsonObject parts = root.value(QStringLiteral("parts")).toObject();
    for (const SessionPart &part : m_parts) {
        if (!parts.contains(part.key))
            continue; // a part added in a later version starts fresh
        if (!parts.value(part.key).isObject())
            return SessionText::tr("The part '%1' of the session is damaged.").arg(part.key);
        const QString problem = part.validate(parts.value(part.key).toObject());
        if (!problem.isEmpty())
            return SessionText::tr("The part '%1' of the session is damaged: %2").arg(part.key, problem);
    }
    return {};
}

void SessionStore::restore(const QJsonObject &root)
{
    m_restoring = true;
    const QJsonObject parts = root.value(QStringLiteral("parts")).toObject();
    for (const SessionPart &part : m_parts)
        if (parts.contains(part.key))
            part.restore(parts.value(part.key).toObject());
    m_restoring = false;
}

namespace {
/// Reads a JSON object from `path`; returns an error message, empty on success.
QString readObject(const QString &path, QJsonObject &root)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return SessionText::tr("Cannot read %1: %2").arg(path, file.errorString());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return SessionText::tr("%1 is not valid JSON (%2 at byte %3).")
            .arg(path, error.errorString())
            .arg(error.offset);
    if (!doc.isObject())
        return SessionText::tr("This is not a NimLab session file.");
    root = doc.object();
    return {};
}
} // namespace

SessionStore::LoadResult SessionStore::loadAtStart()
{
    if (!QFileInfo::exists(m_filePath))
        return LoadResult::Fresh;
    QJsonObject root;
    QString problem = readObject(m_filePath, root);
    if (problem.isEmpty())
        problem = check(root);
    if (problem.isEmpty()) {
        restore(root);
        return LoadResult::Restored;
    }
    m_movedAside = m_filePath + QStringLiteral(".damaged-") +
                   QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"));
    if (!QFile::rename(m_filePath, m_movedAside) && !QFile::copy(m_filePath, m_movedAside)) {
        // The damaged file could not be kept aside: never overwrite it, so autosave stays off for this run.
        m_movedAside.clear();
        m_autosaveBlocked = true;
    }
    return LoadResult::Damaged;
}

QString SessionStore::openFrom(const QString &path)
{
    QJsonObject root;
    QString problem = readObject(path, root);
    if (problem.isEmpty())
        problem = check(root);
    if (!problem.isEmpty())
        return problem;
    restore(root);
    saveNow();
    return {};
}

} // namespace nimlab
