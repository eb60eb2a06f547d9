"""Checking one move against the rules, with the reason when it is refused (RULES 4 to 6).

``check_card_move`` walks a move's parts in order on a scratch layout and either returns what each
part does (destination and bumps) or the rule clause and plain words for the first thing wrong.
Hand and must-play questions belong to ``position``; enumerating moves belongs to ``movegen``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ._engine.movegen import joker_sources, movable_seats
from ._engine.scratch import Consequence, LandingRefused, Scratch
from .board import HOME, PEGS_PER_SEAT, START, Place, place_name, team_of
from .cards import Card, Rank
from .moves import Move, Part
from .render.colours import seat_name
from .rules import (
    BACKWARD_STEPS,
    BRINGS_OUT,
    HomeEntry,
    Rules,
    Split,
    forward_steps,
    split_kind,
)
from .words import cap, peg_words, rank_name, team_words, where_words


@dataclass(frozen=True)
class Refusal:
    """Why a move is not allowed: the RULES clause and a sentence in plain words."""

    clause: str
    message: str

    @property
    def rule(self) -> str:
        """The rule refused, as the game shape names it (pegs.shape): the clause."""
        return self.clause

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


def _peg(sc: Scratch, seat: int, place: Place) -> str:
    """A peg in words: "Blue's peg on Orange's in-spot", "a peg in Blue's start"."""
    return peg_words(seat, place, len(sc.pegs))


def _to(sc: Scratch, place: Place) -> str:
    """Where a move ends, in words: "into home place 2", "onto Orange's in-spot"."""
    if place > HOME:
        return f"into home place {place - HOME}"
    if place == START:
        return "back to start"
    where = where_words(place, len(sc.pegs))
    return "onto" + where[2:] if where.startswith("on ") else "to " + where


def _home(place: Place) -> str:
    return f"home place {place - HOME}"


_NINE_WORDS = {
    "split-forward": "a 9 splits like a 7",
    "forward-only": "a 9 moves forward only",
    "split-forward-back": "a 9 splits one peg forward and one back",
}


def _card_name(rank: Rank) -> str:
    """The card's name with its article: "an ace", "a 7", "an 8", "a joker"."""
    return _NAMES[rank]


def _name_of(rank: Rank) -> str:
    name = {"JK": "joker", "A": "ace", "J": "jack", "Q": "queen", "K": "king"}.get(
        rank.value, rank.value
    )
    return ("an " if name[0] in "a8" else "a ") + name


# Worked out once: every move checked needs its card's name ready for a refusal message.
_NAMES = {rank: _name_of(rank) for rank in Rank}


def check_card_move(
    sc: Scratch, rules: Rules, player: int, move: Move
) -> list[PartResult] | Refusal:
    """The results of ``move``'s parts for ``player``, or why the rules refuse it."""
    parts = move.parts
    rank = move.card.rank
    name = _card_name(rank)
    split = split_kind(rank, rules)
    if len(parts) == 2 and split is None:
        if rank is Rank.NINE:
            return Refusal(
                "9",
                f'Under the house rule "{_NINE_WORDS[rules.nine.value]}", a 9 cannot be split',
            )
        return Refusal("4", f"{cap(name)} moves one peg; only a 7 or 9 may be split")
    seats = movable_seats(sc, rules, player)
    results: list[PartResult] = []
    work = sc.copy() if len(parts) == 2 else sc
    kinds: list[tuple[PartKind, int]] = []  # a split's parts: direction and count
    if len(parts) == 2:
        split_parts = _split_kinds(work, rules, parts, forward_steps(rank, rules) or 0, split)
        if isinstance(split_parts, Refusal):
            return split_parts
        kinds = split_parts
    for index, part in enumerate(parts):
        seat, frm, to = part
        refusal = _check_owner(work, rules, player, seats, part)
        if refusal:
            return refusal
        if index == 1 and (seat, frm) == _where_first_peg_ended(results[0]):
            return Refusal("4", "A split moves two different pegs, not the same peg twice")
        if frm == to:
            return Refusal(
                "4", f"{cap(_peg(work, seat, frm))} would not move: a move must go somewhere"
            )
        if rank is Rank.JOKER:
            result = _check_joker(work, rules, seats, part)
        elif frm == START:
            result = _check_out(work, rank, name, part, split_part=len(parts) == 2)
        elif len(parts) == 2:
            kind, count = kinds[index]
            result = (
                _check_backward(work, part, count, name)
                if kind is PartKind.BACKWARD
                else _check_forward(work, rules, part, count, name)
            )
        elif rank is Rank.EIGHT:
            result = _check_backward(work, part, BACKWARD_STEPS, name)
        else:
            result = _check_forward(work, rules, part, forward_steps(rank, rules) or 0, name)
        if isinstance(result, Refusal):
            if len(parts) == 2:
                which = "first" if index == 0 else "second"
                return Refusal(
                    result.clause, f"The {which} part of the split is illegal: {result.message}"
                )
            return result
        results.append(result)
        if len(parts) == 2 and index == 0:
            work.apply_part(seat, frm, to, result.consequences)
    return results


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
    return Refusal("4", f"{cap(rank_name(rank))} has no move for {seat_name(player)}")


