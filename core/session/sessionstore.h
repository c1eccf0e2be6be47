#pragma once

#include "jsonreader.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <vector>

namespace nimlab {

/// One part of the session (a tab's state): how to save it, check a saved copy, and restore it.
struct SessionPart
{
    QString key;
    /// The part's state; an empty object leaves the part out of the file (an optional part that holds nothing yet).
    std::function<QJsonObject()> save;
    /// Checks a saved copy strictly (types, ranges, unknown keys, game legality); the first problem goes to the
    /// reader, with its path.
    std::function<void(JsonReader &state)> check;
    /// Restores a copy that check() accepted.
    std::function<void(const QJsonObject &state)> restore;
    /// What the part is, for messages: a QT_TRANSLATE_NOOP in the context "Session", e.g. "the Nim game".
    const char *title = nullptr;
};

/// Keeps the whole session (every tab's state) in one JSON file, written atomically with QSaveFile after every
/// change and restored at start. The file is read only when it is a regular file of at most kMaxFileSize bytes, and
/// checked strictly; whatever is not understood, the original is kept aside first (copied byte for byte, or the
/// directory entry renamed when it is not a regular file), never overwritten, and the valid parts are restored. A
/// wrong file chosen by the user is refused and changes nothing.
class SessionStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionStore)

public:
    /// `filePath` is the autosave file (see defaultPath()).
    explicit SessionStore(const QString &filePath, QObject *parent = nullptr);

    /// session.json in the standard application data location.
    static QString defaultPath();

    QString filePath() const { return m_filePath; }
    void addPart(SessionPart part);

    /// Largest session file read (64 MiB); a bigger one is kept aside unread.
    static constexpr qint64 kMaxFileSize = qint64(64) << 20;
    /// The format version this build writes and reads (older versions are migrated when there are any).
    /// Version 3: the Wythoff construction's steps start at the empty board (a version-2 step s is step s + 1).
    static constexpr int kVersion = 3;
    /// Turns the parts of a file of version `from` (1 .. kVersion - 1) into those of version from + 1; a file is
    /// upgraded one version at a time up to today's (earlier files keep loading; the owner of the parts knows their
    /// shapes). Without the migrations from its version, an older file is refused as not understood.
    void setMigration(int from, std::function<QJsonObject(const QJsonObject &parts)> migrate);

    /// Result of loading the autosave file at start.
    enum class LoadResult
    {
        Fresh,    ///< no file yet
        Restored, ///< every part restored
        Damaged,  ///< something not understood: the original kept aside (see loadReport()), the valid parts restored
    };
    /// What loading at start found, for the message to the user.
    struct LoadReport
    {
        LoadResult result = LoadResult::Fresh;
        JsonProblem problem;  ///< the first thing not understood, with its path from the top of the file
        QStringList restored; ///< keys of the parts restored from the file
        QStringList fresh;    ///< keys of the parts that could not be restored and started fresh
        QString keptAs;       ///< where the original was kept; empty if it could not be (autosave is then off)
    };
    /// Reads the autosave file and restores every valid part; call once at start, after every part was added.
    /// Never blocks: a path that is not a regular file (a FIFO, a device, a folder, a link to one or to nothing)
    /// is never opened.
    LoadResult loadAtStart();
    /// What the last loadAtStart() found.
    const LoadReport &loadReport() const { return m_report; }
    /// The message for the status bar after a Damaged load (what was wrong, what was kept), in the current
    /// language; empty otherwise.
    QString loadMessage() const;
    /// Where a damaged autosave file was kept (a copy, or the entry moved aside); empty if none.
    QString movedAsidePath() const { return m_report.keptAs; }

    /// The session as JSON (format, version and every part).
    QJsonObject toJson() const;
    /// Writes the session to `path` atomically; returns an error message, empty on success.
    QString saveTo(const QString &path) const;
    /// Reads `path`, checks every part, and only then restores them; returns an error message (and changes nothing),
    /// empty on success.
    QString openFrom(const QString &path);

    /// While suspended (during a restore) changes are not saved.
    bool isRestoring() const { return m_restoring; }

public Q_SLOTS:
    /// A part changed: save the session to the autosave file now.
    void saveNow();

Q_SIGNALS:
    /// The autosave file could not be written.
    void saveFailed(const QString &message);

private:
    struct Analysis;
    struct Inspection;
    /// The file in today's shape: a version-1 session goes through the version-1 migration.
    QJsonObject upgrade(const QJsonObject &root) const;
    Analysis analyse(const QJsonObject &root) const;
    /// Looks at the entry, reads it if it is a sane regular file, parses and checks it; never blocks.
    Inspection inspect(const QString &path) const;
    void restore(const QJsonObject &root, const std::vector<bool> &valid);
    QString asidePath() const;
    void keepAsideByRename();
    void keepAsideByCopy(const QByteArray &bytes);

    QString m_filePath;
    LoadReport m_report;
    std::vector<SessionPart> m_parts;
    std::map<int, std::function<QJsonObject(const QJsonObject &parts)>> m_migrations; ///< by the version they read
    bool m_restoring = false;
    bool m_autosaveBlocked = false; ///< a damaged file could not be kept aside: do not overwrite it
};

} // namespace nimlab
