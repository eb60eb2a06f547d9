"""Seats by colour: the name each seat goes by, in words and pictures alike (RULES 1).

A seat is a number in the model and in files; people call it by its colour. The names live here,
with the model, so refusals, stories and pictures name a seat the same way without the model
reaching up into the pictures (``pegs.render.colours`` adds each colour's fill and peg shape).
"""

from __future__ import annotations

#: Each seat's colour name, in seat order (seats alternate teams, RULES 1).
SEAT_NAMES = ("Blue", "Orange", "Green", "Purple", "Sky", "Red", "Black", "Yellow")


def seat_name(seat: int) -> str:
    """The colour name a seat goes by in pictures and words ("Blue", "Orange", ...)."""
    return SEAT_NAMES[seat]


__all__ = ["SEAT_NAMES", "seat_name"]
