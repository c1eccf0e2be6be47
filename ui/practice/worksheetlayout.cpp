// The worksheet's pages: the heading, the exercises, the answer key from a page of its own, and the page numbers.
#include "worksheetlayout.h"

#include "worksheetblocks.h"

#include <QCoreApplication>

namespace nimlab {

namespace {

class Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)
};

using worksheet::Block;
using worksheet::kContentWidth;

constexpr double kBottom = kWorksheetPageHeight - kWorksheetMargin; // the content ends here; the footer is below

} // namespace

QString worksheetGameTitle(PracticeGame game)
{
    switch (game) {
    case PracticeGame::Nim:
        return Worksheet::tr("Nim");
    case PracticeGame::FibNim:
        return Worksheet::tr("Fibonacci Nim");
    case PracticeGame::Wythoff:
        return Worksheet::tr("Wythoff's game");
    case PracticeGame::Sum:
        break;
    }
    return Worksheet::tr("Sums of games");
}

namespace {

QString gameTitle(PracticeGame game)
{
    return worksheetGameTitle(game);
}

/// The sheet's heading: what it is, the seed and the command that makes it again, where to write one's name, and
/// what to do.
Block headingBlock(const ExerciseRequest &r, const QString &language)
{
    Block block;
    const double left = kWorksheetMargin;
    double y = worksheet::addText(block.items,
                                  Worksheet::tr("Practice worksheet: %1, level %2").arg(gameTitle(r.game)).arg(r.level),
                                  WorksheetFont::Title, language, left, 0, kContentWidth);
    y += 40;
    y += worksheet::addText(block.items,
                            (r.count == 1 ? Worksheet::tr("Seed %1 · 1 exercise").arg(r.seed)
                                          : Worksheet::tr("Seed %1 · %2 exercises").arg(r.seed).arg(r.count)),
                            WorksheetFont::Body, language, left, y, kContentWidth);
    y += worksheet::addText(block.items,
                            Worksheet::tr("The same sheet again (or the exercises alone, with nimlab-cli):"),
                            WorksheetFont::Small, language, left, y, kContentWidth);
    y += worksheet::addText(block.items, worksheetCommand(r), WorksheetFont::Command, language, left + 200, y,
                            kContentWidth - 200);
    y += worksheet::addText(block.items,
                            QStringLiteral("nimlab-cli exercise ") + exerciseRequestArguments(r).join(QLatin1Char(' ')),
                            WorksheetFont::Command, language, left + 200, y, kContentWidth - 200);
    y += 200;
    const QString name = Worksheet::tr("Name:");
    worksheet::addText(block.items, name, WorksheetFont::Body, language, left, y, kContentWidth);
    WorksheetItem rule;
    rule.kind = WorksheetItem::Kind::Rule;
    const double ruleLeft = left + worksheet::textWidth(name, WorksheetFont::Body, language) + 60;
    rule.rect =
        QRectF(ruleLeft, y - 100, kContentWidth / 2, 100 + worksheet::lineHeight(WorksheetFont::Body, language));
    block.items.push_back(rule);
    y += worksheet::lineHeight(WorksheetFont::Body, language) + 160;
    y += worksheet::addText(block.items,
                            Worksheet::tr("In each position it is your move. Write down a winning move, or write \"no "
                                          "winning move\" when every move leaves your opponent a winning position."),
                            WorksheetFont::Body, language, left, y, kContentWidth);
    WorksheetItem separator;
    separator.kind = WorksheetItem::Kind::Separator;
    separator.rect = QRectF(left, y + 100, kContentWidth, 0);
    block.items.push_back(separator);
    block.height = y + 220;
    return block;
}

Block answerHeadingBlock(const ExerciseRequest &r, const QString &language)
{
    Block block;
    double y =
        worksheet::addText(block.items, Worksheet::tr("Answer key: %1, level %2").arg(gameTitle(r.game)).arg(r.level),
                           WorksheetFont::Title, language, kWorksheetMargin, 0, kContentWidth);
    y += 40;
    y += worksheet::addText(block.items, Worksheet::tr("Seed %1 · every winning move of each exercise").arg(r.seed),
                            WorksheetFont::Body, language, kWorksheetMargin, y, kContentWidth);
    WorksheetItem separator;
    separator.kind = WorksheetItem::Kind::Separator;
    separator.rect = QRectF(kWorksheetMargin, y + 100, kContentWidth, 0);
    block.items.push_back(separator);
    block.height = y + 220;
    return block;
}

/// Fills pages with blocks, each whole: a block that does not fit below the last one starts the next page.
class PageFlow
{
public:
    explicit PageFlow(WorksheetLayout *layout) : m_layout(layout) { newPage(); }
    void newPage()
    {
        m_layout->pages.emplace_back();
        m_y = kWorksheetMargin;
    }
    void add(Block block)
    {
        if (m_y > kWorksheetMargin && m_y + block.height > kBottom)
            newPage();
        for (WorksheetItem &item : block.items) {
            item.rect.translate(0, m_y);
            m_layout->pages.back().items.push_back(std::move(item));
        }
        m_y += block.height;
    }
    bool pageIsEmpty() const { return m_layout->pages.back().items.empty(); }

private:
    WorksheetLayout *m_layout;
    double m_y = 0;
};

void addFooters(WorksheetLayout &layout, const ExerciseRequest &r, const QString &language)
{
    const double top = kBottom + (kWorksheetMargin - kWorksheetFooterHeight) / 2;
    const int count = int(layout.pages.size());
    for (int i = 0; i < count; ++i) {
        auto &items = layout.pages[std::size_t(i)].items;
        worksheet::addText(items,
                           Worksheet::tr("%1, level %2 · seed %3").arg(gameTitle(r.game)).arg(r.level).arg(r.seed),
                           WorksheetFont::Small, language, kWorksheetMargin, top, kContentWidth);
        const QString page = Worksheet::tr("Page %1 of %2").arg(i + 1).arg(count);
        const double width = worksheet::textWidth(page, WorksheetFont::Small, language);
        worksheet::addText(items, page, WorksheetFont::Small, language, kWorksheetMargin + kContentWidth - width, top,
                           width + 1);
    }
}

} // namespace

QString worksheetCommand(const ExerciseRequest &r)
{
    return QStringLiteral("nimlab --worksheet worksheet.pdf ") + exerciseRequestArguments(r).join(QLatin1Char(' '));
}

WorksheetLayout layoutWorksheet(const WorksheetSpec &spec)
{
    const ExerciseRequest &r = spec.request;
    const std::vector<Exercise> exercises = generateExercises(r.game, r.level, r.count, r.seed);
    WorksheetLayout layout;
    PageFlow flow(&layout);
    flow.add(headingBlock(r, spec.language));
    for (std::size_t i = 0; i < exercises.size(); ++i)
        flow.add(worksheet::questionBlock(exercises[i], int(i), spec.language));
    flow.newPage();
    layout.answerKeyPage = int(layout.pages.size()) - 1;
    flow.add(answerHeadingBlock(r, spec.language));
    for (std::size_t i = 0; i < exercises.size(); ++i)
        flow.add(worksheet::answerBlock(exercises[i], int(i), spec.language));
    addFooters(layout, r, spec.language);
    return layout;
}

} // namespace nimlab
