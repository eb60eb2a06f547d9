"""The "Board labels" box stays as the learner set it (issue 29): a screen turning the labels on
or off moves the box, but only the learner's own click is a choice, kept to the chapter's end."""

from __future__ import annotations

from pathlib import Path

import pytest

from widgets import CourseLesson
from widgets.course.progress import FILE_NAME, Progress


@pytest.fixture
def lesson(tmp_path: Path) -> CourseLesson:
    return CourseLesson("03", progress=Progress(tmp_path / FILE_NAME), animation="off")


def _walk(lesson: CourseLesson) -> list[tuple[bool, bool, bool]]:
    """Every screen from the first: (the screen's own aids, the box, the board's aids)."""
    lesson.go(0)
    seen = []
    for index, step in enumerate(lesson.model.steps):
        lesson.go(index)
        wanted = bool(step.screen is not None and step.screen.aids)
        seen.append((wanted, lesson.aids_box.value, lesson.board.aids))
    return seen


def test_untouched_the_box_follows_each_screen_and_is_never_taken_for_a_choice(lesson):
    seen = _walk(lesson)
    assert {w for w, _b, _a in seen} == {True, False}  # the chapter turns the labels both ways
    assert all(box == wanted and board == wanted for wanted, box, board in seen)
    assert lesson.model.aids_choice is None


@pytest.mark.parametrize("choice", [True, False])
def test_the_learners_click_holds_on_every_screen_after(lesson, choice):
    lesson.aids_box.value = not lesson.aids_box.value  # the learner clicks the box ...
    lesson.aids_box.value = choice  # ... and settles on a choice
    seen = _walk(lesson)
    assert all(box is choice and board is choice for _w, box, board in seen)
    assert lesson.model.aids_choice is choice
