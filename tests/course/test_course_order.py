"""Each idea is taught before it is used (issue 13): no joker before chapter 06, no going home
before 05, no bumping before 04, in any move a learner can make or is shown."""

from __future__ import annotations

import pytest

from pegs.course import ExerciseKind, load_course
from pegs.course.goals import candidate_moves
from pegs.events import BumpedToStart, EnteredHome, SentToInSpot

COURSE = load_course()

#: The chapter that teaches each idea; before it, no exercise or demo may show it.
TAUGHT_IN = {"bump": "04", "send": "04", "home": "05", "joker": "06"}


def _shown(position, moves):
    ideas = set()
    for move in moves:
        if not position.is_legal(move):
            continue
        _after, events = position.play(move)
        if str(move).startswith("JK"):
            ideas.add("joker")
        for e in events:
            if isinstance(e, BumpedToStart):
                ideas.add("bump")
            elif isinstance(e, SentToInSpot):
                ideas.add("send")
            elif isinstance(e, EnteredHome):
                ideas.add("home")
    return ideas


@pytest.mark.parametrize("chapter", COURSE.chapters, ids=[c.id for c in COURSE.chapters])
def test_no_idea_is_used_before_its_chapter(chapter):
    early = {idea for idea, where in TAUGHT_IN.items() if chapter.id < where}
    for screen in chapter.screens:
        if screen.demo:
            assert not _shown(screen.position, [screen.demo]) & early, screen.title
    for ex in chapter.exercises:
        p = ex.position
        moves = [ex.given] if ex.given else []
        if ex.kind in (ExerciseKind.MOVE, ExerciseKind.ONLY_MOVE, ExerciseKind.CHOOSE_CARD):
            moves += candidate_moves(p)
        assert not _shown(p, moves) & early, ex.id
        if chapter.id < "06":
            assert "JK" not in (p.hand() or ()), ex.id


def test_rule_6_the_joker_is_taught_in_chapter_06_only():
    with_joker = {
        c.id
        for c in COURSE.chapters
        for e in c.exercises
        if e.clauses and any(k.startswith("6.") or k == "4.joker" for k in e.clauses)
    }
    assert min(with_joker) == "06"


def _key(position) -> str:
    import json

    return json.dumps(position.to_dict(), sort_keys=True)


@pytest.mark.parametrize("chapter", COURSE.chapters, ids=[c.id for c in COURSE.chapters])
def test_every_exercise_is_on_a_position_not_seen_solved(chapter):
    """The goal comes first on a fresh position: no demo and no earlier exercise of the chapter
    was played on it (issue 13)."""
    solved: dict[str, str] = {}
    steps = [(s.title, s.position if s.demo else None, s.exercise) for s in chapter.screens]
    steps += [(e.id, None, e) for e in chapter.checkpoint]
    for title, shown, ex in steps:
        if shown is not None:
            solved.setdefault(_key(shown), f"the demo of {title!r}")
        if ex is not None:
            key = _key(ex.position)
            assert key not in solved, f"{ex.id} is on the position of {solved[key]}"
            solved[key] = ex.id
