#pragma once
// Helpers of the ui tests: driving widgets as a person does, with the keyboard and the mouse.
#include <QComboBox>
#include <QCoreApplication>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace uitest {

/// Chooses item `index` of a combo box with the arrow keys, as a person does (so `activated` follows, as it
/// would; choosing the item already shown moves away and back).
inline void chooseItem(QComboBox *box, int index)
{
    QVERIFY(box && index >= 0 && index < box->count());
    if (box->currentIndex() == index)
        QTest::keyClick(box, index > 0 ? Qt::Key_Up : Qt::Key_Down);
    while (box->currentIndex() < index)
        QTest::keyClick(box, Qt::Key_Down);
    while (box->currentIndex() > index)
        QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(box->currentIndex(), index);
}

} // namespace uitest

namespace uitest {

/// Shows page `index` of the game page under `root` by clicking its tab, as a person does.
inline void clickPage(QWidget *root, int index)
{
    auto *pages = root->findChild<QTabWidget *>(QStringLiteral("gamePages"));
    QVERIFY(pages && index >= 0 && index < pages->count());
    QTest::mouseClick(pages->tabBar(), Qt::LeftButton, {}, pages->tabBar()->tabRect(index).center());
    QCOMPARE(pages->currentIndex(), index);
}

/// The child of `root` called `name`, of type T; stops the test run (naming it) when there is none.
template <class T> T *child(const QObject *root, const char *name)
{
    T *found = root->findChild<T *>(QLatin1String(name));
    if (!found)
        qFatal("no child called %s of the type asked for", name);
    return found;
}

/// Sends the window's saved settings to `dir`, not to the user's, under the test's own application name.
inline void useTemporaryHome(const QTemporaryDir &dir, const char *application)
{
    QVERIFY(dir.isValid());
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    QCoreApplication::setOrganizationName(QStringLiteral("NimLabTest"));
    QCoreApplication::setApplicationName(QLatin1String(application));
}

} // namespace uitest
