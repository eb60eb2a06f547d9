"""What a board marks and what a hand shows of each card: the values a controller hands a view.

Plain values, no rules and no widgets: the pegs that can move, the chosen peg and where it can
go (``Highlights``), and whether each card of the hand can be played, with the engine's reason
when not (``CardStatus``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pegs import Card
from pegs.board import Place, PlaceRef

PegRef = tuple[int, Place]  # (seat, place) of one peg


@dataclass(frozen=True)
class Highlights:
    """What the board should mark: pegs that can move, the chosen peg, where it can go."""

    movable: tuple[PegRef, ...] = ()
    targets: tuple[PegRef, ...] = ()
    selected: PegRef | None = None
    focused: PlaceRef | None = None  # a peg, or the hole clicked
    pending: tuple[tuple[PegRef, PegRef], ...] = ()


@dataclass(frozen=True)
class CardStatus:
    """One card of the hand: whether it can be played now and, if not, the engine's reason."""

    card: Card
    playable: bool
    reason: str
