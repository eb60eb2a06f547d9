"""The board as an SVG picture: a pure, deterministic function from a position and options to text.

Owns how the board's scene (``scene``: the one picture the live canvas draws too) is written as
SVG, and the options of ``render_svg``: which places to mark, the last move, bumped pegs. It
invents no coordinate, size or colour and knows no rules: the last move's path comes from the
engine's events. Nothing here imports Jupyter: ``SvgImage`` displays itself through the
``_repr_svg_`` protocol alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from html import escape

from ..board import HOME, PlaceRef, board_for, parse_place
from ..errors import PegsError
from ..events import BumpedToStart, Event, PegMoved, SentToInSpot
from ..inputs import is_number
from ..moves import Move, Part
from ..position import Position
from ..words.board import describe
from ..words.messages import say
from .geometry import layout
from .marks import Arc, Circle, Group, Mark, Paint, Point, Poly, Rect, Tag
from .scene import Bump, Overlay, Scene, board_scene
from .scene import last_move as last_move_of
from .theme import FONT, THEMES, Theme


class SvgImage(str):
    """An SVG document: a plain string that Jupyter shows as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


def _n(v: float) -> str:
    """A coordinate as short fixed text, so the output is identical byte for byte."""
    text = f"{v:.1f}"
    return "0.0" if text == "-0.0" else text


# ----- normalising the options
Spot = PlaceRef


