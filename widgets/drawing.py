"""Drawing the board onto any canvas-like object: board, pegs, highlights and animation frames.

Owns the look of the board (themes, peg shapes, rings) and the pure frame-by-frame plan of an
animation. It draws with the engine's geometry (``pegs.geometry``) only; it knows nothing of
ipywidgets, of which moves are legal, or of when to redraw (that is ``board_view``'s business).
Every function takes a "canvas-like" object with the subset of the ipycanvas ``Canvas`` API used
here, so ``RecordingCanvas`` can stand in for a browser in tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pegs import START, BumpedToStart, Event, PegMoved, SentToInSpot
from pegs.board import Place, board_for
from pegs.colours import seat_name, seat_style
from pegs.geometry import Layout

Point = tuple[float, float]
PlaceRef = tuple[int | None, Place]  # (seat or None for a track hole, place), as hit-testing gives


@dataclass(frozen=True)
class Theme:
    """The colours of one look of the board."""

    name: str
    background: str
    board: str
    board_edge: str
    hole: str
    hole_rim: str
    text: str
    peg_outline: str
    movable: str
    selected: str
    target: str
    trail: str


THEMES: dict[str, Theme] = {
    "light": Theme(
        name="light",
        background="#FFFFFF",
        board="#F3E3C3",
        board_edge="#8A6A3B",
        hole="#6B5A45",
        hole_rim="#D9C49C",
        text="#2B2B2B",
        peg_outline="#1A1A1A",
        movable="#1A1A1A",
        selected="#C2185B",
        target="#C2185B",
        trail="#7A7A7A",
    ),
    "dark": Theme(
        name="dark",
        background="#1B1B1B",
        board="#3B342B",
        board_edge="#B8A07A",
        hole="#CFC3AE",
        hole_rim="#5A5045",
        text="#F2F2F2",
        peg_outline="#F2F2F2",
        movable="#F2F2F2",
        selected="#FF4F9A",
        target="#FF4F9A",
        trail="#A0A0A0",
    ),
}


def theme_for(name: str) -> Theme:
    """The theme called ``name`` ("light" or "dark"), or a ValueError naming the choices."""
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"theme {name!r} is unknown: choose one of {sorted(THEMES)}") from None


# --------------------------------------------------------------------------- recording
class RecordingCanvas:
    """A canvas stand-in that records every attribute set and drawing call, for tests."""

    def __init__(self, width: int = 1200, height: int = 1200) -> None:
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        object.__setattr__(self, "commands", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.commands.append(("set", name, value))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)

        def record(*args: Any) -> None:
            self.commands.append((name, *args))

        return record

    def calls(self, name: str) -> list[tuple]:
        """The recorded calls of method ``name``, each as (name, *args)."""
        return [c for c in self.commands if c[0] == name]


# --------------------------------------------------------------------------- scaling
@dataclass(frozen=True)
class Scale:
    """Maps the unit box of ``pegs.geometry`` to canvas pixels (``pixels`` per unit)."""

    pixels: float

    def xy(self, point: Point) -> Point:
        """A unit-box point in canvas pixels."""
        return (point[0] * self.pixels, point[1] * self.pixels)

    def len(self, length: float) -> float:
        """A unit-box length in canvas pixels."""
        return length * self.pixels


# --------------------------------------------------------------------------- shapes
def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The outline of a peg shape (see ``pegs.colours.SHAPES``) as polygon points."""
    cx, cy = centre
    if shape == "square":
        r = radius * 0.86
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "cross":
        a, b = radius * 0.95, radius * 0.36
        return [
            (cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b),
            (cx + a, cy + b), (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a),
            (cx - b, cy + b), (cx - a, cy + b), (cx - a, cy - b), (cx - b, cy - b),
        ]  # fmt: skip
    if shape == "star":
        points = []
        for i in range(10):
            r = radius * (1.08 if i % 2 == 0 else 0.48)
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
        return points
    sides, turn, grow = {
        "triangle": (3, -math.pi / 2, 1.2),
        "diamond": (4, -math.pi / 2, 1.1),
        "pentagon": (5, -math.pi / 2, 1.05),
        "hexagon": (6, 0.0, 1.0),
    }.get(shape, (0, 0.0, 1.0))
    if sides == 0:
        raise ValueError(f"peg shape {shape!r} is unknown")
    r = radius * grow
    return [
        (cx + r * math.cos(turn + 2 * math.pi * i / sides),
         cy + r * math.sin(turn + 2 * math.pi * i / sides))
        for i in range(sides)
    ]  # fmt: skip


