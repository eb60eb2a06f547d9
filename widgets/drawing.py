"""Drawing the board onto any canvas-like object: board, pegs, highlights and animation frames.

Owns how the board is painted on a canvas and the pure frame-by-frame plan of an animation. It
draws the same picture as ``pegs.render_svg``: coordinates from ``pegs.render.geometry``, colours,
sizes, marks, peg outlines and caption words from ``pegs.render.theme`` (shared with the SVG, so
the two cannot drift). It knows nothing of ipywidgets, of which moves are legal, or of when to
redraw (that is ``board_view``'s business).
Every function takes a "canvas-like" object with the subset of the ipycanvas ``Canvas`` API used
here, so ``RecordingCanvas`` can stand in for a browser in tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pegs import START, BumpedToStart, Event, PegMoved, Position, SentToInSpot
from pegs.board import Place, board_for
from pegs.render.colours import seat_style
from pegs.render.geometry import APOTHEM, RIM, Layout
from pegs.render.theme import (
    CENTRE_FONT,
    COME_OUT_RING,
    FONT,
    IN_SPOT_HALF,
    LABEL_FONT,
    LANE_BAND,
    MARK_WIDTH,
    NEST_BAND,
    SHAPE_OUTLINES,
    SIDE_BAND,
    WAY_OUT_DASH,
    Theme,
    badge,
    centre_lines,
    font_size,
    hairline,
    label_angle,
    theme_named,
)

Point = tuple[float, float]
PlaceRef = tuple[int | None, Place]  # (seat or None for a track hole, place), as hit-testing gives


def theme_for(name: str) -> Theme:
    """The theme called ``name`` ("light", "dark" or "high-contrast"), or a ValueError."""
    return theme_named(name)


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
    """Maps the unit box of ``pegs.render.geometry`` to canvas pixels (``pixels`` per unit)."""

    pixels: float

    def xy(self, point: Point) -> Point:
        """A unit-box point in canvas pixels."""
        return (point[0] * self.pixels, point[1] * self.pixels)

    def len(self, length: float) -> float:
        """A unit-box length in canvas pixels."""
        return length * self.pixels


# --------------------------------------------------------------------------- shapes
def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """The outline of a peg shape (``colours.SHAPES`` but the circle) as polygon points."""
    if shape not in SHAPE_OUTLINES:
        raise ValueError(
            f"peg shape {shape!r} has no outline: choose one of {sorted(SHAPE_OUTLINES)}"
        )
    cx, cy = centre
    return [(cx + px * radius, cy + py * radius) for px, py in SHAPE_OUTLINES[shape]]


def _shape(canvas: Any, shape: str, centre: Point, radius: float) -> None:
    """Fill and outline one shape with the canvas's current styles."""
    if shape == "circle":
        canvas.fill_circle(centre[0], centre[1], radius)
        canvas.stroke_circle(centre[0], centre[1], radius)
    else:
        points = shape_points(shape, centre, radius)
        canvas.fill_polygon(points)
        canvas.stroke_polygon(points)


def draw_peg(canvas: Any, seat: int, centre: Point, radius: float, theme: Theme) -> None:
    """Draw one peg of ``seat`` (its colour and shape) centred on ``centre`` (pixels)."""
    style = seat_style(seat)
    canvas.fill_style = style.fill
    canvas.stroke_style = theme.peg_edge
    # The SVG's outline: 1.4 hairlines; a peg's radius is 0.3 hole spacings (pegs.render.geometry).
    canvas.line_width = max(1.0, hairline(radius / 0.3, theme) * 1.4)
    canvas.line_join = "round"
    _shape(canvas, style.shape, centre, radius)


