"""The board as an SVG picture: a pure, deterministic function from a position and options to text.

Owns how the board is written as SVG: marks for come-out holes and in-spots, start areas and home
lanes, pegs, highlights of destinations, of the last move and of bumped pegs. Coordinates come
from ``geometry``, colours, names and shapes from ``colours``, themes, sizes, peg outlines and
caption words from ``theme`` (shared with the live canvas board), words from ``describe``; this
module invents no coordinates and knows no rules. Nothing here imports Jupyter: ``SvgImage``
displays itself through the ``_repr_svg_`` protocol alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from html import escape

from ..board import HOME, START, Place, board_for, parse_place, place_name
from ..errors import PegsError
from ..events import BumpedToStart, Event, PegMoved, SentToInSpot
from ..inputs import is_number
from ..moves import Move, Part
from ..position import Position
from .aids import svg_aids
from .colours import seat_style
from .describe import describe, place_words
from .geometry import APOTHEM, RIM, Layout, Point, layout
from .theme import (
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
    THEMES,
    WAY_OUT_DASH,
    Theme,
    badge,
    centre_lines,
    font_size,
    hairline,
    label_angle,
)


class SvgImage(str):
    """An SVG document: a plain string that Jupyter shows as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


def _n(v: float) -> str:
    """A coordinate as short fixed text, so the output is identical byte for byte."""
    text = f"{v:.1f}"
    return "0.0" if text == "-0.0" else text


def _shape(shape: str, x: float, y: float, r: float, attrs: str) -> str:
    if shape == "circle":
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {attrs}/>'
    pts = " ".join(f"{_n(x + px * r)},{_n(y + py * r)}" for px, py in SHAPE_OUTLINES[shape])
    return f'<polygon points="{pts}" {attrs}/>'


# ----- normalising the options
Spot = tuple[int | None, Place]  # (seat or None for a track hole, place)


def _spot(item: object, players: int) -> list[Spot]:
    """The places one highlight item names (see ``render_svg``)."""
    if isinstance(item, Move):
        return [spot for part in item.parts for spot in _spot(part, players)]
    if isinstance(item, Part):
        return _spot((item.seat, item.to), players)
    if isinstance(item, bool):
        raise PegsError(f"cannot highlight {item!r}: give a place such as 'T44' or '2:H3'")
    if isinstance(item, int):
        if not 0 <= item < 18 * players:
            raise PegsError(
                f"cannot highlight {item!r}: only track holes 0..{18 * players - 1} need no seat; "
                "write a start or home place as (seat, place), e.g. '2:H3'"
            )
        return [(None, item)]
    if isinstance(item, str):
        seat_text, sep, place_text = item.partition(":")
        if not sep:
            return _spot(parse_place(item, players), players)
        if not is_number(seat_text) or int(seat_text) >= players:
            raise PegsError(f"cannot highlight {item!r}: {seat_text!r} is not a seat")
        return _spot((int(seat_text), parse_place(place_text, players)), players)
    if isinstance(item, tuple) and len(item) == 2:
        seat, place = item
        if isinstance(place, str):
            place = parse_place(place, players)
        if type(seat) is not int or not 0 <= seat < players or type(place) is not int:
            raise PegsError(f"cannot highlight {item!r}: write (seat, place), e.g. (2, 'H3')")
        return [(None, place) if 0 <= place < HOME else (seat, place)]
    raise PegsError(
        f"cannot highlight {item!r}: give a track hole (44 or 'T44'), a seat's place "
        "((2, 'H3') or '2:H3'), a Part or a Move"
    )


def _move_events(move: Move, position: Position) -> list[PegMoved]:
    """PegMoved events drawn from a bare Move (the position after it), the paths worked out."""
    board = board_for(position.players)
    length = board.track_length
    out = []
    for seat, frm, to in move.parts:
        if frm == START or move.card.is_joker:
            path: tuple[Place, ...] = (to,)
            backward = False
        elif frm > HOME:
            path, backward = tuple(range(frm + 1, to + 1)), False
        elif to > HOME:
            steps = board.distance(frm, board.in_spot(seat))
            track = tuple((frm + i) % length for i in range(1, steps + 1))
            path, backward = track + tuple(range(HOME + 1, to + 1)), False
        else:
            ahead = board.distance(frm, to)
            # No card moves more than 13 forward or 9 back and the ring has 72+ holes, so the
            # shorter way round is the way the peg went.
            backward = length - ahead < ahead
            steps = length - ahead if backward else ahead
            sign = -1 if backward else 1
            path = tuple((frm + sign * i) % length for i in range(1, steps + 1))
        out.append(PegMoved(seat, frm, to, path, backward))
    return out


