"""The generator's two readings of one count agree (RULES 4 and 5): a plain card's parts, worked
out straight from the walks, equal the row a split fills for the same count, in the same order."""

from __future__ import annotations

import random

import pytest
from play import options_for, random_position

from pegs import Card, Position
from pegs._engine.movegen import reach_of
from pegs._engine.reach import MAX_COUNT, Reach
from pegs._engine.scratch import Scratch


def _positions(players: int) -> list[Position]:
    rng = random.Random(1000 + players)
    return [
        random_position(rng.randrange(10**6), players, rng.randrange(900), options_for(index))
        for index in range(30)
    ]


def _fresh_reach(position: Position) -> Reach:
    sc = Scratch(position.players, position.pegs)
    return reach_of(sc, position.rules, position.turn)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_4_5_forward_parts_of_one_count_equal_that_counts_row(players: int) -> None:
    for position in _positions(players):
        if position.is_over:
            continue
        for count in range(1, MAX_COUNT + 1):
            direct = _fresh_reach(position).parts(count)
            row = _fresh_reach(position).forward((count,))[count]
            assert row is not None
            assert direct == row[0], (count, position.to_json())


def test_a_reach_asked_card_by_card_gives_the_same_moves_as_a_fresh_one_per_card() -> None:
    # From the second card asked of one position, every row is filled in one pass; what each
    # card reads must not change.
    ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    cards = [Card.parse(rank + "S") for rank in ranks] + [Card.parse("JK")]
    for position in _positions(6):
        if position.is_over:
            continue
        for card in cards:  # one position object answers every card in turn
            fresh = Position.from_json(position.to_json())
            assert position.card_moves(card) == fresh.card_moves(card), card
