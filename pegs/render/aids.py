"""Reading aids on the board: hole labels, a legend of the marks, and the direction of play.

Owns where the aids go (in the unit box of ``geometry``) and what they say, for both pictures of
the board: ``svg_aids`` writes them as SVG elements for ``pegs.render.svg``, and the live canvas
(``widgets.board_aids``) draws the same plan. Track holes are numbered as the rule book numbers
them (RULES 2), outside the track; home places 1 to 5 inside their lane; the legend and a
clockwise arrow sit in the middle of the board, under the caption. A learner can switch the aids
on and off; they change nothing else of the picture.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from ..board import COME_OUT_OFFSET, IN_SPOT_OFFSET, SIDE
from .geometry import CENTRE, Layout, Point
from .theme import COME_OUT_RING, FONT, IN_SPOT_HALF, MARK_WIDTH, Theme, font_size, hairline

#: Font sizes (pixels on a 600-pixel picture): hole numbers, home place numbers, legend.
HOLE_FONT = 10.0
HOME_FONT = 9.0
LEGEND_FONT = 13.0
#: How far outside the track centre line the hole numbers sit, in hole spacings.
LABEL_OUT = 0.95
#: The direction arrow: an arc round the centre (unit box radius) from and to these angles
#: (degrees; y grows downward, so a growing angle turns clockwise on screen).
ARROW_RADIUS = 0.135
ARROW_FROM, ARROW_TO = 212.0, 328.0
#: Legend rows: the first row's centre below the board's centre, and the gap between rows.
LEGEND_TOP = 0.085
LEGEND_GAP = 0.036
LEGEND_ROWS = (
    ("come-out", "come-out hole"),
    ("in-spot", "in-spot (way into home)"),
    ("start", "start area"),
    ("home", "home (places 1 to 5)"),
    ("arrow", "direction of play"),
)
#: Legend marks are drawn smaller than the board's own, so the rows do not touch.
LEGEND_MARK = 0.6


@dataclass(frozen=True)
class Label:
    """A short text centred on a unit-box point."""

    text: str
    xy: Point
    font: float  # base font size (pixels on a 600-pixel picture)
    kind: str = "hole"  # "hole" (a track hole's number) or "home" (a home place's)


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


def hole_labels(layout: Layout) -> list[Label]:
    """The numbers of the track holes (outside the track) and of home places (beside them)."""
    offsets = set(labelled_offsets(layout.players))
    labels: list[Label] = []
    for hole, (x, y) in enumerate(layout.track):
        if hole % SIDE not in offsets:
            continue
        nx, ny = _outward(x, y)
        out = LABEL_OUT * layout.spacing
        labels.append(Label(str(hole), (x + nx * out, y + ny * out), HOLE_FONT))
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


def legend(layout: Layout) -> list[LegendRow]:
    """The legend's rows, stacked under the centre caption."""
    rows = []
    mark_x = CENTRE[0] - 0.11
    for i, (mark, text) in enumerate(LEGEND_ROWS):
        y = CENTRE[1] + LEGEND_TOP + i * LEGEND_GAP
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


# --------------------------------------------------------------------------- SVG
def _n(v: float) -> str:
    text = f"{v:.1f}"
    return "0.0" if text == "-0.0" else text


