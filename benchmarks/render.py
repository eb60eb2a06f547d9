"""Time one 8-player board as SVG (goal: well under 10 ms), a move's canvas redraw, and the text.

The canvas figure is what ``BoardView.show`` does for each move: lay out the three layers that
change (under the pegs, the pegs and captions, over them) from the shared scene and paint them
onto a recording canvas (the commands are then sent to the browser in one message).

Usage: python benchmarks/render.py [--runs N] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pegs import Position
from pegs.bots.selfplay import seeded_position
from pegs.render.geometry import layout
from pegs.render.scene import Overlay, Sheet, last_move, over_layer, pegs_layer, under_layer
from pegs.render.svg import render_svg
from pegs.render.theme import THEMES
from widgets.board.drawing import RecordingCanvas, paint_layer


def midgame(players: int, seed: int = 3, plies: int = 150) -> tuple[Position, tuple]:
    """A seeded mid-game position (pegs in start, on the track, in home) and its last events."""
    return seeded_position(players, seed, plies)


def median_ms(fn, runs: int) -> float:
    """Median wall time of ``fn()`` in milliseconds over ``runs`` calls (after a warm-up)."""
    fn()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def canvas_move(position: Position, events: tuple) -> int:
    """Redraw the layers a move changes, as the live board does; returns the commands sent."""
    sheet = Sheet(layout(position.players), 1200, THEMES["light"])
    moved, bumps = last_move(events)
    overlay = Overlay(moved=moved, bumps=bumps)
    canvas = RecordingCanvas(1200, 1200)
    paint_layer(canvas, under_layer(sheet, position, overlay))
    pegs = layout(position.players).pegs_xy(position.pegs)
    paint_layer(canvas, pegs_layer(sheet, pegs, position))
    paint_layer(canvas, over_layer(sheet, position, overlay))
    return len(canvas.commands)


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    args = parser.parse_args()
    position, events = midgame(8)
    moves = [m for m in position.legal_moves() if not m.is_discard]
    figures = {
        "svg_8p_ms": round(median_ms(lambda: render_svg(position), args.runs), 3),
        "svg_8p_marked_ms": round(
            median_ms(lambda: render_svg(position, highlights=moves, last_move=events), args.runs),
            3,
        ),
        "canvas_8p_move_ms": round(median_ms(lambda: canvas_move(position, events), args.runs), 3),
        "text_8p_ms": round(median_ms(lambda: str(position), args.runs), 3),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for name, value in figures.items():
            print(f"{name:>18}: {value:.3f} ms (median of {args.runs})")


if __name__ == "__main__":
    main()
