"""The ``backalley-state/1`` file at its edges (RULES B, "Back Alley notation and state file").

Every field of the wrong kind is refused with a message naming it, beside the same file with a
right value, which is read; the optional fields are written only when they say something.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from backalley import InvalidStateError, MalformedNotationError, Rules, new_game, parse_state
from backalley.actions import PASS, Bid
from backalley.cards import Card
from backalley.notation import format_card, format_state, parse_card, state_to_dict
from backalley.rules import BoardScale
from backalley.state import State


def _data(**changes: object) -> dict:
    data = state_to_dict(new_game(7))  # deal 1, dealer 0, turned 5C; seat 1 to bid
    data.update(changes)
    return data


def _read(data: dict) -> State:
    return parse_state(json.dumps(data))


@pytest.mark.parametrize(
    ("changes", "pattern"),
    [
        ({"bids": "pass"}, r"'bids' must be a list of strings, not 'pass'"),
        ({"bids": [3]}, r"'bids' must be a list of strings, not \[3\]"),
        ({"scores": [0, 0, 0]}, r"'scores' must be \[team0, team1\], not \[0, 0, 0\]"),
        ({"scores": "0 0"}, r"'scores' must be \[team0, team1\]"),
        ({"trump_in_last_trick": 0}, r"'trump_in_last_trick' must be true or false, not 0"),
        ({"redeals": "1"}, r"'redeals' must be an integer, not '1'"),
        ({"leader": "0"}, r"'leader' must be an integer or null, not '0'"),
        ({"dealer": 1.5}, r"'dealer' must be an integer, not 1.5"),
        ({"dealer": None}, r"'dealer' must be an integer, not None"),
        ({"deal": True}, r"'deal' must be an integer, not True"),
        ({"deal": 0}, r"'deal' must be 1..25, not 0"),
        ({"turn": "1"}, r"'turn' must be an integer or null, not '1'"),
        ({"winner": True}, r"'winner' must be 0, 1 or 'draw', not True"),
        ({"winner": 1.0}, r"'winner' must be 0, 1 or 'draw', not 1.0"),
        ({"winner": 2}, r"'winner' must be 0, 1 or 'draw', not 2"),
        ({"hands": []}, r"'hands' must be an object with seats '0' to '3'"),
        ({"trick": "AS"}, r"'trick' must be a list of cards, not 'AS'"),
        ({"played": ["AS", "ZZ"]}, r"'played': not a card: 'ZZ'"),
        ({"rules": []}, r"'rules' must be an object"),
    ],
)
def test_fields_of_the_wrong_kind_are_refused(changes: dict, pattern: str) -> None:
    """State file: each field has one kind; anything else is refused, quoting it."""
    with pytest.raises(MalformedNotationError, match=pattern):
        _read(_data(**changes))


def test_the_right_kinds_are_read() -> None:
    """The same file with right values: a redeal count, an empty ``played``, rules options."""
    assert _read(_data()) == new_game(7)
    assert _read(_data(redeals=2)).redeals == 2
    assert _read(_data(played=[])).played == ()
    rules = _read(_data(rules={"trick_value": 3})).rules
    assert rules == Rules(trick_value=3, board_scale=BoardScale.LINEAR)
    assert _read(_data(rules={})).rules == Rules()


def test_hands_are_read_in_any_order_and_kept_in_deck_order() -> None:
    """State file: a hand is a set of cards; the engine keeps it in the canonical deck order."""
    data = _data()
    data["hands"]["1"] = list(reversed(data["hands"]["1"]))
    assert _read(data).hands == new_game(7).hands


def test_hand_size_must_match_the_deal() -> None:
    """RULES B, deals: the file's ``hand_size`` is the deal's, 13 down to 1 and back up."""
    with pytest.raises(InvalidStateError, match=r"'hand_size' 13 is wrong for deal 2: it is 12"):
        _read(_data(deal=2))


def test_optional_fields_are_written_only_when_they_say_something() -> None:
    """State file: ``redeals``, ``rules``, ``winner`` and ``played`` appear only when set."""
    state = new_game(7)
    plain = state_to_dict(state)
    assert not {"redeals", "rules", "winner", "played"} & set(plain)
    assert state_to_dict(replace(state, redeals=1))["redeals"] == 1
    doubling = replace(state, rules=Rules(board_scale=BoardScale.DOUBLING))
    assert state_to_dict(doubling)["rules"] == {"trick_value": 5, "board_scale": "doubling"}
    final = State(
        deal=25,
        dealer=3,
        turned=Card.parse("3H"),
        hands=((),) * 4,
        bids=(Bid(1), PASS, PASS, PASS),
        leader=0,
        trick=(),
        taken=(13, 0, 0, 0),
        trump_in_last_trick=False,
        scores=(20, 20),
        turn=None,
        seed=0,
        winner="draw",
    )
    data = state_to_dict(final)
    assert data["winner"] == "draw" and data["turn"] is None and data["trump"] == "H"
    assert "played" not in data
    blooper = state_to_dict(replace(final, turned=Card.parse("LB")))
    assert blooper["trump"] is None and blooper["turned"] == "LB"


def test_format_state_is_one_line_unless_indented() -> None:
    """State file: one JSON line by default, indented on request; cards as notation."""
    state = new_game(7)
    assert "\n" not in format_state(state)
    assert format_state(state, indent=2).startswith('{\n  "format"')
    assert parse_card("10H") == Card.parse("10H") and format_card(Card.parse("LB")) == "LB"


def test_a_finished_game_is_read_back_with_its_winner() -> None:
    """State file: after the 25th deal the file gains ``winner``: 0, 1 or "draw"."""
    final = State(
        deal=25,
        dealer=3,
        turned=Card.parse("3H"),
        hands=((),) * 4,
        bids=(Bid(1), PASS, PASS, PASS),
        leader=0,
        trick=(),
        taken=(13, 0, 0, 0),
        trump_in_last_trick=False,
        scores=(20, 70),
        turn=None,
        seed=0,
        winner=1,
    )
    for scores, winner in (((20, 70), 1), ((70, 20), 0), ((20, 20), "draw")):
        state = replace(final, scores=scores, winner=winner)
        assert parse_state(format_state(state)) == state


def test_long_values_are_cut_in_messages() -> None:
    """Errors quote the input, cut after 77 characters when its text is longer than 80."""
    at_80 = "x" * 78  # its repr, with the quotes, is 80 characters: quoted whole
    with pytest.raises(MalformedNotationError, match=f"not '{at_80}'$"):
        _read(_data(bids=at_80))
    at_81 = "x" * 79
    with pytest.raises(MalformedNotationError, match=f"not '{'x' * 76}\\.\\.\\.$"):
        _read(_data(bids=at_81))
