"""A review session: the exercises due for review, as one chapter of screens, each kept in its own
chapter's record.

Plain Python, no ipywidgets. The due exercises (``Progress.due``, soonest first) become the screens
of a chapter of their own (``review_chapter``), closed by a screen that says when they come back;
``ReviewModel`` steps through it as a lesson does (``CourseModel``: clicks, the hint ladder,
"Show me"), but keeps each answer in the exercise's own chapter: solved with its stars, and the
first answer on each screen moves its review box (``review``: one box on if right, back to the
first if wrong or shown). Answers in a lesson never move a box; only a review does.
"""

from __future__ import annotations

from pegs import PegsError
from pegs.course import Chapter, Course, Exercise, Feedback, Screen, load_course
from pegs.course.mastery import mastery_exercises
from pegs.words.review import review_done_title, review_done_words, review_title_words

from ..lesson import lesson_say as say
from .model import CourseModel
from .progress import Progress

#: The id of a review's own chapter (no chapter of the course has it).
REVIEW = "review"


def review_chapter(course: Course, due: list[tuple[str, str]]) -> Chapter:
    """The screens of a review of ``due`` (chapter, exercise) pairs, then a closing screen."""
    screens = []
    found = []
    for chapter_id, exercise_id in due:
        try:
            chapter = course.chapter(chapter_id)
        except KeyError:
            continue  # a chapter a newer course no longer has: its record stays, unused
        fresh = {e.id: e for e in mastery_exercises(chapter_id)}
        try:
            found.append((chapter, fresh.get(exercise_id) or course.exercise(exercise_id)))
        except KeyError:
            continue  # an exercise a newer course no longer has: its record stays, unused
    for number, (chapter, exercise) in enumerate(found, start=1):
        title = review_title_words(number, len(found), f"{chapter.id} {chapter.title}")
        screens.append(Screen(title, "", exercise=exercise))
    if not screens:
        raise PegsError("nothing is due for review")
    last = screens[-1].exercise
    assert last is not None
    screens.append(Screen(review_done_title(), review_done_words(), position=last.position))
    return Chapter(REVIEW, say("review-chapter"), "", tuple(screens), ())


class ReviewModel(CourseModel):
    """A review of the exercises due now (of ``chapters`` only, when given)."""

    def __init__(
        self,
        *,
        progress: Progress | None = None,
        course: Course | None = None,
        chapters: list[str] | None = None,
    ) -> None:
        course = course or load_course()
        progress = progress if progress is not None else Progress()
        due = progress.due(chapters)
        self._home = {exercise_id: chapter_id for chapter_id, exercise_id in due}
        super().__init__(review_chapter(course, due), progress=progress, course=course)

    def chapter_of(self, exercise: Exercise) -> str:
        """The chapter whose record keeps ``exercise``: its own, not the review's."""
        return self._home.get(exercise.id, self.chapter.id)

    def _note_answer(self, exercise: Exercise, feedback: Feedback, first: bool) -> None:
        """A right answer is solved with its stars; the first answer moves the review box."""
        chapter_id = self.chapter_of(exercise)
        if feedback.correct:
            self.progress.solve(chapter_id, exercise.id, self.ladder.max_stars)
        if first:
            self.progress.reviewed(chapter_id, exercise.id, feedback.correct)

    def _note_shown(self, exercise: Exercise, first: bool) -> None:
        """Shown on review: back to the first box."""
        self.progress.reviewed(self.chapter_of(exercise), exercise.id, False)


__all__ = ["REVIEW", "ReviewModel", "review_chapter"]
