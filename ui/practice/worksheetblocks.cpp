// One exercise of a worksheet as a block: the question with its position drawn, and its entry in the answer key.
#include "worksheetblocks.h"

#include "games/sumanalysis.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QTextLayout>

#include <algorithm>

namespace nimlab::worksheet {

namespace {

class Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)
};

constexpr double kCoin = 110;     // a coin's diameter
constexpr double kCoinStep = 135; // from one coin to the next
constexpr double kBracket = 50;   // the quota's bracket under the coins
constexpr double kCell = 100;     // a square of the small board
constexpr double kAxis = 110;     // the board's row and column numbers
constexpr double kPartGap = 160;  // between the drawn parts of a position
constexpr double kAnswerSpace = 380;
constexpr double kBlockGap = 140;
constexpr int kMaxCoins = 25;    // up to this many coins are drawn one by one
constexpr int kCappedCoins = 10; // a bigger pile: this many, and the number in words
constexpr std::uint64_t kMaxBoardPile = 11;

/// One drawn part of a position (a heap, a pile, a board) with its caption, laid out from (0, 0).
struct Part
{
    std::vector<WorksheetItem> items;
    double width = 0;
    double height = 0;
};

void addCaption(Part &part, const QString &caption, const QString &language)
{
    part.height = addText(part.items, caption, WorksheetFont::Small, language, 0, 0, kContentWidth - kIndent);
    for (const WorksheetItem &item : part.items)
        part.width = std::max(part.width, item.rect.width());
    part.height += 20;
}

/// A row of `coins` coins (a few, and the number, when there are more than kMaxCoins) below what the part has; `marked`
/// of the last within reach.
void addCoinRow(Part &part, std::uint64_t coins, std::uint64_t marked, const QString &language)
{
    const int drawn = coins > kMaxCoins ? kCappedCoins : int(coins);
    WorksheetItem row;
    row.kind = WorksheetItem::Kind::Coins;
    row.count = drawn;
    row.marked = coins <= kMaxCoins ? int(std::min(marked, coins)) : 0;
    row.rect = QRectF(0, part.height, drawn == 0 ? 0 : (drawn - 1) * kCoinStep + kCoin, kCoin);
    part.items.push_back(row);
    double right = row.rect.right();
    if (coins > kMaxCoins) {
        const QString more = Worksheet::tr("... %1 in all").arg(coins);
        addText(part.items, more, WorksheetFont::Small, language, right + 60,
                part.height + (kCoin - lineHeight(WorksheetFont::Small, language)) / 2, kContentWidth);
        right += 60 + textWidth(more, WorksheetFont::Small, language);
    }
    part.width = std::max(part.width, right);
    part.height += kCoin + (row.marked > 0 ? kBracket : 0) + 40;
}

Part coinPart(const QString &caption, std::uint64_t coins, std::uint64_t marked, const QString &language)
{
    Part part;
    addCaption(part, caption, language);
    addCoinRow(part, coins, marked, language);
    return part;
}

/// A Wythoff position: the queen on a small board, or two rows of coins when the piles are too big for one.
Part wythoffPart(const QString &caption, std::uint64_t x, std::uint64_t y, const QString &language)
{
    Part part;
    addCaption(part, caption, language);
    if (std::max(x, y) > kMaxBoardPile) {
        addCoinRow(part, x, 0, language);
        addCoinRow(part, y, 0, language);
        return part;
    }
    const int size = int(std::max<std::uint64_t>(std::max(x, y) + 1, 4));
    WorksheetItem board;
    board.kind = WorksheetItem::Kind::Board;
    board.count = size;
    board.queen = QPointF(double(x), double(y));
    board.rect = QRectF(kAxis, part.height, size * kCell, size * kCell);
    part.items.push_back(board);
    part.width = std::max(part.width, board.rect.right());
    part.height = board.rect.bottom() + kAxis;
    return part;
}

Part componentPart(const SumComponent &c, const QString &caption, const QString &language)
{
    switch (c.game) {
    case SumGame::Nim:
        return coinPart(caption, c.a, 0, language);
    case SumGame::FibNim:
        return coinPart(caption, c.a, c.b, language);
    case SumGame::Wythoff:
        break;
    }
    return wythoffPart(caption, c.a, c.b, language);
}

