"""Puzzles: every shipped puzzle is checked by the engine over every legal move, and the goal
checkers themselves are tested on small positions, one rule each."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from pegs import Move, Position
from pegs.course import load_course
from pegs.course.puzzle_goals import endangered, goal, looks_plausible, reaches
from pegs.course.puzzles import (
    GRADE_BOUNDS,
    Puzzle,
    PuzzleExercise,
    check,
    grade,
    load_puzzles,
    search,
)
from pegs.scenarios import CLAUSES
from tests.builders import make

PUZZLES = load_puzzles()
ROOT = Path(__file__).resolve().parents[2]
NOTATION = re.compile(r"\b(T\d+|H[1-5]|[0-7]:[STH]|seat \d)\b")


# ----- the shipped puzzles
def test_at_least_fifty_puzzles_spread_over_every_difficulty():
    assert len(PUZZLES) >= 50
    levels = Counter(p.difficulty for p in PUZZLES)
    assert set(levels) == {1, 2, 3, 4, 5}, levels
    assert max(levels.values()) <= len(PUZZLES) // 2, levels


def test_every_goal_is_used_and_mostly_four_players():
    assert {p.goal for p in PUZZLES} >= {"win", "bump-two", "both-home", "save-peg"}
    four = sum(1 for p in PUZZLES if p.position.players == 4)
    assert four >= 0.7 * len(PUZZLES)


def test_ids_are_unique_and_served_easiest_first():
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert [p.difficulty for p in PUZZLES] == sorted(p.difficulty for p in PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_solution_reaches_the_goal_and_no_other_legal_move_does(puzzle: Puzzle):
    legal = puzzle.position.legal_moves()
    assert len(legal) >= 2, "a puzzle needs a choice"
    reaching = sorted(m.notation() for m in legal if puzzle.reached(m))
    assert reaching == sorted(puzzle.solution)
    # Two listed moves are only ever the two orders of one split, leaving the same board.
    boards = {puzzle.position.play(m)[0].pegs for m in puzzle.solution}
    assert len(boards) == 1
    assert len({Move.parse(m).card for m in puzzle.solution}) == 1
    assert check(puzzle) == []


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.goal == "win"], ids=lambda p: p.id)
def test_8_win_puzzle_exactly_the_solution_moves_win_at_once(puzzle: Puzzle):
    team = puzzle.position.turn & 1
    for move in puzzle.position.legal_moves():
        after, _ = puzzle.position.play(move)
        assert (after.winner == team) == (move.notation() in puzzle.solution), move.notation()


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_prompts_and_hints_use_colour_names_never_notation(puzzle: Puzzle):
    for text in (puzzle.prompt, puzzle.hint, puzzle.explanation()):
        assert text and not NOTATION.search(text), text
    assert any(
        name in puzzle.prompt for name in ("Blue", "Orange", "Green", "Purple", "Red", "Sky")
    )


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_puzzle_as_exercise_accepts_the_solution_and_explains_a_wrong_move(puzzle: Puzzle):
    exercise = puzzle.as_exercise()
    for move in puzzle.solution:
        assert exercise.judge(move).correct
    wrong = next(m for m in puzzle.position.legal_moves() if m.notation() not in puzzle.solution)
    feedback = exercise.judge(wrong.notation())
    assert not feedback.correct
    assert "That move is allowed" in feedback.message and " But " in feedback.message
    assert "(RULES" in feedback.rule
    assert not NOTATION.search(feedback.message), feedback.message
    assert all(c in CLAUSES for c in exercise.clauses)


def test_course_json_carries_the_puzzles_in_the_contract_form():
    data = json.loads(json.dumps(load_course().to_json()))
    puzzles = data["puzzles"]
    assert len(puzzles) == len(PUZZLES)
    for item in puzzles:
        assert {"id", "goal", "difficulty", "position", "solution"} <= set(item)
        position = Position.from_dict(item["position"])
        legal = {m.notation() for m in position.legal_moves()}
        assert set(item["solution"]) <= legal


def test_a_broken_puzzle_is_reported_by_check():
    good = PUZZLES[0]
    other = next(m for m in good.position.legal_moves() if m.notation() not in good.solution)
    bad = Puzzle(
        good.id, good.goal, good.difficulty, good.position, (other.notation(),), good.prompt
    )
    assert any("reached by" in problem for problem in check(bad))
    regraded = Puzzle(
        good.id,
        good.goal,
        6 - good.difficulty if good.difficulty != 3 else 1,
        good.position,
        good.solution,
        good.prompt,
    )
    assert any("difficulty" in problem for problem in check(regraded))


def test_unreadable_puzzle_data_gives_a_clear_error():
    with pytest.raises(ValueError, match="unknown puzzle goal 'fly'"):
        goal("fly")
    from pegs.errors import PegsError

    with pytest.raises(PegsError, match="not readable"):
        Puzzle.from_json({"id": "x", "goal": "win"})


# ----- grading
def test_grade_counts_plausible_wrong_moves():
    assert [grade(n) for n in (0, 1, 2, 3, 5, 6, 10, 11, 40)] == [1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert GRADE_BOUNDS == (0, 2, 5, 10)


# ----- the goal checkers, one rule at a time (Blue, seat 0, to move; Blue and Green a team)
def test_5_bump_opponent_split_landing_on_two_opponents_counts_two():
    pos = make({0: ["T10", "T30"], 1: ["T13", "T15"], 3: ["T34"]}, hands={0: ["7S", "2H"]})
    assert reaches("bump-two", pos, "7S 0:T10-T13 0:T30-T34")
    assert not reaches("bump-two", pos, "7S 0:T10-T15 0:T30-T32")  # one bump only
    assert looks_plausible("bump-two", pos, "7S 0:T10-T15 0:T30-T32")
    assert not looks_plausible("bump-two", pos, "2H 0:T10-T12")


def test_5_bump_teammate_sending_a_teammate_away_is_not_an_opponent_bump():
    # Blue lands on Green's peg (a teammate) and on Orange's: only Orange's counts.
    pos = make({0: ["T10", "T30"], 2: ["T13"], 1: ["T34"]}, hands={0: ["7S"]})
    assert not reaches("bump-two", pos, "7S 0:T10-T13 0:T30-T34")
    assert looks_plausible("bump-two", pos, "7S 0:T10-T13 0:T30-T34")


def test_5_chain_opponent_on_the_in_spot_bumped_by_a_chain_counts():
    # Blue lands on Green's peg, which goes to Green's in-spot (T39) held by Orange: Orange is
    # bumped by the chain; with Purple landed on too, that is two opponents.
    pos = make({0: ["T10", "T30"], 2: ["T13"], 1: ["T39"], 3: ["T34"]}, hands={0: ["7S"]})
    assert reaches("bump-two", pos, "7S 0:T10-T13 0:T30-T34")


def test_4_split_home_two_pegs_into_home_with_one_card():
    # Blue's in-spot is T3: T1 is 2 before it, T71 is 4 before it.
    pos = make({0: ["T1", "T71"]}, hands={0: ["9S", "4H"]})
    assert reaches("both-home", pos, "9S 0:T1-H2 0:T71-H1")  # 4 then 5
    assert not reaches("both-home", pos, "4H 0:T1-H2")
    assert looks_plausible("both-home", pos, "4H 0:T1-H2")


def test_8_win_the_last_peg_home_wins_a_nearer_miss_does_not():
    pos = make(
        {0: ["T1", "H2", "H3", "H4", "H5"], 2: ["H1", "H2", "H3", "H4", "H5"]},
        hands={0: ["3S", "2H"]},
    )
    assert reaches("win", pos, "3S 0:T1-H1")
    assert not reaches("win", pos, "2H 0:T1-T3")


def test_save_peg_out_of_reach_bump_the_threat_or_stay_in_danger():
    # Orange (next to play) holds a 5 and stands 5 behind Blue's peg on T20.
    pos = make({0: ["T20", "T40"], 1: ["T15"]}, hands={0: ["2S", "5H", "3C"], 1: ["5D"]})
    assert endangered(pos) == {(0, 20)}
    assert reaches("save-peg", pos, "2S 0:T20-T22")  # now 7 ahead of Orange
    assert reaches("save-peg", pos, "3C 0:T20-T23")
    assert not reaches("save-peg", pos, "2S 0:T40-T42")  # the peg in danger stays there
    assert not looks_plausible("save-peg", pos, "2S 0:T40-T42")
    # Moving to 5 holes ahead of nothing but into another 5-count: T40 is not reachable, fine.
    assert reaches("save-peg", pos, "5H 0:T20-T25")


def test_save_peg_bumping_the_threatening_peg_saves():
    pos = make({0: ["T12", "T30"], 1: ["T15"]}, hands={0: ["3S", "AH"], 1: ["5D"]})
    # Orange's 5 from T15 would land on nothing at T20; Orange threatens nothing here.
    assert endangered(pos) == set()
    pos = make({0: ["T12", "T20"], 1: ["T15"]}, hands={0: ["3S", "AH"], 1: ["5D"]})
    assert endangered(pos) == {(0, 20)}
    assert reaches("save-peg", pos, "3S 0:T12-T15")  # Orange's peg goes back to start
    assert not reaches("save-peg", pos, "AH 0:T12-T13")


def test_puzzle_exercise_is_a_course_exercise():
    exercise = PUZZLES[0].as_exercise()
    assert isinstance(exercise, PuzzleExercise)
    assert exercise.kind.value == "move"
    assert exercise.to_json()["answers"] == list(PUZZLES[0].solution)
    assert not exercise.judge("gibberish").correct


# ----- the generator
def _generator():
    spec = importlib.util.spec_from_file_location(
        "make_puzzles", ROOT / "scripts" / "make_puzzles.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generator_is_seeded_and_every_puzzle_it_makes_checks():
    gen = _generator()
    first = gen.make(5, count=6)
    again = gen.make(5, count=6)
    assert [p.to_json() for p in first] == [p.to_json() for p in again]
    assert len(first) >= 5
    for puzzle in first:
        assert check(puzzle) == [], puzzle.id
        assert search(puzzle.position, puzzle.goal).solutions
