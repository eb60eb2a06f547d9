"""A team's chance to win, from the board's evaluation, calibrated on self-play.

The shared evaluation (``greedy.evaluate``) counts a team's lead in holes; what a lead is worth
depends on how much of the game is left: 20 holes ahead at the start is little, near the end a
lot. So the chance is a logistic curve in the lead and in the lead over the holes both teams
still have to travel, fitted (``benchmarks/calibrate_fit.py``) to who won the search bot's
games against itself from each position (``benchmarks/calibrate_games.py``); its calibration
plot is ``benchmarks/results/calibration.svg``.
"""

from __future__ import annotations

import math

from ..board import HOME, START, board_for
from ..position import Position
from .greedy import WIN, evaluate
from .layout import Layout

#: Added to the holes left before dividing, so the lead's weight stays finite at the very end.
OFFSET = 40.0
#: The weights: of the lead in holes (per 100), and of the lead over the holes left. Fitted
#: on 637 positions of 4 self-play games only (``benchmarks/results/calibration.json``): on the
#: 690 positions of 3 held-out games it is overconfident and misses the 5-point bands; a fit
#: on thousands of games is still to be done (issue 30).
WEIGHT_LEAD = 1.0871
WEIGHT_SHARE = 3.4799


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


def left(position: Position) -> int:
    """Holes both teams still travel: how much of the game is left."""
    return to_go(position, 0) + to_go(position, 1)


def chance(value: float, remaining: int) -> float:
    """The chance a team wins when the board is worth ``value`` to it with ``remaining`` holes
    left to travel by both teams (a won game is certain, a lost one hopeless)."""
    if value >= WIN:
        return 1.0
    if value <= -WIN:
        return 0.0
    z = WEIGHT_LEAD * value / 100 + WEIGHT_SHARE * value / (remaining + OFFSET)
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def chance_here(position: Position, team: int) -> float:
    """The team's chance to win from ``position``, with the seat to move about to play."""
    if position.winner is not None:
        return 1.0 if position.winner == team else 0.0
    value = evaluate(Layout.of(position), position.rules, team, position.turn)
    return chance(value, left(position))


__all__ = ["chance", "chance_here", "left", "to_go"]
