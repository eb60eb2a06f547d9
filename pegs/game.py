"""Starting a game: the seeded shuffle, the first dealer and the deal (RULES 3)."""

from __future__ import annotations

import random
from typing import Any

from .board import START
from .cards import Card, shoe
from .position import HAND_SIZE, Position
from .rules import Rules


def new_game(players: int = 4, seed: int = 0, **options: Any) -> Position:
    """A freshly dealt, seeded game: random first dealer, 5 cards each, the rest to draw."""
    rules = Rules.from_options(players, options)
    rng = random.Random(f"pegs-deal:{seed}")
    dealer = rng.randrange(players)
    cards = shoe(rules.decks, rules.jokers)
    rng.shuffle(cards)
    hands: list[list[Card]] = [[] for _ in range(players)]
    # One card at a time, starting on the dealer's left (RULES 3).
    first = (dealer + 1) % players
    for i in range(HAND_SIZE * players):
        hands[(first + i) % players].append(cards[i])
    draw = tuple(cards[HAND_SIZE * players :])
    return Position(
        rules=rules,
        pegs=tuple((START,) * 5 for _ in range(players)),
        turn=first,
        hands=tuple(tuple(h) for h in hands),
        draw=draw,
        discard=(),
        dealer=dealer,
        seed=seed,
    )
