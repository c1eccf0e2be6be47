#include "gametab.h"

#include "session/jsonreader.h"
#include "session/sessionstore.h"

#include <algorithm>

namespace nimlab {

GameTab::GameTab(const QString &key, GameKind kind, const QJsonObject &options, const GameState &start,
                 std::vector<ExampleId> examples, int pageCount, QObject *parent)
    : QObject(parent), m_key(key), m_game(new GameSession(std::move(kind), options, start, this)),
      m_examples(std::move(examples)), m_pageCount(std::max(1, pageCount))
{
    Q_ASSERT(!m_examples.empty());
    // The number of steps does not depend on the language: count them once, not on every check or switch.
    for (const ExampleId id : m_examples)
        m_stepCounts.push_back(int(buildExample(id).steps.size()));
    m_stepper.setIntervalMs(2500);
    m_stepper.reset(stepCount(0));
    connect(m_game, &GameSession::stateChanged, this, &GameTab::stateChanged);
    connect(&m_stepper, &Stepper::stepChanged, this, &GameTab::stateChanged);
}

GameTab::~GameTab() = default;

int GameTab::stepCount(int exampleIndex) const
{
    return m_stepCounts[std::size_t(exampleIndex)];
}

void GameTab::setPage(int page)
{
    page = std::clamp(page, 0, m_pageCount - 1);
    if (page == m_page)
        return;
    m_page = page;
    Q_EMIT viewChanged();
    Q_EMIT stateChanged();
}

void GameTab::setExample(int index)
{
    index = std::clamp(index, 0, int(m_examples.size()) - 1);
    if (index == m_exampleIndex)
        return;
    m_exampleIndex = index;
    Q_EMIT viewChanged();
    m_stepper.reset(stepCount(index));
}

QJsonObject GameTab::saveState() const
{
    return {{QStringLiteral("game"), m_game->saveState()},
            {QStringLiteral("view"), QJsonObject{{QStringLiteral("page"), m_page},
                                                 {QStringLiteral("example"), m_exampleIndex},
                                                 {QStringLiteral("step"), std::max(0, m_stepper.index())}}},
            {QStringLiteral("settings"), saveSettings()}};
}

void GameTab::checkState(JsonReader &state) const
{
    JsonReader game = state.object(QStringLiteral("game"));
    if (game.ok()) {
        prepareSavedGame(game.json());
        m_game->checkState(game);
    }
    JsonReader view = state.object(QStringLiteral("view"));
    if (view.ok()) {
        view.integer(QStringLiteral("page"), 0, m_pageCount - 1);
        const int example = view.integer(QStringLiteral("example"), 0, int(m_examples.size()) - 1);
        if (view.ok())
            view.integer(QStringLiteral("step"), 0, stepCount(example) - 1);
        view.finish();
    }
    JsonReader settings = state.object(QStringLiteral("settings"));
    if (settings.ok())
        checkSettings(settings);
    state.finish();
}

QString GameTab::validateState(const QJsonObject &state) const
{
    return checkJson(state, [this](JsonReader &r) { checkState(r); });
}

void GameTab::restoreState(const QJsonObject &state)
{
    if (!validateState(state).isEmpty())
        return;
    const QJsonObject view = state.value(QStringLiteral("view")).toObject();
    restoreSettings(state.value(QStringLiteral("settings")).toObject());
    m_page = view.value(QStringLiteral("page")).toInt();
    m_exampleIndex = view.value(QStringLiteral("example")).toInt();
    Q_EMIT viewChanged();
    m_stepper.reset(stepCount(m_exampleIndex), view.value(QStringLiteral("step")).toInt());
    m_game->restoreState(state.value(QStringLiteral("game")).toObject());
}

void GameTab::checkSettings(JsonReader &settings) const
{
    settings.finish();
}

void GameTab::restoreSettings(const QJsonObject &) {}

void GameTab::addTo(SessionStore &store, const char *title)
{
    store.addPart({m_key, [this] { return saveState(); }, [this](JsonReader &s) { checkState(s); },
                   [this](const QJsonObject &s) { restoreState(s); }, title});
    connect(this, &GameTab::stateChanged, &store, &SessionStore::saveNow);
}

} // namespace nimlab
