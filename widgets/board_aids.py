"""The board's reading aids on a canvas: hole numbers, the legend and the direction of play.

Draws the plan of ``pegs.render.aids`` (the same places, words and marks as the SVG) onto any
canvas-like object, as ``drawing`` does for the board itself, so ``RecordingCanvas`` can stand in
for a browser in tests. ``BoardView`` calls it on its static layer when its aids are on.
"""

from __future__ import annotations

import math
from typing import Any

from pegs.render.aids import LEGEND_FONT, LEGEND_MARK, hole_labels, legend, play_arrow
from pegs.render.geometry import Layout
from pegs.render.theme import (
    COME_OUT_RING,
    FONT,
    IN_SPOT_HALF,
    MARK_WIDTH,
    Theme,
    font_size,
    hairline,
)

from .drawing import Scale


def draw_aids(canvas: Any, layout: Layout, scale: Scale, theme: Theme) -> None:
    """Draw hole and home-place numbers, the legend and the clockwise arrow over the board."""
    size = scale.pixels
    w = hairline(scale.len(layout.spacing), theme)
    canvas.fill_style = theme.text
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    for label in hole_labels(layout):
        x, y = scale.xy(label.xy)
        canvas.font = f"{font_size(label.font, size, theme):.1f}px {FONT}"
        canvas.fill_text(label.text, x, y)
    arrow = play_arrow(layout)
    cx, cy = scale.xy(arrow.centre)
    canvas.stroke_style = theme.text
    canvas.line_width = w * 2
    canvas.line_cap = "butt"
    # Canvas arcs turn clockwise on screen for growing angles, as the SVG's sweep flag 1 does.
    canvas.stroke_arc(
        cx, cy, scale.len(arrow.radius), math.radians(arrow.start), math.radians(arrow.end), False
    )
    canvas.fill_polygon([scale.xy(p) for p in arrow.head])
    mark_sp = 25 * size / 600 * LEGEND_MARK  # the same size on every board, as in the SVG
    canvas.font = f"{font_size(LEGEND_FONT, size, theme):.1f}px {FONT}"
    for row in legend(layout):
        x, y = scale.xy(row.mark_xy)
        _mark(canvas, row.mark, x, y, mark_sp, w, theme)
        canvas.fill_style = theme.text
        canvas.text_align = "left"
        canvas.text_baseline = "middle"
        tx, ty = scale.xy(row.text_xy)
        canvas.fill_text(row.text, tx, ty)


def _mark(canvas: Any, mark: str, x: float, y: float, sp: float, w: float, t: Theme) -> None:
    """One legend mark, like the board's own mark but in neutral ink (every hue names a seat)."""
    r = sp * 0.3
    canvas.line_width = w

    def hole(hx: float, hy: float, radius: float) -> None:
        canvas.fill_style = t.hole
        canvas.stroke_style = t.hole_edge
        canvas.line_width = w
        canvas.fill_circle(hx, hy, radius)
        canvas.stroke_circle(hx, hy, radius)

    if mark == "come-out":
        hole(x, y, r)
        canvas.stroke_style = t.text
        canvas.line_width = w * MARK_WIDTH
        canvas.stroke_circle(x, y, r + sp * COME_OUT_RING)
    elif mark == "in-spot":
        hole(x, y, r)
        h = r + sp * IN_SPOT_HALF
        canvas.stroke_style = t.text
        canvas.line_width = w * MARK_WIDTH
        canvas.stroke_rect(x - h, y - h, 2 * h, 2 * h)
    elif mark in ("start", "home"):
        dx = sp * 0.55
        canvas.global_alpha = t.tint
        canvas.stroke_style = t.text
        canvas.line_cap = "round"
        canvas.line_width = sp * 0.9
        canvas.stroke_line(x - dx, y, x + dx, y)
        canvas.global_alpha = 1.0
        canvas.line_cap = "butt"
        for hx in (x - dx, x, x + dx):
            hole(hx, y, r * 0.8)
    else:  # the arrow
        canvas.stroke_style = t.text
        canvas.line_width = w * 2
        canvas.stroke_line(x - sp * 0.6, y, x + sp * 0.3, y)
        canvas.fill_style = t.text
        canvas.fill_polygon(
            [(x + sp * 0.7, y), (x + sp * 0.25, y - sp * 0.25), (x + sp * 0.25, y + sp * 0.25)]
        )
