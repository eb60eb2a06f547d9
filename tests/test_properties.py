"""Hypothesis properties of the engine: conservation, immutability, round trips, honest errors."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play import check_invariants, games, options_for, random_position

from pegs import ALL_CARDS, HOME, START, Card, Move, Part, PegsError, Position

fast = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@fast
@given(games)
def test_pegs_and_cards_are_conserved_and_no_place_is_shared(position):
    check_invariants(position)


@fast
@given(games, st.randoms(use_true_random=False))
def test_applying_never_mutates_its_input_and_every_legal_move_applies(position, rng):
    before = position.to_json()
    moves = position.legal_moves()
    for move in rng.sample(moves, min(8, len(moves))):
        after, events = position.play(move)
        check_invariants(after)
        assert events and events[0].card == move.card
    assert position.to_json() == before
    assert Position.from_json(before) == position


@fast
@given(games)
def test_every_listed_move_round_trips_through_notation(position):
    for card in ALL_CARDS:
        for move in position.card_moves(card):
            assert Move.parse(move.notation(), position.players) == move


@fast
@given(games)
def test_positions_round_trip_through_json(position):
    assert Position.from_json(position.to_json()) == position
    assert Position.from_dict(position.to_dict()).to_json() == position.to_json()


def _candidates(position: Position, rng: random.Random, count: int) -> list[Move]:
    """Plausible-looking moves, legal or not: real pegs, random cards and destinations."""
    players = position.players
    length = position.rules.track_length
    pegs = [(s, p) for s in range(players) for p in set(position.pegs[s])]
    dests = [START, *range(length), *range(HOME + 1, HOME + 6)]
    out = []
    for _ in range(count):
        card = rng.choice(ALL_CARDS)
        parts = []
        for _ in range(rng.choice([1, 1, 1, 2])):
            seat, frm = rng.choice(pegs)
            to = rng.choice(dests) if rng.random() < 0.5 else (frm + rng.randint(1, 13)) % length
            parts.append(Part(seat, frm, to))
        out.append(Move(card, tuple(parts)))
    return out


@fast
@given(games, st.randoms(use_true_random=False))
def test_why_not_agrees_with_the_generated_moves(position, rng):
    # The generator (movegen) and the checker (check) are written separately; they must agree.
    legal_by_card = {c: set(position.card_moves(c)) for c in ALL_CARDS}
    loose = Position.from_dict({**position.to_dict(), "hands": {}, "draw": [], "discard": []})
    for move in _candidates(position, rng, 150) + [m for ms in legal_by_card.values() for m in ms]:
        refusal = loose.why_not(move)
        assert (refusal is None) == (move in legal_by_card[move.card]), (move, refusal)


@fast
@given(games)
def test_rules_4_the_eight_lists_every_move_back_the_checker_allows(position):
    """RULES 4: an 8 takes a track peg 8 holes back. Each track peg's move back is listed (by
    the walks back) exactly when the separately written checker allows it."""
    loose = Position.from_dict({**position.to_dict(), "hands": {}, "draw": [], "discard": []})
    length = position.rules.track_length
    eight = Card.parse("8H")
    listed = set(position.card_moves(eight))
    tried = set()
    for seat in range(position.players):
        for frm in position.pegs[seat]:
            if 0 <= frm < HOME:
                tried.add(Move(eight, (Part(seat, frm, (frm - 8) % length),)))
    assert listed <= tried
    for move in tried:
        assert (loose.why_not(move) is None) == (move in listed), move


@fast
@given(games, st.randoms(use_true_random=False))
def test_must_play_legal_moves_match_why_not(position, rng):
    if position.is_over:
        assert position.legal_moves() == []
        return
    legal = set(position.legal_moves())
    hand = position.hand()
    candidates = _candidates(position, rng, 60) + [Move(c, ()) for c in ALL_CARDS]
    for move in candidates + list(legal):
        allowed = position.why_not(move) is None
        assert allowed == (move in legal), (move, position.why_not(move))
        if move.card not in hand:
            assert not allowed


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_any_text_either_parses_or_raises_the_engines_own_error(text):
    with contextlib.suppress(PegsError):
        Move.parse(text, 4)


@fast
@given(games, st.text(alphabet="0123456789 :-STHJKAQDC", max_size=24))
def test_illegal_input_always_raises_the_engines_own_error(position, text):
    with contextlib.suppress(PegsError):
        position.play(text)


def _reference_splits(position: Position, card: str) -> set[str]:
    """Every split of a 7 or 9, found the slow and obvious way (for checking the fast one).

    For each first part on the real board, copy the board, make the part, then try every other
    peg on the copy; no caching. Shares only the per-peg primitives with the engine.
    """
    from pegs._engine.movegen import card_effect, movable_seats

    sc = position._layout()
    rules = position.rules
    steps, _, split = card_effect(Card.parse(card), rules)
    if split is None:
        return set()
    compulsory = rules.home_entry.value == "compulsory"
    seats = movable_seats(sc, rules, position.turn)
    out = set()
    for seat1 in seats:
        for frm1 in set(sc.pegs[seat1]) - {START}:
            for a in range(1, steps):
                b = steps - a
                firsts = [(to, cons, "f") for to, cons in sc.forward(seat1, frm1, a, compulsory)]
                if split == "forward-back":
                    back = sc.backward(seat1, frm1, a)
                    if back is not None:
                        firsts.append((back[0], back[1], "b"))
                for to1, cons1, kind in firsts:
                    after = sc.copy()
                    after.apply_part(seat1, frm1, to1, cons1)
                    # the first peg may itself have been sent on by a chain of bumps
                    first_peg = to1
                    for s, f, t in cons1:
                        if s == seat1 and f == first_peg:
                            first_peg = t
                    for seat2 in seats:
                        for frm2 in set(after.pegs[seat2]) - {START}:
                            if seat2 == seat1 and frm2 == first_peg:
                                continue
                            if split == "forward-back" and kind == "f":
                                back2 = after.backward(seat2, frm2, b)
                                dests = [] if back2 is None else [back2[0]]
                            else:
                                dests = [t for t, _ in after.forward(seat2, frm2, b, compulsory)]
                            for to2 in dests:
                                m = Move(
                                    Card.parse(card),
                                    (Part(seat1, frm1, to1), Part(seat2, frm2, to2)),
                                )
                                out.add(m.notation())
    return out


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_fast_split_generation_matches_the_slow_reference(position):
    if position.is_over:
        return
    for card in ("7S", "9S"):
        fast = {m.notation() for m in position.card_moves(card) if len(m.parts) == 2}
        assert fast == _reference_splits(position, card)


def _assert_splits_match_the_reference(position: Position) -> None:
    """The 7's and 9's listed moves: none twice, and the splits exactly the reference's."""
    for card in ("7S", "9S"):
        listed = [m.notation() for m in position.card_moves(card)]
        assert len(listed) == len(set(listed)), "a move is listed twice"
        fast = {m for m in listed if m.count(":") == 2}
        assert fast == _reference_splits(position, card), (card, position.to_json())


