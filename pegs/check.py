"""Checking one move against the rules, with the reason when it is refused (RULES 4 to 6).

``check_card_move`` walks a move's parts in order on a scratch layout and either returns what each
part does (destination and bumps) or a ``Refusal``: the rule clause broken, which case of it, and
the values that case names, as data. Sentences for people are made from that data by the words
layer (``pegs.words``), never stored here. Hand and must-play questions belong to ``position``;
enumerating moves belongs to ``movegen``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import NamedTuple

from ._engine.movegen import joker_sources, movable_seats
from ._engine.scratch import Consequence, LandingRefused, Scratch
from .board import HOME, PEGS_PER_SEAT, START, Place, team_of
from .cards import Card, Rank
from .clauses import section_of
from .moves import Move, Part
from .rules import (
    BACKWARD_STEPS,
    BRINGS_OUT,
    HomeEntry,
    Rules,
    Split,
    backward_steps,
    forward_steps,
    split_kind,
)

#: A value a refusal names: a seat, a place or a count (int), a card or a rule option's value
#: (str), or several (the cards of a hand, the places a count could reach).
Value = int | str | tuple[int, ...] | tuple[str, ...]


@dataclass(frozen=True)
class Refusal:
    """Why a move is not allowed, as data: the rule clause, which case of it, and its values.

    ``rule`` is a clause of the rule index (``pegs.clauses.CLAUSES``, "5.own-colour"); ``reason``
    names the case of that rule ("own-colour-in-way"); ``values`` the seats, places, cards and
    counts the case is about (read only); ``part`` which part of a split (0 or 1) it is about.
    ``message`` and ``str()`` are the engine's sentence, made from these by ``pegs.words``.
    """

    rule: str
    reason: str
    values: Mapping[str, Value] = field(default_factory=dict, hash=False)
    part: int | None = None

    @property
    def clause(self) -> str:
        """The RULES section of the rule: "5" for "5.own-colour"."""
        return section_of(self.rule)

    @property
    def message(self) -> str:
        """The engine's sentence for this refusal (as the command line shows it)."""
        # Imported late, a convenience import of python-chess's kind: the words layer sits above
        # the model, which never depends on it.
        from .words.refusals import refusal_sentence

        return refusal_sentence(self)

    def __str__(self) -> str:
        return f"{self.message} (RULES {self.clause})"


class PartKind(str, Enum):
    """How one part of a move travels (RULES 4 and 6)."""

    OUT = "out"  # from start onto the come-out hole
    FORWARD = "forward"
    BACKWARD = "backward"
    JOKER = "joker"  # straight onto another colour's peg


class PartResult(NamedTuple):
    """What one legal part does: the part, how it travels, and the pegs it sends away."""

    part: Part
    kind: PartKind
    steps: int
    consequences: tuple[Consequence, ...]


def check_card_move(
    sc: Scratch, rules: Rules, player: int, move: Move
) -> list[PartResult] | Refusal:
    """The results of ``move``'s parts for ``player``, or why the rules refuse it."""
    parts = move.parts
    card = move.card
    rank = card.rank
    split = split_kind(rank, rules)
    if len(parts) == 2 and split is None:
        if rank is Rank.NINE:
            return Refusal("9.nine-forward-only", "nine-not-split", {"nine": rules.nine.value})
        return Refusal("4.split", "one-peg-card", {"card": card})
    seats = movable_seats(sc, rules, player)
    results: list[PartResult] = []
    work = sc.copy() if len(parts) == 2 else sc
    kinds: list[tuple[PartKind, int]] = []  # a split's parts: direction and count
    if len(parts) == 2:
        split_parts = _split_kinds(work, rules, parts, forward_steps(rank, rules) or 0, split)
        if isinstance(split_parts, Refusal):
            return split_parts
        kinds = split_parts
    backward = backward_steps(rank)
    for index, part in enumerate(parts):
        seat, frm, to = part
        refusal = _check_owner(work, rules, player, seats, part)
        if refusal:
            return refusal
        if index == 1 and (seat, frm) == _where_first_peg_ended(results[0]):
            return Refusal("4.split", "same-peg-twice")
        if frm == to:
            return Refusal("4.whole-count", "no-move", _peg(work, seat, frm))
        if rank is Rank.JOKER:
            result = _check_joker(work, rules, seats, part)
        elif frm == START:
            result = _check_out(work, card, part, split_part=len(parts) == 2)
        elif len(parts) == 2:
            kind, count = kinds[index]
            result = (
                _check_backward(work, part, count)
                if kind is PartKind.BACKWARD
                else _check_forward(work, rules, part, count)
            )
        elif backward is not None:
            result = _check_backward(work, part, backward)
        else:
            result = _check_forward(work, rules, part, forward_steps(rank, rules) or 0)
        if isinstance(result, Refusal):
            # Which part of a split is refused is part of the answer (RULES 4, all or nothing).
            return replace(result, part=index) if len(parts) == 2 else result
        results.append(result)
        if len(parts) == 2 and index == 0:
            work.apply_part(seat, frm, to, result.consequences)
    return results


