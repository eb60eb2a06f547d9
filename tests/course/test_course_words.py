"""The words a learner reads when an answer is wrong: plain, with colours, naming the rule."""

from __future__ import annotations

from pegs.course import load_course
from pegs.course.words import refusal_clause, refusal_words
from pegs.position import Position
from pegs.scenarios import load

COURSE = load_course()


def test_rule_4_an_8_from_start_says_the_joker_brings_pegs_out_too():
    p = Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": 0,
            "pegs": {str(s): ["S"] * 5 for s in range(4)},
        }
    )
    why = p.why_not("8C 0:S-T0")
    assert why is not None and why.clause == "4"
    assert "joker" in why.message and "ace" in why.message


def test_rule_5_an_illegal_move_is_explained_with_colours_and_the_rule():
    ex = COURSE.exercise("03-own-why")  # Blue's back peg would pass its own front peg
    feedback = COURSE.exercise("03-own-card").judge("5H")
    assert not feedback.correct and "5 of hearts" in feedback.message
    move_ex = COURSE.exercise("03-ace-out")
    feedback = move_ex.judge("3C 0:T20-T22")
    assert not feedback.correct
    assert feedback.message.startswith("That move is not allowed.")
    assert "Blue" in feedback.message and "(RULES 4)" in feedback.rule
    assert ex.clauses[0] == "5.own-colour"


def test_rule_5_a_legal_wrong_move_says_what_it_did_and_what_it_missed():
    ex = COURSE.exercise("04-bump-1")
    feedback = ex.judge("3C 0:T10-T13")
    assert not feedback.correct
    assert "Blue's peg moves 3 holes forward" in feedback.message
    assert feedback.message.startswith("That move is allowed: ")
    assert "But no peg of Orange's was bumped" in feedback.message
    assert feedback.rule == "Landing on an opponent's peg sends it back to its start (RULES 5)."


def test_rule_5_a_blocked_in_spot_names_the_in_spot_rule():
    ex = COURSE.exercise("05-own-in-spot-why")
    why = ex.position.why_not("4D 0:T1-H2")
    assert refusal_clause(why, ex.clauses) == "5.own-on-in-spot"
    assert refusal_clause(why) == "5.own-colour"


def test_engine_sentences_are_put_into_colour_words():
    """Issue 25: a refusal reaches the learner in colour words made from its data, not by
    rewriting the engine's sentence (RULES 5, a teammate on its own in-spot)."""
    pegs = {"0": ["S"] * 4 + ["T34"], "1": ["S"] * 5, "2": ["S"] * 4 + ["T39"], "3": ["S"] * 5}
    data = {"format": "pegs-position/1", "players": 4, "turn": 0, "pegs": pegs}
    position = Position.from_dict({**data, "hands": {"0": ["5H", "2C"]}})
    move = position.parse_move("5H 0:T34-T39")
    refusal = position.why_not(move)
    assert refusal is not None and refusal.rule == "5.teammate-on-in-spot"
    text = refusal_words(position, move, refusal)
    assert "Green's peg" in text and "own in-spot" in text
    assert "T39" not in text and "seat" not in text.lower()


def test_rule_4_the_other_order_of_a_split_into_home_is_legal_and_carries_on():
    scenario = load("split-home")
    assert scenario.position.is_legal("7S 0:T1-T5 0:H2-H5")
    assert "fails" not in scenario.lesson and "carries on" in scenario.lesson


def test_rule_6_the_scenarios_say_the_joker_brings_pegs_out_too():
    assert "joker" in load("split-no-bring-out").lesson


def test_rule_7_the_must_play_lesson_does_not_call_every_move_bad():
    lesson = load("must-play").lesson
    assert "bring it nearer" in lesson


def test_show_me_and_judge_for_a_move_exercise_use_words_not_notation():
    ex = COURSE.exercise("03-seven-split")
    words = ex.answer_words()
    assert words.startswith("Play the 7 of spades: ")
    assert "come-out hole" in words
