"""The hint ladder (issue 29, item 2): a nudge fitting the mistake, the rule with its pegs marked,
then "Show me"; each step asked for, opened only by an answer after the step before, and each
lowering the stars the exercise can give (3, then 2, 1, 0)."""

from __future__ import annotations

from pathlib import Path

import pytest
from course_fixtures import BUMP, CHAPTER, WHERE, _position

from pegs import START
from pegs.course.load import exercise_from_dict
from pegs.course.nudge import Mistake, mistake, nudge, rule_pegs
from pegs.words.hints import NUDGES
from widgets.course.ladder import Ladder
from widgets.course.model import CourseModel
from widgets.course.progress import FILE_NAME, Progress

#: A PREDICT whose answer is a track hole (RULES 4.number: a 5 moves five holes forward).
ALONG = exercise_from_dict(
    {
        "id": "t-along",
        "kind": "predict",
        "clauses": ["4.number"],
        "position": _position({"0": ["T30"]}, ["5S"]),
        "prompt": "Blue plays the 5 of spades. Click where the peg ends up.",
        "answers": ["T35"],
        "given": "5S 0:T30-T35",
        "track": "0:T30",
    }
)

#: A hand with a card that moves nothing (RULES 4.ace, 4.number: with every peg at start only the
#: ace brings one out; the 5 moves none).
STUCK = exercise_from_dict(
    {
        "id": "t-stuck",
        "kind": "choose-card",
        "clauses": ["4.ace"],
        "position": _position({}, ["5S", "AS"]),
        "prompt": "Which card brings a Blue peg out?",
        "answers": ["AS"],
    }
)


@pytest.fixture
def progress(tmp_path: Path) -> Progress:
    return Progress(tmp_path / FILE_NAME, clock=lambda: 1_000_000.0)


def at(model: CourseModel, exercise_id: str) -> CourseModel:
    model.go(
        next(i for i, s in enumerate(model.steps) if s.exercise and s.exercise.id == exercise_id)
    )
    return model


def wrong(model: CourseModel) -> None:
    """A wrong move at the bump exercise (the 3 of clubs on the peg at the top), then Try again."""
    model.choose_card(1)
    model.click((None, 40))
    model.click((None, 43))
    assert model.feedback is not None and not model.feedback.correct
    model.try_again()


def right(model: CourseModel) -> None:
    model.choose_card(0)
    model.click((None, 10))
    model.click((None, 15))
    assert model.feedback is not None and model.feedback.correct


# ----- the nudge fits the mistake (RULES 5.bump-opponent: the 5 of hearts from T10 lands on T15)
@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        ("5H 0:T10-T17", Mistake.HOLE),  # right card, right peg, wrong hole (refused, too)
        ("5H 0:T40-T45", Mistake.PEG),  # right card, the other peg
        ("3C 0:T10-T13", Mistake.CARD),  # right peg, another card
        ("3C 0:T40-T43", Mistake.OTHER),  # nothing right: the exercise's own hint
        ("discard 5H", Mistake.DISCARD),  # a move was asked
        ("not a move", Mistake.OTHER),
    ],
)
def test_the_nudge_names_the_part_of_a_move_that_was_wrong(answer: str, kind: Mistake) -> None:
    assert mistake(BUMP, answer) is kind
    expected = BUMP.hint if kind is Mistake.OTHER else NUDGES[kind.value]
    assert nudge(BUMP, answer) == expected


def test_the_nudge_for_places_and_cards() -> None:
    # RULES 4.number: a track hole for a track answer is a miscount.
    assert mistake(ALONG, "T36") is Mistake.COUNT
    assert nudge(ALONG, "T36") == NUDGES["count"]
    # RULES 4.ace: with every peg at start a 5 moves nothing.
    assert mistake(STUCK, "5S") is Mistake.NO_MOVE_CARD
    assert "cannot move any peg" in nudge(STUCK, "5S")


def test_the_rule_step_marks_the_pegs_the_answer_moves() -> None:
    assert rule_pegs(BUMP) == ((0, 10),)
    assert rule_pegs(ALONG) == ((0, 30),)
    # RULES 1.arizona: the ace may bring out Blue's peg or its teammate Green's.
    assert rule_pegs(STUCK) == ((0, START), (2, START))


