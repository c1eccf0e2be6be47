// Help > Rules text: every topic has a title and well-formed HTML carrying the seeds' key facts, the example
// numbers in the prose agree with the arithmetic, and every word of prose goes through the translator.
#include "rulestext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <cmath>
#include <cstdint>

using namespace nimlab;

Q_DECLARE_METATYPE(nimlab::RulesTopic)

namespace {

constexpr RulesTopic allTopics[] = {RulesTopic::Nim, RulesTopic::NimSum, RulesTopic::FibonacciNim, RulesTopic::Wythoff,
                                    RulesTopic::Sums};

/// Translates every "Rules" message to one marker character, so any prose that bypasses translate() shows up.
class MarkerTranslator final : public QTranslator
{
public:
    static constexpr QChar marker = QChar(0x00A7);
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        return qstrcmp(context, "Rules") == 0 && sourceText && *sourceText ? QString(marker) : QString();
    }
};

/// Plain text of an HTML fragment: the tags removed.
QString stripTags(const QString &html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    return QString(html).remove(tag);
}

/// floor(n * phi) by exact integer arithmetic: (n + floor(sqrt(5 n^2))) / 2.
std::uint64_t floorNPhi(std::uint64_t n)
{
    std::uint64_t r = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(5 * n * n)));
    while (r * r > 5 * n * n)
        --r;
    while ((r + 1) * (r + 1) <= 5 * n * n)
        ++r;
    return (n + r) / 2;
}

} // namespace

