"""The CourseLesson widget without a browser: clicks on its board, cards and buttons, its words."""

from __future__ import annotations

from pathlib import Path

import pytest
from course_fixtures import BUMP, CHAPTER

from widgets import CourseIndex, CourseLesson
from widgets.board.hittest import place_pixel
from widgets.course.lesson import markdown_html
from widgets.course.progress import FILE_NAME, Progress


@pytest.fixture
def lesson(tmp_path: Path) -> CourseLesson:
    return CourseLesson(CHAPTER, progress=Progress(tmp_path / FILE_NAME), animation="off")


def click(lesson: CourseLesson, seat: int, place: int) -> None:
    """A mouse click on the canvas pixel of ``seat``'s ``place``, through the board's hit-test."""
    board = lesson.board
    x, y = place_pixel(board.layout_, seat, place, size=board.size, pixel_ratio=board.pixel_ratio)
    board._mouse_down(x, y)


def shown(button) -> bool:
    return button.layout.display != "none"


def test_a_teaching_screen_shows_its_text_and_demo_button(lesson: CourseLesson) -> None:
    assert "Screen 1 of 9" in lesson.progress_line.value
    assert "<strong>opponent's</strong>" in lesson.text.value  # markdown becomes HTML
    assert shown(lesson.demo_button) and not shown(lesson.again_button)
    assert lesson.back_button.disabled and not lesson.next_button.disabled
    assert lesson.board.aids and lesson.aids_box.value  # this screen turns the aids on
    lesson.demo_button.click()
    assert "bumped back to its start" in lesson.message.value
    assert lesson.board.position == BUMP.position.after("5H 0:T10-T15")


def test_html_in_a_screens_text_is_shown_not_run() -> None:
    assert "<script>" not in markdown_html("a <script>alert(1)</script> b")
    assert "&lt;script&gt;" in markdown_html("a <script>alert(1)</script> b")


def test_an_exercise_answered_wrongly_then_rightly_by_clicks(lesson: CourseLesson) -> None:
    lesson.next_button.click()
    assert "Send Orange&#x27;s peg back to its start." in lesson.task.value
    assert lesson.feedback.value == "" and lesson.hint.value == ""
    assert not shown(lesson.demo_button) and shown(lesson.discard_button)
    lesson.hand.buttons[1].click()  # the 3 of clubs
    click(lesson, 0, 10)
    click(lesson, 0, 13)
    assert "That move is allowed" in lesson.feedback.value
    assert "(RULES 5)" in lesson.rule.value
    assert lesson.hint.value == ""  # the hint ladder's steps are the learner's to ask for
    assert lesson.hint_button.description == "Hint" and not lesson.hint_button.disabled
    lesson.hint_button.click()
    assert "Hint: The peg is right" in lesson.hint.value  # the nudge fits the mistake
    assert "★★☆" in lesson.stars.value  # the nudge lowered what the exercise can give
    # Guard against clicking through: the rule opens only after another answer.
    assert lesson.hint_button.description == "Show the rule" and lesson.hint_button.disabled
    assert not lesson.again_button.disabled and lesson.show_button.disabled
    lesson.again_button.click()
    assert lesson.feedback.value == ""
    lesson.hand.buttons[0].click()  # the 5 of hearts
    click(lesson, 0, 10)
    click(lesson, 0, 15)
    assert "Right!" in lesson.feedback.value and "✓" in lesson.progress_line.value
    assert lesson.hint.value == ""
    assert "Stars for this exercise: ★★☆" in lesson.stars.value


def test_the_hand_never_shows_which_cards_can_play(lesson: CourseLesson) -> None:
    lesson.next_button.click()
    looks = {(b.style.button_color, b.layout.border) for b in lesson.hand.buttons[:2]}
    assert len(looks) == 1  # the 5 (which bumps) and the 3 look alike
    assert all("playable" not in b.tooltip for b in lesson.hand.buttons)


