"""The one picture of a board that every output draws: a scene of marks in drawing order.

``board_scene`` lays out a position on a layout in a theme with what is to be marked (destinations,
movable and chosen pegs, the last move, bumped pegs) as ``marks`` values in the pixels of one
picture. The SVG (``svg``) writes the scene as elements and the live canvas (``widgets.board``)
paints it; neither invents a coordinate, size or colour, so the two pictures cannot drift.

A scene has four layers, drawn in this order: ``board`` (never changes during a game: the board,
holes, marks of come-out holes and in-spots, reading aids), ``under`` (under the pegs: destinations
and the last move's path), ``pegs`` (seat names with the turn plate, the centre caption, the pegs)
and ``over`` (over the pegs: movable and chosen pegs, the end of the last move, bumped pegs). The
canvas keeps one layer each, so a move redraws only the last three.
Coordinates come from ``geometry``, colours and shapes from ``colours``, look from ``theme``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ..board import HOME, START, Place, PlaceRef, board_for, place_name
from ..events import BumpedToStart, Event, PegMoved, SentToInSpot
from ..position import Position
from ..words.messages import Arg, language, say
from ..words.names import seat_key, spot_words
from .aids import LEGEND_FONT, LEGEND_MARK, Label, hole_labels, legend, play_arrow
from .colours import seat_style
from .contrast import legible
from .geometry import EDGE, Layout
from .marks import (
    NO_TAG,
    Anchor,
    Arc,
    Cap,
    Circle,
    Group,
    Mark,
    Paint,
    Point,
    Poly,
    Rect,
    Tag,
    Text,
)
from .theme import (
    BOLD_EM,
    CENTRE_FONT,
    COME_OUT_RING,
    IN_SPOT_HALF,
    LABEL_FONT,
    LANE_BAND,
    MARK_OUTLINE,
    MARK_WIDTH,
    NEST_BAND,
    SHAPE_OUTLINES,
    SIDE_BAND,
    TEXT_EM,
    WAY_OUT_DASH,
    Badge,
    Theme,
    badge,
    centre_lines,
    font_size,
    hairline,
    label_angle,
)

#: Opacity of the last move's band along the places stepped on.
PATH_OPACITY = 0.35


@dataclass(frozen=True)
class Bump:
    """A peg sent away by the last move: where it is now, and where it was hit (if known)."""

    seat: int
    place: Place
    was: Place | None = None


@dataclass(frozen=True)
class Overlay:
    """What to mark on the board besides the pegs (places as ``(seat or None, place)``)."""

    targets: tuple[PlaceRef, ...] = ()  # destinations
    movable: tuple[PlaceRef, ...] = ()  # pegs that can move
    selected: PlaceRef | None = None  # the chosen peg
    focused: PlaceRef | None = None  # the keyboard's place
    pending: tuple[tuple[PlaceRef, PlaceRef], ...] = ()  # parts of a split chosen so far
    moved: tuple[PegMoved, ...] = ()  # the last move's parts, with their paths
    bumps: tuple[Bump, ...] = ()


def last_move(events: Iterable[Event]) -> tuple[tuple[PegMoved, ...], tuple[Bump, ...]]:
    """The parts and the bumps of a move from the engine's events (``Position.play``)."""
    moved: list[PegMoved] = []
    bumps: list[Bump] = []
    for event in events:
        if isinstance(event, PegMoved):
            moved.append(event)
        elif isinstance(event, BumpedToStart):
            bumps.append(Bump(event.seat, START, event.frm))
        elif isinstance(event, SentToInSpot):
            bumps.append(Bump(event.seat, event.to, event.frm))
    return tuple(moved), tuple(bumps)


@dataclass(frozen=True)
class Scene:
    """A picture of the board, ``size`` pixels square: its marks by layer, bottom first."""

    size: int
    board: tuple[Mark, ...]
    under: tuple[Mark, ...]
    pegs: tuple[Mark, ...]
    over: tuple[Mark, ...]

    def marks(self) -> tuple[Mark, ...]:
        """Every mark, in drawing order."""
        return self.board + self.under + self.pegs + self.over


