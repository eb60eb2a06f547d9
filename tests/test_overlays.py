"""Overlay numbers: bump chances from the unseen cards, holes to the in-spot, the unseen cards."""

from __future__ import annotations

from collections import Counter
from math import comb

import pytest
from builders import make

from pegs import JOKER, Card
from pegs.bots.overlays import chance_of_any, next_opponent, overlays
from pegs.cards import Rank


def test_chance_of_any_is_the_hypergeometric_chance() -> None:
    pool = Counter({Card.parse("5H"): 2, Card.parse("2C"): 8})
    assert chance_of_any(pool, {Rank.FIVE}, 1) == pytest.approx(2 / 10)
    assert chance_of_any(pool, {Rank.FIVE}, 2) == pytest.approx(1 - comb(8, 2) / comb(10, 2))
    assert chance_of_any(pool, {Rank.SIX}, 5) == 0.0


def test_one_opponent_plays_before_each_team_moves_again() -> None:
    # RULES 1: teams alternate round the table.
    assert next_opponent(turn=0, team=0, players=4) == 1
    assert next_opponent(turn=0, team=1, players=4) == 0
    assert next_opponent(turn=7, team=1, players=8) == 0


def test_the_player_to_move_knows_its_own_threats_exactly() -> None:
    # Orange (seat 1) is to move with a 5; Blue's peg on T35 is 5 holes ahead of Orange's T30.
    # (From T20 a 5 would pass Orange's in-spot T21 and go home instead: RULES 5.)
    position = make({0: ["T35"], 1: ["T30"]}, turn=1, hands={1: ["5C", "2H", "2S", "2D", "3C"]})
    assert overlays(position).peg(0, 35).bump_chance == 1.0
    # With only 2s and 3s no card reaches T35 (RULES 4): the chance is exactly 0.
    position = make({0: ["T35"], 1: ["T30"]}, turn=1, hands={1: ["2C", "2H", "2S", "2D", "3C"]})
    assert overlays(position).peg(0, 35).bump_chance == 0.0


def test_bump_chance_follows_the_unseen_cards() -> None:
    # Blue is to move; Orange plays next. Blue's peg on T50 is far from every Orange peg, so
    # only a joker could reach it (RULES 6); the one on T35 is also in reach of a 5, 7 or 9.
    position = make({0: ["T35", "T50"], 1: ["T30"]}, hands={0: ["2C", "2H", "2S", "2D", "3C"]})
    numbers = overlays(position)
    unseen = Counter(dict(numbers.unseen))
    assert numbers.peg(0, 50).bump_chance == pytest.approx(chance_of_any(unseen, {Rank.JOKER}, 5))
    assert numbers.peg(0, 35).bump_chance > numbers.peg(0, 50).bump_chance
    assert numbers.peg(0, 35).threat_seat == 1


def test_holes_to_in_spot_and_pegs_that_cannot_be_bumped() -> None:
    position = make({0: ["T25", "H5"], 1: ["T20"]}, hands={0: ["2C"]})
    numbers = overlays(position)
    assert numbers.peg(0, 25).to_in_spot == 50  # in-spot T3, 72 holes round (RULES 2)
    home = numbers.peg(0, 1005)
    start = next(p for p in numbers.pegs if p.seat == 0 and p.place == -1)
    assert home.bump_chance is None and home.to_in_spot is None
    assert start.bump_chance is None and start.to_in_spot is None


def test_unseen_cards_leave_out_the_hand_and_the_discards() -> None:
    position = make({0: ["T25"]}, hands={0: ["JK", "5C"]}, discard=["JK", "5C", "5C"])
    unseen = dict(overlays(position).unseen)
    assert unseen[JOKER] == 6 - 2  # RULES 3: 6 jokers in a 4-player shoe
    assert Card.parse("5C") not in unseen  # all 3 copies seen: 1 in hand, 2 discarded
    assert sum(unseen.values()) == 162 - 2 - 3
