#include "wythofflab.h"

#include "math/decimal.h"
#include "session/jsonreader.h"

#include "wythoffanalysis.h"
#include "wythoffconstruction.h"
#include "wythoffrules.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

namespace nimlab {

namespace {
class LabText
{
    Q_DECLARE_TR_FUNCTIONS(WythoffLab)
};

const GameState kDefaultStart{7, 9};

const char *const kViewNames[] = {"both", "board", "piles"};
const char *const kPageNames[] = {"play", "construction", "explain", "charts"};

template <std::size_t N> int nameIndex(const char *const (&names)[N], const QString &name)
{
    for (std::size_t i = 0; i < N; ++i)
        if (name == QLatin1String(names[i]))
            return int(i);
    return -1;
}

template <std::size_t N> QStringList names(const char *const (&names)[N])
{
    QStringList list;
    for (const char *name : names)
        list << QLatin1String(name);
    return list;
}

bool isValidGrundySize(int size)
{
    return size >= 64 && size <= WythoffLab::kMaxGrundySize && std::has_single_bit(unsigned(size));
}
} // namespace

WythoffLab::WythoffLab(QObject *parent)
    : QObject(parent), m_game(wythoffKind(), WythoffRules::makeOptions(false), kDefaultStart, this)
{
    // As in the Nim tab: a newcomer plays against the computer at once.
    m_game.setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
    connect(&m_game, &GameSession::stateChanged, this, &WythoffLab::stateChanged);
}

bool WythoffLab::isMisere() const
{
    return !m_game.rules().lastMoverWins();
}

std::optional<std::uint64_t> WythoffLab::parseNumber(const QString &text, std::uint64_t max)
{
    const std::optional<std::uint64_t> value = parseDecimal(QStringView(text).trimmed());
    if (!value || *value > max)
        return std::nullopt;
    return value;
}

QString WythoffLab::checkPileText(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return LabText::tr("Enter the number of coins.");
    if (!std::all_of(t.begin(), t.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return LabText::tr("Use the digits 0 to 9 only.");
    if (!parseNumber(t, WythoffRules::kMaxPile))
        return LabText::tr("A pile holds at most 2^62 = %1 coins.").arg(WythoffRules::kMaxPile);
    return {};
}

bool WythoffLab::isOnBoard(std::uint64_t x, std::uint64_t y) const
{
    return x < std::uint64_t(m_boardSize) && y < std::uint64_t(m_boardSize);
}

QString WythoffLab::newGame(std::uint64_t x, std::uint64_t y, bool misere)
{
    return m_game.newGame(WythoffRules::makeOptions(misere), {x, y});
}

void WythoffLab::setBoardSize(int size)
{
    size = std::clamp(size, kMinBoard, kMaxBoard);
    if (size == m_boardSize)
        return;
    m_boardSize = size;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setShowPPositions(bool show)
{
    if (show == m_showP)
        return;
    m_showP = show;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setView(View view)
{
    if (view == m_view)
        return;
    m_view = view;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setPage(Page page)
{
    if (page == m_page)
        return;
    m_page = page;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setConstructionStep(int step)
{
    step = std::clamp(step, 0, WythoffConstruction::kArticleSteps - 1);
    if (step == m_step)
        return;
    m_step = step;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setExplainedIndex(std::uint64_t n)
{
    n = std::min(n, WythoffAnalysis::maxIndex());
    if (n == m_explained)
        return;
    m_explained = n;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::setGrundySize(int size)
{
    if (!isValidGrundySize(size) || size == m_grundySize)
        return;
    m_grundySize = size;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void WythoffLab::startGrundy()
{
    const int size = m_grundySize;
    m_grundyBuildSize = size;
    m_grundy.start<WythoffGrundyTable>([size](const Progress &progress) -> std::shared_ptr<const WythoffGrundyTable> {
        auto table = std::make_shared<WythoffGrundyTable>(buildWythoffGrundy(size, progress));
        if (table->size != size)
            return nullptr; // stopped
        return table;
    });
}

void WythoffLab::cancelGrundy()
{
    m_grundy.cancel();
}

QJsonObject WythoffLab::saveState() const
{
    return {{QStringLiteral("game"), m_game.saveState()},
            {QStringLiteral("boardSize"), m_boardSize},
            {QStringLiteral("showP"), m_showP},
            {QStringLiteral("view"), QLatin1String(kViewNames[int(m_view)])},
            {QStringLiteral("page"), QLatin1String(kPageNames[int(m_page)])},
            {QStringLiteral("constructionStep"), m_step},
            {QStringLiteral("explain"), QString::number(m_explained)},
            {QStringLiteral("grundySize"), m_grundySize}};
}

QString WythoffLab::validateState(const QJsonObject &state) const
{
    return checkJson(state, [this](JsonReader &r) { checkState(r); });
}

void WythoffLab::checkState(JsonReader &state) const
{
    JsonReader game = state.object(QStringLiteral("game"));
    if (game.ok())
        m_game.checkState(game);
    state.integer(QStringLiteral("boardSize"), kMinBoard, kMaxBoard);
    state.boolean(QStringLiteral("showP"));
    state.choice(QStringLiteral("view"), names(kViewNames));
    // Optional keys: a session written by hand may leave them out.
    if (state.has(QStringLiteral("page")))
        state.choice(QStringLiteral("page"), names(kPageNames));
    if (state.has(QStringLiteral("constructionStep")))
        state.integer(QStringLiteral("constructionStep"), 0, WythoffConstruction::kArticleSteps - 1);
    state.decimal(QStringLiteral("explain"), WythoffAnalysis::maxIndex());
    const int size = state.integer(QStringLiteral("grundySize"), 64, kMaxGrundySize);
    if (state.ok() && !isValidGrundySize(size))
        state.fail(state.pathOf(QStringLiteral("grundySize")),
                   LabText::tr("the heat map size is not a power of two from 64 to %1").arg(kMaxGrundySize));
    state.finish();
}

void WythoffLab::restoreState(const QJsonObject &state)
{
    if (!validateState(state).isEmpty())
        return;
    m_boardSize = state.value(QStringLiteral("boardSize")).toInt();
    m_showP = state.value(QStringLiteral("showP")).toBool();
    m_view = View(nameIndex(kViewNames, state.value(QStringLiteral("view")).toString()));
    m_page = Page(std::max(0, nameIndex(kPageNames, state.value(QStringLiteral("page")).toString())));
    m_step = state.value(QStringLiteral("constructionStep")).toInt(0);
    m_explained = *parseNumber(state.value(QStringLiteral("explain")).toString(), WythoffAnalysis::maxIndex());
    m_grundySize = state.value(QStringLiteral("grundySize")).toInt();
    Q_EMIT settingsChanged();
    m_game.restoreState(state.value(QStringLiteral("game")).toObject());
}

} // namespace nimlab