def svg_aids(layout: Layout, size: int, theme: Theme) -> list[str]:
    """The aids as SVG elements for a ``size``-pixel picture (one ``<g class="aids">``)."""
    sp = layout.spacing * size
    w = hairline(sp, theme)
    out = [f'<g class="aids" font-family="{escape(FONT)}" fill="{theme.text}">']
    for label in hole_labels(layout):
        x, y = label.xy[0] * size, label.xy[1] * size
        cls = f"{label.kind}-label"
        out.append(
            f'<text class="{cls}" x="{_n(x)}" y="{_n(y)}" text-anchor="middle" '
            f'dominant-baseline="central" font-size="{_n(font_size(label.font, size, theme))}">'
            f"{escape(label.text)}</text>"
        )
    arrow = play_arrow(layout)
    a0, a1 = math.radians(arrow.start), math.radians(arrow.end)
    cx, cy, rr = arrow.centre[0] * size, arrow.centre[1] * size, arrow.radius * size
    x0, y0 = cx + rr * math.cos(a0), cy + rr * math.sin(a0)
    x1, y1 = cx + rr * math.cos(a1), cy + rr * math.sin(a1)
    out.append(
        f'<path class="play-arrow" d="M {_n(x0)} {_n(y0)} A {_n(rr)} {_n(rr)} 0 0 1 '
        f'{_n(x1)} {_n(y1)}" fill="none" stroke="{theme.text}" stroke-width="{_n(w * 2)}"/>'
    )
    head = " ".join(f"{_n(x * size)},{_n(y * size)}" for x, y in arrow.head)
    out.append(f'<polygon class="play-arrow-head" points="{head}" fill="{theme.text}"/>')
    font = font_size(LEGEND_FONT, size, theme)
    for row in legend(layout):
        mx, my = row.mark_xy[0] * size, row.mark_xy[1] * size
        out.append(f'<g class="legend-row" data-mark="{row.mark}">')
        mark_sp = 25 * size / 600 * LEGEND_MARK  # the same size on every board
        out.append(_svg_mark(row.mark, mx, my, mark_sp * 0.3, mark_sp, w, theme))
        out.append(
            f'<text x="{_n(row.text_xy[0] * size)}" y="{_n(my)}" dominant-baseline="central" '
            f'font-size="{_n(font)}">{escape(row.text)}</text>'
        )
        out.append("</g>")
    out.append("</g>")
    return out


def _svg_mark(mark: str, x: float, y: float, r: float, sp: float, w: float, t: Theme) -> str:
    """One legend mark drawn like the board's own mark (neutral ink: every hue names a seat)."""
    hole = f'fill="{t.hole}" stroke="{t.hole_edge}" stroke-width="{_n(w)}"'
    ring = f'fill="none" stroke="{t.text}" stroke-width="{_n(w * MARK_WIDTH)}"'
    if mark == "come-out":
        return (
            f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {hole}/>'
            f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r + sp * COME_OUT_RING)}" {ring}/>'
        )
    if mark == "in-spot":
        h = r + sp * IN_SPOT_HALF
        return (
            f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {hole}/>'
            f'<rect x="{_n(x - h)}" y="{_n(y - h)}" width="{_n(2 * h)}" height="{_n(2 * h)}" '
            f"{ring}/>"
        )
    if mark in ("start", "home"):
        # Three holes on a pale band, as a start area's row or a home lane looks.
        dx = sp * 0.55
        pts = [(x - dx, y), (x, y), (x + dx, y)]
        band = (
            f'<polyline points="{_n(x - dx)},{_n(y)} {_n(x + dx)},{_n(y)}" fill="none" '
            f'stroke="{t.text}" stroke-opacity="{t.tint:.2f}" stroke-linecap="round" '
            f'stroke-width="{_n(sp * 0.9)}"/>'
        )
        holes = "".join(
            f'<circle cx="{_n(px)}" cy="{_n(py)}" r="{_n(r * 0.8)}" {hole}/>' for px, py in pts
        )
        return band + holes
    # The arrow: a short line with a head.
    return (
        f'<polyline points="{_n(x - sp * 0.6)},{_n(y)} {_n(x + sp * 0.3)},{_n(y)}" fill="none" '
        f'stroke="{t.text}" stroke-width="{_n(w * 2)}"/>'
        f'<polygon points="{_n(x + sp * 0.7)},{_n(y)} {_n(x + sp * 0.25)},{_n(y - sp * 0.25)} '
        f'{_n(x + sp * 0.25)},{_n(y + sp * 0.25)}" fill="{t.text}"/>'
    )
