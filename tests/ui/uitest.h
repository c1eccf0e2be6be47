#pragma once
// Helpers of the ui tests: driving widgets as a person does, with the keyboard and the mouse.
#include <QComboBox>
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
