"""Painting a board scene onto any canvas-like object, and the frame-by-frame plan of an animation.

The picture itself is ``pegs.render.scene``'s, the same one ``pegs.render_svg`` writes: this module
only paints marks, one canvas call per kind of mark, setting a style only when it changes. It knows
nothing of ipywidgets, of which moves are legal, or of when to redraw (that is ``board_view``'s
business). Every function takes a "canvas-like" object with the subset of the ipycanvas ``Canvas``
API used here, so ``RecordingCanvas`` can stand in for a browser in tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from pegs import START, BumpedToStart, Event, PegMoved, SentToInSpot
from pegs.board import Place
from pegs.render.geometry import Layout
from pegs.render.marks import Arc, Circle, Group, Mark, Paint, Point, Poly, Rect, Text
from pegs.render.theme import FONT, Theme, theme_named


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

    def calls(self, name: str) -> list[tuple[Any, ...]]:
        """The recorded calls of method ``name``, each as (name, *args)."""
        return [c for c in self.commands if c[0] == name]


# --------------------------------------------------------------------------- painting
class _Pen:
    """Sets canvas styles, sending each only when it differs from what the canvas already has."""

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self.state: dict[str, object] = {}
        self.saved: list[dict[str, object]] = []

    def set(self, name: str, value: object) -> None:
        if self.state.get(name, _UNSET) != value:
            self.state[name] = value
            setattr(self.canvas, name, value)

    def dash(self, dash: tuple[float, ...]) -> None:
        if self.state.get("dash", _UNSET) != dash:
            self.state["dash"] = dash
            self.canvas.set_line_dash(list(dash))

    def ink(self, paint: Paint) -> None:
        self.set("global_alpha", paint.opacity)
        if paint.fill:
            self.set("fill_style", paint.fill)
        if paint.stroke:
            self.set("stroke_style", paint.stroke)
            self.set("line_width", paint.width)
            self.dash(paint.dash)
            self.set("line_cap", paint.cap)
            self.set("line_join", paint.join)

    def save(self) -> None:
        self.canvas.save()
        self.saved.append(dict(self.state))

    def restore(self) -> None:
        self.canvas.restore()
        self.state = self.saved.pop()


_UNSET = object()


def paint(canvas: Any, marks: Iterable[Mark]) -> None:
    """Paint ``marks`` in order onto ``canvas`` (pixels of the scene are canvas pixels)."""
    pen = _Pen(canvas)
    for mark in marks:
        _paint(pen, mark)


def paint_layer(canvas: Any, marks: Iterable[Mark]) -> None:
    """Clear ``canvas`` and paint ``marks`` onto it: one layer of a scene."""
    canvas.clear()
    paint(canvas, marks)


def _paint(pen: _Pen, mark: Mark) -> None:
    c = pen.canvas
    if isinstance(mark, Group):
        if mark.at is None:
            for child in mark.children:
                _paint(pen, child)
            return
        pen.save()
        c.translate(mark.at[0], mark.at[1])
        c.rotate(math.radians(mark.turn))
        for child in mark.children:
            _paint(pen, child)
        pen.restore()
        return
    pen.ink(mark.paint)
    p = mark.paint
    if isinstance(mark, Circle):
        if p.fill:
            c.fill_circle(mark.x, mark.y, mark.r)
        if p.stroke:
            c.stroke_circle(mark.x, mark.y, mark.r)
    elif isinstance(mark, Rect):
        if p.fill:
            c.fill_rect(mark.x, mark.y, mark.w, mark.h)
        if p.stroke:
            c.stroke_rect(mark.x, mark.y, mark.w, mark.h)
    elif isinstance(mark, Poly):
        points = list(mark.points)
        if not mark.closed:
            c.stroke_lines(points)
            return
        if p.fill:
            c.fill_polygon(points)
        if p.stroke:
            c.stroke_polygon(points)
    elif isinstance(mark, Arc):
        c.stroke_arc(mark.x, mark.y, mark.r, mark.start, mark.end, False)
    elif isinstance(mark, Text):
        pen.set("font", f"{'700 ' if mark.bold else ''}{mark.size:.1f}px {FONT}")
        pen.set("text_align", "center" if mark.anchor == "middle" else "left")
        pen.set("text_baseline", mark.baseline)
        c.fill_text(mark.text, mark.x, mark.y)


# --------------------------------------------------------------------------- animation
@dataclass
class _Peg:
    """One peg during an animation: whose, where, and which start place if in start."""

    seat: int
    place: Place
    slot: int


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
    pegs: list[_Peg] = []
    for seat, places in enumerate(before):
        slot = 0
        for place in places:
            pegs.append(_Peg(seat, place, slot if place == START else 0))
            slot += place == START
    xy = {id(p): layout.place_xy(p.seat, p.place, p.slot) for p in pegs}
    frames: list[list[tuple[int, Point]]] = []

    def snap() -> None:
        frames.append([(p.seat, xy[id(p)]) for p in pegs])

    def find(seat: int, place: Place) -> _Peg | None:
        found = [p for p in pegs if p.seat == seat and p.place == place]
        # A peg leaving start comes from its highest filled slot, matching pegs_xy afterwards.
        return max(found, key=lambda p: p.slot) if found else None

    def glide(peg: _Peg, place: Place, slot: int) -> None:
        start = xy[id(peg)]
        end = layout.place_xy(peg.seat, place, slot)
        peg.place, peg.slot = place, slot
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
                peg.place, peg.slot = place, 0
                xy[id(peg)] = layout.place_xy(peg.seat, place, 0)
                snap()
        elif isinstance(event, (BumpedToStart, SentToInSpot)):
            peg = find(event.seat, event.frm)
            if peg is None:
                continue
            if isinstance(event, BumpedToStart):
                slot = sum(1 for p in pegs if p.seat == event.seat and p.place == START)
                glide(peg, START, min(slot, 4))
            else:
                glide(peg, event.to, 0)
    return frames