def _peg(sc: Scratch, seat: int, place: Place) -> dict[str, Value]:
    """The values naming one peg: its seat, its place and the board it is on."""
    return {"seat": seat, "place": place, "players": sc.players}


def _where_first_peg_ended(first: PartResult) -> tuple[int, Place]:
    """Where the first part's peg stands after its bumps (a chain may send it to its in-spot)."""
    seat, _, place = first.part
    for s, frm, to in first.consequences:
        if s == seat and frm == place:
            place = to
    return seat, place


def card_refusal(sc: Scratch, rules: Rules, player: int, card: Card) -> Refusal:
    """Why ``card`` moves no peg of ``player``'s (a card already known to have no move).

    Each movable peg is tried with the move the card would naturally make for it, and the
    refusal comes from the same checks as any move's: a track peg's reason first (it says most),
    then a start peg's, then a home peg's.
    """
    seats = movable_seats(sc, rules, player)
    if card.rank is Rank.JOKER:
        return _joker_refusal(sc, rules, player, seats, card)
    rank = card.rank
    steps = forward_steps(rank, rules)
    length = sc.length
    track: list[Part] = []
    starts: list[Part] = []
    homes: list[Part] = []
    for seat in seats:
        for frm in dict.fromkeys(sc.pegs[seat]):
            if frm == START:
                starts.append(Part(seat, START, sc.come_out[seat]))
            elif frm > HOME:
                # An 8 takes only track pegs; T0 is just "somewhere off home" for the check.
                to = 0 if steps is None else min(frm + steps, HOME + 5)
                homes.append(Part(seat, frm, to))
            elif steps is None:  # the 8
                track.append(Part(seat, frm, (frm - BACKWARD_STEPS) % length))
            else:
                k = steps - (sc.in_spot[seat] - frm) % length
                to = HOME + k if 0 < k <= 5 else (frm + steps) % length
                track.append(Part(seat, frm, to))
    for part in (*track, *starts, *homes):
        result = check_card_move(sc, rules, player, Move(card, (part,)))
        if isinstance(result, Refusal):
            return result
    # Unreachable while the card truly has no move; said plainly rather than raised.
    return Refusal("4.whole-count", "no-move-for-card", {"card": card, "player": player})


def _joker_refusal(
    sc: Scratch, rules: Rules, player: int, seats: tuple[int, ...], card: Card
) -> Refusal:
    """Why a joker moves no peg: nothing it may take, or no hole it may land on (RULES 6)."""
    sources = joker_sources(sc, rules, seats)
    if not sources:
        return Refusal("6.joker-not-home", "joker-all-home", {"player": player})
    for seat, frm in sources:
        for hole, holder in enumerate(sc.occ):
            if holder >= 0 and holder != seat:
                result = check_card_move(sc, rules, player, Move(card, (Part(seat, frm, hole),)))
                if isinstance(result, Refusal):
                    return result
    return Refusal("6.joker-target", "joker-no-target")


