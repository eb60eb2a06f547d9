"""A GameApp in real JupyterLab: drawn, clickable, and the Python game advances (issue 4)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import play_one_move_by_clicks

pytestmark = pytest.mark.browser


def test_game_app_plays_in_jupyterlab(jupyter_lab, page, game_page, tmp_path: Path) -> None:
    page.goto(f"{jupyter_lab.url}/lab/tree/game.ipynb?token={jupyter_lab.token}")
    page.wait_for_function("() => window.jupyterapp && document.querySelector('.jp-Notebook')")
    # Run all cells once the notebook's kernel session exists.
    page.wait_for_function(
        "() => { const w = window.jupyterapp.shell.currentWidget;"
        " return w && w.sessionContext && w.sessionContext.session"
        " && w.sessionContext.session.kernel; }",
        timeout=120_000,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    game = game_page(page)
    game.wait_for_board()
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    play_one_move_by_clicks(game, screenshot=shots / "jupyterlab-choosing.png")
    page.screenshot(path=str(shots / "jupyterlab-game.png"))
