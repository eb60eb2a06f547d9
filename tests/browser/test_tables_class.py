"""The class view in a real browser (issue 27, item 5): a learner joins a class from the course.

A teacher's class code is typed into the course's start page (Voila, the real start notebook),
the learner solves an exercise of a lesson by clicks, and the teacher's page shows the learner
with that chapter's exercises solved, and its CSV download says the same.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pegs.course import ExerciseKind, load_course
from widgets.course.model import chapter_steps

from .conftest import REPO, running_voila
from .course_page import CoursePage, first_exercise

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server, wait_until

pytestmark = pytest.mark.browser

CHAPTER = "04"
START = "01_start_here.ipynb"
LESSON = load_course().chapter(CHAPTER).notebook


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "tables.sqlite", "--rate", "200").start()
    yield running
    running.stop()


@pytest.fixture()
def course(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Voila serving copies of the start page and one lesson, sharing one progress file."""
    folder = tmp_path / "course"
    folder.mkdir()
    for name in (START, LESSON):
        shutil.copy2(REPO / "notebooks" / name, folder / name)
    monkeypatch.setenv("PEGS_PROGRESS", str(folder / ".pegs-progress.json"))
    with running_voila(folder, "voila-class", "--show_tracebacks=True") as voila:
        yield voila


def _view(server: Server, code: str, teacher: str) -> dict[str, Any]:
    status, view = server.ask("GET", f"/api/classes/{code}", token=teacher)
    assert status == 200, view
    return dict(view)


def test_a_learner_joins_a_class_from_the_course_and_the_teacher_sees_it(
    server: Server, course: Any, browser: Any, tmp_path: Path
):
    status, made = server.ask("POST", "/api/classes", {})
    assert status == 201
    code, teacher = made["code"], made["teacher"]

    learner = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    learner.goto(f"{course.url}/voila/render/{START}?token={course.token}", timeout=120_000)
    field = learner.locator(".pegs-class-field")
    field.wait_for(timeout=120_000)
    boxes = field.locator("input[type=text]")
    boxes.nth(0).fill(server.base)
    boxes.nth(1).fill(code.lower())
    boxes.nth(2).fill("Dana")
    field.locator("button", has_text="Join the class").click()
    learner.wait_for_function(
        "() => document.querySelector('.pegs-class-status').innerText"
        f".includes('You are in class {code} as Dana')",
        timeout=60_000,
    )
    wait_until(lambda: len(_view(server, code, teacher)["students"]) == 1, "the learner known")

    learner.goto(f"{course.url}/voila/render/{LESSON}?token={course.token}", timeout=120_000)
    lesson = CoursePage(learner)
    lesson.wait_ready()
    index, exercise = first_exercise(CHAPTER, (ExerciseKind.MOVE,))
    total = len(chapter_steps(load_course().chapter(CHAPTER)))
    lesson.wait_text(f"Screen 1 of {total}")
    lesson.go_to_screen(index, total)
    lesson.wait_text(exercise.prompt)
    lesson.answer(exercise, exercise.answers[0])
    lesson.wait_text("Right!")
    wait_until(
        lambda: (
            _view(server, code, teacher)["students"][0]["chapters"].get(CHAPTER, {}).get("solved")
            == 1
        ),
        "the solved exercise reached the server",
    )

    page = browser.new_context(accept_downloads=True).new_page()
    page.goto(f"{server.base}/teacher")
    page.evaluate(f"localStorage.setItem('pegs-tables:teacher', '{teacher}')")
    page.reload()
    page.locator(f"#classes li[data-class='{code}'] button").click()
    cell = page.locator(f"#class-table td[data-chapter='{CHAPTER}']")
    exercises = len(load_course().chapter(CHAPTER).exercises)
    cell.wait_for(timeout=20_000)
    assert cell.inner_text() == f"\u2606\u2606\u2606 1 of {exercises}"
    assert "Dana" in page.locator("#class-table").inner_text()
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path)) / "class-view.png"
    shots.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots), full_page=True)
    with page.expect_download() as download:
        page.click("#class-csv")
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text())))
    mine = next(row for row in rows[1:] if row[2] == CHAPTER)
    assert mine[0] == "Dana" and mine[4:] == ["1", str(exercises), "0"]
