"""Review, print-out and mastery of the course in a browser, in JupyterLab and Voila (issue 29).

JupyterLab is started as the kit starts it (``lab_options()``: trusted lessons run when they
open), with the course's clock (``$PEGS_CLOCK``, a file) and progress file (``$PEGS_PROGRESS``)
set in the server's environment, so every kernel it starts reads them. The clock is moved on by
writing its file, never by waiting. The right answers are read from the course's data in this
process (``pegs.course`` and ``pegs.course.mastery``: the kernel builds the same exercises).
"""

from __future__ import annotations

import secrets
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from pegs.cli.serving import lab_options
from pegs.course import Exercise, ExerciseKind, load_course
from pegs.course.mastery import mastered, mastery_exercises, needed
from pegs.lessons import trust
from pegs.words.handout import ANSWERS_TITLE, HANDOUT_FILE
from pegs.words.mastery import index_words
from widgets.course.model import chapter_steps
from widgets.course.progress import Progress

from .conftest import (
    REPO,
    LabPage,
    Server,
    _start,
    _stop,
    free_port,
    lab_command,
    quiet_lab_settings,
    running_voila,
)
from .course_page import CoursePage, first_exercise, wrong_answer

pytestmark = pytest.mark.browser

#: A moment on the course's clock (seconds since the epoch) the tests start from.
T0 = 1_800_000_000
START = load_course().chapter("01").notebook
#: The chapter whose review is tried: its first move exercise was missed.
REVIEWED = "04"
#: The chapter whose checkpoint is passed: the one with fresh positions and the fewest screens.
MASTERED = min(
    (c for c in load_course().chapters if mastery_exercises(c.id)),
    key=lambda c: len(chapter_steps(c)),
).id


class ReviewPage(CoursePage):
    """The review lesson the start page opens below its table (not the start page's lesson)."""

    @property
    def root(self) -> Any:
        """The review lesson, inside the start page's table of progress."""
        return self.page.locator(".pegs-course-index .pegs-course").first  # type: ignore[attr-defined]


@dataclass
class CourseLab:
    """JupyterLab started as the kit starts it, over trusted copies of the lessons."""

    server: Server
    folder: str  # the lessons' folder, relative to the server's root
    clock: Path
    progress: Path


@pytest.fixture(scope="module")
def course_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[CourseLab]:
    """The kit's JupyterLab with ``$PEGS_CLOCK`` and ``$PEGS_PROGRESS`` in its environment."""
    root = tmp_path_factory.mktemp("course-lab")
    lessons = root / "lessons"
    shutil.copytree(REPO / "notebooks", lessons)
    assert (trust(sorted(lessons.glob("*.ipynb"))) or 0) > 0
    state = root / "state"
    state.mkdir()
    clock, progress = state / "clock", state / "progress.json"
    clock.write_text(str(T0))
    settings = quiet_lab_settings(root / ".settings")
    port, token = free_port(), secrets.token_hex(16)
    command = lab_command(root, port, token, settings, *lab_options())
    # The server copies the environment when it starts, and its kernels inherit that copy.
    with pytest.MonkeyPatch.context() as env:
        env.setenv("PEGS_CLOCK", str(clock))
        env.setenv("PEGS_PROGRESS", str(progress))
        server = _start(
            command, root, port, token, "jupyterlab-course", f"/api/status?token={token}"
        )
    try:
        yield CourseLab(server, lessons.name, clock, progress)
    finally:
        _stop(server)


@pytest.fixture
def lab_tab(browser: object) -> Iterator[Callable[[Server], LabPage]]:
    """A fresh page in Lab per notebook opened; each one's kernel is shut down afterwards."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})  # type: ignore[attr-defined]
    opened: list[LabPage] = []

    def new(server: Server) -> LabPage:
        lab = LabPage(context.new_page(), server)
        opened.append(lab)
        return lab

    try:
        yield new
    finally:
        for lab in opened:
            if lab.path:
                lab.shut_down()
        context.close()


def wait_until(test: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    """Wait until ``test()`` holds; fail saying ``what`` did not happen otherwise."""
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout} s")
        time.sleep(0.1)


def start_page_shows(page: object, words: str, timeout: float = 120_000) -> None:
    """Wait until the start page's progress table says ``words``."""
    page.locator(".pegs-course-index").first.wait_for(timeout=timeout)  # type: ignore[attr-defined]
    page.wait_for_function(  # type: ignore[attr-defined]
        "(words) => Array.from(document.querySelectorAll('.pegs-course-index'))"
        ".some((e) => e.innerText.includes(words))",
        arg=words,
        timeout=timeout,
    )


