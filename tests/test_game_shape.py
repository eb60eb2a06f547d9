"""One API test for both engines (issue 25, "one game shape"; OpenSpiel's ``api_test`` is the
model): Arizona Pegs and Jokers and Back Alley run through one generic function typed by the
``pegs.shape`` protocols, random seeded games to the end, checking the shape's promises at
every step.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pytest

import backalley
import pegs
from backalley.clauses import CLAUSES as BACKALLEY_CLAUSES
from pegs.scenarios import CLAUSES as PEGS_CLAUSES
from pegs.shape import Game, GameState

State = TypeVar("State", bound=GameState[Any, Any])
Bot = TypeVar("Bot")


@dataclass(frozen=True)
class Subject(Generic[State, Bot]):
    """A game under test: its package, a seeded start and the clause ids its refusals name."""

    name: str
    game: Game[State, Bot]
    start: Callable[[int], State]
    index: Collection[str]


# Every Pegs refusal names a clause id of the rule index ("5.own-colour"), never a bare section.
PEGS_INDEX = frozenset(PEGS_CLAUSES)

SUBJECTS: list[Subject[Any, Any]] = [
    Subject("pegs-4", pegs, lambda seed: pegs.new_game(4, seed=seed), PEGS_INDEX),
    Subject("pegs-6", pegs, lambda seed: pegs.new_game(6, seed=seed), PEGS_INDEX),
    Subject("backalley", backalley, backalley.new_game, frozenset(BACKALLEY_CLAUSES)),
]


def check_random_game(
    game: Game[State, Bot], start: State, index: Collection[str], seed: int, bot_name: str
) -> tuple[State, int]:
    """Play ``start`` to the end with uniformly random legal moves, checking at every step that
    the shape keeps its promises; return the final state and how many refusals were checked."""
    rng = random.Random(seed)
    refused = 0
    bot = game.make_bot(bot_name, seed)
    state = start
    previous: Sequence[Any] = ()
    for _step in range(20_000):
        if state.is_over:
            break
        assert state.turn is not None and 0 <= state.turn < state.players
        assert state.team_of(state.turn) in (0, 1)
        legal = state.legal_moves()
        assert legal, "a game not over has a legal move"
        for move in legal:
            # Every listed move is legal, and reads back from its notation.
            assert state.why_not(move) is None, move
            assert state.parse_move(move.notation()) == move
        # Moves legal a step ago that are not now: each refusal names a clause of the index.
        for move in previous:
            refusal = state.why_not(move)
            if refusal is not None:
                refused += 1
                assert refusal.rule in index, (refusal.rule, move)
                assert refusal.message and str(refusal)
                with pytest.raises(ValueError):
                    state.play(move)
        # The file round-trips (a dict and its JSON text) to an equal state.
        assert type(state).from_dict(state.to_dict()) == state
        assert type(state).from_json(state.to_json()) == state
        # The bot, seeing only its seat's view, picks a legal move.
        assert state.decide(bot) in legal
        before = state.to_json()
        move = rng.choice(list(legal))
        after, events = state.play(move)
        assert isinstance(events, tuple) and events
        assert after is not state and state.to_json() == before  # the old state is unchanged
        previous, state = legal, after
    assert state.is_over, "the game ends"
    assert state.winner is not None  # a team, or Back Alley's "draw"
    assert not state.legal_moves()
    return state, refused


def check_bots(game: Game[State, Bot], start: State) -> None:
    """Every named bot plays a whole game from ``start``; the run is seeded and recorded."""
    names = game.bot_names()
    assert names and len(set(names)) == len(names)
    for name in names:
        if name in ("search", "sampler"):
            continue  # the slow searchers decide like the others; their games are tested apart
        bots = [game.make_bot(name, seat) for seat in range(start.players)]
        record = game.run_game(start, bots)
        again = game.run_game(start, [game.make_bot(name, seat) for seat in range(start.players)])
        assert record.final.is_over and record.winner == record.final.winner
        assert record.moves > 0 and again.final == record.final and again.moves == record.moves
    with pytest.raises(ValueError):
        game.make_bot("no-such-bot")


@pytest.mark.parametrize(
    ("subject", "seed"),
    [(SUBJECTS[0], 1), (SUBJECTS[0], 2), (SUBJECTS[1], 1), (SUBJECTS[2], 1), (SUBJECTS[2], 2)],
    ids=lambda value: value.name if isinstance(value, Subject) else str(value),
)
def test_random_games_keep_the_shapes_promises(subject: Subject[Any, Any], seed: int) -> None:
    """The shape's promises, step by step, through whole random games of each engine."""
    start = subject.start(seed)
    final, refused = check_random_game(subject.game, start, subject.index, seed, "random")
    assert final.to_dict() != start.to_dict()
    assert refused > 50  # moves legal a step before were refused, each naming its clause


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.name)
def test_every_bot_plays_whole_games_through_the_shape(subject: Subject[Any, Any]) -> None:
    """``make_bot``, ``bot_names`` and ``run_game``: the same verbs and record in both games."""
    check_bots(subject.game, subject.start(7))


def test_the_old_names_still_work_beside_the_shapes() -> None:
    """The shape adds names; each game's own names keep working with the same answers."""
    state = backalley.new_game(3)
    assert state.legal_moves() == state.legal_actions()
    action = state.legal_moves()[0]
    assert state.play(action) == state.apply(action)
    assert backalley.why_not(state, action) is None and state.why_not(action.notation()) is None
    bots = [backalley.make_bot("random", seat) for seat in range(4)]
    record, _events = backalley.bots.play_game(state, (bots[0], bots[1], bots[2], bots[3]))
    shaped = backalley.run_game(state, [backalley.make_bot("random", seat) for seat in range(4)])
    assert shaped == record and shaped.moves == record.actions
    position = pegs.new_game(4, seed=3)
    move = position.legal_moves()[0]
    assert position.parse_move(str(move)) == move == pegs.parse_move(str(move), 4)
    assert position.decide(pegs.make_bot("greedy", 1)) == pegs.make_bot("greedy", 1).choose(
        position
    )
