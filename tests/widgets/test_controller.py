"""The controller: clicks and keys through whole turns, splits, refusals and undo (issue 4).

Positions are written in RULES 10 notation; every expectation names the rule that makes it so.
"""

from __future__ import annotations

from typing import Any

from pegs import HOME, START, Card, Move, Position, new_game
from widgets.board.controller import Controller


def position(pegs: dict[int, list[str]], hands: dict[int, list[str]], turn: int = 0, **kw: Any):
    """A 4-player position; unlisted pegs are in start."""
    data = {
        "format": "pegs-position/1",
        "players": 4,
        "turn": turn,
        "pegs": {str(s): pegs.get(s, []) + ["S"] * (5 - len(pegs.get(s, []))) for s in range(4)},
        "hands": {str(s): h for s, h in hands.items()},
        **kw,
    }
    return Position.from_dict(data)


def test_bringing_a_peg_out_by_clicks() -> None:
    # RULES 4: a king brings a peg out of start to its come-out hole T(18s+8).
    start = position({}, {0: ["KS", "5H"]})
    c = Controller(start)
    c.choose_card(0)
    assert (0, START) in c.movable()
    c.click((0, START))
    assert c.targets() == ((0, 8),)
    c.click((None, 8))
    assert c.position == start.after("KS 0:S-T8")
    assert c.history.last_move == Move.parse("KS 0:S-T8")
    assert c.card is None and c.peg is None  # the choice is cleared for the next turn


def test_a_whole_turn_by_keys() -> None:
    # RULES 4: a 5 moves one peg 5 forward.
    start = position({0: ["T10"]}, {0: ["KS", "5H"]})
    c = Controller(start)
    c.key("2")
    assert c.card == Card.parse("5H")
    c.key("ArrowRight")
    assert c.peg == (0, 10)
    c.key("ArrowDown")
    assert c.highlights().focused == (0, 15)
    c.key("Enter")
    assert c.position == start.after("5H 0:T10-T15")


