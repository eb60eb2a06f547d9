"""Reading aids on the board: hole labels, a legend of the marks, and the direction of play.

Owns where the aids go (in the unit box of ``geometry``) and what they say; ``scene`` turns this
plan into marks, which the SVG and the live canvas both draw. Track holes are numbered as the
rule book numbers them (RULES 2), outside the track, or inside it where a seat's name would hide
them; home places 1 to 5 inside their lane; the legend and a clockwise arrow sit in the middle of
the board, under the caption. A learner can switch the aids on and off; they change nothing else
of the picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..board import COME_OUT_OFFSET, IN_SPOT_OFFSET, SIDE
from ..words.messages import say
from .geometry import CENTRE, Layout, Point
from .theme import label_angle

#: Font sizes (pixels on a 600-pixel picture): hole numbers, home place numbers, legend.
HOLE_FONT = 10.0
HOME_FONT = 9.0
LEGEND_FONT = 13.0
#: How far outside the track centre line the hole numbers sit, in hole spacings: nearer on the
#: 4- and 6-player boards, whose holes are smaller for their spacing, so that the seat names'
#: turn plates clear them.
LABEL_OUT = {4: 0.8, 6: 0.85, 8: 0.95}
#: Where a seat's name lies over hole numbers (the flat sides of an 8-player board, whose names
#: are pulled in to fit the picture; a turn plate; the projector's larger type), those numbers go
#: inside the track, turned to run along the side as the name does, so that they take little room
#: between the track and the start area. The in-spot's and the come-out hole's move along the side
#: towards its middle, off the way into home and the dotted way to the start area (the home
#: numbers are on the corner's side of the lane); a covered number that would then crowd one of
#: them is left out, the landmarks' numbers mattering more (RULES 2).
LANDMARKS = (IN_SPOT_OFFSET, COME_OUT_OFFSET)  # the holes of a side RULES 2 names
INSIDE = 1.1  # how far inside the track centre line those numbers sit, in hole spacings
BESIDE_THE_WAYS = 0.9  # how far along the side the in-spot's and come-out hole's numbers move
CROWDED = 1.3  # nearer than this (hole spacings) to a moved landmark's number, a number is left out
#: The direction arrow: an arc round the centre (unit box radius) from and to these angles
#: (degrees; y grows downward, so a growing angle turns clockwise on screen).
ARROW_RADIUS = 0.135
ARROW_FROM, ARROW_TO = 212.0, 328.0
#: Legend rows: the first row's centre below the board's centre, and the gap between rows.
LEGEND_TOP = 0.085
LEGEND_GAP = 0.036
#: The marks the legend explains, in its order; each row's words are the ``legend-<mark>`` message.
LEGEND_ROWS = ("come-out", "in-spot", "start", "home", "arrow")
#: Legend marks are drawn smaller than the board's own, so the rows do not touch.
LEGEND_MARK = 0.6


@dataclass(frozen=True)
class Label:
    """A short text centred on a unit-box point."""

    text: str
    xy: Point
    font: float  # base font size (pixels on a 600-pixel picture)
    kind: str = "hole"  # "hole" (a track hole's number) or "home" (a home place's)
    turn: float = 0.0  # degrees: a number inside the track runs along its side


@dataclass(frozen=True)
class LegendRow:
    """One legend line: the mark it explains, where the mark goes, and the words after it."""

    mark: str  # "come-out", "in-spot", "start", "home" or "arrow"
    mark_xy: Point
    text: str
    text_xy: Point  # where the words start (left-aligned)


@dataclass(frozen=True)
class Arrow:
    """The direction of play: an arc round the centre with a head at its end."""

    centre: Point
    radius: float
    start: float  # degrees
    end: float
    head: tuple[Point, Point, Point]  # the tip and the two back corners


def labelled_offsets(players: int) -> tuple[int, ...]:
    """Which holes of each side get a number: all on a 4-player board, fewer on crowded ones.

    The side's corner, in-spot and come-out hole are always numbered; the others are spaced so
    that no two numbers touch.
    """
    if players == 4:
        return tuple(range(SIDE))
    extra = (6, 11, 16) if players == 6 else ()
    return tuple(sorted({0, IN_SPOT_OFFSET, COME_OUT_OFFSET, 13, *extra}))


def hole_labels(layout: Layout, covered: Callable[[Label], bool] | None = None) -> list[Label]:
    """The numbers of the track holes (outside the track) and of home places (beside them).

    ``covered`` tells which numbers a seat's name would hide (the scene knows the type sizes):
    those go inside the track.
    """
    offsets = set(labelled_offsets(layout.players))
    numbers: list[Label] = []
    landmarks: list[Point] = []  # where the landmarks' numbers moved inside
    crowdable: set[str] = set()  # the other numbers moved inside
    for hole, (x, y) in enumerate(layout.track):
        if hole % SIDE not in offsets:
            continue
        nx, ny = _outward(x, y)
        out = LABEL_OUT[layout.players] * layout.spacing
        label = Label(str(hole), (x + nx * out, y + ny * out), HOLE_FONT)
        if covered is not None and covered(label):
            label = _inside(layout, hole)
            if hole % SIDE in LANDMARKS:
                landmarks.append(label.xy)
            else:
                crowdable.add(label.text)
        numbers.append(label)
    room = CROWDED * layout.spacing
    labels = [
        label
        for label in numbers
        if label.text not in crowdable or all(math.dist(label.xy, xy) >= room for xy in landmarks)
    ]
    for seat in range(layout.players):
        lane = layout.home[seat]
        # Beside the lane, on the side away from the seat's start area (left of the way in).
        (ax, ay), (bx, by) = lane[0], lane[-1]
        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        side = 0.62 * layout.spacing
        for k, (x, y) in enumerate(lane, start=1):
            labels.append(Label(str(k), (x - uy * side, y + ux * side), HOME_FONT, "home"))
    return labels


def _inside(layout: Layout, hole: int) -> Label:
    """The number of a hole under a seat's name: inside the track, along the side."""
    seat, offset = divmod(hole, SIDE)
    (ax, ay), (bx, by) = layout.corners[seat], layout.corners[(seat + 1) % layout.players]
    side = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / side, (by - ay) / side  # along the side, the way play goes
    # Inward square to the side (not towards the centre: near a corner that would slant).
    nx, ny = -uy, ux
    if nx * (CENTRE[0] - ax) + ny * (CENTRE[1] - ay) < 0:
        nx, ny = -nx, -ny
    x, y = layout.track[hole]
    inside = INSIDE * layout.spacing
    along = BESIDE_THE_WAYS * layout.spacing if offset in LANDMARKS else 0.0
    xy = (x + nx * inside + ux * along, y + ny * inside + uy * along)
    return Label(str(hole), xy, HOLE_FONT, turn=label_angle(layout.corners, seat))


