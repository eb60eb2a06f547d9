"""Puzzle goals checked by the engine: does one legal move reach a goal, and does it come close?

A goal is a name ("win", "bump-two", ...) with two tests on the position before a move, the
position after it and the events it caused: ``reached`` (the goal is met) and ``partial`` (the
move does part of the job, which is what makes a wrong move look plausible to a player; the
puzzles' difficulty counts such moves). Only the engine decides what a move does; this module
only reads its events. Puzzles themselves live in ``puzzles``; making them in
``scripts/make_puzzles.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeGuard

from ..board import team_of
from ..events import BumpedToStart, EnteredHome, Event, PegMoved
from ..moves import Move
from ..position import Position

Outcome = tuple[Position, tuple[Event, ...]]


@dataclass(frozen=True)
class Goal:
    """A puzzle goal: its name, what it asks in words, and the engine tests that judge a move."""

    name: str
    words: str  # the goal in plain words, for prompts and feedback
    clauses: tuple[str, ...]  # the RULES clauses a puzzle of this goal shows
    reached: Callable[[Position, Position, tuple[Event, ...]], bool]
    partial: Callable[[Position, Position, tuple[Event, ...]], bool]


def opponents_bumped(before: Position, events: tuple[Event, ...]) -> int:
    """How many pegs of the other team the move sent back to their start (RULES 5)."""
    team = team_of(before.turn)
    return sum(1 for e in events if isinstance(e, BumpedToStart) and team_of(e.seat) != team)


def pegs_entering_home(before: Position, events: tuple[Event, ...]) -> int:
    """How many of the mover's team's pegs went from the track into home (RULES 5)."""
    team = team_of(before.turn)
    return sum(1 for e in events if isinstance(e, EnteredHome) and team_of(e.seat) == team)


def threats(position: Position, seat: int) -> list[Outcome]:
    """The outcomes of ``seat``'s legal moves (its hand in ``position``) that bump the other team.

    ``seat`` plays as if it were its turn; a team peg of the seat to move in ``position`` sent
    back to start or to its in-spot by one of those moves is "in danger".
    """
    hand = position.hands[seat]
    if hand is None:
        return []
    if position.is_over:
        return []
    them = _with_turn(position, seat)
    victims = 1 - team_of(seat)
    found = []
    for move in them.legal_moves():
        after, events = them.play(move)
        if any(_hits(e, victims) for e in events):
            found.append((after, events))
    return found


def endangered(position: Position) -> set[tuple[int, int]]:
    """The (seat, place) of every peg of the mover's team that the next seat could bump now."""
    nxt = (position.turn + 1) % position.players
    out = set()
    for _, events in threats(position, nxt):
        for e in events:
            if _hits(e, team_of(position.turn)):
                out.add((e.seat, e.frm))
    return out


def _hits(event: Event, team: int) -> TypeGuard[BumpedToStart]:
    # A peg of ``team`` sent away by the other team: to its start. (An opponent's landing never
    # sends a peg to its in-spot: that only happens between teammates, RULES 5.)
    return isinstance(event, BumpedToStart) and team_of(event.seat) == team


def _with_turn(position: Position, seat: int) -> Position:
    if position.turn == seat:
        return position
    data = position.to_dict()
    data["turn"] = seat
    return Position.from_dict(data)


# ----- the goals
def _win(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return after.winner == team_of(before.turn)


def _some_home(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return pegs_entering_home(before, events) >= 1


def _two_home(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return pegs_entering_home(before, events) >= 2


def _two_bumped(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return opponents_bumped(before, events) >= 2


def _one_bumped(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return opponents_bumped(before, events) >= 1


def _bump_and_home(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return opponents_bumped(before, events) >= 1 and pegs_entering_home(before, events) >= 1


def _bump_or_home(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    return opponents_bumped(before, events) >= 1 or pegs_entering_home(before, events) >= 1


def _saved(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    # Saved: after the move, no card the next player holds can bump any peg of the mover's team.
    if after.winner == team_of(before.turn):
        return True
    return not threats(after, (before.turn + 1) % before.players)


def _tried_to_save(before: Position, after: Position, events: tuple[Event, ...]) -> bool:
    # Plausible: the move shifts a peg that was in danger, or bumps an opponent's peg.
    danger = endangered(before)
    moved = {(e.seat, e.frm) for e in events if isinstance(e, PegMoved)}
    return bool(danger & moved) or opponents_bumped(before, events) >= 1


GOALS: dict[str, Goal] = {
    goal.name: goal
    for goal in (
        Goal(
            "win",
            "win the game with this move: every peg of your team ends in home",
            ("8.win", "5.going-home"),
            _win,
            _some_home,
        ),
        Goal(
            "bump-two",
            "send two pegs of the other team back to their start with one card",
            ("5.bump-opponent", "4.split"),
            _two_bumped,
            _one_bumped,
        ),
        Goal(
            "both-home",
            "take two pegs into home with one card",
            ("5.going-home", "4.split-home"),
            _two_home,
            _some_home,
        ),
        Goal(
            "save-peg",
            "make a move after which the next player cannot bump any peg of your team",
            ("5.bump-opponent", "1.arizona"),
            _saved,
            _tried_to_save,
        ),
        Goal(
            "bump-and-home",
            "with one card, send a peg of the other team back to its start and take a peg home",
            ("5.bump-opponent", "5.going-home", "4.split"),
            _bump_and_home,
            _bump_or_home,
        ),
    )
}
"""Every puzzle goal by name."""


def goal(name: str) -> Goal:
    """The goal called ``name``; a clear error for an unknown one."""
    try:
        return GOALS[name]
    except KeyError:
        known = ", ".join(GOALS)
        raise ValueError(f"unknown puzzle goal {name!r} (known goals: {known})") from None


def reaches(name: str, position: Position, move: Move | str) -> bool:
    """True when playing ``move`` (legal) in ``position`` meets goal ``name``."""
    after, events = position.play(move)
    return goal(name).reached(position, after, events)


def looks_plausible(name: str, position: Position, move: Move | str) -> bool:
    """True when ``move`` does part of what goal ``name`` asks (a tempting wrong answer)."""
    after, events = position.play(move)
    return goal(name).partial(position, after, events)


__all__ = [
    "GOALS",
    "Goal",
    "endangered",
    "goal",
    "looks_plausible",
    "opponents_bumped",
    "pegs_entering_home",
    "reaches",
    "threats",
]
