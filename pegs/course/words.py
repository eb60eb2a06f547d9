"""Plain words for the course: places, moves and refusals with colour names, never notation.

The engine's own sentences (``pegs.describe``, ``pegs.check``) may show hole numbers and seats;
a learner sees landmarks ("on Orange's side, 4 holes past the come-out hole") and colours.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..board import HOME, START, Place, board_for, parse_place
from ..cards import Card
from ..check import Refusal
from ..colours import seat_name
from ..describe import card_words, hole_words
from ..events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    Event,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from ..moves import Move
from ..position import Position


def team_colours(team: int, players: int) -> str:
    """A team by its colours: "Blue and Green", "Orange, Red and Yellow"."""
    names = [seat_name(s) for s in board_for(players).team_seats(team)]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def where(seat: int, place: Place, players: int) -> str:
    """Where a peg of ``seat`` on ``place`` stands, in words: "in Blue's home place 3"."""
    if place == START:
        return f"in {seat_name(seat)}'s start"
    if place > HOME:
        return f"in {seat_name(seat)}'s home place {place - HOME}"
    return hole_words(place, players)


def peg_words(seat: int, place: Place, players: int) -> str:
    """A peg named by colour and place: "Blue's peg on Orange's in-spot"."""
    return f"{seat_name(seat)}'s peg {where(seat, place, players)}"


def answer_place_words(text: str, players: int) -> str:
    """A PREDICT answer ("T15", "2:H3", "1:S") in words: "on Orange's in-spot"."""
    seat_text, _, place_text = text.rpartition(":")
    place = parse_place(place_text, players)
    if seat_text:
        return where(int(seat_text), place, players)
    return hole_words(place, players)


def _steps(n: int) -> str:
    return f"{n} hole{'' if n == 1 else 's'}"


def event_words(event: Event, players: int) -> str:
    """One event as a plain sentence with colour names."""
    if isinstance(event, CardPlayed):
        verb = "throws away" if event.discarded else "plays"
        return f"{seat_name(event.seat)} {verb} the {card_words(event.card)}."
    if isinstance(event, PegMoved):
        who = f"{seat_name(event.seat)}'s peg"
        if event.frm == START:
            return f"{who} comes out onto its come-out hole."
        if event.to > HOME:
            start = "inside home " if event.frm > HOME else ""
            return f"{who} moves {start}{_steps(len(event.path))} to home place {event.to - HOME}."
        there = hole_words(event.to, players)
        if event.backward:
            return f"{who} moves {_steps(len(event.path))} back, to {there.removeprefix('on ')}."
        if len(event.path) == 1 and board_for(players).distance(event.frm, event.to) != 1:
            return f"{who} jumps to the hole {there.removeprefix('on ')}."
        return f"{who} moves {_steps(len(event.path))} forward, to {there.removeprefix('on ')}."
    if isinstance(event, BumpedToStart):
        return f"{seat_name(event.seat)}'s peg is bumped back to its start."
    if isinstance(event, SentToInSpot):
        return f"{seat_name(event.seat)}'s peg is sent to its own in-spot."
    if isinstance(event, CardDrawn):
        return f"{seat_name(event.seat)} draws a card."
    if isinstance(event, DiscardsReshuffled):
        return "The played cards are shuffled into a new draw pile."
    if isinstance(event, GameWon):
        return f"{team_colours(event.team, players)} win the game!"
    return ""


def events_words(events: Iterable[Event], players: int) -> str:
    """What a move did, as sentences (the card played first, draws left out)."""
    return " ".join(
        w for e in events if not isinstance(e, CardDrawn) and (w := event_words(e, players))
    )


def move_words(position: Position, move: Move | str) -> str:
    """A legal move told in words, as the learner would watch it played."""
    _after, events = position.play(move)
    return events_words(events, position.players)


# ----- refusals: which rule, and what went wrong, in words
#: (fragment of the engine's refusal sentence, clause it shows); first match wins. The
#: section number of the refusal is checked too, so a reworded sentence falls back safely.
_CLAUSE_OF: tuple[tuple[str, str], ...] = (
    ("game is over", "8.game-over"),
    ("must play", "7.must-play"),
    ("does not hold", "3.turn"),
    ("already in the hands", "3.shoe"),
    ("cannot be split", "9.nine-forward-only"),
    ("only a 7 or 9 may be split", "4.split"),
    ("not the same peg twice", "4.split"),
    ("split part never brings", "4.split-no-bring-out"),
    ("must add up to", "4.split"),
    ("forward and one backward", "9.nine-split-forward-back"),
    ("own_first", "9.team-pegs-own-first"),
    ("own-first", "9.team-pegs-own-first"),
    ("cannot bring a peg out", "4.any-team-peg"),
    ("come-out hole", "4.any-team-peg"),
    ("cannot come out", "5.come-out-jump"),
    ("backward move", "4.backward"),
    ("pass its own colour", "5.own-colour"),
    ("own colour's peg", "5.own-colour"),
    ("past H5", "5.inside-home"),
    ("in home never leaves", "5.inside-home"),
    ("another peg in home", "5.inside-home"),
    ("compulsory", "5.home-compulsory"),
    ("cannot be reached", "5.home-blocked"),
    ("nowhere to go", "5.teammate-on-in-spot"),
    ("in-spot", "5.in-spot-own-colour"),
    ("never ends", "5.chain"),
    ("never moved by a joker", "6.joker-not-home"),
    ("from a start area", "6.joker-source"),
    ("joker", "6.joker-target"),
    ("belong to team", "1.arizona"),
    ("would not move", "4.whole-count"),
    ("steps", "4.whole-count"),
)


def refusal_clause(refusal: Refusal, hint: Iterable[str] = ()) -> str:
    """The clause a refusal shows: read from its sentence, else the first of ``hint`` in its
    section, else the first clause of that section."""
    from ..scenarios import CLAUSES

    section = refusal.clause.split(".", 1)[0]
    if "." in refusal.clause and refusal.clause in CLAUSES:
        return refusal.clause
    for fragment, clause in _CLAUSE_OF:
        if fragment in refusal.message and clause.split(".")[0] == section:
            return clause
    for clause in hint:
        if clause.split(".")[0] == section:
            return clause
    return next((c for c in CLAUSES if c.split(".")[0] == section), f"{section}.rule")


_SEAT_PEG = re.compile(r"seat (\d+)'s peg on (T\d+|H\d)")
_SEAT_START = re.compile(r"a peg in seat (\d+)'s start")
_TEAM = re.compile(r"team (\d)'s pegs|team (\d)")
_SEAT = re.compile(r"seat (\d+)")
_HOLE = re.compile(r"\bT(\d+)\b")
_HOME = re.compile(r"\bH([1-5])\b")
_CARD = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b|\bJK\b")


def plain(text: str, players: int) -> str:
    """An engine sentence with seats, holes and cards put into words (colours, landmarks)."""
    text = _SEAT_PEG.sub(
        lambda m: peg_words(int(m[1]), parse_place(m[2], players), players), text
    )
    text = _SEAT_START.sub(lambda m: f"a peg in {seat_name(int(m[1]))}'s start", text)
    text = _TEAM.sub(
        lambda m: f"{team_colours(int(m[1] or m[2]), players)}'s team"
        + ("'s pegs" if m[1] else ""),
        text,
    )
    text = _SEAT.sub(lambda m: seat_name(int(m[1])), text)
    text = _HOLE.sub(
        lambda m: "the hole " + hole_words(int(m[1]), players).removeprefix("on "), text
    )
    text = _HOME.sub(lambda m: f"home place {m[1]}", text)
    text = _CARD.sub(lambda m: "the " + card_words(Card.parse(m[0])), text)
    return text


def refusal_words(position: Position, move: Move, refusal: Refusal) -> str:
    """Why ``move`` is not allowed here, in one or two plain sentences."""
    players = position.players
    message = refusal.message
    if "cannot bring a peg out" in message:
        # RULES 4 and 6: an ace, king, queen or jack brings a peg out, and so does a joker.
        return (
            f"The {card_words(move.card)} cannot bring a peg out of start: only an ace, a king, "
            "a queen, a jack or a joker can."
        )
    if "does not hold" in message:
        return f"{seat_name(position.turn)} does not hold the {card_words(move.card)}."
    text = plain(message, players)
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")
