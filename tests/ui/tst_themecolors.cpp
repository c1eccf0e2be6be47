// The colours of NimLab under a light and a dark palette: every text NimLab colours itself (tinted cells, messages,
// moves taken back, the odd columns of Nim's analysis, the nim-sum table's cells) reads on its background with a WCAG
// contrast ratio of at least 4.5 : 1, computed from the relative luminance; the dark palette's own text roles too.
// View > Colours gives the application the dark palette and the next window starts with it.
#include "examples/example.h"
#include "games/gamesession.h"
#include "games/gametab.h"
#include "games/nimanalysis.h"
#include "games/nimrules.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "nim/nimanalysisview.h"
#include "nimsum/nimsumbuilder.h"
#include "nimsum/nimsumtablemodel.h"
#include "session/workspace.h"
#include "uitest.h"
#include "widgets/themecolors.h"
#include "widgets/valuecolor.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace nimlab;

namespace {
constexpr double kText = 4.5;

/// WCAG 2's relative luminance, computed here from the definition (not by the code under test).
double luminance(const QColor &c)
{
    const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double ratio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

QPalette paletteNamed(const QString &name)
{
    return name == QLatin1String("dark") ? darkPalette() : lightPalette();
}

QString describe(const QColor &text, const QColor &background)
{
    return QStringLiteral("%1 on %2: %3").arg(text.name(), background.name()).arg(ratio(text, background), 0, 'f', 2);
}
} // namespace

class TstThemeColors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QApplication::setPalette(lightPalette()); }

    void viewColoursIsRemembered()
    {
        QTemporaryDir home;
        uitest::useTemporaryHome(home, "tst_themecolors");
        {
            Workspace workspace(home.filePath(QStringLiteral("session.json")));
            LanguageManager language;
            MainWindow window(&workspace, &language);
            window.restoreSettings();
            QVERIFY(!isDarkPalette(QApplication::palette()));
            window.findChild<QAction *>(QStringLiteral("coloursDarkAction"))->trigger();
            QVERIFY(isDarkPalette(QApplication::palette()));
            QCOMPARE(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
        }
        applyColourScheme(ColourScheme::System);
        QVERIFY(!isDarkPalette(QApplication::palette()));
        Workspace workspace(home.filePath(QStringLiteral("session.json")));
        LanguageManager language;
        MainWindow window(&workspace, &language);
        window.restoreSettings();
        QVERIFY(isDarkPalette(QApplication::palette()));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("coloursDarkAction"))->isChecked());
        window.findChild<QAction *>(QStringLiteral("coloursSystemAction"))->trigger();
        QVERIFY(!isDarkPalette(QApplication::palette()));
    }

    void palettes_data()
    {
        QTest::addColumn<QString>("palette");
        QTest::addRow("light") << QStringLiteral("light");
        QTest::addRow("dark") << QStringLiteral("dark");
    }

    void tintsRead_data() { palettes_data(); }
    void tintsRead()
    {
        QFETCH(QString, palette);
        const QPalette p = paletteNamed(palette);
        QCOMPARE(isDarkPalette(p), palette == QLatin1String("dark"));
        for (const Tint tint : {Tint::Emphasis, Tint::KeptWin, Tint::MissedWin, Tint::FromLost}) {
            const QColor background = tintBackground(tint, p);
            const QColor text = textOn(background, p);
            QVERIFY2(ratio(text, background) >= kText, qPrintable(describe(text, background)));
        }
    }

    void messagesRead_data() { palettes_data(); }
    void messagesRead()
    {
        QFETCH(QString, palette);
        const QPalette p = paletteNamed(palette);
        for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
            const QColor red = messageColor(p, role);
            QVERIFY2(ratio(red, p.color(role)) >= kText, qPrintable(describe(red, p.color(role))));
            // Still a red, not the plain text colour: the message stands out.
            QVERIFY(red.red() > red.green() + 60);
        }
        const QColor muted = mutedTextColor(p);
        QVERIFY2(ratio(muted, p.color(QPalette::Base)) >= kText, qPrintable(describe(muted, p.color(QPalette::Base))));
        QVERIFY(muted != p.color(QPalette::Text)); // set back from the text
    }

    void darkPaletteReads()
    {
        const QPalette p = darkPalette();
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            {QPalette::WindowText, QPalette::Window},
            {QPalette::Text, QPalette::Base},
            {QPalette::Text, QPalette::AlternateBase},
            {QPalette::ButtonText, QPalette::Button},
            {QPalette::HighlightedText, QPalette::Highlight},
            {QPalette::ToolTipText, QPalette::ToolTipBase},
            {QPalette::Link, QPalette::Base},
            {QPalette::PlaceholderText, QPalette::Base},
        };
        for (const auto &[text, background] : pairs)
            QVERIFY2(ratio(p.color(text), p.color(background)) >= kText,
                     qPrintable(describe(p.color(text), p.color(background))));
    }

    void nimSumTableReads_data()
    {
        QTest::addColumn<QString>("palette");
        QTest::addColumn<bool>("heatMap");
        for (const char *palette : {"light", "dark"})
            for (const bool heatMap : {false, true})
                QTest::addRow("%s%s", palette, heatMap ? " heat map" : "") << QString::fromLatin1(palette) << heatMap;
    }

    void nimSumTableReads()
    {
        QFETCH(QString, palette);
        QFETCH(bool, heatMap);
        QApplication::setPalette(paletteNamed(palette));
        NimSumBuilder builder;
        builder.setSize(8);
        builder.setHeatMap(heatMap);
        builder.stepper()->goTo(builder.stepper()->count() / 2); // half built: a current cell is highlighted
        NimSumTableModel model(&builder);
        int highlighted = 0, coloured = 0;
        for (int m = 0; m < model.rowCount(); ++m)
            for (int n = 0; n < model.columnCount(); ++n) {
                const QModelIndex index = model.index(m, n);
                const QVariant background = model.data(index, Qt::BackgroundRole);
                const QColor text = model.data(index, Qt::ForegroundRole).value<QColor>();
                highlighted += model.data(index, NimSumTableModel::HighlightRole).toBool();
                if (!background.isValid())
                    continue; // the view's own text on the view's own base
                ++coloured;
                QVERIFY2(
                    ratio(text, background.value<QColor>()) >= kText,
                    qPrintable(QStringLiteral("(%1, %2) ").arg(m).arg(n) + describe(text, background.value<QColor>())));
            }
        QVERIFY(highlighted > 0);
        QVERIFY(coloured >= highlighted);
    }

    void nimOddColumnsRead_data() { palettes_data(); }
    void nimOddColumnsRead()
    {
        QFETCH(QString, palette);
        GameTab nim(QStringLiteral("nim"), nimKind(), {{QStringLiteral("misere"), false}}, {1, 2, 4}, {ExampleId::Nim},
                    2);
        NimAnalysisView view(nim.game());
        // The palette changes while the view is up (View > Colours): the columns follow it.
        QApplication::setPalette(paletteNamed(palette));
        QCoreApplication::processEvents(); // the application's palette reaches its widgets as a posted event
        const QString html = view.findChild<QLabel *>(QStringLiteral("analysisText"))->text();
        static const QRegularExpression cell(QStringLiteral("background:(#[0-9a-f]{6}); color:(#[0-9a-f]{6})"));
        int odd = 0;
        for (QRegularExpressionMatchIterator it = cell.globalMatch(html); it.hasNext(); ++odd) {
            const QRegularExpressionMatch m = it.next();
            const QColor background(m.captured(1)), text(m.captured(2));
            QVERIFY2(ratio(text, background) >= kText, qPrintable(describe(text, background)));
            // The cell sits in the palette: a deep shade under a dark palette, a pale one under a light one.
            QCOMPARE(luminance(background) < 0.2, palette == QLatin1String("dark"));
        }
        QCOMPARE(odd, 3); // 1, 2 and 4: every column has one 1
    }
};

QTEST_MAIN(TstThemeColors)
#include "tst_themecolors.moc"