def _spot(item: object, players: int) -> list[Spot]:
    """The places one highlight item names (see ``render_svg``)."""
    if isinstance(item, Move):
        return [spot for part in item.parts for spot in _spot(part, players)]
    if isinstance(item, Part):
        return _spot((item.seat, item.to), players)
    if isinstance(item, bool):
        raise PegsError(f"cannot highlight {item!r}: give a place such as 'T44' or '2:H3'")
    if isinstance(item, int):
        length = board_for(players).track_length
        if not 0 <= item < length:
            raise PegsError(
                f"cannot highlight {item!r}: only track holes 0..{length - 1} need no seat; "
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
        if seat is None and type(place) is int:  # (None, hole): a track hole, as clicks name it
            return _spot(place, players)
        if type(seat) is not int or not 0 <= seat < players or type(place) is not int:
            raise PegsError(f"cannot highlight {item!r}: write (seat, place), e.g. (2, 'H3')")
        return [(None, place) if 0 <= place < HOME else (seat, place)]
    raise PegsError(
        f"cannot highlight {item!r}: give a track hole (44 or 'T44'), a seat's place "
        "((2, 'H3') or '2:H3'), a Part or a Move"
    )


# ----- writing marks
@lru_cache(maxsize=512)
def _paint(p: Paint, filled: bool = True) -> str:
    """A mark's paint as SVG presentation attributes (defaults left out); open lines never fill."""
    fill = p.fill if filled else None
    out = [f'fill="{fill}"' if fill else 'fill="none"']
    if fill and p.opacity != 1.0:
        out.append(f'fill-opacity="{p.opacity:.2f}"')
    if p.stroke:
        out.append(f'stroke="{p.stroke}" stroke-width="{_n(p.width)}"')
        if p.opacity != 1.0:
            out.append(f'stroke-opacity="{p.opacity:.2f}"')
        if p.dash:
            out.append(f'stroke-dasharray="{" ".join(_n(d) for d in p.dash)}"')
        if p.cap != "butt":
            out.append(f'stroke-linecap="{p.cap}"')
        if p.join != "miter":
            out.append(f'stroke-linejoin="{p.join}"')
    return " ".join(out)


def _tag(tag: Tag) -> str:
    out = f'class="{tag.cls}" ' if tag.cls else ""
    return out + "".join(f'data-{k}="{escape(v)}" ' for k, v in tag.data)


def _points(points: Iterable[Point]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def svg_lines(mark: Mark) -> list[str]:
    """One mark as SVG text, one element a line (a group opens and closes on lines of its own)."""
    if isinstance(mark, Group):
        head = "<g" + (" " + _tag(mark.tag).rstrip() if mark.tag.cls or mark.tag.data else "")
        if mark.at is not None:
            head += f' transform="translate({_n(mark.at[0])},{_n(mark.at[1])}) rotate({mark.turn})"'
        out = [head + ">"]
        if mark.title:
            out.append(f"<title>{escape(mark.title)}</title>")
        for child in mark.children:
            out += svg_lines(child)
        return [*out, "</g>"]
    tag = _tag(mark.tag)
    filled = True
    if isinstance(mark, Circle):
        body = f'<circle {tag}cx="{_n(mark.x)}" cy="{_n(mark.y)}" r="{_n(mark.r)}" '
    elif isinstance(mark, Rect):
        body = (
            f'<rect {tag}x="{_n(mark.x)}" y="{_n(mark.y)}" width="{_n(mark.w)}" '
            f'height="{_n(mark.h)}" '
        )
    elif isinstance(mark, Poly):
        kind = "polygon" if mark.closed else "polyline"
        body = f'<{kind} {tag}points="{_points(mark.points)}" '
        filled = mark.closed
    elif isinstance(mark, Arc):
        x0, y0 = mark.x + mark.r * math.cos(mark.start), mark.y + mark.r * math.sin(mark.start)
        x1, y1 = mark.x + mark.r * math.cos(mark.end), mark.y + mark.r * math.sin(mark.end)
        large = 1 if (mark.end - mark.start) % (2 * math.pi) > math.pi else 0
        body = (
            f'<path {tag}d="M {_n(x0)} {_n(y0)} A {_n(mark.r)} {_n(mark.r)} 0 {large} 1 '
            f'{_n(x1)} {_n(y1)}" '
        )
    else:
        anchor = "middle" if mark.anchor == "middle" else "start"
        base = ' dominant-baseline="central"' if mark.baseline == "middle" else ""
        bold = ' font-weight="700"' if mark.bold else ""
        return [
            f'<text {tag}x="{_n(mark.x)}" y="{_n(mark.y)}" text-anchor="{anchor}"{base} '
            f'font-size="{_n(mark.size)}"{bold} fill="{mark.paint.fill}">{escape(mark.text)}</text>'
        ]
    return [body + _paint(mark.paint, filled) + "/>"]


#: The SVG lines of the last board layers written: ``scene.board_layer`` hands the same tuple back
#: for the same board, so a game's pictures write the board once (8 players: 4 ms a picture).
_BOARD_LINES: dict[int, tuple[tuple[Mark, ...], list[str]]] = {}


def _layer_lines(marks: tuple[Mark, ...]) -> list[str]:
    """The SVG lines of a layer, remembered for the few board layers last drawn."""
    known = _BOARD_LINES.get(id(marks))
    if known is not None and known[0] is marks:
        return known[1]
    lines = [line for mark in marks for line in svg_lines(mark)]
    if len(_BOARD_LINES) >= 16:
        _BOARD_LINES.clear()
    _BOARD_LINES[id(marks)] = (marks, lines)
    return lines


def scene_svg(scene: Scene, title: str, desc: str) -> SvgImage:
    """A scene as an SVG document with a title and a description for screen readers."""
    size = scene.size
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}" role="img" font-family="{escape(FONT)}">',
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(desc)}</desc>",
    ]
    out += _layer_lines(scene.board)
    for mark in scene.under + scene.pegs + scene.over:
        out += svg_lines(mark)
    out.append("</svg>")
    return SvgImage("\n".join(out) + "\n")


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
    (its destinations). ``last_move``: the events of the move just played (``Position.play``: their
    ``PegMoved`` paths are drawn and their bumps marked), or a bare ``Move`` (drawn as jumps).
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
    moved, bumps = _last_move(last_move)
    extra: list[Bump] = []
    for item in bumped:
        if isinstance(item, (BumpedToStart, SentToInSpot)):
            extra += last_move_of([item])[1]
            continue
        ((seat, place),) = [
            (s if s is not None else position.holder(p), p) for s, p in _spot(item, players)
        ]
        if seat is None:
            raise PegsError(f"cannot mark {item!r} as bumped: no peg stands there")
        extra.append(Bump(seat, place))
    overlay = Overlay(targets=tuple(spots), moved=moved, bumps=bumps + tuple(extra))
    scene = board_scene(
        position, layout(players, bottom_seat), size, THEMES[theme], overlay, aids=aids
    )
    return scene_svg(scene, say("label-board-title", players=players), describe(position))


def _last_move(
    last_move: Move | Iterable[Event] | None,
) -> tuple[tuple[PegMoved, ...], tuple[Bump, ...]]:
    """The parts and bumps to draw for ``last_move``: read from the engine, never re-derived.

    Events (what ``Position.play`` returned) give every place stepped on and every bump. A bare
    ``Move`` carries neither yet, so each part is drawn as a jump from where to where.
    """
    if last_move is None:
        return (), ()
    if isinstance(last_move, Move):
        return tuple(PegMoved(seat, frm, to, (to,)) for seat, frm, to in last_move.parts), ()
    return last_move_of(last_move)


__all__ = ["THEMES", "SvgImage", "Theme", "render_svg"]  # THEMES, Theme: from .theme
