#include "sumrules.h"

#include <algorithm>

namespace nimlab {

namespace {
Refusal refuse(SumRules::Reason reason, std::vector<std::uint64_t> numbers = {})
{
    return {int(reason), std::move(numbers)};
}

std::vector<SumComponent> componentsOf(const GameState &state)
{
    return decodeSum(state).value_or(std::vector<SumComponent>{});
}
} // namespace

SumRules::Move SumRules::decodeMove(const GameMove &move)
{
    const SumGame game = SumGame(move.at(1));
    return {std::size_t(move.at(0)), {game, move.at(2), SumComponent::numberCount(game) > 1 ? move.at(3) : 0}};
}

GameMove SumRules::encodeMove(const Move &move)
{
    GameMove encoded{std::uint64_t(move.component), std::uint64_t(move.to.game)};
    const std::vector<std::uint64_t> numbers = move.to.numbers();
    encoded.insert(encoded.end(), numbers.begin(), numbers.end());
    return encoded;
}

SumRules::SumRules(std::shared_ptr<const SumTableStore> store)
    : m_store(store ? std::move(store) : std::make_shared<const SumTableStore>())
{
}

std::unique_ptr<GameRules> SumRules::fromOptions(const QJsonObject &options, std::shared_ptr<const SumTableStore> store)
{
    if (!options.isEmpty())
        return nullptr;
    return std::make_unique<SumRules>(std::move(store));
}

std::optional<Refusal> SumRules::checkComponents(const std::vector<SumComponent> &components)
{
    if (components.empty())
        return refuse(Reason::NoComponent);
    if (components.size() > std::size_t(kMaxSumComponents))
        return refuse(Reason::TooManyComponents, {std::uint64_t(kMaxSumComponents), components.size()});
    for (std::size_t i = 0; i < components.size(); ++i) {
        const SumComponent &c = components[i];
        const std::uint64_t number = i + 1;
        switch (c.game) {
        case SumGame::Nim:
            break;
        case SumGame::FibNim:
            if (c.a > std::uint64_t(kMaxSumFibNimCoins))
                return refuse(Reason::FibNimTooBig, {number, std::uint64_t(kMaxSumFibNimCoins), c.a});
            if (c.b == 0)
                return refuse(Reason::QuotaZero, {number});
            break;
        case SumGame::Wythoff:
            if (std::max(c.a, c.b) > std::uint64_t(kMaxSumWythoffPile))
                return refuse(Reason::WythoffTooBig, {number, std::uint64_t(kMaxSumWythoffPile), std::max(c.a, c.b)});
            break;
        }
    }
    return std::nullopt;
}

bool SumRules::isReady(const GameState &state) const
{
    return tables()->covers(SumTableNeeds::of(componentsOf(state)));
}

std::optional<Refusal> SumRules::checkPosition(const GameState &state) const
{
    const std::optional<std::vector<SumComponent>> components = decodeSum(state);
    if (!components)
        return refuse(Reason::Malformed);
    if (std::optional<Refusal> refusal = checkComponents(*components))
        return refusal;
    const SumTableNeeds needs = SumTableNeeds::of(*components);
    if (!tables()->covers(needs))
        return refuse(Reason::TablesNotReady, {std::uint64_t(needs.fibNimCoins), std::uint64_t(needs.wythoffSize)});
    return std::nullopt;
}

std::optional<Refusal> SumRules::checkMove(const GameState &state, const GameMove &move) const
{
    const std::vector<SumComponent> components = componentsOf(state);
    if (move.size() < 2 || move[1] > std::uint64_t(SumGame::Wythoff) ||
        move.size() != 2 + SumComponent::numberCount(SumGame(move[1])))
        return refuse(Reason::MoveShape);
    if (move[0] >= components.size())
        return refuse(Reason::NoSuchComponent, {move[0] + 1});
    const Move m = decodeMove(move);
    const SumComponent &from = components[m.component];
    if (from.game != m.to.game)
        return refuse(Reason::OtherGame, {move[0] + 1});
    if (!sumComponentReaches(from, m.to))
        return refuse(Reason::NotAMove, {move[0] + 1});
    return std::nullopt;
}

bool SumRules::isLegal(const GameState &state, const GameMove &move) const
{
    return !checkMove(state, move);
}

GameState SumRules::apply(const GameState &state, const GameMove &move) const
{
    std::vector<SumComponent> components = componentsOf(state);
    const Move m = decodeMove(move);
    components.at(m.component) = m.to;
    return encodeSum(components);
}

bool SumRules::isOver(const GameState &state) const
{
    const std::vector<SumComponent> components = componentsOf(state);
    return std::all_of(components.begin(), components.end(),
                       [](const SumComponent &c) { return sumComponentMoveCount(c) == 0; });
}

bool SumRules::moverWins(const GameState &state) const
{
    const std::optional<std::vector<std::uint64_t>> values = sumGrundyValues(componentsOf(state), *tables());
    if (!values)
        return false;
    std::uint64_t nimSum = 0;
    for (const std::uint64_t g : *values)
        nimSum ^= g;
    return nimSum != 0;
}

std::vector<GameMove> SumRules::winningMoves(const GameState &state) const
{
    std::vector<GameMove> moves;
    const std::optional<std::vector<SumWinningMove>> found = sumWinningMoves(componentsOf(state), *tables());
    if (found)
        for (const SumWinningMove &m : *found)
            moves.push_back(encodeMove({m.component, m.to}));
    return moves;
}

GameMove SumRules::randomMove(const GameState &state, std::mt19937_64 &random) const
{
    // A playable component at random, then one of its moves at random (a Nim heap's without listing them).
    const std::vector<SumComponent> components = componentsOf(state);
    std::vector<std::size_t> playable;
    for (std::size_t i = 0; i < components.size(); ++i)
        if (sumComponentMoveCount(components[i]) > 0)
            playable.push_back(i);
    if (playable.empty())
        return {};
    const std::size_t i = playable[std::uniform_int_distribution<std::size_t>(0, playable.size() - 1)(random)];
    const SumComponent &c = components[i];
    if (c.game == SumGame::Nim)
        return encodeMove({i, SumComponent::nim(std::uniform_int_distribution<std::uint64_t>(0, c.a - 1)(random))});
    const std::vector<SumComponent> options = sumComponentAllOptions(c);
    return encodeMove({i, options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(random)]});
}

std::optional<std::vector<GameMove>> SumRules::legalMoves(const GameState &state, std::size_t most) const
{
    const std::vector<SumComponent> components = componentsOf(state);
    std::uint64_t count = 0;
    for (const SumComponent &c : components) {
        const std::uint64_t n = sumComponentMoveCount(c);
        count = n > UINT64_MAX - count ? UINT64_MAX : count + n;
    }
    if (count > most)
        return std::nullopt;
    std::vector<GameMove> moves;
    moves.reserve(std::size_t(count));
    for (std::size_t i = 0; i < components.size(); ++i)
        for (const SumComponent &to : sumComponentAllOptions(components[i]))
            moves.push_back(encodeMove({i, to}));
    return moves;
}

} // namespace nimlab
