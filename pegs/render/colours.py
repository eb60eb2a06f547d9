"""Seat colours, names and peg shapes: a colour-blind-safe palette shared by every picture.

Each seat's pegs differ by colour *and* shape, so no one needs to tell colours apart. The palette
is Okabe and Ito's (2008), chosen for readers with any common colour-vision deficiency. Words
(describe, narration) use the same names as the pictures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

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
    SeatStyle("Blue", "#0072B2", "circle"),
    SeatStyle("Orange", "#E69F00", "square"),
    SeatStyle("Green", "#009E73", "triangle"),
    SeatStyle("Purple", "#CC79A7", "diamond"),
    SeatStyle("Sky", "#56B4E9", "pentagon"),
    SeatStyle("Red", "#D55E00", "hexagon"),
    SeatStyle("Black", "#222222", "star"),
    SeatStyle("Yellow", "#F0E442", "cross"),
)


def seat_style(seat: int) -> SeatStyle:
    """The colour name, fill and shape of a seat."""
    return _STYLES[seat]


def seat_name(seat: int) -> str:
    """The colour name a seat goes by in pictures and words ("Blue", "Orange", ...)."""
    return _STYLES[seat].name
