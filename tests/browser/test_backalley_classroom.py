"""The Back Alley table in a classroom browser: drawn after a reload, nothing clipped, no errors.

Issue 15 (part 4 and "Bugs seen"): the table's canvas stayed white after a browser reload, and
at a projector's 1280x720 parts of the table were cut. These tests open the table in JupyterLab
and in Voila at 1280x720 and 1600x1000, reload the page, and check that the canvas holds ink,
that no element of the table overflows its box (``scrollWidth > clientWidth``) and that the
browser console shows no error from the kit's widgets.
"""

from __future__ import annotations

import os
import re
import secrets
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from widgets.backalley.table import CARD_SHARE, SPEEDS

from .conftest import (
    LabPage,
    Server,
    _start,
    _stop,
    canvas_pixels,
    free_port,
    write_notebook,
)
from .test_backalley import click_card as _click_card

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1600, 1000)]

#: Every element inside the table whose content is wider than its box, described in one line.
#: The canvas is scaled by CSS, so it never scrolls; text boxes and button rows may.
_OVERFLOW_JS = """
() => {
  const found = [];
  for (const root of document.querySelectorAll('.backalley-root')) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        const text = (el.textContent || '').trim().slice(0, 40);
        found.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`
                   + ` "${text}"`);
      }
    }
    // The table itself must fit across its output box and the window (nothing cut off).
    const box = root.getBoundingClientRect();
    const room = Math.min(document.documentElement.clientWidth,
                          root.parentElement.getBoundingClientRect().right);
    if (box.right > room + 1) {
      found.push(`the table ends at ${box.right} px, past the ${room} px it has`);
    }
  }
  return found;
}
"""

#: Words that mark a console error as coming from the kit's widgets (or the widget machinery).
KIT_WORDS = ("backalley", "ipycanvas", "canvas", "widget", "jupyter-widgets", "comm", "model")


#: Run in the kernel: the human passes or plays its first legal card, at once, until a deal is
#: scored after at least one all-pass redeal; then the table is redrawn in that state.
PLAY_TO_SUMMARY = """
_ctl = table.controller
table.speed.value = "instant"
_seen_redeal = False
while not (_seen_redeal and _ctl.summary is not None):
    assert not _ctl.state.is_over, "no all-pass redeal in this game"
    if _ctl.summary is not None:
        _ctl.dismiss_summary()
    elif _ctl.state.phase.value == "bidding":
        _ctl.act("bid pass")
    else:
        _ctl.act(_ctl.state.legal_actions()[0].notation())
    _ctl.advance()
    _seen_redeal = _seen_redeal or _ctl.redeals > 0
_ctl.notice = _ctl.notice or "All four players passed (a notice kept for this check)."
table.redraw()
print("summary", _ctl.summary.row.deal)
"""


def kit_errors(messages: list[str]) -> list[str]:
    """The console errors that concern the kit's widgets."""
    return [m for m in messages if any(word in m.lower() for word in KIT_WORDS)]


@pytest.fixture(scope="module")
def voila_backalley(notebook_dir: Path, backalley_notebook: str) -> Iterator[Server]:
    """Voila serving the Back Alley table's notebook on 127.0.0.1; stopped afterwards."""
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        backalley_notebook,
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
        "--show_tracebacks=True",
    ]
    server = _start(command, notebook_dir, port, token, "voila-backalley", None)
    try:
        yield server
    finally:
        _stop(server)


@pytest.fixture
def sized_page(browser: object, request: pytest.FixtureRequest) -> Iterator[tuple[object, list]]:
    """A page at the size under test, and the console errors it logs."""
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height})  # type: ignore[attr-defined]
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    try:
        yield page, errors
    finally:
        context.close()


def wait_for_ink(page: object, timeout: float = 60.0) -> dict:
    """Wait until the table's canvas is visible and mostly inked (the baize fills it)."""
    canvas = page.locator("canvas.backalley-table").first  # type: ignore[attr-defined]
    canvas.wait_for(state="visible", timeout=timeout * 1000)
    deadline = time.monotonic() + timeout
    pixels = canvas_pixels(canvas)
    while pixels["inked"] < 0.5 and time.monotonic() < deadline:
        time.sleep(0.2)
        pixels = canvas_pixels(canvas)
    return pixels


def check_table(page: object, errors: list[str], shot: Path) -> None:
    """The table is drawn, nothing in it overflows, and the console has no widget error."""
    pixels = wait_for_ink(page)
    assert pixels["inked"] > 0.5, f"the table looks blank: {pixels}"
    page.wait_for_timeout(500)  # type: ignore[attr-defined]  # let the controls settle
    page.screenshot(path=str(shot), full_page=True)  # type: ignore[attr-defined]
    overflow = page.evaluate(_OVERFLOW_JS)  # type: ignore[attr-defined]
    assert not overflow, f"clipped at {shot.name}: {overflow}"
    if errors:  # others' console errors (JupyterLab's own) are listed, not judged here
        print(f"{shot.name}: {len(errors)} console error(s), e.g. {errors[0][:160]!r}")
    assert not kit_errors(errors), f"console errors: {kit_errors(errors)}"