@dataclass(frozen=True)
class Sheet:
    """What a scene is laid out on: a board layout, a picture ``size`` pixels wide, a theme."""

    layout: Layout
    size: float
    theme: Theme

    @property
    def sp(self) -> float:
        """Hole spacing in pixels."""
        return self.layout.spacing * self.size

    @property
    def w(self) -> float:
        """The thinnest line, in pixels."""
        return hairline(self.sp, self.theme)

    @property
    def hole_r(self) -> float:
        """Radius of a hole in pixels."""
        return self.layout.hole_radius * self.size

    @property
    def peg_r(self) -> float:
        """Radius of a peg in pixels."""
        return self.layout.peg_radius * self.size

    @property
    def thick(self) -> float:
        """Width of a highlight's line: thick even on an 8-player board's small pegs."""
        return max(self.peg_r * 0.4, self.size * 0.005)

    def px(self, point: Point) -> Point:
        """A unit-box point in pixels."""
        return (point[0] * self.size, point[1] * self.size)

    def at(self, seat: int, place: Place, slot: int = 0) -> Point:
        """The pixel centre of ``seat``'s ``place`` (``slot``: which start place)."""
        return self.px(self.layout.place_xy(seat, place, slot))

    def ref(self, ref: PlaceRef, turn: int) -> Point:
        """The pixel centre of a place reference; a seatless start or home place is ``turn``'s."""
        seat, place = ref
        return self.at(turn if seat is None else seat, place)

    def font(self, base: float) -> float:
        """A font size for this picture (``base`` is for a 600-pixel picture)."""
        return font_size(base, self.size, self.theme)


def ref_name(ref: PlaceRef) -> str:
    """A place as the SVG's data-place names it: "T44" on the track, "2:H3" off it."""
    seat, place = ref
    return place_name(place) if seat is None or 0 <= place < HOME else f"{seat}:{place_name(place)}"


def _tag(cls: str, **data: object) -> Tag:
    return Tag(cls, tuple((k, str(v)) for k, v in data.items()))


def peg_shape(shape: str, centre: Point, radius: float, paint: Paint, tag: Tag = NO_TAG) -> Mark:
    """A peg's outline (``colours.SHAPES``) centred on ``centre`` as a circle or a polygon."""
    if shape == "circle":
        return Circle(centre[0], centre[1], radius, paint, tag)
    if shape not in SHAPE_OUTLINES:
        raise ValueError(
            f"peg shape {shape!r} has no outline: choose one of {sorted(SHAPE_OUTLINES)}"
        )
    cx, cy = centre
    points = tuple((cx + px * radius, cy + py * radius) for px, py in SHAPE_OUTLINES[shape])
    return Poly(points, True, paint, tag)


# --------------------------------------------------------------------------- the board
def board_layer(sheet: Sheet, *, aids: bool = False) -> tuple[Mark, ...]:
    """The static board: background, board, seat bands, start areas, home lanes, holes, marks."""
    return _board_layer(sheet, aids, language())  # its words (labels, legend) in the language


