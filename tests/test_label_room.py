"""Seat labels never lie over a hole or the track, nor past the picture's edge (issue 29, item 7).

Each seat's label (its name, its team, its peg shape, and the plate it gets when the seat is to
play) runs along its side of the board, outside the track (RULES 2: the board and its holes). With
8 players the plate of the seat to play covered Blue's row of holes, and in High contrast Black's
label ran onto the track. The label's boxes are the scene's own (``scene.seat_label``), turned as
the picture turns them; every place is a circle of a peg's size (a track hole: half a spacing, so
the track between holes counts too).
"""

from __future__ import annotations

import math

import pytest

from pegs.render.colours import seat_style
from pegs.render.geometry import layout
from pegs.render.scene import Sheet, label_boxes, seat_label
from pegs.render.theme import THEMES

SIZES = (400, 600, 900, 1920)  # a small notebook picture up to the app's 2x canvas
CASES = [(p, t, s) for p in (4, 6, 8) for t in THEMES for s in SIZES]


@pytest.mark.parametrize(("players", "theme", "size"), CASES)
def test_no_label_box_meets_a_hole_or_the_track(players: int, theme: str, size: int) -> None:
    lay = layout(players)
    sheet = Sheet(lay, size, THEMES[theme])
    places = [
        (sheet.px(xy), sheet.sp / 2 if seat is None else sheet.peg_r, seat, place)
        for seat, place, _slot, xy in lay.all_places()
    ]
    covered = []
    for seat in range(players):
        label = seat_label(sheet, seat)
        (ox, oy), angle = label.origin, math.radians(label.angle)
        cos, sin = math.cos(angle), math.sin(angle)
        for (px, py), radius, owner, place in places:
            # The place's centre in the label's own frame (turned back by its angle).
            lx = cos * (px - ox) + sin * (py - oy)
            ly = -sin * (px - ox) + cos * (py - oy)
            for left, top, right, bottom in label_boxes(label.badge):
                dx, dy = max(left - lx, 0.0, lx - right), max(top - ly, 0.0, ly - bottom)
                if math.hypot(dx, dy) < radius:
                    covered.append(f"{seat_style(seat).name}'s label over {owner}:{place}")
                    break
    assert not covered, covered[:5]


@pytest.mark.parametrize(("players", "theme", "size"), CASES)
def test_every_label_stays_inside_the_picture(players: int, theme: str, size: int) -> None:
    sheet = Sheet(layout(players), size, THEMES[theme])
    for seat in range(players):
        label = seat_label(sheet, seat)
        (ox, oy), angle = label.origin, math.radians(label.angle)
        cos, sin = math.cos(angle), math.sin(angle)
        for left, top, right, bottom in label_boxes(label.badge):
            for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
                px, py = ox + cos * x - sin * y, oy + sin * x + cos * y
                assert -0.5 <= px <= size + 0.5 and -0.5 <= py <= size + 0.5, (
                    f"{seat_style(seat).name}'s label runs past the picture's edge"
                )


def test_labels_keep_their_type_size_where_there_is_room() -> None:
    # Only a board with too little room outside the track gets smaller type: never 4 players.
    sheet = Sheet(layout(4), 600, THEMES["light"])
    assert all(seat_label(sheet, s).badge.big == sheet.font(17) for s in range(4))
