#include "sessionstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstdio>

namespace nimlab {

namespace {
class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
const QString kFormat = QStringLiteral("nimlab-session");

/// True when something is at `path`, even a symbolic link to nothing.
bool entryExists(const QFileInfo &info)
{
    return info.exists() || info.isSymLink();
}

/// Why `path` is not read (empty when it is a regular file of a sane size). Looks only at the directory entry and
/// what it links to: never opens it, so a FIFO or a device cannot block or flood.
JsonProblem checkEntry(const QString &path)
{
    QFileInfo info(path);
    info.setCaching(false);
    const QString name = info.fileName();
    if (info.isSymLink() && !info.exists())
        return {{},
                SessionText::tr("%1 is a symbolic link to %2, which does not exist").arg(name, info.symLinkTarget())};
    if (info.isSymLink() && !info.isFile())
        return {{},
                SessionText::tr("%1 is a symbolic link to %2, which is not a regular file")
                    .arg(name, info.symLinkTarget())};
    if (info.isDir())
        return {{}, SessionText::tr("%1 is a folder, not a file").arg(name)};
    if (!info.isFile())
        return {{}, SessionText::tr("%1 is a named pipe or a device, not a regular file").arg(name)};
    if (info.size() > SessionStore::kMaxFileSize)
        return {{},
                SessionText::tr("%1 holds %2 MiB, more than the %3 MiB a session can hold")
                    .arg(name)
                    .arg(info.size() >> 20)
                    .arg(SessionStore::kMaxFileSize >> 20)};
    return {};
}

/// Reads a regular file checked by checkEntry(), at most kMaxFileSize bytes.
JsonProblem readBytes(const QString &path, QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, SessionText::tr("Cannot read %1: %2").arg(path, file.errorString())};
    bytes = file.read(SessionStore::kMaxFileSize + 1);
    if (bytes.size() > SessionStore::kMaxFileSize) // grew since it was checked
        return {{},
                SessionText::tr("%1 holds more than the %2 MiB a session can hold")
                    .arg(QFileInfo(path).fileName())
                    .arg(SessionStore::kMaxFileSize >> 20)};
    return {};
}

JsonProblem parseObject(const QByteArray &bytes, QJsonObject &root)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return {{}, SessionText::tr("not valid JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset)};
    if (!doc.isObject())
        return {{}, SessionText::tr("not a NimLab session file")};
    root = doc.object();
    return {};
}
} // namespace

/// What check found in a session: the first problem, and which parts can be restored.
struct SessionStore::Analysis
{
    JsonProblem problem;
    std::vector<bool> valid; ///< per part: present in the file and valid
    bool usable = false;     ///< the file is a session of a version this build reads (its parts can be looked at)
};

/// What reading a session file found: the same steps at start and for File > Open.
struct SessionStore::Inspection
{
    JsonProblem problem; ///< the first thing not understood; empty when all of it was
    bool read = false;   ///< the bytes were read (else the entry is no sane regular file, or cannot be read)
    QByteArray bytes;
    QJsonObject root;
    Analysis analysis;
};

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
    for (const SessionPart &part : m_parts) {
        // An optional part that holds nothing yet is left out, so a file from before it existed round-trips.
        const QJsonObject state = part.save();
        if (!state.isEmpty())
            parts.insert(part.key, state);
    }
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
        Q_EMIT saveFailed(SessionText::tr("The damaged session file %1 could not be kept aside, so the session is not "
                                          "saved automatically; use File > Save session as.")
                              .arg(m_filePath));
        return;
    }
    const QString error = saveTo(m_filePath);
    if (!error.isEmpty())
        Q_EMIT saveFailed(error);
}

void SessionStore::setMigration(int from, std::function<QJsonObject(const QJsonObject &parts)> migrate)
{
    m_migrations[from] = std::move(migrate);
}

QJsonObject SessionStore::upgrade(const QJsonObject &root) const
{
    // Only a NimLab session of an earlier version (a whole number) is upgraded, one version at a time, its parts when
    // they are an object; anything else is left for analyse() to report as it is.
    if (root.value(QStringLiteral("format")) != QJsonValue(kFormat))
        return root;
    const QJsonValue version = root.value(QStringLiteral("version"));
    QJsonObject upgraded = root;
    for (int from = 1; from < kVersion; ++from) {
        if (upgraded.value(QStringLiteral("version")) != QJsonValue(from))
            continue;
        const auto migrate = m_migrations.find(from);
        if (migrate == m_migrations.end())
            return root;
        const QJsonValue parts = upgraded.value(QStringLiteral("parts"));
        upgraded.insert(QStringLiteral("version"), from + 1);
        if (parts.isObject())
            upgraded.insert(QStringLiteral("parts"), migrate->second(parts.toObject()));
    }
    return version == upgraded.value(QStringLiteral("version")) ? root : upgraded;
}

SessionStore::Analysis SessionStore::analyse(const QJsonObject &root) const
{
    Analysis a;
    a.valid.assign(m_parts.size(), false);
    JsonReader top(root, {}, a.problem);
    top.has(QStringLiteral("format"));
    if (root.value(QStringLiteral("format")) != QJsonValue(kFormat)) {
        a.problem = {{}, SessionText::tr("not a NimLab session file")};
        return a;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (version.isDouble() && version.toDouble() > kVersion) {
        a.problem = {QStringLiteral("version"),
                     SessionText::tr("written by a newer NimLab (format version %1); this one reads version %2")
                         .arg(version.toDouble())
                         .arg(kVersion)};
        return a;
    }
    // Older versions were upgraded before (see upgrade()); what is left must be this version.
    top.integer(QStringLiteral("version"), kVersion, kVersion);
    JsonReader parts = top.object(QStringLiteral("parts"));
    if (!a.problem.isEmpty())
        return a;
    a.usable = true;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const SessionPart &part = m_parts[i];
        if (!parts.has(part.key))
            continue; // a part the file does not hold starts fresh
        JsonProblem partProblem;
        JsonReader reader(parts.json().value(part.key), parts.pathOf(part.key), partProblem);
        if (reader.ok())
            part.check(reader);
        a.valid[i] = partProblem.isEmpty();
        if (!a.valid[i])
            top.fail(partProblem.where, partProblem.what);
    }
    parts.finish(); // a part this version does not know
    top.finish();
    return a;
}

