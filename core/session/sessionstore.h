#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

namespace nimlab {

/// One part of the session (a tab's state): how to save it, check a saved copy, and restore it.
struct SessionPart
{
    QString key;
    std::function<QJsonObject()> save;
    /// Returns an empty string when `state` can be restored, else what is wrong with it.
    std::function<QString(const QJsonObject &state)> validate;
    std::function<void(const QJsonObject &state)> restore;
};

/// Keeps the whole session (every tab's state) in one JSON file, written atomically with QSaveFile after every
/// change and restored at start. A damaged file is moved aside, never overwritten; a wrong file chosen by the user is
/// refused and changes nothing.
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

    /// Result of loading the autosave file at start.
    enum class LoadResult
    {
        Fresh,    ///< no file yet
        Restored, ///< every part restored
        Damaged,  ///< unreadable or invalid: moved aside (see movedAsidePath()), nothing restored
    };
    /// Reads the autosave file and restores every part; call once at start, after every part was added.
    LoadResult loadAtStart();
    /// Where a damaged autosave file was moved.
    QString movedAsidePath() const { return m_movedAside; }

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
    QString check(const QJsonObject &root) const;
    void restore(const QJsonObject &root);

    QString m_filePath;
    QString m_movedAside;
    std::vector<SessionPart> m_parts;
    bool m_restoring = false;
    bool m_autosaveBlocked = false; ///< a damaged file could not be kept aside: do not overwrite it
};

} // namespace nimlab
