"""Position files (RULES 10): the ``pegs-position/1`` JSON format in both directions.

Card, place and move notation live with their types (``cards``, ``board``, ``moves``); this
module reads and writes whole positions and refuses anything it cannot read exactly.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .board import parse_place, place_name
from .cards import Card, parse_cards
from .errors import InvalidPositionError, NotationError
from .inputs import is_number, load_json
from .rules import Rules

if TYPE_CHECKING:  # position imports this module
    from .position import Position

FORMAT = "pegs-position/1"
_REQUIRED = ("format", "players", "turn", "pegs")
_OPTIONAL = ("rules", "dealer", "hands", "draw", "discard", "seed", "winner")


def position_to_dict(position: Position) -> dict[str, Any]:
    """A position as a position-file object, keys in the order RULES 10 shows them."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "players": position.rules.players,
        "rules": position.rules.options(),
        "turn": position.turn,
    }
    if position.dealer is not None:
        data["dealer"] = position.dealer
    data["pegs"] = {
        str(s): [place_name(p) for p in places] for s, places in enumerate(position.pegs)
    }
    hands = {str(s): _cards(h) for s, h in enumerate(position.hands) if h is not None}
    if hands:
        data["hands"] = hands
    if position.draw is not None:
        data["draw"] = _cards(position.draw)
    data["discard"] = _cards(position.discard)
    if position.seed is not None:
        data["seed"] = position.seed
    if position.winner is not None:
        data["winner"] = position.winner
    return data


def position_to_json(position: Position, indent: int | None = None) -> str:
    """A position as position-file JSON text."""
    return json.dumps(position_to_dict(position), indent=indent)


def position_from_json(text: str) -> Position:
    """The position in position-file JSON text, validated."""
    return position_from_dict(load_json(text, "the position file"))


def _short(value: object) -> str:
    """A value quoted in a message, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 60 else text[:56] + "...]"


def _cards(cards: Any) -> list[str]:
    return [c.notation for c in cards]


def _seat_key(key: Any, players: int, what: str) -> int:
    if not is_number(key):
        raise InvalidPositionError(
            f"{what} key {key!r} is not a seat number: write it with the digits 0-9"
        )
    seat = int(key)
    if seat >= players:
        raise InvalidPositionError(f"{what} key {key!r} is not a seat of a {players}-player game")
    return seat


def position_from_dict(data: Any) -> Position:
    """The position a position-file object describes; refuses anything impossible or unknown."""
    from .position import Position

    if not isinstance(data, dict):
        raise NotationError(f"a position file holds a JSON object, not {type(data).__name__}")
    missing = [k for k in _REQUIRED if k not in data]
    if missing:
        raise NotationError(f"the position file lacks {missing[0]!r} (RULES 10)")
    unknown = [k for k in data if k not in _REQUIRED and k not in _OPTIONAL]
    if unknown:
        raise NotationError(f"the position file has an unknown key {unknown[0]!r} (RULES 10)")
    if type(data["format"]) is not str or data["format"] != FORMAT:
        raise NotationError(f"format {_short(data['format'])} is not {FORMAT!r}")
    players = data["players"]
    if type(players) is not int or players not in (4, 6, 8):
        raise InvalidPositionError(f"players must be 4, 6 or 8, not {players!r} (RULES 1)")
    options = data.get("rules", {})
    if not isinstance(options, dict):
        raise InvalidPositionError(f"rules must be an object of options, not {_short(options)}")
    rules = Rules.from_options(players, options)
    pegs_data = data["pegs"]
    if not isinstance(pegs_data, dict):
        raise InvalidPositionError(f"pegs must be an object keyed by seat, not {_short(pegs_data)}")
    pegs: list[tuple[int, ...] | None] = [None] * players
    for key, places in pegs_data.items():
        seat = _seat_key(key, players, "pegs")
        if not isinstance(places, list):
            raise InvalidPositionError(
                f"seat {seat}'s pegs must be a list of places, not {_short(places)}"
            )
        try:
            pegs[seat] = tuple(parse_place(p, players) for p in places)
        except NotationError as err:
            raise InvalidPositionError(f"seat {seat}'s pegs: {err}") from None
    for seat, places in enumerate(pegs):
        if places is None:
            raise InvalidPositionError(
                f"seat {seat} lists no pegs; every seat lists exactly 5 (RULES 10)"
            )
    listed = tuple(places for places in pegs if places is not None)  # every seat, checked above
    hands: list[tuple[Card, ...] | None] = [None] * players
    hands_data = data.get("hands", {})
    if not isinstance(hands_data, dict):
        raise InvalidPositionError(
            f"hands must be an object keyed by seat, not {_short(hands_data)}"
        )
    for key, cards in hands_data.items():
        seat = _seat_key(key, players, "hands")
        hands[seat] = parse_cards(cards, f"seat {seat}'s hand")
    draw = parse_cards(data["draw"], "the draw pile") if "draw" in data else None
    discard = parse_cards(data.get("discard", []), "the discard pile")
    for key in ("turn", "dealer", "seed"):
        value = data.get(key)
        if value is not None and type(value) is not int:
            raise InvalidPositionError(f"{key} must be a whole number, not {_short(value)}")
    if "dealer" in data and data["dealer"] is None:
        raise InvalidPositionError("dealer must be a seat number when given")
    position = Position(
        rules=rules,
        pegs=listed,
        turn=data["turn"],
        hands=tuple(hands),
        draw=draw,
        discard=discard,
        dealer=data.get("dealer"),
        seed=data.get("seed"),
    )
    winner = data.get("winner")
    # ``type``: true == 1 and 1.0 == 1, but neither names a team (null: nobody has won).
    wrong_type = winner is not None and type(winner) is not int
    if "winner" in data and (wrong_type or winner != position.winner):
        raise InvalidPositionError(
            f"winner {_short(winner)} does not match the pegs: "
            + (
                f"team {position.winner} has won"
                if position.winner is not None
                else "nobody has won"
            )
        )
    return position
