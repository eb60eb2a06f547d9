"""A chapter as the screens the learner steps through, and the words of its exercises' inputs.

Plain values and functions, no state: a chapter (``pegs.course.Chapter``) becomes its teaching
and exercise screens, then its checkpoint's exercises (the authored ones, then the fresh
positions of ``pegs.course.mastery``), then the score (``chapter_steps``); a
clicked place becomes a PREDICT answer (``place_answer``); the move a question is about is told
without its outcome (``given_words``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pegs import HOME, START, Move, Position
from pegs.board import PlaceRef
from pegs.course import Chapter, Exercise, ExerciseKind, Screen
from pegs.course.mastery import mastery_exercises
from pegs.words.lesson import given_words as lesson_given_words

from ..lesson import lesson_say as say

#: The exercises answered by building a move on the board.
BOARD_KINDS = (ExerciseKind.MOVE, ExerciseKind.ONLY_MOVE)


@dataclass(frozen=True)
class Step:
    """One screen of the chapter as shown: a teaching screen, an exercise, or the score."""

    kind: str  # "teach", "exercise" or "score"
    title: str
    text: str = ""
    screen: Screen | None = None
    exercise: Exercise | None = None
    checkpoint: int = 0  # 1-based number within the checkpoint, 0 outside it
    of: int = 0  # how many exercises the checkpoint has (on its steps)

    def heading(self) -> str:
        """The step's title as shown, in the language spoken (a screen's own title as given)."""
        if self.kind == "score":
            return say("steps-score")
        if self.checkpoint:
            return say("steps-checkpoint", number=self.checkpoint, total=self.of)
        return self.title


def chapter_steps(chapter: Chapter) -> list[Step]:
    """The steps of a chapter: its screens, its checkpoint's exercises (fresh positions last),
    then the score."""
    steps: list[Step] = []
    for screen in chapter.screens:
        kind = "exercise" if screen.exercise is not None else "teach"
        steps.append(Step(kind, screen.title, screen.text, screen, screen.exercise))
    checkpoint = chapter.checkpoint + mastery_exercises(chapter.id)
    for n, exercise in enumerate(checkpoint, start=1):
        steps.append(
            Step(
                "exercise",
                f"Checkpoint {n} of {len(checkpoint)}",
                "",
                None,
                exercise,
                n,
                len(checkpoint),
            )
        )
    if checkpoint:
        steps.append(Step("score", "Checkpoint score"))
    return steps


def place_answer(hit: PlaceRef) -> str:
    """A clicked place as a PREDICT answer: "T15", "2:H3" or "1:S"."""
    seat, place = hit
    if 0 <= place < HOME:
        return f"T{place}"
    name = "S" if place == START else f"H{place - HOME}"
    return f"{seat}:{name}"


def given_words(position: Position, move: Move) -> str:
    """The move a question is about, told without its consequences (no bump, no end place)."""
    return lesson_given_words(position, move)