@lru_cache(maxsize=32)
def _board_layer(sheet: Sheet, aids: bool, lang: str) -> tuple[Mark, ...]:
    lay, t, s = sheet.layout, sheet.theme, sheet
    board = board_for(lay.players)
    players = lay.players
    sp, w, r = s.sp, s.w, s.hole_r
    out: list[Mark] = [Rect(0, 0, s.size, s.size, Paint(fill=t.background, width=0))]
    # The board, pushed out past the corners so the corner holes sit well inside it.
    grow = 1 + lay.rim / lay.apothem
    outline = tuple(s.px((0.5 + (x - 0.5) * grow, 0.5 + (y - 0.5) * grow)) for x, y in lay.corners)
    out.append(
        Poly(
            outline,
            True,
            Paint(fill=t.board, stroke=t.edge, width=w * 2, join="round"),
            Tag("board"),
        )
    )
    corners = [s.px(p) for p in lay.corners]
    # Each seat's side drawn as a tinted band under its holes, so whose side is whose shows.
    for seat in range(players):
        side = (corners[seat], corners[(seat + 1) % players])
        out.append(_band(sheet, seat, side, sp * SIDE_BAND, "butt", _tag("seat-side", seat=seat)))
    track = [s.px(p) for p in lay.track]
    out.append(Poly(tuple(track), True, Paint(stroke=t.edge, width=w)))
    for seat in range(players):
        fill = seat_style(seat).fill
        nest = tuple(s.px(p) for p in lay.start[seat])
        lane = (track[board.in_spot(seat)], *(s.px(p) for p in lay.home[seat]))
        out.append(_band(sheet, seat, nest, sp * NEST_BAND, "round", _tag("start-area", seat=seat)))
        out.append(_band(sheet, seat, lane, sp * LANE_BAND, "round", _tag("home-lane", seat=seat)))
        # The way out: from the middle of the start area to the come-out hole.
        way = Paint(stroke=fill, width=w * 2, dash=(sp * WAY_OUT_DASH,))
        way_out = Poly((nest[2], track[board.come_out(seat)]), False, way)
        out.append(Group(_outlined(sheet, seat, way_out), _tag("way-out", seat=seat)))
        way_in = Poly(lane[:2], False, Paint(stroke=fill, width=w * 2))
        out.append(Group(_outlined(sheet, seat, way_in), _tag("way-in", seat=seat)))
    hole = Paint(fill=t.hole, stroke=t.hole_edge, width=w)
    out += [Circle(x, y, r, hole) for x, y in track]
    for seat in range(players):
        ring = Paint(stroke=seat_style(seat).fill, width=w * MARK_WIDTH)
        out += [
            Circle(x, y, r, hole) for x, y in (s.px(p) for p in (*lay.start[seat], *lay.home[seat]))
        ]
        # Come-out hole: a ring in the seat's colour; in-spot: a square in it (marks, not colour
        # alone, tell them apart).
        x, y = track[board.come_out(seat)]
        come_out = Circle(x, y, r + sp * COME_OUT_RING, ring)
        out.append(Group(_outlined(sheet, seat, come_out), _tag("come-out", seat=seat)))
        x, y = track[board.in_spot(seat)]
        h = r + sp * IN_SPOT_HALF
        in_spot = Rect(x - h, y - h, 2 * h, 2 * h, ring)
        out.append(Group(_outlined(sheet, seat, in_spot), _tag("in-spot", seat=seat)))
    if aids:
        out.append(aids_group(sheet))
    return tuple(out)


def _outlined(sheet: Sheet, seat: int, mark: Circle | Rect | Poly) -> tuple[Mark, ...]:
    """A line in a seat's colour, outlined in a deeper shade of it where the colour itself is
    under 3:1 against the board (yellow on the light board, black on the dark one)."""
    paint = mark.paint
    if paint.stroke is None:  # only a line has an outline
        return (mark,)
    edge = legible(paint.stroke, sheet.theme.board)
    if edge == paint.stroke:
        return (mark,)
    casing = replace(paint, stroke=edge, width=paint.width + 2 * sheet.w * MARK_OUTLINE)
    return (replace(mark, paint=casing), mark)


def _band(
    sheet: Sheet, seat: int, points: tuple[Point, ...], width: float, cap: Cap, tag: Tag
) -> Group:
    """A pale band in a seat's colour (its side, start area or home lane), edged in a shade of
    that colour at 3:1 against the board: a tint alone never reaches it."""
    fill, t = seat_style(seat).fill, sheet.theme
    edge = legible(fill, t.board)
    line = Paint(stroke=edge, width=width + 2 * sheet.w * MARK_OUTLINE, cap=cap, join="round")
    return Group(
        (
            Poly(points, False, line),
            Poly(points, False, replace(line, stroke=t.board, width=width)),  # the edge's inside
            Poly(points, False, replace(line, stroke=fill, width=width, opacity=t.tint)),
        ),
        tag,
    )


