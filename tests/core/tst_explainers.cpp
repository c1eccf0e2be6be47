// The numbers and sentences that moved out of the widgets, checked against brute force from the definitions.
#include "games/fibnimanalysis.h"
#include "games/gamesession.h"
#include "games/nimanalysis.h"
#include "games/numberlist.h"
#include "games/typedgame.h"
#include "games/wythoffanalysis.h"

#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace nimlab;

namespace {
// Normal or misere Nim by exhaustive search over the moves of the definition.
bool bruteNimWins(std::vector<std::uint64_t> heaps, bool misere)
{
    bool any = false;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        const std::uint64_t h = heaps[i];
        for (std::uint64_t to = 0; to < h; ++to) {
            any = true;
            heaps[i] = to;
            const bool opponentWins = bruteNimWins(heaps, misere);
            heaps[i] = h;
            if (!opponentWins)
                return true;
        }
    }
    return any ? false : misere; // no move left: under misere play the player to move has won
}
} // namespace

class TestExplainers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusalsAreTypedAndWorded_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QJsonObject>("options");
        QTest::addColumn<GameState>("state");
        QTest::addColumn<GameMove>("move"); // empty: the position itself is checked
        QTest::addColumn<int>("reason");
        QTest::addColumn<QStringList>("parts");
        const QJsonObject normal{{QStringLiteral("misere"), false}};
        const auto fib = [](const char *variant) {
            return QJsonObject{{QStringLiteral("variant"), QLatin1String(variant)}};
        };
        using N = NimRules::Reason;
        using F = FibNimRules::Reason;
        using W = WythoffRules::Reason;
        const std::uint64_t big = (std::uint64_t{1} << 63) + 1;
        QTest::addRow("nim: no heap") << "nim" << normal << GameState{} << GameMove{} << int(N::HeapCount)
                                      << QStringList{QStringLiteral("10")};
        QTest::addRow("nim: 2^63 + 1") << "nim" << normal << GameState{big} << GameMove{} << int(N::HeapTooBig)
                                       << QStringList{QStringLiteral("9223372036854775808")};
        QTest::addRow("nim: heap 4 of 3")
            << "nim" << normal << GameState{6, 12, 9} << GameMove{3, 0} << int(N::NoSuchHeap) << QStringList{};
        QTest::addRow("nim: empty heap") << "nim" << normal << GameState{0, 5} << GameMove{0, 0} << int(N::EmptyHeap)
                                         << QStringList{QStringLiteral("1")};
        QTest::addRow("nim: take none") << "nim" << normal << GameState{6, 12, 9} << GameMove{1, 12}
                                        << int(N::TakeAtLeastOne)
                                        << QStringList{QStringLiteral("2"), QStringLiteral("12")};
        QTest::addRow("fib: no coin") << "fibnim" << fib("single") << GameState{0, 0} << GameMove{}
                                      << int(F::SingleEmpty) << QStringList{};
        QTest::addRow("fib: one coin") << "fibnim" << fib("single") << GameState{1, 0} << GameMove{}
                                       << int(F::TooFewCoins) << QStringList{QStringLiteral("2")};
        QTest::addRow("fib: quota 0") << "fibnim" << fib("single") << GameState{5, 0} << GameMove{} << int(F::QuotaZero)
                                      << QStringList{QStringLiteral("1")};
        QTest::addRow("fib: 10^18 + 1") << "fibnim" << fib("single") << GameState{1000000000000000001ULL, 1}
                                        << GameMove{} << int(F::SingleTooBig)
                                        << QStringList{QStringLiteral("1000000000000000000")};
        QTest::addRow("fib: above the quota") << "fibnim" << fib("single") << GameState{10, 2} << GameMove{0, 3}
                                              << int(F::AboveQuota) << QStringList{QStringLiteral("2")};
        QTest::addRow("fib: more than left") << "fibnim" << fib("single") << GameState{5, 4} << GameMove{0, 6}
                                             << int(F::OnlyCoinsLeft) << QStringList{QStringLiteral("5")};
        QTest::addRow("fib: take none") << "fibnim" << fib("single") << GameState{5, 4} << GameMove{0, 0}
                                        << int(F::TakeAtLeastOne) << QStringList{};
        QTest::addRow("fib: a second pile")
            << "fibnim" << fib("single") << GameState{5, 4} << GameMove{1, 1} << int(F::OnlyOnePile) << QStringList{};
        QTest::addRow("fib multi: pile 3 of 2") << "fibnim" << fib("multi") << GameState{5, 4, 8, 7} << GameMove{2, 1}
                                                << int(F::NoSuchPile) << QStringList{QStringLiteral("3")};
        QTest::addRow("fib multi: pile 1 has 5")
            << "fibnim" << fib("multi") << GameState{5, 4, 8, 7} << GameMove{0, 6} << int(F::PileHasOnly)
            << QStringList{QStringLiteral("1"), QStringLiteral("5")};
        QTest::addRow("fib multi: quota 4")
            << "fibnim" << fib("multi") << GameState{5, 4, 8, 7} << GameMove{0, 5} << int(F::AbovePileQuota)
            << QStringList{QStringLiteral("1"), QStringLiteral("4")};
        QTest::addRow("fib global: 41 coins")
            << "fibnim" << fib("global") << GameState{40, 41} << GameMove{} << int(F::GlobalTooManyCoins)
            << QStringList{QStringLiteral("40"), QStringLiteral("41")};
        QTest::addRow("wythoff: one pile")
            << "wythoff" << normal << GameState{1} << GameMove{} << int(W::NotTwoPiles) << QStringList{};
        QTest::addRow("wythoff: 2^62 + 1")
            << "wythoff" << normal << GameState{(std::uint64_t{1} << 62) + 1, 0} << GameMove{} << int(W::PileTooBig)
            << QStringList{QStringLiteral("4611686018427387904")};
        QTest::addRow("wythoff: add a coin") << "wythoff" << normal << GameState{7, 9} << GameMove{8, 9}
                                             << int(W::CannotAdd) << QStringList{QStringLiteral("(7, 9)")};
        QTest::addRow("wythoff: stay") << "wythoff" << normal << GameState{7, 9} << GameMove{7, 9}
                                       << int(W::TakeAtLeastOne) << QStringList{};
        QTest::addRow("wythoff: not a line")
            << "wythoff" << normal << GameState{7, 9} << GameMove{3, 6} << int(W::NotALine)
            << QStringList{QStringLiteral("(3, 6)"), QStringLiteral("4 and 3")};
    }
    void refusalsAreTypedAndWorded()
    {
        QFETCH(QString, game);
        QFETCH(QJsonObject, options);
        QFETCH(GameState, state);
        QFETCH(GameMove, move);
        QFETCH(int, reason);
        QFETCH(QStringList, parts);
        const GameKind kind = game == QStringLiteral("nim")      ? nimKind()
                              : game == QStringLiteral("fibnim") ? fibNimKind()
                                                                 : wythoffKind();
        const std::unique_ptr<GameRules> rules = kind.rules(options);
        QVERIFY(rules);
        const std::optional<Refusal> refusal =
            move.empty() ? rules->checkPosition(state) : rules->checkMove(state, move);
        QVERIFY(refusal);
        QCOMPARE(refusal->reason, reason);
        if (!move.empty())
            QVERIFY(!rules->isLegal(state, move));
        // The explainer words it, naming its numbers.
        const QString text = kind.explainer(*rules)->refusalText(*refusal);
        QVERIFY(!text.isEmpty());
        for (const QString &part : parts)
            QVERIFY2(text.contains(part), qPrintable(text + QStringLiteral(" lacks ") + part));
    }

    void nimBinaryTable_data()
    {
        QTest::addColumn<std::vector<std::uint64_t>>("heaps");
        QTest::addRow("article (6, 12, 9)") << std::vector<std::uint64_t>{6, 12, 9};
        QTest::addRow("one heap of 1") << std::vector<std::uint64_t>{1};
        QTest::addRow("zeros") << std::vector<std::uint64_t>{0, 0};
        QTest::addRow("2^63 and 1") << std::vector<std::uint64_t>{std::uint64_t{1} << 63, 1};
        QTest::addRow("all ones") << std::vector<std::uint64_t>{~std::uint64_t{0}, 5, 7};
    }
    void nimBinaryTable()
    {
        QFETCH(std::vector<std::uint64_t>, heaps);
        const NimAnalysis a = analyseNim(heaps, false);
        // The digits as the base-2 strings of Qt write them, right-aligned to the widest.
        int width = 1;
        for (const std::uint64_t h : heaps)
            width = std::max(width, int(QString::number(h, 2).size()));
        QCOMPARE(int(a.columns.size()), width);
        for (int c = 0; c < width; ++c) {
            QCOMPARE(a.columns[std::size_t(c)].bit, width - 1 - c); // highest power first
            QCOMPARE(a.columns[std::size_t(c)].power, std::uint64_t{1} << (width - 1 - c));
            int ones = 0;
            int parity = 0;
            for (std::size_t i = 0; i < heaps.size(); ++i) {
                const QString bits = QString::number(heaps[i], 2).rightJustified(width, QLatin1Char('0'));
                const int digit = bits[c] == QLatin1Char('1') ? 1 : 0;
                QCOMPARE(a.digits[i][std::size_t(c)], digit);
                ones += digit;
                parity ^= digit;
            }
            QCOMPARE(a.columns[std::size_t(c)].ones, ones);
            QCOMPARE(a.columns[std::size_t(c)].odd, parity == 1);
            QCOMPARE(a.nimSumDigits[std::size_t(c)], parity);
            QCOMPARE(nimColumnText(a.columns[std::size_t(c)]),
                     parity ? QStringLiteral("%1 odd").arg(ones) : QStringLiteral("%1 even").arg(ones));
        }
    }

    void nimWhyNoWinningMoveExactlyInLosingPositions()
    {
        for (const bool misere : {false, true})
            for (std::uint64_t a = 0; a <= 4; ++a)
                for (std::uint64_t b = 0; b <= 4; ++b)
                    for (std::uint64_t c = 0; c <= 3; ++c) {
                        const std::vector<std::uint64_t> heaps{a, b, c};
                        const bool over = a + b + c == 0;
                        const bool wins = bruteNimWins(heaps, misere);
                        const NimRules rules(misere);
                        const NimExplainer explainer(rules);
                        QCOMPARE(explainer.whyNoWinningMove(heaps).isEmpty(), wins && !over);
                        QCOMPARE(analyseNim(heaps, misere).winning, wins);
                    }
    }

    void fibNimCoinsWithinReach_data()
    {
        QTest::addColumn<std::uint64_t>("coins");
        QTest::addColumn<std::uint64_t>("quota");
        QTest::addRow("start of 10") << std::uint64_t(10) << std::uint64_t(9);
        QTest::addRow("quota above the coins") << std::uint64_t(3) << std::uint64_t(8);
        QTest::addRow("quota 1") << std::uint64_t(20) << std::uint64_t(1);
        QTest::addRow("empty") << std::uint64_t(0) << std::uint64_t(4);
        QTest::addRow("equal") << std::uint64_t(6) << std::uint64_t(6);
    }
    void fibNimCoinsWithinReach()
    {
        QFETCH(std::uint64_t, coins);
        QFETCH(std::uint64_t, quota);
        const FibNimRules rules(FibNimRules::Variant::Single);
        // The legal takes are exactly 1 .. mostToTake: the coins within reach are the last mostToTake ones.
        std::uint64_t legal = 0;
        for (std::uint64_t k = 0; k <= coins + quota + 1; ++k) {
            const bool isLegal = rules.isLegal({coins, quota}, {0, k});
            QCOMPARE(isLegal, !rules.checkMove({coins, quota}, {0, k}));
            if (isLegal) {
                QCOMPARE(k, legal + 1);
                legal = k;
            }
        }
        QCOMPARE(FibNimRules::mostToTake({coins, quota}), legal);
    }

    void nimTakeIsEveryLegalMove()
    {
        // Every click a board can ask for (take k coins from a heap) against the moves of the definition.
        const NimRules rules(false);
        for (const std::vector<std::uint64_t> &heaps :
             {std::vector<std::uint64_t>{0}, {1}, {6, 12, 9}, {0, 3, 0}, {5, 5}}) {
            const NimRules::Position at{heaps};
            std::set<std::pair<std::size_t, std::uint64_t>> byTake, byDefinition;
            for (std::size_t heap = 0; heap <= heaps.size(); ++heap) {
                for (std::uint64_t k = 0; k <= 14; ++k) {
                    const std::optional<NimRules::Move> move = NimRules::take(at, heap, k);
                    QCOMPARE(move.has_value(), heap < heaps.size() && k >= 1 && k <= heaps[heap]);
                    if (!move)
                        continue;
                    QCOMPARE(move->heap, heap);
                    QCOMPARE(NimRules::taken(at, *move), k);
                    byTake.insert({move->heap, move->to});
                }
                if (heap == heaps.size())
                    continue;
                std::uint64_t mostLeft = 0;
                for (std::uint64_t to = 0; to <= heaps[heap] + 1; ++to) {
                    const bool legal = to < heaps[heap];
                    QCOMPARE(rules.isLegal(NimRules::encode(at), NimRules::encodeMove({heap, to})), legal);
                    if (legal) {
                        byDefinition.insert({heap, to});
                        mostLeft = to;
                    } else {
                        QCOMPARE(NimRules::taken(at, {heap, to}), std::uint64_t(0)); // not lowered: nothing taken
                    }
                }
                QCOMPARE(NimRules::mostToLeave(at, heap), mostLeft);
            }
            QCOMPARE(NimRules::mostToLeave(at, heaps.size()), std::uint64_t(0)); // no such heap
            QCOMPARE(byTake, byDefinition);
        }
    }

    void wythoffTakeIsEveryLegalMove()
    {
        for (std::uint64_t x = 0; x <= 7; ++x)
            for (std::uint64_t y = 0; y <= 7; ++y) {
                std::set<std::pair<std::uint64_t, std::uint64_t>> byTake, byDefinition;
                for (const auto d : {WythoffRules::Direction::FromFirst, WythoffRules::Direction::FromSecond,
                                     WythoffRules::Direction::FromBoth})
                    for (std::uint64_t k = 0; k <= 9; ++k)
                        if (const auto to = WythoffRules::take({x, y}, d, k)) {
                            QVERIFY(k >= 1 && k <= WythoffRules::reach({x, y}, d));
                            byTake.insert({to->x, to->y});
                        } else {
                            QVERIFY(k == 0 || k > WythoffRules::reach({x, y}, d));
                        }
                // From the definition: one pile lowered, or both by the same number.
                const WythoffRules rules(false);
                for (std::uint64_t a = 0; a <= x; ++a)
                    for (std::uint64_t b = 0; b <= y; ++b) {
                        const bool legal = (a == x || b == y || x - a == y - b) && !(a == x && b == y);
                        if (legal)
                            byDefinition.insert({a, b});
                        QCOMPARE(rules.isLegal({x, y}, {a, b}), legal);
                    }
                QCOMPARE(byTake, byDefinition);
            }
    }

    void reviewCountsCountTheReview()
    {
        GameSession s(nimKind(), {{QStringLiteral("misere"), false}}, {6, 12, 9});
        s.setComputerDelayMs(0);
        // 6 12 9: keep (win), then from lost, then miss the win, then keep.
        for (const GameMove &m : {GameMove{0, 5}, GameMove{1, 11}, GameMove{2, 0}, GameMove{0, 0}})
            QVERIFY(s.play(m).isEmpty());
        const std::vector<GameSession::ReviewEntry> review = s.review();
        GameSession::ReviewCounts byHand;
        for (const GameSession::ReviewEntry &e : review)
            (e.quality == GameSession::MoveQuality::KeptWin     ? byHand.keptWin
             : e.quality == GameSession::MoveQuality::MissedWin ? byHand.missedWin
                                                                : byHand.fromLost)++;
        QCOMPARE(s.reviewCounts(), byHand);
        QCOMPARE(byHand.keptWin + byHand.missedWin + byHand.fromLost, 4);
        QCOMPARE(byHand.keptWin, 1);
        QCOMPARE(byHand.fromLost, 1);
    }

    void aHintBelongsToOnePosition()
    {
        GameSession s(nimKind(), {{QStringLiteral("misere"), false}}, {6, 12, 9});
        QSignalSpy changed(&s, &GameSession::hintChanged);
        QVERIFY(!s.isHintShown());
        QVERIFY(s.hintText().isEmpty());
        s.showHint();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(TypedGame<NimRules>(&s).shownHint(), (NimRules::Move{0, 5}));
        QCOMPARE(s.hintText(), QStringLiteral("heap 1: 6 \u2192 5 (take 1)"));
        QVERIFY(s.play({0, 5}).isEmpty());
        QCOMPARE(changed.count(), 2);
        QVERIFY(!s.isHintShown());
        s.showHint(); // a losing position: the why, no move
        QVERIFY(!s.shownHint());
        QVERIFY(s.hintText().startsWith(QStringLiteral("The nim-sum is 0.")));
        s.undo();
        QVERIFY(!s.isHintShown());
        s.redo();
        QVERIFY(!s.isHintShown());
    }

    void startPositionText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::vector<std::uint64_t>>("numbers");
        QTest::addColumn<QString>("bad");
        using V = std::vector<std::uint64_t>;
        QTest::addRow("article") << QStringLiteral("6 12 9") << V{6, 12, 9} << QString();
        QTest::addRow("commas and spaces") << QStringLiteral(" 1, 2 ,3  ") << V{1, 2, 3} << QString();
        QTest::addRow("empty") << QString() << V{} << QString();
        QTest::addRow("2^64 - 1") << QStringLiteral("18446744073709551615") << V{~std::uint64_t{0}} << QString();
        QTest::addRow("2^64") << QStringLiteral("1 18446744073709551616") << V{1}
                              << QStringLiteral("18446744073709551616");
        QTest::addRow("sign") << QStringLiteral("-3 4") << V{} << QStringLiteral("-3");
        QTest::addRow("plus") << QStringLiteral("+3") << V{} << QStringLiteral("+3");
        QTest::addRow("word") << QStringLiteral("5 six") << V{5} << QStringLiteral("six");
        QTest::addRow("hex") << QStringLiteral("0x10") << V{} << QStringLiteral("0x10");
    }
    void startPositionText()
    {
        QFETCH(QString, text);
        QFETCH(std::vector<std::uint64_t>, numbers);
        QFETCH(QString, bad);
        const NumberList list = parseNumberList(text);
        QCOMPARE(list.badToken, bad);
        QCOMPARE(list.ok(), bad.isEmpty());
        QCOMPARE(list.numbers, numbers);
    }

    void typedMovesRoundTrip()
    {
        GameSession nim(nimKind(), {{QStringLiteral("misere"), true}}, {3, 4});
        const TypedGame<NimRules> typedNim(&nim);
        QCOMPARE(typedNim.position(), (NimRules::Position{{3, 4}}));
        QVERIFY(typedNim.rules().isMisere());
        QVERIFY(typedNim.play({1, 0}).isEmpty());
        QCOMPARE(typedNim.lastMove(), (NimRules::Move{1, 0}));
        QCOMPARE(typedNim.positionAt(0), (NimRules::Position{{3, 4}}));

        GameSession fib(fibNimKind(), FibNimRules::optionsFor(FibNimRules::Variant::Global),
                        FibNimRules::globalStart({3, 4}, 5));
        const TypedGame<FibNimRules> typedFib(&fib);
        const FibNimRules::Position p = typedFib.position();
        QCOMPARE(p.piles.size(), std::size_t(2));
        QCOMPARE(p.piles[1], (FibNimPosition{4, 5}));
        QCOMPARE(typedFib.rules().encode(p), fib.position());
        QVERIFY(typedFib.isLegal({1, 4}));
        QVERIFY(!typedFib.isLegal({1, 5}));

        GameSession wythoff(wythoffKind(), WythoffRules::makeOptions(false), {4, 7});
        const TypedGame<WythoffRules> typedWythoff(&wythoff);
        QCOMPARE(typedWythoff.winningMoves().size(), wythoff.rules().winningMoves({4, 7}).size());
        QVERIFY(typedWythoff.isLegal({1, 4}));
        QVERIFY(!typedWythoff.isLegal({1, 5}));
    }
};

QTEST_GUILESS_MAIN(TestExplainers)
#include "tst_explainers.moc"