def draw_peg(canvas: Any, seat: int, centre: Point, radius: float, theme: Theme) -> None:
    """Draw one peg of ``seat`` (its colour and shape) centred on ``centre`` (pixels)."""
    style = seat_style(seat)
    canvas.fill_style = style.fill
    canvas.stroke_style = theme.peg_outline
    canvas.line_width = max(1.5, radius * 0.16)
    if style.shape == "circle":
        canvas.fill_circle(centre[0], centre[1], radius)
        canvas.stroke_circle(centre[0], centre[1], radius)
    else:
        points = shape_points(style.shape, centre, radius)
        canvas.fill_polygon(points)
        canvas.stroke_polygon(points)


# --------------------------------------------------------------------------- layers
def draw_board(canvas: Any, layout: Layout, scale: Scale, theme: Theme) -> None:
    """Draw the static board: polygon, track holes, start areas, home lanes, labels."""
    board = board_for(layout.players)
    hole_r = scale.len(layout.hole_radius)
    spacing = scale.len(layout.spacing)
    canvas.clear()
    canvas.fill_style = theme.background
    canvas.fill_rect(0, 0, canvas.width, canvas.height)
    # The board: the track polygon pushed outward by one hole spacing.
    outline = _grow(layout.corners, layout.spacing * 1.1)
    canvas.fill_style = theme.board
    canvas.fill_polygon([scale.xy(p) for p in outline])
    canvas.stroke_style = theme.board_edge
    canvas.line_width = max(2.0, spacing * 0.12)
    canvas.stroke_polygon([scale.xy(p) for p in outline])
    for seat in range(layout.players):
        style = seat_style(seat)
        # Start area: a tinted, rounded band behind the five start places.
        canvas.global_alpha = 0.22
        canvas.fill_style = style.fill
        for point in layout.start[seat]:
            x, y = scale.xy(point)
            canvas.fill_circle(x, y, spacing * 0.62)
        # Home lane: a tinted band from the in-spot inward.
        canvas.line_width = spacing * 1.05
        canvas.stroke_style = style.fill
        canvas.line_cap = "round"
        inspot = scale.xy(layout.track[board.in_spot(seat)])
        h5 = scale.xy(layout.home[seat][-1])
        canvas.stroke_line(inspot[0], inspot[1], h5[0], h5[1])
        canvas.global_alpha = 1.0
    # Track holes.
    canvas.fill_style = theme.hole_rim
    for point in layout.track:
        x, y = scale.xy(point)
        canvas.fill_circle(x, y, hole_r * 1.45)
    canvas.fill_style = theme.hole
    for point in layout.track:
        x, y = scale.xy(point)
        canvas.fill_circle(x, y, hole_r)
    for seat in range(layout.players):
        style = seat_style(seat)
        canvas.fill_style = theme.hole
        for point in (*layout.home[seat], *layout.start[seat]):
            x, y = scale.xy(point)
            canvas.fill_circle(x, y, hole_r)
        # Come-out hole and in-spot carry a ring of the seat's colour.
        canvas.stroke_style = style.fill
        canvas.line_width = max(2.0, hole_r * 0.55)
        for hole in (board.come_out(seat), board.in_spot(seat)):
            x, y = scale.xy(layout.track[hole])
            canvas.stroke_circle(x, y, hole_r * 1.75)
    _draw_labels(canvas, layout, scale, theme)


