"""Exercise goals the engine can check: "bump Orange", "take a Blue peg home", "win".

A goal is a tuple of conditions written as short strings, all of which a move must meet:

    bump:S        a peg of seat S is bumped back to its start (bump:S:N: at least N of them)
    send:S        a peg of seat S is sent to its own in-spot
    home:S        a peg of seat S enters home from the track
    out:S         a peg of seat S comes out of start
    at:S:PLACE    after the move, seat S has a peg on PLACE (T15, H3, S)
    from:S:PLACE  the move moves the peg of seat S that stood on PLACE
    no-bump:S     no peg of seat S is bumped or sent away
    win           the move wins the game
    card:R        the move plays a card of rank R (A, 2 .. 10, J, Q, K, JK)
    not-card:R    the move plays (or throws away) a card of another rank
    discard       the move throws a card away
    moves         the move moves a peg (it is not a throw-away)
    any           any legal move

With a goal, the engine lists every move that reaches it, so an exercise's answers are checked,
and a legal move that misses is told what it did not do.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import START, parse_place
from ..errors import PegsError
from ..events import BumpedToStart, EnteredHome, Event, GameWon, PegMoved, SentToInSpot
from ..moves import Move
from ..position import Position
from ..words.lesson import place_args
from ..words.messages import say
from ..words.names import seat_key, team_colours

KINDS = (
    "bump",
    "send",
    "home",
    "out",
    "at",
    "from",
    "no-bump",
    "win",
    "card",
    "not-card",
    "discard",
    "moves",
    "any",
)


def validate(goal: Sequence[str], players: int) -> None:
    """Raise PegsError unless every condition of ``goal`` is well formed."""
    if not goal:
        raise PegsError("a goal needs at least one condition")
    for cond in goal:
        kind, *args = cond.split(":")
        if kind not in KINDS:
            raise PegsError(f"unknown goal condition {cond!r}")
        if kind in ("bump", "send", "home", "out", "no-bump") and not (
            1 <= len(args) <= (2 if kind == "bump" else 1)
            and all(a.isdigit() for a in args)
            and int(args[0]) < players
        ):
            raise PegsError(f"goal condition {cond!r} needs one seat")
        if kind in ("at", "from"):
            if len(args) != 2 or not args[0].isdigit():
                raise PegsError(f"goal condition {cond!r} needs a seat and a place")
            parse_place(args[1], players)


def _met(
    cond: str, position: Position, move: Move, after: Position, events: Sequence[Event]
) -> bool:
    kind, *args = cond.split(":")
    seat = int(args[0]) if args and args[0].isdigit() else -1
    if kind == "bump":
        need = int(args[1]) if len(args) > 1 else 1
        return sum(isinstance(e, BumpedToStart) and e.seat == seat for e in events) >= need
    if kind == "send":
        return any(isinstance(e, SentToInSpot) and e.seat == seat for e in events)
    if kind == "home":
        return any(isinstance(e, EnteredHome) and e.seat == seat for e in events)
    if kind == "out":
        return any(isinstance(e, PegMoved) and e.seat == seat and e.frm == START for e in events)
    if kind == "at":
        return parse_place(args[1], position.players) in after.pegs[seat]
    if kind == "from":
        place = parse_place(args[1], position.players)
        return any(p.seat == seat and p.frm == place for p in move.parts)
    if kind == "no-bump":
        return not any(
            isinstance(e, (BumpedToStart, SentToInSpot)) and e.seat == seat for e in events
        )
    if kind == "win":
        return any(isinstance(e, GameWon) for e in events)
    if kind == "card":
        return move.card.rank.value == args[0]
    if kind == "not-card":
        return move.card.rank.value != args[0]
    if kind == "discard":
        return move.is_discard
    if kind == "moves":
        return not move.is_discard
    return kind == "any"


def misses(goal: Sequence[str], position: Position, move: Move) -> list[str]:
    """The conditions of ``goal`` that the legal ``move`` does not meet (empty: it reaches it)."""
    after, events = position.play(move)
    return [c for c in goal if not _met(c, position, move, after, events)]


def reaches(goal: Sequence[str], position: Position, move: Move) -> bool:
    """True when the legal ``move`` meets every condition of ``goal``."""
    return not misses(goal, position, move)


def candidate_moves(position: Position) -> list[Move]:
    """The moves a learner could make: the hand's legal moves, or every card's if no hand."""
    if position.hand() is not None:
        return position.legal_moves()
    from ..cards import ALL_CARDS

    moves: list[Move] = []
    for card in ALL_CARDS:
        moves += position.card_moves(card)
    return moves


def moves_reaching(goal: Sequence[str], position: Position) -> list[Move]:
    """Every candidate move that reaches ``goal``, in canonical order."""
    return sorted(m for m in candidate_moves(position) if reaches(goal, position, m))


def miss_words(cond: str, players: int) -> str:
    """What a move that misses ``cond`` did not do, as a plain sentence (the language spoken)."""
    kind, *args = cond.split(":")
    seat = int(args[0]) if args and args[0].isdigit() else 0
    who = {"seat": seat_key(seat)}
    if kind == "bump" and len(args) > 1 and int(args[1]) > 1:
        return say("miss-bump-some", count=int(args[1]), **who)
    if kind in ("at", "from"):
        place = parse_place(args[1], players)
        return say(f"miss-{kind}", **who, **place_args(seat, place, players))
    if kind in ("bump", "send", "home", "out", "no-bump"):
        return say(f"miss-{kind}", **who)
    if kind in ("win", "card", "not-card", "discard", "moves"):
        return say(f"miss-{kind}")
    return ""


__all__ = [
    "KINDS",
    "candidate_moves",
    "miss_words",
    "misses",
    "moves_reaching",
    "reaches",
    "team_colours",
    "validate",
]
