"""The Back Alley lesson: every exercise's answer is worked out by the engine and accepted, every
wrong answer is explained with a rule of RULES Part B, and the words a learner reads hold no seat
numbers or notation."""

from __future__ import annotations

import re

import pytest

from backalley.actions import PlayAction
from backalley.cards import Card
from backalley.errors import BackAlleyError
from backalley.lesson_words import RULES, card_face, card_words, event_words
from backalley.lessons import (
    CHOICE,
    PLAY,
    QUESTIONS,
    BAExercise,
    exercise_from_dict,
    illegal_words,
    load_lesson,
    state_from_spec,
)
from backalley.play import legal_cards, why_illegal

LESSON = load_lesson()
EXERCISES = LESSON.exercises
NOTATION = re.compile(r"\b(seat \d|[AKQJ2-9][SHDC]|10[SHDC]|BB|LB|team [01])\b")


def wrong_answers(ex: BAExercise) -> list[str]:
    """Every answer a learner could click that the engine does not accept."""
    right = set(ex.answers())
    options = ex.choices if ex.kind == CHOICE else [c.notation() for c in ex.state.hands[0]]
    return [o for o in options if o not in right]


def test_at_least_fifteen_exercises_of_several_questions():
    assert len(EXERCISES) >= 15
    assert len({e.question for e in EXERCISES}) >= 8
    assert len({e.id for e in EXERCISES}) == len(EXERCISES)
    asked = {e.question for e in EXERCISES}
    assert {"legal", "trick-winner", "score"} <= asked  # the issue's three examples


def test_the_lesson_covers_each_topic_of_the_issue():
    titles = " ".join(s.title.lower() for s in LESSON.screens)
    for topic in (
        "worked trick",
        "blooper duties",
        "turned joker",
        "all four pass",
        "double boards",
        "draw",
    ):
        assert topic in titles, topic
    rules = {e.rule for e in EXERCISES}
    assert {"only-trumps", "blooper-duty", "turned-joker", "all-pass", "board", "end"} <= rules


@pytest.mark.parametrize("ex", EXERCISES, ids=lambda e: e.id)
def test_every_answer_is_accepted_and_every_wrong_one_explained(ex: BAExercise):
    answers = ex.answers()
    assert answers
    for answer in answers:
        feedback = ex.judge(answer)
        assert feedback.correct, (answer, feedback.message)
        assert feedback.message.startswith("Right!")
    wrong = wrong_answers(ex)
    assert wrong, "an exercise needs a wrong answer to choose"
    for answer in wrong:
        feedback = ex.judge(answer)
        assert not feedback.correct
        assert len(feedback.message) > len("Not quite. ")
        assert "(RULES Part B," in feedback.rule
    if ex.kind == CHOICE:
        assert len([c for c in ex.choices if c in answers]) == 1, "exactly one right choice"


@pytest.mark.parametrize("ex", EXERCISES, ids=lambda e: e.id)
def test_learner_words_have_no_seat_numbers_or_notation(ex: BAExercise):
    texts = [ex.prompt, ex.hint, ex.answer_words(), ex.rule_text]
    texts += [ex.judge(a).message for a in (*ex.answers(), *wrong_answers(ex))]
    for text in texts:
        assert not NOTATION.search(text), text


@pytest.mark.parametrize("ex", [e for e in EXERCISES if e.kind == PLAY], ids=lambda e: e.id)
def test_card_answers_are_exactly_the_engine_legal_cards_that_do_the_task(ex: BAExercise):
    legal = {c.notation() for c in legal_cards(ex.state)}
    assert set(ex.answers()) <= legal
    assert ex.state.turn == 0, "the learner plays from seat 0"
    for card in ex.state.hands[0]:
        refused = why_illegal(ex.state, PlayAction(card)) is not None
        assert refused == (illegal_words(ex.state, card) is not None)


