"""A chapter's record as the learner steps through it: tries, hint and Show me, score, progress.

Plain Python, no ipywidgets. ``ChapterRecord`` is the lesson stepper (``widgets.lesson.Stepper``)
over a chapter's steps (``steps.chapter_steps``): what each step asks (its prompt, its answer
buttons, its hand, read from the step alone), the tries at each exercise by step index, the
hint and "Show me" as the stepper opens them, the checkpoint's first-try score in words, and the
progress saved across sessions (``progress.Progress``). ``CourseModel`` adds the input.
"""

from __future__ import annotations

from pegs import Card, PegsError
from pegs.course import Chapter, Exercise, ExerciseKind, Feedback

from ..lesson import Stepper, Tries
from .progress import Progress, stars_for
from .steps import BOARD_KINDS, Step, chapter_steps

#: The learner's tries at one exercise (the stepper's record, by its course name).
Attempts = Tries[Feedback]


class ChapterRecord(Stepper[Step, int, Feedback]):
    """The steps of one chapter with the learner's tries at each, the score and the progress."""

    whole = "chapter"

    def __init__(self, chapter: Chapter, progress: Progress | None = None) -> None:
        self.chapter = chapter
        super().__init__(chapter_steps(chapter))
        if not self.steps:
            raise PegsError(f"chapter {chapter.id} has no screens")
        self.progress = progress if progress is not None else Progress()

    @property
    def exercise(self) -> Exercise | None:
        """The exercise on screen, if any."""
        return self.step.exercise

    @property
    def attempts(self) -> dict[int, Attempts]:
        """The tries at each exercise so far, by step index."""
        return self.record

    @property
    def tries(self) -> Attempts:
        """The learner's tries at the exercise on screen (empty on other steps)."""
        return self.tries_at(self.index)

    @property
    def feedback(self) -> Feedback | None:
        """The verdict on the latest answer to this exercise, if any."""
        return self.tries.feedback

    def prompt(self) -> str:
        """The goal of the screen, shown first."""
        exercise = self.exercise
        if exercise is not None:
            return exercise.prompt
        if self.step.kind == "score":
            return ""
        if self.step.screen is not None and self.step.screen.demo:
            return "Press “Show me the move” to watch it played."
        return ""

    def choices(self) -> tuple[str, ...]:
        """The answer buttons of a WHY or COUNT exercise (none for other kinds)."""
        exercise = self.exercise
        if exercise is None or exercise.kind not in (ExerciseKind.WHY, ExerciseKind.COUNT):
            return ()
        return exercise.choices

    def hand(self) -> tuple[Card, ...]:
        """The cards the learner may click: the hand of the position, if it has one."""
        exercise = self.exercise
        if exercise is None or exercise.kind not in (*BOARD_KINDS, ExerciseKind.CHOOSE_CARD):
            return ()
        return exercise.position.hand() or ()

    def progress_line(self) -> str:
        """Where the learner is: "Screen 4 of 12"."""
        return self.where()

    @property
    def hint(self) -> str:
        """The exercise's hint, once the learner has had a wrong try (and not yet solved it)."""
        exercise = self.exercise
        if exercise is None or not self.tries.hint_open:
            return ""
        return exercise.hint

    @property
    def can_show_me(self) -> bool:
        """True after three wrong tries at an exercise that is not yet solved."""
        return self.exercise is not None and self.tries.show_me_open

    def done_ids(self) -> set[str]:
        """The chapter's exercises solved (in any session) or shown in this one."""
        record = self.progress.chapters.get(self.chapter.id)
        ids = set(record.solved) if record is not None else set()
        ids |= {
            exercise.id
            for i, a in self.attempts.items()
            if a.finished and (exercise := self.steps[i].exercise) is not None
        }
        return ids & {e.id for e in self.chapter.exercises}

    def solved_before(self) -> bool:
        """True when the exercise on screen was solved, now or in an earlier session."""
        exercise = self.exercise
        if exercise is None:
            return False
        record = self.progress.chapters.get(self.chapter.id)
        return self.tries.solved or (record is not None and exercise.id in record.solved)

    # ----- score
    def _checkpoint(self) -> list[int]:
        return [i for i, s in enumerate(self.steps) if s.checkpoint]

    def checkpoint_results(self) -> list[Attempts]:
        """The tries at each checkpoint exercise, in order."""
        return [self.attempts.get(i, Attempts()) for i in self._checkpoint()]

    def score(self) -> tuple[int, int]:
        """Checkpoint exercises right at the first try, and how many there are."""
        checkpoint = self._checkpoint()
        return self.first_tries(checkpoint), len(checkpoint)

    def checkpoint_done(self) -> bool:
        """True once every checkpoint exercise is solved or shown."""
        results = self.checkpoint_results()
        return bool(results) and all(r.finished for r in results)

    def score_words(self) -> str:
        """The checkpoint's result in words, or what is left to do."""
        score, total = self.score()
        results = self.checkpoint_results()
        left = sum(1 for r in results if not r.finished)
        if left:
            return (
                f"{total - left} of {total} checkpoint exercises answered: go Back to "
                f"finish the other {left}."
            )
        stars = stars_for(score, total)
        return (
            f"Checkpoint score: {score} of {total} right at the first try. "
            f"{'★' * stars}{'☆' * (3 - stars)} Chapter {self.chapter.id} is done."
        )

    def _save_score(self) -> None:
        """On the score screen of a finished checkpoint: save the chapter's score."""
        if self.step.kind == "score" and self.checkpoint_done():
            score, total = self.score()
            self.progress.finish(self.chapter.id, score, total)