def aids_group(sheet: Sheet) -> Group:
    """The reading aids (``aids``): hole and home numbers, the direction of play, the legend."""
    t, w = sheet.theme, sheet.w
    ink = Paint(fill=t.text)
    out: list[Mark] = []
    for label in hole_numbers(sheet):
        x, y = sheet.px(label.xy)
        size = sheet.font(label.font)
        tag = Tag(f"{label.kind}-label")
        if label.turn:
            text = Text(0.0, 0.0, label.text, size, ink, baseline="middle", tag=tag)
            out.append(Group((text,), at=(x, y), turn=label.turn))
        else:
            out.append(Text(x, y, label.text, size, ink, baseline="middle", tag=tag))
    arrow = play_arrow(sheet.layout)
    cx, cy = sheet.px(arrow.centre)
    out.append(
        Arc(
            cx,
            cy,
            arrow.radius * sheet.size,
            math.radians(arrow.start),
            math.radians(arrow.end),
            Paint(stroke=t.text, width=w * 2),
            Tag("play-arrow"),
        )
    )
    head = tuple(sheet.px(p) for p in arrow.head)
    out.append(Poly(head, True, Paint(fill=t.text, width=0), Tag("play-arrow-head")))
    mark_sp = 25 * sheet.size / 600 * LEGEND_MARK  # the same size on every board
    font = sheet.font(LEGEND_FONT)
    for row in legend(sheet.layout):
        mx, my = sheet.px(row.mark_xy)
        tx = sheet.px(row.text_xy)[0]
        words = Text(tx, my, row.text, font, ink, anchor="start", baseline="middle")
        out.append(
            Group(
                (*_legend_mark(row.mark, mx, my, mark_sp, w, t), words),
                _tag("legend-row", mark=row.mark),
            )
        )
    return Group(tuple(out), Tag("aids"))


def hole_numbers(sheet: Sheet) -> list[Label]:
    """The hole and home place numbers of this picture, inside the track where a seat's name
    would hide them."""
    return hole_labels(sheet.layout, _under_a_name(sheet))


#: A digit's width and a number's height, and the height of letters above and below their
#: baseline, in font sizes (rough: the browser has the real ones).
DIGIT_EM, NUMBER_HEIGHT_EM = 0.6, 1.0
CAP_EM, DESCENT_EM = 0.78, 0.25


def _under_a_name(sheet: Sheet) -> Callable[[Label], bool]:
    """Whether a hole number would lie under a seat's label: its name, team words, peg shape or
    the plate it gets when the seat is to play (the aids are drawn once for every turn)."""
    frames = []
    for seat in range(sheet.layout.players):
        label = seat_label(sheet, seat)
        angle = math.radians(label.angle)
        frames.append((label.origin, math.cos(angle), math.sin(angle), label_boxes(label.badge)))

    def covered(label: Label) -> bool:
        cx, cy = sheet.px(label.xy)
        size = sheet.font(label.font)
        hw, hh = len(label.text) * size * DIGIT_EM / 2, size * NUMBER_HEIGHT_EM / 2
        corners = [(cx + dx, cy + dy) for dx in (-hw, hw) for dy in (-hh, hh)]
        for (ox, oy), cos, sin, boxes in frames:
            # The number's corners in the label's own frame (turned back by its angle).
            xs = [cos * (px - ox) + sin * (py - oy) for px, py in corners]
            ys = [-sin * (px - ox) + cos * (py - oy) for px, py in corners]
            for left, top, right, bottom in boxes:
                if max(xs) > left and min(xs) < right and max(ys) > top and min(ys) < bottom:
                    return True
        return False

    return covered


Box = tuple[float, float, float, float]  # left, top, right, bottom


@dataclass(frozen=True)
class SeatLabel:
    """A seat's label as drawn: its badge, where its origin lies in pixels, and its angle."""

    badge: Badge
    origin: Point
    angle: float  # degrees


#: Clear space between a seat's label (its turn plate too) and its side's track holes, in hole
#: spacings beyond half a spacing from the track's line.
LABEL_CLEAR = 0.12


