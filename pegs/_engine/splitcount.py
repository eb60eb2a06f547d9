"""A split card's splits counted without their rows, and any one of them read by its index.

A random play-out asks how many moves a hand has and then reads one. ``split_runs`` counts the
splits from the rows of every count 1 to 8 (each a list of parts, pegs and bumps) and then
decides, first part by first part, which of them leave every tabled second part as it is. Here
the count is arithmetic where it can be (RULES 4: a split of ``total`` is a first part of ``a``
and a second of ``total - a`` for another peg):

- each peg's number of parts by count, read off its walk without making a part (an own-colour
  peg ahead stops it, a refused landing takes one away, a home entry adds one);
- the splits of a count ``a`` whose first parts change no second part are then
  ``W(a) * W(b) - sum over pegs of n(a) * n(b)``, ``W`` being all pegs' parts of a count;
- only the first parts the quick tests of ``split_runs`` would not call quiet are made, and
  ``changed_pegs`` (the same code ``split_runs`` runs) says which pegs' second parts they change.

A split is read the same way: its count is found from the counts' sizes, then its first part
and its second part from the pegs' parts of those two counts, in ``split_runs``' order (a
count's worked-out pairs first, then each first part with the tabled second parts, peg by peg, a
home place before a hole): ``pair(i)`` is the ``i``-th split of ``legal_moves()``'s listing, and
a drawn split makes two parts. The splits of ``nine=split-forward-back`` go back to
``split_runs``.

Measured by counting machine instructions (``valgrind --tool=callgrind``, which load does not
move) over ten seeded 4-player play-outs: 1,304 M against 1,433 M with ``split_runs`` (-9.0%);
for a split card's count and one split drawn from it, 163 k against 235 k a card (the benchmark
loop's walks included).
"""

from __future__ import annotations

from itertools import accumulate
from operator import add, itemgetter, mul

from ..board import HOME, START, Place
from ..moves import Part, part_of
from .reach import Reach
from .scratch import Consequence, LandingRefused
from .splits import Run, changed_pegs, neighbours, run_pair, split_runs

_NONE: tuple[Consequence, ...] = ()
_FIRST = itemgetter(0)


# One peg's walk for a split: (peg, seat, from, first and last count into home, stop, parts by
# count or None): a peg with None has one part for each count 1 to ``stop - 1``, the others
# (a home entry within reach, a refused landing) the parts listed.
Walker = tuple[int, int, Place, int, int, int, list[int] | None]
# By count of the first part: its pairs worked out one by one, the pegs each changing first part
# leaves out by (peg, place it goes to), and how many splits that adds.
Worked = tuple[list[tuple[Part, Part]], dict[tuple[int, Place], list[int]], int]
_UNCHANGED: Worked = ([], {}, 0)