def _shots(tmp_path: Path) -> Path:
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    return shots


@pytest.mark.parametrize("sized_page", SIZES, indirect=True, ids=["1280x720", "1600x1000"])
def test_table_in_jupyterlab_is_drawn_again_after_a_reload(
    backalley_notebook: str, jupyter_lab: Server, sized_page: tuple, tmp_path: Path
) -> None:
    page, errors = sized_page
    size = page.viewport_size
    name = f"backalley-lab-{size['width']}x{size['height']}"
    lab = LabPage(page, jupyter_lab)
    lab.open(backalley_notebook)
    try:
        assert lab.run_all(), f"the table's notebook failed: {lab.errors()}"
        lab.wait_idle()
        check_table(page, errors, _shots(tmp_path) / f"{name}.png")
        # Saved, the notebook keeps the table's output (a view of a widget the kernel holds).
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_timeout(1000)
        # The kernel keeps the table; the reloaded page gets a new view of the same canvas.
        page.reload(timeout=120_000)
        page.wait_for_function(  # wait until JupyterLab has restored the notebook panel
            "() => !!document.querySelector('.jp-Notebook')", timeout=120_000
        )
        check_table(page, errors, _shots(tmp_path) / f"{name}-reloaded.png")
        # The busiest view: a deal just scored (summary, the deal's tricks, Next deal) after
        # an all-pass redeal notice; nothing in it may overflow either.
        out = lab.execute(PLAY_TO_SUMMARY)
        assert "summary" in out, out
        page.get_by_role("button", name="Next deal").wait_for(timeout=20_000)
        check_table(page, errors, _shots(tmp_path) / f"{name}-summary.png")
        page.get_by_role("button", name="Next deal").click()
        page.get_by_role("button", name="Next deal").wait_for(state="hidden", timeout=20_000)
    finally:
        lab.shut_down()


@pytest.mark.parametrize("sized_page", SIZES, indirect=True, ids=["1280x720", "1600x1000"])
def test_table_in_voila_is_drawn_after_each_load(
    voila_backalley: Server, sized_page: tuple, tmp_path: Path
) -> None:
    page, errors = sized_page
    size = page.viewport_size
    name = f"backalley-voila-{size['width']}x{size['height']}"
    for attempt in range(2):  # each page load in Voila is a new kernel and a new table
        page.goto(f"{voila_backalley.url}/?token={voila_backalley.token}", timeout=120_000)
        check_table(page, errors, _shots(tmp_path) / f"{name}-{attempt + 1}.png")


# --------------------------------------------------------------------------- a lesson by clicks
#: A table whose human bids last in deal 1 (seed 5: West bids first), with quick computers.
CLASS_CELLS = [
    "from widgets.backalley.table import BackAlleyTable\n"
    "table = BackAlleyTable(seed=6, speed='fast')\ntable",
]

#: Run in the kernel: the human takes its first legal action until the game is over.
GAME_TO_END = """
_ctl = table.controller
while not _ctl.state.is_over:
    if _ctl.summary is not None:
        _ctl.dismiss_summary()
    else:
        _ctl.act(_ctl.state.legal_actions()[0].notation())
    _ctl.advance()
table.redraw()
print("over", _ctl.state.scores)
"""

#: The human's view of the game, as the kernel holds it, in one JSON line.
VIEW_CODE = """
import json as _json
_ctl = table.controller
_s = _ctl.state
print(_json.dumps({
    "deal": _s.deal, "phase": _s.phase.value, "turn": _s.turn, "redeals": _ctl.redeals,
    "summary": _ctl.summary is not None, "tricks": len(_ctl.tricks), "seed": _ctl.seed,
    "legal": [a.notation() for a in _s.legal_actions()] if _s.turn == 0 else [],
    "boxes": [[str(b.card), b.x, b.y, b.w, b.h] for b in _ctl.hand_boxes()],
    "levels": {str(k): v for k, v in _ctl.levels.items()}, "speed": table.speed.value,
    "busy": table._task is not None and not table._task.done(),
    "log": len(_ctl.log),
    "actions": sum(" bids " in line or " plays " in line for line in _ctl.log),
}))
"""


def view(lab: LabPage) -> dict:
    """The table's state from the kernel."""
    return lab.report(VIEW_CODE, "table")


def wait_view(lab: LabPage, test: object, timeout: float = 30.0) -> dict:
    """Poll the kernel until ``test(view)`` holds."""
    return lab.wait_report(VIEW_CODE, "table", test, timeout)


def click_card(lab: LabPage, canvas: object, state: dict, card: str) -> None:
    """Scroll the hand into view (at 720 pixels it sits below the fold), then click ``card``."""
    canvas.evaluate("(c) => c.scrollIntoView({block: 'end'})")  # type: ignore[attr-defined]
    _click_card(lab, canvas, state, card)


def choose(page: object, label: str, value: str) -> None:
    """Pick ``value`` in the table's drop-down whose label reads ``label``."""
    box = page.locator(".backalley-root .widget-dropdown", has_text=label).first  # type: ignore[attr-defined]
    box.locator("select").select_option(value)


