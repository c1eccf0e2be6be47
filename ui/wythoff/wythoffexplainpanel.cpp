#include "wythoffexplainpanel.h"

#include "games/wythoffanalysis.h"
#include "games/wythofflab.h"
#include "widgets/themecolors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace nimlab {

namespace {
QString section(const QString &title, const QString &body)
{
    // F_5 and F_(k+1) in the core's plain text become subscripts here.
    static const QRegularExpression indexInParentheses(QStringLiteral("F_\\(([^)]*)\\)"));
    static const QRegularExpression plainIndex(QStringLiteral("F_(\\d+|k)"));
    QString text = body.toHtmlEscaped();
    text.replace(indexInParentheses, QStringLiteral("F<sub>\\1</sub>"));
    text.replace(plainIndex, QStringLiteral("F<sub>\\1</sub>"));
    text.replace(QLatin1Char('\n'), QStringLiteral("</p><p>"));
    return QStringLiteral("<h3>%1</h3><p>%2</p>").arg(title.toHtmlEscaped(), text);
}
} // namespace

WythoffExplainPanel::WythoffExplainPanel(WythoffLab *lab, QWidget *parent)
    : QWidget(parent), m_lab(lab), m_indexLabel(new QLabel(this)), m_indexEdit(new QLineEdit(this)),
      m_message(new QLabel(this)), m_text(new QTextBrowser(this))
{
    m_indexEdit->setObjectName(QStringLiteral("explainIndex"));
    m_text->setObjectName(QStringLiteral("explainText"));
    m_message->setObjectName(QStringLiteral("explainMessage"));
    m_indexEdit->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), this));
    m_indexLabel->setBuddy(m_indexEdit);
    showAsMessage(m_message);
    m_message->setWordWrap(true);
    m_text->setOpenLinks(false);
    m_message->hide();
    auto *top = new QHBoxLayout;
    top->addWidget(m_indexLabel);
    top->addWidget(m_indexEdit, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(m_text, 1);
    connect(m_indexEdit, &QLineEdit::editingFinished, this, &WythoffExplainPanel::explainTypedIndex);
    connect(lab, &WythoffLab::settingsChanged, this, &WythoffExplainPanel::refresh);
    retranslateUi();
}

bool WythoffExplainPanel::explainTypedIndex()
{
    const std::optional<std::uint64_t> n = WythoffLab::parseNumber(m_indexEdit->text(), WythoffAnalysis::maxIndex());
    if (!n) {
        m_message->setText(tr("n is a whole number from 0 to %1 (the last P-position that fits in 64 bits).")
                               .arg(WythoffAnalysis::maxIndex()));
        m_message->show();
        return false;
    }
    m_message->clear();
    m_message->hide();
    m_lab->setExplainedIndex(*n);
    return true;
}

void WythoffExplainPanel::refresh()
{
    const std::uint64_t n = m_lab->explainedIndex();
    if (!m_indexEdit->hasFocus())
        m_indexEdit->setText(QString::number(n));
    const int scroll = m_text->verticalScrollBar() ? m_text->verticalScrollBar()->value() : 0;
    QString html;
    html += section(tr("The P-position for n = %1").arg(n), WythoffAnalysis::formulaText(n));
    html += section(tr("Beatty sequences and Rayleigh's theorem"), WythoffAnalysis::beattyText(n));
    html += section(tr("The Zeckendorf form"), WythoffAnalysis::zeckendorfText(n));
    html += section(tr("Misère play"), WythoffAnalysis::misereText());
    m_text->setHtml(html);
    m_text->verticalScrollBar()->setValue(scroll);
}

void WythoffExplainPanel::retranslateUi()
{
    m_indexLabel->setText(tr("Explain &n:"));
    m_indexEdit->setToolTip(tr("Any n from 0 to %1; press Enter to explain it").arg(WythoffAnalysis::maxIndex()));
    m_indexEdit->setAccessibleName(tr("n to explain"));
    m_text->setAccessibleName(tr("Explanation"));
    m_message->clear();
    refresh();
}

void WythoffExplainPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace nimlab
