"""The position editor's "Start a game from here" in JupyterLab: a click opens the game (Trust 8).

A notebook shows a ``PositionEditor`` on a position with every seat's hand and two house rules;
one click on the button must show the game app's board below the editor, playing that very
position under those rules.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from pegs import Rules
from widgets.tools.editor_model import EditorModel, empty_position

from .conftest import LabPage, write_notebook

pytestmark = pytest.mark.browser

HOUSE_RULES = {"face_cards": "eleven-twelve-thirteen", "nine": "split-forward-back"}


def _position_json() -> str:
    """A 4-player position, Red to move with a peg out, every seat holding cards."""
    start = empty_position(4, Rules.from_options(4, HOUSE_RULES))
    model = EditorModel(dataclasses.replace(start, turn=1))
    model.choose_seat(1)
    model.click((None, 30))
    for seat, hand in enumerate(["5H 7S", "9C KD", "AH 2S", "JK 3D"]):
        assert model.set_hand(seat, hand), model.message
    return model.to_json()


def test_start_a_game_from_here_shows_the_game_on_the_editors_position(
    lab_page: LabPage, notebook_dir: Path
) -> None:
    write_notebook(
        notebook_dir / "editor_start.ipynb",
        [
            "from pegs import Position\nfrom widgets import PositionEditor\n"
            f"editor = PositionEditor(Position.from_json({_position_json()!r}))\neditor"
        ],
    )
    lab_page.open("editor_start.ipynb")
    assert lab_page.run_all(), lab_page.errors()
    page = lab_page.page
    boards = page.locator("canvas.pegs-board")  # type: ignore[attr-defined]
    boards.first.wait_for(state="visible", timeout=120_000)
    assert boards.count() == 1  # the editor's own board
    page.locator(".pegs-start-game").first.click()  # type: ignore[attr-defined]
    boards.nth(1).wait_for(state="visible", timeout=120_000)
    state = lab_page.wait_report(
        "import json\nprint(json.dumps({'start': editor.game is not None and "
        "editor.game.history.line.start == editor.position, "
        "'rules': editor.game and editor.game.position.rules.options()}))",
        "started game",
        lambda s: s["start"],
    )
    assert {k: state["rules"][k] for k in HOUSE_RULES} == HOUSE_RULES
    assert lab_page.errors() == []
