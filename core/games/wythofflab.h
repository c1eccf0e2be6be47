#pragma once

#include "gamesession.h"
#include "gametab.h"
#include "jobs/backgroundjob.h"
#include "math/wythoff.h"
#include "wythoffconstruction.h"

#include <QJsonObject>
#include <QObject>

#include <memory>
#include <optional>

namespace nimlab {

class JsonReader;

/// The state of the Wythoff tab in core: a GameTab (the game in progress with WythoffRules, the article's
/// construction as its worked example, the page) plus what the board shows (its size, the P-positions), the n
/// explained, and the Grundy heat map's job. Saved with the session.
class WythoffLab final : public GameTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WythoffLab)

public:
    /// Smallest board drawn (squares a side).
    static constexpr int kMinBoard = 8;
    /// Largest board drawn (squares a side).
    static constexpr int kMaxBoard = 30;
    /// Largest heat map of Grundy values (positions a side).
    static constexpr int kMaxGrundySize = 1024;
    /// Which views of the position the tab shows.
    enum class View
    {
        Both,  ///< the piles and the board side by side
        Board, ///< only the queen's board
        Piles, ///< only the two piles
    };
    /// The page shown beside the views.
    enum class Page
    {
        Play,
        Construction,
        Explain,
        Charts,
    };

    explicit WythoffLab(QObject *parent = nullptr);

    /// The job that builds the Grundy values for the heat map off the GUI thread.
    BackgroundJob *grundyJob() { return &m_grundy; }
    /// The Grundy values last built (nullptr before the first build finished).
    std::shared_ptr<const WythoffGrundyTable> grundyTable() const { return m_grundy.result<WythoffGrundyTable>(); }
    /// The size of the build running or last started (0 before the first).
    int grundyBuildSize() const { return m_grundyBuildSize; }
    /// True when the game in progress is played misere (the last mover loses).
    bool isMisere() const;
    /// Squares a side of the board (kMinBoard .. kMaxBoard).
    int boardSize() const { return m_boardSize; }
    /// True when the board colours the P-positions.
    bool showPPositions() const { return m_showP; }
    /// Which views the tab shows.
    View view() const { return m_view; }
    /// The page shown beside the views.
    Page wythoffPage() const { return Page(page()); }
    /// The step of the article's construction shown (0: the empty board .. construction().stepCount() - 1): the
    /// tab's stepper.
    int constructionStep() const { return stepper()->index(); }
    /// The article's construction, built once: the one every view of it (board, table, text) reads.
    const WythoffConstruction &construction() const { return m_construction; }
    /// The n whose P-position the explanation panel shows.
    std::uint64_t explainedIndex() const { return m_explained; }
    /// The heat map's size (64 .. 1024, a power of two).
    int grundySize() const { return m_grundySize; }

    /// Reads a pile or an index typed by the user: decimal digits only, at most `max`; nullopt otherwise.
    static std::optional<std::uint64_t> parseNumber(const QString &text, std::uint64_t max);
    /// Why `text` is not a pile (empty when it is one): in the current language.
    static QString checkPileText(const QString &text);
    /// A version-1 "wythoff" part (one object with the page by name and the construction step) in today's shape.
    static QJsonObject migrateVersion1(const QJsonObject &part);
    /// A version-2 "wythoff" part in version 3's: the construction's step s is step s + 1 (the empty board is step 0).
    static QJsonObject migrateVersion2(const QJsonObject &part);
    /// True when (x, y) lies on the board shown now.
    bool isOnBoard(std::uint64_t x, std::uint64_t y) const;

    QList<BackgroundJob *> jobs() override { return {&m_grundy}; }

public Q_SLOTS:
    /// A new game from (x, y), normal or misere; returns why not (and changes nothing), empty on success.
    QString newGame(std::uint64_t x, std::uint64_t y, bool misere);
    /// Squares a side, clamped to kMinBoard .. kMaxBoard.
    void setBoardSize(int size);
    /// Colours the P-positions on the board, or not.
    void setShowPPositions(bool show);
    /// Which views the tab shows.
    void setView(nimlab::WythoffLab::View view);
    /// The construction step shown, clamped to 0 .. construction().stepCount() - 1 (the tab's stepper).
    void setConstructionStep(int step) { stepper()->goTo(step); }
    /// The n to explain (clamped to WythoffAnalysis::maxIndex()).
    void setExplainedIndex(std::uint64_t n);
    /// The heat map's size: a power of two from 64 to 1024 (other values are ignored).
    void setGrundySize(int size);
    /// Builds the Grundy values at grundySize() off the GUI thread.
    void startGrundy();
    /// Asks the running build to stop.
    void cancelGrundy();

Q_SIGNALS:
    /// Board size, P-position display, view, explained index or heat map size changed.
    void settingsChanged();

protected:
    /// The settings of the session file (never the Grundy table).
    QJsonObject saveSettings() const override;
    void checkSettings(JsonReader &settings) const override;
    void restoreSettings(const QJsonObject &settings) override;

private:
    void changeSetting();

    const WythoffConstruction m_construction;
    BackgroundJob m_grundy;
    int m_grundyBuildSize = 0;
    int m_boardSize = 10;
    bool m_showP = false;
    View m_view = View::Both;
    std::uint64_t m_explained = 8;
    int m_grundySize = 512;
};

} // namespace nimlab
