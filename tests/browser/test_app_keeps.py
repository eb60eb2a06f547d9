"""The classroom app keeps its game in a real browser (Trust item 8): reload, resume, files.

Voila serves a copy of the repository's ``notebooks/app.ipynb`` (what ``make app`` serves) in a
folder of its own. A person's move is played by clicks; then the page is reloaded (F5): the app
offers the kept game over its banner, and resuming brings back the board and the story. The game
is saved as a file by its download link, a bad file is refused in words changing nothing, and the
saved file opened in a fresh game brings the game back. Every wait is on the app's own state
(never on a timer), so a loaded machine only makes it slower.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import (
    REPO,
    GamePage,
    Server,
    play_one_move_by_clicks,
    running_voila,
)

pytestmark = pytest.mark.browser

KEPT = ".pegs-game.json"


@pytest.fixture(scope="module")
def keep_folder(notebook_dir: Path) -> Path:
    """A folder holding only a copy of the app notebook (and, once played, its kept game)."""
    folder = notebook_dir / "keep"
    folder.mkdir()
    shutil.copy2(REPO / "notebooks" / "app.ipynb", folder / "app.ipynb")
    return folder


@pytest.fixture(scope="module")
def keep_server(keep_folder: Path) -> Iterator[Server]:
    """Voila serving ``keep_folder``, as ``make app`` serves the notebooks."""
    with running_voila(keep_folder, "voila-keep", "--show_tracebacks=True") as server:
        yield server


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _click(page: object, text: str) -> None:
    exact = re.compile(rf"^\s*{re.escape(text)}\s*$")
    page.locator("button").filter(has_text=exact).first.click()  # type: ignore[attr-defined]


def _person_to_move(game: GamePage, timeout: float = 120.0) -> dict:
    """The state once the computers are done and the person (Red, seat 0) is to move."""
    return game.wait_state(lambda s: s["turn"] == 0 and not s["running"], timeout=timeout)


def _story(page: object) -> list[str]:
    """The whole game's story as the page shows it, line by line."""
    text = page.locator(".pegs-narration").first.inner_text()  # type: ignore[attr-defined]
    return [line for line in text.splitlines() if line.strip()]


def _send_file(page: object, name: str, data: bytes) -> None:
    """Choose a file in the app's "Open a game or position file" button, as a person does."""
    button = page.locator("button", has_text="Open a game or position file").first  # type: ignore[attr-defined]
    with page.expect_file_chooser(timeout=30_000) as chooser:  # type: ignore[attr-defined]
        button.click()
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": data})


def test_a_reload_offers_the_game_and_resume_brings_board_and_story_back(
    browser, keep_server: Server, keep_folder: Path, tmp_path: Path
) -> None:
    shots = _shots(tmp_path)
    context = browser.new_context(viewport={"width": 1280, "height": 720})  # type: ignore[attr-defined]
    page = context.new_page()
    url = f"{keep_server.url}/voila/render/app.ipynb?token={keep_server.token}"
    try:
        page.goto(url, timeout=120_000)
        game = GamePage(page)
        game.wait_for_board()
        _person_to_move(game)
        play_one_move_by_clicks(game)
        played = _person_to_move(game)
        assert played["ply"] >= 2
        story = _story(page)
        assert len(story) >= played["ply"] + 1
        kept = json.loads((keep_folder / KEPT).read_text())
        assert kept["format"] == "pegs-game/1" and len(kept["moves"]) == played["ply"]

        # F5: a fresh game comes up, with the offer to resume the kept one over its banner.
        page.reload(timeout=120_000)
        game.wait_for_board()
        offer = page.locator(".pegs-offer").first
        offer.wait_for(state="visible", timeout=60_000)
        assert "A game in progress was kept here" in offer.inner_text()
        assert f"{played['ply']} moves" in offer.inner_text()
        page.screenshot(path=str(shots / "keep-offer-1280x720.png"))
        page.set_viewport_size({"width": 1600, "height": 1000})
        page.screenshot(path=str(shots / "keep-offer-1600x1000.png"))
        box = offer.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 1000
        page.set_viewport_size({"width": 1280, "height": 720})

        _click(page, "Resume that game")
        resumed = game.wait_state(lambda s: s["ply"] == played["ply"], timeout=60.0)
        assert resumed["position"] == played["position"]
        assert resumed["moves"] == played["moves"]
        offer.wait_for(state="hidden", timeout=30_000)
        assert _story(page)[1:] == story[1:], "the story, move by move, is as before"
        page.screenshot(path=str(shots / "keep-resumed-1280x720.png"))

        # Save a game file by its download link.
        page.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text="Settings").first.click()
        _click(page, "Save a game file")
        link = page.locator("a.pegs-download").first
        link.wait_for(state="visible", timeout=30_000)
        with page.expect_download(timeout=30_000) as download:
            link.click()
        saved = Path(download.value.path()).read_bytes()
        data = json.loads(saved)
        assert data["format"] == "pegs-game/1" and len(data["moves"]) == played["ply"]
        page.screenshot(path=str(shots / "keep-files-1280x720.png"))

        # A bad file is refused in words and changes nothing.
        bad = dict(data, moves=[*data["moves"][:-1], "KS 0:S-T9"])
        _send_file(page, "bad.json", json.dumps(bad).encode())
        refusal = page.get_by_text("That file was not opened").first
        refusal.wait_for(state="visible", timeout=30_000)
        assert f"move {played['ply']} (" in refusal.inner_text()
        after = game.state()
        assert after["ply"] == played["ply"] and after["position"] == played["position"]

        # Another reload, a new game this time; then the saved file brings the game back.
        page.reload(timeout=120_000)
        game.wait_for_board()
        page.locator(".pegs-offer").first.wait_for(state="visible", timeout=60_000)
        _click(page, "Play this new game")
        page.locator(".pegs-offer").first.wait_for(state="hidden", timeout=30_000)
        fresh = _person_to_move(game)
        assert fresh["ply"] < played["ply"] or fresh["position"] != played["position"]
        page.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text="Settings").first.click()
        _send_file(page, "pegs-game.json", saved)
        opened = game.wait_state(lambda s: s["ply"] == played["ply"], timeout=60.0)
        assert opened["position"] == played["position"]
    finally:
        context.close()