def test_the_hand_shows_its_cards_but_not_their_key_numbers(lesson: CourseLesson) -> None:
    lesson.next_button.click()
    hidden = []  # every box from the hand down to a card: none of them may be hidden
    box = lesson.hand
    while lesson.hand.buttons[0] not in box.children:
        hidden.append(box.layout.display)
        box = next(c for c in box.children if _holds(c, lesson.hand.buttons[0]))
    assert "none" not in hidden and lesson.hand.buttons[0].layout.visibility == "visible"
    assert all(key.layout.display == "none" for key in lesson.hand.key_labels)


def _holds(widget: object, target: object) -> bool:
    children = getattr(widget, "children", ())
    return target in children or any(_holds(c, target) for c in children)


def test_choice_buttons_answer_and_show_right_and_wrong(lesson: CourseLesson) -> None:
    lesson.go(5)  # Teams
    labels = [b.description for b in lesson.choice_buttons]
    assert labels == ["Orange", "Green", "Purple"]
    lesson.choice_buttons[0].click()
    assert lesson.choice_buttons[0].button_style == "danger"
    assert "next to Blue" in lesson.feedback.value
    lesson.choice_buttons[1].click()
    assert lesson.choice_buttons[1].button_style == "success"
    assert all(b.disabled for b in lesson.choice_buttons)  # answered until Try again
    lesson.again_button.click()
    assert not any(b.disabled for b in lesson.choice_buttons)


def test_show_me_after_three_wrong_tries(lesson: CourseLesson) -> None:
    lesson.go(5)
    for _ in range(3):
        assert lesson.show_button.disabled
        lesson.choice_buttons[2].click()
        lesson.again_button.click()
        if not lesson.hint_button.disabled:
            lesson.hint_button.click()  # the nudge, then the rule: "Show me" is the third step
    assert not lesson.show_button.disabled and not shown(lesson.hint_button)
    lesson.show_button.click()
    assert "Green" in lesson.feedback.value
    assert lesson.choice_buttons[1].button_style == "success"
    assert "☆☆☆ This exercise gives no star now." in lesson.stars.value


def test_the_score_screen_and_the_index_show_the_checkpoint(lesson: CourseLesson) -> None:
    lesson.go(6)
    lesson.choice_buttons[1].click()  # 18
    lesson.next_button.click()
    lesson.choice_buttons[1].click()  # Green
    lesson.next_button.click()
    assert "Checkpoint score: 2 of 2 right at the first try. ★★★" in lesson.text.value
    assert lesson.next_button.disabled
    index = CourseIndex(progress=Progress(lesson.model.progress.path))
    assert "01 Start here" in index.table.value  # the shipped chapters are listed


def test_a_progress_problem_is_shown_in_words(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text("not json at all")
    lesson = CourseLesson(CHAPTER, progress=Progress(path), animation="off")
    assert "could not be read" in lesson.warning.value
    index = CourseIndex(progress=Progress(path))
    assert index.warning.value == ""  # the bad file was already set aside and reported once


def test_the_index_follows_a_lesson_in_the_same_notebook(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    index = CourseIndex(progress=Progress(path))
    other = CourseIndex(progress=Progress(tmp_path / "elsewhere.json"))
    lesson = CourseLesson("01", progress=Progress(path), animation="off")
    total = len(lesson.model.chapter.exercises)
    assert f"<td style='padding:4px 12px 4px 0'>0 of {total}</td>" in index.table.value
    step = next(i for i, s in enumerate(lesson.model.steps) if s.exercise is not None)
    lesson.go(step)
    lesson.model.answer(lesson.model.exercise.answers[0])  # right: saved
    assert f"<td style='padding:4px 12px 4px 0'>1 of {total}</td>" in index.table.value
    assert other.progress.chapters == {}  # another file's table is left alone


def test_chapters_with_big_boards_get_a_bigger_board() -> None:
    from pegs.course import load_course
    from widgets.course.lesson import board_size

    course = load_course()
    sizes = {c.id: board_size(c) for c in course.chapters}
    assert sizes["01"] == 480  # four players only
    for chapter in course.chapters:
        players = {e.position.players for e in chapter.exercises}
        assert sizes[chapter.id] == {4: 480, 6: 540, 8: 600}[max(players)]
