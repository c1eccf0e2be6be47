// No text is cut after a live language switch (issue 15): the window is built in English, every tab and every page
// of each is shown, then the language is switched through View > Language to Japanese, Cantonese and back to
// English, and in each language every visible label, button, group box and combo box of every tab and page is at
// least as wide as its text needs (a combo box as wide as its longest item), and not cut at the side by a parent.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "projectorscreen.h"
#include "session/workspace.h"
#include "uitest.h"
#include "windowtest.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace nimlab;

using uitest::clickTab;

namespace {

/// Chooses `code` in View > Language, as a person does.
void chooseLanguage(MainWindow &window, const QString &code)
{
    QAction *choice = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->actionGroup() && action->isCheckable() && action->data().toString() == code)
            choice = action;
    QVERIFY(choice);
    choice->trigger();
    QVERIFY(choice->isChecked());
    QCoreApplication::processEvents();
}

/// Widgets Qt makes inside its own widgets (the tab bar's scroll arrows, a menu bar's extension) are not ours. (Qt
/// names its containers "qt_..." too, such as a tab widget's pages: those hold ours.)
bool isQtInternal(const QWidget *w)
{
    return w->objectName().startsWith(QLatin1String("qt_")) || qobject_cast<const QTabBar *>(w->parentWidget()) ||
           qobject_cast<const QScrollBar *>(w->parentWidget());
}

/// The width a combo box needs to show its longest item whole: a box like it that adjusts to its contents.
int neededComboWidth(const QComboBox *box)
{
    QComboBox probe;
    probe.setFont(box->font());
    probe.setEditable(box->isEditable());
    probe.setIconSize(box->iconSize());
    probe.setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < box->count(); ++i)
        probe.addItem(box->itemIcon(i), box->itemText(i));
    return probe.sizeHint().width();
}

/// How much of `w` its ancestors let show, up to the window or a scroll area's viewport (which scrolls instead).
QRect shownPart(const QWidget *w)
{
    QRect shown = w->rect();
    const QWidget *child = w;
    for (const QWidget *parent = w->parentWidget(); parent && !child->isWindow(); parent = parent->parentWidget()) {
        shown = shown.translated(child->pos()).intersected(parent->rect());
        if (qobject_cast<const QAbstractScrollArea *>(parent->parentWidget()) &&
            static_cast<const QAbstractScrollArea *>(parent->parentWidget())->viewport() == parent)
            return shown.translated(-w->mapTo(parent, QPoint(0, 0)));
        child = parent;
    }
    return shown.translated(-w->mapTo(child, QPoint(0, 0)));
}

QString describe(const QWidget *w, const QString &text)
{
    QString name = w->objectName();
    for (const QWidget *p = w->parentWidget(); name.isEmpty() && p; p = p->parentWidget())
        if (!p->objectName().isEmpty())
            name = QStringLiteral("in ") + p->objectName();
    return QStringLiteral("%1 %2 \"%3\"").arg(QLatin1String(w->metaObject()->className()), name, text.left(60));
}

/// Every visible text widget under `root` that is narrower than its text needs, or cut at the side by a parent, one
/// line each. Widths only: whether a page's height fits the window (it scrolls) is the fit check's business.
QStringList cutTexts(const QWidget *root)
{
    QStringList cuts;
    const auto check = [&cuts](const QWidget *w, const QString &text, int needed) {
        const QRect shown = shownPart(w);
        if (w->width() < needed)
            cuts << QStringLiteral("%1: %2 px wide, needs %3").arg(describe(w, text)).arg(w->width()).arg(needed);
        else if (!shown.isEmpty() && shown.width() < w->width())
            cuts << QStringLiteral("%1: only %2 of %3 px shown by its parent")
                        .arg(describe(w, text))
                        .arg(shown.width())
                        .arg(w->width());
    };
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || isQtInternal(w))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(w)) {
            // A wrapped label needs its longest word, any other its whole line.
            if (!label->text().isEmpty())
                check(w, label->text(),
                      label->wordWrap() ? label->minimumSizeHint().width() : label->sizeHint().width());
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(w)) {
            if (!button->text().isEmpty())
                check(w, button->text(), button->sizeHint().width());
        } else if (const auto *box = qobject_cast<const QComboBox *>(w)) {
            check(w, box->currentText(), neededComboWidth(box));
        } else if (const auto *group = qobject_cast<const QGroupBox *>(w)) {
            if (!group->title().isEmpty())
                check(w, group->title(), group->minimumSizeHint().width());
        }
    }
    return cuts;
}

} // namespace

class TstClipping : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// Shows every tab and every page of each (and the table builder's compare mode) and lists what is cut.
    QStringList cutsOnEveryPage(MainWindow &window, const QString &language)
    {
        QStringList cuts;
        const auto look = [&](const QString &where) {
            QCoreApplication::processEvents();
            for (const QString &cut : cutTexts(&window))
                cuts << QStringLiteral("%1, %2: %3").arg(language, where, cut);
        };
        for (const QString &name : window.tabNames()) {
            clickTab(window, name);
            QWidget *shown = window.findChild<QWidget *>(name);
            if (!shown)
                return {QStringLiteral("no tab %1").arg(name)};
            if (auto *pages = shown->findChild<QTabWidget *>(QStringLiteral("gamePages"))) {
                for (int page = 0; page < pages->count(); ++page) {
                    uitest::clickPage(shown, page);
                    look(QStringLiteral("%1 page %2").arg(name).arg(page));
                }
                continue;
            }
            look(name);
            if (auto *compare = shown->findChild<QRadioButton *>(QStringLiteral("compareMode"))) {
                QTest::mouseClick(compare, Qt::LeftButton);
                look(name + QStringLiteral(" compare"));
                QTest::mouseClick(uitest::child<QRadioButton>(shown, "stepMode"), Qt::LeftButton);
            }
        }
        return cuts;
    }

private Q_SLOTS:
    void initTestCase() { uitest::useTemporaryHome(m_dir, "tst_clipping"); }

    void nothingIsCutAfterALiveLanguageSwitch_data()
    {
        // Each language first: what a widget measured when first shown must not stay its size in the others.
        QTest::addColumn<QString>("first");
        QTest::addColumn<QStringList>("then");
        QTest::addRow("en first") << QStringLiteral("en")
                                  << QStringList{QStringLiteral("ja"), QStringLiteral("yue"), QStringLiteral("en")};
        QTest::addRow("ja first") << QStringLiteral("ja") << QStringList{QStringLiteral("en"), QStringLiteral("yue")};
        QTest::addRow("yue first") << QStringLiteral("yue") << QStringList{QStringLiteral("en"), QStringLiteral("ja")};
    }
    void nothingIsCutAfterALiveLanguageSwitch()
    {
        QFETCH(QString, first);
        QFETCH(QStringList, then);
        Workspace workspace(m_dir.filePath(QStringLiteral("session-%1.json").arg(first)));
        LanguageManager language;
        QVERIFY(language.setLanguage(first));
        MainWindow window(&workspace, &language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList cuts = cutsOnEveryPage(window, first);
        for (const QString &code : then) {
            chooseLanguage(window, code);
            QCOMPARE(language.language(), code);
            cuts += cutsOnEveryPage(window, first + QStringLiteral(" -> ") + code);
        }
        for (const QString &cut : cuts)
            qWarning("%s", qPrintable(cut));
        QVERIFY2(cuts.isEmpty(), "texts cut (listed above)");
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isBusy(), 60000);
    }
};

PROJECTOR_TEST_MAIN(TstClipping)
#include "tst_clipping.moc"
