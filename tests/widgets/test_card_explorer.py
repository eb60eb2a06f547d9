"""The card explorer: every move a card could make, marked on the board and told in words (issue 4).

Positions are RULES 10 position files (the lesson scenarios); each expectation names its rule.
"""

from __future__ import annotations

import pytest
from ipycanvas.canvas import _CANVAS_MANAGER

from pegs import HOME, START, Card, Move, PegsError, Position
from pegs.scenarios import load
from widgets.board.hittest import place_pixel
from widgets.tools.explorer import CardExplorer
from widgets.tools.explorer_model import ExplorerModel, explore


def four(pegs: dict[int, list[str]], turn: int = 0, **kw: object) -> Position:
    """A 4-player position; unlisted pegs are in start."""
    return Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": turn,
            "pegs": {
                str(s): pegs.get(s, []) + ["S"] * (5 - len(pegs.get(s, []))) for s in range(4)
            },
            **kw,
        }
    )


def click(explorer: CardExplorer, seat: int, place: int) -> None:
    """A mouse click on the canvas pixel of ``seat``'s ``place``, through the board's hit-test."""
    board = explorer.board
    x, y = place_pixel(board.layout_, seat, place, size=board.size, pixel_ratio=board.pixel_ratio)
    board._mouse_down(x, y)


def test_a_five_lists_each_peg_it_could_move_with_a_sentence() -> None:
    # RULES 4.number and 4.any-team-peg: a 5 moves one team peg 5 forward; 4 (come out) does
    # not apply to a 5, so the pegs in start stay put.
    position = four({0: ["T10"], 2: ["T40"], 1: ["T60"]})
    moves = explore(position, "5H")
    assert sorted(m.notation for m in moves) == ["5H 0:T10-T15", "5H 2:T40-T45"]
    by_move = {m.notation: m for m in moves}
    # T10 is 2 holes past Blue's come-out hole T8; 5 more is 7 past it (RULES 2).
    assert (
        "moves 5 holes, landing 7 holes past its come-out hole" in by_move["5H 0:T10-T15"].sentence
    )
    assert by_move["5H 2:T40-T45"].short.startswith("Green's peg moves 5")
    # Orange (team 1) is not the seat to move's team: none of its pegs is listed.
    assert all(seat % 2 == 0 for m in moves for seat, _ in m.pegs)


def test_a_bump_is_told_in_the_moves_sentence() -> None:
    # RULES 5.bump-opponent: landing on an opponent's peg sends it back to its start.
    scenario = load("bump-opponent")
    (move,) = [m for m in explore(scenario.position, "5H") if m.notation == "5H 0:T10-T15"]
    assert "bumping Orange's peg back to its start" in move.sentence
    assert START in move.after.pegs[1] and 15 not in move.after.pegs[1]


def test_a_seven_lists_its_splits_and_every_one_is_the_engines() -> None:
    # RULES 4.split: a 7 moves one peg 7, or is split between two pegs in either order.
    scenario = load("seven")
    moves = explore(scenario.position, "7S")
    listed = [m.move for m in moves]
    assert listed == sorted(scenario.position.card_moves("7S"))
    assert set(scenario.exercise.answers) <= set(listed)
    # 1+6 .. 6+1 in both orders, plus 7 on either peg alone.
    assert len(listed) == 6 * 2 + 2
    split = next(m for m in moves if m.notation == "7S 0:T20-T23 2:T50-T54")
    # T54 is Purple's side (T54..T71), 3 holes before its in-spot T57 (RULES 2).
    assert (
        "then Green's peg moves 4 holes, landing 3 holes before Purple's in-spot" in split.sentence
    )


def test_a_card_not_in_the_hand_is_explored_but_marked_not_playable_now() -> None:
    # RULES 7.must-play / 3: a move is legal only with a card of the hand.
    scenario = load("must-play")  # Blue holds 8C 2C 3D 4S JK
    moves = explore(scenario.position, "5H")
    assert moves, "a 5 could move Blue's peg"
    assert all(m.refusal_now and "does not hold the 5 of hearts" in m.refusal_now for m in moves)
    # A card of the hand with a legal move is not marked.
    assert all(m.refusal_now is None for m in explore(scenario.position, "2C"))


def test_the_board_marks_every_peg_and_landing_place_then_one_move() -> None:
    model = ExplorerModel(load("seven").position, "7S")
    marks = model.highlights()
    assert set(marks.movable) == {(0, 20), (2, 50)}
    assert {(0, 20 + k) for k in range(1, 8)} <= set(marks.targets)
    assert {(2, 50 + k) for k in range(1, 8)} <= set(marks.targets)
    index = [m.notation for m in model.shown].index("7S 0:T20-T23 2:T50-T54")
    model.choose(index)
    one = model.highlights()
    assert one.movable == ((0, 20), (2, 50))
    assert one.targets == ((0, 23), (2, 54))


