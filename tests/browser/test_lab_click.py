"""Clicks on a board in JupyterLab land on the hole clicked, even when the notebook must scroll.

In JupyterLab a board is often partly out of the notebook's view. ipycanvas focuses the canvas on
mouse-down before it measures where the canvas is; focusing an element scrolls it into view, so
the first click after the focus was elsewhere (the settings, a button) was measured against the
moved canvas and named another hole. These tests click a board partly out of view.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pegs.board import HOME, START
from pegs.render.geometry import layout

from .conftest import GamePage, LabPage, write_notebook

pytestmark = pytest.mark.browser

#: A tall board under a button, hits recorded in the kernel.
CELLS = [
    "import ipywidgets as ipw\n"
    "from widgets.board.view import BoardView\n"
    "hits = []\n"
    "board = BoardView(4, size=600)\n"
    "board.on_click(hits.append)\n"
    "elsewhere = ipw.Button(description='Elsewhere')\n"
    "ipw.VBox([elsewhere, board])",
]


@pytest.mark.parametrize("zoom", [1.0, 1.5], ids=["zoom-100", "zoom-150"])
def test_first_click_on_a_board_scrolled_half_out_of_view(
    browser, jupyter_lab, notebook_dir, zoom, tmp_path: Path
) -> None:
    """The first click after the focus was elsewhere names the hole under the pointer."""
    name = f"lab_click_{int(zoom * 100)}.ipynb"
    write_notebook(notebook_dir / name, CELLS)
    context = browser.new_context(  # type: ignore[attr-defined]
        viewport={"width": 1280, "height": 720}, device_scale_factor=zoom
    )
    page = context.new_page()
    lab = LabPage(page, jupyter_lab)
    try:
        lab.open(name)
        assert lab.run_all()
        board = page.locator("canvas.pegs-board").first
        board.wait_for(state="visible", timeout=60_000)
        page.wait_for_timeout(500)
        # At 1280x720 the board's lower part is below the notebook's view.
        box = board.bounding_box()
        assert box["y"] + box["height"] > page.viewport_size["height"], box
        geometry = layout(4, 0)
        # Holes in the board's upper part, in view.
        places = [(2, START), (3, HOME + 1), (2, HOME + 1)]
        points = [geometry.place_xy(0 if seat is None else seat, place) for seat, place in places]
        targets = [(p, geometry.nearest_place(*p)) for p in points]
        assert [hit for _p, hit in targets] == places, targets
        for (ux, uy), expected in targets:
            lab.execute("hits.clear()")
            page.locator("button", has_text="Elsewhere").first.focus()  # the focus is elsewhere
            box = board.bounding_box()
            assert box["y"] + uy * box["height"] < 700, "the hole to click is out of view"
            page.mouse.click(box["x"] + ux * box["width"], box["y"] + uy * box["height"])
            hits = lab.wait_report(
                "import json; print(json.dumps(hits))", "hits", lambda h: bool(h), timeout=10
            )
            assert [tuple(h) if h else h for h in hits] == [expected], (
                f"clicked {expected} at {(ux, uy)}, the board heard {hits}"
            )
    finally:
        lab.path = name
        lab.shut_down()
        context.close()


def test_replay_steps_keep_the_board_where_it_is(
    browser, jupyter_lab, notebook_dir, tmp_path: Path
) -> None:
    """A person's turn by clicks after the settings changed, then replay steps keep the board still.

    Set up by clicks in Settings (the focus is there), Blue's first click on a peg must choose
    that peg (it named another hole before); Step, clicked where it is, must not move the board.
    """
    from .test_app import LAB_CELLS, _click_text, _play_turn, _teacher_sets_up

    name = "lab_replay_steps.ipynb"
    write_notebook(notebook_dir / name, LAB_CELLS)
    context = browser.new_context(viewport={"width": 1280, "height": 720})  # type: ignore[attr-defined]
    page = context.new_page()
    lab = LabPage(page, jupyter_lab)
    try:
        lab.open(name)
        assert lab.run_all()
        game = GamePage(page)
        game.wait_for_board()
        _teacher_sets_up(page, game, seed=57)
        _play_turn(page, game)  # Blue, then two computers
        game.wait_state(lambda s: s["turn"] in s["humans"] and not s["running"])
        _click_text(page, "Replay this round")
        state = game.wait_state(lambda s: s["replay"] is not None, timeout=5)
        if not state["paused"] and state["replay"][0] < state["replay"][1]:
            _click_text(page, "Pause", nth=1)
        step = page.locator("button").filter(has_text=re.compile(r"^\s*Step\s*$")).first
        step.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        where = [game.board.bounding_box()["y"]]
        for _ in range(3):
            shown = game.state()["replay"][0]
            if shown >= game.state()["replay"][1]:
                break
            box = step.bounding_box()  # clicked where it is, as a person would (no scrolling)
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            game.wait_state(lambda s, shown=shown: s["replay"][0] > shown, timeout=10)
            page.wait_for_timeout(300)
            where.append(game.board.bounding_box()["y"])
        assert len(where) >= 2, "no step was taken"
        assert max(where) - min(where) < 2, f"the board moved as steps were taken: {where}"
    finally:
        lab.path = name
        lab.shut_down()
        context.close()
