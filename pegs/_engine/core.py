"""The engine's working state behind one ``Position``: layout arrays, reach rows, listed moves.

A position owns one ``Core``, made on first need. A position made by ``Position.play`` gets a
core derived from its parent's: the parent's arrays copied with only the move's pegs changed,
and reach rows filled only when a card first asks for them. A move the position listed as legal
is played without a second check: what it does is resolved directly from the arrays.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Any

from ..board import HOME, START, Place
from ..cards import Card
from ..check import PartKind, PartResult
from ..moves import Move, Part, _from_tuple
from ..rules import BACKWARD_STEPS, Rules, Split
from .movegen import hand_moves, reach_moves, reach_of
from .reach import Reach
from .scratch import Scratch
from .tables import Tables, tables_for

if TYPE_CHECKING:
    from ..position import Position

_FORWARD_BACK = Split.FORWARD_BACK
# Read once: every move played needs one, and reading a member from its enum class costs ~90 ns.
_OUT, _FORWARD = PartKind.OUT, PartKind.FORWARD
_BACKWARD, _JOKER = PartKind.BACKWARD, PartKind.JOKER
# ``PartResult((part, kind, steps, bumps))`` at C speed: a named tuple's own constructor is
# Python code (285 against 136 ns, and every move played makes one or two).
_result = _from_tuple(PartResult)


class Core:
    """One position's layout arrays, its reach rows (per seat) and the moves it listed."""

    __slots__ = ("_legal", "_own", "_picked", "_reaches", "rules", "sc", "tables", "turn")

    def __init__(self, rules: Rules, turn: int, sc: Scratch, tables: Tables | None = None) -> None:
        self.rules = rules
        self.turn = turn
        self.sc = sc  # shared by every question asked of this position: never changed
        self.tables = tables or tables_for(rules)  # passed on from move to move: no look-up
        self._own: Reach | None = None  # the seat to move's reach (the one nearly always asked)
        self._reaches: dict[int, Reach] | None = None  # other seats' (a bot reading threats)
        self._legal: tuple[Move, ...] = ()
        self._picked: Move | None = None  # the last move a legal-move view made

    @classmethod
    def fresh(cls, position: Position) -> Core:
        """A core built from the position's pegs alone."""
        return cls(position.rules, position.turn, Scratch(position.rules.players, position.pegs))

    def reach(self, seat: int | None = None) -> Reach:
        """Where ``seat`` (default: the seat to move) can take its pegs, count by count."""
        if seat is None or seat == self.turn:
            own = self._own
            if own is None:
                own = self._own = reach_of(self.sc, self.rules, self.turn)
            return own
        if self._reaches is None:
            self._reaches = {}
        reach = self._reaches.get(seat)
        if reach is None:
            reach = self._reaches[seat] = reach_of(self.sc, self.rules, seat)
        return reach

    # ----- generating
    def card_moves(self, card: Card, seat: int | None = None) -> list[Move]:
        """Every move ``card`` could make for ``seat`` (hand and must-play ignored)."""
        # The card explorer and the benchmark ask card by card: the seat to move's reach is
        # read straight from its slot (a plain card costs about 1 µs, so every call counts).
        reach = self._own if seat is None else None
        if reach is None:
            reach = self.reach(seat)
        return reach_moves(self.rules, reach, card, self.tables)

    def hand_moves(self, hand: Sequence[Card]) -> tuple[list[Move], bool]:
        """The moves of each distinct card of ``hand``, in card order (must-play ignored), and
        whether a card other than the joker has any."""
        return hand_moves(self.reach(), self.rules, self.tables, hand)

    def remember_legal(self, moves: list[Move]) -> None:
        """Keep the legal moves just listed, so that playing one of them needs no check."""
        self._legal = tuple(moves)  # a copy: the caller may change its list

    def vouch(self, move: Move) -> None:
        """Keep the move a legal-move view just made, so that playing it needs no check."""
        self._picked = move

    def listed(self, move: Move) -> bool:
        """Whether ``move`` is among the legal moves this position listed."""
        if move is self._picked:
            return True
        # The move played is nearly always one of these very objects: looking for it by identity
        # alone (0.5 µs for 40 moves) spares comparing it field by field with each move before
        # it (1.6 µs); a move equal to a listed one but made elsewhere is found by the second.
        legal = self._legal
        return any(map(is_, legal, repeat(move))) or move in legal

    # ----- applying
    def resolve(self, move: Move) -> list[PartResult]:
        """What each part of a move known to be legal does: how it travels and what it sends
        away (no rule is checked; ``check`` explains illegal moves)."""
        card, parts = move
        if not parts:
            return []
        steps, _, split = self.tables.effects[card]
        sc = self.sc
        if len(parts) == 1:
            part = parts[0]
            seat, frm, to = part
            if card == "JK":  # (``is_joker`` is a property: a call)
                return [_result((part, _JOKER, 0, sc.land(seat, frm, to)))]
            if frm == START:
                return [_result((part, _OUT, 0, sc.land(seat, frm, to)))]
            if not steps:  # the 8
                return [_result((part, _BACKWARD, BACKWARD_STEPS, sc.land(seat, frm, to)))]
            # Most moves end on an empty hole: read it here rather than call ``land`` to say so
            # (measured: 0.5% of the instructions of a 4-player play).
            bumps = () if to > HOME or sc.occ[to] < 0 else sc.land(seat, frm, to)
            return [_result((part, _FORWARD, steps, bumps))]
        # A split: the second part sees the board the first part left.
        length = sc.length
        ahead = [_ahead(sc, p) for p in parts]
        kinds = [_FORWARD, _FORWARD]
        counts = ahead
        if split is _FORWARD_BACK:
            back = [(p.frm - p.to) % length if 0 <= p.to < HOME else 0 for p in parts]
            backward = 1 if ahead[0] and back[1] and ahead[0] + back[1] == steps else 0
            kinds[backward] = _BACKWARD
            counts = [ahead[0], back[1]] if backward else [back[0], ahead[1]]
        work = sc.copy()
        results = []
        for part, kind, count in zip(parts, kinds, counts, strict=True):
            seat, frm, to = part
            bumps = () if to > HOME else work.land(seat, frm, to)
            results.append(_result((part, kind, count, bumps)))
            work.apply_part(seat, frm, to, bumps)
        return results

    def played(
        self, results: list[PartResult], pegs: tuple[tuple[Place, ...], ...], turn: int
    ) -> tuple[Core, tuple[tuple[Place, ...], ...], bool]:
        """The core these parts lead to (these arrays with only them changed), its pegs, and
        whether a seat they moved now has every peg in home.

        ``pegs`` are this position's; every seat the parts leave alone keeps its tuple.
        """
        if len(results) == 1 and not results[0].consequences:
            # The usual move: one peg, nothing sent away.
            seat, frm, to = results[0].part
            sc = self.sc.after_step(seat, frm, to)
            places = sc.pegs[seat]
            one = list(pegs)
            one[seat] = tuple(places)
            return Core(self.rules, turn, sc, self.tables), tuple(one), places[0] > HOME
        moved = [result.part[0] for result in results]
        for result in results:
            moved += [s for s, _, _ in result.consequences]
        sc = self.sc.moving(moved)
        for result in results:
            seat, frm, to = result.part
            sc.apply_part(seat, frm, to, result.consequences)
        new_pegs = list(pegs)
        finished = False
        for seat in moved:
            places = sc.pegs[seat]
            places.sort()  # canonical order, as a core built from the new pegs has it
            new_pegs[seat] = tuple(places)
            finished = finished or places[0] > HOME  # sorted: the first is home when all are
        return Core(self.rules, turn, sc, self.tables), tuple(new_pegs), finished


def _ahead(sc: Scratch, part: Part) -> int:
    """Steps forward from a part's start to its end (0 when the end is not ahead of it)."""
    seat, frm, to = part
    if frm > HOME:
        return to - frm if to > frm else 0
    if frm < 0 or to < 0:
        return 0
    if to > HOME:
        return (sc.in_spot[seat] - frm) % sc.length + (to - HOME)
    return (to - frm) % sc.length


def derived_position(cls: type[Position], values: dict[str, Any]) -> Position:
    """A position of already valid field ``values``, made without the constructor's validation.

    Every move played makes one; validating its 100-odd cards again would cost about as much
    as the move itself. ``values`` may also fill the position's cached properties ahead, where
    ``lazy.cached`` keeps them (``Position.play`` gives its ``_core`` and ``winner``, already
    known to the move that made it). ``values`` must be a dict made for this call: it becomes
    the new position's own attribute dict.
    """
    new = object.__new__(cls)
    # The dict itself, not a copy of it, and not one frozen ``object.__setattr__`` per field.
    object.__setattr__(new, "__dict__", values)
    return new
