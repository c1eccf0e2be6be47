#pragma once

#include "examples/example.h"
#include "examples/stepper.h"
#include "gamesession.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

#include <vector>

namespace nimlab {

class BackgroundJob;
class JsonReader;
class SessionStore;

/// One game tab's state in core, the same for every game: the game in progress (a GameSession), the worked examples
/// with the one Stepper that says which step is shown, and the page the tab shows. A game adds its own settings and
/// jobs by overriding the protected hooks; save, check and restore exist once, here. Views get a pointer and listen
/// to the signals; none keeps a copy.
class GameTab : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameTab)

public:
    /// `key` names the tab's part of the session file; `examples` (at least one) are its worked examples;
    /// `pageCount` is how many pages the tab has (at least 1).
    GameTab(const QString &key, GameKind kind, const QJsonObject &options, const GameState &start,
            std::vector<ExampleId> examples, int pageCount, QObject *parent = nullptr);
    ~GameTab() override;

    QString key() const { return m_key; }
    /// The game in progress.
    GameSession *game() const { return m_game; }
    /// The worked examples of the tab, in the order offered.
    const std::vector<ExampleId> &examples() const { return m_examples; }
    /// Which of examples() is shown (0 ..).
    int exampleIndex() const { return m_exampleIndex; }
    ExampleId exampleId() const { return m_examples[std::size_t(m_exampleIndex)]; }
    /// The example shown, built now in the current language (every number computed by the core).
    Example example() const { return buildExample(exampleId()); }
    /// The step of the example shown: the one owner of that step (views call its slots and follow stepChanged).
    Stepper *stepper() { return &m_stepper; }
    const Stepper *stepper() const { return &m_stepper; }
    /// The page the tab shows (0 .. pageCount() - 1).
    int page() const { return m_page; }
    int pageCount() const { return m_pageCount; }
    /// The tab's long computations (none by default).
    virtual QList<BackgroundJob *> jobs() { return {}; }

    /// The tab's part of the session: {"game": ..., "view": {"page", "example", "step"}, "settings": ...}.
    QJsonObject saveState() const;
    /// Checks a saved part strictly (the game's legality, every view number in range, the settings, no unknown key).
    void checkState(JsonReader &state) const;
    /// Empty when `state` can be restored, else what is wrong and where.
    QString validateState(const QJsonObject &state) const;
    /// Restores a part that checkState() accepts (anything else is ignored).
    void restoreState(const QJsonObject &state);
    /// Adds the tab as a part of `store` (saved after every change); `title` is a QT_TRANSLATE_NOOP("Session", ...).
    void addTo(SessionStore &store, const char *title);

public Q_SLOTS:
    /// Shows page `page` (clamped).
    void setPage(int page);
    /// Shows example `index` (clamped) from its first step.
    void setExample(int index);

Q_SIGNALS:
    /// The page or the example changed (the step is the stepper's stepChanged).
    void viewChanged();
    /// Anything that belongs to the saved session changed.
    void stateChanged();

protected:
    /// The game's own settings (empty by default).
    virtual QJsonObject saveSettings() const { return {}; }
    /// Checks saved settings strictly and calls finish() on the reader.
    virtual void checkSettings(JsonReader &settings) const;
    /// Restores settings that checkSettings() accepted.
    virtual void restoreSettings(const QJsonObject &settings);
    /// Called with a saved game before it is checked, so that a game can make ready what checking it needs (a sum
    /// builds the Grundy tables of its start); nothing by default.
    virtual void prepareSavedGame(const QJsonObject &game) const { Q_UNUSED(game) }
    /// For subclasses: a setting changed (saves the session).
    void noteSettingsChanged() { Q_EMIT stateChanged(); }

private:
    int stepCount(int exampleIndex) const;

    QString m_key;
    GameSession *m_game;
    std::vector<ExampleId> m_examples;
    std::vector<int> m_stepCounts; ///< steps of each example
    Stepper m_stepper;
    int m_exampleIndex = 0;
    int m_page = 0;
    int m_pageCount = 1;
};

} // namespace nimlab
