"""A lesson of the course in a real browser, in JupyterLab and in Voila (issues 13, 29).

Each test opens a copy of a lesson notebook, answers one exercise wrongly and then rightly by
clicking (a card, a peg and a hole on the board), takes the hint ladder's first step between
(and sees the stars the exercise can give drop), checks the feedback the learner reads, and that
no code is visible anywhere on the page. One more sees the missed exercise due for review on the
start page once the course's clock (a file) is moved on, and writes the print-out from there.
"""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.course import ExerciseKind, load_course
from pegs.course.nudge import nudge
from widgets.course.model import chapter_steps

from .conftest import LabPage, Server, _start, _stop, free_port, running_voila
from .course_page import CoursePage, first_exercise, wrong_answer

pytestmark = pytest.mark.browser

CHAPTER = "04"
NOTEBOOK = load_course().chapter(CHAPTER).notebook
START = load_course().chapter("01").notebook
MOVE_KINDS = (ExerciseKind.MOVE,)


def answer_wrongly_then_rightly(lesson: CoursePage) -> None:
    """Go to the chapter's first move exercise and answer it wrongly, then rightly, by clicks."""
    index, exercise = first_exercise(CHAPTER, MOVE_KINDS)
    total = len(chapter_steps(load_course().chapter(CHAPTER)))
    lesson.wait_text(f"Screen 1 of {total}")
    lesson.go_to_screen(index, total)
    lesson.wait_text(exercise.prompt)
    assert lesson.feedback() == ""  # nothing is answered before the learner acts

    wrong = wrong_answer(exercise)
    lesson.answer(exercise, wrong)
    expected = exercise.judge(wrong)
    assert not expected.correct
    lesson.wait_text(expected.message[:40])
    assert lesson.feedback().startswith(expected.message[:40])
    lesson.wait_text(expected.rule)

    # The hint ladder's first step, asked for: a nudge fitting this mistake, and a star less.
    lesson.button("Hint")
    lesson.wait_text(f"Hint: {nudge(exercise, wrong, expected.message)}")
    lesson.wait_text("★★☆ This exercise can give 2 stars now.")

    lesson.button("Try again")
    lesson.wait_text(exercise.prompt)
    lesson.answer(exercise, exercise.answers[0])
    lesson.wait_text("Right!")
    assert lesson.feedback().startswith("Right!")
    lesson.wait_text("Stars for this exercise: ★★☆")


def assert_no_code(page: object) -> None:
    """No Python is visible: no editor, no cell source, no prompt numbers."""
    body = page.locator("body").inner_text()  # type: ignore[attr-defined]
    for code in ("import", "CourseLesson(", "from widgets"):
        assert code not in body, f"the page shows code ({code!r})"
    editors = page.locator(".jp-InputArea-editor:visible, .CodeMirror:visible")  # type: ignore[attr-defined]
    assert editors.count() == 0


def screenshot(page: object, name: str, tmp_path: Path) -> None:
    shots = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / f"{name}.png"), full_page=True)  # type: ignore[attr-defined]


def test_a_lesson_answered_by_clicks_in_jupyterlab(
    tutorial_dir: Path, lab_page: LabPage, tmp_path: Path
) -> None:
    lab_page.open(f"{tutorial_dir.name}/{NOTEBOOK}")
    assert lab_page.run_all()
    lab_page.wait_idle()
    assert not lab_page.errors()
    lesson = CoursePage(lab_page.page)
    lesson.wait_ready()
    assert_no_code(lab_page.page)
    answer_wrongly_then_rightly(lesson)
    screenshot(lab_page.page, "course-lab", tmp_path)
    for width, height in ((1280, 720), (1600, 1000)):
        lab_page.page.set_viewport_size({"width": width, "height": height})
        lab_page.page.wait_for_timeout(500)
        box = lesson.root.bounding_box()
        # The whole lesson (board and side panel) fits across the window, nothing cut off.
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, box)
        screenshot(lab_page.page, f"course-lab-{width}x{height}", tmp_path)


@pytest.fixture
def voila_lesson(notebook_dir: Path, tutorial_dir: Path) -> Iterator[Server]:
    """Voila serving one lesson notebook (a copy) on 127.0.0.1; stopped afterwards."""
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        f"{tutorial_dir.name}/{NOTEBOOK}",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
        "--show_tracebacks=True",
    ]
    server = _start(command, notebook_dir, port, token, "voila-course", None)
    try:
        yield server
    finally:
        _stop(server)


def test_a_lesson_answered_by_clicks_in_voila(voila_lesson: Server, page, tmp_path: Path) -> None:
    page.goto(f"{voila_lesson.url}/?token={voila_lesson.token}", timeout=120_000)
    lesson = CoursePage(page)
    lesson.wait_ready()
    assert_no_code(page)
    answer_wrongly_then_rightly(lesson)
    screenshot(page, "course-voila", tmp_path)
    for width, height in ((1280, 720), (1600, 1000)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(500)
        box = lesson.root.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, box)
        screenshot(page, f"course-voila-{width}x{height}", tmp_path)


def test_a_missed_exercise_is_due_on_the_start_page_when_the_clock_moves_on(
    tutorial_dir: Path, page, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The course's clock is a file (widgets.course.review): moved on by writing it, not waiting.
    clock = tmp_path / "clock"
    clock.write_text("1800000000")
    monkeypatch.setenv("PEGS_CLOCK", str(clock))
    monkeypatch.setenv("PEGS_PROGRESS", str(tmp_path / "progress.json"))
    with running_voila(tutorial_dir, "voila-review", "--show_tracebacks=True") as server:
        page.goto(f"{server.url}/voila/render/{NOTEBOOK}?token={server.token}", timeout=120_000)
        lesson = CoursePage(page)
        lesson.wait_ready()
        answer_wrongly_then_rightly(lesson)  # missed once: it comes back in 4 hours

        clock.write_text(str(1800000000 + 5 * 3600))
        page.goto(f"{server.url}/voila/render/{START}?token={server.token}", timeout=120_000)
        start = page.locator(".pegs-course-index").first
        start.wait_for(timeout=120_000)
        page.wait_for_function(
            "() => document.querySelector('.pegs-course-index').innerText"
            ".includes('1 exercise to review.')",
            timeout=60_000,
        )
        start.locator("button", has_text="Review 1 exercise").click()
        review = CoursePage(page)
        review.wait_ready()
        review.wait_text("Review 1 of 1, from 04")
        _index, exercise = first_exercise(CHAPTER, MOVE_KINDS)
        review.wait_text(exercise.prompt)
        assert_no_code(page)
        screenshot(page, "course-review-voila", tmp_path)

        # The print-out (issue 29, item 5), written from the start page beside the progress.
        start.locator("button", has_text="Write a handout to print").click()
        written = tmp_path / "pegs-handout.html"
        page.wait_for_function(
            "() => document.querySelector('.pegs-course-index').innerText"
            ".includes('Wrote the handout')",
            timeout=60_000,
        )
        assert "<h2>Answers</h2>" in written.read_text(encoding="utf-8")