void SessionStore::restore(const QJsonObject &root, const std::vector<bool> &valid)
{
    m_restoring = true;
    const QJsonObject parts = root.value(QStringLiteral("parts")).toObject();
    for (std::size_t i = 0; i < m_parts.size(); ++i)
        if (valid[i])
            m_parts[i].restore(parts.value(m_parts[i].key).toObject());
    m_restoring = false;
}

QString SessionStore::asidePath() const
{
    const QString base = m_filePath + QStringLiteral(".damaged-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"));
    QString path = base;
    for (int n = 2; entryExists(QFileInfo(path)); ++n)
        path = base + QLatin1Char('-') + QString::number(n);
    return path;
}

void SessionStore::keepAsideByRename()
{
    // std::rename moves the directory entry itself: a symbolic link stays a link, a FIFO a FIFO, and nothing is
    // opened (QFile::rename follows links first).
    const QString aside = asidePath();
    if (std::rename(QFile::encodeName(m_filePath).constData(), QFile::encodeName(aside).constData()) == 0) {
        m_report.keptAs = aside;
    } else {
        // It could not be kept aside: never overwrite it, so autosave stays off for this run.
        m_autosaveBlocked = true;
    }
}

void SessionStore::keepAsideByCopy(const QByteArray &bytes)
{
    // A copy of the bytes judged, so the next autosave (which rewrites the file with the valid parts) loses nothing.
    const QString aside = asidePath();
    QFile copy(aside);
    if (copy.open(QIODevice::WriteOnly | QIODevice::NewOnly) && copy.write(bytes) == bytes.size() && copy.flush()) {
        copy.close();
        m_report.keptAs = aside;
        return;
    }
    copy.close();
    copy.remove();
    m_autosaveBlocked = true;
}

SessionStore::Inspection SessionStore::inspect(const QString &path) const
{
    Inspection found;
    found.problem = checkEntry(path);
    if (found.problem.isEmpty())
        found.problem = readBytes(path, found.bytes);
    if (!found.problem.isEmpty())
        return found;
    found.read = true;
    found.problem = parseObject(found.bytes, found.root);
    if (found.problem.isEmpty()) {
        found.root = upgrade(found.root);
        found.analysis = analyse(found.root);
        found.problem = found.analysis.problem;
    }
    return found;
}

SessionStore::LoadResult SessionStore::loadAtStart()
{
    m_report = {};
    if (!entryExists(QFileInfo(m_filePath)))
        return m_report.result;
    const Inspection found = inspect(m_filePath);
    m_report.problem = found.problem;
    // Kept aside first, before a restored part can trigger a save.
    if (!found.read)
        keepAsideByRename(); // not read (or not readable): keep the entry itself
    else if (!found.problem.isEmpty())
        keepAsideByCopy(found.bytes);
    const Analysis &analysis = found.analysis;
    const QJsonObject parts = found.root.value(QStringLiteral("parts")).toObject();
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        if (analysis.usable && analysis.valid[i])
            m_report.restored << m_parts[i].key;
        else if (!analysis.usable || parts.contains(m_parts[i].key))
            m_report.fresh << m_parts[i].key;
    }
    if (analysis.usable)
        restore(found.root, analysis.valid);
    m_report.result = found.problem.isEmpty() ? LoadResult::Restored : LoadResult::Damaged;
    return m_report.result;
}

QString SessionStore::loadMessage() const
{
    if (m_report.result != LoadResult::Damaged)
        return {};
    QStringList fresh;
    for (const SessionPart &part : m_parts)
        if (m_report.fresh.contains(part.key))
            fresh << QCoreApplication::translate("Session", part.title ? part.title : "");
    const QString problem = m_report.problem.toString();
    QString message;
    if (m_report.restored.isEmpty())
        message = SessionText::tr("The saved session could not be read (%1), so NimLab started fresh.").arg(problem);
    else if (fresh.isEmpty())
        message = SessionText::tr("The saved session holds something this NimLab does not understand (%1); the rest "
                                  "was restored.")
                      .arg(problem);
    else
        message = SessionText::tr("Part of the saved session could not be read (%1): %2 started fresh, the rest was "
                                  "restored.")
                      .arg(problem, fresh.join(SessionText::tr(", ", "between the names of parts in a list")));
    const QString kept =
        m_report.keptAs.isEmpty()
            ? SessionText::tr("The original could not be kept aside, so the session is not saved automatically; use "
                              "File > Save session as.")
            : SessionText::tr("The original is kept as %1.").arg(QDir::toNativeSeparators(m_report.keptAs));
    // Two sentences: a space between them in English, none after a full-width full stop.
    return SessionText::tr("%1 %2", "two sentences of the status message").arg(message, kept);
}

QString SessionStore::openFrom(const QString &path)
{
    // The same checks as at start, but all or nothing: a file that is not fully understood changes nothing.
    if (!entryExists(QFileInfo(path)))
        return SessionText::tr("Cannot read %1: %2").arg(path, SessionText::tr("No such file"));
    const Inspection found = inspect(path);
    if (!found.problem.isEmpty())
        return found.problem.toString();
    restore(found.root, found.analysis.valid);
    saveNow();
    return {};
}

} // namespace nimlab
