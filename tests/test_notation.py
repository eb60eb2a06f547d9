"""RULES 10: cards, places, moves and position files in both directions, and refused input."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest
from builders import make

from pegs import (
    ALL_CARDS,
    Card,
    InvalidPositionError,
    Move,
    NotationError,
    PegsError,
    Position,
    new_game,
    parse_place,
    place_name,
)


def test_rules_10_every_card_round_trips():
    texts = [c.notation for c in ALL_CARDS]
    assert "10H" in texts and "QS" in texts and "JK" in texts and len(texts) == 53
    for card in ALL_CARDS:
        assert Card.parse(card.notation) == card


@pytest.mark.parametrize("text", ["", "1H", "10", "JKS", "11S", "qs", "10X", "0H", " AS"])
def test_rules_10_malformed_cards_are_refused_quoting_the_input(text):
    with pytest.raises(NotationError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value)


@pytest.mark.parametrize("text", ["S", "T0", "T44", "T143", "H1", "H5"])
def test_rules_10_places_round_trip(text):
    assert place_name(parse_place(text, 8)) == text


@pytest.mark.parametrize("text", ["T08", "H0", "H6", "T-1", "s", "T", "T72"])
def test_rules_10_non_canonical_or_off_board_places_are_refused(text):
    with pytest.raises(NotationError) as err:
        parse_place(text, 4)
    assert repr(text) in str(err.value)


@pytest.mark.parametrize(
    "text",
    [
        "KS 2:S-T44",
        "5H 0:T12-T17",
        "8C 0:T5-T69",
        "4D 0:T1-H2",
        "7S 0:T12-T15 2:T40-T44",
        "JK 1:S-T30",
        "discard 5C",
    ],
)
def test_rules_10_the_rule_books_example_moves_round_trip(text):
    assert Move.parse(text).notation() == text
    assert Move.parse(Move.parse(text).notation()) == Move.parse(text)


def test_generated_moves_are_moves_in_every_way_a_user_can_see():
    # The generator builds its moves with a faster constructor (``pegs.moves.move_of``).
    position = new_game(4, seed=3)
    pick = random.Random(3)
    for _ in range(80):  # far enough into a game for 7s and 9s to split
        position = position.play(pick.choice(position.legal_moves()))[0]
    moves = [m for card in ALL_CARDS[:13] for m in position.card_moves(card)]
    assert any(len(m.parts) == 2 for m in moves)
    for move in moves:
        parsed = Move.parse(move.notation())
        assert isinstance(move, Move) and type(move).__name__ == "Move"
        assert move == parsed and hash(move) == hash(parsed) and repr(move) == repr(parsed)
        assert [repr(p) for p in move.parts] == [repr(p) for p in parsed.parts]
        assert all(isinstance(p, type(parsed.parts[0])) for p in move.parts)
        for copied in (pickle.loads(pickle.dumps(move)), copy.deepcopy(move)):
            assert type(copied) is Move and copied == move
        assert move._replace(card=parsed.card) == move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "KS",
        "KS 2:S",
        "KS 2-S-T44",
        "KS x:S-T44",
        "KS 02:S-T44",
        "ZZ 0:T1-T2",
        "discard",
        "discard 5C 6C",
        "7S 0:T1-T2 0:T3-T4 0:T5-T6",
        "KS 2:S-T044",
    ],
)
def test_rules_10_malformed_moves_are_refused_quoting_the_input(text):
    with pytest.raises(NotationError) as err:
        Move.parse(text)
    assert repr(text) in str(err.value)


def test_rules_10_seat_and_hole_ranges_are_checked_against_the_player_count():
    with pytest.raises(NotationError, match="seat 4"):
        Move.parse("5H 4:T1-T6", players=4)
    with pytest.raises(NotationError, match="T80"):
        Move.parse("5H 0:T80-T85", players=4)
    assert Move.parse("5H 7:T80-T85", players=8).notation() == "5H 7:T80-T85"


def test_rules_10_position_file_example_reads_and_writes_back():
    data = {
        "format": "pegs-position/1",
        "players": 4,
        "rules": {},
        "turn": 0,
        "dealer": 3,
        "pegs": {
            "0": ["S", "S", "S", "T8", "H5"],
            "1": ["S", "S", "S", "S", "T30"],
            "2": ["S", "S", "S", "S", "S"],
            "3": ["S", "S", "S", "S", "S"],
        },
        "hands": {"0": ["AS", "7H", "JK", "5C", "10D"]},
        "draw": ["2C", "3C"],
        "discard": ["4C"],
        "seed": 7,
    }
    position = Position.from_dict(data)
    assert position.hands[0][2].is_joker and position.hands[1] is None
    again = Position.from_json(position.to_json())
    assert again == position
    written = json.loads(position.to_json())
    assert written["pegs"] == data["pegs"] and written["hands"] == data["hands"]
    assert written["rules"]["nine"] == "split-forward"


def test_rules_10_pegs_may_be_listed_in_any_order_and_are_written_canonically():
    p = make({0: ["H5", "T8", "S"]})
    assert p.to_dict()["pegs"]["0"] == ["S", "S", "S", "T8", "H5"]


def test_rules_10_optional_fields_may_be_left_out():
    p = Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 6,
            "turn": 5,
            "pegs": {str(s): ["S"] * 5 for s in range(6)},
        }
    )
    assert p.dealer is None and p.draw is None and p.discard == () and p.seed is None
    assert p.hands == (None,) * 6


def _base(**changes):
    data = {
        "format": "pegs-position/1",
        "players": 4,
        "turn": 0,
        "pegs": {str(s): ["S"] * 5 for s in range(4)},
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "quoted"),
    [
        ({"pegs": {"0": ["S"] * 6, "1": ["S"] * 5, "2": ["S"] * 5, "3": ["S"] * 5}}, "6 pegs"),
        ({"pegs": {"0": ["S"] * 4, "1": ["S"] * 5, "2": ["S"] * 5, "3": ["S"] * 5}}, "4 pegs"),
        (
            {
                "pegs": {
                    "0": ["T9", "S", "S", "S", "S"],
                    "1": ["T9", "S", "S", "S", "S"],
                    "2": ["S"] * 5,
                    "3": ["S"] * 5,
                }
            },
            "T9",
        ),
        (
            {
                "pegs": {
                    "0": ["H2", "H2", "S", "S", "S"],
                    "1": ["S"] * 5,
                    "2": ["S"] * 5,
                    "3": ["S"] * 5,
                }
            },
            "H2",
        ),
        (
            {
                "pegs": {
                    "0": ["T08", "S", "S", "S", "S"],
                    "1": ["S"] * 5,
                    "2": ["S"] * 5,
                    "3": ["S"] * 5,
                }
            },
            "T08",
        ),
        (
            {
                "pegs": {
                    "0": ["T72", "S", "S", "S", "S"],
                    "1": ["S"] * 5,
                    "2": ["S"] * 5,
                    "3": ["S"] * 5,
                }
            },
            "T72",
        ),
        ({"pegs": {"0": ["S"] * 5, "1": ["S"] * 5, "2": ["S"] * 5}}, "seat 3"),
        ({"players": 5}, "5"),
        ({"rules": {"nine": "sideways"}}, "sideways"),
        ({"rules": {"tempo": "fast"}}, "tempo"),
        ({"hands": {"0": ["AS", "2S", "3S", "4S", "5S", "6S"]}}, "6 cards"),
        ({"hands": {"0": ["AS", "AS", "AS"]}, "discard": ["AS"]}, "AS"),
        ({"hands": {"0": ["JK", "JK", "JK", "JK", "JK"]}, "draw": ["JK", "JK"]}, "JK"),
        ({"turn": 4}, "turn 4"),
        ({"dealer": -1}, "dealer -1"),
        ({"hands": {"9": []}}, "'9'"),
        ({"format": "pegs-position/2"}, "pegs-position/2"),
        ({"colour": "blue"}, "colour"),
        ({"hands": {"0": ["AS", "XX"]}}, "XX"),
        ({"winner": 1}, "winner 1"),
        ({"seed": "seven"}, "seven"),
    ],
)
def test_rules_10_impossible_positions_are_refused_with_a_clear_error(changes, quoted):
    with pytest.raises(PegsError) as err:
        Position.from_dict(_base(**changes))
    assert quoted in str(err.value)


def test_rules_10_invalid_position_error_is_a_value_error():
    with pytest.raises(ValueError):
        Position.from_dict(_base(turn=7))
    assert issubclass(InvalidPositionError, PegsError) and issubclass(PegsError, ValueError)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"x"', "{}"])
def test_rules_10_malformed_json_is_refused(text):
    with pytest.raises(PegsError):
        Position.from_json(text)


def test_rules_10_repr_pastes_back_and_str_is_a_diagram():
    game = new_game(6, seed=2)
    rebuilt = eval(repr(game), {"Position": Position})
    assert rebuilt == game
