#include "worksheetdialog.h"

#include "worksheetlayout.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nimlab {

namespace {
constexpr PracticeGame kGames[] = {PracticeGame::Nim, PracticeGame::FibNim, PracticeGame::Wythoff, PracticeGame::Sum};
}

WorksheetDialog::WorksheetDialog(Purpose purpose, QWidget *parent)
    : QDialog(parent), m_purpose(purpose), m_gameLabel(new QLabel(this)), m_game(new QComboBox(this)),
      m_levelLabel(new QLabel(this)), m_level(new QSpinBox(this)), m_countLabel(new QLabel(this)),
      m_count(new QSpinBox(this)), m_seedLabel(new QLabel(this)), m_seed(new QLineEdit(this)),
      m_newSeed(new QPushButton(this)), m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("worksheetDialog"));
    m_game->setObjectName(QStringLiteral("worksheetGame"));
    m_level->setObjectName(QStringLiteral("worksheetLevel"));
    m_count->setObjectName(QStringLiteral("worksheetCount"));
    m_seed->setObjectName(QStringLiteral("worksheetSeed"));
    m_newSeed->setObjectName(QStringLiteral("worksheetNewSeed"));
    m_error->setObjectName(QStringLiteral("worksheetError"));
    m_buttons->setObjectName(QStringLiteral("worksheetButtons"));

    for (const PracticeGame g : kGames)
        m_game->addItem(QString(), int(g));
    m_level->setRange(1, kPracticeLevels);
    m_count->setRange(1, kMaxPracticeCount);
    m_count->setValue(20);
    m_seed->setText(QString::number(newExerciseSeed()));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_gameLabel->setBuddy(m_game);
    m_levelLabel->setBuddy(m_level);
    m_countLabel->setBuddy(m_count);
    m_seedLabel->setBuddy(m_seed);

    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    auto *form = new QFormLayout;
    form->addRow(m_gameLabel, m_game);
    form->addRow(m_levelLabel, m_level);
    form->addRow(m_countLabel, m_count);
    form->addRow(m_seedLabel, seedRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_newSeed, &QPushButton::clicked, this, [this] { m_seed->setText(QString::number(newExerciseSeed())); });
    connect(m_seed, &QLineEdit::textChanged, this, &WorksheetDialog::validate);
    connect(m_game, &QComboBox::currentIndexChanged, this, &WorksheetDialog::validate);
    connect(m_level, &QSpinBox::valueChanged, this, &WorksheetDialog::validate);
    connect(m_count, &QSpinBox::valueChanged, this, &WorksheetDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    validate();
}

void WorksheetDialog::setInitial(PracticeGame game, int level)
{
    m_game->setCurrentIndex(m_game->findData(int(game)));
    m_level->setValue(level);
}

ExerciseRequest WorksheetDialog::request() const
{
    return m_request;
}

void WorksheetDialog::validate()
{
    QString error;
    const std::optional<ExerciseRequest> request = parseExerciseRequest(
        practiceGameName(PracticeGame(m_game->currentData().toInt())), QString::number(m_level->value()),
        QString::number(m_count->value()), m_seed->text().trimmed(), &error);
    if (request)
        m_request = *request;
    m_error->setText(request ? QString() : error);
    m_error->setVisible(!request);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(request.has_value());
}

void WorksheetDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        validate();
    }
    QDialog::changeEvent(event);
}

void WorksheetDialog::retranslateUi()
{
    setWindowTitle(m_purpose == Purpose::Export ? tr("Export worksheet") : tr("Print worksheet"));
    for (int i = 0; i < m_game->count(); ++i)
        m_game->setItemText(i, worksheetGameTitle(PracticeGame(m_game->itemData(i).toInt())));
    m_gameLabel->setText(tr("&Game:"));
    m_levelLabel->setText(tr("&Level:"));
    m_countLabel->setText(tr("&Exercises:"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The same seed gives the same exercises: give it to a class to hand out the same sheet"));
    m_newSeed->setText(tr("&New seed"));
    m_buttons->button(QDialogButtonBox::Ok)
        ->setText(m_purpose == Purpose::Export ? tr("Save as PDF...") : tr("Print..."));
}

} // namespace nimlab
