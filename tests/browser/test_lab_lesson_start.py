"""A lesson in JupyterLab as ``make kit`` starts it shows itself with no Run All (issue 29, 6).

The kit's Lab plugin (``pegs/cli/labextension``) runs a trusted lesson when it opens and keeps
its lesson in view; the save hook keeps the lesson's file as it was. Lab is started here with the
kit's own ``lab_options()`` (as ``make kit`` and ``pegs lessons`` are), over a git repository of
trusted copies of the tracked lessons, and with JupyterLab's own notebook settings (no test
settings that keep every cell in the page).
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.cli.serving import lab_options
from pegs.course import ExerciseKind, load_course
from pegs.lessons import trust
from widgets.course.model import chapter_steps

from .conftest import (
    REPO,
    SAVE_JS,
    LabPage,
    Server,
    _start,
    _stop,
    awaited,
    free_port,
    lab_command,
    quiet_lab_settings,
)
from .course_page import CoursePage, first_exercise

pytestmark = pytest.mark.browser

CHAPTER = "03"
NOTEBOOK = load_course().chapter(CHAPTER).notebook

#: The notebook panel's state: dirty or not, and which cell is the active one (Run All leaves the
#: last one active).
_PANEL_JS = """
(path) => {
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) {
      const nb = w.content;
      return {dirty: w.context.model.dirty, active: nb.activeCellIndex, cells: nb.widgets.length};
    }
  }
  return null;
}
"""


def _decision(page: object) -> str:
    """What the lesson start decided for the open notebook, once it has decided."""
    done = (
        "document.querySelector('.jp-NotebookPanel[data-pegs-kit-start]"
        ":not([data-pegs-kit-start=running])')"
    )
    page.wait_for_function(f"() => !!{done}", timeout=120_000)  # type: ignore[attr-defined]
    return str(page.evaluate(f"() => {done}.dataset.pegsKitStart"))  # type: ignore[attr-defined]


def _git(folder: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


@pytest.fixture(scope="module")
def kit_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Path]]:
    """JupyterLab with the kit's options over a git clone of the trusted lessons."""
    root = tmp_path_factory.mktemp("kit-lab")
    clone = root / "clone"
    shutil.copytree(REPO / "notebooks", clone / "notebooks")
    shutil.copy2(REPO / ".gitignore", clone / ".gitignore")
    assert trust(sorted((clone / "notebooks").glob("*.ipynb"))) > 0
    _git(clone, "init", "-q")
    _git(clone, "add", "-A")
    _git(clone, "commit", "-q", "-m", "lessons")
    # No pop-ups over the page; the notebook settings stay JupyterLab's own.
    settings = quiet_lab_settings(root / ".settings", whole_notebook=False)
    port, token = free_port(), secrets.token_hex(16)
    command = lab_command(root, port, token, settings, *lab_options())
    server = _start(command, root, port, token, "jupyterlab-kit", f"/api/status?token={token}")
    try:
        yield server, clone
    finally:
        _stop(server)


def test_a_lesson_shows_and_answers_clicks_without_run_all(
    kit_lab: tuple[Server, Path], browser, tmp_path: Path
) -> None:
    """Opening lesson 03 runs it: its board is in view at 1280x720 and a peg click is answered."""
    server, clone = kit_lab
    context = browser.new_context(viewport={"width": 1280, "height": 720})  # type: ignore[attr-defined]
    page = context.new_page()
    lab = LabPage(page, server)
    path = f"clone/notebooks/{NOTEBOOK}"
    try:
        lab.open(path)  # opened only: no Run All, no cell run by the test
        lesson = CoursePage(page)
        lesson.wait_ready()
        lab.wait_idle()
        assert not lab.errors()
        assert _decision(page) == "started"
        state = page.evaluate(_PANEL_JS, path)
        assert not state["dirty"], "running the lesson marked it changed by the learner"
        assert state["active"] < state["cells"] - 1, f"the view was left at the last cell: {state}"
        # The board is wholly inside the notebook's view (below Lab's menu and toolbar), and
        # stays there: measured before and after a screenshot.
        board = lesson.root.locator("canvas.pegs-board").first
        view = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer").first
        shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        for shot in ("lab-lesson-start-1280x720.png", None):
            box, frame = board.bounding_box(), view.bounding_box()
            assert frame["y"] <= box["y"], f"board's top out of view: {box}, view {frame}"
            assert box["y"] + box["height"] <= frame["y"] + frame["height"], (
                f"board's bottom out of view: {box}, view {frame}"
            )
            assert box["x"] >= 0 and box["x"] + box["width"] <= 1280, f"board out of view: {box}"
            if shot:
                page.screenshot(path=str(shots / shot))

        # The widget is live: a move exercise answered by clicking a card, a peg and a hole.
        index, exercise = first_exercise(CHAPTER, (ExerciseKind.MOVE,))
        total = len(chapter_steps(load_course().chapter(CHAPTER)))
        lesson.wait_text(f"Screen 1 of {total}")
        lesson.go_to_screen(index, total)
        lesson.wait_text(exercise.prompt)
        lesson.answer(exercise, exercise.answers[0])
        lesson.wait_text("Right!")

        # Opening, running and saving the lesson changed no tracked byte.
        assert awaited(page, SAVE_JS, path)
        status = _git(clone, "status", "--porcelain")
        assert status == "", f"opening and saving {NOTEBOOK} changed tracked files:\n{status}"
    finally:
        lab.shut_down()
        context.close()


def test_an_untrusted_notebook_never_runs_by_itself(kit_lab: tuple[Server, Path], browser) -> None:
    """A copy of the lesson, changed and not marked trusted, opens without running (its metadata
    asks to start, as anyone's file could): only lessons the kit marked trusted start."""
    server, clone = kit_lab
    untrusted = clone / "untrusted.ipynb"
    # Trust goes by content (a signature of the file's cells), so the copy differs by a word.
    text = (clone / "notebooks" / NOTEBOOK).read_text(encoding="utf-8")
    title = "# 03 What each card does"
    assert title in text
    untrusted.write_text(text.replace(title, f"{title}, a copy from elsewhere"), encoding="utf-8")
    context = browser.new_context(viewport={"width": 1280, "height": 720})  # type: ignore[attr-defined]
    page = context.new_page()
    lab = LabPage(page, server)
    try:
        lab.open("clone/untrusted.ipynb")
        assert _decision(page) == "not trusted"
        lab.wait_idle()
        assert page.locator(".pegs-course").count() == 0, "an untrusted notebook ran by itself"
        # What it shows is the file's own output: the words saying the widget needs a run.
        assert page.locator("text=live widget: run this notebook").count() == 1
    finally:
        lab.shut_down()
        untrusted.unlink()
        context.close()