def label_boxes(b: Badge) -> list[Box]:
    """Every box a badge may cover (name, team words, peg shape, turn plate), in its own frame."""
    x, y, w, h = b.plate
    return [*_badge_boxes(b), (x, y, x + w, y + h)]


def seat_label(sheet: Sheet, seat: int) -> SeatLabel:
    """Where a seat's label goes: never over its side's holes, never past the picture's edge,
    its type made smaller where the two leave too little room (an 8-player board's flat sides)."""
    return _seat_label(sheet, seat, language())  # its words in the language spoken


@lru_cache(maxsize=256)
def _seat_label(sheet: Sheet, seat: int, lang: str) -> SeatLabel:
    lay = sheet.layout
    angle = label_angle(lay.corners, seat)
    b = badge(seat, sheet.font(LABEL_FONT[0]), sheet.font(LABEL_FONT[1]), lay.label_lines)
    (ax, ay), (bx, by) = (
        sheet.px(lay.corners[seat]),
        sheet.px(lay.corners[(seat + 1) % lay.players]),
    )
    mx, my = (ax + bx) / 2, (ay + by) / 2
    half = sheet.size / 2
    nx, ny = mx - half, my - half
    norm = math.hypot(nx, ny)
    nx, ny = nx / norm, ny / norm  # outward, square to the side
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    lo, hi = sheet.size * EDGE, sheet.size * (1 - EDGE)
    clear = sheet.sp * (0.5 + LABEL_CLEAR)

    def bounds(badge_: Badge) -> tuple[float, float]:
        """The nearest and farthest the origin may lie beyond the track's line (pixels)."""
        near, far = -math.inf, math.inf
        for left, top, right, bottom in label_boxes(badge_):
            for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
                dx, dy = cos * x - sin * y, sin * x + cos * y  # the corner from the origin
                near = max(near, clear - (dx * nx + dy * ny))
                # Each coordinate, mid + n * d + corner, must stay inside the picture.
                for m, n, c in ((mx, nx, dx), (my, ny, dy)):
                    if n > 1e-9:
                        far = min(far, (hi - m - c) / n)
                    elif n < -1e-9:
                        far = min(far, (m + c - lo) / -n)
        return near, far

    near, far = bounds(b)
    big, small = b.big, b.small
    while near > far and big > 6:
        big, small = big * 0.97, small * 0.97
        b = badge(seat, big, small, lay.label_lines)
        near, far = bounds(b)
    ox, oy = sheet.px(lay.labels[seat])
    beyond = min(max((ox - mx) * nx + (oy - my) * ny, near), far)
    return SeatLabel(b, (mx + nx * beyond, my + ny * beyond), angle)


def _badge_boxes(b: Badge) -> list[tuple[float, float, float, float]]:
    """Rough boxes (left, top, right, bottom) of a badge's name, team words and peg shape."""
    boxes = []
    for (x, y), text, size, em in (
        (b.name_xy, b.name, b.big, BOLD_EM),
        (b.info_xy, b.info, b.small, TEXT_EM),
    ):
        width = len(text) * size * em
        left = x - width / 2 if b.anchor == "middle" else x
        boxes.append((left, y - size * CAP_EM, left + width, y + size * DESCENT_EM))
    (ix, iy), r = b.icon_xy, b.icon * 1.3  # peg shapes reach about 1.3 of their radius
    boxes.append((ix - r, iy - r, ix + r, iy + r))
    return boxes