def _check_owner(
    sc: Scratch, rules: Rules, player: int, seats: tuple[int, ...], part: Part
) -> Refusal | None:
    seat, frm, _ = part
    players = rules.players
    if seat >= players:
        return no_such_seat(seat, players)
    if seat not in seats:
        if team_of(seat) != team_of(player):
            return Refusal(
                "1.arizona", "other-team", {"seat": seat, "player": player, "players": players}
            )
        return Refusal("9.team-pegs-own-first", "own-pegs-first", {"player": player})
    if frm > HOME and frm - HOME > PEGS_PER_SEAT:
        return Refusal("2.home-steps", "not-a-home-place", {"place": frm})
    if frm not in sc.pegs[seat]:
        return Refusal("2.one-place", "no-peg-there", _peg(sc, seat, frm))
    return None


def no_such_seat(seat: int, players: int) -> Refusal:
    """A part names a seat the game does not have (RULES 1)."""
    return Refusal("1.teams", "no-such-seat", {"seat": seat, "players": players})


def off_board(place: Place, players: int) -> Refusal:
    """A part names a hole beyond this board's track (RULES 2)."""
    return Refusal("2.track", "off-board", {"place": place, "players": players})


def _split_kinds(
    sc: Scratch, rules: Rules, parts: tuple[Part, ...], total: int, split: Split | None
) -> list[tuple[PartKind, int]] | Refusal:
    """Each split part's direction and count, read from where it goes (RULES 4 and 9)."""
    for part in parts:
        if part.frm == START:
            return Refusal("4.split-no-bring-out", "split-from-start")
    forward = [_forward_count(sc, rules, p) for p in parts]
    if split is Split.FORWARD:
        if forward[0] + forward[1] == total and forward[0] > 0 and forward[1] > 0:
            return [(PartKind.FORWARD, forward[0]), (PartKind.FORWARD, forward[1])]
        counts = {"total": total, "first": forward[0], "second": forward[1]}
        return Refusal("4.split", "split-count", counts)
    back = [_backward_count(sc, p) for p in parts]
    for i in (0, 1):
        f, b = forward[i], back[1 - i]
        if f > 0 and b > 0 and f + b == total:
            kinds = [(PartKind.FORWARD, f), (PartKind.BACKWARD, b)]
            return kinds if i == 0 else kinds[::-1]
    return Refusal(
        "9.nine-split-forward-back", "nine-forward-back", {"nine": rules.nine.value, "total": total}
    )


def _forward_count(sc: Scratch, rules: Rules, part: Part) -> int:
    """Steps forward from ``part.frm`` to ``part.to``, or 0 when ``to`` is not ahead."""
    seat, frm, to = part
    if frm > HOME:
        return to - frm if to > frm else 0
    if frm < 0:
        return 0
    if to > HOME:
        return (sc.in_spot[seat] - frm) % sc.length + (to - HOME)
    if to < 0:
        return 0
    return (to - frm) % sc.length


def _backward_count(sc: Scratch, part: Part) -> int:
    _seat, frm, to = part
    if not (0 <= frm < HOME and 0 <= to < HOME):
        return 0
    return (frm - to) % sc.length


def _landing_refused(refused: LandingRefused) -> Refusal:
    """The tuned core's refused landing (RULES 5) as a refusal."""
    return Refusal(refused.rule, refused.reason, refused.values)


def _check_out(sc: Scratch, card: Card, part: Part, split_part: bool) -> PartResult | Refusal:
    seat, _frm, to = part
    if split_part:
        return Refusal("4.split-no-bring-out", "split-from-start")
    if card.rank not in BRINGS_OUT:
        return Refusal("4.any-team-peg", "cannot-bring-out", {"card": card})
    come_out = sc.come_out[seat]
    if to != come_out:
        return Refusal("4.any-team-peg", "come-out-hole-only", {"seat": seat})
    try:
        return PartResult(part, PartKind.OUT, 0, sc.land(seat, START, to))
    except LandingRefused as refused:
        return _landing_refused(refused)


