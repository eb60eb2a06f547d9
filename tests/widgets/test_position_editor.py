"""The position editor: pegs placed by clicks, every position judged by the engine (issue 4).

A refused edit must leave the last valid position (and the user's typed text) as it was.
"""

from __future__ import annotations

import html
import json
import re

from pegs import HOME, START, Position
from pegs.scenarios import load
from widgets.board.hittest import place_pixel
from widgets.tools.editor import PositionEditor
from widgets.tools.editor_model import EditorModel, empty_position


def click(editor: PositionEditor, seat: int, place: int) -> None:
    """A mouse click on the canvas pixel of ``seat``'s ``place``, through the board's hit-test."""
    board = editor.board
    x, y = place_pixel(board.layout_, seat, place, size=board.size, pixel_ratio=board.pixel_ratio)
    board._mouse_down(x, y)


def test_a_click_on_an_empty_hole_places_a_peg_of_the_chosen_seat() -> None:
    model = EditorModel()
    model.choose_seat(2)
    model.click((None, 40))
    assert model.position.pegs[2] == (START, START, START, START, 40)
    assert model.ok and model.can_undo


def test_a_click_on_a_start_area_chooses_that_seat() -> None:
    model = EditorModel()
    model.click((3, START))
    assert model.seat == 3
    model.click((None, 7))
    assert 7 in model.position.pegs[3]


def test_pick_up_and_put_down_and_send_back_to_start() -> None:
    model = EditorModel()
    model.click((None, 10))
    model.click((None, 10))  # picks Blue's peg up
    assert model.held == (0, 10)
    model.click((None, 25))
    assert model.position.pegs[0][-1] == 25 and model.held is None
    model.click((None, 25))
    model.click((0, START))  # its own start area sends it back
    assert model.position.pegs[0] == (START,) * 5


def test_a_peg_goes_into_its_own_home_only() -> None:
    # RULES 2.home-steps: each seat's home lane is its own.
    model = EditorModel()
    model.click((0, HOME + 3))  # an empty home place: a peg of that home's seat
    assert HOME + 3 in model.position.pegs[0]
    model.click((None, 12))
    model.click((None, 12))
    before = model.position
    model.click((1, HOME + 1))
    assert model.position == before and not model.ok
    assert "Blue's own home" in model.message
    assert model.held == (0, 12)  # the user's choice is kept, to be put somewhere else


def test_two_pegs_on_one_hole_is_refused_with_the_engines_reason() -> None:
    # RULES 2.one-place: two pegs never share a hole.
    model = EditorModel()
    model.click((None, 10))
    model.choose_seat(1)
    model.click((None, 11))
    before = model.position
    model.click((None, 11))
    model.click((None, 10))  # put Orange's peg onto Blue's
    assert model.position == before
    assert not model.ok and "two pegs never share a hole (RULES 2)" in model.message


def test_a_seat_with_no_peg_in_start_cannot_place_another() -> None:
    # RULES 1.colours: five pegs per seat, no more.
    model = EditorModel()
    for hole in range(5):
        model.click((None, hole))
    assert START not in model.position.pegs[0]
    before = model.position
    model.click((None, 30))
    assert model.position == before
    assert "start area has no peg left" in model.message


def test_json_out_and_back_in_gives_the_same_position() -> None:
    position = load("the-deal").position
    model = EditorModel(position)
    other = EditorModel()
    assert other.load_json(model.to_json())
    assert other.position == position


def test_bad_json_and_impossible_positions_are_refused_and_nothing_is_lost() -> None:
    model = EditorModel()
    model.click((None, 10))
    before = model.position
    assert not model.load_json("{not json")
    assert model.position == before and "not valid JSON" in model.message
    data = json.loads(before.to_json())
    data["pegs"]["1"] = ["T10", "S", "S", "S", "S"]  # onto Blue's hole
    assert not model.load_json(json.dumps(data))
    assert model.position == before
    assert "two pegs never share a hole" in model.message
    data["pegs"]["1"] = ["S"] * 6  # RULES 1: five pegs a seat
    assert not model.load_json(json.dumps(data))
    assert "exactly 5" in model.message and model.position == before


def test_a_hand_is_checked_against_the_shoe() -> None:
    # RULES 3.shoe: a 4-player shoe holds 3 decks, so 3 copies of each card.
    model = EditorModel()
    assert not model.set_hand(0, "5H 5H 5H 5H")
    assert "only 3 (RULES 3)" in model.message and model.position.hand(0) is None
    assert not model.set_hand(0, "5Q")
    assert model.set_hand(0, "5H 7S JK")
    assert [c.notation for c in model.position.hand(0)] == ["5H", "7S", "JK"]
    assert model.position.legal_moves()  # the engine can now list the seat's moves


def test_undo_brings_back_a_board_replaced_by_another_player_count() -> None:
    model = EditorModel()
    model.click((None, 10))
    four = model.position
    model.set_players(6)
    assert model.position == empty_position(6)
    model.undo()
    assert model.position == four
    model.redo()
    assert model.position.players == 6
    model.undo()
    model.undo()
    assert model.position == empty_position(4)
    model.undo()  # nothing more: refused, not an error
    assert not model.ok and model.position == empty_position(4)


