"""The legal-move view (issue 30, item 1): the very moves of ``legal_moves()``, counted, tested,
indexed and sampled without building them, so every seeded game stays the same game.

RULES 3 (a hand's cards), 4 (the 7 and 9 splits), 6 (the joker) and 7 (must play, else discard)
decide what is listed; the view must agree with the listing on all of them.
"""

from __future__ import annotations

import random

import pytest
from builders import make
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from play import games, random_position

from pegs import ALL_CARDS, HOME, START, Card, Move, Part, PegsError, Position, new_game
from pegs.bots.random import RandomBot
from pegs.bots.selfplay import seeded_position
from pegs.bots.view import SeatView, no_move

# At most 3 copies of a card: every shoe holds 3 decks or more (RULES 3), so the hand is a
# position's; a fourth AS made an invalid position, not a test of the view.
hands = st.lists(st.sampled_from(ALL_CARDS), min_size=0, max_size=5).filter(
    lambda hand: all(hand.count(card) <= 3 for card in hand)
)
fast = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _with_hand(position: Position, hand: list[Card]) -> Position:
    """``position`` with the seat to move holding ``hand`` and nobody else holding cards."""
    data = position.to_dict()
    return Position.from_dict(
        {
            **data,
            "hands": {str(position.turn): [c.notation for c in hand]},
            "draw": [],
            "discard": [],
        }
    )


def _near_misses(position: Position, moves: list[Move], rng: random.Random) -> list[Move]:
    """Moves one step from legal ones (another hole, another card, a part dropped or doubled),
    and plausible moves made up from the real pegs: mostly illegal, some legal."""
    length = position.rules.track_length
    out = []
    for move in rng.sample(moves, min(20, len(moves))):
        card, parts = move
        if parts:
            seat, frm, to = parts[-1]
            for shift in (-1, 1):
                nudged = to + shift if to > HOME else (to + shift) % length
                out.append(Move(card, (*parts[:-1], Part(seat, frm, nudged))))
            out.append(Move(card, parts[:1]))
            out.append(Move(card, (parts[0], parts[0])))
        out.append(Move(rng.choice(ALL_CARDS), parts))
        out.append(Move(card, ()))
    pegs = [(s, p) for s in range(position.players) for p in set(position.pegs[s])]
    dests = [START, *range(length), *range(HOME + 1, HOME + 6)]
    for _ in range(40):
        seat, frm = rng.choice(pegs)
        out.append(Move(rng.choice(ALL_CARDS), (Part(seat, frm, rng.choice(dests)),)))
    return out


def _assert_view_is_the_listing(position: Position, rng: random.Random) -> None:
    legal = position.legal_moves()
    view = position.legal_moves_view()
    assert len(view) == view.count() == len(legal)
    # Indexed first, on a view that has made no move yet: each split read from its run.
    for i in range(len(legal)):
        assert view[i] == legal[i]
        assert view[i - len(legal)] == legal[i - len(legal)]
    assert list(view) == legal
    assert list(position.legal_moves_view()) == legal
    ordered = sorted(legal)
    for i in rng.sample(range(len(legal)), min(25, len(legal))):
        assert view.sorted_move(i) == ordered[i]
    for move in legal:
        assert move in view
    listed = set(legal)
    for move in _near_misses(position, legal, rng):
        assert (move in view) == (move in listed), move


@fast
@given(games, st.randoms(use_true_random=False))
def test_the_view_lists_counts_indexes_and_tests_exactly_the_legal_moves(position, rng):
    """RULES 3-7 on positions of random games: count, order, index and membership agree."""
    _assert_view_is_the_listing(position, rng)


@fast
@given(games, hands, st.randoms(use_true_random=False))
def test_the_view_agrees_with_the_listing_for_any_hand(position, hand, rng):
    """RULES 7 included: hands where only a joker or nothing moves list discards too."""
    if position.is_over:
        return
    _assert_view_is_the_listing(_with_hand(position, hand), rng)


