#pragma once

#include "games/fibnimrules.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nimlab {

class FibNimGame;

/// The start position of a new Fibonacci Nim game: the variant (one pile; several piles each with its own quota;
/// several piles with one quota for the whole game), the piles as exact numbers, and for the global variant the
/// starting quota (by default total - 1). Invalid input changes nothing and says why.
class FibNimStartBox final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FibNimStartBox)

public:
    explicit FibNimStartBox(FibNimGame *game, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Starts a new game from the editor; false (with a message, nothing changed) when the input is not valid.
    bool startNewGame();
    /// Shows the start position of the game in progress (after a new game, a restore, or an example).
    void syncFromGame();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateVariantWidgets();
    void setMessage(const QString &text);

    FibNimGame *m_game;
    QLabel *m_variantLabel;
    QComboBox *m_variantBox;
    QLabel *m_pilesLabel;
    QLineEdit *m_pilesEdit;
    QLabel *m_quotaLabel;
    QLineEdit *m_quotaEdit;
    QPushButton *m_startButton;
    QLabel *m_message;
};

} // namespace nimlab
