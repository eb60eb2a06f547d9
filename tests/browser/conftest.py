"""Fixtures for the real-browser tests: Chromium, a notebook folder, JupyterLab and Voila servers.

Each server runs on 127.0.0.1 on a free port with a random token, in a temporary folder holding a
small notebook that shows a ``GameApp``, and is stopped when the tests are done. The tests skip
only when /usr/bin/chromium is missing and PEGS_E2E is not "required".
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SERVER_START_TIMEOUT = 90

#: The notebook the browser opens: one human seat (0) and random computer players, no animation
#: so each click gives exactly one redraw.
GAME_CELLS = [
    "from widgets import GameApp\n"
    "app = GameApp(4, seed=3, seats=['human', 'random', 'random', 'random'], animation='off')\n"
    "app",
]

#: A Back Alley table (issue 7). With seed 11 the human bids first, then must follow a led spade
#: while holding other suits too, so its hand has both playable and unplayable cards.
BACKALLEY_CELLS = [
    "from widgets.backalley.table import BackAlleyTable\ntable = BackAlleyTable(seed=11)\ntable",
]


@dataclass
class Server:
    """A running Jupyter server: where to reach it and its token."""

    url: str
    token: str
    process: subprocess.Popen
    log: Path


def write_notebook(path: Path, cells: list[str]) -> None:
    """Write a minimal nbformat-4 notebook with these code cells."""
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": src,
                "outputs": [],
                "execution_count": None,
            }
            for src in cells
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook, indent=1))


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Debian's Chromium, or a skip (a failure when PEGS_E2E=required)."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("PEGS_E2E") == "required":
            pytest.fail(f"{CHROMIUM} is missing but PEGS_E2E=required: apt-get install chromium")
        pytest.skip(
            f"{CHROMIUM} is missing (apt-get install chromium); set PEGS_E2E=required to fail"
        )
    return CHROMIUM


@pytest.fixture(scope="package")
def browser(chromium_path: str) -> Iterator[object]:
    """A headless Chromium driven by Playwright (sync API), stopped when tests/browser is done.

    While Playwright's sync API is started, its asyncio loop counts as running in the main thread
    (``asyncio.get_running_loop()`` returns it), so later tests that call ``asyncio.run()``, or
    widgets that pace frames with a task when a loop is running, would break. Package scope stops
    it after the last browser test instead of at the end of the whole session.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield chromium
        finally:
            chromium.close()


