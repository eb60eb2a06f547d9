"""The board as the bots' evaluation reads it: each seat's peg places, made from public values.

A position's pegs, or the pegs after a move's effects (``Position.effects``) are made on a copy,
so that the greedy player can score every candidate move without playing it. Places are kept in
the order a move leaves them (a moved peg takes its old place's slot), not re-sorted: the
evaluation sums peg values in this order, and the same order gives the same floating-point sums
and so the same choices in every seeded game.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import START, Place, landmarks
from ..moves import PartEffect
from ..position import Position


class Layout:
    """Every seat's peg places on one board, and the board's landmarks."""

    __slots__ = ("come_out", "in_spot", "length", "pegs", "players")

    def __init__(self, players: int, pegs: Sequence[Sequence[Place]]) -> None:
        self.players = players
        self.length, self.in_spot, self.come_out = landmarks(players)
        self.pegs = [list(places) for places in pegs]

    @classmethod
    def of(cls, position: Position) -> Layout:
        """The layout of a position's pegs."""
        return cls(position.players, position.pegs)

    def after(self, effects: Sequence[PartEffect]) -> Layout:
        """A copy with a move's effects made: each part's peg moved, then the pegs it sends away."""
        new = Layout.__new__(Layout)
        new.players, new.length = self.players, self.length
        new.in_spot, new.come_out = self.in_spot, self.come_out
        pegs = new.pegs = list(map(list.copy, self.pegs))
        for effect in effects:
            seat, frm, to = effect.part
            places = pegs[seat]
            places[places.index(frm)] = to
            for bumped, was, goes in effect.bumps:
                places = pegs[bumped]
                places[places.index(was)] = goes
        return new

    def in_start(self, seat: int) -> int:
        """How many of ``seat``'s pegs wait in its start."""
        return self.pegs[seat].count(START)
