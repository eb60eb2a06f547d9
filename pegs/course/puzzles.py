"""Puzzles: positions with a goal that exactly one move reaches, graded 1 to 5, read from data.

A puzzle is a position (the seat to move holds a hand), a goal from ``goals.GOALS`` and the
solution: the one legal move that meets the goal. (When the two orders of one split both meet it
and leave the same board, both orders are listed: to a player they are the same move.) The
engine checks all of it: ``Puzzle.reached`` plays a move and asks the goal; ``check`` searches
every legal move. The data file ``content/pegs/puzzles.json`` (in the course's content folder) is
written by ``scripts/make_puzzles.py`` and checked by ``scripts/build_course.py``.

Difficulty (1 to 5) counts the *plausible wrong moves*: legal moves that do part of what the
goal asks (see ``goals``: a peg into home for "win" and "both-home", an opponent bumped for
"bump-two", either for "bump-and-home", the endangered peg moved or an opponent bumped for
"save-peg"). ``grade`` turns that count into the level: 0 -> 1, 1-2 -> 2, 3-5 -> 3, 6-10 -> 4,
11 or more -> 5.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..errors import PegsError
from ..moves import Move
from ..position import Position
from ..words import puzzles as words
from ..words.feedback import feedback_words
from ..words.lesson import move_words
from .model import Chapter, Exercise, ExerciseKind, Feedback, Screen
from .puzzle_goals import endangered, goal, looks_plausible, opponents_bumped, pegs_entering_home

FORMAT = "pegs-puzzles/1"
DATA = "puzzles.json"
#: Upper bounds of plausible wrong moves for difficulty 1, 2, 3 and 4 (5 is anything more).
GRADE_BOUNDS = (0, 2, 5, 10)


def grade(plausible_wrong: int) -> int:
    """The difficulty (1 to 5) of a puzzle with this many plausible wrong moves."""
    for level, bound in enumerate(GRADE_BOUNDS, start=1):
        if plausible_wrong <= bound:
            return level
    return 5


@dataclass(frozen=True)
class Puzzle:
    """A position, a goal that exactly one legal move reaches, and that move."""

    id: str
    goal: str
    difficulty: int
    position: Position
    solution: tuple[str, ...]
    prompt: str
    hint: str = ""

    def reached(self, move: Move | str) -> bool:
        """Does this legal move reach the puzzle's goal? (The engine plays it.)"""
        after, events = self.position.play(move)
        return goal(self.goal).reached(self.position, after, events)

    def plausible(self, move: Move | str) -> bool:
        """Does this legal move do part of the goal (a tempting wrong answer)?"""
        return looks_plausible(self.goal, self.position, move)

    def explanation(self) -> str:
        """Why the solution is right, in plain words (no notation); the move is told apart."""
        return words.explanation_words(self.goal, self.position)

    def as_exercise(self) -> Exercise:
        """The puzzle as a course exercise of kind MOVE (answers = the solution moves)."""
        return PuzzleExercise(
            id=self.id,
            kind=ExerciseKind.MOVE,
            clauses=goal(self.goal).clauses,
            position=self.position,
            prompt=self.prompt,
            answers=self.solution,
            hint=self.hint,
            explanation=self.explanation(),
            puzzle_goal=self.goal,
        )

    def to_json(self) -> dict[str, Any]:
        """The puzzle as the course contract's object (extra keys: prompt, hint)."""
        return {
            "id": self.id,
            "goal": self.goal,
            "difficulty": self.difficulty,
            "position": self.position.to_dict(),
            "solution": list(self.solution),
            "prompt": self.prompt,
            "hint": self.hint,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Puzzle:
        """A puzzle from its JSON object (the position is validated by the engine)."""
        try:
            return cls(
                id=str(data["id"]),
                goal=goal(data["goal"]).name,
                difficulty=int(data["difficulty"]),
                position=Position.from_dict(data["position"]),
                solution=tuple(str(m) for m in data["solution"]),
                prompt=str(data["prompt"]),
                hint=str(data.get("hint", "")),
            )
        except (KeyError, TypeError, ValueError) as err:
            raise PegsError(f"puzzle {data.get('id', '?')!r} is not readable: {err}") from None


@dataclass(frozen=True)
class Search:
    """What the engine finds over every legal move of a puzzle position."""

    legal: tuple[Move, ...]
    solutions: tuple[Move, ...]
    plausible_wrong: tuple[Move, ...]
    same_board: bool  # every solution leaves the same board (the two orders of one split)


def search(position: Position, goal_name: str) -> Search:
    """Play every legal move of ``position`` and sort them by what they do for the goal."""
    the_goal = goal(goal_name)
    legal = tuple(position.legal_moves())
    solutions, wrong, boards = [], [], set()
    for move in legal:
        after, events = position.play(move)
        if the_goal.reached(position, after, events):
            solutions.append(move)
            boards.add((move.card, after.pegs))
        elif the_goal.partial(position, after, events):
            wrong.append(move)
    return Search(legal, tuple(solutions), tuple(wrong), len(boards) == 1)


def check(puzzle: Puzzle) -> list[str]:
    """What is wrong with a puzzle, checked by the engine over every legal move (empty if sound)."""
    found = search(puzzle.position, puzzle.goal)
    problems = []
    names = sorted(m.notation() for m in found.solutions)
    if names != sorted(puzzle.solution):
        problems.append(f"solution {list(puzzle.solution)} but the goal is reached by {names}")
    if not found.same_board:
        problems.append("the moves reaching the goal leave different boards: not one answer")
    if len(found.legal) < 2:
        problems.append("fewer than two legal moves: nothing to choose")
    level = grade(len(found.plausible_wrong))
    if level != puzzle.difficulty:
        problems.append(f"difficulty {puzzle.difficulty} but the grading gives {level}")
    return problems


@cache
def load_puzzles() -> tuple[Puzzle, ...]:
    """Every puzzle shipped with the kit, easiest first (from ``content/pegs/puzzles.json``)."""
    folder = resources.files("pegs.course").joinpath("content", "pegs")
    text = folder.joinpath(DATA).read_text(encoding="utf-8")
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise PegsError(f"{DATA} is not a {FORMAT} file")
    puzzles = tuple(Puzzle.from_json(item) for item in data["puzzles"])
    return tuple(sorted(puzzles, key=lambda p: (p.difficulty, p.id)))


def puzzle_chapter(puzzles: tuple[Puzzle, ...] | None = None) -> Chapter:
    """The puzzles as one course chapter ("09"), easiest first, for the course's lesson widget."""
    puzzles = load_puzzles() if puzzles is None else puzzles
    title, text = words.chapter_words(len(puzzles))
    screens = [Screen(title=title, text=text)]
    for n, puzzle in enumerate(puzzles, start=1):
        screens.append(
            Screen(
                title=words.title_words(n, len(puzzles), puzzle.difficulty),
                text="",
                exercise=puzzle.as_exercise(),
            )
        )
    return Chapter(
        id="09", title=title, notebook="09_puzzles.ipynb", screens=tuple(screens), checkpoint=()
    )


# ----- the puzzle as a course exercise
def miss_words(goal_name: str, before: Position, move: Move) -> str:
    """Why a legal move misses the goal, in plain words (what it did not do)."""
    _, events = before.play(move)
    bumped = opponents_bumped(before, events)
    homed = pegs_entering_home(before, events)
    return words.miss_words(goal_name, before, homed, bumped)


def puzzle_prompt(goal_name: str, position: Position) -> str:
    """A puzzle's task in the language spoken (the seats in danger found by the engine)."""
    danger = {seat for seat, _ in endangered(position)} if goal_name == "save-peg" else set()
    return words.prompt_words(goal_name, position, danger)


def puzzle_hint(goal_name: str, position: Position, solution: tuple[str, ...]) -> str:
    """A puzzle's hint in the language spoken."""
    return words.hint_words(goal_name, position, _splits(solution))


def _splits(solution: tuple[str, ...]) -> bool:
    """True when the solution is a split (a card and two pegs' moves)."""
    return bool(solution) and len(solution[0].split()) > 2


@dataclass(frozen=True)
class PuzzleExercise(Exercise):
    """A puzzle as a MOVE exercise: a legal wrong move is told what the puzzle goal still needs."""

    puzzle_goal: str = ""

    def prompt_words(self) -> str:
        """The puzzle's task in the language spoken (its ``prompt`` is the English)."""
        if not self.puzzle_goal:
            return self.prompt
        return puzzle_prompt(self.puzzle_goal, self.position)

    def hint_words(self) -> str:
        """The puzzle's hint in the language spoken (its ``hint`` is the English)."""
        if not self.puzzle_goal:
            return self.hint
        return puzzle_hint(self.puzzle_goal, self.position, self.answers)

    def explanation_words(self) -> str:
        """Why the solution is right, in the language spoken."""
        if not self.puzzle_goal:
            return self.explanation
        return words.explanation_words(self.puzzle_goal, self.position)

    def _judge_move(self, text: str) -> Feedback:
        feedback = super()._judge_move(text)
        if feedback.correct or not self.puzzle_goal:
            return feedback
        move = Move.parse(text, self.position.players)
        if self.position.why_not(move) is not None:
            return feedback  # refused: the course's words on the rule broken stand
        did = move_words(self.position, move)
        why = miss_words(self.puzzle_goal, self.position, move)
        but = f"{why[:1].lower()}{why[1:]}"
        return Feedback(False, feedback_words("allowed-but", did=did, why=but), feedback.rule)


__all__ = [
    "FORMAT",
    "GRADE_BOUNDS",
    "Puzzle",
    "PuzzleExercise",
    "Search",
    "check",
    "grade",
    "load_puzzles",
    "miss_words",
    "puzzle_chapter",
    "puzzle_hint",
    "puzzle_prompt",
    "search",
]
