"""The Back Alley lesson (notebook 90) in real JupyterLab and Voila: no code on screen, and an
exercise answered wrongly then rightly by clicking, with the feedback in words."""

from __future__ import annotations

import os
import secrets
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from backalley.lessons import PLAY, load_lesson

from .conftest import LabPage, Server, _start, _stop, free_port

pytestmark = pytest.mark.browser

NOTEBOOK = "90_back_alley.ipynb"
LESSON = ".pegs-ba-lesson"


def lesson_text(page: object) -> str:
    """All the text the lesson widget shows."""
    return page.locator(LESSON).first.inner_text()  # type: ignore[attr-defined]


def wait_text(page: object, words: str, timeout: float = 20.0) -> str:
    """Wait until the lesson shows ``words``; fail with what it shows otherwise."""
    deadline = time.monotonic() + timeout
    text = ""
    while time.monotonic() < deadline:
        text = lesson_text(page)
        if words in text:
            return text
        time.sleep(0.05)
    raise AssertionError(f"the lesson never showed {words!r}; it shows:\n{text}")


def button(page: object, name: str) -> object:
    """A button of the lesson widget by its label (ipywidgets puts the label in its title)."""
    lesson = page.locator(LESSON).first  # type: ignore[attr-defined]
    return lesson.locator(f'button[title="{name}"]:visible')


def first_card_screen() -> int:
    """The number (from 1) of the lesson's first screen answered by clicking a card."""
    screens = load_lesson().screens
    return next(i for i, s in enumerate(screens, 1) if s.exercise and s.exercise.kind == PLAY)


def answer_wrong_then_right(page: object) -> None:
    """On screen 1 (a choice) and on the first card exercise: wrong, Try again, right."""
    wait_text(page, "Screen 1 of")
    button(page, "Next").click()
    wait_text(page, "How many cards does each player get in deal 14?")
    button(page, "1").click()
    text = wait_text(page, "Not quite.")
    assert "The rule:" in text and "RULES Part B" in text and "Hint:" in text
    button(page, "Try again").click()
    button(page, "2").click()
    wait_text(page, "Right! Deal 14 has 2 cards each")
    # On to the first exercise played by clicking a card, a lead: the king of hearts (trump) is
    # refused. Its screen is read from the lesson, not from the page: a screen's number shows
    # before its exercise does, so a loaded page read between the two once made the test click
    # past it. Each Next waits for its screen's number, so a slow page never skips one.
    for screen in range(3, first_card_screen() + 1):
        button(page, "Next").click()
        wait_text(page, f"Screen {screen} of")
    wait_text(page, "Click a card you may lead.")
    button(page, "K♥").click()
    text = wait_text(page, "Not quite.")
    assert "first lead of a deal may not be a trump" in text
    button(page, "Try again").click()
    button(page, "A♠").click()
    wait_text(page, "Right! You may play the ace of spades.")


def test_ba_lesson_in_jupyterlab_by_clicks(tutorial_dir: Path, lab_page: LabPage) -> None:
    lab_page.open(f"{tutorial_dir.name}/{NOTEBOOK}")
    assert lab_page.run_all(), f"{NOTEBOOK} failed: {lab_page.errors()}"
    lab_page.wait_idle()
    assert not lab_page.errors()
    page = lab_page.page
    page.locator(LESSON).first.wait_for(state="visible", timeout=60_000)
    # The code cells are hidden: no editor shows the Python that builds the widgets.
    editors = page.locator(".jp-Notebook .jp-InputArea-editor:visible")
    shown = " ".join(editors.all_inner_texts())
    assert "BackAlleyLesson" not in shown and "import" not in shown
    # A hidden cell shows its first line as a placeholder: a sentence, not Python.
    notebook = page.locator(".jp-Notebook").first.inner_text()
    assert "import" not in notebook, notebook[:500]
    answer_wrong_then_right(page)
    shots = os.environ.get("PEGS_SCREENSHOTS")
    if shots:
        page.screenshot(path=str(Path(shots) / "lab-ba-lesson.png"))
    lab_page.shut_down()


@pytest.fixture
def voila_ba(tutorial_dir: Path) -> Iterator[Server]:
    """Voila serving notebook 90 alone, on 127.0.0.1 with a token; stopped afterwards."""
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        str(tutorial_dir / NOTEBOOK),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
        "--show_tracebacks=True",
    ]
    server = _start(command, tutorial_dir.parent, port, token, "voila-ba", None)
    try:
        yield server
    finally:
        _stop(server)


def test_ba_lesson_in_voila_by_clicks(voila_ba: Server, page: object, tmp_path: Path) -> None:
    page.goto(f"{voila_ba.url}/?token={voila_ba.token}", timeout=120_000)  # type: ignore[attr-defined]
    page.locator(LESSON).first.wait_for(state="visible", timeout=120_000)  # type: ignore[attr-defined]
    body = page.locator("body").inner_text()  # type: ignore[attr-defined]
    assert "import" not in body and "BackAlleyLesson(" not in body
    answer_wrong_then_right(page)
    shots = os.environ.get("PEGS_SCREENSHOTS")
    if shots:
        for width, height in ((1280, 720), (1600, 1000)):
            page.set_viewport_size({"width": width, "height": height})  # type: ignore[attr-defined]
            page.locator(LESSON).first.screenshot(  # type: ignore[attr-defined]
                path=str(Path(shots) / f"voila-ba-lesson-{width}.png")
            )
