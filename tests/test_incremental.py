"""Positions made by play() equal the same positions built from scratch; listed moves are played
without a second check yet do exactly what a checked move does; ``effects`` tells what a move does.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play import OPTION_VALUES, options_for

from pegs import (
    ALL_CARDS,
    START,
    BumpedToStart,
    IllegalMoveError,
    Move,
    PartEffect,
    PegMoved,
    PegsError,
    Position,
    SentToInSpot,
    new_game,
)


def _rebuilt(position: Position) -> Position:
    """The same position built from its fields by the validating constructor (no engine state)."""
    return Position(
        rules=position.rules,
        pegs=position.pegs,
        turn=position.turn,
        hands=position.hands,
        draw=position.draw,
        discard=position.discard,
        dealer=position.dealer,
        seed=position.seed,
    )


def _arrays(position: Position) -> tuple[object, ...]:
    sc = position._layout()
    return (sc.occ, sc.pegs, sc.homemask, sc.startn)


def _assert_same_as_rebuilt(played: Position) -> None:
    fresh = _rebuilt(played)
    assert played == fresh
    assert played.winner == fresh.winner
    assert _arrays(played) == _arrays(fresh)
    if played.is_over:
        assert played.legal_moves() == [] == fresh.legal_moves()
        return
    assert played.legal_moves() == fresh.legal_moves()
    for card in ("7S", "9S", "8S", "JK", "AS", "KS"):
        assert played.card_moves(card) == fresh.card_moves(card)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_every_position_of_random_games_equals_the_one_built_from_scratch(players):
    # RULES 4 to 8 along whole games under rotating options: the arrays a move derives from its
    # parent's, the winner it records and every move listed match a position built afresh.
    for index in range(2):
        rng = random.Random(players * 100 + index)
        position = new_game(players, seed=index, **options_for(index + players))
        while not position.is_over:
            position = position.play(rng.choice(position.legal_moves()))[0]
            _assert_same_as_rebuilt(position)


games = st.builds(
    lambda seed, players, turns, options: _walk(seed, players, turns, options),
    seed=st.integers(0, 10_000),
    players=st.sampled_from([4, 6, 8]),
    turns=st.integers(0, 300),
    options=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}),
)


def _walk(seed: int, players: int, turns: int, options: dict[str, str]) -> list[Position]:
    """Every position of a seeded random game for up to ``turns`` turns."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed, **options)
    out = [position]
    for _ in range(turns):
        if position.is_over:
            break
        position = position.play(rng.choice(position.legal_moves()))[0]
        out.append(position)
    return out


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_incremental_positions_equal_fresh_ones_after_every_move(walk):
    for position in walk[1:]:
        _assert_same_as_rebuilt(position)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_a_listed_move_plays_exactly_as_the_same_move_checked_afresh(walk, rng):
    position = walk[-1]
    if position.is_over:
        return
    moves = position.legal_moves()
    for move in rng.sample(moves, min(6, len(moves))):
        listed = position.play(move)  # resolved without a check
        checked = _rebuilt(position).play(Move.parse(move.notation(), position.players))
        assert listed[0] == checked[0]
        assert listed[1] == checked[1]
        assert _arrays(listed[0]) == _arrays(checked[0])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.randoms(use_true_random=False))
def test_effects_are_the_paths_and_bumps_play_reports(walk, rng):
    position = walk[-1]
    if position.is_over:
        return
    moves = [m for m in position.legal_moves() if m.parts]
    for move in rng.sample(moves, min(6, len(moves))):
        effects = position.effects(move)
        assert all(isinstance(fx, PartEffect) for fx in effects)
        assert effects == _rebuilt(position).effects(move)  # listed or checked: the same
        events = position.play(move)[1]
        moved = [e for e in events if isinstance(e, PegMoved)]
        assert [(e.seat, e.frm, e.to) for e in moved] == [tuple(fx.part) for fx in effects]
        assert [e.path for e in moved] == [fx.path for fx in effects]
        assert [e.backward for e in moved] == [fx.backward for fx in effects]
        sent = [
            (e.seat, e.frm, START if isinstance(e, BumpedToStart) else e.to)
            for e in events
            if isinstance(e, (BumpedToStart, SentToInSpot))
        ]
        assert sent == [bump for fx in effects for bump in fx.bumps]


def test_effects_refuse_a_move_the_card_cannot_make():
    position = new_game(4, seed=1)
    with pytest.raises(IllegalMoveError) as info:
        position.effects(f"5S {position.turn}:S-T20")
    assert info.value.clause == "4"


def test_a_move_not_listed_is_still_checked_in_full():
    position = new_game(4, seed=2)
    position.legal_moves()
    not_held = next(c for c in ALL_CARDS if c not in position.hand())
    with pytest.raises(IllegalMoveError) as info:
        position.play(f"discard {not_held.notation}")
    assert info.value.clause == "3"


def test_changing_the_returned_list_does_not_make_a_move_legal():
    position = new_game(4, seed=3)
    moves = position.legal_moves()
    bogus = Move.parse(f"AS {position.turn}:T0-T1", position.players)
    moves.append(bogus)
    with pytest.raises(IllegalMoveError):
        position.play(bogus)


def test_effects_of_another_seats_move_read_its_threats():
    # RULES 5: an opponent landing on a peg sends it to its start.
    rules = new_game(4, seed=7).rules
    pegs = [(START,) * 5 for _ in range(4)]
    pegs[0] = (20, START, START, START, START)
    pegs[1] = (15, START, START, START, START)
    position = Position(rules=rules, pegs=tuple(pegs), turn=0)
    (effect,) = position.effects("5S 1:T15-T20", seat=1)
    assert effect.path == (16, 17, 18, 19, 20)
    assert effect.bumps == ((0, 20, START),)
    with pytest.raises(IllegalMoveError):
        position.effects("5S 1:T15-T20")  # seat 0 to move may not move seat 1's peg


def test_card_moves_and_can_move_for_another_seat():
    # RULES 4: every seat's pegs start in start, so only a card that brings one out can move.
    position = new_game(4, seed=4)
    other = (position.turn + 1) % 4
    assert position.can_move("AS", other) and not position.can_move("5S", other)
    assert {m.parts[0].seat for m in position.card_moves("KS", other)} <= {other, (other + 2) % 4}


def test_destinations_of_one_peg():
    # RULES 4 and 5: a peg walks forward onto free holes and never passes its own colour.
    rules = new_game(4, seed=5).rules
    pegs = [(START,) * 5 for _ in range(4)]
    pegs[0] = (10, 13, START, START, START)
    position = Position(rules=rules, pegs=tuple(pegs))
    assert position.destinations(0, 10, 2) == [12]
    assert position.destinations(0, 10, 5) == []  # the peg on T13 is in the way
    assert position.destinations(0, 13, 5) == [18]
    with pytest.raises(PegsError, match="no peg"):
        position.destinations(0, 11, 5)


def test_positions_pickle_without_their_engine_state():
    position = new_game(6, seed=6)
    position.legal_moves()
    copy = pickle.loads(pickle.dumps(position))
    assert copy == position
    assert "_core" not in copy.__dict__
    assert copy.legal_moves() == position.legal_moves()
