#pragma once

#include "practice/exerciserequest.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace nimlab {

/// Asks what goes on a worksheet: the game, the level, how many exercises and the seed (with a button for a new one).
/// OK is enabled only while the seed is a number the command line would take; a wrong one is named under the fields.
class WorksheetDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorksheetDialog)

public:
    enum class Purpose
    {
        Export, ///< then a file is chosen
        Print,  ///< then a printer
    };
    explicit WorksheetDialog(Purpose purpose, QWidget *parent = nullptr);

    /// Starts from this game and level (e.g. the Practice tab's).
    void setInitial(PracticeGame game, int level);
    /// The worksheet the fields describe (valid once the dialog is accepted).
    ExerciseRequest request() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    /// Reads the fields as the command line would; shows why they cannot be used, if they cannot.
    void validate();

    Purpose m_purpose;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QLabel *m_levelLabel;
    QSpinBox *m_level;
    QLabel *m_countLabel;
    QSpinBox *m_count;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QPushButton *m_newSeed;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    ExerciseRequest m_request;
};

} // namespace nimlab