def quiet_lab_settings(settings: Path, *, whole_notebook: bool = True) -> Path:
    """JupyterLab user settings in ``settings`` for tests: no pop-ups, every cell in the page."""
    apputils = settings / "@jupyterlab" / "apputils-extension"
    apputils.mkdir(parents=True, exist_ok=True)
    # No news or update pop-ups over the page (and no network look-ups for them).
    (apputils / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    if whole_notebook:
        # Every cell stays in the page (no virtual scrolling), so each output can be read.
        tracker = settings / "@jupyterlab" / "notebook-extension"
        tracker.mkdir(parents=True, exist_ok=True)
        (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    return settings


def lab_command(root: Path, port: int, token: str, settings: Path, *options: str) -> list[str]:
    """The command starting JupyterLab on 127.0.0.1 over ``root``, its state readable by tests."""
    return [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",  # so a test can read the notebook's state
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={root / '.workspaces'}",
        *options,
    ]


@pytest.fixture(scope="session")
def notebook_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A temporary folder with ``game.ipynb`` (a GameApp) and quiet JupyterLab settings."""
    root = tmp_path_factory.mktemp("pegs-notebooks")
    write_notebook(root / "game.ipynb", GAME_CELLS)
    quiet_lab_settings(root / ".settings")
    return root


@pytest.fixture(scope="session")
def backalley_notebook(notebook_dir: Path) -> str:
    """``backalley.ipynb`` in ``notebook_dir``: a Back Alley table, the human in seat 0."""
    write_notebook(notebook_dir / "backalley.ipynb", BACKALLEY_CELLS)
    return "backalley.ipynb"


@pytest.fixture(scope="session")
def tutorial_dir(notebook_dir: Path) -> Path:
    """A copy of the repo's notebooks inside ``notebook_dir``, so runs never touch the repo."""
    target = notebook_dir / "tutorial"
    target.mkdir()
    for notebook in sorted((REPO / "notebooks").glob("*.ipynb")):
        shutil.copy2(notebook, target / notebook.name)
    return target


def _server_env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    # The kernel imports the kit from the checkout under test, not from an installed copy.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    env["JUPYTER_RUNTIME_DIR"] = str(root / ".runtime")
    return env


def _answers(url: str, port: int, status_path: str | None) -> bool:
    """True once the server accepts connections (and, given a path, answers it with 200)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            pass
        if status_path is None:
            return True
        with urllib.request.urlopen(url + status_path, timeout=2) as reply:
            return reply.status == 200
    except OSError:
        return False


def _start(
    command: list[str], root: Path, port: int, token: str, name: str, status_path: str | None
) -> Server:
    url = f"http://127.0.0.1:{port}"
    log = root / ".logs" / f"{name}.log"  # hidden, so the file browser stays tidy
    log.parent.mkdir(exist_ok=True)
    with log.open("wb") as out:
        process = subprocess.Popen(
            command,
            cwd=root,
            env=_server_env(root),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = Server(url, token, process, log)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"{name} exited with {process.returncode}:\n{log.read_text()[-3000:]}"
            )
        if _answers(url, port, status_path):
            return server
        time.sleep(0.3)
    _stop(server)
    raise RuntimeError(f"{name} did not answer within {SERVER_START_TIMEOUT} s:\n{log.read_text()}")


def _stop(server: Server) -> None:
    if server.process.poll() is None:
        os.killpg(server.process.pid, signal.SIGTERM)
        try:
            server.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.process.pid, signal.SIGKILL)
            server.process.wait(timeout=5)


@pytest.fixture(scope="session")
def jupyter_lab(notebook_dir: Path) -> Iterator[Server]:
    """JupyterLab serving ``notebook_dir`` on 127.0.0.1 with a token; stopped afterwards."""
    port, token = free_port(), secrets.token_hex(16)
    settings, xsrf = notebook_dir / ".settings", "--ServerApp.disable_check_xsrf=False"
    command = lab_command(notebook_dir, port, token, settings, xsrf)
    status = f"/api/status?token={token}"
    server = _start(command, notebook_dir, port, token, "jupyterlab", status)
    try:
        yield server
    finally:
        _stop(server)


@contextlib.contextmanager
def running_voila(
    folder: Path, name: str, *arguments: str, notebook: str | None = None
) -> Iterator[Server]:
    """Voila serving ``folder`` (or its ``notebook`` alone) on 127.0.0.1 with a token.

    ``arguments`` follow the common ones; the server is stopped when the block ends. Voila runs
    the notebook on every page request, so only the port is probed.
    """
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        *([notebook] if notebook else []),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
        *arguments,
    ]
    server = _start(command, folder, port, token, name, None)
    try:
        yield server
    finally:
        _stop(server)


@pytest.fixture(scope="session")
def voila_server(notebook_dir: Path) -> Iterator[Server]:
    """Voila serving ``game.ipynb`` on 127.0.0.1 with a token; stopped afterwards."""
    with running_voila(
        notebook_dir, "voila", "--show_tracebacks=True", notebook="game.ipynb"
    ) as server:
        yield server


@pytest.fixture
def page(browser: object) -> Iterator[object]:
    """A fresh browser page at a laptop-like size, closed afterwards."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


# --------------------------------------------------------------------------- driving a GameApp
_PIXELS_JS = """
(canvas) => {
  const ctx = canvas.getContext('2d');
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0, hash = 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i], g = data[i + 1], b = data[i + 2], a = data[i + 3];
    if (a > 0 && !(r > 250 && g > 250 && b > 250)) inked++;
    hash = (hash * 31 + r * 7 + g * 13 + b * 17 + a) | 0;
  }
  return {inked: inked / (canvas.width * canvas.height), hash, width: canvas.width,
          cssWidth: canvas.getBoundingClientRect().width};
}
"""


class GamePage:
    """A browser page showing a GameApp: its hidden state, its board's pixels, clicks on it."""

    def __init__(self, page: object) -> None:
        self.page = page

    @property
    def board(self) -> object:
        """The board's canvas element (the MultiCanvas view composites its layers into it)."""
        return self.page.locator("canvas.pegs-board").first  # type: ignore[attr-defined]

    def wait_for_board(self, timeout: float = 120_000) -> None:
        """Wait until the board is shown and has been drawn on."""
        self.board.wait_for(state="visible", timeout=timeout)
        self.page.wait_for_function(  # type: ignore[attr-defined]
            "() => { const c = document.querySelector('canvas.pegs-board');"
            " if (!c) return false; const d = c.getContext('2d').getImageData(0, 0, c.width,"
            " c.height).data; for (let i = 3; i < d.length; i += 4000) if (d[i] > 0) return true;"
            " return false; }",
            timeout=timeout,
        )

    def state(self) -> dict:
        """The app's state as its hidden ``pegs-state`` element shows it."""
        text = self.page.locator(".pegs-state").first.text_content()  # type: ignore[attr-defined]
        return json.loads(text or "{}")

    def wait_state(self, test: object, timeout: float = 30.0) -> dict:
        """Poll the state until ``test(state)`` is true; fail with the last state otherwise."""
        deadline = time.monotonic() + timeout
        state: dict = {}
        while time.monotonic() < deadline:
            try:
                state = self.state()
            except json.JSONDecodeError:
                state = {}
            if state and test(state):  # type: ignore[operator]
                return state
            time.sleep(0.05)
        raise AssertionError(f"the app never reached the expected state; last: {state}")

    def pixels(self) -> dict:
        """How much of the board is inked, and a hash of all its pixels."""
        return self.board.evaluate(_PIXELS_JS)  # type: ignore[attr-defined]

    def wait_pixels_change(self, old_hash: int, timeout: float = 15.0) -> dict:
        """Wait until the board's pixels differ from ``old_hash``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pixels = self.pixels()
            if pixels["hash"] != old_hash:
                return pixels
            time.sleep(0.05)
        raise AssertionError("the board's pixels did not change")

    def click_board(self, x: float, y: float) -> None:
        """Click the board at (x, y), fractions of its width and height from its top-left."""
        box = self.board.bounding_box()  # type: ignore[attr-defined]
        self.page.mouse.click(  # type: ignore[attr-defined]
            box["x"] + x * box["width"], box["y"] + y * box["height"]
        )


def canvas_pixels(canvas: object) -> dict:
    """How much of a canvas (a Playwright locator) is inked, and a hash of all its pixels."""
    return canvas.evaluate(_PIXELS_JS)  # type: ignore[attr-defined]


@pytest.fixture
def game_page() -> type[GamePage]:
    """The ``GamePage`` helper class (wrap a Playwright page showing a GameApp)."""
    return GamePage


def play_one_move_by_clicks(game: GamePage, screenshot: Path | None = None) -> None:
    """Click a playable card, a marked peg and a marked destination; check board and game moved."""
    state = game.wait_state(lambda s: s["turn"] == 0 and not s["movable"] and s["ply"] >= 0)
    ply = state["ply"]
    before = game.pixels()
    assert before["inked"] > 0.3, f"the board looks blank: {before}"
    assert before["width"] >= 2 * before["cssWidth"] - 1, (
        "the canvas is not drawn at 2x for high DPI"
    )

    game.page.locator(".pegs-card-playable").first.click()  # type: ignore[attr-defined]
    state = game.wait_state(lambda s: len(s["movable"]) > 0)
    chosen = game.pixels()
    game.wait_pixels_change(before["hash"])  # the movable pegs are ringed

    seat, frm, x, y = state["movable"][0]
    game.click_board(x, y)
    state = game.wait_state(lambda s: len(s["targets"]) > 0)
    marked = game.wait_pixels_change(chosen["hash"])  # the destinations are marked
    if screenshot is not None:
        game.page.screenshot(path=str(screenshot))  # type: ignore[attr-defined]

    # The last target of a 7 or 9 is its whole count on one peg; a split would need two parts.
    _seat, to, tx, ty = state["targets"][-1]
    game.click_board(tx, ty)
    state = game.wait_state(lambda s: s["ply"] > ply or (s["movable"] and not s["targets"]))
    if state["ply"] == ply:  # the first part of a split: choose the second peg and place
        _s2, _f2, x2, y2 = state["movable"][0]
        game.click_board(x2, y2)
        state = game.wait_state(lambda s: len(s["targets"]) > 0)
        game.click_board(*state["targets"][-1][2:])
        state = game.wait_state(lambda s: s["ply"] > ply)
    game.wait_pixels_change(marked["hash"])
    move = state["moves"][ply - state.get("moves_from", 0)]
    part = f"{seat}:{_place_name(frm)}-{_place_name(to)}"
    assert part in move, f"the move played ({move}) is not the one clicked ({part})"


def _place_name(place: int) -> str:
    return "S" if place == -1 else f"H{place - 1000}" if place > 1000 else f"T{place}"


# --------------------------------------------------------------------------- driving JupyterLab
#: The notebook panel showing ``path`` (found by path: a restored tab may also be open).
_PANEL_JS = """
const panelFor = (path) => {
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path && w.content && w.content.model) return w;
  }
  return null;
};
"""


def awaited(page: object, function: str, arg: object = None) -> object:
    """The value of the async page ``function`` called on ``arg``, its promise held meanwhile."""
    # page.evaluate leaves the promise it awaits held only weakly by the browser's inspector,
    # and Chromium may collect it ("Resulting promise was garbage collected", CI of stop 38):
    # keep it on an object a handle holds, as Playwright's own wait_for_function does.
    holder = page.evaluate_handle(f"(arg) => ({{promise: ({function})(arg)}})", arg)  # type: ignore[attr-defined]
    try:
        return holder.evaluate("(holder) => holder.promise")
    finally:
        holder.dispose()


#: Save the notebook at ``path`` through JupyterLab; true when it was open and saved.
SAVE_JS = """
async (path) => {
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) { await w.context.save(); return true; }
  }
  return false;
}
"""


#: Wait for the notebook's kernel, run every cell, and report whether all succeeded (the
#: command's promise settles once the last cell has run or one has failed); "timeout" if it
#: has not settled after ``ms`` milliseconds (page.evaluate itself never times out).
_RUN_ALL_JS = (
    "async ([path, ms]) => {"
    + _PANEL_JS
    + """
  const app = window.jupyterapp;
  const panel = panelFor(path);
  const run = (async () => {
    await panel.context.ready;
    await panel.sessionContext.ready;
    app.shell.activateById(panel.id);
    return await app.commands.execute('notebook:run-all-cells');
  })();
  const late = new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
  return await Promise.race([run, late]);
}
"""
)

#: True once the notebook's kernel is idle and no cell is queued or running.
_IDLE_JS = (
    "(path) => {"
    + _PANEL_JS
    + """
  const panel = panelFor(path);
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle' && !Array.from(
    panel.node.querySelectorAll('.jp-InputPrompt')).some((p) => p.textContent.includes('*'));
}
"""
)

#: Every error output of the notebook's model (whatever the DOM makes of them), any stream
#: holding a traceback, and any widget that failed to render.
_ERRORS_JS = (
    "(path) => {"
    + _PANEL_JS
    + """
  const panel = panelFor(path);
  const found = [];
  const cells = panel.content.model.cells;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    for (let j = 0; j < cell.outputs.length; j++) {
      const out = cell.outputs.get(j).toJSON();
      const text = Array.isArray(out.text) ? out.text.join('') : String(out.text || '');
      if (out.output_type === 'error') {
        found.push(`cell ${i}: ${out.ename}: ${out.evalue}`);
      } else if (out.output_type === 'stream' && text.includes('Traceback')) {
        found.push(`cell ${i}: traceback on ${out.name}: ${text.slice(-400)}`);
      }
    }
  }
  for (const el of panel.node.querySelectorAll('.jp-OutputArea-output')) {
    const text = el.textContent || '';
    if (el.querySelector('[data-mime-type="application/vnd.jupyter.error"]')
        || /Error (displaying|rendering) widget|[Mm]odel not found/.test(text)) {
      found.push('page: ' + text.slice(0, 300));
    }
  }
  return found;
}
"""
)

#: For every canvas in the notebook's outputs: its size, the share of its pixels with ink, and
#: how many distinct colours a sample of its pixels holds (a flat fill is one colour).
_CANVASES_JS = (
    "(path) => {"
    + _PANEL_JS
    + """
  const panel = panelFor(path);
  const cells = Array.from(panel.node.querySelectorAll('.jp-Cell'));
  return Array.from(panel.node.querySelectorAll('.jp-OutputArea canvas')).map((c) => {
    let inked = 0;
    const colours = new Set();
    if (c.width > 0 && c.height > 0) {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] > 0) inked++;
        if (i % 404 === 0 && colours.size < 64) colours.add(d.slice(i, i + 4).join());
      }
    }
    const box = c.getBoundingClientRect();
    return {width: c.width, height: c.height, cssWidth: box.width, cssHeight: box.height,
            inked: c.width * c.height ? inked / (c.width * c.height) : 0,
            colours: colours.size, classes: c.className,
            cell: cells.findIndex((x) => x.contains(c))};
  });
}
"""
)

#: Run Python in the notebook's kernel out of sight (no cell, no history) and return its stdout.
_EXECUTE_JS = (
    "async ([path, code]) => {"
    + _PANEL_JS
    + """
  const kernel = panelFor(path).sessionContext.session.kernel;
  const future = kernel.requestExecute({code, silent: false, store_history: false});
  let out = '';
  future.onIOPub = (msg) => {
    const kind = msg.header.msg_type;
    if (kind === 'stream') out += msg.content.text;
    if (kind === 'error') out += `ERROR ${msg.content.ename}: ${msg.content.evalue}`;
  };
  await future.done;
  return out;
}
"""
)


#: The JupyterLab workspace ``LabPage`` opens notebooks in (never the default one).
LAB_WORKSPACE = "pegs-e2e"


class LabPage:
    """A browser page showing one notebook in JupyterLab: run it, read its outputs and canvases."""

    def __init__(self, page: object, server: Server) -> None:
        self.page = page
        self.server = server
        self.path = ""

    def open(self, path: str, timeout: float = 120_000) -> None:
        """Open the notebook at ``path`` (relative to the server's root) and wait for its panel."""
        self.path = path
        # A workspace of its own, reset on load: no tab restored from an earlier test comes up
        # here, and the default workspace other tests open stays as they left it.
        self.page.goto(  # type: ignore[attr-defined]
            f"{self.server.url}/lab/workspaces/{LAB_WORKSPACE}/tree/{path}"
            f"?reset&token={self.server.token}",
            timeout=timeout,
        )
        self.page.wait_for_function(  # type: ignore[attr-defined]
            "(path) => {" + _PANEL_JS + " const w = window.jupyterapp && panelFor(path);"
            " return !!(w && w.sessionContext && w.node.querySelector('.jp-Notebook')); }",
            arg=path,
            timeout=timeout,
        )

    def run_all(self, timeout: float = 180.0) -> bool:
        """Run every cell; True when all ran without an error (fails after ``timeout`` s)."""
        result = awaited(self.page, _RUN_ALL_JS, [self.path, timeout * 1000])
        if result == "timeout":
            raise AssertionError(f"{self.path}: Run All Cells did not finish in {timeout} s")
        return bool(result)

    def wait_idle(self, timeout: float = 60_000) -> None:
        """Wait until the kernel is idle and no cell is queued or running."""
        self.page.wait_for_function(_IDLE_JS, arg=self.path, timeout=timeout)  # type: ignore[attr-defined]

    def errors(self) -> list[str]:
        """Error outputs and widget rendering failures in the notebook, one line each."""
        return self.page.evaluate(_ERRORS_JS, self.path)  # type: ignore[attr-defined]

    def canvases(self) -> list[dict]:
        """Each output canvas: sizes, share of inked pixels, colours sampled, cell index."""
        return self.page.evaluate(_CANVASES_JS, self.path)  # type: ignore[attr-defined]

    def execute(self, code: str) -> str:
        """Run ``code`` in the notebook's kernel without a cell; its stdout (and any error)."""
        return str(awaited(self.page, _EXECUTE_JS, [self.path, code]))

    def report(self, code: str, what: str) -> dict:
        """The JSON that ``code`` prints last in the kernel (fails with the kernel's answer)."""
        out = self.execute(code)
        try:
            return json.loads(out.strip().splitlines()[-1])
        except (json.JSONDecodeError, IndexError):
            raise AssertionError(f"the kernel did not report the {what}: {out!r}") from None

    def wait_report(self, code: str, what: str, test: object, timeout: float = 30.0) -> dict:
        """Poll ``report`` until ``test(report)`` holds; fail with the last report otherwise."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.report(code, what)
            if test(state):  # type: ignore[operator]
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"the {what} never reached the expected state; last: {state}")
            time.sleep(0.1)

    def screenshots(self, folder: Path, name: str, pages: int = 12) -> list[Path]:
        """Screenshot the notebook screen by screen from the top (at most ``pages`` images)."""
        folder.mkdir(parents=True, exist_ok=True)
        scroll = (
            "([path, step]) => {" + _PANEL_JS + " const s = panelFor(path).node.querySelector("
            "'.jp-WindowedPanel-outer'); if (!s) return false; const before = s.scrollTop;"
            " s.scrollTop = step === 0 ? 0 : s.scrollTop + s.clientHeight - 40;"
            " return s.scrollTop > before; }"
        )
        self.page.evaluate(scroll, [self.path, 0])  # type: ignore[attr-defined]
        shots = []
        for i in range(pages):
            self.page.wait_for_timeout(150)  # type: ignore[attr-defined]
            shot = folder / f"{name}-{i + 1:02d}.png"
            self.page.screenshot(path=str(shot), timeout=30_000)  # type: ignore[attr-defined]
            shots.append(shot)
            if not self.page.evaluate(scroll, [self.path, 1]):  # type: ignore[attr-defined]
                break
        return shots

    def shut_down(self) -> None:
        """Stop the notebook's kernel through the server's REST API."""
        sessions_url = f"{self.server.url}/api/sessions?token={self.server.token}"
        with urllib.request.urlopen(sessions_url, timeout=10) as reply:
            sessions = json.loads(reply.read())
        for session in sessions:
            if session.get("path") == self.path:
                kill = urllib.request.Request(
                    f"{self.server.url}/api/sessions/{session['id']}?token={self.server.token}",
                    method="DELETE",
                )
                urllib.request.urlopen(kill, timeout=30).close()


@pytest.fixture
def lab_page(page: object, jupyter_lab: Server) -> Iterator[LabPage]:
    """A ``LabPage`` on a fresh browser page; its notebook's kernel is shut down afterwards."""
    lab = LabPage(page, jupyter_lab)
    try:
        yield lab
    finally:
        if lab.path:
            lab.shut_down()
