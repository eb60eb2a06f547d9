"""Seat colours, names and peg shapes: a colour-blind-safe palette shared by every picture.

Each seat's pegs differ by colour *and* shape, so no one needs to tell colours apart. The palette
is Okabe and Ito's (2008), chosen for readers with any common colour-vision deficiency. The
colour names are the model's (``pegs.seats``), so words and pictures name a seat alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from ..seats import SEAT_NAMES, seat_name

PegShape = Literal[
    "circle", "square", "triangle", "diamond", "pentagon", "hexagon", "star", "cross"
]
SHAPES: tuple[PegShape, ...] = get_args(PegShape)


@dataclass(frozen=True)
class SeatStyle:
    """How one seat looks and is named: colour name, fill colour, peg shape."""

    name: str
    fill: str
    shape: PegShape


# Seats alternate teams (RULES 1, ``board.team_of``), so neighbouring seats get clearly
# different colours and shapes.
_STYLES = (
    SeatStyle(SEAT_NAMES[0], "#0072B2", "circle"),
    SeatStyle(SEAT_NAMES[1], "#E69F00", "square"),
    SeatStyle(SEAT_NAMES[2], "#009E73", "triangle"),
    SeatStyle(SEAT_NAMES[3], "#CC79A7", "diamond"),
    SeatStyle(SEAT_NAMES[4], "#56B4E9", "pentagon"),
    SeatStyle(SEAT_NAMES[5], "#D55E00", "hexagon"),
    SeatStyle(SEAT_NAMES[6], "#222222", "star"),
    SeatStyle(SEAT_NAMES[7], "#F0E442", "cross"),
)


def seat_style(seat: int) -> SeatStyle:
    """The colour name, fill and shape of a seat."""
    return _STYLES[seat]


__all__ = ["SHAPES", "PegShape", "SeatStyle", "seat_name", "seat_style"]