def _joker_refusal(
    sc: Scratch, rules: Rules, player: int, seats: tuple[int, ...], card: Card
) -> Refusal:
    """Why a joker moves no peg: nothing it may take, or no hole it may land on (RULES 6)."""
    sources = joker_sources(sc, rules, seats)
    if not sources:
        return Refusal(
            "6",
            f"A joker has no peg to move: every peg {seat_name(player)} may move is in home, "
            "and a peg in home is never moved by a joker",
        )
    for seat, frm in sources:
        for hole, holder in enumerate(sc.occ):
            if holder >= 0 and holder != seat:
                result = check_card_move(sc, rules, player, Move(card, (Part(seat, frm, hole),)))
                if isinstance(result, Refusal):
                    return result
    return Refusal(
        "6", "A joker needs a peg of another colour on the track to land on, and there is none"
    )


def _check_owner(
    sc: Scratch, rules: Rules, player: int, seats: tuple[int, ...], part: Part
) -> Refusal | None:
    seat, frm, _ = part
    players = rules.players
    if seat >= players:
        return Refusal("1", f"A {players}-player game has no seat {seat}")
    if seat not in seats:
        if team_of(seat) != team_of(player):
            return Refusal(
                "1",
                f"{seat_name(seat)}'s pegs belong to {team_words(team_of(seat), players)}: "
                f"{seat_name(player)} moves "
                f"only the pegs of {team_words(team_of(player), players)}",
            )
        return Refusal(
            "9",
            f'Under the house rule "own pegs first", {seat_name(player)} may move a '
            f"teammate's peg only once all {seat_name(player)}'s own pegs are home",
        )
    if frm > HOME and frm - HOME > PEGS_PER_SEAT:
        return Refusal("2", f"{place_name(frm)} is not a home place: home has places 1 to 5")
    if frm not in sc.pegs[seat]:
        return Refusal("2", f"{seat_name(seat)} has no peg {where_words(frm, players)}")
    return None


def _split_kinds(
    sc: Scratch, rules: Rules, parts: tuple[Part, ...], total: int, split: Split | None
) -> list[tuple[PartKind, int]] | Refusal:
    """Each split part's direction and count, read from where it goes (RULES 4 and 9)."""
    for part in parts:
        if part.frm == START:
            return Refusal("4", "A split part never brings a peg out of start")
    forward = [_forward_count(sc, rules, p) for p in parts]
    if split is Split.FORWARD:
        if forward[0] + forward[1] == total and forward[0] > 0 and forward[1] > 0:
            return [(PartKind.FORWARD, forward[0]), (PartKind.FORWARD, forward[1])]
        return Refusal(
            "4",
            f"The two parts of a split must add up to {total} steps forward, each at least 1; "
            f"these go {_show(forward[0])} and {_show(forward[1])}",
        )
    back = [_backward_count(sc, p) for p in parts]
    for i in (0, 1):
        f, b = forward[i], back[1 - i]
        if f > 0 and b > 0 and f + b == total:
            kinds = [(PartKind.FORWARD, f), (PartKind.BACKWARD, b)]
            return kinds if i == 0 else kinds[::-1]
    return Refusal(
        "9",
        f'Under the house rule "{_NINE_WORDS[rules.nine.value]}", a split 9 moves one peg '
        f"forward and one backward, {total} steps in all",
    )


def _show(count: int) -> str:
    return f"{count} steps" if count > 0 else "nowhere forward"


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


def _check_out(
    sc: Scratch, rank: Rank, name: str, part: Part, split_part: bool
) -> PartResult | Refusal:
    seat, _frm, to = part
    if split_part:
        return Refusal("4", "A split part never brings a peg out of start")
    if rank not in BRINGS_OUT:
        return Refusal(
            "4",
            f"{cap(name)} cannot bring a peg out of start: only an ace, a king, a queen, a jack "
            "or a joker can",
        )
    come_out = sc.come_out[seat]
    if to != come_out:
        return Refusal(
            "4",
            f"{cap(_peg(sc, seat, START))} comes out only onto {seat_name(seat)}'s come-out hole",
        )
    try:
        return PartResult(part, PartKind.OUT, 0, sc.land(seat, START, to))
    except LandingRefused as refused:
        return Refusal(refused.clause, refused.message)


