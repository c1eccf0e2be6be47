#pragma once

#include <QDialog>

class QTextBrowser;

namespace nimlab {

enum class RulesTopic;

/// The rules and history of one game as rich text; follows the language while open.
class RulesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RulesDialog)

public:
    explicit RulesDialog(RulesTopic topic, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    RulesTopic m_topic;
    QTextBrowser *m_browser;
};

} // namespace nimlab
