"""Board geometry: where every place sits, as coordinates in the unit box (RULES 2).

The board is a regular polygon with one side per seat, drawn clockwise on screen (y grows
downward). Each side carries its seat's 18 track holes, the first on the corner where the side
begins; the start area (5 places) lies inward beside the come-out hole and the home lane (5 places,
H1 nearest the track) runs inward from the in-spot. The SVG renderer, the text renderer's sense of
"sides" and the canvas widget all use this module; nothing else invents coordinates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from ..board import COME_OUT_OFFSET, HOME, IN_SPOT_OFFSET, SIDE, START, Place
from ..rules import PLAYER_COUNTS

Point = tuple[float, float]
CENTRE: Point = (0.5, 0.5)


@dataclass(frozen=True)
class Proportions:
    """How big the track is in the unit box, and its holes and pegs in hole spacings."""

    apothem: float  # centre to the middle of each side; leaves room for seat names outside
    rim: float  # how far outside the track, in hole spacings, the board's edge runs
    hole: float  # a hole's radius
    peg: float  # a peg's radius
    label_gap: float  # seat name's middle beyond the board's edge, in the unit box, room allowing
    label_lines: int  # 2: the name over its team; 1: side by side, where room is short


#: An 8-player track has 144 holes: drawn with the proportions of the smaller boards, its holes
#: would be 1% of the board's width (6.7 px on a projector's 1280x720). Its track takes more of the
#: picture, its seat names one line, and its holes grow to 0.84 of their spacing (still under the
#: pegs, 0.94), so a hole is 1.7% of the board's width (issue 15: 12 px at 1280x720). A 6-player
#: board's holes grow a little too (0.72 of their spacing: 12.5 px there).
PROPORTIONS = {
    4: Proportions(apothem=0.38, rim=0.9, hole=0.30, peg=0.47, label_gap=0.042, label_lines=2),
    6: Proportions(apothem=0.38, rim=0.9, hole=0.36, peg=0.47, label_gap=0.042, label_lines=2),
    8: Proportions(apothem=0.445, rim=0.7, hole=0.42, peg=0.47, label_gap=0.045, label_lines=1),
}


@dataclass(frozen=True)
class Layout:
    """Coordinates of every place of one board, and the sizes to draw them at."""

    players: int
    bottom_seat: int
    track: tuple[Point, ...]
    start: tuple[tuple[Point, ...], ...]
    home: tuple[tuple[Point, ...], ...]
    labels: tuple[Point, ...]
    corners: tuple[Point, ...]
    spacing: float
    hole_radius: float
    peg_radius: float
    apothem: float  # centre to the middle of each side of the track
    rim: float  # the board's edge beyond the track, in the unit box
    label_lines: int  # lines of a seat's name: 2 (name over team) or 1 (side by side)

    def place_xy(self, seat: int, place: Place, slot: int = 0) -> Point:
        """Where ``seat``'s peg on ``place`` sits; ``slot`` picks one of the 5 start places."""
        if place == START:
            return self.start[seat][slot]
        if place > HOME:
            return self.home[seat][place - HOME - 1]
        return self.track[place]

    def pegs_xy(self, pegs: tuple[tuple[Place, ...], ...]) -> list[tuple[int, Place, Point]]:
        """Each peg of ``pegs`` as (seat, place, point); start pegs fill slots 0, 1, ... in turn."""
        out: list[tuple[int, Place, Point]] = []
        for seat, places in enumerate(pegs):
            slot = 0
            for place in places:
                out.append((seat, place, self.place_xy(seat, place, slot)))
                if place == START:
                    slot += 1
        return out

    def all_places(self) -> list[tuple[int | None, Place, int, Point]]:
        """Every place on the board as (seat or None for track, place, start slot, point)."""
        out: list[tuple[int | None, Place, int, Point]] = [
            (None, hole, 0, xy) for hole, xy in enumerate(self.track)
        ]
        for seat in range(self.players):
            out += [(seat, START, slot, xy) for slot, xy in enumerate(self.start[seat])]
            out += [(seat, HOME + k + 1, 0, xy) for k, xy in enumerate(self.home[seat])]
        return out

    def nearest_place(self, x: float, y: float) -> tuple[int | None, Place] | None:
        """The place under point (x, y), as (seat or None for a track hole, place), or None.

        A point counts as on a place when it is within half the hole spacing of its centre.
        """
        best = None
        best_d2 = (self.spacing * 0.5) ** 2
        for seat, place, _slot, (px, py) in self.all_places():
            d2 = (px - x) ** 2 + (py - y) ** 2
            if d2 <= best_d2:
                best, best_d2 = (seat, place), d2
        return best