def _legend_mark(mark: str, x: float, y: float, sp: float, w: float, t: Theme) -> list[Mark]:
    """One legend mark drawn like the board's own (neutral ink: every hue names a seat)."""
    r = sp * 0.3
    hole = Paint(fill=t.hole, stroke=t.hole_edge, width=w)
    ring = Paint(stroke=t.text, width=w * MARK_WIDTH)
    if mark == "come-out":
        return [Circle(x, y, r, hole), Circle(x, y, r + sp * COME_OUT_RING, ring)]
    if mark == "in-spot":
        h = r + sp * IN_SPOT_HALF
        return [Circle(x, y, r, hole), Rect(x - h, y - h, 2 * h, 2 * h, ring)]
    if mark in ("start", "home"):
        # Three holes on a pale band, as a start area's row or a home lane looks.
        dx = sp * 0.55
        band = Paint(stroke=t.text, width=sp * 0.9, opacity=t.tint, cap="round")
        holes: list[Mark] = [Circle(hx, y, r * 0.8, hole) for hx in (x - dx, x, x + dx)]
        return [Poly(((x - dx, y), (x + dx, y)), False, band), *holes]
    head = ((x + sp * 0.7, y), (x + sp * 0.25, y - sp * 0.25), (x + sp * 0.25, y + sp * 0.25))
    return [
        Poly(((x - sp * 0.6, y), (x + sp * 0.3, y)), False, Paint(stroke=t.text, width=w * 2)),
        Poly(head, True, Paint(fill=t.text, width=0)),
    ]


# --------------------------------------------------------------------------- pegs and captions
PegAt = tuple[int, Place | None, Point]  # (seat, place or None while gliding, unit-box point)


def peg_tip(seat: int, place: Place, players: int) -> str:
    """A peg's tooltip, in the language spoken: "Blue's peg in home place 3 (H3)"."""
    if place == START:
        at: dict[str, Arg] = {"at": "start", "home": 0, "spot": ""}
    elif place > HOME:
        at = {"at": "home", "home": place - HOME, "spot": ""}
    else:
        at = {"at": "track", "home": 0, "spot": spot_words(place, players, seat)}
    return say("label-peg-tip", owner=seat_key(seat), notation=place_name(place), **at)


def pegs_layer(sheet: Sheet, pegs: Sequence[PegAt], position: Position | None) -> tuple[Mark, ...]:
    """Seat names (the seat to play on a plate), the centre caption and the pegs."""
    out: list[Mark] = []
    if position is not None:
        out += _labels(sheet, position)
        out += _centre(sheet, position)
    t, r = sheet.theme, sheet.peg_r
    edge = max(1.0, sheet.w * 1.4)
    for seat, place, point in pegs:
        style = seat_style(seat)
        paint = Paint(fill=style.fill, stroke=t.peg_edge, width=edge, join="round")
        shape = peg_shape(style.shape, sheet.px(point), r, paint)
        if place is None or position is None:
            out.append(Group((shape,)))
            continue
        tip = peg_tip(seat, place, position.players)
        out.append(Group((shape,), _tag("peg", seat=seat, place=place_name(place)), title=tip))
    return tuple(out)


def _labels(sheet: Sheet, position: Position) -> list[Mark]:
    t = sheet.theme
    out: list[Mark] = []
    for seat in range(position.players):
        style = seat_style(seat)
        label = seat_label(sheet, seat)
        b, angle = label.badge, label.angle
        turn = seat == position.turn and position.winner is None
        marks: list[Mark] = []
        if turn:
            # The seat to play gets a name plate in reversed colours.
            marks.append(Rect(*b.plate, Paint(fill=t.highlight_edge, width=0)))
        icon = Paint(
            fill=style.fill,
            stroke=t.background if turn else t.peg_edge,
            width=sheet.w * (2 if turn else 1),
            join="round",
        )
        # The shape is turned back upright: a legend that turned with its side would show a
        # square seat's pegs as diamonds (the shape is what colour-blind players read).
        shape = peg_shape(style.shape, (0.0, 0.0), b.icon, icon)
        marks.append(Group((shape,), Tag("seat-shape"), at=b.icon_xy, turn=0.0 - angle))
        ink = Paint(fill=t.background if turn else t.text)
        anchor: Anchor = "start" if b.anchor == "start" else "middle"
        name = Text(*b.name_xy, b.name, b.big, ink, bold=True, anchor=anchor, tag=Tag("seat-name"))
        marks += [name, Text(*b.info_xy, b.info, b.small, ink, anchor=anchor)]
        out.append(
            Group(
                tuple(marks),
                _tag("seat-label", seat=seat),
                at=label.origin,
                turn=angle,
            )
        )
    return out


