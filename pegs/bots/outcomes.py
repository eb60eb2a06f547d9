"""Outcomes, not move spellings: the moves of a turn grouped by the board and hand they leave.

Both orders of one split that end with the pegs in the same holes, or two copies of a rank in
different suits, are different moves with one outcome: the advisor, the hint and the search bot
rank each outcome once and list its moves together. Two moves are one outcome when they spend
the same rank and leave every seat's pegs in the same holes (the hand left is then the same but
for a suit, which no rule reads).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..moves import Move
from ..position import Position
from .layout import Layout

#: What identifies an outcome: the rank spent and each seat's peg places, sorted.
OutcomeKey = tuple[object, tuple[tuple[int, ...], ...]]


def outcome_key(layout: Layout, position: Position, move: Move) -> OutcomeKey:
    """The outcome of ``move`` from ``position`` (whose pegs ``layout`` holds)."""
    after = layout.after(position.effects(move)) if move.parts else layout
    return move.card.rank, tuple(tuple(sorted(places)) for places in after.pegs)


def group_outcomes(position: Position, moves: Sequence[Move]) -> list[tuple[Move, ...]]:
    """The moves grouped by outcome, groups in the order of their first move, moves in order."""
    layout = Layout.of(position)
    groups: dict[OutcomeKey, list[Move]] = {}
    for move in moves:
        groups.setdefault(outcome_key(layout, position, move), []).append(move)
    return [tuple(group) for group in groups.values()]


__all__ = ["OutcomeKey", "group_outcomes", "outcome_key"]
