#pragma once
// Helpers of the session tests: files as bytes, the checked-in format-1 session, and JSON edited at a path.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

namespace sessiontest {

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// tests/data/session-v1.json: a session written in format version 1 with a game in progress in every tab.
inline QByteArray v1Bytes()
{
    return readAll(QStringLiteral(NIMLAB_TEST_DATA "/session-v1.json"));
}

inline QJsonObject v1Json()
{
    return QJsonDocument::fromJson(v1Bytes()).object();
}

/// tests/data/session-v2.json: the same session in format version 2 (every game tab one part: game, view,
/// settings), with Nim's worked example at step 4 of 5.
inline QByteArray v2Bytes()
{
    return readAll(QStringLiteral(NIMLAB_TEST_DATA "/session-v2.json"));
}

inline QJsonObject v2Json()
{
    return QJsonDocument::fromJson(v2Bytes()).object();
}

/// The parts of a version-2 session as version 3 reads them: the same session, the Wythoff construction's step s
/// (which showed pair n = s) now step s + 1, as step 0 is the empty board. Written out here, not by the product's
/// migration, so that the tests check it.
inline QJsonObject asVersion3Parts(QJsonObject parts)
{
    QJsonObject wythoff = parts.value(QStringLiteral("wythoff")).toObject();
    QJsonObject view = wythoff.value(QStringLiteral("view")).toObject();
    if (view.value(QStringLiteral("step")).isDouble()) {
        view.insert(QStringLiteral("step"), view.value(QStringLiteral("step")).toInt() + 1);
        wythoff.insert(QStringLiteral("view"), view);
        parts.insert(QStringLiteral("wythoff"), wythoff);
    }
    return parts;
}

/// A version-2 session as version 3 saves it (see asVersion3Parts()).
inline QJsonObject asVersion3(QJsonObject root)
{
    root.insert(QStringLiteral("version"), 3);
    root.insert(QStringLiteral("parts"), asVersion3Parts(root.value(QStringLiteral("parts")).toObject()));
    return root;
}

/// tests/data/session-v2-scores.json: session-v2.json with scorecards (the optional "scorecard" of a saved game) in
/// the Nim and Wythoff tabs.
inline QByteArray v2ScoresBytes()
{
    return readAll(QStringLiteral(NIMLAB_TEST_DATA "/session-v2-scores.json"));
}

inline QJsonObject v2ScoresJson()
{
    return QJsonDocument::fromJson(v2ScoresBytes()).object();
}

/// A saved Practice tab: Wythoff at level 2, a round of three answers with the third's verdict shown, a streak and
/// two best rounds.
inline QJsonObject practicePart()
{
    return QJsonObject{
        {QStringLiteral("game"), QStringLiteral("wythoff")},
        {QStringLiteral("level"), 2},
        {QStringLiteral("stats"),
         QJsonObject{{QStringLiteral("streak"), 2},
                     {QStringLiteral("bestStreak"), 7},
                     {QStringLiteral("best"),
                      QJsonObject{{QStringLiteral("nim-2"),
                                   QJsonObject{{QStringLiteral("score"), 9}, {QStringLiteral("ms"), 81234}}},
                                  {QStringLiteral("wythoff-3"),
                                   QJsonObject{{QStringLiteral("score"), 6}, {QStringLiteral("ms"), 300500}}}}}}},
        {QStringLiteral("round"),
         QJsonObject{{QStringLiteral("seed"), QStringLiteral("18446744073709551615")},
                     {QStringLiteral("answers"),
                      QJsonArray{QStringLiteral("wrong"), QStringLiteral("right"), QStringLiteral("right")}},
                     {QStringLiteral("shown"), 2},
                     {QStringLiteral("ms"), 45000}}}};
}

/// session-v2.json with practicePart() as its "practice" part.
inline QJsonObject v2PracticeJson()
{
    QJsonObject root = v2Json();
    QJsonObject parts = root.value(QStringLiteral("parts")).toObject();
    parts.insert(QStringLiteral("practice"), practicePart());
    root.insert(QStringLiteral("parts"), parts);
    return root;
}

/// "parts.nim.moves[2][1]" -> {"parts", "nim", "moves", 2, 1}.
inline QVariantList splitPath(const QString &path)
{
    QVariantList steps;
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    for (auto it = token.globalMatch(path); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(1).isEmpty())
            steps << m.captured(2).toInt();
        else
            steps << m.captured(1);
    }
    return steps;
}

