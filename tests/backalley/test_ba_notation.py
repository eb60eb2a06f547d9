"""Notation and the state file (RULES B, "Back Alley notation and state file")."""

from __future__ import annotations

import json

import pytest
from ba_helpers import make_state

from backalley import (
    DECK,
    BackAlleyError,
    BoardScale,
    Card,
    InvalidStateError,
    MalformedNotationError,
    Rules,
    format_action,
    format_state,
    new_game,
    parse_action,
    parse_state,
)
from backalley.notation import FORMAT, REQUIRED, describe, state_to_dict


def test_notation_cards_round_trip_all_54() -> None:
    """Notation: cards are written AS, 10H, BB, LB and read back."""
    texts = [card.notation() for card in DECK]
    assert {"AS", "10H", "2C", "BB", "LB", "QD"} <= set(texts)
    assert [Card.parse(text) for text in texts] == list(DECK)


@pytest.mark.parametrize("text", ["", "1S", "TS", "10", "AX", "bb", "JK", "10HH", "as", "010H"])
def test_notation_malformed_cards_are_refused_quoting_input(text: str) -> None:
    """Notation: anything else is not a card, and the error quotes it."""
    with pytest.raises(MalformedNotationError, match=repr(text).replace("\\", "\\\\")):
        Card.parse(text)


@pytest.mark.parametrize("text", ["bid pass", "bid 3", "bid 12", "bid board", "play QS", "play LB"])
def test_notation_actions_round_trip(text: str) -> None:
    """Notation: actions are `bid pass`, `bid 3`, `bid board` and `play QS`."""
    action = parse_action(text)
    assert format_action(action) == text
    assert parse_action(format_action(action)) == action


@pytest.mark.parametrize(
    "text", ["bid", "bid 0", "bid -1", "bid 03", "bid double", "play", "play 1S", "pass", "bid 3 4"]
)
def test_notation_malformed_actions_are_refused(text: str) -> None:
    """Notation: malformed actions raise MalformedNotationError quoting the input."""
    with pytest.raises(MalformedNotationError, match=f"'{text}'"):
        parse_action(text)


def test_state_file_has_exactly_the_listed_fields() -> None:
    """State file: exactly the fields RULES.md lists (no rules/redeals/winner by default)."""
    data = state_to_dict(new_game(7))
    assert list(data) == list(REQUIRED)
    assert data["format"] == FORMAT == "backalley-state/1"
    assert data["leader"] is None and data["trick"] == [] and data["bids"] == []
    assert data["taken"] == {"0": 0, "1": 0, "2": 0, "3": 0}
    assert data["trump_in_last_trick"] is False and data["seed"] == 7


def test_state_file_round_trips_with_rules_and_redeals() -> None:
    """State file: parse(format(state)) == state, including the optional fields."""
    rules = Rules(trick_value=3, board_scale=BoardScale.DOUBLING)
    state = new_game(8, rules)
    for _ in range(4):
        state, _ = state.apply("bid pass")
    data = state_to_dict(state)
    assert data["redeals"] == 1 and data["rules"] == {"trick_value": 3, "board_scale": "doubling"}
    assert parse_state(format_state(state)) == state
    assert parse_state(format_state(state, indent=2)) == state


def _data(**changes: object) -> dict:
    data = state_to_dict(new_game(7))  # dealer 0, turned 5C; seat 0 holds BB, seat 2 LB
    data.update(changes)
    return data


def _refused(data: dict, error: type[BackAlleyError], pattern: str) -> None:
    with pytest.raises(error, match=pattern):
        parse_state(json.dumps(data))


def test_state_refused_wrong_hand_size() -> None:
    """State validation: a wrong hand size for the deal and tricks played."""
    data = _data()
    data["hands"]["0"] = data["hands"]["0"][1:]
    _refused(data, InvalidStateError, r"seat 0 holds 12 cards.*needs 13")
    _refused(_data(hand_size=12), InvalidStateError, r"'hand_size' 12 is wrong for deal 1")