def test_clicking_a_peg_filters_and_a_destination_picks() -> None:
    model = ExplorerModel(load("seven").position, "7S")
    model.click((None, 50))
    assert model.peg == (2, 50)
    assert model.shown and all((2, 50) in m.pegs for m in model.shown)
    assert len(model.shown) < len(model.moves)
    model.click((None, 57))  # where Green's peg lands with the whole 7
    assert model.chosen is not None and model.chosen.notation == "7S 2:T50-T57"
    model.click((None, 5))  # nothing there: the filter goes, the reason is given
    assert model.peg is None and model.chosen is None
    assert model.message == "The 7 of spades cannot move a peg 3 holes before Blue's come-out hole."


def test_the_seat_to_move_decides_whose_pegs_move() -> None:
    # RULES 1.arizona: a player moves the pegs of their own team.
    model = ExplorerModel(load("seven").position, "AS")
    model.set_turn(1)
    assert model.moves and all(p.seat % 2 == 1 for m in model.moves for p in m.move.parts)
    assert all(p.frm == START for m in model.moves for p in m.move.parts)  # Orange's all in start
    with pytest.raises(PegsError, match="no seat 4"):
        model.set_turn(4)


def test_nothing_moves_once_the_game_is_over() -> None:
    # RULES 8.game-over: after the win no move is legal.
    scenario = load("win")
    over = scenario.position.after(scenario.exercise.answers[0])
    model = ExplorerModel(over, "5H")
    assert model.moves == []
    assert "game is over" in model.summary()


def test_a_joker_moves_from_start_onto_another_colour() -> None:
    # RULES 6.joker-source: while a team start holds a peg, the joker's peg comes from start.
    scenario = load("joker")
    moves = explore(scenario.position, "JK")
    assert moves and all(p.frm == START for m in moves for p in m.move.parts)
    assert {"JK 0:S-T30", "JK 2:S-T30"} <= {m.notation for m in moves}


# --------------------------------------------------------------------------- the widget
def test_widget_clicks_filter_the_list_and_play_shows_the_after_position() -> None:
    explorer = CardExplorer(load("seven").position, "7S", animation="off")
    assert len(explorer.move_list.options) == 14
    click(explorer, 2, 50)
    assert explorer.model.peg == (2, 50)
    assert all("Green" in label for label, _ in explorer.move_list.options)
    explorer.move_list.index = 0  # as the browser sets it when a line is clicked
    chosen = explorer.model.chosen
    assert chosen is not None and chosen.notation in explorer.detail.value
    assert explorer.play_button.disabled is False
    explorer.play_button.click()
    assert explorer.board.position == chosen.after
    assert explorer.play_button.description == "Back to before"
    explorer.play_button.click()
    assert explorer.board.position == explorer.position


def test_widget_card_picker_and_seat_picker_change_what_is_explored() -> None:
    explorer = CardExplorer(load("seven").position, "7S", animation="off")
    king = Card.parse("KS")
    explorer.card_picker.value = king
    assert explorer.card == king
    # RULES 4.face: a king brings a peg out or moves one 10; Blue and Green each have one of both.
    assert {m.notation for m in explorer.moves} == {
        "KS 0:S-T8",
        "KS 0:T20-T30",
        "KS 2:S-T44",
        "KS 2:T50-T60",
    }
    explorer.seat_picker.value = 1
    assert explorer.position.turn == 1
    # RULES 1.arizona: Orange may bring out its own peg or its teammate Purple's.
    assert sorted(m.notation for m in explorer.moves) == ["KS 1:S-T26", "KS 3:S-T62"]


def test_widget_one_frame_per_change(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", lambda cmd, buffers=(): sent.append(cmd))
    explorer = CardExplorer(load("seven").position, "7S", animation="off")
    sent.clear()
    explorer.choose(3)
    assert len(sent) == 1  # pegs and highlights redrawn as one message


def test_widget_home_moves_are_marked_in_the_right_home() -> None:
    # RULES 5.going-home: from the in-spot, k more steps reach Hk.
    explorer = CardExplorer(load("going-home").position, "4D", animation="off")
    assert (0, HOME + 2) in explorer.model.highlights().targets
    click(explorer, 0, 1)
    click(explorer, 0, HOME + 2)
    assert explorer.model.chosen is not None
    assert explorer.model.chosen.move == Move.parse("4D 0:T1-H2")
