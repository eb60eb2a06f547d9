"""Hit-testing: which place of the board a click in canvas pixels lands on (pure, no widgets).

The browser reports clicks in the canvas's own pixels, which are ``pixel_ratio`` times its CSS
size (the canvas is drawn larger than it is shown, to stay sharp on high-DPI screens). This module
turns such a pixel into the unit box of ``pegs.render.geometry`` and asks the layout which place is
there; it owns no coordinates of its own and knows nothing of pegs, cards or legality.
"""

from __future__ import annotations

from pegs.board import HOME, START, Place, PlaceRef, board_for
from pegs.render.geometry import Layout


def pixel_to_unit(
    x: float, y: float, *, size: int, pixel_ratio: float = 2.0
) -> tuple[float, float]:
    """A point in canvas pixels as a point of the unit box (the board is ``size`` CSS px wide)."""
    if size <= 0 or pixel_ratio <= 0:
        raise ValueError(f"size ({size!r}) and pixel_ratio ({pixel_ratio!r}) must be positive")
    pixels = size * pixel_ratio
    return (x / pixels, y / pixels)


def hit_test(
    layout: Layout, x: float, y: float, *, size: int, pixel_ratio: float = 2.0
) -> PlaceRef | None:
    """The place under canvas pixel (x, y) as (seat or None for a track hole, place), or None."""
    ux, uy = pixel_to_unit(x, y, size=size, pixel_ratio=pixel_ratio)
    return layout.nearest_place(ux, uy)


def on_board(hit: object, players: int) -> bool:
    """True when ``hit`` names a place of a ``players``-seat board, as ``hit_test`` reports them.

    Controllers ask this before acting on a click handed to them from outside, so a made-up
    place is treated as a click on nothing instead of failing deep inside.
    """
    if not isinstance(hit, tuple) or len(hit) != 2:
        return False
    seat, place = hit
    if type(place) is not int or (seat is not None and type(seat) is not int):
        return False
    if seat is not None and not 0 <= seat < players:
        return False
    if 0 <= place < board_for(players).track_length:
        return True
    return seat is not None and (place == START or HOME < place <= HOME + 5)


def place_pixel(
    layout: Layout, seat: int, place: Place, *, size: int, pixel_ratio: float = 2.0, slot: int = 0
) -> tuple[float, float]:
    """The canvas pixel at the centre of ``seat``'s ``place`` (the inverse of ``hit_test``)."""
    ux, uy = layout.place_xy(seat, place, slot)
    pixels = size * pixel_ratio
    return (ux * pixels, uy * pixels)