def checkpoint_row(page: object, chapter_id: str) -> str:
    """The start page's table row of a chapter, as the learner reads it."""
    title = f"{chapter_id} {load_course().chapter(chapter_id).title}"
    row = page.locator(".pegs-course-index tr", has_text=title).first  # type: ignore[attr-defined]
    return str(row.inner_text())


def board_in_view(lesson: CoursePage) -> None:
    """Scroll the lesson's board wholly into the window, as a learner would, before clicking it."""
    board = lesson.root.locator("canvas.pegs-board").first
    board.evaluate("(b) => b.scrollIntoView({block: 'center'})")
    box = board.bounding_box()
    height = lesson.page.viewport_size["height"]  # type: ignore[attr-defined]
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, box


def pass_the_checkpoint(lesson: CoursePage) -> tuple[int, int]:
    """Answer chapter ``MASTERED``'s checkpoint by clicks: its first exercise wrongly once, every
    other at the first try (the fresh positions' answers read from ``pegs.course.mastery``).
    The first-try score and the checkpoint's size."""
    steps = chapter_steps(load_course().chapter(MASTERED))
    total = len(steps)
    fresh = mastery_exercises(MASTERED)
    checkpoint = [(i, s.exercise) for i, s in enumerate(steps) if s.checkpoint and s.exercise]
    # The checkpoint ends with the fresh positions (RULES-checked by the engine, not authored).
    assert [e.id for _i, e in checkpoint[-len(fresh) :]] == [e.id for e in fresh]
    lesson.wait_text(f"Screen 1 of {total}")
    lesson.go_to_screen(checkpoint[0][0], total)
    for n, (index, authored) in enumerate(checkpoint):
        exercise: Exercise = authored
        if n >= len(checkpoint) - len(fresh):
            exercise = fresh[n - (len(checkpoint) - len(fresh))]
        lesson.wait_text(f"Screen {index + 1} of {total}")
        lesson.wait_text(exercise.prompt)
        board_in_view(lesson)
        if n == 0:  # one miss: the chapter still counts done at 80%, not only at 100%
            lesson.answer(exercise, wrong_answer(exercise))
            lesson.wait_text(exercise.judge(wrong_answer(exercise)).message[:40])
            lesson.button("Try again")
            lesson.wait_text(exercise.prompt)
        lesson.answer(exercise, exercise.answers[0])
        lesson.wait_text("Right!")
        lesson.button("Next")
    score, size = len(checkpoint) - 1, len(checkpoint)
    assert mastered(score, size), "the test's one miss would fail the checkpoint"
    lesson.wait_text(f"Checkpoint score: {score} of {size} right at the first try.")
    lesson.wait_text(f"Chapter {MASTERED} is done.")
    return score, size


def done_words(score: int, size: int) -> str:
    """The start page's checkpoint column for a chapter counted done."""
    words = index_words(score, size, True, needed(size))
    assert words.startswith("done:")
    return words


def saved_done(progress: Path) -> bool:
    """True when the progress file holds chapter ``MASTERED`` as done."""
    record = Progress(progress).chapters.get(MASTERED)
    return record is not None and record.done and record.mastered


