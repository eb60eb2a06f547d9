"""The generator's readings of one count agree (RULES 4 and 5): a plain card's parts, worked out
from the walks or straight from the layout arrays (a card asked alone of a new position), equal
the row a split fills for the same count, in the same order; so do the 8's parts going back."""

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


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_4_5_parts_read_straight_from_the_arrays_equal_the_walked_ones(players: int) -> None:
    # A card asked alone of a new position skips the walks; its moves must not change.
    for position in _positions(players):
        if position.is_over:
            continue
        for seat in range(players):
            for count in range(1, MAX_COUNT + 1):
                alone = reach_of(Scratch(players, position.pegs), position.rules, seat)
                lone = alone.lone_parts(count)
                assert alone._pegs is None  # read straight: the walks were never worked out
                walked = reach_of(Scratch(players, position.pegs), position.rules, seat)
                assert lone == walked.parts(count), (seat, count, position.to_json())


@pytest.mark.parametrize("players", [4, 6, 8])
def test_rules_4_5_the_8s_parts_equal_its_backward_row_walked_or_not(players: int) -> None:
    moved_back = 0
    for position in _positions(players):
        if position.is_over:
            continue
        for count in (8, 1, 4):
            straight = _fresh_reach(position).back_parts(count)
            walked = _fresh_reach(position)
            assert walked.pegs is not None  # the walks first, as a hand's other cards do
            row = _fresh_reach(position).backward((count,))[count]
            assert row is not None
            assert straight == walked.back_parts(count) == row[0], (count, position.to_json())
            moved_back += len(straight)
    assert moved_back > 0  # the positions do have pegs that can go back
