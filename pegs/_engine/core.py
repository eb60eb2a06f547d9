"""The engine's working state behind one ``Position``: layout arrays, reach rows, listed moves.

A position owns one ``Core``, made on first need. A position made by ``Position.play`` gets a
core derived from its parent's: the parent's arrays copied with only the move's pegs changed,
and reach rows filled only when a card first asks for them. A move the position listed as legal
is played without a second check: what it does is resolved directly from the arrays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..board import HOME, START, Place
from ..cards import Card
from ..check import PartKind, PartResult
from ..moves import Move, Part
from ..rules import BACKWARD_STEPS, Rules, Split
from .movegen import hand_moves, reach_moves, reach_of
from .reach import Reach
from .scratch import Scratch
from .tables import Tables, tables_for

if TYPE_CHECKING:
    from ..position import Position

_FORWARD_BACK = Split.FORWARD_BACK


class Core:
    """One position's layout arrays, its reach rows (per seat) and the moves it listed."""

    __slots__ = ("_legal", "_own", "_reaches", "rules", "sc", "tables", "turn")

    def __init__(self, rules: Rules, turn: int, sc: Scratch, tables: Tables | None = None) -> None:
        self.rules = rules
        self.turn = turn
        self.sc = sc  # shared by every question asked of this position: never changed
        self.tables = tables or tables_for(rules)  # passed on from move to move: no look-up
        self._own: Reach | None = None  # the seat to move's reach (the one nearly always asked)
        self._reaches: dict[int, Reach] | None = None  # other seats' (a bot reading threats)
        self._legal: tuple[Move, ...] = ()

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

    def listed(self, move: Move) -> bool:
        """Whether ``move`` is among the legal moves this position listed."""
        return move in self._legal  # compared at C speed, identity first

    # ----- applying
    def resolve(self, move: Move) -> list[PartResult]:
        """What each part of a move known to be legal does: how it travels and what it sends
        away (no rule is checked; ``check`` explains illegal moves)."""
        parts = move.parts
        if not parts:
            return []
        steps, _, split = self.tables.effects[move.card]
        sc = self.sc
        length = sc.length
        if len(parts) == 1:
            seat, frm, to = part = parts[0]
            if move.card.is_joker:
                return [PartResult(part, PartKind.JOKER, 0, sc.land(seat, frm, to))]
            if frm == START:
                return [PartResult(part, PartKind.OUT, 0, sc.land(seat, frm, to))]
            if not steps:  # the 8
                return [PartResult(part, PartKind.BACKWARD, BACKWARD_STEPS, sc.land(seat, frm, to))]
            bumps = () if to > HOME else sc.land(seat, frm, to)
            return [PartResult(part, PartKind.FORWARD, steps, bumps)]
        # A split: the second part sees the board the first part left.
        ahead = [_ahead(sc, p) for p in parts]
        kinds = [PartKind.FORWARD, PartKind.FORWARD]
        counts = ahead
        if split is _FORWARD_BACK:
            back = [(p.frm - p.to) % length if 0 <= p.to < HOME else 0 for p in parts]
            backward = 1 if ahead[0] and back[1] and ahead[0] + back[1] == steps else 0
            kinds[backward] = PartKind.BACKWARD
            counts = [ahead[0], back[1]] if backward else [back[0], ahead[1]]
        work = sc.copy()
        results = []
        for part, kind, count in zip(parts, kinds, counts, strict=True):
            seat, frm, to = part
            bumps = () if to > HOME else work.land(seat, frm, to)
            results.append(PartResult(part, kind, count, bumps))
            work.apply_part(seat, frm, to, bumps)
        return results

    def played(
        self, results: list[PartResult], pegs: tuple[tuple[Place, ...], ...], turn: int
    ) -> tuple[Core, tuple[tuple[Place, ...], ...]]:
        """The core these parts lead to (these arrays with only them changed) and its pegs.

        ``pegs`` are this position's; every seat the parts leave alone keeps its tuple.
        """
        sc = self.sc.copy()
        moved: set[int] = set()
        for result in results:
            seat, frm, to = result.part
            moved.add(seat)
            if result.consequences:
                moved.update(s for s, _, _ in result.consequences)
                sc.apply_part(seat, frm, to, result.consequences)
            else:
                sc.relocate(seat, frm, to)  # the usual move: nothing sent away
        new_pegs = list(pegs)
        for seat in moved:
            places = sc.pegs[seat]
            places.sort()  # canonical order, as a core built from the new pegs has it
            new_pegs[seat] = tuple(places)
        return Core(self.rules, turn, sc, self.tables), tuple(new_pegs)


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


def derived_position(
    cls: type[Position], values: dict[str, Any], cached: dict[str, Any] | None = None
) -> Position:
    """A position of already valid field ``values``, made without the constructor's validation.

    Every move played makes one; validating its 100-odd cards again would cost about as much
    as the move itself. ``cached`` fills the position's cached properties ahead (its ``_core``
    and ``winner``, already known to the move that made it).
    """
    new = object.__new__(cls)
    state = new.__dict__
    state.update(values)  # one dict update instead of eight frozen ``object.__setattr__`` calls
    if cached:
        state.update(cached)  # where ``lazy.cached`` keeps its values
    return new