def _draw_labels(canvas: Any, layout: Layout, scale: Scale, theme: Theme) -> None:
    spacing = scale.len(layout.spacing)
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for seat in range(layout.players):
        x, y = scale.xy(layout.labels[seat])
        canvas.font = f"bold {max(12, round(spacing * 0.95))}px sans-serif"
        canvas.fill_style = theme.text
        # Written along the side (and never upside down), so side names stay on the canvas.
        (ax, ay), (bx, by) = layout.corners[seat], layout.corners[(seat + 1) % layout.players]
        angle = math.atan2(by - ay, bx - ax)
        if angle > math.pi / 2 + 1e-9:
            angle -= math.pi
        elif angle <= -math.pi / 2 + 1e-9:
            angle += math.pi
        canvas.save()
        canvas.translate(x, y)
        canvas.rotate(angle)
        canvas.fill_text(f"{seat} {seat_name(seat)}", 0, 0)
        canvas.restore()
        # Hole numbers where each side begins, so notation like T18 can be found.
        first = layout.track[18 * seat]
        lx, ly = scale.xy(_towards(first, (0.5, 0.5), -layout.spacing * 1.6))
        canvas.font = f"{max(9, round(spacing * 0.55))}px sans-serif"
        canvas.fill_text(f"T{18 * seat}", lx, ly)


def draw_pegs(
    canvas: Any, layout: Layout, pegs: Sequence[tuple[int, Point]], scale: Scale, theme: Theme
) -> None:
    """Clear the pegs layer and draw every peg given as (seat, unit-box point)."""
    canvas.clear()
    radius = scale.len(layout.peg_radius)
    for seat, point in pegs:
        draw_peg(canvas, seat, scale.xy(point), radius, theme)


def peg_points(
    layout: Layout, position_pegs: tuple[tuple[Place, ...], ...]
) -> list[tuple[int, Point]]:
    """Every peg of a position as (seat, unit-box point), as the geometry places them."""
    return [(seat, xy) for seat, _place, xy in layout.pegs_xy(position_pegs)]


def ref_point(layout: Layout, ref: PlaceRef, turn: int) -> Point:
    """The unit-box point of a place reference; a seatless start or home place uses ``turn``."""
    seat, place = ref
    seat = turn if seat is None else seat
    return layout.place_xy(seat, place, 0)


def draw_highlights(
    canvas: Any,
    layout: Layout,
    scale: Scale,
    theme: Theme,
    *,
    turn: int = 0,
    movable: Iterable[PlaceRef] = (),
    targets: Iterable[PlaceRef] = (),
    selected: PlaceRef | None = None,
    focused: PlaceRef | None = None,
    pending: Iterable[tuple[PlaceRef, PlaceRef]] = (),
    trail: Iterable[tuple[int, Sequence[Place]]] = (),
) -> None:
    """Clear the overlay and draw the last move's trail, movable pegs, the chosen peg and targets.

    ``trail`` lists (seat, places stepped on) of the last move; ``pending`` lists the (from, to)
    of parts chosen so far in a split.
    """
    canvas.clear()
    peg_r = scale.len(layout.peg_radius)
    hole_r = scale.len(layout.hole_radius)
    # The last move, faint: a dot on each place stepped on.
    canvas.fill_style = theme.trail
    canvas.stroke_style = theme.trail
    canvas.global_alpha = 0.7
    for seat, path in trail:
        for place in path[:-1]:
            x, y = scale.xy(layout.place_xy(seat, place, 0))
            canvas.fill_circle(x, y, hole_r * 0.9)
        if path:  # where the last move ended: a thin ring, so the peg itself stays visible
            x, y = scale.xy(layout.place_xy(seat, path[-1], 0))
            canvas.line_width = max(1.5, peg_r * 0.15)
            canvas.stroke_circle(x, y, peg_r * 1.3)
    canvas.global_alpha = 1.0
    canvas.line_width = max(2.0, peg_r * 0.22)
    canvas.stroke_style = theme.movable
    canvas.set_line_dash([peg_r * 0.5, peg_r * 0.3])
    for ref in movable:
        x, y = scale.xy(ref_point(layout, ref, turn))
        canvas.stroke_circle(x, y, peg_r * 1.45)
    canvas.set_line_dash([])
    canvas.stroke_style = theme.selected
    for frm, to in pending:
        (x1, y1), (x2, y2) = (scale.xy(ref_point(layout, r, turn)) for r in (frm, to))
        canvas.line_width = max(2.0, peg_r * 0.3)
        canvas.stroke_line(x1, y1, x2, y2)
        canvas.stroke_circle(x2, y2, peg_r * 1.2)
    if selected is not None:
        x, y = scale.xy(ref_point(layout, selected, turn))
        canvas.line_width = max(3.0, peg_r * 0.4)
        canvas.stroke_circle(x, y, peg_r * 1.55)
    canvas.fill_style = theme.target
    canvas.stroke_style = theme.target
    for ref in targets:
        x, y = scale.xy(ref_point(layout, ref, turn))
        canvas.line_width = max(2.0, peg_r * 0.3)
        canvas.stroke_circle(x, y, peg_r * 1.25)
        canvas.fill_circle(x, y, hole_r * 0.8)
    if focused is not None:
        x, y = scale.xy(ref_point(layout, focused, turn))
        canvas.line_width = max(3.0, peg_r * 0.45)
        canvas.stroke_circle(x, y, peg_r * 1.8)


