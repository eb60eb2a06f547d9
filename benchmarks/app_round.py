"""Browser benchmark: how long a round of computer moves takes with motion on (issue 15).

Voila serves an 8-player GameApp on 127.0.0.1, one person (Blue) and seven good computers, motion
on: every computer move glides on the board from an asyncio task. The person plays a move by
clicks (a card, a peg, a destination); the round is timed from the move's state update in the
page to the state saying it is the person's turn again with no computer running.

Run:  python benchmarks/app_round.py [--rounds 6] [--players 8]
"""

from __future__ import annotations

import argparse
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    GamePage,
    _start,
    _stop,
    free_port,
    write_notebook,
)
from tests.browser.test_app import _play_turn  # noqa: E402


def main() -> None:
    """Time the computer rounds and print the median and the longest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--players", type=int, default=8)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    seats = ["human"] + ["greedy"] * (args.players - 1)
    cells = [
        "from widgets import GameApp\n"
        f"GameApp({args.players}, seed=2, seats={seats!r}, fill_window=True)"
    ]
    root = Path(tempfile.mkdtemp(prefix="pegs-round-"))
    write_notebook(root / "round.ipynb", cells)
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        "round.ipynb",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
    ]
    server = _start(command, root, port, token, "voila", None)
    rounds = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.goto(f"{server.url}/?token={token}", timeout=120_000)
            game = GamePage(page)
            game.wait_for_board()
            for _ in range(args.rounds):
                state = game.wait_state(lambda s: s["turn"] in s["humans"] and not s["running"])
                ply = state["ply"]
                _play_turn(page, game)
                game.wait_state(lambda s, ply=ply: s["ply"] > ply, timeout=10)
                began = time.perf_counter()
                state = game.wait_state(
                    lambda s: s["over"] or (s["turn"] in s["humans"] and not s["running"]),
                    timeout=30,
                )
                rounds.append(time.perf_counter() - began)
                if state["over"]:
                    break
            browser.close()
    finally:
        _stop(server)
    print(f"{args.players} players, {len(rounds)} computer rounds of {args.players - 1} moves:")
    print(f"median {statistics.median(rounds):.2f} s, longest {max(rounds):.2f} s")


if __name__ == "__main__":
    main()
