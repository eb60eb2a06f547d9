"""Checking a scenario's ``expect`` against the engine, so every lesson says what the engine does.

``problems(scenario)`` returns a list of disagreements (empty when the lesson is honest).
The ``expect`` object of a scenario file may hold, all optional:

- ``board``: ``{"track_length": 72, "come_out": {"0": "T8"}, "in_spot": {...}, "teams": {"1": 1}}``
- ``new_game``: ``{"players": 4, "seed": 7}``: the position is exactly that freshly dealt game
- ``cards_total``: how many cards the hands and piles hold together
- ``moves`` / ``moves_include`` / ``moves_exclude`` / ``moves_count``: the moves of the scenario's
  ``card`` (``Position.card_moves``), in RULES 10 move notation; ``moves`` is the exact set
- ``legal`` / ``legal_include`` / ``legal_exclude``: ``Position.legal_moves()`` for the hand
- ``refuses``: ``[{"move": "...", "clause": "5", "rule": "5.own-colour", "reason": "...",
  "says": "words in the reason"}]``: ``why_not`` refuses the move under that section, rule
  clause and case of it (``Refusal.rule`` and ``reason``), and its sentence holds those words
  (``says`` checks the wording a lesson quotes, never which rule applies)
- ``pegs``, ``turn``, ``winner``, ``hands``, ``hand_sizes``: facts about the position itself
- ``plays``: ``[{"move": "...", "events": ["played 0 5H", ...], "paths": [["T11", ...]]}]``:
  moves played in order, each with every event it causes (``event_notation``) and, optionally,
  the path of each peg moved
- ``after``: any of the position facts above, checked on the position after ``plays``

This module owns the event notation used in ``expect``; plain-English narration lives in
``pegs.words.story``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..board import board_for, place_name
from ..errors import PegsError
from ..events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    Event,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from ..game import new_game
from ..moves import Move
from ..position import Position
from . import Scenario

_POSITION_KEYS = {
    "moves",
    "moves_include",
    "moves_exclude",
    "moves_count",
    "legal",
    "legal_include",
    "legal_exclude",
    "refuses",
    "pegs",
    "turn",
    "winner",
    "hands",
    "hand_sizes",
}
_TOP_KEYS = _POSITION_KEYS | {"board", "new_game", "cards_total", "plays", "after"}


def event_notation(event: Event, *, path: bool = False) -> str:
    """A compact, exact line for one event, as written in a scenario's ``expect``.

    With ``path``, a peg's move also lists the places it stepped on before its last
    (``moved 0:T10-T13 via T11,T12``); a jump (coming out, a joker) has none.
    """
    if isinstance(event, CardPlayed):
        verb = "discarded" if event.discarded else "played"
        return f"{verb} {event.seat} {event.card.notation}"
    if isinstance(event, PegMoved):
        verb = "moved back" if event.backward else "moved"
        line = f"{verb} {event.seat}:{place_name(event.frm)}-{place_name(event.to)}"
        if path and len(event.path) > 1:
            line += " via " + ",".join(place_name(p) for p in event.path[:-1])
        return line
    if isinstance(event, EnteredHome):
        return f"home {event.seat}:{place_name(event.to)}"
    if isinstance(event, BumpedToStart):
        return f"bumped {event.seat}:{place_name(event.frm)} to S by {event.by_seat}"
    if isinstance(event, SentToInSpot):
        frm, to = place_name(event.frm), place_name(event.to)
        return f"sent {event.seat}:{frm} to {to} by {event.by_seat}"
    if isinstance(event, CardDrawn):
        return f"drew {event.seat} {event.card.notation}"
    if isinstance(event, DiscardsReshuffled):
        return f"reshuffled {event.cards}"
    if isinstance(event, GameWon):
        return f"won {event.team}"
    raise PegsError(f"{event!r} is not an engine event")


def problems(scenario: Scenario) -> list[str]:
    """Every way the engine disagrees with the scenario's ``expect`` and exercise (empty: none)."""
    expect = scenario.expect
    out: list[str] = []
    unknown = sorted(set(expect) - _TOP_KEYS)
    if unknown:
        out.append(f"unknown expect keys {unknown}")
    position = scenario.position
    if "board" in expect:
        out += _board(position.players, expect["board"])
    if "new_game" in expect:
        spec = dict(expect["new_game"])
        fresh = new_game(spec.pop("players"), spec.pop("seed"), **spec)
        if fresh != position:
            out.append(f"the position is not new_game({expect['new_game']})")
    if "cards_total" in expect:
        total = sum(len(h) for h in position.hands if h) + len(position.draw or ())
        total += len(position.discard)
        if total != expect["cards_total"]:
            out.append(f"the hands and piles hold {total} cards, not {expect['cards_total']}")
    out += _position(position, expect, scenario, "the position")
    for step, play in enumerate(expect.get("plays", ()), 1):
        where = f"play {step} ({play['move']})"
        refusal = position.why_not(play["move"])
        if refusal is not None:
            out.append(f"{where} is refused: {refusal}")
            break
        position, events = position.play(play["move"])
        if "events" in play:
            got = [event_notation(e) for e in events]
            if got != list(play["events"]):
                out.append(f"{where} causes {got}, not {list(play['events'])}")
        if "paths" in play:
            got_paths = [[place_name(p) for p in e.path] for e in events if isinstance(e, PegMoved)]
            if got_paths != [list(p) for p in play["paths"]]:
                out.append(f"{where} walks {got_paths}, not {list(play['paths'])}")
    if "after" in expect:
        unknown = sorted(set(expect["after"]) - _POSITION_KEYS)
        if unknown:
            out.append(f"unknown 'after' keys {unknown}")
        out += _position(position, expect["after"], scenario, "the position after the plays")
    if scenario.exercise is not None:
        for answer in scenario.exercise.answers:
            refusal = scenario.position.why_not(answer)
            if refusal is not None:
                out.append(f"exercise answer {answer.notation()} is refused: {refusal}")
    return out


