"""A chapter counts done at 80% of its checkpoint right at the first try (issue 29, item 4); the
lesson's score screen and the start page say so, and nothing is ever locked."""

from __future__ import annotations

from pathlib import Path

from course_fixtures import CHAPTER

from pegs.course import Course, load_course
from pegs.course.mastery import mastery_exercises
from widgets import CourseIndex
from widgets.course.model import CourseModel, chapter_steps
from widgets.course.progress import FILE_NAME, Progress

COURSE = Course(chapters=(CHAPTER,))


def checkpoint(progress: Progress, first: tuple[str, str]) -> CourseModel:
    """Answer the fixture's checkpoint (RULES 2.track, 1.teams) with these first answers."""
    model = CourseModel(CHAPTER, progress=progress, course=COURSE)
    for index, answer, right in ((6, first[0], "18"), (7, first[1], "Green")):
        model.go(index)
        model.choose(answer)
        if answer != right:
            model.try_again()
            model.choose(right)
    model.next()
    return model


def test_below_eighty_percent_the_chapter_is_finished_but_not_done(tmp_path: Path) -> None:
    progress = Progress(tmp_path / FILE_NAME)
    model = checkpoint(progress, ("10", "Green"))  # 1 of 2 at the first try: 50%
    assert "counts as done at 2 of 2 right at the first try" in model.score_words()
    assert "nothing is locked" in model.score_words()
    record = Progress(progress.path).chapter("t1")
    assert record.done and not record.mastered
    index = CourseIndex(progress=Progress(progress.path), course=COURSE)
    assert "not yet done: 1 of 2 at the first try (2 needed)" in index.table.value
    # Nothing is locked: every screen of the chapter, and the next lesson, stay open.
    assert all(model.go(i) is None for i in range(len(model.steps)))


def test_at_eighty_percent_or_more_the_chapter_is_done(tmp_path: Path) -> None:
    progress = Progress(tmp_path / FILE_NAME)
    checkpoint(progress, ("10", "Green"))
    model = checkpoint(Progress(progress.path), ("18", "Green"))  # a later session: 2 of 2
    assert model.score_words().endswith("Chapter t1 is done.")
    assert Progress(progress.path).chapter("t1").mastered
    index = CourseIndex(progress=Progress(progress.path), course=COURSE)
    assert "done: 2 of 2 at the first try" in index.table.value
    assert "not yet done" not in index.table.value


def test_a_chapter_checkpoint_ends_with_its_fresh_positions() -> None:
    chapter = load_course().chapter("04")
    steps = chapter_steps(chapter)
    fresh = mastery_exercises("04")
    assert [s.exercise for s in steps[-1 - len(fresh) : -1]] == list(fresh)
    total = len(chapter.checkpoint) + len(fresh)
    assert steps[-2].title == f"Checkpoint {total} of {total}" and steps[-1].kind == "score"
