"""What each exercise needs a learner to know, and whether the course taught it first (issue 29).

A teaching screen names the rules it ``teaches``; an exercise names the rules it ``needs``. A name
is a clause of the rule index (``pegs.clauses.CLAUSES``, "6.joker-source") or one of the finer
teaching points below ("3.turn:first"), a part of a clause that a learner can miss although the
clause's other parts were taught. A point is taught only by a screen naming that point; a whole
clause that has points is taught by a screen naming the clause or by screens naming every point.

Besides what its author wrote, an exercise needs what the engine shows a learner on it
(``shown_needs``): the rule refusing a move the learner is likely to try for the goal (a card of
the hand on a team peg, aimed where the goal points), and the points its moves show (an 8 that
bumps, a bump on an in-spot, a joker refused for a teammate on its own in-spot).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from ..board import HOME, Place, board_for, is_track, parse_place, place_name, team_of
from ..clauses import CLAUSES
from ..errors import PegsError
from ..events import BumpedToStart
from ..moves import Move
from ..position import Position
from ..words.learner import refusal_clause
from .model import MOVE_KINDS, Chapter, Course, Exercise

POINTS: dict[str, str] = {
    "3.deal:dealer": "one player deals; the deal passes left (clockwise) from game to game",
    "3.deal:five": "each player is dealt five cards; the rest is the face-down draw pile",
    "3.turn:first": "the player on the dealer's left plays first",
    "3.turn:clockwise": "after a turn, the player on the left plays next (clockwise)",
    "3.turn:draw": "a turn ends by drawing back up to five cards",
    "5.bump-opponent:eight": "an 8 moving back onto an opponent's peg bumps it, like any card",
    "5.bump-opponent:in-spot": "an opponent's peg on its own in-spot may be landed on and bumped",
    "5.teammate-on-in-spot:joker": "a joker may not land on a teammate on its own in-spot either",
}
"""The finer teaching points of a few clauses, by ``<clause>:<point>``, with what each says."""

#: The clauses learners meet as a refusal that only restate a card's count: a peg sent the wrong
#: number of holes is told the card's count, which the card's own screen taught.
_COUNT_SLIPS = frozenset({"4.whole-count"})


def clause_of(name: str) -> str:
    """The clause a need or teaching names: "3.turn" for "3.turn:first"."""
    return name.split(":", 1)[0]


def is_known(name: str) -> bool:
    """True for a clause of the rule index or one of the teaching points."""
    return name in CLAUSES or name in POINTS


def points_of(clause: str) -> tuple[str, ...]:
    """The teaching points of a clause (none for most)."""
    return tuple(p for p in POINTS if clause_of(p) == clause)


def covered(need: str, taught: Iterable[str]) -> bool:
    """True when what was ``taught`` covers ``need`` (a point only by itself)."""
    taught = set(taught)
    if need in taught:
        return True
    points = points_of(need)
    return bool(points) and set(points) <= taught


# ----- what the engine shows a learner on an exercise
def _targets(goal: Sequence[str], p: Position) -> Iterator[tuple[Place, bool]]:
    """The places a goal points at (the pegs to bump or send, the hole to reach, home), each
    with whether only a peg on the track is meant (a peg going home comes from the track)."""
    board = board_for(p.players)
    for cond in goal:
        kind, *args = cond.split(":")
        if kind in ("bump", "send"):
            yield from ((x, False) for x in p.pegs[int(args[0])] if is_track(x))
        elif kind == "at":
            yield parse_place(args[1], p.players), False
        elif kind == "home":
            yield from ((HOME + k, True) for k in range(1, 6))
        elif kind == "out":
            yield board.come_out(int(args[0])), False


def tempting_moves(exercise: Exercise) -> list[Move]:
    """The one-peg moves a learner may try for a move exercise's goal: each card of the hand on
    each peg of the team, aimed at a place the goal points at (legal or not)."""
    p = exercise.position
    hand = p.hand()
    if exercise.kind not in MOVE_KINDS or not exercise.goal or not hand:
        return []
    team = team_of(p.turn)
    targets = sorted(set(_targets(exercise.goal, p)))
    moves: list[Move] = []
    for card in dict.fromkeys(hand):
        for seat in range(p.players):
            if team_of(seat) != team:
                continue
            for frm in sorted(set(p.pegs[seat])):
                for to, track_only in targets:
                    if to == frm or (to > HOME and card.is_joker) or (track_only and frm > HOME):
                        continue
                    text = f"{card} {seat}:{place_name(frm)}-{place_name(to)}"
                    try:
                        moves.append(Move.parse(text, p.players))
                    except (PegsError, ValueError):
                        continue
    return moves


def _shown_moves(exercise: Exercise) -> list[Move]:
    """The legal moves an exercise plays or accepts: its given move and its answers."""
    p = exercise.position
    texts = [exercise.given] if exercise.given else []
    if exercise.kind in MOVE_KINDS:
        texts += list(exercise.answers)
    moves = [Move.parse(t, p.players) for t in texts]
    return [m for m in moves if not m.is_discard and p.is_legal(m)]


def _points_shown(p: Position, move: Move) -> set[str]:
    """The teaching points a legal move shows: an 8 bumping, a bump off an own in-spot."""
    board = board_for(p.players)
    _after, events = p.play(move)
    points: set[str] = set()
    for e in events:
        if not isinstance(e, BumpedToStart) or team_of(e.seat) == team_of(p.turn):
            continue
        if move.card.rank.value == "8":
            points.add("5.bump-opponent:eight")
        if e.frm == board.in_spot(e.seat) and e.frm in (part.to for part in move.parts):
            points.add("5.bump-opponent:in-spot")
    return points


def _refusal_need(p: Position, move: Move, hint: Sequence[str]) -> str | None:
    """The rule a learner is told when ``move`` is refused, or None when it is legal."""
    refusal = p.why_not(move)
    if refusal is None:
        return None
    clause = refusal_clause(refusal, hint)
    if clause == "5.teammate-on-in-spot" and move.card.is_joker:
        return "5.teammate-on-in-spot:joker"
    return None if clause in _COUNT_SLIPS else clause


def shown_needs(exercise: Exercise) -> tuple[str, ...]:
    """What the engine shows a learner on ``exercise``, as needs: refusals of tempting moves,
    the refusal of a refused given move, and the points its legal moves show."""
    p = exercise.position
    found: list[str] = []
    for move in tempting_moves(exercise):
        need = _refusal_need(p, move, exercise.clauses)
        if need is not None:
            found.append(need)
    if exercise.given and not exercise.given.startswith("discard"):
        given = Move.parse(exercise.given, p.players)
        need = _refusal_need(p, given, exercise.clauses)
        if need is not None:
            found.append(need)
    for move in _shown_moves(exercise):
        found += sorted(_points_shown(p, move))
    return tuple(dict.fromkeys(found))


def needs_of(exercise: Exercise, declared: Sequence[str] = ()) -> tuple[str, ...]:
    """Everything ``exercise`` needs: what its author ``declared``, each of its clauses not
    narrowed there to a point, and what the engine shows on it."""
    found = list(declared)
    for clause in exercise.clauses:
        if not any(clause_of(n) == clause for n in found):
            found.append(clause)
    found += shown_needs(exercise)
    return tuple(dict.fromkeys(found))


# ----- the order of the course
@dataclass(frozen=True)
class Untaught:
    """An exercise asking for something no earlier screen taught."""

    chapter: str
    screen: int  # 1-based screen number; 0 for the checkpoint
    exercise: str
    missing: tuple[str, ...]

    def __str__(self) -> str:
        where = f"screen {self.screen}" if self.screen else "the checkpoint"
        return f"{self.chapter} {where} ({self.exercise}) needs {', '.join(self.missing)}"


def _steps(chapter: Chapter) -> Iterator[tuple[int, tuple[str, ...], Exercise | None]]:
    for number, screen in enumerate(chapter.screens, 1):
        yield number, screen.teaches, screen.exercise
    for exercise in chapter.checkpoint:
        yield 0, (), exercise


def untaught(course: Course) -> list[Untaught]:
    """Every exercise needing a rule that no earlier teaching screen (of its lesson or an
    earlier one) taught, in course order."""
    taught: set[str] = set()
    found: list[Untaught] = []
    for chapter in course.chapters:
        for number, teaches, exercise in _steps(chapter):
            taught |= set(teaches)
            if exercise is None:
                continue
            missing = tuple(n for n in exercise.needs if not covered(n, taught))
            if missing:
                found.append(Untaught(chapter.id, number, exercise.id, missing))
    return found


__all__ = [
    "POINTS",
    "Untaught",
    "clause_of",
    "covered",
    "is_known",
    "needs_of",
    "points_of",
    "shown_needs",
    "tempting_moves",
    "untaught",
]