class SplitCount:
    """How many splits of one card there are, and the ``i``-th of them, made when asked."""

    __slots__ = (
        "_odd",
        "_reach",
        "_regular",
        "_runs",
        "_total",
        "_walkers",
        "_width",
        "_worked",
        "size",
    )

    def __init__(self, reach: Reach, total: int) -> None:
        self._reach = reach
        self._total = total
        self.size = 0
        self._runs: list[Run] | None = None
        self._walkers: list[Walker] = []
        # By count: every peg's parts (``_width``), those of the pegs with one part a count up
        # to their stop (``_regular``). By peg, the parts by count of the others (``_odd``).
        self._width: list[int] = []
        self._regular: list[int] = []
        self._odd: dict[int, list[int]] = {}
        self._worked: dict[int, Worked] = {}

    def pair(self, at: int) -> tuple[Part, Part]:
        """The ``at``-th split's (first, second) parts, in ``split_pairs``' order."""
        runs = self._runs
        if runs is not None:
            for run in runs:
                if at < run[0]:
                    return run_pair(run, at)
                at -= run[0]
            raise IndexError(at)
        total = self._total
        width = self._width
        regular = self._regular
        odd = self._odd.values()
        for a in range(1, total):
            b = total - a
            pairs, cuts, more = self._worked.get(a, _UNCHANGED)
            size = width[a] * width[b] - regular[max(a, b)] + more
            for n in odd:
                size -= n[a] * n[b]
            if at >= size:
                at -= size
                continue
            if at < len(pairs):
                return pairs[at]
            # Then each first part with every tabled second part of the pegs it leaves alone,
            # in row order: peg by peg, a home place before a hole.
            at -= len(pairs)
            length = self._reach.sc.length
            walkers = self._walkers
            seconds = [_many(walker, b) for walker in walkers]  # each peg's parts of b
            for k, walker in enumerate(walkers):
                i1, seat1, frm1 = walker[0], walker[1], walker[2]
                for to1 in _places(walker, a, length):
                    redo = cuts.get((i1, to1))
                    if redo is None:
                        left_out: tuple[int, ...] | list[int] = (i1,)
                        size = width[b] - seconds[k]
                    else:
                        left_out = redo
                        size = width[b] - sum(
                            n for w, n in zip(walkers, seconds, strict=True) if w[0] in redo
                        )
                    if at >= size:
                        at -= size
                        continue
                    for second, n2 in zip(walkers, seconds, strict=True):
                        if second[0] in left_out:
                            continue
                        if at >= n2:
                            at -= n2
                            continue
                        to2 = _places(second, b, length)[at]
                        return part_of((seat1, frm1, to1)), part_of((second[1], second[2], to2))
        raise IndexError(at)


def _many(walker: Walker, count: int) -> int:
    """How many parts of ``count`` one peg's walk has."""
    n = walker[6]
    return n[count] if n is not None else count < walker[5]


def _places(walker: Walker, count: int, length: int) -> list[Place]:
    """Where one peg's parts of ``count`` go, in row order (a home place before the hole)."""
    _, _, frm, home_lo, last, stop, n = walker
    if frm > HOME:
        return [frm + count] if count < stop else []
    places = []
    home = home_lo <= count <= last
    if home:
        places.append(HOME + count - home_lo + 1)
    if (n[count] if n is not None else count < stop) > home:
        places.append((frm + count) % length)
    return places


def _one_each(total: int, stop: int) -> list[int]:
    """One part for each count 1 to ``stop - 1``, by count 0 to ``total - 1`` (a peg's walk
    before its home entries and refused landings change it)."""
    return [0, *(1 if c < stop else 0 for c in range(1, total))]


def split_count(reach: Reach, total: int, forward_back: bool) -> SplitCount:
    """The splits of ``total`` (RULES 4; both directions with ``forward_back``, RULES 9)."""
    counted = SplitCount(reach, total)
    if forward_back:
        runs = counted._runs = split_runs(reach, total, True)
        counted.size = sum(run[0] for run in runs)
    elif len(reach.pegs) > 1:
        _count(counted, reach, total)
    return counted


