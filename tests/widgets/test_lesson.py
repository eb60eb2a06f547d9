"""The lesson widget: a task on the board, the student's try, right or wrong with the reason.

Steps are the shipped scenarios (pegs/scenarios/*.json); every expectation names its rule.
"""

from __future__ import annotations

import pytest

from pegs import PegsError
from pegs.scenarios import load
from widgets.board.hittest import place_pixel
from widgets.course.scenario import Lesson
from widgets.course.scenario_model import LessonModel


def click(lesson: Lesson, seat: int, place: int) -> None:
    """A mouse click on the canvas pixel of ``seat``'s ``place``, through the board's hit-test."""
    board = lesson.board
    x, y = place_pixel(board.layout_, seat, place, size=board.size, pixel_ratio=board.pixel_ratio)
    board._mouse_down(x, y)


def test_the_right_move_by_clicks_is_right() -> None:
    # RULES 5.bump-opponent: Blue's 5 from T10 lands on Orange's T15 and bumps it.
    model = LessonModel("bump-opponent")
    assert model.card is not None and model.card.notation == "5H"  # the scenario's card, chosen
    model.click((None, 10))
    model.click((None, 15))
    assert model.outcome == "right"
    assert model.verdict.message.startswith("Right!")
    assert "bumping Orange's peg back to its start" in model.verdict.message
    assert model.position == load("bump-opponent").position.after("5H 0:T10-T15")
    assert model.solved == {0}


def test_a_destination_the_engine_refuses_is_wrong_with_its_reason() -> None:
    # RULES 4.whole-count: a 5 moves exactly 5.
    model = LessonModel("bump-opponent")
    start = model.position
    model.click((None, 10))
    model.click((None, 17))
    assert model.outcome == "wrong"
    assert "Not allowed" in model.verdict.message and "(RULES 4" in model.verdict.message
    assert model.position == start and not model.answered
    model.click((None, 15))  # the student may still find the right hole
    assert model.outcome == "right"


def test_a_legal_move_that_was_not_asked_is_wrong_but_told() -> None:
    # RULES 4.seven: a 7 on one peg is legal, but the task asks for a split.
    model = LessonModel("seven")
    model.click((None, 20))
    model.click((None, 27))
    assert model.outcome == "wrong"
    assert "legal, but it is not what was asked" in model.verdict.message
    assert model.answered and 0 not in model.solved


def test_a_split_is_built_part_by_part() -> None:
    # RULES 4.split: three steps for Blue, then four for Green.
    model = LessonModel("seven")
    model.click((None, 20))
    model.click((None, 23))
    assert not model.answered and "second peg" in model.instruction()
    model.click((None, 50))
    model.click((None, 54))
    assert model.outcome == "right"


def test_after_a_move_clicks_change_nothing_until_try_again() -> None:
    model = LessonModel("bump-opponent")
    model.try_move("5H 0:T10-T15")
    after = model.position
    model.click((None, 15))
    assert model.position == after and "Try again" in model.message
    model.try_again()
    assert model.position == load("bump-opponent").position
    assert model.verdict is None and model.card.notation == "5H"  # ready for another go


def test_show_answer_plays_an_answer_but_does_not_count_as_solved() -> None:
    # RULES 6.joker-target: the joker's peg lands on Orange's T30.
    model = LessonModel("joker")
    model.show_answer()
    answers = load("joker").exercise.answers
    assert model.history.last_move in answers
    assert model.outcome == "shown" and model.solved == set()


def test_next_and_back_walk_the_steps_and_start_each_afresh() -> None:
    model = LessonModel(["bump-opponent", "joker", load("seven")])
    assert not model.can_back and model.progress() == "Step 1 of 3"
    model.try_move("5H 0:T10-T15")
    model.next()
    assert model.scenario.name == "joker" and not model.answered
    model.next()
    assert model.scenario.name == "seven" and not model.can_next
    model.next()  # past the end: stays
    assert model.scenario.name == "seven"
    model.back()
    model.back()
    assert model.scenario.name == "bump-opponent"
    assert model.position == load("bump-opponent").position  # the step starts afresh
    assert model.solved == {0}  # but remembers it was solved
    with pytest.raises(IndexError):
        model.go(3)