# ----------------------------------------------------------------- review and print-out in Lab
def test_review_and_handout_from_the_start_page_in_jupyterlab(
    course_lab: CourseLab, lab_tab: Callable[[Server], LabPage]
) -> None:
    """Spaced review (a missed exercise comes back after 4 hours) and the print-out button."""
    course_lab.progress.unlink(missing_ok=True)
    handout = course_lab.progress.parent / HANDOUT_FILE
    handout.unlink(missing_ok=True)
    _index, exercise = first_exercise(REVIEWED, (ExerciseKind.MOVE,))
    missed = Progress(course_lab.progress, clock=lambda: float(T0))
    missed.missed(REVIEWED, exercise.id)
    course_lab.clock.write_text(str(T0 + 5 * 3600))  # 5 hours on: past its 4-hour delay

    lab = lab_tab(course_lab.server)
    lab.open(f"{course_lab.folder}/{START}")  # the kit's Lab runs the start page by itself
    start_page_shows(lab.page, "1 exercise to review.")
    lab.page.locator(".pegs-course-index button", has_text="Review 1 exercise").first.click()  # type: ignore[attr-defined]
    review = ReviewPage(lab.page)
    review.root.wait_for(timeout=120_000)
    review.wait_text(f"Review 1 of 1, from {REVIEWED}", timeout=60)
    review.wait_text(exercise.prompt)
    board_in_view(review)
    review.answer(exercise, exercise.answers[0])
    review.wait_text("Right!")
    # A right review moves the exercise one box on: not due again for a day.
    wait_until(
        lambda: Progress(course_lab.progress).chapters[REVIEWED].review[exercise.id].box == 1,
        "the right review being saved",
    )
    assert not Progress(course_lab.progress, clock=lambda: T0 + 6 * 3600.0).due()

    # The print-out, written beside the progress file, with its answers on a page of their own.
    assert not handout.exists()
    lab.page.locator(".pegs-course-index button", has_text="Write a handout to print").first.click()  # type: ignore[attr-defined]
    start_page_shows(lab.page, "Wrote the handout")
    assert handout.exists(), f"the start page said it wrote the handout, but {handout} is missing"
    assert f"<h2>{ANSWERS_TITLE}</h2>" in handout.read_text(encoding="utf-8")
    assert not lab.errors()


# ----------------------------------------------------------------------------------- mastery
def test_a_passed_checkpoint_counts_the_chapter_done_in_jupyterlab(
    course_lab: CourseLab, lab_tab: Callable[[Server], LabPage]
) -> None:
    """Mastery: a checkpoint right at >= 80% first try counts its chapter done on the start page."""
    course_lab.progress.unlink(missing_ok=True)
    lab = lab_tab(course_lab.server)
    lab.open(f"{course_lab.folder}/{load_course().chapter(MASTERED).notebook}")
    lesson = CoursePage(lab.page)
    lesson.wait_ready()
    score, size = pass_the_checkpoint(lesson)
    wait_until(lambda: saved_done(course_lab.progress), "the chapter being saved as done")

    start = lab_tab(course_lab.server)
    start.open(f"{course_lab.folder}/{START}")
    start_page_shows(start.page, done_words(score, size))
    assert done_words(score, size) in checkpoint_row(start.page, MASTERED)
    assert not lab.errors() and not start.errors()


def test_a_passed_checkpoint_counts_the_chapter_done_in_voila(
    tutorial_dir: Path, page: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mastery in Voila: the same checkpoint, and the start page served next says it is done."""
    progress = tmp_path / "progress.json"
    monkeypatch.setenv("PEGS_PROGRESS", str(progress))
    with running_voila(tutorial_dir, "voila-mastery", "--show_tracebacks=True") as server:
        notebook = load_course().chapter(MASTERED).notebook
        page.goto(f"{server.url}/voila/render/{notebook}?token={server.token}", timeout=120_000)  # type: ignore[attr-defined]
        lesson = CoursePage(page)
        lesson.wait_ready()
        score, size = pass_the_checkpoint(lesson)
        wait_until(lambda: saved_done(progress), "the chapter being saved as done")

        page.goto(f"{server.url}/voila/render/{START}?token={server.token}", timeout=120_000)  # type: ignore[attr-defined]
        start_page_shows(page, done_words(score, size))
        assert done_words(score, size) in checkpoint_row(page, MASTERED)