def test_state_refused_card_twice() -> None:
    """State validation: a card twice."""
    data = _data()
    data["hands"]["0"][-1] = data["hands"]["1"][0]
    _refused(data, InvalidStateError, r"card 'KS' appears twice")
    _refused(
        _data(turned=data["hands"]["3"][0], trump="S"), InvalidStateError, r"'QS' appears twice"
    )


def test_state_refused_blooper_in_hand_in_no_trump_deal() -> None:
    """State validation: a blooper in a hand in a no-trump deal."""
    data = _data(turned="BB", trump=None)
    data["hands"]["0"][0] = "5C"  # seat 0 gives up the turned BB for the old turned card
    _refused(data, InvalidStateError, r"'LB' is in play in a no-trump deal")


def test_state_refused_trump_not_matching_turned() -> None:
    """State validation: `trump` not matching `turned`."""
    _refused(_data(trump="S"), InvalidStateError, r"'trump' 'S' does not match .*'5C'")
    _refused(_data(trump=None), InvalidStateError, r"'trump' None does not match")


def test_state_refused_bid_or_play_out_of_turn() -> None:
    """State validation: a bid or play out of turn."""
    _refused(_data(turn=2), InvalidStateError, r"turn 2 is out of turn: seat 1 is to bid")
    state = make_state(
        ["BB AH KH", "AS KS QS JS", "AD KD QD JD", "AC KC QC JC"],
        deal=10,
        turned="3H",
        bids="1 pass pass pass",
        leader=0,
        trick="2S",
    )
    data = state_to_dict(state)
    assert data["turn"] == 1
    data["turn"] = 2
    _refused(data, InvalidStateError, r"turn 2 is out of turn: seat 1 is to play")


def test_state_refused_other_impossibilities() -> None:
    """State validation: bidding fields, all-pass bids, bids above the hand, leader."""
    _refused(_data(leader=0), InvalidStateError, r"while bidding, leader must be null")
    _refused(_data(bids=["pass"] * 4, leader=0, turn=0), InvalidStateError, r"all four passed")
    _refused(_data(bids=["13"], turn=2), InvalidStateError, r"bid '13' is above 12")
    _refused(
        _data(bids=["3", "pass", "pass", "pass"], leader=2, turn=2),
        InvalidStateError,
        r"not the highest bidder \(seat 1\)",
    )


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("{", r"not valid JSON: .* near '\{'"),
        ("[]", r"must be a JSON object, not \[\]"),
        (json.dumps({"format": "pegs-position/1"}), r"unknown format 'pegs-position/1'"),
        (json.dumps(_data(extra=1)), r"unknown field 'extra'"),
        (json.dumps({k: v for k, v in _data().items() if k != "seed"}), r"lacks the field 'seed'"),
        (json.dumps(_data(deal=26)), r"'deal' must be 1..25, not 26"),
        (json.dumps(_data(bids=["0"])), r"not a bid: '0'"),
        (json.dumps(_data(turned="1X")), r"not a card: '1X'"),
        (json.dumps(_data(rules={"trick_value": 4})), r"trick_value=4"),
        (json.dumps(_data(rules={"speed": 1})), r"unknown rule option 'speed'"),
        (json.dumps(_data(taken={"0": 0})), r"'taken' must be an object with seats"),
        (json.dumps(_data(seed="x")), r"'seed' must be an integer, not 'x'"),
    ],
)
def test_state_file_malformed_is_refused(text: str, pattern: str) -> None:
    """State file: malformed files raise MalformedNotationError quoting what is wrong."""
    with pytest.raises(MalformedNotationError, match=pattern):
        parse_state(text)


def test_errors_are_value_errors() -> None:
    """Errors: one base BackAlleyError(ValueError) with narrow subclasses."""
    for kind in (MalformedNotationError, InvalidStateError):
        assert issubclass(kind, BackAlleyError) and issubclass(kind, ValueError)


def test_describe_shows_trump_hands_and_turn() -> None:
    """Text picture: the deal, the trump, every hand and whose turn it is."""
    text = describe(new_game(7))
    assert "deal 1 of 25, 13 cards each, dealer 0" in text
    assert "turned 5C: trump clubs" in text
    assert "seat 0 (team 0): BB" in text and text.endswith("seat 1 to bid")
