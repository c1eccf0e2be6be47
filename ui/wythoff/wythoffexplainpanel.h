#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace nimlab {

class WythoffLab;

/// The explanations for any n: the pair (floor(n phi), floor(n phi^2)) with the exact integer computation, the
/// Beatty sequences and Rayleigh's theorem, the Zeckendorf form (and why the usual one would not do) and misère play
/// (the position in play is analysed on the Play page). Every text comes from the core. objectNames: `explainIndex`
/// (the field for n), `explainText`, `explainMessage`.
class WythoffExplainPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffExplainPanel)

public:
    explicit WythoffExplainPanel(WythoffLab *lab, QWidget *parent = nullptr);

public Q_SLOTS:
    /// Explains the n typed in the field; false (with a message) when it is not a valid n.
    bool explainTypedIndex();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();

    WythoffLab *m_lab;
    QLabel *m_indexLabel;
    QLineEdit *m_indexEdit;
    QLabel *m_message;
    QTextBrowser *m_text;
};

} // namespace nimlab
