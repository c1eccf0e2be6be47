#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace nimlab {

enum class RulesTopic;

/// A game tab's "What is this game?" page: the game's name, its rules in a few sentences, a small picture (the heaps,
/// the pile, the queen on a board or the sum, drawn with the board's own widgets) with its caption, and a "Try it"
/// button that goes to the game. Every word and number is the core's (gameIntro), asked for again on a language
/// change. objectName `gameIntro`; its parts `introTitle`, `introRules`, `introPicture`, `introCaption`, `tryIt`.
class IntroPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IntroPage)

public:
    explicit IntroPage(RulesTopic topic, QWidget *parent = nullptr);

Q_SIGNALS:
    /// The user asked to go to the game.
    void tryItClicked();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The picture's widgets, from the core's components (they do not change with the language).
    QWidget *makePicture();
    void retranslateUi();

    RulesTopic m_topic;
    QLabel *m_heading;
    QLabel *m_title;
    QLabel *m_rules;
    QWidget *m_picture;
    QLabel *m_caption;
    QPushButton *m_tryIt;
};

} // namespace nimlab