# ----- drawing
class _Canvas:
    """Collects SVG elements for one picture; knows the scale and the theme."""

    def __init__(self, lay: Layout, size: int, theme: Theme) -> None:
        self.lay = lay
        self.size = size
        self.theme = theme
        self.out: list[str] = []
        self.sp = lay.spacing * size  # hole spacing in pixels
        self.w = hairline(self.sp, theme)

    def px(self, p: Point) -> Point:
        return (p[0] * self.size, p[1] * self.size)

    def xy(self, seat: int | None, place: Place, slot: int = 0) -> Point:
        return self.px(self.lay.place_xy(seat if seat is not None else 0, place, slot))

    def add(self, text: str) -> None:
        self.out.append(text)

    def line(self, pts: Sequence[Point], attrs: str) -> None:
        d = " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)
        self.add(f'<polyline points="{d}" fill="none" {attrs}/>')


def _font(c: _Canvas, base: float) -> float:
    return font_size(base, c.size, c.theme)


def _draw_board(c: _Canvas, position: Position) -> None:
    lay, t, board = c.lay, c.theme, board_for(position.players)
    corners = [c.px(p) for p in lay.corners]
    # The board, pushed out past the corners so the corner holes sit well inside it.
    grow = 1 + RIM * lay.spacing / APOTHEM
    outline = [c.px((0.5 + (x - 0.5) * grow, 0.5 + (y - 0.5) * grow)) for x, y in lay.corners]
    d = " ".join(f"{_n(x)},{_n(y)}" for x, y in outline)
    c.add(
        f'<polygon class="board" points="{d}" fill="{t.board}" stroke="{t.edge}" '
        f'stroke-width="{_n(c.w * 2)}" stroke-linejoin="round"/>'
    )
    # Each seat's side drawn as a coloured band under its holes, so whose side is whose shows.
    for s in range(position.players):
        a, b = corners[s], corners[(s + 1) % position.players]
        c.line(
            [a, b],
            f'stroke="{seat_style(s).fill}" stroke-opacity="{t.tint:.2f}" '
            f'stroke-width="{_n(c.sp * SIDE_BAND)}" stroke-linecap="butt"',
        )
    track = [c.px(p) for p in lay.track]
    c.line([*track, track[0]], f'stroke="{t.edge}" stroke-width="{_n(c.w)}"')
    for s in range(position.players):
        style = seat_style(s)
        fill = style.fill
        nest = [c.px(p) for p in lay.start[s]]
        lane = [c.px(lay.track[board.in_spot(s)])] + [c.px(p) for p in lay.home[s]]
        out_hole = c.px(lay.track[board.come_out(s)])
        band = f'stroke="{fill}" stroke-opacity="{t.tint:.2f}" stroke-linecap="round"'
        c.line(nest, f'{band} stroke-width="{_n(c.sp * NEST_BAND)}"')
        c.line(lane, f'{band} stroke-width="{_n(c.sp * LANE_BAND)}" stroke-linejoin="round"')
        # The way out: from the middle of the start area to the come-out hole.
        c.line(
            [nest[2], out_hole],
            f'stroke="{fill}" stroke-width="{_n(c.w * 2)}" '
            f'stroke-dasharray="{_n(c.sp * WAY_OUT_DASH)}"',
        )
        c.line(lane[:2], f'stroke="{fill}" stroke-width="{_n(c.w * 2)}"')
    r = lay.hole_radius * c.size
    hole = f'fill="{t.hole}" stroke="{t.hole_edge}" stroke-width="{_n(c.w)}"'
    for x, y in track:
        c.add(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {hole}/>')
    for s in range(position.players):
        fill = seat_style(s).fill
        ring = f'fill="none" stroke="{fill}" stroke-width="{_n(c.w * MARK_WIDTH)}"'
        for x, y in (c.px(p) for p in (*lay.start[s], *lay.home[s])):
            c.add(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {hole}/>')
        # Come-out hole: a ring in the seat's colour; in-spot: a square in it (marks, not colour
        # alone, tell them apart).
        x, y = track[board.come_out(s)]
        c.add(
            f'<circle class="come-out" data-seat="{s}" cx="{_n(x)}" cy="{_n(y)}" '
            f'r="{_n(r + c.sp * COME_OUT_RING)}" {ring}/>'
        )
        x, y = track[board.in_spot(s)]
        h = r + c.sp * IN_SPOT_HALF
        c.add(
            f'<rect class="in-spot" data-seat="{s}" x="{_n(x - h)}" y="{_n(y - h)}" '
            f'width="{_n(2 * h)}" height="{_n(2 * h)}" {ring}/>'
        )


def _draw_highlights(c: _Canvas, spots: Iterable[Spot]) -> None:
    t = c.theme
    r = c.lay.peg_radius * c.size * 1.45
    for seat, place in spots:
        if place == START:
            pts = [c.px(p) for p in c.lay.start[seat]]
            c.line(
                pts,
                f'class="highlight" data-place="{seat}:S" stroke="{t.highlight_edge}" '
                f'stroke-width="{_n(2 * r)}" stroke-linecap="round" stroke-opacity="0.3"',
            )
            continue
        x, y = c.xy(seat, place)
        name = place_name(place) if seat is None else f"{seat}:{place_name(place)}"
        c.add(
            f'<circle class="highlight" data-place="{name}" cx="{_n(x)}" cy="{_n(y)}" '
            f'r="{_n(r)}" fill="{t.highlight}" stroke="{t.highlight_edge}" '
            f'stroke-width="{_n(c.w * 2.5)}" '
            f'stroke-dasharray="{_n(c.sp * 0.2)} {_n(c.sp * 0.12)}"/>'
        )


def _arrowhead(c: _Canvas, a: Point, b: Point, colour: str, size: float) -> None:
    """A filled arrowhead at ``b`` pointing away from ``a``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    tip = b
    back = (b[0] - ux * size, b[1] - uy * size)
    left = (back[0] - uy * size * 0.55, back[1] + ux * size * 0.55)
    right = (back[0] + uy * size * 0.55, back[1] - ux * size * 0.55)
    pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in (tip, left, right))
    c.add(f'<polygon points="{pts}" fill="{colour}"/>')


def _draw_path(c: _Canvas, moved: Sequence[PegMoved], start_left: dict[int, int]) -> None:
    """The last move: a line along every place stepped on, a ghost where the peg stood."""
    t = c.theme
    for k, ev in enumerate(moved):
        slot = start_left.get(ev.seat, 0)
        a = c.xy(ev.seat, ev.frm, slot)
        pts = [a] + [c.xy(ev.seat, p) for p in ev.path]
        style = seat_style(ev.seat)
        c.add(f'<g class="last-move" data-part="{k}">')
        c.line(
            pts,
            f'stroke="{t.path}" stroke-opacity="0.55" stroke-width="{_n(c.sp * 0.3)}" '
            f'stroke-linecap="round" stroke-linejoin="round"'
            + (f' stroke-dasharray="{_n(c.sp * 0.35)}"' if len(ev.path) == 1 else ""),
        )
        r = c.lay.peg_radius * c.size
        if len(pts) >= 2:
            # Stop the arrow at the destination peg's rim so its head stays visible.
            (x0, y0), (x1, y1) = pts[-2], pts[-1]
            d = math.hypot(x1 - x0, y1 - y0) or 1.0
            tip = (x1 - (x1 - x0) / d * r * 1.25, y1 - (y1 - y0) / d * r * 1.25)
            _arrowhead(c, pts[-2], tip, t.path, c.sp * 0.6)
        c.add(
            _shape(
                style.shape, a[0], a[1], r,
                f'fill="none" stroke="{style.fill}" stroke-width="{_n(c.w * 2)}" '
                f'stroke-dasharray="{_n(c.sp * 0.15)}"',
            )
        )  # fmt: skip
        c.add("</g>")


def _draw_bumps(
    c: _Canvas, bumps: Sequence[tuple[int, Place, Place | None]], start_count: Sequence[int]
) -> None:
    """Rings round bumped pegs where they are now, and a dashed line from where they were hit."""
    t = c.theme
    used: dict[int, int] = {}
    r = c.lay.peg_radius * c.size * 1.5
    for seat, now, was in bumps:
        if now == START:
            used[seat] = used.get(seat, 0) + 1
            slot = max(0, start_count[seat] - used[seat])
            xy = c.xy(seat, START, slot)
        else:
            xy = c.xy(seat, now)
        name = f"{seat}:{place_name(now)}"
        c.add(f'<g class="bumped" data-place="{name}">')
        if was is not None:
            c.line(
                [c.xy(seat, was), xy],
                f'stroke="{t.bump}" stroke-width="{_n(c.w * 2)}" '
                f'stroke-dasharray="{_n(c.sp * 0.25)} {_n(c.sp * 0.2)}"',
            )
        c.add(
            f'<circle cx="{_n(xy[0])}" cy="{_n(xy[1])}" r="{_n(r)}" fill="none" '
            f'stroke="{t.bump}" stroke-width="{_n(c.w * 3)}"/>'
        )
        c.add("</g>")


def _draw_pegs(c: _Canvas, position: Position) -> None:
    t = c.theme
    r = c.lay.peg_radius * c.size
    edge = f'stroke="{t.peg_edge}" stroke-width="{_n(max(1.0, c.w * 1.4))}" stroke-linejoin="round"'
    players = position.players
    for seat, place, point in c.lay.pegs_xy(position.pegs):
        style = seat_style(seat)
        x, y = c.px(point)
        name = place_name(place)
        tip = escape(f"{style.name} (seat {seat}) peg {place_words(seat, place, players)}")
        c.add(
            f'<g class="peg" data-seat="{seat}" data-place="{name}"><title>{tip}</title>'
            + _shape(style.shape, x, y, r, f'fill="{style.fill}" {edge}')
            + "</g>"
        )


def _draw_labels(c: _Canvas, position: Position) -> None:
    t = c.theme
    big, small = _font(c, LABEL_FONT[0]), _font(c, LABEL_FONT[1])
    for s in range(position.players):
        style = seat_style(s)
        b = badge(s, big, small)
        x, y = c.px(c.lay.labels[s])
        turn = s == position.turn and position.winner is None
        c.add(
            f'<g class="seat-label" data-seat="{s}" '
            f'transform="translate({_n(x)},{_n(y)}) rotate({label_angle(c.lay.corners, s)})">'
        )
        if turn:
            # The seat to play gets a name plate in reversed colours.
            px, py, w, h = b.plate
            c.add(
                f'<rect x="{_n(px)}" y="{_n(py)}" width="{_n(w)}" '
                f'height="{_n(h)}" rx="{_n(small * 0.5)}" fill="{t.highlight_edge}"/>'
            )
        ink = t.background if turn else t.text
        c.add(
            _shape(
                style.shape, b.icon_xy[0], b.icon_xy[1], b.icon,
                f'fill="{style.fill}" stroke="{t.background if turn else t.peg_edge}" '
                f'stroke-width="{_n(c.w * (2 if turn else 1))}"',
            )
        )  # fmt: skip
        c.add(
            f'<text class="seat-name" x="0.0" y="{_n(b.y1)}" text-anchor="middle" '
            f'font-size="{_n(big)}" font-weight="700" fill="{ink}">{escape(b.name)}</text>'
        )
        c.add(
            f'<text x="0.0" y="{_n(b.y2)}" text-anchor="middle" font-size="{_n(small)}" '
            f'fill="{ink}">{b.info}</text>'
        )
        c.add("</g>")


def _draw_centre(c: _Canvas, position: Position) -> None:
    t = c.theme
    big, small = _font(c, CENTRE_FONT[0]), _font(c, CENTRE_FONT[1])
    x, y = c.size / 2, c.size / 2
    lines = [
        (text, big if head else small, "700" if head else "400")
        for text, head in centre_lines(position)
    ]
    total = sum(size * 1.3 for _, size, _ in lines)
    cy = y - total / 2
    for text, size, weight in lines:
        cy += size * 1.3
        c.add(
            f'<text x="{_n(x)}" y="{_n(cy - size * 0.3)}" text-anchor="middle" '
            f'font-size="{_n(size)}" font-weight="{weight}" fill="{t.text}">{escape(text)}</text>'
        )


def render_svg(
    position: Position,
    *,
    size: int = 600,
    highlights: Iterable[object] | None = None,
    last_move: Move | Iterable[Event] | None = None,
    bumped: Iterable[object] = (),
    bottom_seat: int = 0,
    theme: str = "light",
    aids: bool = False,
) -> SvgImage:
    """The board of ``position`` as an SVG document (identical text for identical arguments).

    ``highlights``: places to mark as destinations: a track hole (``44`` or ``"T44"``), a seat's
    place (``(2, "H3")`` or ``"2:H3"``; ``"2:S"`` marks a start area), a ``Part`` or a ``Move``
    (its destinations). ``last_move``: the events of the move just played (their ``PegMoved`` paths
    are drawn and their bumps marked), or a ``Move`` (paths worked out from the board).
    ``bumped``: more pegs to mark as bumped: ``BumpedToStart``/``SentToInSpot`` events or
    ``(seat, place)`` where the peg now is. ``bottom_seat``: whose side runs along the bottom.
    ``theme``: ``"light"``, ``"dark"`` or ``"high-contrast"`` (for projectors).
    ``aids``: hole numbers, a legend of the marks and the direction of play (``pegs.render.aids``).
    """
    if not isinstance(position, Position):
        raise PegsError(f"render_svg draws a Position, not {type(position).__name__}")
    if theme not in THEMES:
        raise PegsError(f"unknown theme {theme!r}: choose one of {', '.join(THEMES)}")
    if type(size) is not int or size < 100:
        raise PegsError(f"size {size!r} is too small: give a whole number of pixels, 100 or more")
    players = position.players
    if type(bottom_seat) is not int or not 0 <= bottom_seat < players:
        raise PegsError(f"bottom_seat {bottom_seat!r} is not a seat of a {players}-player game")
    spots: list[Spot] = []
    for item in highlights or ():
        spots += _spot(item, players)
    moved: list[PegMoved] = []
    bumps: list[tuple[int, Place, Place | None]] = []
    if isinstance(last_move, Move):
        moved = _move_events(last_move, position)
    elif last_move is not None:
        for ev in last_move:
            if isinstance(ev, PegMoved):
                moved.append(ev)
            elif isinstance(ev, BumpedToStart):
                bumps.append((ev.seat, START, ev.frm))
            elif isinstance(ev, SentToInSpot):
                bumps.append((ev.seat, ev.to, ev.frm))
    for item in bumped:
        if isinstance(item, BumpedToStart):
            bumps.append((item.seat, START, item.frm))
        elif isinstance(item, SentToInSpot):
            bumps.append((item.seat, item.to, item.frm))
        else:
            ((seat, place),) = [
                (s if s is not None else position.holder(p), p) for s, p in _spot(item, players)
            ]
            if seat is None:
                raise PegsError(f"cannot mark {item!r} as bumped: no peg stands there")
            bumps.append((seat, place, None))

    lay = layout(players, bottom_seat)
    t = THEMES[theme]
    c = _Canvas(lay, size, t)
    c.add(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}" role="img" font-family="{escape(FONT)}">'
    )
    c.add(f"<title>Pegs and Jokers board, {players} players</title>")
    c.add(f"<desc>{escape(describe(position))}</desc>")
    c.add(f'<rect width="{size}" height="{size}" fill="{t.background}"/>')
    _draw_board(c, position)
    if aids:
        c.out += svg_aids(lay, size, t)
    _draw_highlights(c, spots)
    start_count = [places.count(START) for places in position.pegs]
    # A peg that left start stood in the first slot now empty.
    _draw_path(c, moved, {s: n for s, n in enumerate(start_count)})
    _draw_pegs(c, position)
    _draw_bumps(c, bumps, start_count)
    _draw_labels(c, position)
    _draw_centre(c, position)
    c.add("</svg>")
    return SvgImage("\n".join(c.out) + "\n")


__all__ = ["THEMES", "SvgImage", "Theme", "render_svg"]  # THEMES, Theme: from .theme
