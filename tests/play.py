"""Seeded random play for tests: positions reached by random legal moves, and invariant checks."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import strategies as st

from pegs import HOME, START, Position, new_game
from pegs.cards import shoe_counts

OPTION_VALUES = {
    "nine": ["split-forward", "forward-only", "split-forward-back"],
    "face_cards": ["ten", "eleven-twelve-thirteen"],
    "home_entry": ["compulsory", "optional"],
    "team_pegs": ["any", "own-first"],
    "joker_source": ["start-first", "any"],
}


def options_for(index: int) -> dict[str, str]:
    """Rule options cycling through every value of every option as ``index`` grows."""
    return {
        name: values[(index // (i + 1)) % len(values)]
        for i, (name, values) in enumerate(OPTION_VALUES.items())
    }


def random_position(seed: int, players: int, turns: int, options: dict[str, str]) -> Position:
    """The position after ``turns`` uniformly random legal moves from a seeded deal."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed, **options)
    for _ in range(turns):
        if position.is_over:
            break
        position = position.play(rng.choice(position.legal_moves()))[0]
    return position


#: Positions reached by seeded random play: any size, any length, any rule options.
games = st.builds(
    random_position,
    seed=st.integers(0, 10_000),
    players=st.sampled_from([4, 6, 8]),
    turns=st.integers(0, 250),
    options=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}),
)


def check_invariants(position: Position) -> None:
    """Raise AssertionError unless pegs and cards are conserved and no place is shared."""
    rules = position.rules
    total = sum(shoe_counts(rules.decks, rules.jokers).values())
    cards: Counter = Counter()
    for hand in position.hands:
        assert hand is not None and len(hand) <= 5
        cards.update(hand)
    cards.update(position.draw or ())
    cards.update(position.discard)
    assert sum(cards.values()) == total, "cards are conserved"
    assert cards <= shoe_counts(rules.decks, rules.jokers)
    holes: set[int] = set()
    for places in position.pegs:
        assert len(places) == 5
        home = [p for p in places if p > HOME]
        assert len(set(home)) == len(home)
        for p in places:
            if p != START and p < HOME:
                assert p not in holes, f"two pegs share T{p}"
                holes.add(p)
