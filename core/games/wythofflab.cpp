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
    : GameTab(QStringLiteral("wythoff"), wythoffKind(), WythoffRules::makeOptions(false), kDefaultStart,
              {ExampleId::Wythoff}, 4, parent)
{
    // As in the Nim tab: a newcomer plays against the computer at once.
    game()->setPlayer(1, {GameSession::PlayerKind::Computer, GameSession::Level::Intermediate});
}

bool WythoffLab::isMisere() const
{
    return !game()->rules().lastMoverWins();
}

void WythoffLab::changeSetting()
{
    Q_EMIT settingsChanged();
    noteSettingsChanged();
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
    return game()->newGame(WythoffRules::makeOptions(misere), {x, y});
}

void WythoffLab::setBoardSize(int size)
{
    size = std::clamp(size, kMinBoard, kMaxBoard);
    if (size == m_boardSize)
        return;
    m_boardSize = size;
    changeSetting();
}

void WythoffLab::setShowPPositions(bool show)
{
    if (show == m_showP)
        return;
    m_showP = show;
    changeSetting();
}

void WythoffLab::setView(View view)
{
    if (view == m_view)
        return;
    m_view = view;
    changeSetting();
}

void WythoffLab::setExplainedIndex(std::uint64_t n)
{
    n = std::min(n, WythoffAnalysis::maxIndex());
    if (n == m_explained)
        return;
    m_explained = n;
    changeSetting();
}

void WythoffLab::setGrundySize(int size)
{
    if (!isValidGrundySize(size) || size == m_grundySize)
        return;
    m_grundySize = size;
    changeSetting();
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

QJsonObject WythoffLab::saveSettings() const
{
    return {{QStringLiteral("boardSize"), m_boardSize},
            {QStringLiteral("showP"), m_showP},
            {QStringLiteral("view"), QLatin1String(kViewNames[int(m_view)])},
            {QStringLiteral("explain"), QString::number(m_explained)},
            {QStringLiteral("grundySize"), m_grundySize}};
}

void WythoffLab::checkSettings(JsonReader &state) const
{
    state.integer(QStringLiteral("boardSize"), kMinBoard, kMaxBoard);
    state.boolean(QStringLiteral("showP"));
    state.choice(QStringLiteral("view"), names(kViewNames));
    state.decimal(QStringLiteral("explain"), WythoffAnalysis::maxIndex());
    const int size = state.integer(QStringLiteral("grundySize"), 64, kMaxGrundySize);
    if (state.ok() && !isValidGrundySize(size))
        state.fail(state.pathOf(QStringLiteral("grundySize")),
                   LabText::tr("the heat map size is not a power of two from 64 to %1").arg(kMaxGrundySize));
    state.finish();
}

void WythoffLab::restoreSettings(const QJsonObject &state)
{
    m_boardSize = state.value(QStringLiteral("boardSize")).toInt();
    m_showP = state.value(QStringLiteral("showP")).toBool();
    m_view = View(nameIndex(kViewNames, state.value(QStringLiteral("view")).toString()));
    m_explained = *parseNumber(state.value(QStringLiteral("explain")).toString(), WythoffAnalysis::maxIndex());
    m_grundySize = state.value(QStringLiteral("grundySize")).toInt();
    Q_EMIT settingsChanged();
}

QJsonObject WythoffLab::migrateVersion1(const QJsonObject &part)
{
    // Version 1 kept everything in one object, the page by name and the construction step beside the settings.
    QJsonObject settings = part;
    for (const QString &key : {QStringLiteral("game"), QStringLiteral("page"), QStringLiteral("constructionStep")})
        settings.remove(key);
    const QJsonValue page = part.value(QStringLiteral("page"));
    const int pageIndex = page.isString() ? nameIndex(kPageNames, page.toString()) : 0;
    return {{QStringLiteral("game"), part.value(QStringLiteral("game"))},
            {QStringLiteral("view"),
             QJsonObject{{QStringLiteral("page"), page.isUndefined() ? 0 : pageIndex},
                         {QStringLiteral("example"), 0},
                         {QStringLiteral("step"), part.value(QStringLiteral("constructionStep")).toInt(0)}}},
            {QStringLiteral("settings"), settings}};
}

QJsonObject WythoffLab::migrateVersion2(const QJsonObject &part)
{
    // Version 2 numbered the construction's steps by n (0 .. 20, the misere pairs shown with them); step 0 is now the
    // empty board, so pair n is step n + 1. A step that was out of range stays out of range (-1: refused as before,
    // where 21 .. 24 would now be misere steps); anything but a whole number is left for the check to report.
    const QJsonObject view = part.value(QStringLiteral("view")).toObject();
    const QJsonValue oldStep = view.value(QStringLiteral("step"));
    if (!oldStep.isDouble() || oldStep.toDouble() != double(oldStep.toInt()))
        return part;
    const int n = oldStep.toInt();
    QJsonObject newView = view;
    newView.insert(QStringLiteral("step"),
                   n >= 0 && n < WythoffConstruction::kArticlePairs ? WythoffConstruction::pairStep(n) : -1);
    QJsonObject out = part;
    out.insert(QStringLiteral("view"), newView);
    return out;
}

} // namespace nimlab