def _centre(sheet: Sheet, position: Position) -> list[Mark]:
    big, small = sheet.font(CENTRE_FONT[0]), sheet.font(CENTRE_FONT[1])
    lines = [(text, big if head else small, head) for text, head in centre_lines(position)]
    ink = Paint(fill=sheet.theme.text)
    x = sheet.size / 2
    cy = sheet.size / 2 - sum(size * 1.3 for _, size, _ in lines) / 2
    out: list[Mark] = []
    for text, size, head in lines:
        cy += size * 1.3
        out.append(Text(x, cy - size * 0.3, text, size, ink, bold=head))
    return out


# --------------------------------------------------------------------------- highlights
def _ring(
    sheet: Sheet, xy: Point, radius: float, width: float, colour: str, dash: tuple[float, ...] = ()
) -> list[Mark]:
    """A ring over a halo of the background colour, so it shows on any board colour."""
    halo = Paint(stroke=sheet.theme.background, width=width * 1.8)
    return [
        Circle(*xy, radius, halo),
        Circle(*xy, radius, Paint(stroke=colour, width=width, dash=dash)),
    ]


def _start_slots(position: Position) -> list[int]:
    return [places.count(START) for places in position.pegs]


def under_layer(sheet: Sheet, position: Position, overlay: Overlay) -> tuple[Mark, ...]:
    """Destinations and the last move's path with a ghost where the peg stood (under the pegs)."""
    t, peg_r, hole_r = sheet.theme, sheet.peg_r, sheet.hole_r
    out: list[Mark] = []
    start_left = _start_slots(position)
    for k, ev in enumerate(overlay.moved):
        # A peg that left start stood in the first slot now empty.
        origin = sheet.at(ev.seat, ev.frm, start_left[ev.seat] if ev.frm == START else 0)
        points = (origin, *(sheet.at(ev.seat, p) for p in ev.path))
        jump = len(ev.path) == 1  # coming out, a joker: a jump, drawn dashed
        band = Paint(
            stroke=t.path,
            width=hole_r * 1.6,
            opacity=PATH_OPACITY,
            cap="round",
            join="round",
            dash=(sheet.sp * 0.35,) if jump else (),
        )
        style = seat_style(ev.seat)
        ghost = Paint(stroke=style.fill, width=sheet.w * 2, dash=(sheet.sp * 0.15,))
        marks = (Poly(points, False, band), peg_shape(style.shape, origin, peg_r, ghost))
        out.append(Group(marks, _tag("last-move", part=k)))
    for seat, place in overlay.targets:
        if place == START:
            who = position.turn if seat is None else seat
            pts = tuple(sheet.at(who, START, slot) for slot in range(5))
            paint = Paint(stroke=t.accent, width=2 * peg_r * 1.25, opacity=0.45, cap="round")
            out.append(Poly(pts, False, paint, _tag("highlight", place=f"{who}:S")))
            continue
        # A target: an accent disc in the hole with a bright centre (a peg there still shows).
        xy = sheet.ref((seat, place), position.turn)
        out.append(Circle(*xy, peg_r * 1.5, Paint(fill=t.background, width=0)))
        name = ref_name((seat if seat is not None else position.turn, place))
        out.append(
            Circle(*xy, peg_r * 1.25, Paint(fill=t.accent, width=0), _tag("highlight", place=name))
        )
        out.append(Circle(*xy, peg_r * 0.45, Paint(fill=t.background, width=0)))
    return tuple(out)


