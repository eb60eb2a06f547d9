"""The ``backalley-state/1`` state file: reading and writing states as JSON.

Owns the file format of RULES.md Part B ("Back Alley notation and state file"). Cards and actions
have their text form in ``cards.py`` and ``actions.py``; they are re-exported here so callers
find every notation in one place, as is ``describe`` (the state in words, from the words layer).
Whether a state could arise in play is checked by ``State``.
"""

from __future__ import annotations

import json
from typing import Any

from backalley.actions import Action, Bid, format_action, parse_action
from backalley.cards import Card, sorted_cards
from backalley.errors import InvalidStateError, MalformedNotationError
from backalley.rules import PLAYERS, Rules, hand_size
from backalley.state import DEFAULT_RULES, State
from backalley.words.describe import describe
from pegs.inputs import load_json

FORMAT = "backalley-state/1"
REQUIRED = (
    "format",
    "deal",
    "hand_size",
    "dealer",
    "turned",
    "trump",
    "hands",
    "bids",
    "leader",
    "trick",
    "taken",
    "trump_in_last_trick",
    "scores",
    "turn",
    "seed",
)
# ``redeals`` is our addition (the brief allows an optional field): the count of all-pass
# redeals of the current deal number, needed to replay its shuffle. It is written only when
# not 0, so an ordinary file has exactly the fields RULES.md lists.
OPTIONAL = ("redeals", "rules", "winner", "played")

__all__ = [
    "FORMAT",
    "Action",
    "Card",
    "describe",
    "format_action",
    "format_card",
    "format_state",
    "parse_action",
    "parse_card",
    "parse_state",
    "state_from_dict",
    "state_to_dict",
]


def parse_card(text: str) -> Card:
    """Read a card: ``AS``, ``10H``, ``BB``, ``LB``."""
    return Card.parse(text)


def format_card(card: Card) -> str:
    """Write a card in notation."""
    return card.notation()


