"""Benchmark: the GameApp's time and widget traffic per move, early and late in a long game.

An 8-player game of seeded random players lasts about 2,700 moves; its first moves are fed to a
GameApp whose seats are all people (so no computer plays in between), animation off, and each
``Controller.play`` is timed: the engine's move, the board's redraw, the banner, story, move list
and state updates. Every widget message is JSON-encoded as a kernel would send it and its bytes
counted. The per-move time should be flat: the move list sends a bounded window, the story a
bounded log, the state the last ten moves.

Run:  python benchmarks/app_moves.py [--plies 1010]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from ipycanvas.canvas import _CANVAS_MANAGER  # noqa: E402
from ipywidgets import Widget  # noqa: E402

from pegs import new_game  # noqa: E402
from pegs.bots import make_bot  # noqa: E402
from widgets import GameApp  # noqa: E402

SENT = {"bytes": 0, "messages": 0}


def _count(data: object) -> None:
    SENT["bytes"] += len(json.dumps(data, default=str))
    SENT["messages"] += 1


def main() -> None:
    """Play the moves, time each, print the medians around ply 100 and ply 1,000."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=1010)
    args = parser.parse_args()
    position = new_game(8, seed=0)
    bots = [make_bot("random", seed) for seed in range(8)]
    moves = []
    for _ in range(args.plies):
        move = bots[position.turn].choose(position)
        moves.append(move)
        position = position.play(move)[0]
    # Every state update and canvas frame is encoded as the kernel would encode it.
    original = Widget._send

    def send(self, msg, buffers=None):  # type: ignore[no-untyped-def]
        _count(msg)
        return original(self, msg, buffers)

    Widget._send = send  # type: ignore[method-assign]
    _CANVAS_MANAGER._send_custom = lambda cmd, buffers=(): _count(cmd)  # type: ignore[method-assign]
    app = GameApp(8, seed=0, seats=["human"] * 8, animation="off")
    times, sizes = [], []
    for move in moves:
        SENT["bytes"] = SENT["messages"] = 0
        began = time.perf_counter()
        assert app.controller.play(move), move.notation()
        times.append((time.perf_counter() - began) * 1000)
        sizes.append((SENT["messages"], SENT["bytes"]))
    for centre in (100, 1000):
        window = slice(max(0, centre - 10), centre + 10)
        ms = statistics.median(times[window])
        messages = statistics.median(m for m, _ in sizes[window])
        sent = statistics.median(b for _, b in sizes[window])
        print(f"ply {centre}: {ms:.2f} ms a move, {messages:.0f} messages, {sent:,.0f} bytes")


if __name__ == "__main__":
    main()