# --------------------------------------------------------------------------- layers
def draw_board(canvas: Any, layout: Layout, scale: Scale, theme: Theme) -> None:
    """Draw the static board as the SVG does: sides, start areas, home lanes, holes, marks."""
    board = board_for(layout.players)
    players = layout.players
    sp = scale.len(layout.spacing)
    w = hairline(sp, theme)
    r = scale.len(layout.hole_radius)
    canvas.clear()
    canvas.fill_style = theme.background
    canvas.fill_rect(0, 0, canvas.width, canvas.height)
    # The board, pushed out past the corners so the corner holes sit well inside it.
    grow = 1 + RIM * layout.spacing / APOTHEM
    outline = [
        scale.xy((0.5 + (x - 0.5) * grow, 0.5 + (y - 0.5) * grow)) for x, y in layout.corners
    ]
    canvas.fill_style = theme.board
    canvas.fill_polygon(outline)
    canvas.stroke_style = theme.edge
    canvas.line_width = w * 2
    canvas.line_join = "round"
    canvas.stroke_polygon(outline)
    corners = [scale.xy(p) for p in layout.corners]
    # Each seat's side drawn as a tinted band under its holes, so whose side is whose shows.
    canvas.global_alpha = theme.tint
    canvas.line_cap = "butt"
    canvas.line_width = sp * SIDE_BAND
    for s in range(players):
        (ax, ay), (bx, by) = corners[s], corners[(s + 1) % players]
        canvas.stroke_style = seat_style(s).fill
        canvas.stroke_line(ax, ay, bx, by)
    canvas.global_alpha = 1.0
    track = [scale.xy(p) for p in layout.track]
    canvas.stroke_style = theme.edge
    canvas.line_width = w
    canvas.stroke_polygon(track)
    for s in range(players):
        fill = seat_style(s).fill
        nest = [scale.xy(p) for p in layout.start[s]]
        lane = [track[board.in_spot(s)]] + [scale.xy(p) for p in layout.home[s]]
        out_hole = track[board.come_out(s)]
        canvas.stroke_style = fill
        canvas.global_alpha = theme.tint
        canvas.line_cap = "round"
        canvas.line_join = "round"
        canvas.line_width = sp * NEST_BAND
        canvas.stroke_lines(nest)
        canvas.line_width = sp * LANE_BAND
        canvas.stroke_lines(lane)
        canvas.global_alpha = 1.0
        canvas.line_cap = "butt"
        # The way out: from the middle of the start area to the come-out hole.
        canvas.line_width = w * 2
        canvas.set_line_dash([sp * WAY_OUT_DASH])
        canvas.stroke_line(nest[2][0], nest[2][1], out_hole[0], out_hole[1])
        canvas.set_line_dash([])
        canvas.stroke_line(lane[0][0], lane[0][1], lane[1][0], lane[1][1])
    canvas.fill_style = theme.hole
    canvas.stroke_style = theme.hole_edge
    canvas.line_width = w
    holes = track + [
        scale.xy(p) for s in range(players) for p in (*layout.start[s], *layout.home[s])
    ]
    for x, y in holes:
        canvas.fill_circle(x, y, r)
        canvas.stroke_circle(x, y, r)
    # Come-out hole: a ring in the seat's colour; in-spot: a square in it (marks, not colour
    # alone, tell them apart).
    canvas.line_width = w * MARK_WIDTH
    for s in range(players):
        canvas.stroke_style = seat_style(s).fill
        x, y = track[board.come_out(s)]
        canvas.stroke_circle(x, y, r + sp * COME_OUT_RING)
        x, y = track[board.in_spot(s)]
        h = r + sp * IN_SPOT_HALF
        canvas.stroke_rect(x - h, y - h, 2 * h, 2 * h)
    for s in range(players):
        _draw_badge(canvas, layout, scale, theme, s, turn=False)


def _draw_badge(
    canvas: Any, layout: Layout, scale: Scale, theme: Theme, seat: int, *, turn: bool
) -> None:
    """A seat's label along its side: peg shape, name, seat and team; a plate if it is to play."""
    size = scale.pixels
    b = badge(seat, font_size(LABEL_FONT[0], size, theme), font_size(LABEL_FONT[1], size, theme))
    w = hairline(scale.len(layout.spacing), theme)
    x, y = scale.xy(layout.labels[seat])
    canvas.save()
    canvas.translate(x, y)
    canvas.rotate(math.radians(label_angle(layout.corners, seat)))
    if turn:
        # The seat to play gets a name plate in reversed colours.
        canvas.fill_style = theme.highlight_edge
        canvas.fill_rect(*b.plate)
    canvas.fill_style = seat_style(seat).fill
    canvas.stroke_style = theme.background if turn else theme.peg_edge
    canvas.line_width = w * (2 if turn else 1)
    canvas.line_join = "round"
    _shape(canvas, seat_style(seat).shape, b.icon_xy, b.icon)
    canvas.fill_style = theme.background if turn else theme.text
    canvas.text_align = "center"
    canvas.text_baseline = "alphabetic"
    canvas.font = f"700 {b.big:.1f}px {FONT}"
    canvas.fill_text(b.name, 0, b.y1)
    canvas.font = f"{b.small:.1f}px {FONT}"
    canvas.fill_text(b.info, 0, b.y2)
    canvas.restore()


def draw_captions(
    canvas: Any, layout: Layout, scale: Scale, theme: Theme, position: Position
) -> None:
    """The name plate of the seat to play and the centre caption (turn, dealer, card, pile)."""
    if position.winner is None:
        _draw_badge(canvas, layout, scale, theme, position.turn, turn=True)
    size = scale.pixels
    big, small = font_size(CENTRE_FONT[0], size, theme), font_size(CENTRE_FONT[1], size, theme)
    lines = [(text, big if head else small, head) for text, head in centre_lines(position)]
    cy = size / 2 - sum(h * 1.3 for _, h, _ in lines) / 2
    canvas.fill_style = theme.text
    canvas.text_align = "center"
    canvas.text_baseline = "alphabetic"
    for text, height, head in lines:
        cy += height * 1.3
        canvas.font = f"{'700 ' if head else ''}{height:.1f}px {FONT}"
        canvas.fill_text(text, size / 2, cy - height * 0.3)


