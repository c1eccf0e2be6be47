#include "nimsumbuilder.h"

#include "session/jsonreader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace nimlab {

namespace {
class BuilderText
{
    Q_DECLARE_TR_FUNCTIONS(NimSumBuilder)
};

QString binary(std::uint64_t v, int width)
{
    return QString::number(v, 2).rightJustified(width, QLatin1Char('0'));
}

QString valueList(const std::vector<std::uint16_t> &values)
{
    QStringList parts;
    for (const std::uint16_t v : values)
        parts << QString::number(v);
    return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QString modeName(NimSumBuilder::Mode mode)
{
    return mode == NimSumBuilder::Mode::Step ? QStringLiteral("step") : QStringLiteral("compare");
}
} // namespace

NimSumBuilder::NimSumBuilder(QObject *parent) : QObject(parent)
{
    connect(&m_stepper, &Stepper::stepChanged, this, [this] {
        Q_EMIT stepChanged();
        Q_EMIT stateChanged();
    });
    connect(&m_job, &BackgroundJob::progressChanged, this, &NimSumBuilder::compareProgress);
    connect(&m_job, &BackgroundJob::finished, this, &NimSumBuilder::handleCompareFinished);
    connect(&m_job, &BackgroundJob::cancelled, this, &NimSumBuilder::compareCancelled);
    rebuildSteps();
}

bool NimSumBuilder::isValidSize(int size)
{
    return size >= 1 && size <= kMaxSize && std::has_single_bit(unsigned(size));
}

void NimSumBuilder::rebuildSteps(int index)
{
    m_steps = m_mode == Mode::Step ? nimSumSteps(m_method, m_size) : std::vector<NimSumStep>{};
    // The finished table by the same method: a step shows the part of it that is filled so far.
    m_stepTable = m_mode == Mode::Step ? buildNimSumTable(m_method, m_size) : NimSumTable{};
    // A new table starts at its first step (a teacher builds it with the class, pressing Next), never at the finished
    // table; Stepper::reset clamps the index.
    m_stepper.reset(int(m_steps.size()), index);
    Q_EMIT tableReset();
}

void NimSumBuilder::setSize(int size)
{
    if (!isValidSize(size) || size == m_size)
        return;
    m_size = size;
    if (m_size > kMaxNimSumStepSize)
        m_mode = Mode::Compare;
    // Another size is another table: its cells are numbered differently, so it is built from its first step.
    m_lastStep = 0;
    rebuildSteps(0);
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
    if (m_mode == Mode::Compare)
        startCompare();
}

void NimSumBuilder::setMethod(NimSumMethod method)
{
    if (method == m_method)
        return;
    const int place = placeFor(method);
    m_method = method;
    rebuildSteps(place);
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void NimSumBuilder::setMode(Mode mode)
{
    if (mode == Mode::Step && m_size > kMaxNimSumStepSize)
        mode = Mode::Compare;
    if (mode == m_mode)
        return;
    if (m_mode == Mode::Step)
        m_lastStep = m_stepper.index();
    m_mode = mode;
    if (m_mode == Mode::Step)
        m_job.cancel();
    rebuildSteps(m_lastStep);
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
    if (m_mode == Mode::Compare)
        startCompare();
}

void NimSumBuilder::setShowBinary(bool binary)
{
    if (binary == m_binary)
        return;
    m_binary = binary;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void NimSumBuilder::setHeatMap(bool heatMap)
{
    if (heatMap == m_heatMap)
        return;
    m_heatMap = heatMap;
    Q_EMIT settingsChanged();
    Q_EMIT stateChanged();
}

void NimSumBuilder::startCompare()
{
    m_comparison.reset();
    Q_EMIT tableReset();
    const int size = m_size;
    m_job.start<NimSumComparison>([size](const Progress &progress) { return compareNimSumMethods(size, progress); });
    Q_EMIT compareStarted();
}

void NimSumBuilder::cancelCompare()
{
    m_job.cancel();
}

void NimSumBuilder::handleCompareFinished()
{
    const NimSumComparison &result = *m_job.result<NimSumComparison>();
    m_comparison = result;
    HistoryEntry entry{result.size, {result.timings[0].ms, result.timings[1].ms, result.timings[2].ms}};
    const auto it =
        std::find_if(m_history.begin(), m_history.end(), [&](const HistoryEntry &e) { return e.size == result.size; });
    if (it != m_history.end())
        *it = entry;
    else
        m_history.push_back(entry);
    std::sort(m_history.begin(), m_history.end(),
              [](const HistoryEntry &a, const HistoryEntry &b) { return a.size < b.size; });
    Q_EMIT tableReset();
    Q_EMIT compareFinished();
    Q_EMIT stateChanged();
}

int NimSumBuilder::tableSize() const
{
    if (m_mode == Mode::Step)
        return m_size;
    return m_comparison ? m_comparison->size : 0;
}

const NimSumStep *NimSumBuilder::currentStep() const
{
    const int i = m_stepper.index();
    return m_mode == Mode::Step && i >= 0 && i < int(m_steps.size()) ? &m_steps[std::size_t(i)] : nullptr;
}

bool NimSumBuilder::stepFilled(int m, int n) const
{
    const NimSumStep *step = currentStep();
    if (!step)
        return false;
    if (step->method == NimSumMethod::Blocks) {
        const int built = step->blockSize == 0 ? 1 : 2 * step->blockSize;
        return m < built && n < built;
    }
    return m * m_size + n <= m_stepper.index();
}

std::optional<std::uint16_t> NimSumBuilder::cell(int m, int n) const
{
    if (m < 0 || n < 0 || m >= tableSize() || n >= tableSize())
        return std::nullopt;
    if (m_mode == Mode::Compare)
        return m_comparison->table->at(m, n);
    if (!stepFilled(m, n))
        return std::nullopt;
    return m_stepTable.at(m, n);
}

bool NimSumBuilder::isHighlighted(int m, int n) const
{
    const NimSumStep *step = currentStep();
    if (!step || !stepFilled(m, n))
        return false;
    if (step->method == NimSumMethod::Blocks)
        return step->blockSize == 0 || std::max(m, n) >= step->blockSize;
    return m * m_size + n == m_stepper.index();
}

bool NimSumBuilder::isRead(int m, int n) const
{
    const NimSumStep *step = currentStep();
    if (!step || step->method != NimSumMethod::Mex)
        return false;
    return (m == step->m && n < step->n) || (n == step->n && m < step->m);
}

std::optional<QPoint> NimSumBuilder::currentCell() const
{
    const NimSumStep *step = currentStep();
    if (!step)
        return std::nullopt;
    if (step->method == NimSumMethod::Blocks) {
        const int corner = std::min(m_size, step->blockSize == 0 ? 1 : 2 * step->blockSize) - 1;
        return QPoint(corner, corner);
    }
    return QPoint(step->n, step->m); // x is the column
}

int NimSumBuilder::placeFor(NimSumMethod method) const
{
    const NimSumStep *step = currentStep();
    if (!step || step->method == NimSumMethod::Blocks || method == m_method)
        return method == m_method ? m_stepper.index() : 0;
    if (method != NimSumMethod::Blocks)
        return m_stepper.index(); // XOR and mex fill the same cell at the same step
    // Blocks: step 0 makes size 1, step k (k >= 1) makes size 2^k; the first that contains the cell.
    const int reach = std::max(step->m, step->n) + 1;
    return int(std::bit_width(unsigned(reach - 1)));
}

QString NimSumBuilder::explainStep(const NimSumStep &step, int size)
{
    switch (step.method) {
    case NimSumMethod::Xor: {
        const int width = std::max(1, int(std::bit_width(unsigned(std::max(1, size - 1)))));
        return BuilderText::tr("nim-sum(%1, %2): %1 is %3 and %2 is %4 in binary. Bitwise exclusive or (1 where "
                               "exactly one of them has 1): %5, which is %6.")
            .arg(step.m)
            .arg(step.n)
            .arg(binary(std::uint64_t(step.m), width), binary(std::uint64_t(step.n), width), binary(step.value, width))
            .arg(step.value);
    }
    case NimSumMethod::Mex:
        if (step.rowLeft.empty() && step.columnAbove.empty())
            return BuilderText::tr("G(0, 0) = 0: no value is used yet, so the smallest unused one is 0.");
        return BuilderText::tr("G(%1, %2): the row to the left holds %3 and the column above holds %4. The smallest "
                               "non-negative integer not among them is %5.")
            .arg(step.m)
            .arg(step.n)
            .arg(valueList(step.rowLeft), valueList(step.columnAbove))
            .arg(step.value);
    case NimSumMethod::Blocks:
        if (step.blockSize == 0)
            return BuilderText::tr("The table of size 1 is the single value 0.");
        return BuilderText::tr("The table of size %1 is four tables of size %2: top left +0, top right +%2, bottom "
                               "left +%2, bottom right +0.")
            .arg(2 * step.blockSize)
            .arg(step.blockSize);
    }
    return {};
}

QString NimSumBuilder::explanation() const
{
    if (const NimSumStep *step = currentStep())
        return explainStep(*step, m_size);
    if (m_mode == Mode::Compare && m_comparison) {
        const NimSumComparison &c = *m_comparison;
        return c.agree ? BuilderText::tr("Size %1: the three methods agree in all %2 cells.")
                             .arg(c.size)
                             .arg(qint64(c.size) * c.size)
                       : BuilderText::tr("Size %1: the methods disagree at (%2, %3).")
                             .arg(c.size)
                             .arg(c.mismatchM)
                             .arg(c.mismatchN);
    }
    return {};
}

QJsonObject NimSumBuilder::saveState() const
{
    QJsonArray history;
    for (const HistoryEntry &e : m_history)
        history.append(QJsonObject{{QStringLiteral("size"), e.size},
                                   {QStringLiteral("ms"), QJsonArray{e.ms[0], e.ms[1], e.ms[2]}}});
    return {{QStringLiteral("size"), m_size},
            {QStringLiteral("method"), QString::fromLatin1(nimSumMethodName(m_method).data())},
            {QStringLiteral("mode"), modeName(m_mode)},
            {QStringLiteral("binary"), m_binary},
            {QStringLiteral("heatMap"), m_heatMap},
            {QStringLiteral("step"), m_stepper.index()},
            {QStringLiteral("history"), history}};
}

QString NimSumBuilder::validateState(const QJsonObject &state)
{
    return checkJson(state, &checkState);
}

void NimSumBuilder::checkState(JsonReader &state)
{
    const int size = state.integer(QStringLiteral("size"), 1, kMaxSize);
    if (state.ok() && !isValidSize(size))
        state.fail(state.pathOf(QStringLiteral("size")),
                   BuilderText::tr("the table size is not a power of two from 1 to %1").arg(kMaxSize));
    QStringList methods;
    for (const NimSumMethod m : {NimSumMethod::Xor, NimSumMethod::Mex, NimSumMethod::Blocks})
        methods << QString::fromLatin1(nimSumMethodName(m).data());
    const int method = state.choice(QStringLiteral("method"), methods);
    const int mode = state.choice(QStringLiteral("mode"), {modeName(Mode::Step), modeName(Mode::Compare)});
    state.boolean(QStringLiteral("binary"));
    state.boolean(QStringLiteral("heatMap"));
    if (state.ok() && mode == int(Mode::Step) && size > kMaxNimSumStepSize)
        state.fail(state.pathOf(QStringLiteral("mode")),
                   BuilderText::tr("step by step works for tables up to size %1").arg(kMaxNimSumStepSize));
    if (state.ok() && mode == int(Mode::Step))
        state.integer(QStringLiteral("step"), 0, int(nimSumSteps(NimSumMethod(method), size).size()) - 1);
    else
        state.integer(QStringLiteral("step"), -1, 0); // compare mode has no steps (-1); 0 in hand-written files
    const QJsonArray history = state.array(QStringLiteral("history"), 0, std::bit_width(unsigned(kMaxSize)));
    int previous = 0;
    for (qsizetype i = 0; i < history.size() && state.ok(); ++i) {
        JsonReader entry = state.at(QStringLiteral("history"), history, i);
        const int entrySize = entry.integer(QStringLiteral("size"), 1, kMaxSize);
        if (entry.ok() && (!isValidSize(entrySize) || entrySize <= previous))
            entry.fail(entry.pathOf(QStringLiteral("size")),
                       BuilderText::tr("the compared sizes are not powers of two in increasing order"));
        previous = entrySize;
        const QJsonArray ms = entry.array(QStringLiteral("ms"), 3, 3);
        for (qsizetype j = 0; j < ms.size(); ++j)
            entry.numberAt(ms.at(j), entry.pathOf(QStringLiteral("ms")) + QStringLiteral("[%1]").arg(j), 0, 1e12);
        entry.finish();
    }
    state.finish();
}

void NimSumBuilder::restoreState(const QJsonObject &state)
{
    if (!validateState(state).isEmpty())
        return;
    m_job.cancel();
    m_size = state.value(QStringLiteral("size")).toInt();
    m_method = *nimSumMethodFromName(state.value(QStringLiteral("method")).toString().toStdString());
    m_mode = state.value(QStringLiteral("mode")).toString() == modeName(Mode::Step) && m_size <= kMaxNimSumStepSize
                 ? Mode::Step
                 : Mode::Compare;
    m_binary = state.value(QStringLiteral("binary")).toBool();
    m_heatMap = state.value(QStringLiteral("heatMap")).toBool();
    m_history.clear();
    for (const QJsonValue &v : state.value(QStringLiteral("history")).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonArray ms = o.value(QStringLiteral("ms")).toArray();
        if (isValidSize(o.value(QStringLiteral("size")).toInt()) && ms.size() == 3)
            m_history.push_back(
                {o.value(QStringLiteral("size")).toInt(), {ms[0].toDouble(), ms[1].toDouble(), ms[2].toDouble()}});
    }
    m_comparison.reset();
    rebuildSteps(state.value(QStringLiteral("step")).toInt());
    Q_EMIT settingsChanged();
    if (m_mode == Mode::Compare)
        startCompare();
}

} // namespace nimlab
