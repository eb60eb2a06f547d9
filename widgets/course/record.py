"""A chapter's record as the learner steps through it: tries, hint ladder, score, progress.

Plain Python, no ipywidgets. ``ChapterRecord`` is the lesson stepper (``widgets.lesson.Stepper``)
over a chapter's steps (``steps.chapter_steps``): what each step asks (its prompt, its answer
buttons, its hand, read from the step alone), the tries at each exercise by step index, the
hint ladder at each (``ladder.Ladder``: a nudge, the rule, "Show me", each asked for and each
costing stars), the checkpoint's first-try score in words, and the progress saved across
sessions (``progress.Progress``): each exercise's stars, and a wrong or shown answer sent to
review (``review``). ``CourseModel`` adds the input.
"""

from __future__ import annotations

from pegs import Card, Event, PegsError, Position
from pegs.board import Place
from pegs.course import Chapter, Exercise, ExerciseKind, Feedback
from pegs.course.mastery import mastered, needed
from pegs.course.nudge import nudge, rule_pegs, rule_words
from pegs.words.hints import stars_words
from pegs.words.mastery import verdict_words

from ..lesson import Stepper, Tries
from ..lesson import lesson_say as say
from .ladder import NUDGE, RULE, SHOW, Ladder
from .progress import Progress, stars_for
from .steps import BOARD_KINDS, Step, chapter_steps

#: The learner's tries at one exercise (the stepper's record, by its course name).
Attempts = Tries[Feedback]


class ChapterRecord(Stepper[Step, int, Feedback]):
    """The steps of one chapter with the learner's tries at each, the score and the progress."""

    whole = "chapter"
    _chosen_choice: str | None = None  # the answer button clicked last on this screen

    def __init__(self, chapter: Chapter, progress: Progress | None = None) -> None:
        self.chapter = chapter
        super().__init__(chapter_steps(chapter))
        if not self.steps:
            raise PegsError(f"chapter {chapter.id} has no screens")
        self.progress = progress if progress is not None else Progress()
        #: The hint ladder at each exercise, by step index (kept through Try again).
        self.ladders: dict[int, Ladder] = {}
        self._wrong_answers: dict[int, str] = {}  # the latest wrong answer, for the nudge

    def retell(self, chapter: Chapter) -> None:
        """Go on in another language: ``chapter`` is this chapter with its texts translated.

        The screen, the tries, the hint ladder and the progress stay as they are (they are
        kept by screen and exercise id, the same in every language); an answer button chosen
        is the same button in the new words, and its verdict is said again in them.
        """
        new = chapter_steps(chapter)
        if chapter.id != self.chapter.id or _ids(new) != _ids(self.steps):
            raise PegsError(f"chapter {chapter.id} is not chapter {self.chapter.id} retold")
        old = self.choices()
        self.chapter, self.steps = chapter, new
        chosen = self._chosen_choice
        if chosen is not None and chosen in old:
            self._chosen_choice = self.choices()[old.index(chosen)]
            if self.exercise is not None and self.tries.feedback is not None:
                self.tries.feedback = self.exercise.judge(self._chosen_choice)
        self._notify("step")

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
            return exercise.prompt_words()
        if self.step.kind == "score":
            return ""
        if self.step.screen is not None and self.step.screen.demo:
            return say("do-watch")
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

    # ----- the hint ladder
    @property
    def ladder(self) -> Ladder:
        """The hint ladder of the exercise on screen."""
        return self.ladders.setdefault(self.index, Ladder())

    def _offered(self) -> int | None:
        tries = self.tries
        if self.exercise is None or not tries.open or tries.solved:
            return None
        return self.ladder.offered(tries.wrong)

    @property
    def hint_step(self) -> int | None:
        """The ladder's step the hint button offers now: 1 the nudge, 2 the rule (else None)."""
        step = self._offered()
        return step if step in (NUDGE, RULE) else None

    @property
    def can_show_me(self) -> bool:
        """True when "Show me", the ladder's last step, is open (after the rule and an answer)."""
        return self._offered() == SHOW

    def hint_next(self) -> str:
        """The hint button: take the ladder's next step (the nudge, then the rule); its words
        ("" when no step is open)."""
        exercise, step = self.exercise, self.hint_step
        if exercise is None or step is None:
            return ""
        ladder = self.ladder
        if step == NUDGE:
            said = self.feedback.message if self.feedback is not None else ""
            ladder.nudge = nudge(exercise, self._wrong_answers.get(self.index, ""), said)
        ladder.take(step, self.tries.wrong)
        self._notify("update")
        return self.hint

    def _notify(
        self, kind: str, before: Position | None = None, events: tuple[Event, ...] = ()
    ) -> None:
        """Tell whoever draws the lesson what changed (``CourseModel`` has listeners)."""

    @property
    def hint(self) -> str:
        """The ladder's words so far: the nudge, then the rule (until the exercise is solved)."""
        exercise, ladder = self.exercise, self.ladder
        if exercise is None or ladder.taken < NUDGE or self.tries.solved:
            return ""
        words = [ladder.nudge]
        if ladder.taken >= RULE:
            words.append(rule_words(exercise))
        return " ".join(w for w in words if w)

    def rule_marks(self) -> tuple[tuple[int, Place], ...]:
        """The pegs the rule step marks on the board (none before it, or once solved)."""
        exercise = self.exercise
        if exercise is None or self.ladder.taken < RULE or self.tries.solved:
            return ()
        return rule_pegs(exercise)

    def stars_line(self) -> str:
        """The stars this exercise gave or can still give, in words ("" before any hint)."""
        exercise = self.exercise
        if exercise is None:
            return ""
        if self.tries.solved:
            stars = self.progress.exercise_stars(self.chapter_of(exercise), exercise.id)
            return say("stars-earned", stars=stars_words(stars or 0))
        if self.ladder.taken == 0:
            return ""
        most = self.ladder.max_stars
        return say("stars-left", stars=stars_words(most), left=max(most, 0))

    # ----- what is kept
    def chapter_of(self, exercise: Exercise) -> str:
        """The chapter whose record keeps ``exercise`` (this chapter's)."""
        return self.chapter.id

    def _note_answer(self, exercise: Exercise, feedback: Feedback, first: bool) -> None:
        """Keep a judged answer: solved with its stars, or a wrong one sent to review. After
        "Show me" a right answer is not counted solved: review brings it back for that."""
        if feedback.correct and self.tries.shown:
            return
        if feedback.correct:
            self.progress.solve(self.chapter_of(exercise), exercise.id, self.ladder.max_stars)
        else:
            self.progress.missed(self.chapter_of(exercise), exercise.id)

    def _note_shown(self, exercise: Exercise, first: bool) -> None:
        """Keep a "Show me": the exercise goes to review."""
        self.progress.missed(self.chapter_of(exercise), exercise.id)

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
            return say("score-left", answered=total - left, total=total, left=left)
        stars = stars_for(score, total)
        verdict = verdict_words(self.chapter.id, total, mastered(score, total), needed(total))
        signs = "★" * stars + "☆" * (3 - stars)
        return say("score", score=score, total=total, stars=signs, verdict=verdict)

    def _save_score(self) -> None:
        """On the score screen of a finished checkpoint: save the chapter's score."""
        if self.step.kind == "score" and self.checkpoint_done():
            score, total = self.score()
            self.progress.finish(self.chapter.id, score, total)


def _ids(steps: list[Step]) -> list[tuple[str, str]]:
    """Each step's kind and exercise id: what stays the same in every language."""
    return [(s.kind, s.exercise.id if s.exercise is not None else "") for s in steps]
