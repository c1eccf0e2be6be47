// The printable worksheet: every exercise's position and every answer in the PDF (read back with Qt PDF) in three
// languages, whole exercises on every page, the answer key from a page of its own, the same layout for the same
// arguments, printing, and the dialog's bounds.
#include "i18n/languagemanager.h"
#include "jobs/backgroundjob.h"
#include "practice/exercises.h"
#include "practice/worksheet.h"
#include "practice/worksheetdialog.h"
#include "uitest.h"

#include <QBuffer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPdfDocument>
#include <QPdfSelection>
#include <QPrinter>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(nimlab::PracticeGame)

using namespace nimlab;

namespace {

constexpr PracticeGame kGames[] = {PracticeGame::Nim, PracticeGame::FibNim, PracticeGame::Wythoff, PracticeGame::Sum};

/// Text as the PDF's text layer gives it back: compatibility forms folded (a CJK font may map 山 to the Kangxi
/// radical ⼭, and the katakana middle dot ・ to the hyphenation point ‧) and without white space (lines wrap).
QString squeezed(const QString &text)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KC))
        if (c == QChar(0x2027))
            out += QChar(0x30FB);
        else if (!c.isSpace())
            out += c;
    return out;
}

/// The text of pages [from, to) of `pdf`, squeezed.
QString pdfText(QPdfDocument &pdf, int from, int to)
{
    QString all;
    for (int page = from; page < to; ++page)
        all += pdf.getAllText(page).text();
    return squeezed(all);
}

