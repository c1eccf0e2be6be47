#include "jsonwriter.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <limits>

namespace nimlab::cli {

namespace {
// A prefix no real string in NimLab's output starts with; QJsonDocument writes it as "\u0001".
const QString kMarker = QStringLiteral("\u0001u64:");
} // namespace

QJsonValue jsonNumber(std::uint64_t value)
{
    if (value <= static_cast<std::uint64_t>(std::numeric_limits<qint64>::max()))
        return QJsonValue(static_cast<qint64>(value));
    return QJsonValue(kMarker + QString::number(value));
}

QJsonArray jsonNumbers(const std::vector<std::uint64_t> &values)
{
    QJsonArray array;
    for (const std::uint64_t v : values)
        array.append(jsonNumber(v));
    return array;
}

QByteArray toJsonText(const QJsonObject &object)
{
    QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Compact);
    static const QRegularExpression marked(QStringLiteral("\"\\\\u0001u64:([0-9]+)\""));
    return QString::fromUtf8(text).replace(marked, QStringLiteral("\\1")).toUtf8();
}

} // namespace nimlab::cli
