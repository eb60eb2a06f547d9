"""The course's pieces: exercises (with their judging), screens, chapters and the course itself.

An exercise is judged by the engine: a move is checked for legality (and why not), played, and
compared with the exercise's goal; every word a learner reads uses colour names, never notation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from ..board import START, Place, is_track, parse_place
from ..cards import Card
from ..moves import Move
from ..position import Position
from ..words.feedback import (
    another_way_words,
    card_feedback,
    ends_up_words,
    feedback_words,
    show_cards_words,
    show_discard_words,
    show_move_words,
)
from ..words.learner import refusal_clause, refusal_words
from ..words.lesson import move_words
from ..words.rule_words import rule_sentence
from . import goals as _goals

if TYPE_CHECKING:  # puzzles builds on this module's Exercise
    from .puzzles import Puzzle


class ExerciseKind(str, Enum):
    """The kinds of exercise of the course (issue 13)."""

    MOVE = "move"  # make the move asked for (board clicks)
    PREDICT = "predict"  # a given move is played: click the place where a peg ends up
    CHOOSE_CARD = "choose-card"  # which card of the hand does X (click a card)
    WHY = "why"  # legal or not, and why: pick one of `choices`
    ONLY_MOVE = "only-move"  # find the only legal move (must-play) (board clicks)
    COUNT = "count"  # how many holes ...: pick one of `choices` (numbers as text)


MOVE_KINDS = (ExerciseKind.MOVE, ExerciseKind.ONLY_MOVE)


@dataclass(frozen=True)
class Feedback:
    """How an answer went: right or not, what happened in plain words, and the rule it shows."""

    correct: bool
    message: str
    rule: str


def _place_key(text: str, players: int) -> tuple[int | None, Place]:
    """A PREDICT answer as (seat, place); a track hole needs no seat ("T15" == "1:T15")."""
    seat_text, _, place_text = text.strip().rpartition(":")
    place = parse_place(place_text.strip(), players)
    seat = int(seat_text) if seat_text.strip() else None
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"no seat {seat}")
    return (None, place) if is_track(place) else (seat, place)


@dataclass(frozen=True)
class Exercise:
    """One exercise: a goal in words on a position, its accepted answers, and how to judge."""

    id: str
    kind: ExerciseKind
    clauses: tuple[str, ...]
    position: Position
    prompt: str
    answers: tuple[str, ...]
    choices: tuple[str, ...] = ()
    given: str | None = None
    hint: str = ""
    explanation: str = ""
    # What a move must do (see pegs.course.goals); the answers are exactly the moves reaching it.
    goal: tuple[str, ...] = ()
    # PREDICT: the peg ("1:T15") whose place after the given move is asked.
    track: str | None = None
    # WHY / COUNT: what to say for a wrong choice, as (choice, words) pairs.
    wrong: tuple[tuple[str, str], ...] = field(default=())
    # What a learner must have been taught first: clauses and teaching points (course.needs).
    needs: tuple[str, ...] = ()

    # ----- the words shown, in the language spoken when asked (a puzzle makes them afresh)
    def prompt_words(self) -> str:
        """The goal of the exercise in words, as shown now."""
        return self.prompt

    def hint_words(self) -> str:
        """The exercise's own hint in words, as shown now ("" when it has none)."""
        return self.hint

    def explanation_words(self) -> str:
        """Why the answer is right, as shown after it ("" when it has none)."""
        return self.explanation

    # ----- judging
    @property
    def rule(self) -> str:
        """The rule this exercise is about, in words with its section."""
        return rule_sentence(self.clauses[0]) if self.clauses else ""

    def judge(self, answer: str) -> Feedback:
        """Whether ``answer`` is right, with plain words on why; never raises on any string."""
        try:
            text = answer.strip() if isinstance(answer, str) else ""
            if self.kind in MOVE_KINDS:
                return self._judge_move(text)
            if self.kind is ExerciseKind.PREDICT:
                return self._judge_place(text)
            if self.kind is ExerciseKind.CHOOSE_CARD:
                return self._judge_card(text)
            return self._judge_choice(text)
        except Exception:  # a learner's click must never end in a traceback
            return Feedback(False, feedback_words("unreadable"), self.rule)

    def _right(self, what: str = "") -> Feedback:
        words = " ".join(w for w in (feedback_words("right"), what, self.explanation_words()) if w)
        return Feedback(True, words, self.rule)

    def _judge_move(self, text: str) -> Feedback:
        players = self.position.players
        try:
            move = Move.parse(text, players)
        except Exception:
            return Feedback(False, feedback_words("not-a-move"), self.rule)
        if move in self._answer_moves():
            return self._right(move_words(self.position, move))
        refusal = self.position.why_not(move)
        if refusal is not None:
            clause = refusal_clause(refusal, self.clauses)
            return Feedback(
                False,
                feedback_words("not-allowed", why=refusal_words(self.position, move, refusal)),
                rule_sentence(clause),
            )
        did = move_words(self.position, move)
        missed = (
            [_goals.miss_words(c, players) for c in _goals.misses(self.goal, self.position, move)]
            if self.goal
            else []
        )
        # "That move is allowed" opens the message: the lesson widgets and their tests key on it.
        if not missed:
            return Feedback(False, feedback_words("allowed", did=did), self.rule)
        why = " ".join(missed)
        but = f"{why[0].lower()}{why[1:]}"
        return Feedback(False, feedback_words("allowed-but", did=did, why=but), self.rule)

    def _answer_moves(self) -> tuple[Move, ...]:
        players = self.position.players
        return tuple(Move.parse(a, players) for a in self.answers)

    def _judge_place(self, text: str) -> Feedback:
        players = self.position.players
        try:
            key = _place_key(text, players)
        except Exception:
            return Feedback(False, feedback_words("click-place"), self.rule)
        if key in {_place_key(a, players) for a in self.answers}:
            return self._right(ends_up_words(self.answers[0], players))
        named = key[0] is not None or key[1] != START
        there = ends_up_words(text, players, False) if named else feedback_words("not-there")
        words = (feedback_words("not-quite"), there, self.hint_words())
        return Feedback(False, " ".join(w for w in words if w), self.rule)

    def _judge_card(self, text: str) -> Feedback:
        try:
            card = Card.parse(text)
        except Exception:
            return Feedback(False, feedback_words("click-card"), self.rule)
        hand = self.position.hand() or ()
        if hand and card not in hand:
            return Feedback(False, card_feedback("card-not-held", card), self.rule)
        if card in self.answers:
            return self._right(card_feedback("card-does-it", card))
        moves = self.position.card_moves(card)
        if not moves:
            why = card_feedback("card-cannot-move", card)
        else:
            why = card_feedback("card-not-asked", card)
        return Feedback(False, f"{feedback_words('not-that-card')} {why}", self.rule)

    def _judge_choice(self, text: str) -> Feedback:
        chosen = next((c for c in self.choices if c.casefold() == text.casefold()), None)
        if chosen is None:
            return Feedback(False, feedback_words("pick-answer"), self.rule)
        if chosen in self.answers:
            return self._right()
        words = dict(self.wrong).get(chosen, "") or self.hint_words()
        said = (feedback_words("not-quite"), words)
        return Feedback(False, " ".join(w for w in said if w), self.rule)

    # ----- showing the answer
    def answer_words(self) -> str:
        """The answer in plain words, for "show me"."""
        players = self.position.players
        if self.kind in MOVE_KINDS:
            first = self._answer_moves()[0]
            if first.is_discard:
                text = show_discard_words(first.card)
            else:
                did = move_words(self.position, first, False)
                text = show_move_words(first.card, did)
            if len(self.answers) > 1:
                text += " " + another_way_words()
        elif self.kind is ExerciseKind.PREDICT:
            text = ends_up_words(self.answers[0], players)
        elif self.kind is ExerciseKind.CHOOSE_CARD:
            text = show_cards_words(Card.parse(a) for a in self.answers)
        else:
            text = f"{self.answers[0]}."
        return " ".join(w for w in (text, self.explanation_words()) if w)

    # ----- files
    def to_json(self) -> dict[str, Any]:
        """The exercise as the JSON object of the course contract."""
        data: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind.value,
            "clauses": list(self.clauses),
            "position": self.position.to_dict(),
            "prompt": self.prompt,
            "answers": list(self.answers),
        }
        if self.choices:
            data["choices"] = list(self.choices)
        if self.given is not None:
            data["given"] = self.given
        if self.hint:
            data["hint"] = self.hint
        if self.explanation:
            data["explanation"] = self.explanation
        if self.goal:
            data["goal"] = list(self.goal)
        if self.track is not None:
            data["track"] = self.track
        if self.wrong:
            data["wrong"] = dict(self.wrong)
        if self.needs:
            data["needs"] = list(self.needs)
        return data