# --------------------------------------------------------------------------- animation
def animation_frames(
    layout: Layout,
    before: tuple[tuple[Place, ...], ...],
    events: Iterable[Event],
    jump_frames: int = 5,
) -> list[list[tuple[int, Point]]]:
    """The peg pictures of an animation: one frame per hole stepped on, then any bump's flight.

    Starts from the pegs of the position ``before`` the move and follows the engine's events;
    jumps (coming out, jokers) and bumps glide in ``jump_frames`` frames. Each frame lists every
    peg as (seat, unit-box point).
    """
    pegs: list[dict] = []
    for seat, places in enumerate(before):
        slot = 0
        for place in places:
            pegs.append({"seat": seat, "place": place, "slot": slot if place == START else 0})
            slot += place == START
    xy = {id(p): layout.place_xy(p["seat"], p["place"], p["slot"]) for p in pegs}
    frames: list[list[tuple[int, Point]]] = []

    def snap() -> None:
        frames.append([(p["seat"], xy[id(p)]) for p in pegs])

    def find(seat: int, place: Place) -> dict | None:
        found = [p for p in pegs if p["seat"] == seat and p["place"] == place]
        # A peg leaving start comes from its highest filled slot, matching pegs_xy afterwards.
        return max(found, key=lambda p: p["slot"]) if found else None

    def glide(peg: dict, place: Place, slot: int) -> None:
        start = xy[id(peg)]
        end = layout.place_xy(peg["seat"], place, slot)
        peg["place"], peg["slot"] = place, slot
        for i in range(1, jump_frames + 1):
            t = i / jump_frames
            xy[id(peg)] = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            snap()

    for event in events:
        if isinstance(event, PegMoved):
            peg = find(event.seat, event.frm)
            if peg is None:
                continue
            if len(event.path) == 1:  # a jump (coming out, joker) or a single step: glide
                glide(peg, event.to, 0)
                continue
            for place in event.path:
                peg["place"], peg["slot"] = place, 0
                xy[id(peg)] = layout.place_xy(peg["seat"], place, 0)
                snap()
        elif isinstance(event, (BumpedToStart, SentToInSpot)):
            peg = find(event.seat, event.frm)
            if peg is None:
                continue
            if isinstance(event, BumpedToStart):
                slot = sum(1 for p in pegs if p["seat"] == event.seat and p["place"] == START)
                glide(peg, START, min(slot, 4))
            else:
                glide(peg, event.to, 0)
    return frames


def _grow(corners: Sequence[Point], by: float) -> list[Point]:
    """The corners of a regular polygon moved outward from the centre by ``by`` (apothem units)."""
    cx, cy = 0.5, 0.5
    n = len(corners)
    factor = 1 / math.cos(math.pi / n)
    out = []
    for x, y in corners:
        d = math.hypot(x - cx, y - cy)
        k = (d + by * factor) / d
        out.append((cx + (x - cx) * k, cy + (y - cy) * k))
    return out


def _towards(point: Point, target: Point, distance: float) -> Point:
    dx, dy = target[0] - point[0], target[1] - point[1]
    d = math.hypot(dx, dy) or 1.0
    return (point[0] + dx / d * distance, point[1] + dy / d * distance)
