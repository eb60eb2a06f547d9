"""Mastery checkpoints (issue 29, item 4): fresh positions closing each chapter's checkpoint,
made from a seed and checked by the engine, and a chapter done at 80% right at the first try."""

from __future__ import annotations

import re

import pytest

from pegs.course import load_course
from pegs.course.goals import candidate_moves, reaches
from pegs.course.mastery import (
    COUNT,
    FAMILIES,
    FORBID,
    ideas_shown,
    mastered,
    mastery_exercises,
    needed,
)
from pegs.moves import Move

CHAPTERS = [c.id for c in load_course().chapters]


def test_chapters_that_teach_moves_get_fresh_exercises_and_the_others_none() -> None:
    for chapter_id in CHAPTERS:
        expected = COUNT if chapter_id in FAMILIES else 0
        assert len(mastery_exercises(chapter_id)) == expected, chapter_id
    assert mastery_exercises("01") == () and mastery_exercises("02") == ()


def test_the_same_seed_makes_the_same_exercises_and_another_seed_others() -> None:
    first = mastery_exercises("04", seed=7)
    assert first == mastery_exercises.__wrapped__("04", seed=7)  # not only the cache
    assert [e.position for e in first] != [e.position for e in mastery_exercises("04", seed=8)]


@pytest.mark.parametrize("chapter_id", sorted(FAMILIES))
def test_every_fresh_exercise_is_engine_checked(chapter_id: str) -> None:
    course = load_course()
    seen = {e.position for c in course.chapters for e in c.exercises}
    ids = {e.id for e in course.exercises}
    for exercise in mastery_exercises(chapter_id):
        position = exercise.position
        assert position not in seen, exercise.id  # fresh: no lesson shows this board
        assert exercise.id not in ids and exercise.id.startswith(f"{chapter_id}-mastery-")
        moves = candidate_moves(position)
        right = [m for m in moves if reaches(exercise.goal, position, m)]
        assert {m.notation() for m in right} == set(exercise.answers)
        assert len(moves) - len(right) >= 2  # at least two tempting wrong moves
        for answer in exercise.answers:
            assert exercise.judge(answer).correct
        wrong = next(m for m in moves if m not in right)
        assert not exercise.judge(wrong.notation()).correct
        # RULES order: nothing the chapter has not taught yet shows in any legal move.
        forbid = FORBID.get(chapter_id, frozenset())
        assert not any(ideas_shown(position, Move.parse(m.notation(), 4)) & forbid for m in moves)
        # Learner's words: colours and landmarks, never hole numbers or seats.
        assert not re.search(r"\bT\d|seat|\d:", exercise.prompt), exercise.prompt


def test_a_chapter_is_done_at_eighty_percent() -> None:
    assert [needed(t) for t in (1, 4, 5, 10, 12)] == [1, 4, 4, 8, 10]
    assert mastered(4, 5) and mastered(8, 10) and not mastered(3, 5) and not mastered(7, 10)
    assert not mastered(0, 0)
