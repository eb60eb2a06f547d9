"""Notebooks 09 (puzzles) and 90 (Back Alley): hidden code cells, stored outputs that give no
answer away, and the puzzle chapter played through the course's lesson flow."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backalley.lessons import load_lesson
from pegs.course.puzzles import load_puzzles, puzzle_chapter
from widgets.course.model import CourseModel

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ("09_puzzles.ipynb", "90_back_alley.ipynb")


def cells(name: str) -> list[dict]:
    return json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_code_cell_is_hidden_and_tagged(name: str):
    code = [c for c in cells(name) if c["cell_type"] == "code"]
    assert code
    for cell in code:
        assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True
        assert "hide-input" in cell["metadata"].get("tags", [])
        source = "".join(cell["source"])
        assert "sys.path" not in source and "NBVAL" not in source


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_no_stored_output_shows_an_answer(name: str):
    outputs = " ".join(json.dumps(o) for c in cells(name) for o in c.get("outputs", []))
    assert "live widget" in outputs  # the widget's note, nothing drawn in advance
    for puzzle in load_puzzles():
        for move in puzzle.solution:
            assert move not in outputs
    for exercise in load_lesson().exercises:
        for answer in exercise.answers():
            assert f'"{answer}"' not in outputs


def test_puzzle_chapter_serves_every_puzzle_easiest_first():
    chapter = puzzle_chapter()
    exercises = chapter.exercises
    assert len(exercises) == len(load_puzzles()) >= 50
    levels = [p.difficulty for p in load_puzzles()]
    assert levels == sorted(levels)
    assert all(e.kind.value == "move" for e in exercises)


def test_a_puzzle_answered_wrongly_then_rightly_in_the_course_flow():
    model = CourseModel(puzzle_chapter())
    model.next()  # past the introduction
    exercise = model.exercise
    puzzle = load_puzzles()[0]
    assert exercise.id == puzzle.id
    wrong = next(m for m in puzzle.position.legal_moves() if m.notation() not in puzzle.solution)
    feedback = model.answer(wrong.notation())
    assert not feedback.correct
    assert "That move is allowed" in feedback.message and " But " in feedback.message
    model.try_again()
    assert model.answer(puzzle.solution[0]).correct
