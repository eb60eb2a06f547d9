"""Each seat's label shows that seat's peg shape upright, in the SVG and on the canvas alike.

A seat is told by its colour and its peg shape (``pegs.render.colours``); colour-blind players read
the shape. The label runs along its side of the board, turned with it: its shape must not turn
too, or a square seat's legend would show a diamond (issue 29, item 7).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import pytest

from pegs import new_game
from pegs.render.colours import seat_style
from pegs.render.geometry import layout
from pegs.render.scene import Sheet, pegs_layer
from pegs.render.svg import render_svg
from pegs.render.theme import SHAPE_OUTLINES
from widgets.board.drawing import RecordingCanvas, paint, theme_for

Point = tuple[float, float]
SVG = "{http://www.w3.org/2000/svg}"
TRANSFORM = re.compile(r"translate\(([-\d.]+),([-\d.]+)\) rotate\(([-\d.]+)\)")


def _normalised(points: list[Point]) -> list[Point]:
    """Points about their mean, scaled so the farthest is 1: a shape whatever its size and place."""
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    far = max(math.hypot(x - cx, y - cy) for x, y in points)
    return [((x - cx) / far, (y - cy) / far) for x, y in points]


def _same_shape(drawn: list[Point], shape: str) -> bool:
    """Whether ``drawn`` (a polygon in picture pixels) is the peg outline ``shape``, unturned."""
    want = _normalised(list(SHAPE_OUTLINES[shape]))
    got = _normalised(drawn)
    if len(want) != len(got):
        return False
    return all(min(math.dist(p, q) for q in got) < 0.02 for p in want)


def _compose(matrix: tuple[float, ...], dx: float, dy: float, degrees: float) -> tuple[float, ...]:
    """``matrix`` (a, b, c, d, e, f as in SVG) followed by a translate, then a rotate."""
    a, b, c, d, e, f = matrix
    e, f = a * dx + c * dy + e, b * dx + d * dy + f
    cos, sin = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return (a * cos + c * sin, b * cos + d * sin, -a * sin + c * cos, -b * sin + d * cos, e, f)


def _apply(matrix: tuple[float, ...], x: float, y: float) -> Point:
    a, b, c, d, e, f = matrix
    return (a * x + c * y + e, b * x + d * y + f)


IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _svg_label_shapes(svg: str) -> dict[int, list[Point] | str]:
    """Each seat label's peg shape from the SVG text: its polygon in picture pixels, or "circle"."""
    shapes: dict[int, list[Point] | str] = {}

    def walk(node: ET.Element, matrix: tuple[float, ...], seat: int | None) -> None:
        found = TRANSFORM.fullmatch(node.get("transform", ""))
        if found:
            dx, dy, turn = (float(v) for v in found.groups())
            matrix = _compose(matrix, dx, dy, turn)
        if node.get("class") == "seat-label":
            seat = int(node.get("data-seat", "-1"))
        if seat is not None and node.tag == SVG + "polygon":
            pairs = (p.split(",") for p in node.get("points", "").split())
            shapes[seat] = [_apply(matrix, float(x), float(y)) for x, y in pairs]
        elif seat is not None and node.tag == SVG + "circle":
            shapes[seat] = "circle"
        for child in node:
            walk(child, matrix, seat)

    walk(ET.fromstring(svg), IDENTITY, None)
    return shapes


def _canvas_label_shapes(canvas: RecordingCanvas, players: int) -> dict[int, list[Point] | str]:
    """Each seat label's peg shape from the canvas commands (labels are drawn in seat order)."""
    shapes: dict[int, list[Point] | str] = {}
    stack: list[tuple[float, ...]] = []
    matrix = IDENTITY
    seat = -1
    pending: tuple[float, float] | None = None
    for command in canvas.commands:
        name = command[0]
        if name == "save":
            stack.append(matrix)
            if len(stack) == 1:
                seat += 1  # each label is one saved, moved and turned group
        elif name == "restore":
            matrix = stack.pop()
        elif name == "translate":
            pending = (command[1], command[2])
        elif name == "rotate":
            assert pending is not None
            matrix = _compose(matrix, *pending, math.degrees(command[1]))
            pending = None
        elif stack and name == "fill_polygon":
            shapes[seat] = [_apply(matrix, x, y) for x, y in command[1]]
        elif stack and name == "fill_circle":
            shapes[seat] = "circle"
    assert seat == players - 1, "one turned group per seat label"
    return shapes


def _check(shapes: dict[int, list[Point] | str], players: int) -> None:
    assert sorted(shapes) == list(range(players))
    for seat, drawn in shapes.items():
        shape = seat_style(seat).shape
        if shape == "circle":
            assert drawn == "circle", f"{seat_style(seat).name}'s legend is not a circle"
        else:
            assert drawn != "circle" and _same_shape(drawn, shape), (
                f"{seat_style(seat).name}'s legend does not show its {shape} pegs upright"
            )


@pytest.mark.parametrize("theme", ["light", "high-contrast"])
@pytest.mark.parametrize("players", [4, 6, 8])
def test_svg_legend_shape_is_the_seats_peg_shape(players: int, theme: str) -> None:
    # Every seat's pegs keep one shape (colours.SHAPES); its label shows it, unturned.
    svg = render_svg(new_game(players, seed=1), size=800, theme=theme)
    _check(_svg_label_shapes(svg), players)


@pytest.mark.parametrize("bottom", [0, 1])
@pytest.mark.parametrize("players", [4, 6, 8])
def test_canvas_legend_shape_is_the_seats_peg_shape(players: int, bottom: int) -> None:
    sheet = Sheet(layout(players, bottom), 900, theme_for("dark"))
    canvas = RecordingCanvas(900, 900)
    # Labels only (no centre caption, no pegs): the caption and pegs are not in a turned group.
    paint(canvas, [m for m in pegs_layer(sheet, [], new_game(players, seed=1))[:players]])
    _check(_canvas_label_shapes(canvas, players), players)
