"""The search computer player: Monte Carlo over the cards it cannot see.

For each candidate move it deals the unseen cards at random many times (consistently with what
the seat sees), plays the move and a few more turns with the greedy policy for every seat, and
scores the board it reaches; it plays the move with the best mean. The same dealt worlds are used
for every candidate, so they are compared on equal luck. ``estimate`` is shared with the advisor.
The board evaluation and the greedy policy live in ``greedy``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from ..errors import NoMoveError
from ..moves import Move
from ..position import Position
from .greedy import WIN, best_move, evaluate, moves_scored, score_moves
from .layout import Layout
from .outcomes import group_outcomes
from .view import SeatView, no_move
from .work import BUDGET, work_for

#: Dealt worlds per decision, turns played after the move, and moves kept for the search.
PLAYOUTS = 12
DEPTH = 2
CANDIDATES = 5


def distinct_moves(moves: Sequence[Move]) -> list[Move]:
    """The moves with equal-effect duplicates dropped (copies of a rank in different suits)."""
    seen = set()
    out = []
    for move in moves:
        key = (move.card.rank, move.parts)
        if key not in seen:
            seen.add(key)
            out.append(move)
    return out


def rollout(world: Position, move: Move, depth: int, team: int) -> float:
    """The worth to ``team`` of the board after ``move`` and ``depth`` greedy turns."""
    position = world.play(move)[0]
    for _ in range(depth):
        if position.is_over:
            break
        try:
            position = position.play(best_move(position))[0]
        except NoMoveError:  # a hand run dry (RULES 3): the look-ahead stops there
            break
    winner = position.winner
    if winner is not None:
        return WIN if winner == team else -WIN
    return evaluate(Layout.of(position), position.rules, team, position.turn)


def play_worlds(
    view: SeatView,
    moves: Sequence[Move],
    *,
    playouts: int = PLAYOUTS,
    depth: int = DEPTH,
    rng: random.Random,
    deadline: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
    work: int | None = None,
    on_world: Callable[[], None] | None = None,
    interruptible: bool = False,
) -> list[list[float]]:
    """Each move's play-out worth in each of up to ``playouts`` dealt worlds, the same for all.

    No new world is dealt once ``clock()`` passes ``deadline`` or when one more world, as
    costly as the mean so far, would take the moves scored past ``work`` (``work``: counted,
    so the same on every machine; the first world is always played). With ``interruptible``,
    Ctrl-C after the first world ends the loop early with the whole worlds played so far (a
    command line's clean stop); otherwise it propagates.
    """
    values: list[list[float]] = [[] for _ in moves]
    started = moves_scored()
    for worlds in range(playouts):  # worlds: how many are done
        if worlds and deadline is not None and clock() > deadline:
            break
        if (
            worlds
            and work is not None
            and (moves_scored() - started) * (worlds + 1) > work * worlds
        ):
            break
        try:
            world = view.deal(rng)
            # One world's values are added only once all are known: a stop never leaves a
            # world counted for some moves and not others.
            row = [rollout(world, move, depth, view.team) for move in moves]
        except KeyboardInterrupt:
            if not interruptible or not worlds:
                raise
            break
        for i, value in enumerate(row):
            values[i].append(value)
        if on_world is not None:
            on_world()
    return values


def estimate(
    view: SeatView,
    moves: Sequence[Move],
    *,
    playouts: int = PLAYOUTS,
    depth: int = DEPTH,
    rng: random.Random,
    deadline: float | None = None,
    on_world: Callable[[], None] | None = None,
    interruptible: bool = False,
) -> list[float]:
    """Mean play-out worth of each move over ``playouts`` dealt worlds (fewer past ``deadline``,
    a ``time.perf_counter`` reading); see ``play_worlds``."""
    values = play_worlds(
        view,
        moves,
        playouts=playouts,
        depth=depth,
        rng=rng,
        deadline=deadline,
        on_world=on_world,
        interruptible=interruptible,
    )
    return [sum(v) / max(len(v), 1) for v in values]


class SearchBot:
    """Monte Carlo search over hidden cards with greedy play-outs; seeded, with a budget."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        playouts: int = PLAYOUTS,
        depth: int = DEPTH,
        candidates: int = CANDIDATES,
        time_budget: float | None = None,
        budget: float | None = BUDGET,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.playouts = playouts
        self.depth = depth
        self.candidates = candidates
        #: Seconds per decision by ``clock``; None plays every playout (a clock is not
        #: reproducible, so it is off by default).
        self.time_budget = time_budget
        self.clock = clock
        #: Seconds per decision counted in moves scored (``work.work_for``): reproducible.
        self.budget = budget

    def choose(self, position: Position) -> Move:
        """The move with the best mean play-out for the seat to move, from what it may see."""
        view = SeatView.of(position)
        seen = view.position()
        # One move per outcome (both orders of a split are one): the shortlist holds outcomes.
        moves = [group[0] for group in group_outcomes(seen, distinct_moves(view.legal_moves()))]
        if not moves:
            raise no_move(position)
        if len(moves) == 1:
            return moves[0]
        scores = score_moves(seen, moves)
        order = sorted(range(len(moves)), key=lambda i: -scores[i])
        if scores[order[0]] >= WIN:
            return moves[order[0]]  # a move that wins now needs no search
        shortlist = [moves[i] for i in order[: self.candidates]]
        # A fresh generator per decision, keyed by the view: decisions never depend on hidden
        # cards or on the history of earlier decisions.
        rng = random.Random(f"search-bot:{self.seed}:{view.key()}")
        deadline = None
        if self.time_budget is not None:
            deadline = self.clock() + self.time_budget
        worlds = play_worlds(
            view,
            shortlist,
            playouts=self.playouts,
            depth=self.depth,
            rng=rng,
            deadline=deadline,
            clock=self.clock,
            work=None if self.budget is None else work_for(self.budget),
        )
        values = [sum(v) / max(len(v), 1) for v in worlds]
        best = max(range(len(shortlist)), key=values.__getitem__)
        return shortlist[best]