WorksheetSpec spec(PracticeGame game, int level, int count, std::uint64_t seed,
                   const QString &language = QStringLiteral("en"))
{
    return {ExerciseRequest{game, level, count, seed}, language};
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QVERIFY(m_language.setLanguage(QStringLiteral("en"))); }

    void pdfHoldsEveryPositionAndAnswer_data()
    {
        QTest::addColumn<PracticeGame>("game");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "ja", "yue"})
            for (const PracticeGame game : kGames)
                for (int level = 1; level <= kPracticeLevels; ++level)
                    QTest::addRow("%s-%s-%d", language, qPrintable(practiceGameName(game)), level)
                        << game << level << QString::fromLatin1(language);
    }
    void pdfHoldsEveryPositionAndAnswer()
    {
        QFETCH(PracticeGame, game);
        QFETCH(int, level);
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language));
        const WorksheetSpec sheet = spec(game, level, 12, 1000 + std::uint64_t(level), language);
        const QString file = m_dir.filePath(QStringLiteral("sheet.pdf"));
        QString error;
        QVERIFY2(writeWorksheetPdf(sheet, file, &error), qPrintable(error));

        const WorksheetLayout layout = layoutWorksheet(sheet);
        QPdfDocument pdf;
        QCOMPARE(pdf.load(file), QPdfDocument::Error::None);
        QCOMPARE(pdf.pageCount(), int(layout.pages.size()));
        const QString questions = pdfText(pdf, 0, layout.answerKeyPage);
        const QString answers = pdfText(pdf, layout.answerKeyPage, pdf.pageCount());
        for (const Exercise &e : generateExercises(game, level, 12, sheet.request.seed)) {
            const QString position = squeezed(exerciseQuestionText(e));
            QVERIFY2(questions.contains(position), qPrintable(exerciseQuestionText(e)));
            QVERIFY2(answers.contains(position), qPrintable(exerciseQuestionText(e)));
            for (const QString &line : exerciseAnswerLines(e)) {
                QVERIFY2(answers.contains(squeezed(line)), qPrintable(line));
                // The exercises' pages do not give the answers away.
                QVERIFY2(!questions.contains(squeezed(line)), qPrintable(line));
            }
        }
        // The command that makes the same sheet is on it.
        QVERIFY(questions.contains(squeezed(worksheetCommand(sheet.request))));
    }

    void sameArgumentsSameLayout_data()
    {
        QTest::addColumn<PracticeGame>("game");
        for (const PracticeGame game : kGames)
            QTest::addRow("%s", qPrintable(practiceGameName(game))) << game;
    }
    void sameArgumentsSameLayout()
    {
        QFETCH(PracticeGame, game);
        const WorksheetLayout first = layoutWorksheet(spec(game, 2, 30, 77));
        QVERIFY(first == layoutWorksheet(spec(game, 2, 30, 77)));
        QVERIFY(!(first == layoutWorksheet(spec(game, 2, 30, 78))));
    }

    void pageBreaksKeepExercisesWhole_data()
    {
        QTest::addColumn<PracticeGame>("game");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "yue"})
            for (const PracticeGame game : kGames)
                for (int level = 1; level <= kPracticeLevels; ++level)
                    QTest::addRow("%s-%s-%d", language, qPrintable(practiceGameName(game)), level)
                        << game << level << QString::fromLatin1(language);
    }
    void pageBreaksKeepExercisesWhole()
    {
        QFETCH(PracticeGame, game);
        QFETCH(int, level);
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language));
        constexpr int count = 80;
        const WorksheetLayout layout = layoutWorksheet(spec(game, level, count, 4242, language));
        QVERIFY(layout.pages.size() >= 4);
        // For each exercise, the pages its question is on and the pages its answer is on: one each.
        std::vector<QSet<int>> questionPages(count);
        std::vector<QSet<int>> answerPages(count);
        for (int page = 0; page < int(layout.pages.size()); ++page) {
            for (const WorksheetItem &item : layout.pages[std::size_t(page)].items) {
                // Everything inside the paper; only the page numbers below the content.
                QVERIFY(item.rect.left() >= 0 && item.rect.right() <= kWorksheetPageWidth);
                QVERIFY(item.rect.top() >= kWorksheetMargin - 1);
                if (item.exercise < 0)
                    continue;
                QVERIFY2(item.rect.bottom() <= kWorksheetPageHeight - kWorksheetMargin,
                         qPrintable(QStringLiteral("exercise %1 runs into the bottom margin of page %2")
                                        .arg(item.exercise + 1)
                                        .arg(page + 1)));
                (item.answer ? answerPages : questionPages)[std::size_t(item.exercise)].insert(page);
            }
        }
        for (int i = 0; i < count; ++i) {
            QCOMPARE(questionPages[std::size_t(i)].size(), 1);
            QCOMPARE(answerPages[std::size_t(i)].size(), 1);
            QVERIFY(*questionPages[std::size_t(i)].begin() < layout.answerKeyPage);
            QVERIFY(*answerPages[std::size_t(i)].begin() >= layout.answerKeyPage);
        }
    }

    void answerKeyStartsOnANewPage_data()
    {
        QTest::addColumn<int>("count");
        for (const int count : {1, 3, 7, 25})
            QTest::addRow("%d", count) << count;
    }
    void answerKeyStartsOnANewPage()
    {
        QFETCH(int, count);
        const WorksheetLayout layout = layoutWorksheet(spec(PracticeGame::Sum, 1, count, 9));
        QVERIFY(layout.answerKeyPage >= 1);
        const auto &first = layout.pages[std::size_t(layout.answerKeyPage)].items;
        QVERIFY(!first.empty());
        QVERIFY(first.front().text.startsWith(QLatin1String("Answer key")));
        for (const WorksheetItem &item : first)
            QVERIFY(item.exercise < 0 || item.answer);
        for (const WorksheetItem &item : layout.pages[std::size_t(layout.answerKeyPage - 1)].items)
            QVERIFY(!item.answer);
    }

    void printsTheSamePages()
    {
        const WorksheetSpec sheet = spec(PracticeGame::Wythoff, 1, 15, 5);
        const QString file = m_dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(file);
        printer.setPageSize(QPageSize(QPageSize::A4));
        QVERIFY(printWorksheet(sheet, &printer));
        QPdfDocument pdf;
        QCOMPARE(pdf.load(file), QPdfDocument::Error::None);
        QCOMPARE(pdf.pageCount(), int(layoutWorksheet(sheet).pages.size()));
        const QString text = pdfText(pdf, 0, pdf.pageCount());
        for (const Exercise &e : generateExercises(PracticeGame::Wythoff, 1, 15, 5))
            QVERIFY(text.contains(squeezed(exerciseQuestionText(e))));
    }

    void madeOffTheGuiThreadAndCancellable()
    {
        // The window paints the sheet with a BackgroundJob (a thousand exercises take seconds): the work reports its
        // progress page by page, gives the same pages, and stops with nothing when asked to.
        const WorksheetSpec sheet = spec(PracticeGame::Sum, 1, 40, 9);
        const int pages = int(layoutWorksheet(sheet).pages.size());
        QVERIFY(pages > 2);
        BackgroundJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy progress(&job, &BackgroundJob::progressChanged);
        job.start<QByteArray>([sheet](const Progress &p) { return worksheetPdf(sheet, p); });
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(!progress.isEmpty());
        const auto bytes = job.result<QByteArray>();
        QVERIFY(bytes && bytes->startsWith("%PDF"));
        QBuffer buffer;
        buffer.setData(*bytes);
        buffer.open(QIODevice::ReadOnly);
        QPdfDocument pdf;
        pdf.load(&buffer);
        QTRY_COMPARE(pdf.status(), QPdfDocument::Status::Ready);
        QCOMPARE(pdf.pageCount(), pages);
        const QString text = pdfText(pdf, 0, pdf.pageCount());
        for (const Exercise &e : generateExercises(PracticeGame::Sum, 1, 40, 9))
            QVERIFY(text.contains(squeezed(exerciseQuestionText(e))));

        // Told to stop after the first page: no PDF at all.
        int asked = 0;
        QVERIFY(!worksheetPdf(sheet, [&asked](double) { return ++asked < 2; }));
        QCOMPARE(asked, 2);
        // Printing stops the same way.
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(m_dir.filePath(QStringLiteral("stopped.pdf")));
        QVERIFY(!printWorksheet(sheet, &printer, [](double) { return false; }));
    }

    void failedWriteChangesNothing()
    {
        QString error;
        const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/sheet.pdf"));
        QVERIFY(!writeWorksheetPdf(spec(PracticeGame::Nim, 1, 5, 1), missing, &error));
        QVERIFY(error.contains(missing));
        QVERIFY(!QFile::exists(missing));
    }

    void dialogFieldsHaveBounds()
    {
        WorksheetDialog dialog(WorksheetDialog::Purpose::Export);
        dialog.show();
        auto *game = uitest::child<QComboBox>(&dialog, "worksheetGame");
        auto *level = uitest::child<QSpinBox>(&dialog, "worksheetLevel");
        auto *count = uitest::child<QSpinBox>(&dialog, "worksheetCount");
        auto *seed = uitest::child<QLineEdit>(&dialog, "worksheetSeed");
        auto *error = uitest::child<QLabel>(&dialog, "worksheetError");
        QPushButton *ok = uitest::child<QDialogButtonBox>(&dialog, "worksheetButtons")->button(QDialogButtonBox::Ok);
        QCOMPARE(level->minimum(), 1);
        QCOMPARE(level->maximum(), kPracticeLevels);
        QCOMPARE(count->minimum(), 1);
        QCOMPARE(count->maximum(), kMaxPracticeCount);
        QCOMPARE(game->count(), 4);

        // Typed past the bounds, the spin boxes keep to them.
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("5000"));
        QVERIFY(count->value() <= kMaxPracticeCount);
        level->selectAll();
        QTest::keyClicks(level, QStringLiteral("7"));
        QVERIFY(level->value() <= kPracticeLevels);

        // A seed that is not a number: said under the fields, and OK waits.
        seed->selectAll();
        QTest::keyClicks(seed, QStringLiteral("12a"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(error->isVisible());
        QVERIFY(error->text().contains(QLatin1String("12a")));
        QTest::mouseClick(uitest::child<QPushButton>(&dialog, "worksheetNewSeed"), Qt::LeftButton);
        QVERIFY(ok->isEnabled());
        QVERIFY(!error->isVisible());
        bool isNumber = false;
        QVERIFY(seed->text().toULongLong(&isNumber) > 0 && isNumber);

        // What the fields say is what the caller gets.
        dialog.setInitial(PracticeGame::Wythoff, 3);
        QCOMPARE(game->currentText(), worksheetGameTitle(PracticeGame::Wythoff));
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("7"));
        seed->selectAll();
        QTest::keyClicks(seed, QStringLiteral("42"));
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.request(), (ExerciseRequest{PracticeGame::Wythoff, 3, 7, 42}));
    }

private:
    LanguageManager m_language;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