def _check_backward(sc: Scratch, part: Part, steps: int) -> PartResult | Refusal:
    seat, frm, to = part
    if not 0 <= frm < HOME:
        return Refusal("4.backward", "backward-track-only", _peg(sc, seat, frm))
    if not 0 <= to < HOME:
        return Refusal("4.backward", "backward-not-home")
    dest = (frm - steps) % sc.length
    blocker = sc.own_blocker(seat, frm, steps, backward=True)
    if blocker is not None:
        return Refusal("5.own-colour", "own-colour-in-way", _peg(sc, seat, blocker))
    if to != dest:
        counts = {"steps": steps, "dest": dest, "to": to, **_peg(sc, seat, frm)}
        return Refusal("4.whole-count", "backward-count", counts)
    try:
        return PartResult(part, PartKind.BACKWARD, steps, sc.land(seat, frm, dest))
    except LandingRefused as refused:
        return _landing_refused(refused)


def _check_forward(sc: Scratch, rules: Rules, part: Part, steps: int) -> PartResult | Refusal:
    seat, frm, to = part
    compulsory = rules.home_entry is HomeEntry.COMPULSORY
    outcomes = sc.forward(seat, frm, steps, compulsory)
    for dest, consequences in outcomes:
        if dest == to:
            return PartResult(part, PartKind.FORWARD, steps, consequences)
    if frm > HOME:
        k = frm - HOME + steps
        if k > PEGS_PER_SEAT:
            return Refusal("5.inside-home", "past-home-five", {"steps": steps, "place": frm})
        if to > HOME and to - HOME != k:
            counts = {"steps": steps, "place": frm, "dest": HOME + k, "to": to}
            return Refusal("4.whole-count", "home-count", counts)
        if to < HOME:
            return Refusal("5.inside-home", "home-never-leaves")
        return Refusal("5.inside-home", "home-pass-or-land")
    if outcomes:
        dests = tuple(d for d, _ in outcomes)
        if compulsory and outcomes[0][0] > HOME and 0 <= to < HOME:
            values = {"steps": steps, "dests": dests, **_peg(sc, seat, frm)}
            return Refusal("5.home-compulsory", "home-compulsory", values)
        values = {"steps": steps, "dests": dests, "to": to, **_peg(sc, seat, frm)}
        return Refusal("4.whole-count", "forward-count", values)
    # No outcome at all: find the first thing in the way.
    length = sc.length
    k = steps - (sc.in_spot[seat] - frm) % length
    blocker = sc.own_blocker(seat, frm, steps)
    if blocker is not None:
        return Refusal("5.own-colour", "own-colour-in-way", _peg(sc, seat, blocker))
    dest = (frm + steps) % length
    try:
        sc.land(seat, frm, dest)
    except LandingRefused as refused:
        return _landing_refused(refused)
    if 0 < k <= PEGS_PER_SEAT:
        return Refusal("5.home-blocked", "home-place-blocked", {"place": HOME + k})
    values = {"steps": steps, "dests": (dest,), "to": to, **_peg(sc, seat, frm)}
    return Refusal("4.whole-count", "forward-count", values)


def _check_joker(
    sc: Scratch, rules: Rules, seats: tuple[int, ...], part: Part
) -> PartResult | Refusal:
    seat, frm, to = part
    if frm > HOME:
        return Refusal("6.joker-not-home", "joker-home-peg")
    if (seat, frm) not in joker_sources(sc, rules, seats):
        return Refusal("6.joker-source", "joker-from-start")
    hole = {"place": to, "players": sc.players}
    if not 0 <= to < HOME:
        return Refusal("6.joker-target", "joker-target-off-track", hole)
    holder = sc.occ[to]
    if holder < 0:
        return Refusal("6.joker-target", "joker-target-empty", hole)
    if holder == seat:
        return Refusal("6.joker-target", "joker-target-own", {"seat": seat, **hole})
    try:
        return PartResult(part, PartKind.JOKER, 0, sc.land(seat, frm, to))
    except LandingRefused as refused:
        return _landing_refused(refused)