def test_the_seven_splits_are_counted_both_ways_without_being_made():
    """RULES 4: two pegs far apart split a 7 six ways each order; a 2 moves either peg."""
    position = make({0: ["T10", "T30"], 1: ["T50"]}, hands={0: ["7C", "2H"]})
    view = position.legal_moves_view()
    sevens = [m for m in position.legal_moves() if m.card == "7C"]
    assert len(view) == len(position.legal_moves()) == 2 + len(sevens)
    assert sum(len(m.parts) == 2 for m in sevens) == 12
    assert Move.parse("7C 0:T10-T13 0:T30-T34", 4) in view
    assert Move.parse("7C 0:T10-T14 0:T30-T34", 4) not in view  # 8 holes in all


def test_a_hand_that_cannot_move_lists_its_discards():
    """RULES 7: with every peg in start and no card that brings one out, each card is thrown
    away; the view lists those discards in the listing's order."""
    position = make({0: [], 1: ["T50"]}, hands={0: ["5C", "3D", "5H"]})
    view = position.legal_moves_view()
    assert list(view) == position.legal_moves() == [Move(c, ()) for c in sorted(set(view._hand))]
    assert Move(Card.parse("3D"), ()) in view
    assert Move(Card.parse("4D"), ()) not in view  # not held


def test_a_finished_game_has_an_empty_view_and_a_handless_seat_an_error_in_words():
    """RULES 8: nothing is legal once a team has won; no hand: the listing's own error."""
    won = make(
        {0: ["H1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]}, hands={0: ["5C"]}
    )
    assert won.is_over
    view = won.legal_moves_view()
    assert len(view) == 0 and list(view) == [] and not view
    # The tuned core words nothing (tests/test_words_walls.py): its IndexError holds (asked, size).
    with pytest.raises(IndexError) as drawn:
        view.sample(random.Random(0))
    assert drawn.value.args == (0, 0)
    with pytest.raises(IndexError) as read:
        view[0]
    assert read.value.args == (0, 0)
    exploring = Position.from_dict({**new_game(4).to_dict(), "hands": {}})
    with pytest.raises(PegsError, match="no hand"):
        exploring.legal_moves_view()


def test_a_move_drawn_from_the_view_plays_as_the_listed_one():
    """A move the view made is known legal: playing it gives the listed move's position."""
    position = random_position(7, 4, 60, {})
    view = position.legal_moves_view()
    legal = position.legal_moves()
    for i in (0, len(legal) // 2, len(legal) - 1):
        fresh = Position.from_json(position.to_json())
        assert fresh.play(fresh.legal_moves_view()[i]) == position.play(legal[i])
    assert view.sample(random.Random(3)) == legal[random.Random(3).randrange(len(legal))]


def _old_random_choice(position: Position, seed: int) -> Move:
    """The random bot as it was before the view: an index into the sorted, built moves."""
    view = SeatView.of(position)
    moves = view.legal_moves()
    if not moves:
        raise no_move(position)
    rng = random.Random(f"random-bot:{seed}:{view.key()}")
    return moves[rng.randrange(len(moves))]


def _old_seeded_position(players: int, seed: int, plies: int) -> Position:
    """``seeded_position`` as it was before the view: ``rng.choice`` over the built moves."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed)
    for _ in range(plies):
        moves = position.legal_moves()
        real = [m for m in moves if not m.is_discard]
        after = position.play(rng.choice(real or moves))[0]
        if after.is_over:
            break
        position = after
    return position


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_random_bot_plays_the_same_games_as_before_the_view(players):
    """Seeded games stay the same game: over many seeds, the random bot drawing from the view
    makes every choice the listing-based bot made, to the end of the game."""
    turns = 0
    for seed in range(8):
        bot = RandomBot(seed)
        position = new_game(players, seed=seed)
        while not position.is_over:
            move = bot.choose(position)
            assert move == _old_random_choice(position, seed), (seed, turns)
            position = position.play(move)[0]
            turns += 1
    assert turns > 8 * 50  # whole games were compared, not a few turns


@pytest.mark.parametrize("players", [4, 6, 8])
def test_seeded_positions_are_the_same_as_before_the_view(players):
    """The seeded random games behind the lessons' and benchmarks' positions are unchanged."""
    for seed in range(12):
        assert seeded_position(players, seed, 400)[0] == _old_seeded_position(players, seed, 400)
