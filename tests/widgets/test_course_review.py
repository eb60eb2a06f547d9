"""Review (issue 29, item 3): a missed or shown exercise comes back after a delay that grows with
each right answer on review (Leitner boxes: 4 hours, 1 day, 3 days, 1 week, 1 month), on a clock
the test moves; the lesson's last screen and the start page say how many are due."""

from __future__ import annotations

from pathlib import Path

import pytest
from course_fixtures import BUMP, CHAPTER, WHY

from pegs import PegsError
from pegs.course import Course
from widgets import CourseIndex, CourseLesson
from widgets.course import review
from widgets.course.model import CourseModel
from widgets.course.progress import FILE_NAME, Progress
from widgets.course.review_model import ReviewModel, review_chapter

COURSE = Course(chapters=(CHAPTER,))
HOUR = review.HOUR


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.time = 1_000_000.0

    def __call__(self) -> float:
        return self.time


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def progress(tmp_path: Path, clock: Clock) -> Progress:
    return Progress(tmp_path / FILE_NAME, clock=clock)


def miss_why(progress: Progress) -> CourseModel:
    """In the lesson: a wrong answer to the teams question (RULES 1.teams), then the right one."""
    model = CourseModel(CHAPTER, progress=progress, course=COURSE)
    model.go(5)
    assert model.exercise is WHY
    model.choose("Orange")
    model.try_again()
    model.choose("Green")
    assert model.tries.solved
    return model


def test_the_boxes_wait_longer_after_each_right_answer() -> None:
    card = review.missed(0.0)
    assert (card.box, card.due) == (0, 4 * HOUR)
    waits = []
    at = card.due
    while card.box < review.DONE:
        card = review.passed(card, at)
        waits.append(card.due - at if card.box < review.DONE else None)
        at = card.due
    assert waits == [24 * HOUR, 72 * HOUR, 168 * HOUR, 720 * HOUR, None]
    assert not card.is_due(10**12)  # its review is over


def test_a_wrong_answer_in_the_lesson_comes_back_after_four_hours(
    progress: Progress, clock: Clock
) -> None:
    miss_why(progress)  # solved at the second go: still missed once, so it comes back
    assert progress.due() == []
    assert 3.9 * HOUR < progress.next_due() <= 4 * HOUR
    clock.time += 4 * HOUR - 1
    assert Progress(progress.path, clock=clock).due() == []
    clock.time += 1
    assert Progress(progress.path, clock=clock).due() == [("t1", "t-why")]


def test_a_right_first_answer_moves_it_on_a_wrong_one_back(
    progress: Progress, clock: Clock
) -> None:
    miss_why(progress)
    clock.time += 5 * HOUR
    session = ReviewModel(progress=Progress(progress.path, clock=clock), course=COURSE)
    assert [s.exercise for s in session.steps[:-1]] == [WHY]
    assert session.step.title == "Review 1 of 1, from t1 Test chapter"
    session.choose("Green")
    saved = Progress(progress.path, clock=clock)
    card = saved.chapter("t1").review["t-why"]
    assert (card.box, card.due) == (1, clock.time + 24 * HOUR)  # kept in its own chapter
    assert "review" not in saved.chapters and saved.exercise_stars("t1", "t-why") == 3
    clock.time += 25 * HOUR
    session = ReviewModel(progress=Progress(progress.path, clock=clock), course=COURSE)
    session.choose("Purple")  # wrong at the first go ...
    session.try_again()
    session.choose("Green")  # ... so the right second go does not move it on
    card = Progress(progress.path, clock=clock).chapter("t1").review["t-why"]
    assert (card.box, card.due) == (0, clock.time + 4 * HOUR)


def test_answers_in_the_lesson_never_move_a_box_on(progress: Progress, clock: Clock) -> None:
    miss_why(progress)
    before = progress.chapter("t1").review["t-why"]
    clock.time += 5 * HOUR
    model = CourseModel(CHAPTER, progress=Progress(progress.path, clock=clock), course=COURSE)
    model.go(5)
    model.choose("Green")
    assert Progress(progress.path, clock=clock).chapter("t1").review["t-why"] == before


def test_show_me_sends_an_exercise_to_review(progress: Progress, clock: Clock) -> None:
    model = CourseModel(CHAPTER, progress=progress, course=COURSE)
    model.go(1)
    assert model.exercise is BUMP
    for _ in range(3):
        model.choose_card(1)
        model.click((None, 40))
        model.click((None, 43))
        model.try_again()
        model.hint_next()
    model.show_me()
    clock.time += 4 * HOUR
    assert ("t1", "t-bump") in Progress(progress.path, clock=clock).due()


def test_nothing_due_is_no_review_and_a_vanished_exercise_is_skipped(progress: Progress) -> None:
    with pytest.raises(PegsError, match="nothing is due"):
        ReviewModel(progress=progress, course=COURSE)
    with pytest.raises(PegsError, match="nothing is due"):
        review_chapter(COURSE, [("t1", "gone-in-a-newer-course")])


def test_the_clock_file_moves_time_and_a_bad_one_is_real_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock_file = tmp_path / "clock"
    monkeypatch.setenv("PEGS_CLOCK", str(clock_file))
    monkeypatch.setattr(review.time, "time", lambda: 42.0)
    assert review.now() == 42.0  # no file yet
    clock_file.write_text("1700000000.5\n")
    assert review.now() == 1_700_000_000.5
    clock_file.write_text("next tuesday")
    assert review.now() == 42.0


def test_the_lesson_end_and_the_start_page_say_how_many_are_due(
    progress: Progress, clock: Clock
) -> None:
    miss_why(progress)
    lesson = CourseLesson(CHAPTER, progress=progress, course=COURSE, animation="off")
    lesson.go(len(lesson.model.steps) - 1)
    assert "comes back in about 4 hours" in lesson.review_note.value
    assert lesson.review_button.layout.display == "none"
    clock.time += 5 * HOUR
    lesson.go(len(lesson.model.steps) - 1)
    assert "1 exercise to review." in lesson.review_note.value
    assert lesson.review_button.description == "Review 1 exercise"
    lesson.review_button.click()
    assert "Review 1 of 1" in lesson.title.value and lesson.choice_buttons
    index = CourseIndex(progress=Progress(progress.path, clock=clock), course=COURSE)
    assert "1 exercise to review." in index.review_note.value
    index.review_button.click()
    (review_lesson,) = index.review_box.children
    assert isinstance(review_lesson, CourseLesson)
    review_lesson.choice_buttons[1].click()  # Green, right at the first go
    assert "Nothing to review now" not in index.review_note.value
    assert "comes back in about 24 hours" in index.review_note.value  # the index follows it
