"""Where each movable peg of one player can go, count by count, on one layout (RULES 4 and 5).

Every card but the joker moves one peg some holes forward (the 8: back), and a 7 or 9 splits its
count between two pegs. So the moves of a whole hand, or of every card a learner explores, are
read from the same few rows: "every outcome of every movable peg for a count of c". A ``Reach``
works a row out the first time a card needs it and keeps it, and a position keeps its ``Reach``:
the cards of one hand, the ranks of the card explorer and the parts of a split share the rows.

A ``Reach`` reads its ``Scratch`` while it fills rows, so the layout must not change in between
(a position never changes its own; split generation moves pegs only after its rows are filled,
and puts them back).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import repeat
from typing import Any

from ..board import HOME, START, Place
from ..moves import Part, part_of
from .scratch import IN_HOME, Consequence, LandingRefused, Scratch

# A row: every outcome of one count, in peg order: their parts, the index (in ``Reach.pegs``) of
# the peg each moves, and the pegs each sends away (RULES 5).
Row = tuple[list[Part], list[int], list[tuple[Consequence, ...]]]

MAX_COUNT = 13  # a king under ``face_cards=11-12-13``
_NO_BUMPS: tuple[Consequence, ...] = ()


def _free_run(mask: int, start: int) -> int:
    """How many home places from H(start+1) on are free in a home bitmask (bit k = H(k+1))."""
    run = 0
    while start + run < 5 and not mask & (1 << (start + run)):
        run += 1
    return run


@cache
def _ring(length: int) -> list[int]:
    """Hole numbers twice round the track: ``ring[h]`` is ``h % length`` without dividing."""
    return [*range(length), *range(length)]


# An open row being filled: its count and its three lists.
Lane = tuple[int, list[Part], list[int], list[tuple[Consequence, ...]]]
# The pegs that walk: (index, seat, from, block, first and last count into home) forward,
# (index, seat, from, room behind) backward.
Ahead = tuple[int, int, Place, int, int, int]
Behind = tuple[int, int, Place, int]


def filled(rows: list[Row | None], count: int) -> Row:
    """The row of ``count``, which the caller has had filled."""
    row = rows[count]
    assert row is not None  # every count asked for was filled by the caller
    return row


def _open_rows(rows: list[Row | None], counts: Iterable[int]) -> list[Lane]:
    """Empty rows for the missing ``counts``, stored in ``rows``, with their appends bound.

    One (count, parts, who, cons) per missing count, in count order.
    """
    lanes: list[Lane] = []
    for c in counts if counts.__class__ is range else sorted(counts):
        if c <= 0 or rows[c] is not None:
            continue
        parts: list[Part] = []
        who: list[int] = []
        cons: list[tuple[Consequence, ...]] = []
        rows[c] = (parts, who, cons)
        lanes.append((c, parts, who, cons))
    return lanes


# Read off a colour's home bitmask: free places from H1 on, and, for a peg on H(j), free places
# right ahead of it.
_FREE_FROM_H1 = tuple(_free_run(mask, 0) for mask in range(32))
_ROOM = tuple(tuple(_free_run(mask, j) for j in range(6)) for mask in range(32))


def _walks(sc: Scratch, seats: tuple[int, ...]) -> tuple[list[Ahead], int]:
    """The movable pegs off start that can walk forward, and how many pegs are off start.

    (index, seat, from, block, first count into home, last count into home), where ``block`` is
    the distance to the nearest own-colour track peg ahead, which nothing may pass or land on
    (RULES 5); inside home it is one more than the free places right ahead. The index counts
    the seats' pegs off start in order (``Reach.pegs``). Start pegs are left out: only a
    come-out or a joker moves them.
    """
    length = sc.length
    ahead: list[Ahead] = []
    i = 0
    for seat in seats:
        places = sc.pegs[seat]  # start, then track holes in order, then home places
        mask = sc.homemask[seat]
        start = sc.startn[seat]
        in_home = len(places) - IN_HOME[mask]
        if in_home > start:
            track = places[start:in_home]
            last = len(track) - 1
            # Into home: counts d_in + 1 up to d_in + (free places from H1), if the walk to the
            # in-spot is not blocked.
            free = _FREE_FROM_H1[mask]
            in_spot = sc.in_spot[seat]
            for k, frm in enumerate(track):
                # The nearest own-colour peg ahead is the next in hole order, round the track.
                block = (track[k + 1 if k < last else 0] - frm) % length if last else length + 1
                d_in = (in_spot - frm) % length
                ahead.append((i, seat, frm, block, d_in + 1, d_in + (free if d_in < block else 0)))
                i += 1
        if mask:
            room = _ROOM[mask]
            for frm in places[in_home:]:
                if room[frm - HOME]:  # the pegs packed at the end of home cannot move at all
                    ahead.append((i, seat, frm, room[frm - HOME] + 1, 0, -1))
                i += 1
    return ahead, i


def _behind(ahead: list[Ahead]) -> list[Behind]:
    """The track pegs that can go back: (index, seat, from, distance to the nearest own-colour
    peg behind), read off the walks forward, colour by colour."""
    behind: list[Behind] = []
    group: list[Ahead] = []
    for walker in ahead:
        if walker[2] > HOME:
            continue
        if group and group[0][1] != walker[1]:
            _rooms(group, behind)
            group = []
        group.append(walker)
    if group:
        _rooms(group, behind)
    return behind


def _rooms(group: list[Ahead], behind: list[Behind]) -> None:
    """Append one colour's track pegs with their room behind: the block of the peg behind each,
    round the track (a peg alone has the whole track, as ahead)."""
    room = group[-1][3]
    for i, seat, frm, block, _, _ in group:
        behind.append((i, seat, frm, room))
        room = block


class Reach:
    """Outcome rows (forward and backward, by count) of one player's movable pegs off start."""

    __slots__ = (
        "_asked",
        "_back",
        "_behind",
        "_comeouts",
        "_count",
        "_limits",
        "_parts",
        "_pegs",
        "_room",
        "ahead",
        "backward_rows",
        "compulsory",
        "forward_rows",
        "full",
        "memo",
        "sc",
        "seats",
    )

    def __init__(self, sc: Scratch, seats: tuple[int, ...], compulsory: bool) -> None:
        self.sc = sc
        self.seats = seats
        self.compulsory = compulsory
        # Worked out at once, in one pass over the seats: every card but the joker reads them
        # (a separate, lazily called pass cost ~1 µs of a plain 4-player turn's ~11). The list
        # of pegs and the walks back are made when first read: only splits read the one, only
        # the 8 and backward splits the other (measured: 1,265 M against 1,304 M
        # instructions over ten seeded 4-player play-outs).
        self.ahead, self._count = _walks(sc, seats)
        self._pegs: list[tuple[int, Place]] | None = None
        self._behind: list[Behind] | None = None
        self.forward_rows: list[Row | None] = [None] * (MAX_COUNT + 1)
        self.backward_rows: list[Row | None] = [None] * (MAX_COUNT + 1)
        self._parts: list[list[Part] | None] = [None] * (MAX_COUNT + 1)  # by ``parts``
        self._back: tuple[int, list[Part]] | None = None  # by ``back_parts``
        self._asked = False  # a card was asked of it on its own (``card_moves``)
        self.full = False  # every forward row a card of these rules reads is filled
        self._comeouts: list[Part] | None = None
        # Per peg index: (block, first and last count into home); the room behind it.
        self._limits: list[tuple[int, int, int]] | None = None
        self._room: list[int] | None = None
        # What other modules work out once per layout from these rows (split neighbourhoods).
        self.memo: dict[type, Any] = {}

    @property
    def pegs(self) -> list[tuple[int, Place]]:
        """The movable seats' pegs off start, (seat, place), in index order."""
        pegs = self._pegs
        if pegs is None:
            pegs = self._pegs = []
            sc = self.sc
            for seat in self.seats:
                pegs += zip(repeat(seat), sc.pegs[seat][sc.startn[seat] :])
        return pegs

    @property
    def behind(self) -> list[Behind]:
        """The track pegs that can go back, with their room behind (see ``_behind``)."""
        behind = self._behind
        if behind is None:
            behind = self._behind = _behind(self.ahead)
        return behind

    def asked(self, top: int) -> None:
        """Note that one more card is asked of this reach on its own (``top``: the farthest
        count a card of its rules goes).

        From the second on, the position is being explored card by card (the card explorer, a
        bot reading threats): every row is filled in one pass over the pegs, which then serves
        each card and both splits, rather than one pass per card.
        """
        if self._asked:
            # Up to the farthest count a card of these rules goes: under ``face_cards=ten`` the
            # rows 11 to 13 would never be read (measured on the benchmark positions: 11.7 against
            # 9.4 µs for the rows, beside 3.8 µs for the walks).
            self.forward(range(1, top + 1))
            self.full = True
        self._asked = True

    def forward(self, counts: Iterable[int]) -> list[Row | None]:
        """The forward rows, indexed by count, with at least those of ``counts`` filled in."""
        rows = self.forward_rows
        lanes = _open_rows(rows, counts)
        if not lanes:
            return rows
        top = lanes[-1][0]
        compulsory = self.compulsory
        occ = self.sc.occ
        land = self.sc.land
        ring = _ring(self.sc.length)  # ring[h] == h % length for 0 <= h < 2 * length
        for i, seat, frm, block, home_lo, home_hi in self.ahead:
            if frm > HOME:
                # A home peg walks only into the free places right ahead of it (RULES 5).
                for c, parts, who, cons in lanes:
                    if c >= block:
                        break
                    parts.append(part_of((seat, frm, frm + c)))
                    who.append(i)
                    cons.append(_NO_BUMPS)
                continue
            # Usually home is out of reach and only the holes short of the blocker count.
            home = home_lo <= min(home_hi, top)
            stop = max(block, home_hi + 1) if home else block
            for c, parts, who, cons in lanes:
                if c >= stop:
                    break
                if home and home_lo <= c <= home_hi:
                    parts.append(part_of((seat, frm, HOME + c - home_lo + 1)))
                    who.append(i)
                    cons.append(_NO_BUMPS)
                    if compulsory:  # RULES 9, home_entry=compulsory: no going past
                        continue
                if c < block:
                    dest = ring[frm + c]
                    if occ[dest] < 0:
                        bumps = _NO_BUMPS
                    else:
                        try:
                            bumps = land(seat, frm, dest)
                        except LandingRefused:
                            continue  # RULES 5: this landing is not allowed
                    parts.append(part_of((seat, frm, dest)))
                    who.append(i)
                    cons.append(bumps)
        return rows

    def parts(self, count: int) -> list[Part]:
        """Every forward part of ``count``, in peg order (the one-peg moves of a plain card).

        Read from the row when a split has filled it; otherwise worked out straight from the
        walks without filling a row: a plain card needs only its parts, and building the row's
        other two lists (which peg, which bumps: only splits read them) made a hand of plain
        cards cost 2.4x as much (24.5 against 10.2 µs a 4-player turn, measured).
        """
        row = self.forward_rows[count]
        if row is not None:
            return row[0]
        known = self._parts[count]
        if known is not None:
            return known  # the card explorer asks every rank of one position
        compulsory = self.compulsory
        occ = self.sc.occ
        land = self.sc.land
        ring = _ring(self.sc.length)
        parts: list[Part] = []
        for _, seat, frm, block, home_lo, home_hi in self.ahead:
            if frm > HOME:
                # A home peg walks only into the free places right ahead of it (RULES 5).
                if count < block:
                    parts.append(part_of((seat, frm, frm + count)))
                continue
            if home_lo <= count <= home_hi:
                parts.append(part_of((seat, frm, HOME + count - home_lo + 1)))
                if compulsory:  # RULES 9, home_entry=compulsory: no going past
                    continue
            if count < block:
                dest = ring[frm + count]
                if occ[dest] >= 0:
                    try:
                        land(seat, frm, dest)
                    except LandingRefused:
                        continue  # RULES 5: this landing is not allowed
                parts.append(part_of((seat, frm, dest)))
        self._parts[count] = parts
        return parts

    def back_parts(self, count: int) -> list[Part]:
        """Every backward part of ``count``, in peg order (the 8's one-peg moves, RULES 4).

        Read from the row when a split has filled it; otherwise worked out straight from the
        walks, as ``parts`` does forward (measured over ten seeded 4-player play-outs: 1,182 M
        against 1,197 M instructions with the row).
        """
        row = self.backward_rows[count]
        if row is not None:
            return row[0]
        known = self._back
        if known is not None and known[0] == count:
            return known[1]
        occ = self.sc.occ
        land = self.sc.land
        length = self.sc.length
        ring = _ring(length)
        parts: list[Part] = []
        for _, seat, frm, back in self.behind:
            if count < back:
                dest = ring[frm - count + length]
                if occ[dest] >= 0:
                    try:
                        land(seat, frm, dest)
                    except LandingRefused:
                        continue  # RULES 5: this landing is not allowed
                parts.append(part_of((seat, frm, dest)))
        self._back = (count, parts)
        return parts

    def backward(self, counts: Iterable[int]) -> list[Row | None]:
        """The backward rows (track pegs only, RULES 4), indexed by count, ``counts`` filled in."""
        rows = self.backward_rows
        lanes = _open_rows(rows, counts)
        if not lanes:
            return rows
        occ = self.sc.occ
        land = self.sc.land
        length = self.sc.length
        ring = _ring(length)
        for i, seat, frm, back in self.behind:
            for c, parts, who, cons in lanes:
                if c >= back:
                    break
                dest = ring[frm - c + length]
                if occ[dest] < 0:
                    bumps = _NO_BUMPS
                else:
                    try:
                        bumps = land(seat, frm, dest)
                    except LandingRefused:
                        continue  # RULES 5: this landing is not allowed
                parts.append(part_of((seat, frm, dest)))
                who.append(i)
                cons.append(bumps)
        return rows

    def reaches(self, i: int, steps: int, backward: bool = False) -> bool:
        """Whether peg ``i`` can end a move of ``steps`` on the track hole that far away.

        Only its own colour's pegs (RULES 5) or, going forward, a compulsory entry into home
        (RULES 9) stop it; whether it may land there is another question.
        """
        if backward:
            room = self._room
            if room is None:
                # Apart from the forward limits: only ``nine=split-forward-back`` asks.
                room = self._room = [0] * self._count
                for j, _, _, back in self.behind:
                    room[j] = back
            return steps < room[i]
        limits = self._limits
        if limits is None:
            limits = self._limits = [(0, 0, -1)] * self._count
            for j, _, _, block, home_lo, home_hi in self.ahead:
                limits[j] = (block, home_lo, home_hi)
        block, home_lo, home_hi = limits[i]
        return steps < block and not (self.compulsory and home_lo <= steps <= home_hi)

    def comeouts(self) -> list[Part]:
        """The come-out parts from start, one per seat that can bring a peg out (RULES 4)."""
        parts = self._comeouts
        if parts is None:
            sc = self.sc
            occ = sc.occ
            parts = []
            for seat in self.seats:
                if sc.startn[seat]:
                    to = sc.come_out[seat]
                    # An empty come-out hole needs no ``land`` to say so (measured: 0.53 against
                    # 0.69 µs for the come-outs of a position).
                    if occ[to] >= 0:
                        try:
                            sc.land(seat, START, to)
                        except LandingRefused:
                            continue  # RULES 5: the come-out hole cannot take this peg
                    parts.append(part_of((seat, START, to)))
            self._comeouts = parts
        return parts
