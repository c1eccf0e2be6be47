#include "rulesdialog.h"

#include "rulestext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace nimlab {

RulesDialog::RulesDialog(RulesTopic topic, QWidget *parent)
    : QDialog(parent), m_topic(topic), m_browser(new QTextBrowser(this))
{
    m_browser->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(640, 560);
    retranslateUi();
}

void RulesDialog::retranslateUi()
{
    setWindowTitle(rulesTitle(m_topic));
    m_browser->setHtml(rulesHtml(m_topic));
    m_browser->setAccessibleName(rulesTitle(m_topic));
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace nimlab
