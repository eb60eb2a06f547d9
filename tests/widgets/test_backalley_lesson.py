"""The Back Alley lesson's flow and widget, without a browser: wrong then right by clicks, hint,
"Show me" only after three wrong tries, demos, and a table that never shows what is asked."""

from __future__ import annotations

import pytest

from backalley.lessons import CHOICE, PLAY, load_lesson
from widgets.backalley.lesson import BackAlleyLesson, text_html
from widgets.backalley.lesson_model import SHOW_ME_AFTER, BALessonModel

LESSON = load_lesson()


def screen_of(model: BALessonModel, question: str, kind: str | None = None) -> int:
    """The index of the first exercise screen asking ``question``."""
    for i, screen in enumerate(model.lesson.screens):
        ex = screen.exercise
        if ex is not None and ex.question == question and (kind is None or ex.kind == kind):
            return i
    raise AssertionError(f"no {question} exercise")


def wrong_of(ex) -> str:
    options = ex.choices if ex.kind == CHOICE else [c.notation() for c in ex.state.hands[0]]
    return next(o for o in options if o not in ex.answers())


def test_wrong_then_right_with_a_hint_after_the_wrong_try():
    m = BALessonModel()
    m.go(screen_of(m, "legal"))
    ex = m.exercise
    assert m.hint == "" and not m.answered
    feedback = m.choose_card(wrong_of(ex))
    assert feedback is not None and not feedback.correct
    assert m.hint == ex.hint and m.can_try_again
    assert m.choose_card(ex.answers()[0]) is None, "no new answer until Try again"
    m.try_again()
    assert m.choose_card(ex.answers()[0]).correct
    assert m.tries[ex.id].solved and not m.tries[ex.id].first_try


def test_show_me_only_after_three_wrong_tries():
    m = BALessonModel()
    m.go(screen_of(m, "score"))
    ex = m.exercise
    for n in range(SHOW_ME_AFTER):
        assert not m.can_show_me
        assert m.show_me() == ""
        m.choose(wrong_of(ex))
        m.try_again()
        assert m.tries[ex.id].wrong == n + 1
    assert m.can_show_me
    words = m.show_me()
    assert ex.answers()[0] in words and m.tries[ex.id].shown


def test_clicks_of_the_wrong_kind_do_nothing():
    m = BALessonModel()
    m.go(screen_of(m, "score"))
    assert m.choose_card("AS") is None
    m.go(screen_of(m, "legal"))
    assert m.choose("Yes") is None
    m.go(0)
    assert m.answer("anything") is None


def test_first_try_score_counts_only_clean_solves():
    m = BALessonModel()
    total = len(LESSON.exercises)
    assert m.score == (0, total)
    m.go(screen_of(m, "trump"))
    m.choose(m.exercise.answers()[0])
    assert m.score == (1, total)
    assert "1 of" in m.score_words and "1 of them at the first try" in m.score_words
    assert f"Screen {m.index + 1} of {len(LESSON.screens)}" in m.progress_line


def test_the_last_screen_shows_the_score():
    w = BackAlleyLesson()
    assert w.model.closing_words == ""
    w.model.go(screen_of(w.model, "trump"))
    w.model.choose(w.model.exercise.answers()[0])
    w.model.go(len(LESSON.screens) - 1)
    w.redraw()
    assert "You solved 1 of" in w.news.value and "1 of them at the first try" in w.news.value


@pytest.mark.parametrize("question", ["trump", "leader", "hand-size", "board-level"])
def test_the_table_never_shows_what_the_question_asks(question: str):
    m = BALessonModel()
    m.go(screen_of(m, question))
    ex = m.exercise
    shown = " ".join(m.table_lines()).lower()
    answer = ex.answers()[0].lower()
    if question == "trump":
        assert "no trump" not in shown and "trump:" not in shown
    elif question == "leader":
        assert "to lead" not in shown
    elif question == "hand-size":
        assert "cards each" not in shown and m.hands() == []
    else:
        assert answer not in shown


def test_trick_questions_show_the_cards_on_the_table_but_not_the_winner():
    m = BALessonModel()
    m.go(screen_of(m, "trick-winner"))
    trick = m.trick()
    assert len(trick) == 4 and m.hands() == []
    assert "wins" not in " ".join(m.table_lines())


def test_a_demo_is_stepped_by_the_engine_one_action_a_click():
    m = BALessonModel()
    index = next(i for i, s in enumerate(LESSON.screens) if "worked trick" in s.title.lower())
    m.go(index)
    assert m.demo_button == "Show me the next card" and m.trick() == []
    first = m.step_demo()
    assert "plays" in first and len(m.trick()) == 1
    while m.can_step_demo:
        m.step_demo()
    assert "wins the trick" in m.demo_lines[-1] and len(m.trick()) == 4
    assert m.step_demo() == ""
    m.next()
    m.back()
    assert m.demo_done == 0 and m.demo_lines == []


def test_widget_answers_by_clicking_buttons_and_shows_feedback_and_rule():
    w = BackAlleyLesson()
    w.model.go(screen_of(w.model, "legal"))
    w.redraw()
    ex = w.model.exercise
    faces = {b.description: b for b in w.hand.children}
    assert all(not b.disabled for b in faces.values())
    wrong = next(
        b for b in w.hand.children if b.tooltip and ex.judge(_notation(w, b)).correct is False
    )
    wrong.click()
    assert "Not quite." in w.feedback.value and "(RULES Part B," in w.feedback.value
    assert "Hint:" in w.hint.value and w.again_button.layout.display is None
    w.again_button.click()
    right = next(b for b in w.hand.children if ex.judge(_notation(w, b)).correct)
    right.click()
    assert "Right!" in w.feedback.value and w.hint.value == ""


def _notation(w: BackAlleyLesson, button) -> str:
    for notation, face, _ in w.model.hand_buttons():
        if face == button.description:
            return notation
    raise AssertionError(button.description)


def test_widget_choice_buttons_and_navigation():
    w = BackAlleyLesson()
    assert w.back_button.disabled and not w.next_button.disabled
    w.model.go(screen_of(w.model, "trick-winner"))
    w.redraw()
    buttons = w.choices.children[0].children
    labels = [b.description for b in buttons]
    assert labels == list(w.model.exercise.choices)
    right = w.model.exercise.answers()[0]
    next(b for b in buttons if b.description == right).click()
    assert "Right!" in w.feedback.value
    assert all(b.disabled for b in w.choices.children[0].children)
    w.next_button.click()
    assert w.model.feedback is None


def test_every_screen_draws():
    w = BackAlleyLesson()
    for i in range(len(LESSON.screens)):
        w.model.go(i)
        w.redraw()
        assert w.title.value
        ex = w.model.exercise
        if ex is not None and ex.kind == PLAY:
            assert len(w.hand.children) == len(ex.state.hands[0])
        if ex is not None and ex.kind == CHOICE:
            assert len(w.choices.children[0].children) == len(ex.choices)


def test_text_html_escapes_and_bolds():
    assert text_html("a **b** <i>\n\nc") == (
        "<p style='margin:0 0 8px 0'>a <b>b</b> &lt;i&gt;</p><p style='margin:0 0 8px 0'>c</p>"
    )