@pytest.fixture(scope="module")
def class_notebook(notebook_dir: Path) -> str:
    """``backalley-class.ipynb``: a table the lesson test plays by clicks."""
    write_notebook(notebook_dir / "backalley-class.ipynb", CLASS_CELLS)
    return "backalley-class.ipynb"


@pytest.mark.parametrize("sized_page", [(1280, 720)], indirect=True, ids=["1280x720"])
def test_a_class_plays_the_table_by_clicks(
    class_notebook: str, jupyter_lab: Server, sized_page: tuple, tmp_path: Path
) -> None:
    """Bids and cards by clicks: the tricks are listed, a deal is summed up before the next,
    an all-pass redeal is announced, computers pause without blocking the kernel, levels and
    New game work, and nothing overflows on the way."""
    page, errors = sized_page
    shots = _shots(tmp_path)
    lab = LabPage(page, jupyter_lab)
    lab.open(class_notebook)
    try:
        assert lab.run_all(), f"the table's notebook failed: {lab.errors()}"
        lab.wait_idle()
        canvas = page.locator("canvas.backalley-table").first
        wait_for_ink(page)
        outputs = page.locator(".backalley-root")
        choose(page, "computer speed", "instant")
        wait_view(lab, lambda v: v["speed"] == "instant")

        saw_history = saw_summary = False
        for _ in range(120):  # seed 6, passing always: deal 2 is redealt after 16 actions
            state = wait_view(lab, lambda v: not v["busy"] and (v["turn"] == 0 or v["summary"]))
            if state["redeals"]:
                break
            if state["summary"]:
                saw_summary = True
                summary = page.locator(".backalley-summary").first
                assert "is over." in (summary.text_content() or "")
                button = outputs.get_by_role("button", name="Next deal", exact=True)
                button.click()
                button.wait_for(state="hidden", timeout=10_000)
                continue
            if state["phase"] == "bidding":
                outputs.get_by_role("button", name="pass", exact=True).click()
            else:
                if state["tricks"]:
                    history = page.locator(".backalley-history").first
                    assert f"Trick {state['tricks']}:" in (history.text_content() or "")
                    saw_history = True
                card = state["legal"][0].removeprefix("play ")
                click_card(lab, canvas, {"boxes": state["boxes"]}, card)
            wait_view(lab, lambda v, n=state["log"]: v["log"] > n)
        assert saw_history and saw_summary
        notice = page.locator(".backalley-notice").first
        notice.wait_for(timeout=10_000)
        assert "All four players passed" in (notice.text_content() or "")
        check_table(page, errors, shots / "backalley-class-redeal.png")

        # Slow computers: they take turns with pauses while the kernel still answers at once.
        choose(page, "computer speed", "slow")
        wait_view(lab, lambda v: v["speed"] == "slow")
        state = view(lab)
        started = time.monotonic()
        if state["phase"] == "bidding":
            outputs.get_by_role("button", name="1", exact=True).click()
        else:
            click_card(lab, canvas, {"boxes": state["boxes"]}, state["legal"][0][5:])
        wait_view(lab, lambda v: v["busy"], timeout=10)
        asked = time.monotonic()
        view(lab)
        answer = time.monotonic() - asked
        assert answer < 1.0, f"the kernel took {answer:.2f} s to answer while computers played"
        done = wait_view(lab, lambda v: not v["busy"], timeout=120)
        spent = time.monotonic() - started
        acted = done["actions"] - state["actions"] - 1  # all but the human's own
        least = acted * SPEEDS["slow"] * CARD_SHARE
        print(f"kernel answered in {answer:.3f} s; {acted} computer actions took {spent:.2f} s")
        assert acted > 0 and spent >= 0.8 * least, f"{acted} actions in {spent:.2f} s: no pauses"

        # The end of the game, reached at once from the kernel: the result in words, with the
        # table's own team names, and New game lit up.
        choose(page, "computer speed", "instant")
        wait_view(lab, lambda v: v["speed"] == "instant" and not v["busy"])
        assert "over" in lab.execute(GAME_TO_END)
        status = page.locator(".backalley-status").first
        page.wait_for_function(
            "() => document.querySelector('.backalley-status').textContent.includes('Game over')"
        )
        said = status.text_content() or ""
        assert re.fullmatch(
            r"Game over: (North and South win|East and West win|a draw), -?\d+ to -?\d+\.", said
        ), said
        new_game = outputs.get_by_role("button", name="New game", exact=True)
        assert "mod-success" in (new_game.get_attribute("class") or "")
        check_table(page, errors, shots / "backalley-class-game-over.png")

        # A computer level chosen from the page reaches the game; New game starts afresh.
        choose(page, "West", "random")
        wait_view(lab, lambda v: v["levels"]["1"] == "random")
        outputs.get_by_role("button", name="New game", exact=True).click()
        fresh = wait_view(lab, lambda v: v["seed"] == 7 and v["deal"] == 1)  # the box held 6
        assert fresh["levels"]["1"] == "random" and fresh["redeals"] == 0
        check_table(page, errors, shots / "backalley-class-new-game.png")
    finally:
        lab.shut_down()