class TstRulesText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void titlesAreDistinctAndNonEmpty()
    {
        QStringList titles;
        for (const RulesTopic topic : allTopics) {
            QVERIFY(!rulesTitle(topic).trimmed().isEmpty());
            QVERIFY2(!titles.contains(rulesTitle(topic)), qPrintable(rulesTitle(topic)));
            titles << rulesTitle(topic);
        }
    }

    void htmlIsWellFormed_data()
    {
        QTest::addColumn<RulesTopic>("topic");
        for (const RulesTopic topic : allTopics)
            QTest::addRow("%s", qPrintable(rulesTitle(topic))) << topic;
    }

    void htmlIsWellFormed()
    {
        QFETCH(RulesTopic, topic);
        const QString html = rulesHtml(topic);
        QVERIFY(html.startsWith(QStringLiteral("<h2>") + rulesTitle(topic).toHtmlEscaped() + QStringLiteral("</h2>")));
        // Balanced tags and no stray '&' or '<': the text parses as XML once wrapped in one root element.
        QXmlStreamReader xml(QStringLiteral("<body>") + html + QStringLiteral("</body>"));
        int paragraphs = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QStringLiteral("p"))
                ++paragraphs;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(paragraphs >= 3);
    }

    void keyFacts_data()
    {
        QTest::addColumn<RulesTopic>("topic");
        QTest::addColumn<QStringList>("facts");
        QTest::addRow("nim") << RulesTopic::Nim
                             << QStringList{QStringLiteral("single heap"), QStringLiteral("normal play"),
                                            QStringLiteral("misère play"), QStringLiteral("nim-sum 0"),
                                            QStringLiteral("(6, 12, 9)"),  QStringLiteral("(5, 12, 9)")};
        QTest::addRow("nim-sum") << RulesTopic::NimSum
                                 << QStringList{QStringLiteral("powers of two"),
                                                QStringLiteral("XOR"),
                                                QStringLiteral("mex"),
                                                QStringLiteral("Grundy"),
                                                QStringLiteral("2<sup><i>k</i></sup>"),
                                                QStringLiteral("Conway"),
                                                QStringLiteral("On Numbers and Games"),
                                                QStringLiteral("徳田雄洋"),
                                                QStringLiteral("必勝法の数学")};
        QTest::addRow("fibonacci nim") << RulesTopic::FibonacciNim
                                       << QStringList{QStringLiteral("not all of them"),
                                                      QStringLiteral("twice"),
                                                      QStringLiteral("Whinihan"),
                                                      QStringLiteral("1963"),
                                                      QStringLiteral("Gaskell"),
                                                      QStringLiteral("Oregon State University"),
                                                      QStringLiteral("other Fibonacci Nim"),
                                                      QStringLiteral("removes a Fibonacci number of coins"),
                                                      QStringLiteral("Zeckendorf"),
                                                      QStringLiteral("quota"),
                                                      QStringLiteral("10 = 8 + 2"),
                                                      QStringLiteral("Sprague-Grundy"),
                                                      QStringLiteral("Larsson"),
                                                      QStringLiteral("Rubinstein-Salzedo"),
                                                      QStringLiteral("global variant")};
        QTest::addRow("wythoff") << RulesTopic::Wythoff
                                 << QStringList{QStringLiteral("same number of coins from both"),
                                                QStringLiteral("queen"),
                                                QStringLiteral("diagonally down-left"),
                                                QStringLiteral("1907"),
                                                QStringLiteral("second game to be solved"),
                                                QStringLiteral("Martin Gardner"),
                                                QStringLiteral("March 1977"),
                                                QStringLiteral("Scientific"),
                                                QStringLiteral("捡石子"),
                                                QStringLiteral("picking stones"),
                                                QStringLiteral("golden ratio"),
                                                QStringLiteral("misère"),
                                                QStringLiteral("(0, 1), (2, 2)")};
    }

    void keyFacts()
    {
        QFETCH(RulesTopic, topic);
        QFETCH(QStringList, facts);
        const QString html = rulesHtml(topic);
        for (const QString &fact : facts)
            QVERIFY2(html.contains(fact), qPrintable(fact));
    }

    // The small numbers in the prose are the seeds' examples; recompute them so a typo cannot survive.
    void proseNumbersAgreeWithArithmetic()
    {
        const QString nim = stripTags(rulesHtml(RulesTopic::Nim));
        QCOMPARE(6 ^ 12 ^ 9, 3);
        QVERIFY(nim.contains(QStringLiteral("the nim-sum is 1 + 2 = %1").arg(6 ^ 12 ^ 9)));
        QVERIFY(nim.contains(QStringLiteral("The nim-sum of 6 and 3 is 1 + 4 = %1").arg(6 ^ 3)));
        QCOMPARE(5 ^ 12 ^ 9, 0);

        const QString nimSum = stripTags(rulesHtml(RulesTopic::NimSum));
        QVERIFY(nimSum.contains(QStringLiteral("the nim-sum of 6 and 12 is 2 + 8 = %1").arg(6 ^ 12)));
        QVERIFY(nimSum.contains(QStringLiteral("their exclusive or is %1, which is %2")
                                    .arg(QString::number(6 ^ 12, 2), QString::number(6 ^ 12))));

        QStringList pairs;
        for (std::uint64_t n = 1; n <= 4; ++n)
            pairs << QStringLiteral("(%1, %2)").arg(floorNPhi(n)).arg(floorNPhi(n) + n);
        const QString wythoff = stripTags(rulesHtml(RulesTopic::Wythoff));
        QVERIFY2(wythoff.contains(pairs.join(QStringLiteral(", "))), qPrintable(pairs.join(QStringLiteral(", "))));
    }

    void everyParagraphIsTranslated_data() { htmlIsWellFormed_data(); }

    void everyParagraphIsTranslated()
    {
        QFETCH(RulesTopic, topic);
        MarkerTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QString title = rulesTitle(topic);
        const QString text = stripTags(rulesHtml(topic)).remove(QRegularExpression(QStringLiteral("\\s")));
        QCoreApplication::removeTranslator(&translator);

        QCOMPARE(title, QString(MarkerTranslator::marker));
        QVERIFY(!text.isEmpty());
        QCOMPARE(text, QString(text.size(), MarkerTranslator::marker));
        // Nothing is cached: without the translator the English comes back.
        QVERIFY(rulesTitle(topic) != title);
    }
};

QTEST_GUILESS_MAIN(TstRulesText)
#include "tst_rulestext.moc"
