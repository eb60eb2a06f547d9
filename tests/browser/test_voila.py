"""A GameApp served stand-alone by Voila: drawn on load, clickable, the game advances (issue 4)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import play_one_move_by_clicks

pytestmark = pytest.mark.browser


def test_game_app_plays_in_voila(voila_server, page, game_page, tmp_path: Path) -> None:
    # Voila runs every cell itself; the board must draw without any reload or click.
    page.goto(f"{voila_server.url}/?token={voila_server.token}", timeout=120_000)
    game = game_page(page)
    game.wait_for_board()
    play_one_move_by_clicks(game)
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "voila-game.png"), full_page=True)


def test_the_board_is_drawn_again_after_a_reload(voila_server, page, game_page) -> None:
    # A new page is a new kernel in Voila, and its board must not be blank (on_client_ready).
    for _ in range(2):
        page.goto(f"{voila_server.url}/?token={voila_server.token}", timeout=120_000)
        game = game_page(page)
        game.wait_for_board()
        assert game.pixels()["inked"] > 0.3