def legend(layout: Layout) -> list[LegendRow]:
    """The legend's rows, stacked under the centre caption."""
    rows = []
    mark_x = CENTRE[0] - 0.11
    for i, mark in enumerate(LEGEND_ROWS):
        y = CENTRE[1] + LEGEND_TOP + i * LEGEND_GAP
        text = say(f"legend-{mark}")  # in the language spoken
        rows.append(LegendRow(mark, (mark_x, y), text, (mark_x + 0.03, y)))
    return rows


def play_arrow(layout: Layout) -> Arrow:
    """The clockwise arc over the centre caption, with its arrowhead."""
    cx, cy = CENTRE
    r, end = ARROW_RADIUS, math.radians(ARROW_TO)
    tip = (cx + r * math.cos(end), cy + r * math.sin(end))
    # The head points along the arc's tangent, clockwise (the angle's derivative).
    tx, ty = -math.sin(end), math.cos(end)
    size = 0.022
    back = (tip[0] - tx * size, tip[1] - ty * size)
    left = (back[0] - ty * size * 0.55, back[1] + tx * size * 0.55)
    right = (back[0] + ty * size * 0.55, back[1] - tx * size * 0.55)
    return Arrow(CENTRE, r, ARROW_FROM, ARROW_TO, (tip, left, right))


def _outward(x: float, y: float) -> Point:
    """The unit vector from the board's centre through (x, y)."""
    dx, dy = x - CENTRE[0], y - CENTRE[1]
    norm = math.hypot(dx, dy) or 1.0
    return (dx / norm, dy / norm)
