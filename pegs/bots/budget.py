"""Advice within a budget: play-outs only for a shortlist of outcomes, as many as a second allows.

The advisor (and so the app's hint and ``pegs advise``) and the search bot rank a turn's distinct
outcomes (``outcomes``) in two steps: every outcome by the greedy score of the board it leaves
(cheap), then play-outs on the best few only, the same dealt worlds for each, world after world
until ``playouts`` worlds or the budget is spent. The budget is counted in moves scored by the
greedy player (``work``), not read from a clock, so the same position gets the same advice on
any machine; a caller that must answer by a given time passes a ``deadline`` and its ``clock``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..moves import Move
from . import search
from .greedy import WIN, score_moves
from .view import SeatView
from .work import BUDGET, work_for

#: Outcomes played out; the others are ranked after them by the greedy score.
SHORTLIST = 8
#: Most worlds dealt for each shortlisted outcome (fewer when the budget runs out first).
MAX_PLAYOUTS = 48


@dataclass(frozen=True)
class Ranked:
    """One outcome's moves and its estimate: the mean worth over its worlds, and those worlds."""

    moves: tuple[Move, ...]
    #: Mean play-out worth (holes of lead a few turns later), or the greedy score when unplayed.
    score: float
    #: Each world's worth (empty when the outcome was not played out).
    values: tuple[float, ...]
    greedy: float


def rank(
    view: SeatView,
    groups: Sequence[tuple[Move, ...]],
    *,
    rng: random.Random,
    playouts: int = MAX_PLAYOUTS,
    work: int | None = None,
    shortlist: int | None = SHORTLIST,
    depth: int = search.DEPTH,
    deadline: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
    on_world: Callable[[], None] | None = None,
    interruptible: bool = False,
) -> list[Ranked]:
    """The outcomes best first: the shortlist by play-outs, then the rest by greedy score.

    ``shortlist`` None plays every outcome out. A move that wins now is certain and first.
    """
    seen = view.position()
    moves = [group[0] for group in groups]
    greedy = score_moves(seen, moves)
    order = sorted(range(len(moves)), key=lambda i: -greedy[i])
    winners = [i for i in order if greedy[i] >= WIN]
    others = [i for i in order if greedy[i] < WIN]
    size = len(others) if shortlist is None else shortlist
    played = others[:size] if not winners else []
    values = (
        search.play_worlds(
            view,
            [moves[i] for i in played],
            playouts=playouts,
            depth=depth,
            rng=rng,
            deadline=deadline,
            clock=clock,
            work=work,
            on_world=on_world,
            interruptible=interruptible,
        )
        if played
        else []
    )
    out = [Ranked(groups[i], WIN, (), greedy[i]) for i in winners]
    scored = [
        Ranked(groups[i], sum(v) / max(len(v), 1), tuple(v), greedy[i])
        for i, v in zip(played, values, strict=True)
    ]
    out += sorted(scored, key=lambda r: (-r.score, -r.greedy))
    rest = [i for i in others if i not in set(played)]
    out += [Ranked(groups[i], greedy[i], (), greedy[i]) for i in rest]
    return out


__all__ = ["BUDGET", "MAX_PLAYOUTS", "SHORTLIST", "Ranked", "rank", "work_for"]