def _check_backward(sc: Scratch, part: Part, steps: int, name: str) -> PartResult | Refusal:
    seat, frm, to = part
    if not 0 <= frm < HOME:
        return Refusal(
            "4", f"A backward move takes only a peg on the main track, not {_peg(sc, seat, frm)}"
        )
    if not 0 <= to < HOME:
        return Refusal("4", "A backward move never enters home")
    dest = (frm - steps) % sc.length
    blocker = sc.own_blocker(seat, frm, steps, backward=True)
    if blocker is not None:
        return Refusal(
            "5",
            f"A peg may not pass its own colour: {peg_words(seat, blocker, len(sc.pegs))} "
            "is in the way",
        )
    if to != dest:
        return Refusal(
            "4",
            f"{steps} steps back take {_peg(sc, seat, frm)} {_to(sc, dest)}, not {_to(sc, to)}",
        )
    try:
        return PartResult(part, PartKind.BACKWARD, steps, sc.land(seat, frm, dest))
    except LandingRefused as refused:
        return Refusal(refused.clause, refused.message)


def _check_forward(
    sc: Scratch, rules: Rules, part: Part, steps: int, name: str
) -> PartResult | Refusal:
    seat, frm, to = part
    compulsory = rules.home_entry is HomeEntry.COMPULSORY
    outcomes = sc.forward(seat, frm, steps, compulsory)
    for dest, consequences in outcomes:
        if dest == to:
            return PartResult(part, PartKind.FORWARD, steps, consequences)
    if frm > HOME:
        k = frm - HOME + steps
        if k > PEGS_PER_SEAT:
            return Refusal("5", f"{steps} steps from {_home(frm)} would go past home place 5")
        if to > HOME and to - HOME != k:
            return Refusal(
                "4", f"{steps} steps from {_home(frm)} end in home place {k}, not {_home(to)}"
            )
        if to < HOME:
            return Refusal("5", "A peg in home never leaves it")
        return Refusal("5", "A peg in home may not pass or land on another peg in home")
    if outcomes:
        shown = " or ".join(_to(sc, d) for d, _ in outcomes)
        if compulsory and outcomes[0][0] > HOME and 0 <= to < HOME:
            return Refusal(
                "5",
                f"Entering home is compulsory: {steps} steps take {_peg(sc, seat, frm)} {shown}",
            )
        return Refusal("4", f"{steps} steps take {_peg(sc, seat, frm)} {shown}, not {_to(sc, to)}")
    # No outcome at all: find the first thing in the way.
    length = sc.length
    k = steps - (sc.in_spot[seat] - frm) % length
    blocker = sc.own_blocker(seat, frm, steps)
    if blocker is not None:
        return Refusal(
            "5",
            f"A peg may not pass its own colour: {peg_words(seat, blocker, len(sc.pegs))} "
            "is in the way",
        )
    dest = (frm + steps) % length
    try:
        sc.land(seat, frm, dest)
    except LandingRefused as refused:
        return Refusal(refused.clause, refused.message)
    if 0 < k <= PEGS_PER_SEAT:
        return Refusal("5", f"Home place {k} cannot be reached: a peg in home is in the way")
    return Refusal(
        "4", f"{steps} steps take {_peg(sc, seat, frm)} {_to(sc, dest)}, not {_to(sc, to)}"
    )


def _check_joker(
    sc: Scratch, rules: Rules, seats: tuple[int, ...], part: Part
) -> PartResult | Refusal:
    seat, frm, to = part
    if frm > HOME:
        return Refusal("6", "A peg in home is never moved by a joker")
    if (seat, frm) not in joker_sources(sc, rules, seats):
        return Refusal(
            "6",
            "While a start area of the team still holds a peg, the joker's peg must come "
            "from a start area",
        )
    if not 0 <= to < HOME:
        return Refusal(
            "6",
            "A joker's target must be a hole on the main track, not one "
            + where_words(to, len(sc.pegs)),
        )
    holder = sc.occ[to]
    spot = where_words(to, len(sc.pegs))
    if holder < 0:
        return Refusal(
            "6",
            f"The hole {spot} is empty: a joker moves a peg only onto a hole held by another "
            "colour",
        )
    if holder == seat:
        return Refusal(
            "6",
            f"The hole {spot} holds a peg of {seat_name(seat)}'s own colour: a joker needs "
            "another colour's peg there",
        )
    try:
        return PartResult(part, PartKind.JOKER, 0, sc.land(seat, frm, to))
    except LandingRefused as refused:
        return Refusal(refused.clause, refused.message)