def draw_pegs(
    canvas: Any,
    layout: Layout,
    pegs: Sequence[tuple[int, Point]],
    scale: Scale,
    theme: Theme,
    position: Position | None = None,
) -> None:
    """Clear the pegs layer and draw every peg given as (seat, unit-box point).

    With a ``position``, also its captions (``draw_captions``), which change with every move.
    """
    canvas.clear()
    if position is not None:
        draw_captions(canvas, layout, scale, theme, position)
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
    # Line widths have a floor in board units too, so marks stay thick on the small pegs of an
    # 8-player board: each of the four marks differs in shape, not only in colour, so it reads
    # from the back of a room and in any theme (highlight styles: HIGHLIGHT_STYLES).
    thick = max(peg_r * 0.4, scale.pixels * 0.005)
    halo = theme.background

    def ring(ref: PlaceRef, radius: float, width: float, colour: str, dash: Sequence = ()) -> None:
        x, y = scale.xy(ref_point(layout, ref, turn))
        canvas.set_line_dash([])
        canvas.stroke_style = halo  # a halo under every ring: it shows on any board colour
        canvas.line_width = width * 1.8
        canvas.stroke_circle(x, y, radius)
        canvas.set_line_dash(list(dash))
        canvas.stroke_style = colour
        canvas.line_width = width
        canvas.stroke_circle(x, y, radius)
        canvas.set_line_dash([])

    # Last move: a broad faint band along the holes stepped on, and a square around where it
    # ended (a square: no other mark is one).
    canvas.global_alpha = 0.35
    canvas.fill_style = theme.path
    canvas.stroke_style = theme.path
    canvas.line_cap = "round"
    canvas.line_join = "round"
    for seat, path in trail:
        points = [scale.xy(layout.place_xy(seat, place, 0)) for place in path]
        if len(points) > 1:
            canvas.line_width = hole_r * 1.6
            canvas.stroke_lines(points)
        for x, y in points[:-1]:
            canvas.fill_circle(x, y, hole_r * 0.9)
    canvas.global_alpha = 1.0
    for seat, path in trail:
        if path:
            x, y = scale.xy(layout.place_xy(seat, path[-1], 0))
            h = peg_r * 1.5
            canvas.stroke_style = halo
            canvas.line_width = thick * 1.1
            canvas.stroke_rect(x - h, y - h, 2 * h, 2 * h)
            canvas.stroke_style = theme.path
            canvas.line_width = thick * 0.6
            canvas.stroke_rect(x - h, y - h, 2 * h, 2 * h)
    # Pegs that can move: one thick dashed ring each.
    for ref in movable:
        ring(ref, peg_r * 1.5, thick, theme.highlight_edge, (peg_r * 0.55, peg_r * 0.3))
    # Parts of a split chosen so far: a line from where to where, in the accent.
    for frm, to in pending:
        (x1, y1), (x2, y2) = (scale.xy(ref_point(layout, r, turn)) for r in (frm, to))
        canvas.stroke_style = theme.accent
        canvas.line_width = thick
        canvas.stroke_line(x1, y1, x2, y2)
        ring(to, peg_r * 1.3, thick * 0.8, theme.accent)
    # The chosen peg: a double solid ring in the accent.
    if selected is not None:
        ring(selected, peg_r * 1.45, thick * 1.2, theme.accent)
        ring(selected, peg_r * 2.05, thick * 0.7, theme.accent)
    # Destinations: a filled accent disc in the hole with a bright centre (a target).
    for ref in targets:
        x, y = scale.xy(ref_point(layout, ref, turn))
        canvas.fill_style = halo
        canvas.fill_circle(x, y, peg_r * 1.5)
        canvas.fill_style = theme.accent
        canvas.fill_circle(x, y, peg_r * 1.25)
        canvas.fill_style = halo
        canvas.fill_circle(x, y, peg_r * 0.45)
    if focused is not None:
        ring(focused, peg_r * 1.6, thick, theme.highlight_edge)


#: The look of each highlight, in words (for the legend and the tests).
HIGHLIGHT_STYLES = {
    "movable": "thick dashed ring",
    "selected": "double solid ring in the accent colour",
    "targets": "filled target disc in the accent colour",
    "last move": "faint band along the path and a square where it ended",
}


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