def test_the_seat_to_move_is_validated() -> None:
    model = EditorModel()
    assert model.set_turn(3) and model.position.turn == 3
    assert not model.set_turn(4)
    assert model.position.turn == 3 and "not a seat" in model.message


# --------------------------------------------------------------------------- the widget
def test_widget_board_clicks_edit_and_report_each_change() -> None:
    editor = PositionEditor()
    seen: list[Position] = []
    editor.on_change(seen.append)
    editor.seat_buttons[2].click()
    click(editor, 0, 44)  # a track hole (Green's come-out)
    assert 44 in editor.position.pegs[2]
    assert seen == [editor.position]
    click(editor, 0, 44)  # pick it up: the board marks the held peg
    assert editor.board.overlay.selected == (2, 44)
    click(editor, 0, 20)  # another hole: the peg moves there
    assert editor.position.pegs[2][-1] == 20 and len(seen) == 2
    shown = re.search(r"<pre[^>]*>(.*)</pre>", editor.json_view.value, re.S)
    assert shown is not None
    assert Position.from_json(html.unescape(shown.group(1))) == editor.position


def test_widget_a_refused_import_keeps_the_pasted_text_and_the_position() -> None:
    editor = PositionEditor()
    click(editor, 0, 10)
    before = editor.position
    editor.import_text.value = '{"format": "pegs-position/1", "players": 5}'
    editor.import_button.click()
    assert editor.position == before
    assert editor.import_text.value == '{"format": "pegs-position/1", "players": 5}'
    assert "not loaded" in editor.message.value
    editor.import_text.value = load("joker").position.to_json()
    editor.import_button.click()
    assert editor.position == load("joker").position


def test_widget_player_count_rebuilds_the_board_and_seat_buttons() -> None:
    editor = PositionEditor()
    editor.players_input.value = 8
    assert editor.position.players == 8 and editor.board.players == 8
    assert len(editor.seat_buttons) == 8
    editor.undo_button.click()
    assert editor.position.players == 4 and len(editor.seat_buttons) == 4


def test_widget_a_refused_hand_stays_typed() -> None:
    editor = PositionEditor()
    editor.hand_input.value = "JK JK JK JK JK JK JK"
    editor.hand_button.click()
    assert editor.hand_input.value == "JK JK JK JK JK JK JK"
    assert "at most 5" in editor.message.value
    assert editor.position.hand(0) is None


def _dealt(rules_options: dict[str, str] | None = None) -> EditorModel:
    """A model on a 4-player board under these house rules, every seat given a hand."""
    import dataclasses

    from pegs import Rules

    rules = Rules.from_options(4, rules_options or {}) if rules_options else Rules(players=4)
    model = EditorModel(dataclasses.replace(empty_position(4, rules), turn=1))
    model.choose_seat(1)
    model.click((None, 30))
    for seat, hand in enumerate(["5H 7S", "9C KD", "AH 2S", "JK 3D"]):
        assert model.set_hand(seat, hand), model.message
    return model


def test_a_game_starts_from_the_editor_only_where_there_is_something_to_play() -> None:
    """Trust item 8: RULES 8 (a won game is over) and RULES 3 (every seat plays its hand)."""
    from pegs.render.colours import seat_name

    model = EditorModel()
    assert model.game_start() is None and not model.ok
    names = ", ".join(seat_name(s) for s in range(4))
    assert f"No game can start from here: in that position {names} hold no cards" in model.message
    dealt = _dealt()
    assert dealt.game_start() is dealt.position and dealt.ok


def test_start_a_game_from_here_opens_the_app_on_the_position_with_its_house_rules() -> None:
    """Trust item 8: the editor's position, hands and RULES 9 house rules become the game's."""
    editor = PositionEditor()
    model = _dealt({"face_cards": "eleven-twelve-thirteen", "nine": "split-forward-back"})
    editor.model.load_json(model.to_json())
    seats = ["random", "human", "random", "random"]  # Red, to move, is the person
    app = editor.start_game(seats=seats, animation="off")
    assert app is not None and editor.game is app
    assert editor.game_area.children == (app,)
    assert app.position == editor.position
    assert app.position.rules.options()["face_cards"] == "eleven-twelve-thirteen"
    assert app.position.rules.options()["nine"] == "split-forward-back"
    assert "A game has started from this position" in editor.message.value
    editor.play_button.click()  # a second start closes the first game's widgets
    assert editor.game is not app and editor.game_area.children == (editor.game,)
    assert app.comm is None and app.board.comm is None
    assert editor.game is not None and editor.game.history.line.start == editor.position


def test_start_a_game_from_here_is_refused_in_words_on_a_board_without_hands() -> None:
    editor = PositionEditor()
    editor.play_button.click()
    assert editor.game is None and editor.game_area.children == ()
    assert "hold no cards: give every seat its hand" in editor.message.value
