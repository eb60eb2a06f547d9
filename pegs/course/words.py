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
from ..render.colours import seat_name
from ..render.describe import card_words, hole_words, team_colours


def where(seat: int, place: Place, players: int) -> str:
    """Where a peg of ``seat`` on ``place`` stands, in words: "in Blue's home place 3"."""
    if place == START:
        return f"in {seat_name(seat)}'s start"
    if place > HOME:
        return f"in {seat_name(seat)}'s home place {place - HOME}"
    return hole_words(place, players)


def hole_name(hole: Place, players: int) -> str:
    """A track hole as a noun: "Orange's in-spot", "the hole on Blue's side, 2 holes past the
    come-out hole"."""
    words = hole_words(hole, players).removeprefix("on ")
    if words.endswith(("come-out hole", "in-spot")) and "," not in words:
        return words
    return f"the hole on {words}"


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
            if event.to == board_for(players).come_out(event.seat):
                return f"{who} comes out onto its come-out hole."
            # Only a joker takes a peg out of start anywhere else (RULES 6).
            return f"{who} comes out of start and jumps onto {hole_name(event.to, players)}."
        if event.to > HOME:
            start = "inside home " if event.frm > HOME else ""
            return f"{who} moves {start}{_steps(len(event.path))} to home place {event.to - HOME}."
        there = hole_words(event.to, players)
        if event.backward:
            return f"{who} moves {_steps(len(event.path))} back, to {there.removeprefix('on ')}."
        if len(event.path) == 1 and board_for(players).distance(event.frm, event.to) != 1:
            return f"{who} jumps onto {hole_name(event.to, players)}."
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


def events_words(events: Iterable[Event], players: int, card: bool = True) -> str:
    """What a move did, as sentences (the card played first unless not ``card``; no draws)."""
    skip = (CardDrawn,) if card else (CardDrawn, CardPlayed)
    return " ".join(w for e in events if not isinstance(e, skip) and (w := event_words(e, players)))


def move_words(position: Position, move: Move | str, card: bool = True) -> str:
    """A legal move told in words, as the learner would watch it played."""
    _after, events = position.play(move)
    return events_words(events, position.players, card)


# ----- refusals: which rule, and what went wrong, in words
#: (fragment of the engine's refusal sentence, clause it shows); first match wins. The
#: section number of the refusal is checked too, so a reworded sentence falls back safely.
_CLAUSE_OF: tuple[tuple[str, str], ...] = (
    ("game is over", "8.game-over"),
    ("must play", "7.must-play"),
    ("does not hold", "3.turn"),
    ("already in the hands", "3.shoe"),
    ("cannot be split", "9.nine-forward-only"),
    ("may be split", "4.split"),
    ("not the same peg twice", "4.split"),
    ("split part never brings", "4.split-no-bring-out"),
    ("must add up to", "4.split"),
    ("forward and one backward", "9.nine-split-forward-back"),
    ("own_first", "9.team-pegs-own-first"),
    ("own-first", "9.team-pegs-own-first"),
    ("own pegs first", "9.team-pegs-own-first"),
    ("cannot bring a peg out", "4.any-team-peg"),
    ("comes out only onto", "4.any-team-peg"),
    ("cannot come out", "5.come-out-jump"),
    ("backward move", "4.backward"),
    ("pass its own colour", "5.own-colour"),
    ("own colour's peg", "5.own-colour"),
    ("land on its own colour", "5.own-colour"),
    ("past h5", "5.inside-home"),
    ("past home place 5", "5.inside-home"),
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
    ("other team", "1.arizona"),
    ("would not move", "4.whole-count"),
    ("steps", "4.whole-count"),
)


#: A clause and the narrower cases of it an exercise may be about (its own peg on the in-spot
#: is a peg of its own colour in the way, one that blocks the way home).
_NARROWER = {"5.own-colour": ("5.own-on-in-spot", "5.come-out-jump")}


def refusal_clause(refusal: Refusal, hint: Iterable[str] = ()) -> str:
    """The clause a refusal shows: read from its sentence (narrowed to one of ``hint`` where
    that is a special case of it), else the first of ``hint`` in its section, else the first
    clause of that section."""
    from ..scenarios import CLAUSES

    hint = tuple(hint)
    section = refusal.clause.split(".", 1)[0]
    if "." in refusal.clause and refusal.clause in CLAUSES:
        return refusal.clause
    message = refusal.message.lower()
    for fragment, clause in _CLAUSE_OF:
        if fragment in message and clause.split(".")[0] == section:
            narrower = [c for c in _NARROWER.get(clause, ()) if c in hint]
            return narrower[0] if narrower else clause
    for clause in hint:
        if clause.split(".")[0] == section:
            return clause
    return next((c for c in CLAUSES if c.split(".")[0] == section), f"{section}.rule")


_PLACES = r"((?:S|T\d+|H\d)(?: or (?:S|T\d+|H\d))*)"
_COUNT = re.compile(r"(\d+) steps (?:take .+? to|back from T\d+ is) " + _PLACES + ", not")
_COMPULSORY = re.compile(r"home is compulsory: \d+ steps take .+? to H(\d)$")
_SEAT_PEG = re.compile(r"seat (\d+)'s peg on (T\d+|H\d)")
_SEAT_START = re.compile(r"a peg in seat (\d+)'s start")
_TEAM = re.compile(r"team (\d)'s pegs|team (\d)")
_SEAT = re.compile(r"seat (\d+)")
_HOLE = re.compile(r"\bT(\d+)\b")
_HOME = re.compile(r"\bH([1-5])\b")
_CARD = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b|\bJK\b")


def plain(text: str, players: int) -> str:
    """An engine sentence with seats, holes and cards put into words (colours, landmarks)."""
    text = _SEAT_PEG.sub(lambda m: peg_words(int(m[1]), parse_place(m[2], players), players), text)
    text = _SEAT_START.sub(lambda m: f"a peg in {seat_name(int(m[1]))}'s start", text)
    text = _TEAM.sub(
        lambda m: (
            f"{team_colours(int(m[1] or m[2]), players)}'s team" + ("'s pegs" if m[1] else "")
        ),
        text,
    )
    text = _SEAT.sub(lambda m: seat_name(int(m[1])), text)
    text = _HOLE.sub(lambda m: hole_name(int(m[1]), players), text)
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
    home = _COMPULSORY.search(message)
    if home and len(move.parts) == 1:
        return (
            f"Going home is compulsory when the move fits: the {card_words(move.card)} takes "
            f"{seat_name(move.parts[0].seat)}'s peg into home place {home[1]}."
        )
    count = _COUNT.search(message)
    if count and len(move.parts) == 1:
        # RULES 4: the whole count is used, so say where the peg would really go.
        steps, places = int(count[1]), count[2].split(" or ")
        seat = move.parts[0].seat
        there = " or ".join(where(seat, parse_place(p, players), players) for p in places)
        way = "back" if count[0].count("back") else "forward"
        return (
            f"The {card_words(move.card)} moves a peg exactly {steps} holes {way}: "
            f"{seat_name(seat)}'s peg would end up {there}, not where you put it."
        )
    text = plain(message, players)
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")