#: A seat name's half-height in the unit box, and its half-length as a share of its side.
LABEL_HALF_HEIGHT = 0.021
LABEL_HALF_LENGTH = 0.4
#: Blank border kept between a seat name and the picture's edge, in the unit box.
EDGE = 0.004


def _label_point(
    mid: Point, out: Point, along: Point, side_len: float, shape: Proportions, spacing: float
) -> Point:
    """Where a side's seat name goes: ``label_gap`` beyond the board's edge, or nearer where the
    picture's edge is closer (the flat sides of an 8-player board), never closer than the rim."""
    near, far = shape.rim * spacing, shape.rim * spacing + shape.label_gap
    half_w, half_h = side_len * LABEL_HALF_LENGTH, LABEL_HALF_HEIGHT

    def fits(d: float) -> bool:
        for k in (0, 1):
            centre = mid[k] + out[k] * d
            reach = abs(along[k]) * half_w + abs(out[k]) * half_h
            if abs(centre - 0.5) + reach > 0.5 - EDGE:
                return False
        return True

    d = far
    while d > near and not fits(d):
        d -= 0.001
    return (mid[0] + out[0] * d, mid[1] + out[1] * d)


@cache
def layout(players: int, bottom_seat: int = 0) -> Layout:
    """The board of ``players`` seats with ``bottom_seat``'s side along the bottom edge."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"players must be 4, 6 or 8, not {players!r}")
    if not 0 <= bottom_seat < players:
        raise ValueError(f"bottom_seat {bottom_seat!r} is not a seat of a {players}-player game")
    shape = PROPORTIONS[players]
    step = 2 * math.pi / players
    radius = shape.apothem / math.cos(step / 2)
    # Corner s starts seat s's side; with y downward, increasing angle runs clockwise on screen.
    # Side 0 runs right-to-left along the bottom: its first corner is bottom-right.
    base = math.pi / 2 - step / 2 - (bottom_seat * step)
    corners = tuple(
        (
            CENTRE[0] + radius * math.cos(base + s * step),
            CENTRE[1] + radius * math.sin(base + s * step),
        )
        for s in range(players)
    )
    side_len = 2 * radius * math.sin(step / 2)
    spacing = side_len / SIDE
    track: list[Point] = []
    start: list[tuple[Point, ...]] = []
    home: list[tuple[Point, ...]] = []
    labels: list[Point] = []
    for s in range(players):
        (ax, ay), (bx, by) = corners[s], corners[(s + 1) % players]
        ux, uy = (bx - ax) / side_len, (by - ay) / side_len  # along the side
        mx, my = (ax + bx) / 2, (ay + by) / 2
        nx, ny = CENTRE[0] - mx, CENTRE[1] - my  # inward normal
        norm = math.hypot(nx, ny)
        nx, ny = nx / norm, ny / norm
        for i in range(SIDE):
            track.append((ax + ux * spacing * i, ay + uy * spacing * i))
        ix, iy = track[SIDE * s + IN_SPOT_OFFSET]
        home.append(tuple((ix + nx * spacing * k, iy + ny * spacing * k) for k in range(1, 6)))
        # Start places: a short row parallel to the side, two holes inward, centred on the
        # come-out hole, so the peg visibly "comes out" onto the hole beside it.
        cx, cy = track[SIDE * s + COME_OUT_OFFSET]
        depth = 2.2 * spacing
        start.append(
            tuple(
                (
                    cx + nx * depth + ux * spacing * (j - 2) * 1.15,
                    cy + ny * depth + uy * spacing * (j - 2) * 1.15,
                )
                for j in range(5)
            )
        )
        labels.append(_label_point((mx, my), (-nx, -ny), (ux, uy), side_len, shape, spacing))
    return Layout(
        players=players,
        bottom_seat=bottom_seat,
        track=tuple(track),
        start=tuple(start),
        home=tuple(home),
        labels=tuple(labels),
        corners=corners,
        spacing=spacing,
        hole_radius=spacing * shape.hole,
        peg_radius=spacing * shape.peg,
        apothem=shape.apothem,
        rim=shape.rim * spacing,
        label_lines=shape.label_lines,
    )
