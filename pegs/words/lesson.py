"""Places, events and moves as the course says them: colour names and landmarks, never notation.

The engine's own sentences (``pegs.words.story``, ``Refusal.message``) may show hole numbers and
seats; a learner sees landmarks ("on Orange's side, 4 holes past the come-out hole") and colours.
Why a move is refused, for a learner, lives in ``pegs.words.learner``. Every sentence is a Fluent
message (``locales/<lang>/course.ftl``, ``lesson-*``) in the language spoken: a place arrives as
its kind, owner, holes and home place (``place_args``), so each language says it its own way.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import (
    COME_OUT_OFFSET,
    HOME,
    IN_SPOT_OFFSET,
    SIDE,
    START,
    Place,
    board_for,
    parse_place,
)
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
from .messages import Arg, say
from .names import card_args, list_words, seat_key, team_colours


def track_args(hole: Place, players: int) -> dict[str, Arg]:
    """A track hole as the course messages' place arguments: ``spot``, ``owner``, ``holes``."""
    side, offset = divmod(hole, SIDE)
    if not 0 <= side < players:
        raise ValueError(f"T{hole} is off a {players}-player board")
    if offset == COME_OUT_OFFSET:
        spot, holes = "come-out", 0
    elif offset == IN_SPOT_OFFSET:
        spot, holes = "in-spot", 0
    elif offset > COME_OUT_OFFSET:
        spot, holes = "past-come-out", offset - COME_OUT_OFFSET
    elif offset > IN_SPOT_OFFSET:
        spot, holes = "before-come-out", COME_OUT_OFFSET - offset
    else:
        spot, holes = "before-in-spot", IN_SPOT_OFFSET - offset
    return {"spot": spot, "owner": seat_key(side), "holes": holes, "home": 0}


def place_args(seat: int, place: Place, players: int) -> dict[str, Arg]:
    """Where a peg of ``seat`` stands, as the course messages' place arguments."""
    if place == START:
        return {"spot": "start", "owner": seat_key(seat), "holes": 0, "home": 0}
    if place > HOME:
        return {"spot": "home", "owner": seat_key(seat), "holes": 0, "home": place - HOME}
    return track_args(place, players)


def where(seat: int, place: Place, players: int) -> str:
    """Where a peg of ``seat`` on ``place`` stands, in words: "in Blue's home place 3"."""
    return say("lesson-at", **place_args(seat, place, players))


def hole_name(hole: Place, players: int) -> str:
    """A track hole as a noun: "Orange's in-spot", "the hole on Blue's side, 2 holes past the
    come-out hole"."""
    return say("lesson-hole", **track_args(hole, players))


def peg_words(seat: int, place: Place, players: int) -> str:
    """A peg named by colour and place: "Blue's peg on Orange's in-spot"."""
    return say("lesson-peg", seat=seat_key(seat), **place_args(seat, place, players))


def answer_args(text: str, players: int) -> dict[str, Arg]:
    """A PREDICT answer ("T15", "2:H3", "1:S") as the course messages' place arguments."""
    seat_text, _, place_text = text.rpartition(":")
    place = parse_place(place_text, players)
    if seat_text:
        return place_args(int(seat_text), place, players)
    return track_args(place, players)


def answer_place_words(text: str, players: int) -> str:
    """A PREDICT answer ("T15", "2:H3", "1:S") in words: "on Orange's in-spot"."""
    return say("lesson-at", **answer_args(text, players))


def _peg_moved(event: PegMoved, players: int) -> str:
    """A peg's move in one sentence: out of start, into or inside home, back, a jump, forward."""
    seat = seat_key(event.seat)
    steps = len(event.path)
    if event.frm == START:
        if event.to == board_for(players).come_out(event.seat):
            return say("lesson-comes-out", seat=seat)
        # Only a joker takes a peg out of start anywhere else (RULES 6).
        return say("lesson-jumps-out", seat=seat, **track_args(event.to, players))
    if event.to > HOME:
        which = "lesson-inside-home" if event.frm > HOME else "lesson-into-home"
        return say(which, seat=seat, steps=steps, home=event.to - HOME)
    there = track_args(event.to, players)
    if event.backward:
        return say("lesson-back", seat=seat, steps=steps, **there)
    if len(event.path) == 1 and board_for(players).distance(event.frm, event.to) != 1:
        return say("lesson-jump", seat=seat, **there)
    return say("lesson-forward", seat=seat, steps=steps, **there)


def event_words(event: Event, players: int) -> str:
    """One event as a plain sentence with colour names."""
    if isinstance(event, CardPlayed):
        discarded = "yes" if event.discarded else "no"
        return say(
            "lesson-played", seat=seat_key(event.seat), discarded=discarded, **card_args(event.card)
        )
    if isinstance(event, PegMoved):
        return _peg_moved(event, players)
    if isinstance(event, BumpedToStart):
        return say("lesson-bumped", seat=seat_key(event.seat))
    if isinstance(event, SentToInSpot):
        return say("lesson-sent", seat=seat_key(event.seat))
    if isinstance(event, CardDrawn):
        return say("lesson-drew", seat=seat_key(event.seat))
    if isinstance(event, DiscardsReshuffled):
        return say("lesson-reshuffled")
    if isinstance(event, GameWon):
        return say("lesson-won", winners=team_colours(event.team, players))
    return ""


def events_words(events: Iterable[Event], players: int, card: bool = True) -> str:
    """What a move did, as sentences (the card played first unless not ``card``; no draws)."""
    skip = (CardDrawn,) if card else (CardDrawn, CardPlayed)
    return " ".join(w for e in events if not isinstance(e, skip) and (w := event_words(e, players)))


def move_words(position: Position, move: Move | str, card: bool = True) -> str:
    """A legal move told in words, as the learner would watch it played."""
    _after, events = position.play(move)
    return events_words(events, position.players, card)


def given_words(position: Position, move: Move) -> str:
    """The move a question is about, told without its consequences (no bump, no end place)."""
    mover = position.turn
    pegs = [
        say(
            "lesson-given-peg",
            mine="yes" if part.seat == mover else "no",
            seat=seat_key(part.seat),
            **place_args(part.seat, part.frm, position.players),
        )
        for part in move.parts
    ]
    if not pegs:
        return say("lesson-given-discard", seat=seat_key(mover), **card_args(move.card))
    return say("lesson-given", seat=seat_key(mover), pegs=list_words(pegs), **card_args(move.card))


def onward_words(title: str) -> str:
    """The big link at a lesson's end, to the lesson titled ``title`` ("03 What each card does")."""
    return say("lesson-onward", title=title)


def start_words() -> str:
    """The link back to the course's start page."""
    return say("lesson-start")


__all__ = [
    "answer_args",
    "answer_place_words",
    "event_words",
    "events_words",
    "given_words",
    "hole_name",
    "move_words",
    "onward_words",
    "peg_words",
    "place_args",
    "start_words",
    "track_args",
    "where",
]
