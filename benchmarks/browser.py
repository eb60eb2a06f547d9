"""Browser benchmark of the GameApp: click-to-highlight and click-to-redraw times, messages sent.

Serves a notebook with a 4-player, all-human GameApp (animation off) through Voila on 127.0.0.1,
drives Debian's Chromium with Playwright and, for each turn, measures in the page:
- from the mouse-down on a peg to its destinations being drawn, and
- from the mouse-down on a destination to the end of that move's redraw,
each time until the app's state element changes (the app updates it right after the board's
frame) plus one animation frame for the browser to paint. It also counts the kernel-to-browser
WebSocket frames (binary ones carry the canvas commands) and their bytes per click.

Each window size given is measured in turn (the board fits itself to the window).

Run:  python benchmarks/browser.py [--turns 20] [--sizes 1280x720 1600x1000]
"""

from __future__ import annotations

import argparse
import json
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
    _start,
    _stop,
    free_port,
    write_notebook,
)

CELLS = [
    "from widgets import GameApp\n"
    "app = GameApp(4, seed=3, seats=['human'] * 4, animation='off')\n"
    "app",
]

# Dispatch a mouse-down on the board and resolve when the state element next changes and the
# browser has painted a frame after it.
_TIMED_CLICK = """
async ([x, y]) => {
  const canvas = document.querySelector('canvas.pegs-board');
  const state = document.querySelector('.pegs-state');
  const box = canvas.getBoundingClientRect();
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    observer.observe(state, {subtree: true, childList: true, characterData: true});
    const init = {clientX: box.left + x * box.width, clientY: box.top + y * box.height,
                  bubbles: true};
    canvas.dispatchEvent(new MouseEvent('mousedown', init));
    canvas.dispatchEvent(new MouseEvent('mouseup', init));
  });
}
"""


class Frames:
    """Counts WebSocket frames the page receives (binary ones carry canvas commands)."""

    def __init__(self) -> None:
        self.canvas = self.widgets = self.bytes = self.canvas_bytes = 0

    def hear(self, payload: str | bytes) -> None:
        """Count one received frame: canvas commands are comm "custom" messages."""
        data = payload if isinstance(payload, bytes) else payload.encode()
        if b'"comm_msg"' not in data:
            return  # kernel status and other traffic, not the widgets' messages
        if b'"custom"' in data:
            self.canvas += 1
            self.canvas_bytes += len(data)
        else:
            self.widgets += 1
        self.bytes += len(data)

    def take(self) -> tuple[int, int, int, int]:
        """(canvas messages, widget update messages, canvas bytes, all bytes) since last call."""
        out = (self.canvas, self.widgets, self.canvas_bytes, self.bytes)
        self.canvas = self.widgets = self.bytes = self.canvas_bytes = 0
        return out


def state(page) -> dict:
    """The GameApp's hidden state."""
    return json.loads(page.locator(".pegs-state").first.text_content() or "{}")


def wait(page, test, timeout: float = 20.0) -> dict:
    """Poll the state until ``test(state)``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        s = state(page)
        if s and test(s):
            return s
        time.sleep(0.02)
    raise RuntimeError(f"state never matched; last {s}")


def choose_movable_card(page) -> bool:
    """Click cards until one marks pegs; False when none can (the last one is then discarded)."""
    cards = page.locator(".pegs-card-playable")
    for i in range(cards.count()):
        cards.nth(i).click()
        time.sleep(0.15)
        if state(page)["movable"]:
            return True
    ply = state(page)["ply"]
    cards.nth(0).click()
    time.sleep(0.15)
    cards.nth(0).click()  # choosing a discard-only card again discards it
    wait(page, lambda s: s["ply"] > ply)
    return False


def finish_split(page, s: dict, ply: int) -> None:
    """Choose the second peg and destination of a split in progress."""
    box = page.locator("canvas.pegs-board").bounding_box()
    _seat, _place, x, y = s["movable"][0]
    page.mouse.click(box["x"] + x * box["width"], box["y"] + y * box["height"])
    s = wait(page, lambda s: bool(s["targets"]))
    _seat, _place, x, y = s["targets"][-1]
    page.mouse.click(box["x"] + x * box["width"], box["y"] + y * box["height"])
    wait(page, lambda s: s["ply"] > ply)


def main() -> None:
    """Run the benchmark and print medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "1600x1000"])
    args = parser.parse_args()
    for size in args.sizes:
        width, height = (int(n) for n in size.split("x"))
        print(f"--- window {width}x{height}")
        measure(args.turns, width, height)


def measure(turns: int, width: int, height: int) -> None:
    """Measure ``turns`` turns in a window of ``width`` x ``height`` and print medians."""
    from playwright.sync_api import sync_playwright

    root = Path(tempfile.mkdtemp(prefix="pegs-bench-"))
    write_notebook(root / "game.ipynb", CELLS)
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        "game.ipynb",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
    ]
    server = _start(command, root, port, token, "voila", None)
    highlight, redraw, counts = [], [], []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": width, "height": height})
            frames = Frames()
            page.on("websocket", lambda ws: ws.on("framereceived", frames.hear))
            page.goto(f"{server.url}/?token={token}", timeout=120_000)
            page.locator("canvas.pegs-board").wait_for(timeout=120_000)
            wait(page, lambda s: "movable" in s)
            for _ in range(turns):
                if not choose_movable_card(page):
                    continue
                s = state(page)
                _seat, _place, x, y = s["movable"][0]
                time.sleep(0.2)
                frames.take()
                f0 = s["frames"]
                highlight.append(page.evaluate(_TIMED_CLICK, [x, y]))
                s = wait(page, lambda s: bool(s["targets"]))
                counts.append(("peg", s["frames"] - f0, *frames.take()))
                # The last target of a 7 or 9 is the whole count on one peg, not a split.
                _seat, _place, tx, ty = s["targets"][-1]
                ply, f0 = s["ply"], s["frames"]
                time.sleep(0.2)
                frames.take()
                elapsed = page.evaluate(_TIMED_CLICK, [tx, ty])
                time.sleep(0.2)
                s = state(page)
                if s["ply"] == ply:  # a split was started after all: finish it, do not count it
                    finish_split(page, s, ply)
                    frames.take()
                    continue
                redraw.append(elapsed)
                counts.append(("move", s["frames"] - f0, *frames.take()))
            browser.close()
    finally:
        _stop(server)
    print(f"turns measured: {len(highlight)}")
    print(f"peg click -> destinations drawn: median {statistics.median(highlight):.1f} ms")
    print(f"destination click -> redraw done: median {statistics.median(redraw):.1f} ms")
    for kind in ("peg", "move"):
        rows = [c for c in counts if c[0] == kind]
        print(
            f"per {kind} click: redraws {statistics.median(r[1] for r in rows):.0f}, "
            f"canvas messages {statistics.median(r[2] for r in rows):.0f} "
            f"({statistics.median(r[4] for r in rows):.0f} bytes), "
            f"widget updates {statistics.median(r[3] for r in rows):.0f}, "
            f"all bytes {statistics.median(r[5] for r in rows):.0f}"
        )


if __name__ == "__main__":
    main()
