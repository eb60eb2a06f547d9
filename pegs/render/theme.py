"""The look of the board shared by every picture of it: themes, sizes of marks, shapes and captions.

Both the static SVG (``pegs.render.svg``) and the live canvas (``widgets.board``) draw from these
values, so the two pictures look alike. This module owns colours per theme, line and font sizes,
the marks for come-out holes and in-spots, peg outlines and the words of seat badges and of the
centre caption. It owns no coordinates (``geometry`` does), no seat colours (``colours`` does)
and no output format: it imports nothing outside the standard library and ``pegs``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..board import board_for, team_of
from ..words.messages import say
from ..words.names import card_args, colour_name, list_words, seat_key

if TYPE_CHECKING:
    from ..position import Position

Point = tuple[float, float]


@dataclass(frozen=True)
class Theme:
    """The colours and line weights of one look of the board."""

    background: str
    board: str
    edge: str  # board outline and track groove
    hole: str
    hole_edge: str
    text: str
    peg_edge: str
    # Highlights use no hue: every hue of the palette already names a seat.
    highlight: str  # disc under highlighted places
    highlight_edge: str  # its dashed ring, and the plate behind the name of the seat to play
    path: str  # the last move's path
    bump: str
    tint: float  # opacity of seat colour behind start areas and home lanes
    weight: float  # multiplies every line width
    font: float  # multiplies every font size
    # The live board's chosen peg and its destinations: one accent, not a seat's hue.
    accent: str = "#1a1a1a"


THEMES: dict[str, Theme] = {
    "light": Theme(
        background="#ffffff",
        board="#f4efe4",
        edge="#8a7f6a",
        hole="#fffdf8",
        hole_edge="#6b6150",
        text="#1a1a1a",
        peg_edge="#1a1a1a",
        highlight="#ffffff",
        highlight_edge="#1a1a1a",
        path="#1a1a1a",
        bump="#c00000",
        tint=0.28,
        weight=1.0,
        font=1.0,
        accent="#c00000",
    ),
    "dark": Theme(
        background="#16181d",
        board="#262a33",
        edge="#8d95a5",
        hole="#111318",
        hole_edge="#a9b0bd",
        text="#f2f2f2",
        peg_edge="#f2f2f2",
        highlight="#16181d",
        highlight_edge="#ffffff",
        path="#ffffff",
        bump="#ff6b6b",
        tint=0.35,
        weight=1.0,
        font=1.0,
        accent="#ff6b6b",
    ),
    # For projectors: pure black on white, heavy lines and large type; tints are kept strong
    # because projectors wash pale colours out.
    "high-contrast": Theme(
        background="#ffffff",
        board="#ffffff",
        edge="#000000",
        hole="#ffffff",
        hole_edge="#000000",
        text="#000000",
        peg_edge="#000000",
        highlight="#ffffff",
        highlight_edge="#000000",
        path="#000000",
        bump="#d00000",
        tint=0.45,
        weight=1.8,
        font=1.2,
        accent="#d00000",
    ),
}

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif"

# Widths of the tinted bands, in hole spacings: each seat's side, its start area, its home lane.
SIDE_BAND = 0.95
NEST_BAND = 1.05
LANE_BAND = 0.95
WAY_OUT_DASH = 0.18  # dash of the line from the start area to the come-out hole
# Marks, in hole spacings beyond the hole's radius: a ring round the come-out hole, a square
# round the in-spot (marks, not colour alone, tell them apart); their line is MARK_WIDTH hairlines.
COME_OUT_RING = 0.2
IN_SPOT_HALF = 0.17
MARK_WIDTH = 2.6
# The outline (in hairlines, each side) of a seat's marks and bands where their colour alone is
# under 3:1 against the board (``contrast.legible``).
MARK_OUTLINE = 0.9
# Font sizes (pixels on a 600-pixel picture): seat name and its second line; centre caption.
LABEL_FONT = (17, 12)
CENTRE_FONT = (18, 13)


def hairline(spacing: float, theme: Theme) -> float:
    """The thinnest line width for a board whose holes are ``spacing`` pixels apart."""
    return max(1.0, spacing * 0.07) * theme.weight


def font_size(base: float, size: float, theme: Theme) -> float:
    """A font size that follows the picture size but stays readable on small pictures."""
    return max(9.0, base * size / 600 * theme.font)


# ----- peg shapes
def _polygon(n: int, r: float, turn: float = -math.pi / 2) -> tuple[Point, ...]:
    return tuple(
        (r * math.cos(turn + 2 * math.pi * i / n), r * math.sin(turn + 2 * math.pi * i / n))
        for i in range(n)
    )


def _star(r_out: float, r_in: float) -> tuple[Point, ...]:
    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((r * math.cos(a), r * math.sin(a)))
    return tuple(pts)


def _cross(arm: float, half: float) -> tuple[Point, ...]:
    a, h = arm, half
    return (
        (-h, -a),
        (h, -a),
        (h, -h),
        (a, -h),
        (a, h),
        (h, h),
        (h, a),
        (-h, a),
        (-h, h),
        (-a, h),
        (-a, -h),
        (-h, -h),
    )


# Unit outlines (radius about 1) of every peg shape but the circle; sizes are tuned so the shapes
# look about as heavy as the circle, since a peg should not look bigger just because of its seat.
SHAPE_OUTLINES: dict[str, tuple[Point, ...]] = {
    "square": ((-0.86, -0.86), (0.86, -0.86), (0.86, 0.86), (-0.86, 0.86)),
    "triangle": tuple((x, y + 0.15) for x, y in _polygon(3, 1.3)),
    "diamond": ((0.0, -1.2), (1.2, 0.0), (0.0, 1.2), (-1.2, 0.0)),
    "pentagon": _polygon(5, 1.08),
    "hexagon": _polygon(6, 1.04, 0.0),
    "star": _star(1.3, 0.58),
    "cross": _cross(1.1, 0.42),
}


# ----- seat badges and the centre caption
@dataclass(frozen=True)
class Badge:
    """A seat's label, laid out round its label point (x along the side, y down)."""

    name: str
    info: str  # its team, named by colour
    big: float  # font size of the name
    small: float  # font size of the team
    name_xy: Point  # where the name's text is anchored
    info_xy: Point
    anchor: str  # "middle" (two lines, centred) or "start" (one line, left to right)
    icon: float  # radius of the peg shape before the name
    icon_xy: Point
    plate: tuple[float, float, float, float]  # x, y, width, height of the turn plate


