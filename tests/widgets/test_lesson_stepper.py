"""The one lesson stepper under the three lesson screens, and the shell they share.

``widgets.lesson.Stepper`` walks the screens and keeps the tries at each exercise; its gates
(the hint after a wrong try, "Show me" after three, both while the exercise is open and not
solved) are the same for the Pegs course, the scenario lessons and the Back Alley lesson.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from course_fixtures import CHAPTER

from widgets.backalley.lesson import BackAlleyLesson
from widgets.backalley.lesson_model import SHOW_ME_AFTER as BA_SHOW_ME_AFTER
from widgets.backalley.lesson_model import BALessonModel
from widgets.course import CourseLesson, CourseModel, Lesson
from widgets.course.model import SHOW_ME_AFTER as COURSE_SHOW_ME_AFTER
from widgets.course.progress import FILE_NAME, Progress
from widgets.course.scenario_model import LessonModel
from widgets.lesson import SHOW_ME_AFTER, LessonShell, Stepper, Tries


@dataclass(frozen=True)
class Verdict:
    correct: bool


def test_every_lesson_model_is_the_one_stepper(tmp_path: Path) -> None:
    models = [
        CourseModel(CHAPTER, progress=Progress(tmp_path / FILE_NAME)),
        LessonModel(["bump-opponent", "joker"]),
        BALessonModel(),
    ]
    assert all(isinstance(model, Stepper) for model in models)
    assert COURSE_SHOW_ME_AFTER is SHOW_ME_AFTER and BA_SHOW_ME_AFTER is SHOW_ME_AFTER
    lines = [models[0].progress_line(), models[1].progress(), models[2].progress_line]
    assert [line.split(" of ")[0] for line in lines] == ["Screen 1", "Step 1", "Screen 1"]


def test_navigation_stays_at_the_ends_and_a_jump_past_them_is_refused() -> None:
    entered: list[int] = []

    class Three(Stepper[str, str, Verdict]):
        def _enter(self) -> None:
            entered.append(self.index)

    steps = Three(["a", "b", "c"])
    steps.back()
    assert steps.index == 0 and not steps.can_back and steps.can_next
    steps.next()
    steps.next()
    steps.next()
    assert steps.step == "c" and not steps.can_next and entered == [1, 2]
    assert steps.where() == "Screen 3 of 3"
    with pytest.raises(IndexError, match="there is no screen 4: the lesson has 3"):
        steps.go(3)


def test_the_hint_opens_after_a_wrong_try_and_show_me_after_three() -> None:
    tries: Tries[Verdict] = Tries()
    assert not tries.hint_open and not tries.show_me_open
    for n in range(1, SHOW_ME_AFTER + 1):
        tries.judged(Verdict(False))
        assert tries.hint_open and tries.wrong == n
        assert tries.show_me_open == (n == SHOW_ME_AFTER)
    assert tries.first_right is False and not tries.finished
    tries.show(Verdict(False))  # the answer shown closes the exercise
    assert tries.shown and tries.finished and not tries.open
    assert not tries.hint_open and not tries.show_me_open
    tries.reopen()  # Try again: the record stays, the gates open again for an unsolved one
    assert tries.feedback is None and tries.open and tries.show_me_open


def test_a_right_answer_solves_closes_and_keeps_the_first_try() -> None:
    tries: Tries[Verdict] = Tries()
    tries.judged(Verdict(True))
    assert tries.solved and tries.first_right and tries.first_try and not tries.open
    tries.reopen()
    tries.judged(Verdict(False))
    assert tries.first_right, "the score keeps the first answer"
    assert not tries.first_try and not tries.hint_open, "no hint once solved"


def test_the_three_screens_share_the_shell(tmp_path: Path) -> None:
    screens = [
        CourseLesson(CHAPTER, progress=Progress(tmp_path / FILE_NAME), animation="off"),
        Lesson(["bump-opponent"], animation="off"),
        BackAlleyLesson(),
    ]
    for screen in screens:
        shell = screen.shell
        assert isinstance(shell, LessonShell) and "pegs-shell" in screen._dom_classes
        assert screen.title is shell.title and screen.feedback is shell.feedback
        assert screen.next_button is shell.next_button
        assert "pegs-progress-bar" in shell.progress.value
