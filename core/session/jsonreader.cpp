#include "jsonreader.h"

#include "math/decimal.h"

#include <QCoreApplication>

#include <cmath>

namespace nimlab {

namespace {
class ReaderText
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)
};
} // namespace

QString JsonProblem::toString() const
{
    return where.isEmpty() ? what : where + QStringLiteral(": ") + what;
}

JsonReader::JsonReader(const QJsonValue &value, QString where, JsonProblem &problem)
    : m_object(value.toObject()), m_where(std::move(where)), m_problem(&problem)
{
    if (!value.isObject())
        fail(m_where, value.isUndefined() ? ReaderText::tr("is missing") : ReaderText::tr("should be an object"));
}

QString JsonReader::pathOf(const QString &key) const
{
    return m_where.isEmpty() ? key : m_where + QLatin1Char('.') + key;
}

void JsonReader::fail(const QString &where, const QString &what)
{
    if (m_problem->isEmpty())
        *m_problem = {where, what};
}

bool JsonReader::has(const QString &key)
{
    m_read.insert(key);
    return m_object.contains(key);
}

QJsonValue JsonReader::take(const QString &key)
{
    m_read.insert(key);
    const QJsonValue value = m_object.value(key);
    if (value.isUndefined())
        fail(pathOf(key), ReaderText::tr("is missing"));
    return value;
}

void JsonReader::wrongType(const QString &key, const QString &expected)
{
    fail(pathOf(key), expected);
}

bool JsonReader::boolean(const QString &key)
{
    const QJsonValue value = take(key);
    if (!value.isBool() && !value.isUndefined())
        wrongType(key, ReaderText::tr("should be true or false"));
    return value.toBool();
}

int JsonReader::integer(const QString &key, int min, int max)
{
    const QJsonValue value = take(key);
    const double d = value.toDouble(std::nan(""));
    if (value.isUndefined())
        return min;
    if (!value.isDouble() || !(d >= min && d <= max) || d != std::floor(d)) {
        wrongType(key, ReaderText::tr("should be a whole number from %1 to %2").arg(min).arg(max));
        return min;
    }
    return int(d);
}

double JsonReader::number(const QString &key, double min, double max)
{
    const QJsonValue value = take(key);
    return value.isUndefined() ? min : numberAt(value, pathOf(key), min, max);
}

double JsonReader::numberAt(const QJsonValue &value, const QString &where, double min, double max)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || !(d >= min && d <= max)) {
        fail(where, ReaderText::tr("should be a number from %1 to %2").arg(min).arg(max));
        return min;
    }
    return d;
}

int JsonReader::choice(const QString &key, const QStringList &names)
{
    const QJsonValue value = take(key);
    const qsizetype index = value.isString() ? names.indexOf(value.toString()) : -1;
    if (index < 0 && !value.isUndefined())
        wrongType(key, ReaderText::tr("should be one of: %1").arg(names.join(QStringLiteral(", "))));
    return int(index);
}

std::uint64_t JsonReader::decimal(const QString &key, std::uint64_t max)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return 0;
    const std::optional<std::uint64_t> parsed = value.isString() ? parseDecimal(value.toString()) : std::nullopt;
    const std::uint64_t n = parsed.value_or(0);
    if (!parsed || n > max) {
        wrongType(key, ReaderText::tr("should be a whole number from 0 to %1 written in digits").arg(max));
        return 0;
    }
    return n;
}

std::vector<std::uint64_t> JsonReader::decimalsAt(const QJsonValue &value, const QString &where)
{
    std::vector<std::uint64_t> values;
    if (!value.isArray()) {
        fail(where, value.isUndefined() ? ReaderText::tr("is missing") : ReaderText::tr("should be a list"));
        return values;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue v = array.at(i);
        const std::optional<std::uint64_t> n = v.isString() ? parseDecimal(v.toString()) : std::nullopt;
        if (!n) {
            fail(where + QStringLiteral("[%1]").arg(i),
                 ReaderText::tr("should be a whole number from 0 to %1 written in digits").arg(UINT64_MAX));
            return {};
        }
        values.push_back(*n);
    }
    return values;
}

std::vector<std::uint64_t> JsonReader::decimals(const QString &key)
{
    m_read.insert(key);
    return decimalsAt(m_object.value(key), pathOf(key));
}

QJsonArray JsonReader::array(const QString &key, qsizetype min, qsizetype max)
{
    const QJsonValue value = take(key);
    if (value.isUndefined())
        return {};
    if (!value.isArray()) {
        wrongType(key, ReaderText::tr("should be a list"));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() < min || array.size() > max) {
        wrongType(key, min == max ? ReaderText::tr("should be a list of %1 values").arg(min)
                                  : ReaderText::tr("should be a list of %1 to %2 values").arg(min).arg(max));
        return {};
    }
    return array;
}

JsonReader JsonReader::object(const QString &key)
{
    m_read.insert(key);
    return JsonReader(m_object.value(key), pathOf(key), *m_problem);
}

JsonReader JsonReader::at(const QString &key, const QJsonArray &array, qsizetype index)
{
    return JsonReader(array.at(index), pathOf(key) + QStringLiteral("[%1]").arg(index), *m_problem);
}

QString checkJson(const QJsonObject &state, const std::function<void(JsonReader &)> &check)
{
    JsonProblem problem;
    JsonReader reader(state, {}, problem);
    check(reader);
    return problem.toString();
}

bool JsonReader::finish()
{
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
        if (!m_read.contains(it.key())) {
            fail(pathOf(it.key()), ReaderText::tr("is not a setting this version of NimLab knows"));
            break;
        }
    return ok();
}

} // namespace nimlab