# ----- the ladder in the lesson
def test_each_step_is_asked_for_and_opened_only_by_an_answer(progress: Progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    assert model.hint_step is None  # nothing before a first answer
    model.hint_next()
    assert model.ladder.taken == 0 and model.hint == ""
    wrong(model)
    assert model.hint_step == 1
    model.hint_next()
    model.hint_next()  # a second click at once: no step without an answer between
    assert model.ladder.taken == 1 and model.hint_step is None and not model.can_show_me
    assert model.hint == BUMP.hint  # the other peg with the other card: the exercise's own hint
    assert model.highlights().movable == ()  # the nudge marks nothing
    wrong(model)
    model.hint_next()
    assert model.ladder.taken == 2 and "The rule: Landing on an opponent's peg" in model.hint
    assert model.highlights().movable == ((0, 10),)  # the peg the rule is about
    assert not model.can_show_me
    wrong(model)
    assert model.can_show_me and model.hint_step is None


@pytest.mark.parametrize(("steps", "stars"), [(0, 3), (1, 2), (2, 1)])
def test_the_stars_fall_with_each_step_and_are_kept(
    progress: Progress, steps: int, stars: int
) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    for _ in range(steps):
        wrong(model)
        model.hint_next()
    right(model)
    assert model.stars_line() == "Stars for this exercise: " + "★" * stars + "☆" * (3 - stars)
    assert Progress(progress.path).exercise_stars("t1", "t-bump") == stars


def test_a_solved_exercise_keeps_its_best_stars(progress: Progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    wrong(model)
    model.hint_next()
    right(model)
    assert Progress(progress.path).exercise_stars("t1", "t-bump") == 2
    fresh = at(CourseModel(CHAPTER, progress=Progress(progress.path)), "t-bump")
    right(fresh)  # a later session does it with no hint
    assert Progress(progress.path).exercise_stars("t1", "t-bump") == 3
    fresh = at(CourseModel(CHAPTER, progress=Progress(progress.path)), "t-bump")
    wrong(fresh)
    fresh.hint_next()
    wrong(fresh)
    fresh.hint_next()
    right(fresh)  # and a worse one later never lowers them
    assert Progress(progress.path).exercise_stars("t1", "t-bump") == 3


def test_show_me_gives_no_star_is_not_solved_and_goes_to_review(progress: Progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    for _ in range(3):
        wrong(model)
        model.hint_next()
    model.show_me()
    assert model.tries.shown and model.ladder.max_stars == 0
    assert "no star" in model.stars_line()
    saved = Progress(progress.path, clock=progress.clock)
    assert "t-bump" not in saved.chapter("t1").solved
    assert saved.exercise_stars("t1", "t-bump") is None
    assert "t-bump" in saved.chapter("t1").review


def test_a_right_answer_after_show_me_is_not_counted_solved(progress: Progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    for _ in range(3):
        wrong(model)
        model.hint_next()
    model.show_me()
    model.try_again()
    right(model)  # the learner copies what was shown: no star, and review brings it back
    saved = Progress(progress.path, clock=progress.clock)
    assert "t-bump" not in saved.chapter("t1").solved and "t-bump" in saved.chapter("t1").review


def test_the_nudge_never_repeats_what_the_feedback_said(progress: Progress) -> None:
    # RULES 5.bump-opponent: the predict exercise's feedback already ends with its hint.
    model = at(CourseModel(CHAPTER, progress=progress), "t-where")
    model.click((None, 37))
    assert WHERE.hint in model.feedback.message
    model.hint_next()
    assert model.hint == NUDGES["landing"] and model.hint not in model.feedback.message


def test_the_ladder_is_kept_through_try_again_and_going_away(progress: Progress) -> None:
    model = at(CourseModel(CHAPTER, progress=progress), "t-bump")
    wrong(model)
    model.hint_next()
    model.next()
    model.back()
    assert model.ladder.taken == 1 and model.hint == BUMP.hint  # no free stars by leaving


def test_a_step_out_of_turn_is_refused_in_words() -> None:
    ladder = Ladder()
    with pytest.raises(ValueError, match="not open"):
        ladder.take(2, wrong=1)
    ladder.take(1, wrong=1)
    assert ladder.offered(1) is None and ladder.offered(2) == 2
