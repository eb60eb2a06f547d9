"""The Back Alley table in real JupyterLab: drawn, a bid and a card by clicks advance the game.

Issue 7 asks for a browser test of ``widgets/backalley/table.py``. The table has no hidden state
element, so the test reads the Python game straight from the notebook's kernel (a silent
request, no cell): what the kernel holds is exactly what "the game advanced" means.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from widgets.backalley.table import WIDTH as TABLE_WIDTH

from .conftest import LabPage, canvas_pixels

pytestmark = pytest.mark.browser

#: Prints the human seat's view of the game as one JSON line.
STATE_CODE = """
import json as _json
_ctl = table.controller
_s = _ctl.state
print(_json.dumps({
    "deal": _s.deal, "phase": _s.phase.value, "turn": _s.turn,
    "bid": None if _s.bid_of(0) is None else str(_s.bid_of(0)),
    "hand": [str(c) for c in _s.hands[0]],
    "legal": [a.notation() for a in _s.legal_actions()] if _s.turn == 0 else [],
    "boxes": [[str(b.card), b.x, b.y, b.w, b.h] for b in _ctl.hand_boxes()],
    "log": len(_ctl.log), "message": _ctl.message,
}))
"""


def game_state(lab: LabPage) -> dict:
    """The Python game as the kernel holds it."""
    return lab.report(STATE_CODE, "game")


def wait_game(lab: LabPage, test: object, timeout: float = 30.0) -> dict:
    """Poll the kernel until ``test(state)`` holds."""
    return lab.wait_report(STATE_CODE, "game", test, timeout)


def wait_pixels_change(canvas: object, old_hash: int, timeout: float = 15.0) -> dict:
    """Wait until the canvas's pixels differ from ``old_hash``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pixels = canvas_pixels(canvas)
        if pixels["hash"] != old_hash:
            return pixels
        time.sleep(0.05)
    raise AssertionError("the table's pixels did not change")


def click_card(lab: LabPage, canvas: object, state: dict, card: str) -> None:
    """Click the visible part of ``card`` in the human's fanned hand on the table's canvas."""
    boxes = state["boxes"]
    index = next(i for i, box in enumerate(boxes) if box[0] == card)
    _card, x, y, w, h = boxes[index]
    # Later cards overlap earlier ones: aim between this card's left edge and the next one's.
    right = boxes[index + 1][1] if index + 1 < len(boxes) else x + w
    frame = canvas.bounding_box()  # type: ignore[attr-defined]
    # The boxes are in the table's CSS pixels; scale in case the page lays the canvas out otherwise.
    scale = frame["width"] / TABLE_WIDTH
    lab.page.mouse.click(  # type: ignore[attr-defined]
        frame["x"] + (x + right) / 2 * scale, frame["y"] + (y + h / 2) * scale
    )


def test_back_alley_table_plays_by_clicks(
    backalley_notebook: str, lab_page: LabPage, tmp_path: Path
) -> None:
    lab_page.open(backalley_notebook)
    assert lab_page.run_all(), f"the table's notebook failed: {lab_page.errors()}"
    lab_page.wait_idle()
    assert not lab_page.errors()
    page = lab_page.page
    canvas = page.locator(".jp-OutputArea canvas").first
    canvas.wait_for(state="visible", timeout=60_000)
    deadline = time.monotonic() + 20
    while canvas_pixels(canvas)["inked"] < 0.5 and time.monotonic() < deadline:
        time.sleep(0.1)
    drawn = canvas_pixels(canvas)
    assert drawn["inked"] > 0.5, f"the table looks blank: {drawn}"  # the green baize fills it

    # RULES B bidding: the human bids first on deal 1 (13 cards); a click on "1" bids one.
    state = game_state(lab_page)
    assert (state["deal"], state["phase"], state["turn"], state["bid"]) == (1, "bidding", 0, None)
    assert len(state["hand"]) == 13
    outputs = page.locator(".jp-OutputArea-output")
    outputs.get_by_role("button", name="1", exact=True).click()
    state = wait_game(lab_page, lambda s: s["bid"] == "1" and s["turn"] == 0)
    assert state["phase"] == "playing", "the computer players should bid and lead to the human"
    bid_pixels = wait_pixels_change(canvas, drawn["hash"])  # the bid and the led card are drawn
    assert outputs.get_by_role("button", name="pass", exact=True).count() == 0

    # Following suit: a card the rules refuse is not played, and the reason is shown.
    playable = {action.removeprefix("play ") for action in state["legal"]}
    refused = [card for card in state["hand"] if card not in playable]
    assert playable and refused, f"seed 11 should offer both kinds of card: {state}"
    click_card(lab_page, canvas, state, refused[0])
    after = wait_game(lab_page, lambda s: s["message"] != "")
    assert after["hand"] == state["hand"] and after["log"] == state["log"]
    # Issue 15: the reason has a wrapping line of its own, shown in full.
    refusal = page.locator(".jp-OutputArea-output .backalley-refusal").first
    refusal.wait_for(timeout=10_000)
    assert after["message"] in (refusal.text_content() or "")
    assert refusal.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1")

    # A playable card: it leaves the hand and the game moves on (the bots answer it).
    card = next(c for c in state["hand"] if c in playable)
    click_card(lab_page, canvas, state, card)
    played = wait_game(lab_page, lambda s: card not in s["hand"])
    assert len(played["hand"]) == 12
    assert played["log"] > state["log"] and played["message"] == ""
    wait_pixels_change(canvas, bid_pixels["hash"])

    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "backalley-table.png"))
