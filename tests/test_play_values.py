"""What ``play`` hands back stays the same values however cheaply it is made: events keep every
property of a frozen dataclass, paths are the holes a peg walks, and playing a move never changes
the position it was played from (its children share the seats' arrays it leaves alone).
"""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import random

import pytest
from play import options_for

from pegs import HOME, START, Card, Position, new_game
from pegs._engine.scratch import Scratch
from pegs.board import board_for
from pegs.check import PartKind, PartResult
from pegs.events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    GameWon,
    PegMoved,
    SentToInSpot,
)

FIVE = Card.parse("5H")
# One example of every event class, made with positional arguments.
EXAMPLES = [
    CardPlayed(2, FIVE, False),
    PegMoved(1, 10, 15, (11, 12, 13, 14, 15), False),
    BumpedToStart(3, 15, 1),
    SentToInSpot(3, 15, 57, 1),
    EnteredHome(0, HOME + 2),
    CardDrawn(2, FIVE),
    DiscardsReshuffled(40),
    GameWon(1),
]


@pytest.mark.parametrize("event", EXAMPLES, ids=lambda e: type(e).__name__)
def test_an_event_is_a_frozen_dataclass_value(event):
    cls = type(event)
    names = [f.name for f in dataclasses.fields(cls)]
    values = [getattr(event, n) for n in names]
    # The hand-written constructor takes exactly the fields, in order, with their defaults.
    parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in parameters] == names
    for parameter, field in zip(parameters, dataclasses.fields(cls), strict=True):
        assert parameter.default == (
            inspect.Parameter.empty if field.default is dataclasses.MISSING else field.default
        )
    assert cls(**dict(zip(names, values, strict=True))) == event  # by keyword
    assert vars(event) == dict(zip(names, values, strict=True))  # no other state
    assert hash(event) == hash(cls(*values)) == hash(tuple(values))
    assert (
        repr(event)
        == f"{cls.__name__}("
        + ", ".join(f"{n}={v!r}" for n, v in zip(names, values, strict=True))
        + ")"
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(event, names[0], 7)
    copy = pickle.loads(pickle.dumps(event))
    assert copy == event and type(copy) is cls
    assert dataclasses.replace(event) == event
    assert cls.__match_args__ == tuple(names)
    with pytest.raises(TypeError):
        cls()  # every event has a field without a default
    with pytest.raises(TypeError):
        cls(*values, nowhere=1)


def test_events_of_different_classes_are_never_equal():
    assert DiscardsReshuffled(1) != GameWon(1)
    assert CardDrawn(0, FIVE) != CardPlayed(0, FIVE)
    assert BumpedToStart(0, 5, 1) != BumpedToStart(0, 5, 3)


def test_match_patterns_read_events():
    match PegMoved(1, 10, 15, (11, 12, 13, 14, 15)):
        case PegMoved(seat, frm, to, path, backward):
            assert (seat, frm, to, len(path), backward) == (1, 10, 15, 5, False)
        case _:
            pytest.fail("a PegMoved did not match its own pattern")


def _walked(players: int, result: PartResult) -> tuple[int, ...]:
    """The holes a part's peg steps on, hole by hole (the rule, not the engine's slices)."""
    seat, frm, to = result.part
    if result.kind in (PartKind.OUT, PartKind.JOKER):
        return (to,)
    board = board_for(players)
    length = board.track_length
    if result.kind is PartKind.BACKWARD:
        return tuple((frm - i) % length for i in range(1, result.steps + 1))
    if frm > HOME:
        return tuple(range(frm + 1, to + 1))
    if to > HOME:
        to_in_spot = (board.in_spot(seat) - frm) % length
        track = tuple((frm + i) % length for i in range(1, to_in_spot + 1))
        return track + tuple(range(HOME + 1, to + 1))
    return tuple((frm + i) % length for i in range(1, result.steps + 1))


def _fresh_arrays(position: Position) -> tuple[object, ...]:
    sc = Scratch(position.players, position.pegs)
    return (sc.occ, [sorted(p) for p in sc.pegs], sc.homemask, sc.startn)


def _arrays(position: Position) -> tuple[object, ...]:
    sc = position._layout()
    return (sc.occ, [sorted(p) for p in sc.pegs], sc.homemask, sc.startn)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_every_move_of_random_games_walks_the_holes_of_the_rule(players):
    # RULES 4-6: a peg steps on every hole it passes, forward or back, then up its home lane;
    # coming out and a joker jump. Every legal move of every third position along a game.
    for index in range(2):
        rng = random.Random(players * 10 + index)
        position = new_game(players, seed=index, **options_for(index + players))
        turn = 0
        while not position.is_over:
            moves = position.legal_moves()
            turn += 1
            for move in moves if turn % 3 == 0 else ():
                if not move.parts:
                    continue
                results = position._core.resolve(move)
                moved = [e for e in position.play(move)[1] if isinstance(e, PegMoved)]
                assert [e.path for e in moved] == [_walked(players, r) for r in results]
            position = position.play(rng.choice(moves))[0]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_playing_every_move_leaves_the_position_and_its_siblings_as_they_were(players):
    # A bot plays every move of one position: the position's arrays, shared in part with each
    # child, must stay its own, and each child's arrays must be those of its own pegs.
    rng = random.Random(players)
    position = new_game(players, seed=players, **options_for(players))
    for _ in range(60):
        if position.is_over:
            break
        moves = position.legal_moves()
        before = _arrays(position)
        children = [position.play(move)[0] for move in moves]
        for child in children:
            assert _arrays(child) == _fresh_arrays(child)
            child.legal_moves()  # reading a child's moves (trial moves on its arrays) ...
        assert _arrays(position) == before == _fresh_arrays(position)  # ... changes no parent
        assert all(_arrays(c) == _fresh_arrays(c) for c in children)  # ... nor a sibling
        position = rng.choice(children)


def test_the_move_that_brings_a_teams_last_peg_home_wins():
    # RULES 8: the winner is found from the seats the move changed; a seat already all home
    # whose partner still has a peg out is no win, and the partner's last peg home is.
    rules = new_game(4, seed=1).rules
    home = tuple(range(HOME + 1, HOME + 6))
    four_before_in_spot = board_for(4).in_spot(2) - 4
    pegs = [home, (START,) * 5, (four_before_in_spot, *home[1:]), (START,) * 5]
    position = Position(rules=rules, pegs=tuple(pegs), turn=2, hands=((), (), (FIVE,), ()))
    move = next(m for m in position.legal_moves() if m.parts[0].to == HOME + 1)
    after, events = position.play(move)
    assert after.winner == 0 and events[-1] == GameWon(0) and after.turn == 2
    assert after.pegs[2] == home
