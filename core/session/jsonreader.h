#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nimlab {

/// What a saved JSON value holds that NimLab does not understand, and where it is: a path such as
/// "parts.nim.moves[3]". Empty when everything was understood.
struct JsonProblem
{
    QString where; ///< the path of the value (empty: the file as a whole)
    QString what;  ///< in the current language
    bool isEmpty() const { return what.isEmpty(); }
    /// "where: what", or just what for the file as a whole.
    QString toString() const;
};

/// Reads one saved JSON object strictly: every value read must be there, of its JSON type and in its range, and
/// finish() reports any key that was not read. Only the first problem is kept (shared by the readers of the nested
/// values), so a validator reads on without checking after each value and returns ok() at the end.
class JsonReader
{
public:
    /// Reads `value`, which must be an object; `where` is its path, `problem` receives the first problem.
    JsonReader(const QJsonValue &value, QString where, JsonProblem &problem);

    /// The object read (empty when the value is not one).
    const QJsonObject &json() const { return m_object; }
    /// True while nothing was wrong (here or in any reader sharing the problem).
    bool ok() const { return m_problem->isEmpty(); }
    /// The path of `key` in this object.
    QString pathOf(const QString &key) const;
    /// Records a problem at `where` (a full path, see pathOf()) unless one was recorded before.
    void fail(const QString &where, const QString &what);
    /// True when `key` is there (for keys that may be left out); the key counts as read.
    bool has(const QString &key);

    bool boolean(const QString &key);
    /// A whole number from `min` to `max`.
    int integer(const QString &key, int min, int max);
    /// A finite number from `min` to `max`.
    double number(const QString &key, double min, double max);
    /// `value` (at `where`) as a finite number from `min` to `max`.
    double numberAt(const QJsonValue &value, const QString &where, double min, double max);
    /// One of `names`: its index (-1 on a problem).
    int choice(const QString &key, const QStringList &names);
    /// A whole number saved as decimal text (parseDecimal), up to `max`.
    std::uint64_t decimal(const QString &key, std::uint64_t max = UINT64_MAX);
    /// A list of whole numbers saved as decimal text.
    std::vector<std::uint64_t> decimals(const QString &key);
    /// `value` (at `where`) as such a list.
    std::vector<std::uint64_t> decimalsAt(const QJsonValue &value, const QString &where);
    /// An array of `min` to `max` values (any type: read each with at() or decimalsAt()).
    QJsonArray array(const QString &key, qsizetype min = 0, qsizetype max = INT32_MAX);
    /// A nested object.
    JsonReader object(const QString &key);
    /// A reader of `value`, element `index` of the array at `key`.
    JsonReader at(const QString &key, const QJsonArray &array, qsizetype index);

    /// Records the first key that was not read as unknown; returns ok().
    bool finish();

private:
    QJsonValue take(const QString &key);
    void wrongType(const QString &key, const QString &expected);

    QJsonObject m_object;
    QString m_where;
    JsonProblem *m_problem;
    QSet<QString> m_read;
};

/// The first problem `check` finds in `state`, read as a whole object ("where: what"); empty when all is understood.
QString checkJson(const QJsonObject &state, const std::function<void(JsonReader &)> &check);

} // namespace nimlab
