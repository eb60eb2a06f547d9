"""Places, events and moves as the course says them: colour names and landmarks, never notation.

The engine's own sentences (``pegs.words.story``, ``Refusal.message``) may show hole numbers and
seats; a learner sees landmarks ("on Orange's side, 4 holes past the come-out hole") and colours.
Why a move is refused, for a learner, lives in ``pegs.words.learner``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import HOME, START, Place, board_for, parse_place
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
from ..seats import seat_name
from .names import card_words, hole_words, team_colours


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


def onward_words(title: str) -> str:
    """The big link at a lesson's end, to the lesson titled ``title`` ("03 What each card does")."""
    return f"Next lesson: {title}"


def start_words() -> str:
    """The link back to the course's start page."""
    return "Back to the start"


__all__ = [
    "answer_place_words",
    "event_words",
    "events_words",
    "hole_name",
    "move_words",
    "onward_words",
    "peg_words",
    "start_words",
    "where",
]