@dataclass(frozen=True)
class Screen:
    """One lesson screen: teaching text (with an optional board and demo move), or an exercise."""

    title: str
    text: str
    position: Position | None = None
    demo: str | None = None
    exercise: Exercise | None = None
    aids: bool = False
    # The clauses and teaching points a teaching screen teaches (course.needs).
    teaches: tuple[str, ...] = ()


@dataclass(frozen=True)
class Chapter:
    """One lesson notebook's course: screens in rising difficulty, then a checkpoint."""

    id: str
    title: str
    notebook: str
    screens: tuple[Screen, ...]
    checkpoint: tuple[Exercise, ...]

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        """The screens' exercises then the checkpoint's, in order."""
        on_screens = tuple(s.exercise for s in self.screens if s.exercise is not None)
        return on_screens + self.checkpoint


@dataclass(frozen=True)
class Course:
    """The whole course: chapters 01-08 and the puzzles."""

    chapters: tuple[Chapter, ...]
    puzzles: tuple[Puzzle, ...] = ()

    def chapter(self, id: str) -> Chapter:
        """The chapter with this id ("01" .. "08"); KeyError if there is none."""
        for chapter in self.chapters:
            if chapter.id == id:
                return chapter
        raise KeyError(f"no chapter {id!r} in the course")

    def exercise(self, id: str) -> Exercise:
        """The exercise with this id, in any chapter or puzzle; KeyError if there is none."""
        for chapter in self.chapters:
            for exercise in chapter.exercises:
                if exercise.id == id:
                    return exercise
        for puzzle in self.puzzles:
            if puzzle.id == id:
                return puzzle.as_exercise()
        raise KeyError(f"no exercise {id!r} in the course")

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        """Every chapter exercise, in course order."""
        return tuple(e for c in self.chapters for e in c.exercises)

    def to_json(self) -> dict[str, Any]:
        """The whole course as the JSON object ``pegs course --json`` prints (issue 13)."""
        return {
            "chapters": [
                {
                    "id": c.id,
                    "title": c.title,
                    "notebook": c.notebook,
                    "exercises": [e.to_json() for e in c.exercises],
                }
                for c in self.chapters
            ],
            "puzzles": [
                {
                    "id": p.id,
                    "goal": p.goal,
                    "difficulty": p.difficulty,
                    "position": p.position.to_dict(),
                    "solution": list(p.solution),
                    "prompt": getattr(p, "prompt", ""),
                }
                for p in self.puzzles
            ],
        }