def _count(counted: SplitCount, reach: Reach, total: int) -> None:
    """Count the splits of ``total`` forward into ``counted``, as the module says."""
    sc = reach.sc
    occ = sc.occ
    land = sc.land
    length = sc.length
    compulsory = reach.compulsory
    near = neighbours(reach)
    lonely = near.lonely
    behind = near.behind
    ahead = near.ahead
    spot = near.spot
    top = total - 1
    # How many regular pegs stop at each count (go 1 to k - 1), the pairs of counts (a,
    # total - a) a peg holds both of (``own``: a split moves two pegs), and the first parts to
    # look at closely, by count then peg.
    stops = [0] * (total + 1)
    stop_of = [0] * len(reach.pegs)  # each regular peg's stop
    own = 0
    odd: dict[int, list[int]] = {}
    walkers = counted._walkers
    looks: list[tuple[int, Part, tuple[Consequence, ...], int]] = []
    for i, seat, frm, block, home_lo, home_hi in reach.ahead:
        stop = block if block < total else total
        if frm > HOME:
            # A home peg walks only into the free places right ahead of it (RULES 5).
            stops[stop] += 1
            stop_of[i] = stop
            own += max(0, 2 * stop - total - 1)
            walkers.append((i, seat, frm, 1, 0, stop, None))
            if not lonely[i]:
                for c in range(1, stop):
                    looks.append((c, part_of((seat, frm, frm + c)), _NONE, i))
            continue
        last = home_hi if home_hi < top else top
        home = home_lo <= last
        lone = lonely[i]
        if (
            lone
            and not home
            and (stop == 1 or (frm + stop <= length and max(occ[frm + 1 : frm + stop]) < 0))
        ):
            # Alone, every hole ahead free (read at C speed): every first part is quiet.
            stops[stop] += 1
            stop_of[i] = stop
            own += max(0, 2 * stop - total - 1)
            walkers.append((i, seat, frm, home_lo, last, stop, None))
            continue
        n: list[int] | None = None
        if home:
            # A home entry within reach (RULES 5 and 9): two parts of one count, or (compulsory)
            # the home place instead of the hole.
            n = _one_each(total, stop)
            for c in range(home_lo, last + 1):
                n[c] = 1 if compulsory else n[c] + 1
        # Counts whose first part leaves the second parts' holes alone (``split_runs``' window).
        low = total - behind[i]
        high = ahead[i]
        for c in range(1, max(stop, last + 1) if home else stop):
            if home and home_lo <= c <= last:
                if not lone:
                    looks.append((c, part_of((seat, frm, HOME + c - home_lo + 1)), _NONE, i))
                if compulsory:  # RULES 9, home_entry=compulsory: no going past
                    continue
            if c >= stop:
                continue
            dest = (frm + c) % length
            if occ[dest] < 0:
                if (
                    lone
                    or (low < c < high and not spot[dest])
                    or near.untouched(i, frm, dest, total - c)
                ):
                    continue
                cons = _NONE
            else:
                try:
                    cons = land(seat, frm, dest)
                except LandingRefused:
                    if n is None:
                        n = _one_each(total, stop)
                    n[c] -= 1  # RULES 5: this landing is not allowed
                    continue
                if len(cons) == 1 and cons[0][2] == START:
                    # An opponent sent to its start: only the hole taken changes, as
                    # ``split_runs`` reads it.
                    cons = _NONE
                    if (
                        lone
                        or (low < c < high and not spot[dest])
                        or near.untouched(i, frm, dest, total - c)
                    ):
                        continue
            looks.append((c, part_of((seat, frm, dest)), cons, i))
        if n is None:
            stops[stop] += 1
            stop_of[i] = stop
            own += max(0, 2 * stop - total - 1)
        else:
            odd[i] = n
        walkers.append((i, seat, frm, home_lo, last, stop, n))
    # Each count's parts: the regular pegs that go past it, and the others'.
    regular = list(accumulate(stops[:0:-1]))[::-1]
    width = regular.copy()
    for n in odd.values():
        width = list(map(add, width, n))
        own += sum(map(mul, n[1:], reversed(n[1:])))
    counted._width = width
    counted._regular = regular
    counted._odd = odd
    size = sum(map(mul, width[1:], reversed(width[1:]))) - own
    if looks:
        # The first parts that change a second part: their other pegs' tabled second parts are
        # left out and worked out again (the same code as ``split_runs``).
        if len(looks) > 1:
            looks.sort(key=_FIRST)  # by count; a stable sort keeps the pegs in row order
        worked = counted._worked
        for a, part1, cons1, i1 in looks:
            b = total - a
            entry = worked.get(a)
            pairs = entry[0] if entry is not None else []
            had = len(pairs)
            redo = changed_pegs(reach, near, part1, cons1, i1, b, False, pairs)
            if redo is None:
                continue
            more = len(pairs) - had
            for j in redo:
                if j != i1:
                    n = odd.get(j)
                    more -= n[b] if n is not None else b < stop_of[j]
            cuts = entry[1] if entry is not None else {}
            cuts[(i1, part1[2])] = redo
            worked[a] = (pairs, cuts, (entry[2] if entry is not None else 0) + more)
            size += more
    counted.size = size