def test_a_seven_split_step_by_step() -> None:
    # RULES 4: a 7 may be split between two different pegs, the first part made first.
    start = position({0: ["T10", "T30"]}, {0: ["7S"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 10))
    assert {(0, 17), (0, 13)} <= set(c.targets())  # the whole 7, or its first part
    c.click((None, 13))
    assert c.parts and c.peg is None
    assert "split" in c.prompt()
    assert (0, 30) in c.movable() and (0, 13) not in c.movable()  # RULES 4: different pegs
    c.click((None, 30))
    assert c.targets() == ((0, 34),)  # what is left of the 7: 4
    c.click((None, 34))
    assert c.position == start.after("7S 0:T10-T13 0:T30-T34")


def test_escape_cancels_a_split_then_the_card() -> None:
    start = position({0: ["T10", "T30"]}, {0: ["7S"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 10))
    c.click((None, 12))
    c.key("Escape")
    assert c.parts == () and c.card == Card.parse("7S")
    c.key("Escape")
    assert c.card is None
    assert c.position == start


def test_an_illegal_destination_shows_the_engines_reason() -> None:
    # RULES 4: the whole count is always used, so a 5 cannot stop after 2 holes.
    start = position({0: ["T10"]}, {0: ["5H"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 10))
    c.click((None, 12))
    expected = start.why_not(Move.parse("5H 0:T10-T12"))
    assert expected is not None
    # In words for learners (issue 15): the colour and the engine's reason, no move notation.
    assert c.message == f"Blue's peg cannot stop there: {expected}."
    assert "5H" not in c.message and "0:T10" not in c.message
    assert c.position == start


def test_an_unplayable_card_says_why() -> None:
    # RULES 4: only an ace, king, queen or jack brings a peg out of start.
    start = position({}, {0: ["9D", "KC"]})
    c = Controller(start)
    status = c.hand_status()
    assert [s.playable for s in status] == [False, True]
    assert "RULES 4" in status[0].reason and "RULES 7" in status[0].reason
    c.choose_card(0)
    assert c.message == status[0].reason
    assert c.movable() == ()


def test_discarding_when_nothing_can_move() -> None:
    # RULES 7: with no legal move (no joker move either) a card is discarded.
    start = position({}, {0: ["5H", "9D"]}, draw=["2C", "3C", "4C", "6C", "10C"])
    c = Controller(start)
    c.choose_card(1)
    assert c.movable() == () and "discard" in c.prompt()
    c.choose_card(1)  # choosing it again throws it away
    assert c.position.discard[-1] == Card.parse("9D")
    assert c.position.turn == 1


def test_enter_discards_too() -> None:
    start = position({}, {0: ["5H", "9D"]}, draw=["2C", "3C", "4C", "6C", "10C"])
    c = Controller(start)
    c.key("1")
    c.key("Enter")
    assert c.position == start.after("discard 5H")


def test_clicking_before_choosing_a_card_asks_for_one() -> None:
    c = Controller(position({0: ["T10"]}, {0: ["5H"]}))
    c.click((None, 10))
    assert c.message == "Choose a card first."


def test_clicking_a_peg_that_cannot_move_explains() -> None:
    # RULES 5: a peg may not pass a peg of its own colour, so the peg on T10 is stuck behind T12.
    start = position({0: ["T10", "T12"]}, {0: ["5H"]})
    c = Controller(start)
    c.choose_card(0)
    assert (0, 10) not in c.movable()
    c.click((None, 10))
    assert "cannot move" in c.message and c.peg is None


def test_undo_returns_to_the_persons_last_decision() -> None:
    # Seats 1 to 3 are computers here: undo skips back over their moves.
    start = new_game(4, seed=1)
    c = Controller(start, accepts_input=lambda p: p.turn == 0)
    assert start.turn == 0
    c.choose_card(0)
    c.click((0, START))
    c.click((None, 8))
    for _ in range(3):  # the computers' moves
        c.history.play(c.position.legal_moves()[0])
    assert c.position.turn == 0 and c.history.ply == 4
    c.key("u")
    assert c.position == start
    c.key("r")
    assert c.history.ply == 4


def test_no_input_on_a_computers_turn() -> None:
    c = Controller(new_game(4, seed=1), accepts_input=lambda p: False)
    c.choose_card(0)
    assert c.card is None and "computer" in c.message


def test_a_position_without_hands_takes_any_card() -> None:
    # RULES 7: exploring a position without a hand, any card may be played.
    start = position({0: ["T10"]}, {})
    c = Controller(start)
    c.choose_card(Card.parse("8C"))
    c.click((None, 10))
    assert c.targets() == ((0, 2),)  # RULES 4: an 8 moves 8 backward
    c.click((None, 2))
    assert c.position == start.after("8C 0:T10-T2")


def test_moving_into_home() -> None:
    # RULES 2 and 5: from T1 a 4 reaches the in-spot T3 with 2 steps to spare: H2.
    start = position({0: ["T1"]}, {0: ["4D"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 1))
    assert c.targets() == ((0, HOME + 2),)
    c.click((0, HOME + 2))
    assert c.position.pegs[0][-1] == HOME + 2


def test_listeners_hear_moves_with_their_events() -> None:
    start = position({}, {0: ["KS"]})
    c = Controller(start)
    heard = []
    c.listeners.append(lambda kind, events: heard.append((kind, events)))
    c.choose_card(0)
    c.click((0, START))
    c.click((None, 8))
    kinds = [k for k, _ in heard]
    assert kinds == ["select", "select", "move"]
    assert heard[-1][1] == start.play("KS 0:S-T8")[1]


# ----- issue 15: words for learners, and the engine says why a card cannot move
def test_an_unplayable_cards_reason_is_the_engines_why_not_card() -> None:
    # 4.ace / 4.face: a 9 brings no peg out of start; the engine's why_not_card says so.
    start = position({}, {0: ["9D", "KC"]})
    c = Controller(start)
    refusal = start.why_not_card(Card.parse("9D"))
    assert refusal is not None
    reason = c.hand_status()[0].reason
    assert reason.startswith("The 9 of diamonds cannot move any peg now: ")
    assert str(refusal) in reason
    assert "9D" not in reason


def test_the_controller_holds_no_move_rebuilding_of_its_own() -> None:
    # The rule of which pegs a card could move lives in the engine (issue 15, part 3).
    import inspect

    from widgets.board import controller

    source = inspect.getsource(controller)
    assert "_first_refusal" not in source and "turn % 2" not in source
    assert "forward_steps" not in source and "BACKWARD_STEPS" not in source


def test_clicking_an_opponents_peg_says_why() -> None:
    # 1.teams: Blue moves only its team's pegs (Blue and Green), never Orange's.
    start = position({0: ["T10"], 1: ["T20"]}, {0: ["5H"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 20))
    refusal = start.why_not(Move.parse("5H 1:T20-T20"))
    assert refusal is not None and refusal.clause == "1"
    assert c.message.startswith("The 5 of hearts cannot move Orange's peg")
    assert str(refusal) in c.message
    assert c.peg is None


def test_clicking_a_start_peg_after_choosing_a_peg_is_not_a_destination() -> None:
    # 4.number: a 5 moves a track peg but brings none out; a click on a peg in start is about
    # that peg (it cannot move), never "move the chosen peg into start".
    start = position({0: ["T10"]}, {0: ["5H"]})
    c = Controller(start)
    c.choose_card(0)
    c.click((None, 10))
    assert c.peg == (0, 10)
    c.click((0, START))
    assert "cannot stop there" not in c.message and "go" not in c.message.split(":")[0]
    assert c.message.startswith("The 5 of hearts cannot move Blue's peg in start")
    refusal = start.why_not(Move.parse("5H 0:S-T8"))
    assert refusal is not None and str(refusal) in c.message  # why: a 5 brings no peg out
    assert c.position == start


def test_messages_use_colour_names_and_card_words() -> None:
    # 4.seven: a split asks for its second peg in words, with no notation or seat numbers.
    start = position({0: ["T10", "T30"]}, {0: ["7S"]})
    c = Controller(start)
    c.choose_card(0)
    assert c.prompt().startswith("7 of spades: choose a peg")
    c.click((None, 10))
    assert "Blue's peg" in c.prompt() and "seat" not in c.prompt()
    c.click((None, 13))  # three of the seven: the first part of a split
    assert c.parts and "First part chosen" in c.message
    for text in (c.message, c.prompt()):
        assert "0:" not in text and "T13" not in text and "seat" not in text
    assert Controller(new_game(4, seed=1)).prompt() == "Blue to move: choose a card."