def test_a_step_with_a_hand_lets_the_student_choose_the_card() -> None:
    # RULES 7.must-play: with 8C 2C 3D 4S JK, a card that can move must be played.
    model = LessonModel("must-play")
    assert model.card is None and "Choose a card" in model.instruction()
    hand = model.position.hand()
    model.choose_card(hand.index(next(c for c in hand if c.notation == "2C")))
    assert model.highlights().movable == ((0, 70),)
    model.click((None, 70))
    model.click((None, 0))
    assert model.outcome == "tried"  # no exercise: the move is told, not judged
    # T70 to T0 crosses the ring's end: T0 is 3 holes before Blue's in-spot T3 (RULES 2).
    assert "moves 2 holes, landing 3 holes before its in-spot" in model.verdict.message


def test_an_unknown_scenario_is_refused_clearly() -> None:
    with pytest.raises(PegsError, match="no scenario 'bump-the-red-peg'"):
        LessonModel(["bump-opponent", "bump-the-red-peg"])
    with pytest.raises(PegsError, match="at least one"):
        LessonModel([])


# --------------------------------------------------------------------------- the widget
def test_widget_clicks_on_the_canvas_answer_and_the_board_shows_the_result() -> None:
    lesson = Lesson(["bump-opponent", "seven"], animation="off")
    assert "Send Orange" in lesson.task.value and "5♥" in lesson.card_view.value
    click(lesson, 0, 10)
    assert lesson.board.overlay.targets == ((0, 15),)
    click(lesson, 0, 16)
    assert "Not allowed" in lesson.feedback.value and "#FCE4EC" in lesson.feedback.value
    click(lesson, 0, 15)
    assert "Right!" in lesson.feedback.value and "#E3F4E8" in lesson.feedback.value
    assert lesson.board.position == lesson.position
    assert 15 in lesson.board.position.pegs[0] and 15 not in lesson.board.position.pegs[1]
    assert "✓" in lesson.progress.value
    assert lesson.again_button.disabled is False


def test_widget_buttons_step_and_reset() -> None:
    lesson = Lesson(["bump-opponent", "must-play"], animation="off")
    assert lesson.back_button.disabled and not lesson.next_button.disabled
    lesson.next_button.click()
    assert lesson.scenario.name == "must-play"
    assert lesson.hand.layout.display == "flex" and lesson.hand.buttons[0].description == "8♣"
    assert lesson.next_button.disabled and lesson.answer_button.disabled  # no exercise here
    lesson.hand.buttons[1].click()  # the 2 of clubs
    click(lesson, 0, 70)
    click(lesson, 0, 0)
    assert lesson.position != lesson.scenario.position
    lesson.again_button.click()
    assert lesson.board.position == lesson.scenario.position
    lesson.back_button.click()
    assert lesson.scenario.name == "bump-opponent" and lesson.hand.layout.display == "none"


def test_widget_keys_play_and_u_tries_again() -> None:
    lesson = Lesson("going-home", animation="off")
    for key in ("ArrowRight", "ArrowDown", "Enter"):
        lesson.board._key_down(key)
    # RULES 5.going-home: the 4 takes Blue's peg from T1 (2 before its in-spot T3) to H2.
    assert lesson.model.outcome == "right"
    lesson.board._key_down("u")
    assert lesson.position == lesson.scenario.position and lesson.verdict is None


def test_widget_steps_of_different_player_counts_redraw_the_board() -> None:
    # RULES 1.teams: 4, 6 or 8 players; each step's board has its own number of sides.
    lesson = Lesson(["bump-opponent", "board-six", "board-eight"], animation="off")
    for players in (4, 6, 8):
        assert lesson.board.players == players == lesson.position.players
        assert lesson.board.position == lesson.scenario.position
        lesson.next()


def test_the_lesson_explorer_and_editor_models_do_not_import_ipywidgets() -> None:
    # The models are plain Python so they are tested, and usable, without a browser.
    import ast
    from pathlib import Path

    import widgets

    folder = Path(widgets.__file__).parent
    for name in ("course/scenario_model", "tools/editor_model", "tools/explorer_model"):
        tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
        imported = {
            alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        } | {
            (node.module or "").split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom)
        }
        assert not imported & {"ipywidgets", "ipycanvas"}, name


def test_a_card_that_cannot_move_is_discarded_by_choosing_it_again() -> None:
    # RULES 7.discard: with every team peg in start and no ace, king or joker that can move,
    # any card may be discarded, and the turn ends without moving.
    model = LessonModel("discard")
    model.choose_card(0)
    assert "again to discard" in model.instruction()
    model.choose_card(0)
    assert model.history.last_move.is_discard
    assert "discards the 2 of clubs without moving" in model.verdict.message