std::vector<Part> positionParts(const Exercise &e, const QString &language)
{
    std::vector<Part> parts;
    switch (e.game) {
    case PracticeGame::Nim:
        for (std::size_t i = 0; i < e.heaps.size(); ++i)
            parts.push_back(coinPart(Worksheet::tr("Heap %1: %2").arg(i + 1).arg(e.heaps[i]), e.heaps[i], 0, language));
        break;
    case PracticeGame::FibNim:
        parts.push_back(coinPart(Worksheet::tr("%1 coins, quota %2").arg(e.pile.coins).arg(e.pile.quota), e.pile.coins,
                                 e.pile.quota, language));
        break;
    case PracticeGame::Wythoff:
        parts.push_back(wythoffPart(std::max(e.wythoff.x, e.wythoff.y) > kMaxBoardPile
                                        ? Worksheet::tr("Piles of %1 and %2").arg(e.wythoff.x).arg(e.wythoff.y)
                                        : Worksheet::tr("The queen at (%1, %2)").arg(e.wythoff.x).arg(e.wythoff.y),
                                    e.wythoff.x, e.wythoff.y, language));
        break;
    case PracticeGame::Sum:
        for (std::size_t i = 0; i < e.components.size(); ++i)
            parts.push_back(componentPart(
                e.components[i], QStringLiteral("%1: %2").arg(i + 1).arg(SumExplainer::componentText(e.components[i])),
                language));
        break;
    }
    return parts;
}

/// Places the parts left to right from (x, y), on as many rows as the width needs; returns the height used.
double flowParts(Block &block, std::vector<Part> parts, double x, double y, double width)
{
    double cx = x;
    double cy = y;
    double rowHeight = 0;
    for (Part &part : parts) {
        if (cx > x && cx + part.width > x + width) {
            cx = x;
            cy += rowHeight;
            rowHeight = 0;
        }
        for (WorksheetItem &item : part.items) {
            item.rect.translate(cx, cy);
            block.items.push_back(item);
        }
        cx += part.width + kPartGap;
        rowHeight = std::max(rowHeight, part.height);
    }
    return cy + rowHeight - y;
}

void finish(Block &block, int index, bool answer)
{
    WorksheetItem separator;
    separator.kind = WorksheetItem::Kind::Separator;
    separator.rect = QRectF(kWorksheetMargin, block.height + kBlockGap / 2, kContentWidth, 0);
    block.items.push_back(separator);
    block.height += kBlockGap;
    for (WorksheetItem &item : block.items) {
        item.exercise = index;
        item.answer = answer;
    }
}

} // namespace

double lineHeight(WorksheetFont role, const QString &language)
{
    return QFontMetricsF(worksheetFont(role, language)).lineSpacing();
}

double textWidth(const QString &text, WorksheetFont role, const QString &language)
{
    return QFontMetricsF(worksheetFont(role, language)).horizontalAdvance(text);
}

double addText(std::vector<WorksheetItem> &items, const QString &text, WorksheetFont role, const QString &language,
               double x, double y, double width)
{
    const QFont font = worksheetFont(role, language);
    const QFontMetricsF metrics(font);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    double top = y;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        const QString part = text.mid(line.textStart(), line.textLength()).trimmed();
        WorksheetItem item;
        item.kind = WorksheetItem::Kind::Text;
        item.font = role;
        item.text = part;
        item.rect = QRectF(x, top, metrics.horizontalAdvance(part), metrics.lineSpacing());
        items.push_back(item);
        top += metrics.lineSpacing();
    }
    layout.endLayout();
    return top - y;
}

Block questionBlock(const Exercise &e, int index, const QString &language)
{
    Block block;
    const double left = kWorksheetMargin;
    addText(block.items, QStringLiteral("%1.").arg(index + 1), WorksheetFont::Heading, language, left, 0, kIndent);
    double y = addText(block.items, exerciseQuestionText(e), WorksheetFont::Body, language, left + kIndent, 0,
                       kContentWidth - kIndent);
    y += 60;
    y += flowParts(block, positionParts(e, language), left + kIndent, y, kContentWidth - kIndent);

    const QString label = Worksheet::tr("Answer:");
    const double labelHeight = lineHeight(WorksheetFont::Small, language);
    addText(block.items, label, WorksheetFont::Small, language, left + kIndent, y + kAnswerSpace - labelHeight,
            kIndent * 4);
    WorksheetItem rule;
    rule.kind = WorksheetItem::Kind::Rule;
    const double ruleLeft = left + kIndent + textWidth(label, WorksheetFont::Small, language) + 60;
    rule.rect = QRectF(ruleLeft, y, left + kContentWidth - ruleLeft, kAnswerSpace - labelHeight * 0.2);
    block.items.push_back(rule);
    block.height = y + kAnswerSpace;
    finish(block, index, false);
    return block;
}

Block answerBlock(const Exercise &e, int index, const QString &language)
{
    Block block;
    const double left = kWorksheetMargin;
    addText(block.items, QStringLiteral("%1.").arg(index + 1), WorksheetFont::Heading, language, left, 0, kIndent);
    double y = addText(block.items, exerciseQuestionText(e), WorksheetFont::Small, language, left + kIndent, 0,
                       kContentWidth - kIndent);
    y += 30;
    for (const QString &line : exerciseAnswerLines(e))
        y += addText(block.items, line, WorksheetFont::Body, language, left + kIndent + 200, y,
                     kContentWidth - kIndent - 200);
    block.height = y;
    finish(block, index, true);
    return block;
}

} // namespace nimlab::worksheet
