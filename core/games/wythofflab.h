#pragma once

#include "gamesession.h"
#include "jobs/wythoffgrundyjob.h"

#include <QJsonObject>
#include <QObject>

#include <optional>

namespace nimlab {

/// The state of the Wythoff tab in core: the game in progress (a GameSession with WythoffRules), what the board
/// shows (its size, the P-positions), the n explained, and the Grundy heat map's job. Saved with the session.
class WythoffLab final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffLab)

public:
    static constexpr int kMinBoard = 8;
    static constexpr int kMaxBoard = 30;
    /// Which views of the position the tab shows.
    enum class View
    {
        Both,  ///< the piles and the board side by side
        Board, ///< only the queen's board
        Piles, ///< only the two piles
    };

    explicit WythoffLab(QObject *parent = nullptr);

    GameSession *game() { return &m_game; }
    const GameSession *game() const { return &m_game; }
    WythoffGrundyJob *grundyJob() { return &m_grundy; }
    bool isMisere() const;
    int boardSize() const { return m_boardSize; }
    bool showPPositions() const { return m_showP; }
    View view() const { return m_view; }
    /// The n whose P-position the explanation panel shows.
    std::uint64_t explainedIndex() const { return m_explained; }
    /// The heat map's size (64 .. 1024, a power of two).
    int grundySize() const { return m_grundySize; }

    /// Reads a pile or an index typed by the user: decimal digits only, at most `max`; nullopt otherwise.
    static std::optional<std::uint64_t> parseNumber(const QString &text, std::uint64_t max);
    /// Why `text` is not a pile (empty when it is one): in the current language.
    static QString checkPileText(const QString &text);
    /// True when (x, y) lies on the board shown now.
    bool isOnBoard(std::uint64_t x, std::uint64_t y) const;

    QJsonObject saveState() const;
    /// An empty string when `state` can be restored, else what is wrong.
    QString validateState(const QJsonObject &state) const;
    void restoreState(const QJsonObject &state);

public Q_SLOTS:
    /// A new game from (x, y), normal or misere; returns why not (and changes nothing), empty on success.
    QString newGame(std::uint64_t x, std::uint64_t y, bool misere);
    void setBoardSize(int size);
    void setShowPPositions(bool show);
    void setView(nimlab::WythoffLab::View view);
    void setExplainedIndex(std::uint64_t n);
    void setGrundySize(int size);
    /// Builds the Grundy values at grundySize() off the GUI thread.
    void startGrundy();
    void cancelGrundy();

Q_SIGNALS:
    /// Board size, P-position display, view or explained index changed.
    void settingsChanged();
    /// Anything that belongs to the saved session changed.
    void stateChanged();

private:
    GameSession m_game;
    WythoffGrundyJob m_grundy;
    int m_boardSize = 10;
    bool m_showP = false;
    View m_view = View::Both;
    std::uint64_t m_explained = 8;
    int m_grundySize = 512;
};

} // namespace nimlab
