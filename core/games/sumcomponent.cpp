#include "sumcomponent.h"

#include "math/fibnim.h"
#include "math/wythoff.h"

#include <algorithm>

namespace nimlab {

std::vector<std::uint64_t> SumComponent::numbers() const
{
    if (game == SumGame::Nim)
        return {a};
    return {a, b};
}

GameState encodeSum(const std::vector<SumComponent> &components)
{
    GameState state;
    for (const SumComponent &c : components) {
        state.push_back(std::uint64_t(c.game));
        const std::vector<std::uint64_t> numbers = c.numbers();
        state.insert(state.end(), numbers.begin(), numbers.end());
    }
    return state;
}

std::optional<std::vector<SumComponent>> decodeSum(const GameState &state)
{
    std::vector<SumComponent> components;
    std::size_t i = 0;
    while (i < state.size()) {
        if (state[i] > std::uint64_t(SumGame::Wythoff))
            return std::nullopt;
        const SumGame game = SumGame(state[i]);
        const std::size_t count = SumComponent::numberCount(game);
        if (state.size() - i - 1 < count)
            return std::nullopt;
        components.push_back({game, state[i + 1], count > 1 ? state[i + 2] : 0});
        i += 1 + count;
    }
    return components;
}

std::uint64_t sumComponentMoveCount(const SumComponent &c)
{
    switch (c.game) {
    case SumGame::Nim:
        return c.a;
    case SumGame::FibNim:
        return std::min(c.a, c.b);
    case SumGame::Wythoff:
        break;
    }
    // At most 3 * 4095 within the limits; saturate beyond them.
    const std::uint64_t both = std::min(c.a, c.b);
    if (c.a > UINT64_MAX / 4 || c.b > UINT64_MAX / 4)
        return UINT64_MAX;
    return c.a + c.b + both;
}

std::optional<std::vector<SumComponent>> sumComponentOptions(const SumComponent &c, std::uint64_t most)
{
    if (sumComponentMoveCount(c) > most)
        return std::nullopt;
    std::vector<SumComponent> options;
    switch (c.game) {
    case SumGame::Nim:
        for (std::uint64_t h = c.a; h-- > 0;)
            options.push_back(SumComponent::nim(h));
        break;
    case SumGame::FibNim:
        for (std::uint64_t k = 1; k <= std::min(c.a, c.b); ++k)
            options.push_back(*sumComponentAfterTake(c, k));
        break;
    case SumGame::Wythoff:
        for (std::uint64_t k = 1; k <= c.a; ++k)
            options.push_back(SumComponent::wythoff(c.a - k, c.b));
        for (std::uint64_t k = 1; k <= c.b; ++k)
            options.push_back(SumComponent::wythoff(c.a, c.b - k));
        for (std::uint64_t k = 1; k <= std::min(c.a, c.b); ++k)
            options.push_back(SumComponent::wythoff(c.a - k, c.b - k));
        break;
    }
    return options;
}

std::vector<SumComponent> sumComponentAllOptions(const SumComponent &component)
{
    return sumComponentOptions(component, UINT64_MAX).value_or(std::vector<SumComponent>{});
}

std::optional<SumComponent> sumComponentAfterTake(const SumComponent &pile, std::uint64_t take)
{
    if (pile.game == SumGame::Wythoff || take > pile.a)
        return std::nullopt;
    if (pile.game == SumGame::Nim)
        return SumComponent::nim(pile.a - take);
    const FibNimPosition after = fibNimAfter({pile.a, pile.b}, take);
    return SumComponent::fibNim(after.coins, after.quota);
}

std::vector<SumComponent> sumExampleComponents()
{
    return {SumComponent::nim(3), SumComponent::fibNimStart(10), SumComponent::wythoff(4, 4)};
}

bool sumComponentReaches(const SumComponent &from, const SumComponent &to)
{
    if (from.game != to.game)
        return false;
    switch (from.game) {
    case SumGame::Nim:
        return to.a < from.a && to.b == 0;
    case SumGame::FibNim: {
        if (to.a >= from.a)
            return false;
        const std::uint64_t k = from.a - to.a;
        return fibNimIsLegal({from.a, from.b}, k) && fibNimAfter({from.a, from.b}, k) == FibNimPosition{to.a, to.b};
    }
    case SumGame::Wythoff:
        break;
    }
    return wythoffIsLegal({from.a, from.b}, {to.a, to.b});
}

} // namespace nimlab