def test_judging_never_raises_on_odd_input():
    for ex in EXERCISES[:6]:
        for junk in ("", "   ", "XX", "play", "1:T3", None, "bid board", "QZ"):
            feedback = ex.judge(junk)  # type: ignore[arg-type]
            assert not feedback.correct and feedback.message


# ----- rules shown, one by one (RULES Part B, play and scoring)
def _ex(question: str, state: dict, **kw) -> BAExercise:
    return exercise_from_dict(
        {
            "id": "t",
            "question": question,
            "prompt": "?",
            "state": state,
            "rule": kw.pop("rule", "trick"),
            **kw,
        }
    )


def test_b_play_leader_with_only_trumps_may_lead_one_at_the_first_lead():
    ex = _ex(
        "may-lead",
        {
            "deal": 10,
            "turned": "7H",
            "bids": ["2", "pass", "1", "pass"],
            "hands": [["AH", "QH", "5H", "2H"], None, None, None],
        },
        card="QH",
        choices=["Yes", "No"],
        rule="only-trumps",
    )
    assert ex.answers() == ("Yes",)
    assert "nothing but trumps" in ex.judge("No").message


def test_b_play_first_lead_may_not_be_a_trump_while_holding_another_suit():
    state = state_from_spec(
        {
            "deal": 10,
            "turned": "7H",
            "bids": ["2", "pass", "1", "pass"],
            "hands": [["KH", "AS", "9D", "3C"], None, None, None],
        }
    )
    reason = illegal_words(state, Card.parse("KH"))
    assert reason is not None and reason[1] == "first-lead"
    assert illegal_words(state, Card.parse("AS")) is None


def test_b_play_little_blooper_led_by_partner_binds_you_to_your_lowest_trump():
    ex = _ex(
        "legal",
        {
            "deal": 10,
            "turned": "7H",
            "bids": ["pass", "1", "2", "pass"],
            "taken": [0, 0, 1, 0],
            "trump_last": True,
            "trick": ["LB", "5C"],
            "hands": [["AH", "9H", "3H"], None, None, None],
        },
        rule="blooper-duty",
    )
    assert ex.answers() == ("3H",)
    assert "lowest trump" in ex.judge("AH").message


def test_b_play_a_low_trump_beats_the_ace_of_the_suit_led():
    ex = _ex(
        "trick-winner",
        {
            "deal": 10,
            "turned": "7H",
            "bids": ["pass", "2", "pass", "1"],
            "hands": [
                ["KS", "4C", "5C", "6D"],
                ["AS", "7C", "8D", "9D"],
                ["3S", "10C", "JC", "QD"],
                ["2H", "QC", "KD", "3D"],
            ],
        },
        plays=["play AS", "play 3S", "play 2H", "play KS"],
        choices=["You", "Left", "Partner", "Right"],
    )
    assert ex.answers() == ("Right",)
    assert "trump beats" in ex.judge("Left").message


def test_b_scoring_number_made_and_board_missed():
    made = _ex(
        "score",
        {"deal": 9, "turned": "7H", "bids": ["2", "pass", "1", "1"], "hands": [None] * 4},
        taken=[2, 1, 2, 0],
        choices=["+16", "+15"],
        rule="score-number",
    )
    assert made.answers() == ("+16",)
    missed = _ex(
        "score",
        {
            "deal": 10,
            "turned": "7H",
            "bids": ["pass", "board", "board", "pass"],
            "hands": [None] * 4,
        },
        taken=[1, 1, 2, 0],
        choices=["-80", "-40"],
        rule="score-board",
    )
    assert missed.answers() == ("-80",)


def test_b_bidding_all_pass_redeals_the_same_deal_and_size():
    ex = _ex(
        "redeal",
        {"deal": 11, "turned": "7H", "bids": ["pass", "pass", "pass"], "hands": [None] * 4},
        plays=["bid pass"],
        choices=["Deal 11 again, 3 cards each", "Deal 12, 2 cards each"],
        rule="all-pass",
    )
    assert ex.answers() == ("Deal 11 again, 3 cards each",)