/// `value` with the value at `steps` replaced by `replacement` (removed when it is undefined).
inline QJsonValue replaced(const QJsonValue &value, QVariantList steps, const QJsonValue &replacement)
{
    if (steps.isEmpty())
        return replacement;
    const QVariant step = steps.takeFirst();
    if (step.typeId() == QMetaType::Int) {
        QJsonArray array = value.toArray();
        array[step.toInt()] = replaced(array.at(step.toInt()), steps, replacement);
        return array;
    }
    QJsonObject object = value.toObject();
    if (steps.isEmpty() && replacement.isUndefined())
        object.remove(step.toString());
    else
        object.insert(step.toString(), replaced(object.value(step.toString()), steps, replacement));
    return object;
}

/// The v1 session with the value at `path` (e.g. "parts.nim.moves[0][1]") replaced.
inline QByteArray v1With(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(replaced(v1Json(), splitPath(path), value).toObject()).toJson(QJsonDocument::Indented);
}

/// The v2 session with the value at `path` (e.g. "parts.nim.game.moves[0][1]") replaced.
inline QByteArray v2With(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(replaced(v2Json(), splitPath(path), value).toObject()).toJson(QJsonDocument::Indented);
}

/// The v2 session with scorecards with the value at `path` replaced.
inline QByteArray v2ScoresWith(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(replaced(v2ScoresJson(), splitPath(path), value).toObject()).toJson(QJsonDocument::Indented);
}

/// v2PracticeJson() with the value at `path` replaced.
inline QByteArray v2PracticeWith(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(replaced(v2PracticeJson(), splitPath(path), value).toObject()).toJson(QJsonDocument::Indented);
}

/// Every path in `value` below `path`, depth first (objects, arrays and their elements).
inline void collectPaths(const QJsonValue &value, const QString &path, QList<QPair<QString, QJsonValue>> &out)
{
    out.append({path, value});
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectPaths(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectPaths(a.at(i), path + QStringLiteral("[%1]").arg(i), out);
    }
}

/// Values of every JSON type other than the type of `value`.
inline QList<QPair<QString, QJsonValue>> wrongTypes(const QJsonValue &value)
{
    QList<QPair<QString, QJsonValue>> all = {
        {QStringLiteral("null"), QJsonValue()},  {QStringLiteral("bool"), true},
        {QStringLiteral("number"), 7},           {QStringLiteral("string"), QStringLiteral("7")},
        {QStringLiteral("array"), QJsonArray{}}, {QStringLiteral("object"), QJsonObject{}}};
    all.removeIf([&value](const QPair<QString, QJsonValue> &v) { return v.second.type() == value.type(); });
    return all;
}

/// The part a path belongs to ("parts.nim.cursor" -> "nim"), empty above the parts.
inline QString partOf(const QString &path)
{
    const QVariantList steps = splitPath(path);
    return steps.size() >= 2 && steps[0] == QStringLiteral("parts") ? steps[1].toString() : QString();
}

inline const QStringList &allParts()
{
    static const QStringList parts = {QStringLiteral("nim"), QStringLiteral("fibnim"), QStringLiteral("wythoff"),
                                      QStringLiteral("sums"), QStringLiteral("nimsum")};
    return parts;
}

/// allParts() and the optional parts the checked-in files do not hold: what starts fresh when a file is not usable.
inline const QStringList &everyPart()
{
    static const QStringList parts = allParts() + QStringList{QStringLiteral("practice")};
    return parts;
}

} // namespace sessiontest