def over_layer(sheet: Sheet, position: Position, overlay: Overlay) -> tuple[Mark, ...]:
    """Movable pegs, split parts, the chosen peg, the focus, the last move's end, bumps."""
    t, peg_r, thick, turn = sheet.theme, sheet.peg_r, sheet.thick, position.turn
    out: list[Mark] = []
    # The last move ends in a square (no other mark is one).
    for k, ev in enumerate(overlay.moved):
        x, y = sheet.at(ev.seat, ev.to)
        h = peg_r * 1.5
        halo = Paint(stroke=t.background, width=thick * 1.1)
        ink = Paint(stroke=t.path, width=thick * 0.6)
        squares = (Rect(x - h, y - h, 2 * h, 2 * h, halo), Rect(x - h, y - h, 2 * h, 2 * h, ink))
        out.append(Group(squares, _tag("last-move-end", part=k)))
    # Pegs that can move: one thick dashed ring each.
    for ref in overlay.movable:
        ring = _ring(
            sheet,
            sheet.ref(ref, turn),
            peg_r * 1.5,
            thick,
            t.highlight_edge,
            (peg_r * 0.55, peg_r * 0.3),
        )
        out.append(Group(tuple(ring), _tag("movable", place=ref_name(ref))))
    # Parts of a split chosen so far: a line from where to where, in the accent.
    for frm, to in overlay.pending:
        a, b = sheet.ref(frm, turn), sheet.ref(to, turn)
        line = Poly((a, b), False, Paint(stroke=t.accent, width=thick))
        ring = _ring(sheet, b, peg_r * 1.3, thick * 0.8, t.accent)
        out.append(Group((line, *ring), _tag("pending", place=ref_name(to))))
    # The chosen peg: a double solid ring in the accent.
    if overlay.selected is not None:
        xy = sheet.ref(overlay.selected, turn)
        rings = _ring(sheet, xy, peg_r * 1.45, thick * 1.2, t.accent)
        rings += _ring(sheet, xy, peg_r * 2.05, thick * 0.7, t.accent)
        out.append(Group(tuple(rings), _tag("selected", place=ref_name(overlay.selected))))
    if overlay.focused is not None:
        ring = _ring(sheet, sheet.ref(overlay.focused, turn), peg_r * 1.6, thick, t.highlight_edge)
        out.append(Group(tuple(ring), _tag("focused", place=ref_name(overlay.focused))))
    # Bumped pegs: a ring where each is now, a dashed line from where it was hit.
    used: dict[int, int] = {}
    start_count = _start_slots(position)
    for bump in overlay.bumps:
        if bump.place == START:
            used[bump.seat] = used.get(bump.seat, 0) + 1
            xy = sheet.at(bump.seat, START, max(0, start_count[bump.seat] - used[bump.seat]))
        else:
            xy = sheet.at(bump.seat, bump.place)
        marks: list[Mark] = []
        if bump.was is not None:
            dash = (sheet.sp * 0.25, sheet.sp * 0.2)
            dashed = Paint(stroke=t.bump, width=sheet.w * 2, dash=dash)
            marks.append(Poly((sheet.at(bump.seat, bump.was), xy), False, dashed))
        width = max(sheet.w * 3, thick * 0.6)
        marks.append(Circle(*xy, peg_r * 1.5, Paint(stroke=t.bump, width=width)))
        out.append(
            Group(tuple(marks), _tag("bumped", place=f"{bump.seat}:{place_name(bump.place)}"))
        )
    return tuple(out)


#: The look of each highlight, in words (for a legend and the tests).
HIGHLIGHT_STYLES = {
    "movable": "thick dashed ring",
    "selected": "double solid ring in the accent colour",
    "targets": "filled target disc in the accent colour",
    "last move": "faint band along the path, a ghost where the peg stood, a square where it ended",
    "bumped": "ring in the bump colour, dashed line from where the peg was hit",
}


def board_scene(
    position: Position,
    layout: Layout,
    size: float,
    theme: Theme,
    overlay: Overlay = Overlay(),
    *,
    aids: bool = False,
) -> Scene:
    """The whole picture of ``position`` on ``layout``, ``size`` pixels square, in ``theme``."""
    sheet = Sheet(layout, size, theme)
    pegs = [(seat, place, xy) for seat, place, xy in layout.pegs_xy(position.pegs)]
    return Scene(
        size=round(size),
        board=board_layer(sheet, aids=aids),
        under=under_layer(sheet, position, overlay),
        pegs=pegs_layer(sheet, pegs, position),
        over=over_layer(sheet, position, overlay),
    )
