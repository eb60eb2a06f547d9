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
from ..seats import seat_name
from ..words.lesson import move_words
from .model import Chapter, Exercise, ExerciseKind, Feedback, Screen
from .puzzle_goals import goal, looks_plausible, opponents_bumped, pegs_entering_home

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
        nxt = seat_name((self.position.turn + 1) % self.position.players)
        why = {
            "win": "Every peg of your team is then in home, so the game is won at once.",
            "both-home": "Two pegs go into home with one card.",
            "bump-two": "Two pegs of the other team go back to their start.",
            "bump-and-home": "A peg of the other team goes back to its start and one of yours "
            "goes home.",
            "save-peg": f"Afterwards no card {nxt} holds can land on a peg of your team.",
        }[self.goal]
        return f"{why} No other move of this hand does that."

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
    intro = Screen(
        title="Puzzles",
        text=(
            f"{len(puzzles)} puzzles, easiest first. Each one has a goal and exactly one move "
            "that reaches it: the computer checked every legal move. The stars show how "
            "hard a puzzle is, from one star (few tempting moves) to five (many moves that "
            "look right but are not). Read the goal, then play the move on the board."
        ),
    )
    screens = [intro]
    for n, puzzle in enumerate(puzzles, start=1):
        stars = "★" * puzzle.difficulty + "☆" * (5 - puzzle.difficulty)
        screens.append(
            Screen(
                title=f"Puzzle {n} of {len(puzzles)} {stars}",
                text="",
                exercise=puzzle.as_exercise(),
            )
        )
    return Chapter(
        id="09", title="Puzzles", notebook="09_puzzles.ipynb", screens=tuple(screens), checkpoint=()
    )


# ----- the puzzle as a course exercise
def miss_words(goal_name: str, before: Position, move: Move) -> str:
    """Why a legal move misses the goal, in plain words (what it did not do)."""
    _, events = before.play(move)
    bumped = opponents_bumped(before, events)
    homed = pegs_entering_home(before, events)
    if goal_name == "win":
        return "Your team still has a peg outside home, so the game goes on."
    if goal_name == "both-home":
        got = "no peg" if homed == 0 else "only one peg"
        return f"It takes {got} into home; the goal is two with this one card."
    if goal_name == "bump-two":
        got = "no peg" if bumped == 0 else "only one peg"
        return f"It sends {got} of the other team back to start; the goal is two."
    if goal_name == "bump-and-home":
        if not bumped:
            return "No peg of the other team goes back to its start."
        return "No peg of your team goes into home."
    nxt = (before.turn + 1) % before.players
    return f"After it, {seat_name(nxt)}'s card can still send a peg of your team back to its start."


@dataclass(frozen=True)
class PuzzleExercise(Exercise):
    """A puzzle as a MOVE exercise: a legal wrong move is told what the puzzle goal still needs."""

    puzzle_goal: str = ""

    def _judge_move(self, text: str) -> Feedback:
        feedback = super()._judge_move(text)
        if feedback.correct or not self.puzzle_goal:
            return feedback
        move = Move.parse(text, self.position.players)
        if self.position.why_not(move) is not None:
            return feedback  # refused: the course's words on the rule broken stand
        did = move_words(self.position, move)
        why = miss_words(self.puzzle_goal, self.position, move)
        but = f"But {why[:1].lower()}{why[1:]}"
        return Feedback(False, f"That move is allowed: {did} {but}", feedback.rule)


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
    "search",
]