def test_unknown_question_or_rule_is_a_clear_error():
    with pytest.raises(BackAlleyError, match="unknown question"):
        _ex("guess", {"deal": 10, "turned": "7H", "hands": [None] * 4})
    with pytest.raises(BackAlleyError, match="unknown rule"):
        _ex("legal", {"deal": 10, "turned": "7H", "hands": [None] * 4}, rule="nope")


def test_every_question_kind_is_play_or_choice_and_every_rule_names_its_part():
    assert set(QUESTIONS.values()) == {PLAY, CHOICE}
    assert all("(RULES Part B, " in text for text in RULES.values())


def test_demos_are_played_by_the_engine_and_told_in_words():
    demos = [s for s in LESSON.screens if s.demo]
    assert len(demos) >= 4
    for screen in demos:
        steps = screen.demo_steps()
        assert len(steps) == len(screen.demo)
        for _, words in steps:
            assert words and not NOTATION.search(words), words
    draw = next(s for s in demos if "draw" in s.title.lower())
    assert "a draw" in draw.demo_steps()[-1][1]


def test_turned_joker_screen_reports_the_engine_exchange():
    screen = next(s for s in LESSON.screens if "turned joker" in s.title.lower())
    assert screen.state.trump is None
    assert "gives up" in screen.news and "Blooper" in screen.news


def test_card_words_and_faces():
    assert card_words(Card.parse("QS")) == "the queen of spades"
    assert card_words(Card.parse("BB")) == "the Big Blooper"
    assert card_face(Card.parse("10H")) == "10♥"
    from backalley.events import TrickTaken

    assert event_words(TrickTaken(2, ())) == "Your partner wins the trick."


def test_a_dealt_lesson_state_is_the_engines_deal_told_in_words() -> None:
    """Lessons, RULES B dealing: a screen whose state is ``dealt`` shows the deal exactly as
    the engine deals it from that seed (dealer 3 unless given, so you bid first, scores 0 to 0),
    and its news tells the deal's events in words; a screen without a state has neither."""
    from backalley.dealing import start_deal
    from backalley.lessons import screen_from_dict, state_from_spec
    from backalley.rules import Rules

    spec = {"dealt": {"seed": 160, "deal": 1}}
    state, events = start_deal(160, 1, 3, (0, 0), Rules())
    assert state_from_spec(spec) == state
    assert state.dealer == 3 and state.turn == 0 and state.scores == (0, 0)
    screen = screen_from_dict({"title": "Deal", "state": spec})
    assert screen.state == state and screen.show_hands is False
    assert screen.news == " ".join(event_words(e) for e in events) and screen.news
    bare = screen_from_dict({"title": "Words only", "show_hands": True})
    assert bare.state is None and bare.news == "" and bare.show_hands is True


def test_the_lesson_lists_the_exercises_of_its_screens_in_order() -> None:
    """Lessons: the lesson's exercises are those of its screens that have one, in order."""
    lesson = load_lesson()
    with_exercise = [s.exercise for s in lesson.screens if s.exercise is not None]
    assert list(lesson.exercises) == with_exercise and with_exercise
    assert len(with_exercise) < len(lesson.screens)  # some screens only teach


def test_an_exercise_that_cannot_be_worked_out_says_so_and_never_counts_right() -> None:
    """Lessons: if the engine cannot work an exercise out (here its plays are not legal), a
    click gets a plain "could not be read" answer, marked not right, never a traceback."""
    from backalley.lessons import exercise_from_dict

    ex = exercise_from_dict(
        {
            "id": "broken",
            "question": "trick-winner",
            "prompt": "?",
            "rule": "trick",
            "state": {
                "deal": 12,
                "turned": "7H",
                "bids": ["1", "pass", "pass", "pass"],
                "hands": [["AS", "2S"], None, None, None],
            },
            "plays": ["play KD"],
            "choices": ["You", "Left", "Partner", "Right"],
        }
    )
    feedback = ex.judge("You")
    assert feedback.correct is False
    assert feedback.message == "That answer could not be read. Try again."
