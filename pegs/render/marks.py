"""The vocabulary of a board picture: marks (shapes, lines, text, groups) and how each is painted.

A mark is a plain frozen value in the pixels of one picture. ``scene`` lays the board out as a
list of marks; ``svg`` writes each mark as an SVG element and ``widgets.board`` paints each one
with one canvas call per kind. Marks know no rules, no board and no output format.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

Point: TypeAlias = tuple[float, float]
Cap = Literal["butt", "round"]
Join = Literal["miter", "round"]
Anchor = Literal["middle", "start"]
Baseline = Literal["alphabetic", "middle"]


@dataclass(frozen=True)
class Paint:
    """How a mark is inked: fill and stroke colours (None: not filled / not stroked) and line."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    opacity: float = 1.0  # of both fill and stroke
    dash: tuple[float, ...] = ()
    cap: Cap = "butt"
    join: Join = "miter"


@dataclass(frozen=True)
class Tag:
    """What a mark is, for readers of the SVG and for tests: a class and data-* attributes."""

    cls: str = ""
    data: tuple[tuple[str, str], ...] = ()


NO_TAG = Tag()


@dataclass(frozen=True)
class Circle:
    """A circle centred on (x, y)."""

    x: float
    y: float
    r: float
    paint: Paint
    tag: Tag = NO_TAG


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle with its top-left corner at (x, y)."""

    x: float
    y: float
    w: float
    h: float
    paint: Paint
    tag: Tag = NO_TAG


@dataclass(frozen=True)
class Poly:
    """A polygon (``closed``) or an open line through ``points`` (open lines are never filled)."""

    points: tuple[Point, ...]
    closed: bool
    paint: Paint
    tag: Tag = NO_TAG


@dataclass(frozen=True)
class Arc:
    """A stroked arc round (x, y) from angle ``start`` to ``end`` (radians, clockwise on screen)."""

    x: float
    y: float
    r: float
    start: float
    end: float
    paint: Paint
    tag: Tag = NO_TAG


@dataclass(frozen=True)
class Text:
    """One line of text anchored at (x, y), filled with ``paint.fill``."""

    x: float
    y: float
    text: str
    size: float
    paint: Paint
    bold: bool = False
    anchor: Anchor = "middle"
    baseline: Baseline = "alphabetic"
    tag: Tag = NO_TAG


@dataclass(frozen=True)
class Group:
    """Marks drawn together, optionally moved to ``at`` and turned by ``turn`` degrees."""

    children: tuple[Mark, ...]
    tag: Tag = NO_TAG
    title: str = ""  # a tooltip (SVG only: a canvas has none)
    at: Point | None = None
    turn: float = 0.0


Mark: TypeAlias = Circle | Rect | Poly | Arc | Text | Group