#: Rough widths of a character, in font sizes, of a bold name and of the team's words: they size
#: the turn plate and place the words of a one-line label (the real widths are the browser's).
BOLD_EM, TEXT_EM = 0.66, 0.55


def badge(seat: int, big: float, small: float, lines: int = 2) -> Badge:
    """The words and layout of a seat's label: name, its team by colour, and the peg shape.

    ``lines``: 2 puts the team under the name; 1 beside it, for boards with little room outside.
    """
    name = colour_name(seat)  # in the language spoken, as every word drawn on the board
    icon = big * 0.4
    # Learners read teams by colour, never by number: a team is named after its first seat's colour.
    info = say("label-team", owner=seat_key(team_of(seat)))
    width = len(name) * big * BOLD_EM
    if lines == 1:
        info_w = len(info) * small * TEXT_EM
        gap = small * 0.7
        total = icon * 2.8 + width + gap + info_w
        x0, base = -total / 2, big * 0.35
        h = big * 1.45
        return Badge(
            name,
            info,
            big,
            small,
            (x0 + icon * 2.8, base),
            (x0 + icon * 2.8 + width + gap, base),
            "start",
            icon,
            (x0 + icon, 0.0),
            (x0 - small * 0.5, -h / 2, total + small, h),
        )
    # The two lines are centred on the label point; the peg shape sits before the name.
    y1 = (big - small * 1.25) / 2
    y2 = y1 + small * 1.25
    w, h = max(width + icon * 4.4, len(info) * small * TEXT_EM) + small, big + small * 1.6
    return Badge(
        name,
        info,
        big,
        small,
        (0.0, y1),
        (0.0, y2),
        "middle",
        icon,
        (-width / 2 - icon * 2.2, y1 - big * 0.34),
        (-w / 2, y1 - big * 0.95, w, h),
    )


def label_angle(corners: Sequence[Point], seat: int) -> float:
    """The angle (degrees) that lays a seat's name along its side, never upside down."""
    (ax, ay), (bx, by) = corners[seat], corners[(seat + 1) % len(corners)]
    angle = math.degrees(math.atan2(by - ay, bx - ax))
    if angle > 90.5:
        angle -= 180
    elif angle <= -89.5:
        angle += 180
    return round(angle, 1) + 0.0


def centre_lines(position: Position) -> list[tuple[str, bool]]:
    """The caption in the middle of the board, as (text, is headline) lines."""
    lines: list[tuple[str, bool]] = []
    if position.winner is not None:
        team = position.winner
        seats = board_for(position.players).team_seats(team)
        # Teams go by their first seat's colour, as the seat badges name them: never a number.
        lines.append((say("label-wins", owner=seat_key(team)), True))
        lines.append((list_words([colour_name(s) for s in seats]), False))
    else:
        lines.append((say("label-to-play", seat=seat_key(position.turn)), True))
    if position.dealer is not None:
        lines.append((say("label-dealer", seat=seat_key(position.dealer)), False))
    if position.discard:
        lines.append((say("label-last-card", **card_args(position.discard[-1])), False))
    if position.draw is not None:
        lines.append((say("label-draw-pile", count=len(position.draw)), False))
    return lines


def theme_named(name: str) -> Theme:
    """The theme called ``name``, or a ValueError naming the choices."""
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"unknown theme {name!r}: choose one of {', '.join(THEMES)}") from None


__all__ = [
    "BOLD_EM",
    "CENTRE_FONT",
    "COME_OUT_RING",
    "FONT",
    "IN_SPOT_HALF",
    "LABEL_FONT",
    "LANE_BAND",
    "MARK_OUTLINE",
    "MARK_WIDTH",
    "NEST_BAND",
    "SHAPE_OUTLINES",
    "SIDE_BAND",
    "TEXT_EM",
    "THEMES",
    "WAY_OUT_DASH",
    "Badge",
    "Theme",
    "badge",
    "centre_lines",
    "font_size",
    "hairline",
    "label_angle",
    "theme_named",
]