def _board(players: int, spec: Mapping[str, Any]) -> list[str]:
    board = board_for(players)
    out = []
    if "track_length" in spec and board.track_length != spec["track_length"]:
        out.append(f"the track has {board.track_length} holes, not {spec['track_length']}")
    for key, fact in (("come_out", board.come_out), ("in_spot", board.in_spot)):
        for seat, place in spec.get(key, {}).items():
            got = place_name(fact(int(seat)))
            if got != place:
                out.append(f"seat {seat}'s {key} is {got}, not {place}")
    for seat, team in spec.get("teams", {}).items():
        if board.team_of(int(seat)) != team:
            out.append(f"seat {seat} is on team {board.team_of(int(seat))}, not {team}")
    return out


def _notations(moves: list[Move]) -> Counter[str]:
    return Counter(m.notation() for m in moves)


def _compare_set(got: Counter[str], spec: Mapping[str, Any], key: str, what: str) -> list[str]:
    out = []
    if key in spec:
        want = Counter(spec[key])
        if got != want:
            missing = sorted((want - got).elements())
            extra = sorted((got - want).elements())
            out.append(f"{what}: missing {missing}, unexpected {extra}")
    if f"{key}_include" in spec:
        missing = [m for m in spec[f"{key}_include"] if m not in got]
        if missing:
            out.append(f"{what} lack {missing}")
    if f"{key}_exclude" in spec:
        present = [m for m in spec[f"{key}_exclude"] if m in got]
        if present:
            out.append(f"{what} include {present}")
    if f"{key}_count" in spec and sum(got.values()) != spec[f"{key}_count"]:
        out.append(f"{what}: {sum(got.values())}, not {spec[f'{key}_count']}")
    return out


def _position(
    position: Position, spec: Mapping[str, Any], scenario: Scenario, where: str
) -> list[str]:
    out: list[str] = []
    if any(k.startswith("moves") for k in spec):
        if scenario.card is None:
            out.append(f"{where}: 'moves' needs the scenario's 'card'")
        else:
            moves = _notations(position.card_moves(scenario.card))
            out += _compare_set(
                moves, spec, "moves", f"{where}: the {scenario.card.notation}'s moves"
            )
    if any(k.startswith("legal") for k in spec):
        legal = _notations(position.legal_moves())
        out += _compare_set(legal, spec, "legal", f"{where}: the legal moves")
    for refused in spec.get("refuses", ()):
        refusal = position.why_not(refused["move"])
        if refusal is None:
            out.append(f"{where}: {refused['move']} is legal, but the lesson says it is refused")
            continue
        if "clause" in refused and refusal.clause != refused["clause"]:
            out.append(
                f"{where}: {refused['move']} is refused by clause {refusal.clause}: {refusal}"
            )
        for key in ("rule", "reason"):
            if key in refused and getattr(refusal, key) != refused[key]:
                got = getattr(refusal, key)
                out.append(f"{where}: {refused['move']} is refused with {key} {got}: {refusal}")
        if "says" in refused and refused["says"] not in refusal.message:
            out.append(f"{where}: {refused['move']} is refused with {refusal.message!r}")
    if "pegs" in spec:
        for seat, places in spec["pegs"].items():
            got = [place_name(p) for p in position.pegs[int(seat)]]
            if got != list(places):
                out.append(f"{where}: seat {seat}'s pegs are {got}, not {list(places)}")
    if "turn" in spec and position.turn != spec["turn"]:
        out.append(f"{where}: it is seat {position.turn}'s turn, not seat {spec['turn']}'s")
    if "winner" in spec and position.winner != spec["winner"]:
        out.append(f"{where}: the winner is {position.winner}, not {spec['winner']}")
    if "hands" in spec:
        for seat, cards in spec["hands"].items():
            hand = position.hands[int(seat)]
            held = None if hand is None else [c.notation for c in hand]
            if held != cards:
                out.append(f"{where}: seat {seat}'s hand is {held}, not {cards}")
    for seat, size in spec.get("hand_sizes", {}).items():
        hand = position.hands[int(seat)]
        if hand is None or len(hand) != size:
            out.append(f"{where}: seat {seat}'s hand is {hand and len(hand)} cards, not {size}")
    return out


__all__ = ["event_notation", "problems"]
