"""Every rule before it is asked (issue 29): each exercise names the clauses and teaching points
it needs, and an earlier teaching screen, of its lesson or an earlier one, taught each of them."""

from __future__ import annotations

import dataclasses

import pytest

from pegs.clauses import CLAUSES
from pegs.course import ExerciseKind, load_course
from pegs.course.needs import POINTS, clause_of, covered, shown_needs, untaught
from pegs.moves import Move
from pegs.position import Position

COURSE = load_course()
EXERCISES = [(c.id, e) for c in COURSE.chapters for e in c.exercises]


def test_every_exercise_needs_only_what_an_earlier_screen_taught():
    """RULES 1-9: no exercise asks for a clause or point before a teaching screen taught it."""
    assert [str(u) for u in untaught(COURSE)] == []


@pytest.mark.parametrize("exercise", [e for _c, e in EXERCISES], ids=[e.id for _c, e in EXERCISES])
def test_the_data_names_what_each_exercise_needs(exercise):
    """The built needs hold the exercise's clauses and all the engine shows a learner on it."""
    assert exercise.needs, exercise.id
    assert all(n in CLAUSES or n in POINTS for n in exercise.needs)
    assert all(any(clause_of(n) == c for n in exercise.needs) for c in exercise.clauses)
    assert set(shown_needs(exercise)) <= set(exercise.needs)


def test_teaching_screens_name_known_clauses_and_exercise_screens_teach_nothing():
    for chapter in COURSE.chapters:
        for screen in chapter.screens:
            assert all(n in CLAUSES or n in POINTS for n in screen.teaches), screen.title
            if screen.exercise is not None:
                assert screen.teaches == (), screen.title


def test_a_point_is_taught_only_by_itself_a_clause_by_itself_or_all_its_points():
    assert covered("3.turn:first", {"3.turn:first"})
    assert not covered("3.turn:first", {"3.turn"})
    assert covered("3.turn", {"3.turn"})
    assert covered("3.turn", {"3.turn:first", "3.turn:clockwise", "3.turn:draw"})
    assert not covered("3.turn", {"3.turn:clockwise", "3.turn:draw"})
    assert not covered("6.joker-source", {"6.joker-target", "4.joker"})


# ----- the check catches what the first edition did (issue 29), on those very exercises
def _first_edition_joker_move():
    """06 screen 2 as it was: a Blue track peg and a joker, before the source rule is taught."""
    position = Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": 0,
            "pegs": {
                "0": ["S", "S", "S", "S", "T10"],
                "1": ["S", "S", "S", "S", "T30"],
                "2": ["S"] * 5,
                "3": ["S"] * 5,
            },
            "hands": {"0": ["JK", "3C"]},
        }
    )
    return dataclasses.replace(
        COURSE.exercise("06-joker-move"),
        position=position,
        answers=("JK 0:S-T30", "JK 2:S-T30"),
        needs=(),
    )


def test_rule_6_joker_source_a_joker_from_the_track_is_a_tempting_move_the_check_needs():
    """06 screen 2 (first edition): a learner jokering the track peg is refused by RULES 6's
    source rule, so the exercise needs it; the order check finds it untaught there."""
    exercise = _first_edition_joker_move()
    refusal = exercise.position.why_not(Move.parse("JK 0:T10-T30", 4))
    assert refusal is not None and refusal.rule == "6.joker-source"
    assert "6.joker-source" in shown_needs(exercise)
    chapter = COURSE.chapter("06")
    first = dataclasses.replace(
        chapter,
        screens=(
            dataclasses.replace(chapter.screens[0], teaches=("4.joker", "6.joker-target")),
            dataclasses.replace(
                chapter.screens[0],
                teaches=(),
                text="",
                exercise=dataclasses.replace(
                    exercise, needs=("4.joker", "6.joker-target", *shown_needs(exercise))
                ),
            ),
        ),
        checkpoint=(),
    )
    course = dataclasses.replace(COURSE, chapters=(*COURSE.chapters[:5], first))
    found = [u for u in untaught(course) if u.chapter == "06"]
    assert [(u.screen, u.exercise, u.missing) for u in found] == [
        (2, "06-joker-move", ("6.joker-source",))
    ]


def test_rule_3_who_plays_first_is_needed_in_full_where_only_part_of_the_turn_was_taught():
    """07 screen 3 (first edition): "Purple dealt the cards. Who plays first?" needs RULES 3's
    deal and turn whole; 07 screen 1 taught only playing clockwise and drawing back to five."""
    exercise = COURSE.exercise("07-first-player")
    first = dataclasses.replace(exercise, needs=exercise.clauses)
    taught = {"3.shoe", "3.deal:five", "3.turn:clockwise", "3.turn:draw"}
    assert [n for n in first.needs if not covered(n, taught)] == ["3.deal", "3.turn"]
    assert first.kind is ExerciseKind.WHY