def _benchmark_positions() -> list[Position]:
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "positions.jsonl"
    return [Position.from_json(line) for line in path.read_text().splitlines() if line]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"nine": "split-forward-back"},
        {"home_entry": "optional", "team_pegs": "own-first"},
    ],
)
def test_fast_splits_match_the_reference_on_late_game_positions(options):
    # The benchmark's fixed positions reach deep into long games: pegs in home, crowded tracks.
    for base in _benchmark_positions():
        data = base.to_dict()
        data["rules"] = {**data["rules"], **options}
        position = Position.from_dict(data)
        _assert_splits_match_the_reference(position)


@fast
@given(games, st.randoms(use_true_random=False))
def test_the_look_up_arrays_a_move_leaves_equal_freshly_built_ones(position, rng):
    from pegs._engine.scratch import Scratch

    if position.is_over:
        return
    after, _ = position.play(rng.choice(position.legal_moves()))
    fresh = Scratch(after.players, after.pegs)
    kept = after._layout()
    assert (kept.occ, kept.pegs, kept.homemask, kept.startn) == (
        fresh.occ,
        fresh.pegs,
        fresh.homemask,
        fresh.startn,
    )


@pytest.mark.parametrize("players", [4, 6, 8])
def test_fast_splits_match_the_reference_along_seeded_games(players):
    # RULES 4 (split) and 9 (nine): a sweep of positions along seeded games under rotating
    # options, crowded mid-games and teammate chains included, beside the random examples.
    rng = random.Random(players)
    for index in range(40):
        position = random_position(
            rng.randrange(10**6), players, rng.randrange(900), options_for(index)
        )
        if position.is_over:
            continue
        _assert_splits_match_the_reference(position)


@fast
@given(games)
def test_listing_moves_leaves_the_position_unchanged(position):
    # Split generation tries parts on the position's own arrays and puts every peg back.
    from pegs._engine.scratch import Scratch

    if position.is_over:
        return
    for card in ("7S", "9S", "8S", "JK", "AS"):
        position.card_moves(card)
    kept = position._layout()
    fresh = Scratch(position.players, position.pegs)
    assert (kept.occ, kept.pegs, kept.homemask, kept.startn) == (
        fresh.occ,
        fresh.pegs,
        fresh.homemask,
        fresh.startn,
    )
