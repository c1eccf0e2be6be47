#pragma once
// Helpers of the ui tests that drive NimLab's main window.
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "session/workspace.h"

#include <QTabBar>
#include <QTest>

namespace uitest {

/// A main window on a session of its own (the file at `sessionPath`) and a language manager of its own; not shown.
/// Tests derive from it to show it their way.
struct SessionWindow
{
    explicit SessionWindow(const QString &sessionPath) : workspace(sessionPath), window(&workspace, &language) {}
    nimlab::Workspace workspace;
    nimlab::LanguageManager language;
    nimlab::MainWindow window;
};

/// Shows tab `name` of `window` by clicking it in the tab bar, as a person does.
inline void clickTab(nimlab::MainWindow &window, const QString &name)
{
    auto *bar = window.findChild<QTabBar *>();
    QVERIFY(bar && bar->count() == window.tabNames().size());
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(int(window.tabNames().indexOf(name))).center());
    QCOMPARE(window.currentTabName(), name);
}

} // namespace uitest