def state_to_dict(state: State) -> dict[str, Any]:
    """The state as the JSON object of a ``backalley-state/1`` file."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "deal": state.deal,
        "hand_size": state.hand_size,
        "dealer": state.dealer,
        "turned": state.turned.notation(),
        "trump": state.trump.value if state.trump else None,
        "hands": {str(seat): [c.notation() for c in hand] for seat, hand in enumerate(state.hands)},
        "bids": [bid.notation() for bid in state.bids],
        "leader": state.leader,
        "trick": [c.notation() for c in state.trick],
        "taken": {str(seat): n for seat, n in enumerate(state.taken)},
        "trump_in_last_trick": state.trump_in_last_trick,
        "scores": list(state.scores),
        "turn": state.turn,
        "seed": state.seed,
    }
    if state.redeals:
        data["redeals"] = state.redeals
    if state.rules != DEFAULT_RULES:
        data["rules"] = state.rules.to_dict()
    if state.winner is not None:
        data["winner"] = state.winner
    if state.played:
        data["played"] = [c.notation() for c in state.played]
    return data


def format_state(state: State, indent: int | None = None) -> str:
    """The state as ``backalley-state/1`` JSON text (one line unless ``indent`` is given)."""
    return json.dumps(state_to_dict(state), indent=indent)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _int(data: dict[str, Any], key: str) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedNotationError(f"{key!r} must be an integer, not {_short(value)}")
    return value


def _int_or_null(data: dict[str, Any], key: str) -> int | None:
    value = data[key]
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedNotationError(f"{key!r} must be an integer or null, not {_short(value)}")
    return value


def _cards(value: object, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise MalformedNotationError(f"{where} must be a list of cards, not {_short(value)}")
    try:
        return tuple(Card.parse(text) for text in value)
    except MalformedNotationError as err:
        raise MalformedNotationError(f"{where}: {err}") from None


def _per_seat(value: object, key: str) -> list[Any]:
    seats = [str(seat) for seat in range(PLAYERS)]
    if not isinstance(value, dict) or sorted(value) != seats:
        raise MalformedNotationError(
            f"{key!r} must be an object with seats '0' to '3', not {_short(value)}"
        )
    return [value[seat] for seat in seats]


def state_from_dict(data: object) -> State:
    """Build a state from a ``backalley-state/1`` object; refuse malformed or impossible ones."""
    if not isinstance(data, dict):
        raise MalformedNotationError(f"a state file must be a JSON object, not {_short(data)}")
    if data.get("format") != FORMAT:
        raise MalformedNotationError(
            f"unknown format {_short(data.get('format'))}: expected {FORMAT!r}"
        )
    missing = [key for key in REQUIRED if key not in data]
    if missing:
        raise MalformedNotationError(f"state file lacks the field {missing[0]!r}")
    unknown = sorted(set(data) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        raise MalformedNotationError(f"state file has an unknown field {unknown[0]!r}")

    deal = _int(data, "deal")
    size = _int(data, "hand_size")
    if deal is None or not 1 <= deal <= 25:
        raise MalformedNotationError(f"'deal' must be 1..25, not {_short(deal)}")
    if size != hand_size(deal):
        raise InvalidStateError(
            f"impossible state: 'hand_size' {size!r} is wrong for deal {deal}: "
            f"it is {hand_size(deal)} (RULES B: 13, 12, … 1, 2, … 13)"
        )
    turned = _cards([data["turned"]], "'turned'")[0]
    trump = data["trump"]
    expected_trump = turned.suit.value if turned.suit else None
    if trump != expected_trump:
        raise InvalidStateError(
            f"impossible state: 'trump' {_short(trump)} does not match the turned card "
            f"{turned.notation()!r}: it must be {_short(expected_trump)} (RULES B, trump)"
        )
    hands = tuple(
        sorted_cards(_cards(hand, f"hand of seat {seat}"))
        for seat, hand in enumerate(_per_seat(data["hands"], "hands"))
    )
    bids_value = data["bids"]
    if not isinstance(bids_value, list) or not all(isinstance(b, str) for b in bids_value):
        raise MalformedNotationError(f"'bids' must be a list of strings, not {_short(bids_value)}")
    bids = tuple(Bid.parse(text) for text in bids_value)
    taken = _per_seat(data["taken"], "taken")
    scores = data["scores"]
    if not isinstance(scores, list) or len(scores) != 2:
        raise MalformedNotationError(f"'scores' must be [team0, team1], not {_short(scores)}")
    flag = data["trump_in_last_trick"]
    if not isinstance(flag, bool):
        raise MalformedNotationError(f"'trump_in_last_trick' must be true or false, not {flag!r}")
    rules = Rules.from_dict(data["rules"]) if "rules" in data else DEFAULT_RULES
    redeals = _int(data, "redeals") if "redeals" in data else 0
    winner = data.get("winner")
    # ``type`` checks: true == 1 and 1.0 == 1, but neither names a team.
    if not (winner is None or winner == "draw" or (type(winner) is int and winner in (0, 1))):
        raise MalformedNotationError(f"'winner' must be 0, 1 or 'draw', not {_short(winner)}")
    if "played" in data:
        played = _cards(data["played"], "'played'")
        if sum(t for t in taken if type(t) is int) and not played:
            raise InvalidStateError(
                "impossible state: 'played' is empty but tricks were taken: list the cards of "
                "this deal's completed tricks, in the order played"
            )
    else:
        played = ()
    state = State(
        deal=deal,
        dealer=_int(data, "dealer"),
        turned=turned,
        hands=hands,
        bids=bids,
        leader=_int_or_null(data, "leader"),
        trick=_cards(data["trick"], "'trick'"),
        taken=tuple(taken),
        trump_in_last_trick=flag,
        scores=(scores[0], scores[1]),
        turn=_int_or_null(data, "turn"),
        seed=_int(data, "seed"),
        rules=rules,
        redeals=redeals,
        winner=winner,
        played=played,
    )
    return state


def parse_state(text: str) -> State:
    """Read a state from ``backalley-state/1`` JSON text."""
    # The kit's one JSON reader: UTF-8, size and depth bounds, no key given twice.
    return state_from_dict(load_json(text, "the state file", MalformedNotationError))
