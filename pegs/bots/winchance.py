"""A team's chance to win, from the board's evaluation, calibrated on self-play.

The shared evaluation (``greedy.evaluate``) counts a team's lead in holes, summed over the
table's pegs (so per four players here). Self-play at the strongest level says a lead is worth
less than it looks: a bump sends a peg a whole lap back and a team a few holes from home can wait
dozens of turns for the cards it needs, so even late in a game the team ahead wins only about
two games in three. The chance is therefore a logistic curve in a lead that saturates (the
hyperbolic tangent of the lead per four players, per 100 holes), fitted
(``benchmarks/calibrate_fit.py``) to who won the search bot's games against itself
(``benchmarks/calibrate_games.py``) and checked on held-out games; its calibration plot is
``benchmarks/results/calibration.svg``. On 149 fitting games it had the lowest log loss on
games left out of each fit among the curves within 5 points in every band; the tanh and its
cube (shipped before, on 64 games), the holes still to travel, a gentler tanh and a heavier weight
late in the game did not do better there (``docs/playouts.md``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..board import HOME, START, board_for
from ..position import Position
from .greedy import WIN, evaluate
from .layout import Layout

#: What each weight multiplies (``features``), for the fit's results.
FEATURES = ("tanh of the lead per 4 players, per 100 holes",)
#: Fitted on the fitting half of the self-play games (``benchmarks/calibrate_fit.py``); the
#: check on the held-out half is ``benchmarks/results/calibration.json``.
WEIGHTS = (0.6897,)


def to_go(position: Position, team: int) -> int:
    """Holes the team's pegs still travel to get home (start counts the whole way round)."""
    board = board_for(position.players)
    total = 0
    for seat in board.team_seats(team):
        for place in position.pegs[seat]:
            if place == START:
                total += board.holes_to_home(seat) + 6
            elif place < HOME:
                total += board.distance(place, board.in_spot(seat)) + 5
    return total


def whole(players: int) -> int:
    """Holes both teams travel in a whole game at a table of ``players`` (every peg from start)."""
    board = board_for(players)
    return sum(5 * (board.holes_to_home(seat) + 6) for seat in range(players))


def left(position: Position) -> int:
    """Holes both teams still travel: how much of the game is left."""
    return to_go(position, 0) + to_go(position, 1)


def features(value: float, remaining: int, players: int) -> tuple[float, ...]:
    """The curve's inputs for a board worth ``value`` with ``remaining`` holes left."""
    # The holes left are an input the fit may use; the current curve found no use for them.
    del remaining
    return (math.tanh(value * 4 / (100 * players)),)


def chance(value: float, remaining: int, players: int, weights: Sequence[float] = WEIGHTS) -> float:
    """The chance a team wins when the board is worth ``value`` to it with ``remaining`` holes
    left to travel by both teams at a table of ``players`` (a won game is certain, a lost one
    hopeless)."""
    if value >= WIN:
        return 1.0
    if value <= -WIN:
        return 0.0
    x = features(value, remaining, players)
    z = sum(w * f for w, f in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def chance_here(position: Position, team: int) -> float:
    """The team's chance to win from ``position``, with the seat to move about to play."""
    if position.winner is not None:
        return 1.0 if position.winner == team else 0.0
    value = evaluate(Layout.of(position), position.rules, team, position.turn)
    return chance(value, left(position), position.players)


__all__ = ["FEATURES", "WEIGHTS", "chance", "chance_here", "features", "left", "to_go", "whole"]
