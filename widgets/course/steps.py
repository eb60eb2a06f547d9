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
from pegs.course.words import where
from pegs.render.colours import seat_name
from pegs.render.describe import card_words

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
            Step("exercise", f"Checkpoint {n} of {len(checkpoint)}", "", None, exercise, n)
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
    mover = seat_name(position.turn)
    pegs = []
    for part in move.parts:
        owner = "its" if part.seat == position.turn else f"{seat_name(part.seat)}'s"
        pegs.append(f"{owner} peg {where(part.seat, part.frm, position.players)}")
    if not pegs:
        return f"{mover} throws away the {card_words(move.card)}."
    return f"{mover} plays the {card_words(move.card)} with {' and '.join(pegs)}."
