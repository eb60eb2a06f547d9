"""Every exercise of the course: its answers are right, engine-checked, and explained in words.

The rules an exercise shows are named in its clauses; the tests below check each exercise the
same way, whatever rule it shows, and name the rule where the test is about one.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from course_helpers import NOTATION, wrong_answers

from pegs.board import HOME, START, parse_place
from pegs.course import ExerciseKind, load_course
from pegs.course.goals import candidate_moves, moves_reaching, reaches
from pegs.course.rules_words import RULE_WORDS
from pegs.moves import Move
from pegs.scenarios import CLAUSES

COURSE = load_course()
EXERCISES = COURSE.exercises
IDS = [e.id for e in EXERCISES]
RULE_NAMED = re.compile(r"\(RULES [1-9]\)\.$")


@pytest.fixture(params=EXERCISES, ids=IDS)
def ex(request):
    return request.param


def of_kind(*kinds: ExerciseKind):
    """Parametrize a test over the exercises of these kinds."""
    chosen = [e for e in EXERCISES if e.kind in kinds]
    return pytest.mark.parametrize("ex", chosen, ids=[e.id for e in chosen])


def test_every_exercise_accepts_each_of_its_answers(ex):
    for answer in ex.answers:
        feedback = ex.judge(answer)
        assert feedback.correct, (answer, feedback.message)
        assert RULE_NAMED.search(feedback.rule), feedback.rule


def test_every_exercise_explains_a_wrong_answer_and_names_the_rule(ex):
    wrong = wrong_answers(ex)
    assert wrong, "no wrong answer to try: the exercise has a single plausible answer"
    for answer in wrong:
        feedback = ex.judge(answer)
        assert not feedback.correct, answer
        assert RULE_NAMED.search(feedback.rule), (answer, feedback.rule)
        assert len(feedback.message) > len("Not quite."), (answer, feedback.message)


def test_judge_never_raises_on_any_string(ex):
    for junk in [
        "",
        " ",
        "xyz",
        "5H",
        "T999",
        "9:S",
        "JK 9:S-T1",
        "discard",
        "H9",
        "0:H7",
        "7S 0:T1-T2 0:T1-T2",
        "🂡",
        "1" * 500,
        "None",
    ]:
        feedback = ex.judge(junk)
        assert feedback.correct in (True, False)
        assert feedback.message


def test_words_for_learners_hold_no_notation(ex):
    texts = [ex.prompt, ex.hint, ex.explanation, ex.answer_words(), *ex.choices]
    texts += [w for _, w in ex.wrong]
    texts += [ex.judge(a).message for a in ex.answers]
    texts += [ex.judge(a).message for a in wrong_answers(ex)]
    for text in texts:
        assert not NOTATION.search(text), text


def test_clauses_are_named_rules(ex):
    assert ex.clauses
    for clause in ex.clauses:
        assert clause in CLAUSES, clause


def _plausible(ex) -> int:
    p = ex.position
    if ex.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        return len(ex.choices)
    if ex.kind in (ExerciseKind.CHOOSE_CARD, ExerciseKind.ONLY_MOVE):
        return len(set(p.hand() or ()))
    if ex.kind is ExerciseKind.MOVE:
        return len(candidate_moves(p))
    return p.rules.track_length  # PREDICT: any hole or place may be clicked


def test_every_exercise_has_more_than_one_plausible_answer(ex):
    assert _plausible(ex) >= 2


@of_kind(ExerciseKind.MOVE)
def test_move_answers_are_exactly_the_legal_moves_reaching_the_goal(ex):
    p = ex.position
    for answer in ex.answers:
        assert p.is_legal(answer), (answer, p.why_not(answer))
    assert ex.goal, "a move exercise needs a goal the engine can check"
    assert sorted(ex.answers) == sorted(m.notation() for m in moves_reaching(ex.goal, p))
    assert len(ex.answers) < len(candidate_moves(p)), "every move is right"


@of_kind(ExerciseKind.ONLY_MOVE)
def test_rule_7_must_play_only_move_is_the_one_legal_move(ex):
    legal = [m.notation() for m in ex.position.legal_moves()]
    assert legal == list(ex.answers)


@of_kind(ExerciseKind.CHOOSE_CARD)
def test_choose_card_answers_are_the_cards_that_reach_the_goal(ex):
    p = ex.position
    hand = p.hand()
    assert hand and set(ex.answers) < set(hand)
    for c in set(hand):
        can = any(reaches(ex.goal, p, m) for m in p.legal_moves() if m.card == c)
        assert can == (c in ex.answers), c


@of_kind(ExerciseKind.PREDICT)
def test_predict_answer_is_where_the_peg_ends_up(ex):
    p = ex.position
    assert ex.given and p.is_legal(ex.given)
    after = p.after(ex.given)
    seat = int(ex.track.split(":")[0])
    (answer,) = ex.answers
    place = parse_place(answer.rpartition(":")[2], p.players)
    if place == START:
        assert after.pegs[seat].count(START) == p.pegs[seat].count(START) + 1
    elif place > HOME:
        assert place in after.pegs[seat] and after.pegs[seat] != p.pegs[seat]
    else:
        assert after.holder(place) == seat and p.holder(place) != seat


@of_kind(ExerciseKind.WHY, ExerciseKind.COUNT)
def test_why_and_count_answer_is_one_of_the_choices(ex):
    assert len(ex.answers) == 1 and ex.answers[0] in ex.choices
    if ex.given:
        Move.parse(ex.given, ex.position.players)  # readable by the UIs


def test_show_me_gives_the_answer_in_words(ex):
    words = ex.answer_words()
    assert words
    if ex.kind in (ExerciseKind.WHY, ExerciseKind.COUNT):
        assert ex.answers[0] in words


# ----- the course as a whole
def test_at_least_120_exercises_with_unique_ids():
    assert len(EXERCISES) >= 120
    assert len(set(IDS)) == len(IDS)


def test_all_six_kinds_are_used():
    assert {e.kind for e in EXERCISES} == set(ExerciseKind)


def test_clause_counts_sections_4_to_8_three_each_others_one():
    counts = Counter(c for e in EXERCISES for c in e.clauses)
    for clause in CLAUSES:
        need = 3 if clause.split(".")[0] in "45678" else 1
        assert counts[clause] >= need, f"{clause}: {counts[clause]} exercise(s), need {need}"


def test_every_clause_has_words_for_learners():
    assert set(RULE_WORDS) == set(CLAUSES)
    for words in RULE_WORDS.values():
        assert not NOTATION.search(words), words


def test_chapters_01_to_08_each_close_with_a_checkpoint_of_four_or_more():
    assert [c.id for c in COURSE.chapters] == [f"0{i}" for i in range(1, 9)]
    for chapter in COURSE.chapters:
        assert len(chapter.checkpoint) >= 4, chapter.id
        ids = {e.id for e in chapter.checkpoint}
        assert not ids & {s.exercise.id for s in chapter.screens if s.exercise}


def test_teaching_screens_are_plain_words_and_their_demos_legal():
    for chapter in COURSE.chapters:
        for screen in chapter.screens:
            assert screen.title
            assert not NOTATION.search(screen.text + screen.title), screen.title
            if screen.demo:
                assert screen.position is not None and screen.position.is_legal(screen.demo)
            if screen.exercise is None:
                assert screen.text, screen.title


def test_exercise_id_lookup():
    first = EXERCISES[0]
    assert COURSE.exercise(first.id) is first
    with pytest.raises(KeyError):
        COURSE.exercise("no-such-exercise")
