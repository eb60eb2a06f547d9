"""Browser benchmark of the app as served: destination click to the board's pixels changing.

Voila serves a copy of ``notebooks/app.ipynb`` (the classroom app: seat 0 a person, the others
computers, a step pause between computer moves) from the checkout given by ``--repo`` (by default
this one; give another checkout, such as main's, for a "before" figure taken in the same minutes).
Debian's Chromium, driven by Playwright, plays seat 0 by clicks: a card, a peg, then the timed click
on a destination. The time runs from that mouse-down until the board canvas's own pixels around
the destination differ from what they were, polled on every animation frame: what a person sees,
not a state element. Moves that turn out to be the first part of a split are finished and not
counted. Each window size given is measured in turn (the board fits itself to the window).

Run:  python benchmarks/app_click.py [--turns 20] [--sizes 1280x720 1600x1000] [--repo PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, free_port  # noqa: E402

# Dispatch a mouse-down and -up at (x, y) on the board (fractions of its box) and resolve with
# the milliseconds until the canvas's pixels in a box round that point change, checked once per
# animation frame (the browser paints at most once a frame).
_TIMED_CLICK = """
async ([x, y, limit]) => {
  const canvas = document.querySelector('canvas.pegs-board');
  const ctx = canvas.getContext('2d');
  const box = canvas.getBoundingClientRect();
  const side = Math.max(8, Math.round(canvas.width * 0.04));
  const px = Math.max(0, Math.round(x * canvas.width - side / 2));
  const py = Math.max(0, Math.round(y * canvas.height - side / 2));
  const grab = () => new Uint32Array(ctx.getImageData(px, py, side, side).data.buffer);
  const before = grab();
  const differs = () => { const now = grab();
    for (let i = 0; i < now.length; i++) if (now[i] !== before[i]) return true; return false; };
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const init = {clientX: box.left + x * box.width, clientY: box.top + y * box.height,
                  bubbles: true};
    canvas.dispatchEvent(new MouseEvent('mousedown', init));
    canvas.dispatchEvent(new MouseEvent('mouseup', init));
    const poll = () => {
      const t = performance.now() - t0;
      if (differs()) resolve(t);
      else if (t > limit) resolve(null);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}
"""


def state(page) -> dict:
    """The app's hidden state element."""
    try:
        return json.loads(page.locator(".pegs-state").first.text_content() or "{}")
    except json.JSONDecodeError:
        return {}


def wait(page, test, timeout: float = 30.0) -> dict:
    """Poll the state until ``test(state)`` holds."""
    deadline = time.monotonic() + timeout
    s: dict = {}
    while time.monotonic() < deadline:
        s = state(page)
        if s and test(s):
            return s
        time.sleep(0.03)
    brief = {k: v for k, v in s.items() if k not in ("position", "moves")}
    raise RuntimeError(f"the app never reached the state waited for; last {brief}")


_CLICK = """
([x, y]) => {
  const canvas = document.querySelector('canvas.pegs-board');
  const box = canvas.getBoundingClientRect();
  const init = {clientX: box.left + x * box.width, clientY: box.top + y * box.height,
                bubbles: true};
  canvas.dispatchEvent(new MouseEvent('mousedown', init));
  canvas.dispatchEvent(new MouseEvent('mouseup', init));
}
"""


def click(page, x: float, y: float) -> None:
    """Click the board at (x, y), fractions of its box (even where it runs below the window)."""
    page.evaluate(_CLICK, [x, y])


def choose_movable_card(page) -> bool:
    """Click cards until one marks pegs; False when none can (a card is then discarded)."""
    cards = page.locator(".pegs-card-playable")
    for i in range(cards.count()):
        chosen = state(page).get("card")
        cards.nth(i).click()
        # The state of this card's choice, not an earlier one still on its way.
        s = wait(page, lambda s, c=chosen: s.get("card") not in (None, c))
        if s["movable"]:
            return True
    ply = state(page)["ply"]
    cards.nth(0).click()
    cards.nth(0).click()  # choosing a discard-only card again discards it
    wait(page, lambda s: s["ply"] > ply)
    return False


def serve(repo: Path, folder: Path) -> tuple[subprocess.Popen, str]:
    """Voila serving ``folder``'s app notebook with ``repo``'s kit; (process, page address)."""
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ, PYTHONPATH=str(repo), JUPYTER_RUNTIME_DIR=str(folder / ".runtime"))
    log = (folder / "voila.log").open("wb")
    command = [sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1"]
    command += [f"--port={port}", f"--token={token}"]
    process = subprocess.Popen(
        command, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                break
        except OSError:
            time.sleep(0.3)
    return process, f"http://127.0.0.1:{port}/voila/render/app.ipynb?token={token}"


def stop(process: subprocess.Popen) -> None:
    """Stop the server started by ``serve``."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


def measure(repo: Path, turns: int, width: int, height: int) -> list[float]:
    """Destination click to pixels changed (ms) over ``turns`` of seat 0's turns."""
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="pegs-click-"))
    shutil.copy2(repo / "notebooks" / "app.ipynb", folder / "app.ipynb")
    process, url = serve(repo, folder)
    times: list[float] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(url, timeout=180_000)
            page.locator("canvas.pegs-board").wait_for(timeout=180_000)
            for _ in range(turns * 3):  # turns with no move to click are not counted
                if len(times) >= turns:
                    break
                s = wait(page, lambda s: s.get("turn") == 0 and not s["movable"])
                if not choose_movable_card(page):
                    continue
                s = state(page)  # the movable pegs of the card chosen
                _seat, _place, x, y = s["movable"][0]
                click(page, x, y)
                try:
                    s = wait(page, lambda s: bool(s["targets"]), 10)
                except RuntimeError:
                    # Seen on main too: after some turns a click on a marked peg is taken for
                    # another place (the message names it), so the game cannot go on by clicks.
                    message = page.locator(".pegs-message").first.text_content()
                    print(
                        f"stopped after {len(times)} moves: a click on a marked peg showed no "
                        f"destinations ({message!r})",
                        flush=True,
                    )
                    break
                # The last target of a 7 or 9 is the whole count on one peg, not a split.
                _seat, _place, tx, ty = s["targets"][-1]
                ply = s["ply"]
                elapsed = page.evaluate(_TIMED_CLICK, [tx, ty, 10_000])
                s = wait(page, lambda s, p=ply: s["ply"] > p or not s["targets"])
                if s["ply"] == ply:  # a split was started after all: finish it, do not count it
                    _seat, _place, x, y = wait(page, lambda s: bool(s["movable"]))["movable"][0]
                    click(page, x, y)
                    _seat, _place, x, y = wait(page, lambda s: bool(s["targets"]))["targets"][-1]
                    click(page, x, y)
                    wait(page, lambda s, p=ply: s["ply"] > p)
                    continue
                if elapsed is None:
                    raise RuntimeError("the board's pixels did not change within 10 s of a move")
                times.append(elapsed)
            browser.close()
    finally:
        stop(process)
        shutil.rmtree(folder, ignore_errors=True)
    return times


def main() -> None:
    """Measure each window size and print the median and 95th percentile."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--sizes", nargs="+", default=["1280x720", "1600x1000"])
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout whose app to serve")
    args = parser.parse_args()
    for size in args.sizes:
        width, height = (int(n) for n in size.split("x"))
        times = sorted(measure(args.repo.resolve(), args.turns, width, height))
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"{args.repo.resolve()} {width}x{height}: destination click -> board pixels changed, "
            f"median {statistics.median(times):.0f} ms, p95 {p95:.0f} ms over {len(times)} moves "
            f"(min {times[0]:.0f}, max {times[-1]:.0f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
