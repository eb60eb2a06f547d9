"""Every split of a 7 or a 9 between two pegs, both orders (RULES 4 and 9).

The second part must see the board as the first part left it. Most first parts do not touch what
a second peg's move depends on (its own colour's pegs, its home lane, its landing hole), so second
parts are read from the rows a ``Reach`` worked out on the original board, and worked out again on
the board the first part left only when the first part could have changed them. A slow, obvious
reference in the tests checks this against trying every pair on a copied board.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import cache
from itertools import product, repeat
from typing import Any

from ..board import HOME, START, Place, board_for
from ..cards import Card
from ..moves import Move, Part, move_of, part_of
from .reach import Reach, filled
from .scratch import Consequence, LandingRefused, Scratch

# Splits never move more than this in all: a 9. Neighbourhoods are worked out once for this
# reach and serve the 7 as well (a wider one only means a few more checks).
SPLIT_REACH = 9


@cache
def _team_spots(players: int, team: int) -> tuple[frozenset[Place], list[bool], list[bool]]:
    """A team's in-spots, and for each track hole whether it is one and whether one is near.

    Near: within a split's reach either way.
    """
    board = board_for(players)
    length = board.track_length
    spots = frozenset(board.in_spot(seat) for seat in range(team, players, 2))
    on = [False] * length
    near = [False] * length
    for spot in spots:
        on[spot] = True
        for d in range(-SPLIT_REACH, SPLIT_REACH + 1):
            near[(spot + d) % length] = True
    return spots, on, near


class _Neighbours:
    """What decides which second parts a first part can change, worked out once per layout."""

    __slots__ = (
        "_chainy",
        "ahead",
        "behind",
        "lonely",
        "mates",
        "occ",
        "peg_at",
        "spot",
        "team_in_spots",
        "to_home",
        "track",
    )

    def __init__(self, reach: Reach) -> None:
        sc = reach.sc
        pegs = reach.pegs
        count = len(pegs)
        length = sc.length
        in_spot = sc.in_spot
        seats = reach.seats
        total = SPLIT_REACH
        # A chain of teammates sent to their in-spots reads only the landing hole and the team's
        # in-spots (RULES 5).
        team_in_spots, spot, near_spot = _team_spots(sc.players, seats[0] & 1)
        # Per colour, its movable pegs with their steps to the in-spot (-1 inside home): a change
        # in the home lane matters only to the pegs of that colour a forward second part can
        # take into or along it. Also how many of each colour's pegs are inside home or within
        # a split of their in-spot.
        to_home: dict[int, list[tuple[int, Place, int]]] = {}
        near_home = dict.fromkeys(seats, 0)
        for seat in seats:
            to_home[seat] = []
        steps_in = []
        track = []
        for i, (seat, frm) in enumerate(pegs):
            if frm > HOME:
                d = -1
            else:
                d = (in_spot[seat] - frm) % length
                track.append((frm, i, seat))
            steps_in.append(d)
            to_home[seat].append((i, frm, d))
            if d < total:
                near_home[seat] += 1
        track.sort()
        # Per track peg: the movable track peg on each hole (the peg whose second part of b
        # steps lands on hole h is on h - b, h + b going back); how far the nearest other
        # movable track peg is behind it and ahead of it (0 for pegs in home), since a first
        # part none of whose holes are within a second part's count of another peg changes no
        # second part on the track; and its own colour's pegs within a split either way
        # (``mates``), which block each other (RULES 5).
        peg_at = [-1] * length
        behind = [0] * count
        ahead = [0] * count
        # (Tuples, grown on the rare meeting: most pegs have no mate near.)
        mates: list[tuple[tuple[int, Place], ...]] = [()] * count
        on_track = len(track)
        for k, (frm, i, seat) in enumerate(track):
            peg_at[frm] = i
            # ``behind`` is 0 for a peg on a team in-spot: a first part from there never passes
            # the window test below.
            if on_track == 1:
                behind[i] = 0 if spot[frm] else length
                ahead[i] = length
                continue
            behind[i] = 0 if spot[frm] else (frm - track[k - 1][0]) % length
            gap = ahead[i] = (track[(k + 1) % on_track][0] - frm) % length
            if gap <= total:  # sorted by hole, near pegs are found between neighbours
                for step in range(1, on_track):
                    f, j, s = track[(k + step) % on_track]
                    if (f - frm) % length > total:
                        break
                    if s == seat:
                        mates[i] += ((j, f),)
                        mates[j] += ((i, frm),)
        # Pegs none of whose bump-free first parts can change any second part: nothing near
        # them on the track, no team in-spot in reach, no home lane shared with a peg that
        # could use it.
        lonely = []
        for i, (seat, frm) in enumerate(pegs):
            if frm < HOME and (behind[i] <= total or ahead[i] <= total or near_spot[frm]):
                lonely.append(False)
            elif steps_in[i] < total:
                lonely.append(near_home[seat] == 1)  # it alone of its colour uses the lane
            else:
                lonely.append(True)
        # No reference back to the reach (which keeps this in its memo): no cycle to collect.
        self.occ = sc.occ
        self.track = track
        self.peg_at = peg_at
        self.mates = mates
        self.to_home = to_home
        self.team_in_spots = team_in_spots
        self.spot = spot
        self.behind = behind
        self.ahead = ahead
        self.lonely = lonely
        self._chainy: dict[tuple[int, bool], list[int]] = {}

    def untouched(self, i1: int, frm1: Place, to1: Place, b: int) -> bool:
        """Whether peg ``i1``'s first part from one track hole to another, with nothing sent
        away, surely changes no second part of ``b`` forward.

        A quick test of what ``changed_pegs`` would find: no own-colour peg within a split, no
        movable peg a second part's count behind either hole, and no team in-spot among them
        (or no chain of teammates a second part could start).
        """
        length = len(self.peg_at)
        return (
            not self.mates[i1]
            and self.peg_at[(frm1 - b) % length] < 0
            and self.peg_at[(to1 - b) % length] < 0
            and (not (self.spot[frm1] or self.spot[to1]) or not self.chainy(b, False))
        )

    def chainy(self, b: int, backward: bool) -> list[int]:
        """The pegs whose second part of ``b`` lands on a teammate of another colour's peg.

        Their chains of pegs sent to in-spots read the in-spots (RULES 5).
        """
        key = (b, backward)
        found = self._chainy.get(key)
        if found is None:
            occ = self.occ
            length = len(occ)
            step = -b if backward else b
            found = []
            for frm, i, seat in self.track:
                holder = occ[(frm + step) % length]
                if holder >= 0 and holder != seat and not (holder ^ seat) & 1:
                    found.append(i)
            self._chainy[key] = found
        return found


def neighbours(reach: Reach) -> _Neighbours:
    """The split neighbourhoods of ``reach``'s layout, worked out once and kept on it."""
    near: _Neighbours | None = reach.memo.get(_Neighbours)
    if near is None:
        near = reach.memo[_Neighbours] = _Neighbours(reach)
    return near


def split_moves(
    reach: Reach, card: Card, total: int, forward_back: bool, moves: list[Move]
) -> None:
    """Append every split of ``total`` between two different pegs, both orders (RULES 4)."""
    moves += map(move_of, zip(repeat(card), split_pairs(reach, total, forward_back)))


def split_pairs(reach: Reach, total: int, forward_back: bool) -> list[tuple[Part, Part]]:
    """The (first, second) parts of every split of ``total``, in ``split_moves``' order."""
    pairs: list[tuple[Part, Part]] = []
    _splits(reach, total, forward_back, pairs, None)
    return pairs


# A run of splits in ``split_pairs``' order, read without making the others. Either pairs worked
# out one by one: (size, None, pairs, offset, None, None), the run being ``pairs[offset:]``; or a
# block: (size, quiet first parts, tabled second parts, their pegs, each second part's peg, cut
# lists), each first part meeting every tabled second part but those of its own peg (a peg index
# ``>= 0``) or of the pegs of its cut list (``~k``: ``cuts[k]``).
Run = tuple[int, list[Part] | None, list[Any], Any, list[int] | None, list[list[int]] | None]


def split_runs(reach: Reach, total: int, forward_back: bool) -> list[Run]:
    """The splits of ``total`` as runs, in ``split_pairs``' order; their sizes sum to the count."""
    # Measured on the split cards of the benchmark positions, warm: 7.6 µs a hand against 9.5 for
    # making every pair; what is left is deciding which first parts change a second part.
    runs: list[Run] = []
    _splits(reach, total, forward_back, [], runs)
    return runs


def run_pair(run: Run, at: int) -> tuple[Part, Part]:
    """The ``at``-th pair of parts of one run (only the first part's row is read)."""
    _, quiet, seconds, pegs, who2, cuts = run
    if quiet is None:
        pair: tuple[Part, Part] = seconds[pegs + at]
        return pair
    assert who2 is not None and cuts is not None
    width = len(seconds)
    for part1, i1 in zip(quiet, pegs, strict=True):
        left_out = (i1,) if i1 >= 0 else cuts[~i1]
        # Skipped by counting (at C speed), as the run's size was counted: only the first part
        # the pair belongs to has its second parts listed.
        size = width - sum(map(who2.count, left_out))
        if at < size:
            kept = [second for second, j in zip(seconds, who2, strict=True) if j not in left_out]
            return part1, kept[at]
        at -= size
    raise IndexError(at)


def _splits(
    reach: Reach,
    total: int,
    forward_back: bool,
    pairs: list[tuple[Part, Part]],
    runs: list[Run] | None,
) -> None:
    """Append the splits of ``total`` to ``pairs``, or, given ``runs``, append their runs."""
    firsts = reach.pegs
    if len(firsts) < 2:
        return
    counts = range(1, total)
    forward = reach.forward_rows if reach.full else reach.forward(counts)
    backward = reach.backward(counts) if forward_back else forward
    near = neighbours(reach)
    lonely = near.lonely
    behind = near.behind
    ahead = near.ahead
    spot = near.spot
    directions = (False, True) if forward_back else (False,)

    for a in counts:
        b = total - a
        for second_backward in directions:
            if second_backward:
                # the first part went forward (RULES 9, nine=split-forward-back)
                parts1, who1, cons1s = filled(forward, a)
                flat, who2, _ = filled(backward, b)
            else:
                parts1, who1, cons1s = filled(backward, a)
                flat, who2, _ = filled(forward, b)
            if not parts1:
                continue
            # A track-to-track first part with no other movable peg in the holes a second part
            # could read (a forward second part reads the b holes behind each hole the first part
            # changed, a backward one the b holes ahead), and no team in-spot among its holes,
            # leaves every tabled second part as it is.
            if not forward_back:
                clear_behind, clear_ahead = b, a
            elif second_backward:
                clear_behind, clear_ahead = 0, total
            else:
                clear_behind, clear_ahead = total, 0
            # First parts that change nothing the tabled second parts depend on, and the slice of
            # the table each must leave out: its own peg's parts (a split moves two pegs).
            quiet: list[Part] = []
            mark = len(pairs)  # where this count's pairs worked out one by one begin
            # The peg whose tabled second parts each quiet part leaves out; ``~k`` for a first
            # part whose second parts are partly worked out again: ``cuts[k]`` lists the pegs.
            quiet_pegs: list[int] = []
            cuts: list[list[int]] = []
            # (No ``strict=``: its keyword call costs more than the loop it checks; a row's
            # three lists are filled together, in ``Reach``.)
            for i1, part1, cons1 in zip(who1, parts1, cons1s):  # noqa: B905
                if cons1 and len(cons1) == 1 and cons1[0][2] == START:
                    # An opponent's peg bumped to its start: the team's second parts see only
                    # the hole it took (the opponent's pegs block nobody of the team), exactly as
                    # for a move to an empty hole.
                    cons1 = ()
                if not cons1:
                    if lonely[i1]:
                        quiet.append(part1)
                        quiet_pegs.append(i1)
                        continue
                    # (``behind`` is 0 for a peg on a team in-spot, so none from there passes.)
                    if behind[i1] > clear_behind and ahead[i1] > clear_ahead:
                        to1 = part1[2]
                        if to1 < HOME and not spot[to1]:
                            quiet.append(part1)
                            quiet_pegs.append(i1)
                            continue
                redo = changed_pegs(reach, near, part1, cons1, i1, b, second_backward, pairs)
                if redo is None:
                    quiet.append(part1)
                    quiet_pegs.append(i1)
                    continue
                # The other pegs' tabled second parts still hold: it joins the quiet parts,
                # leaving out more than its own peg.
                quiet.append(part1)
                quiet_pegs.append(~len(cuts))
                cuts.append(redo)
            if runs is not None:
                # The same pairs as below, in the same order, counted at C speed: each quiet
                # first part meets the whole table less the second parts of the pegs it leaves
                # out (``list.count`` of a peg index; the ``~k`` entries count none).
                if len(pairs) > mark:
                    runs.append((len(pairs) - mark, None, pairs, mark, None, None))
                if quiet:
                    size = len(quiet) * len(flat) - sum(map(who2.count, quiet_pegs))
                    for redo in cuts:
                        size -= sum(map(who2.count, redo))
                    if size:
                        runs.append((size, quiet, flat, quiet_pegs, who2, cuts))
            elif quiet:
                # Every quiet first part with every tabled second part, at C speed; then the
                # pairs that would move one peg twice are cut out, last first.
                width = len(flat)
                pairs += product(quiet, flat)
                start = len(pairs)
                for i1 in reversed(quiet_pegs):
                    start -= width  # where this first part's block begins
                    if i1 >= 0:
                        lo = bisect_left(who2, i1)
                        hi = bisect_right(who2, i1, lo)
                        if hi > lo:
                            del pairs[start + lo : start + hi]
                        continue
                    for j in reversed(cuts[~i1]):
                        lo = bisect_left(who2, j)
                        hi = bisect_right(who2, j, lo)
                        if hi > lo:
                            del pairs[start + lo : start + hi]


def changed_pegs(
    reach: Reach,
    near: _Neighbours,
    part1: Part,
    cons1: tuple[Consequence, ...],
    i1: int,
    b: int,
    second_backward: bool,
    pairs: list[tuple[Part, Part]],
) -> list[int] | None:
    """The pegs whose second parts of ``b`` a first part may change, or None when it changes none.

    Their second parts are worked out again on the board the first part left and appended to
    ``pairs`` (``cons1``: what it sent away, an opponent sent to its start left out).
    """
    sc = reach.sc
    firsts = reach.pegs
    length = sc.length
    offset = b if second_backward else -b  # the peg whose second part lands on hole h
    seat1, frm1, to1 = part1
    # The rest are worked out on the board the first part left: pegs it moved or bumped, pegs
    # of its colour whose path crosses a hole it changed, pegs landing on such a hole, teammate
    # chains through it, and its colour's home lane.
    if cons1:
        skip = {i1, *near.chainy(b, second_backward)}
        _redo_after_bumps(
            near, firsts, seat1, frm1, to1, cons1, b, second_backward, length, offset, skip
        )
    else:
        hits = []
        for j, frm2 in near.mates[i1]:
            if second_backward:
                d1 = (frm2 - frm1) % length
                d2 = (frm2 - to1) % length
            else:
                d1 = (frm1 - frm2) % length
                d2 = (to1 - frm2) % length
            if 0 < d1 <= b or (to1 < HOME and 0 < d2 <= b):
                hits.append(j)
        if (frm1 > HOME or to1 > HOME) and not second_backward:
            hits += _home_hits(near.to_home[seat1], i1, frm1, to1, b)
        # A teammate's peg of another colour landing where the first peg was or now is: only
        # whether that landing is legal can change (its colour's pegs and home lane are
        # untouched); one of this colour is among the mates.
        peg_at = near.peg_at
        if frm1 < HOME:
            # Now empty, so legal wherever the peg can reach it at all.
            j = peg_at[(frm1 + offset) % length]
            if (
                j >= 0
                and firsts[j][0] != seat1
                and reach.reaches(j, b, second_backward)
                and not _lands(sc, firsts[j], frm1)
            ):
                hits.append(j)
        if to1 < HOME:
            # Was free (or an opponent's), so legal wherever reachable; now the first peg must
            # make room along its in-spot chain.
            j = peg_at[(to1 + offset) % length]
            if (
                j >= 0
                and j != i1
                and firsts[j][0] != seat1
                and reach.reaches(j, b, second_backward)
                and not _chain_clear(sc, firsts[j], seat1, frm1, to1)
            ):
                hits.append(j)
        team_in_spots = near.team_in_spots
        if frm1 in team_in_spots or to1 in team_in_spots:
            # (The first part's own peg among them is left out by ``skip``.)
            hits += near.chainy(b, second_backward)
        if not hits:
            return None
        skip = {i1, *hits}
    redo = sorted(skip)
    if len(redo) > 1:
        _redo_seconds(sc, firsts, redo, part1, cons1, b, second_backward, reach.compulsory, pairs)
    return redo


def _lands(sc: Scratch, peg: tuple[int, Place], dest: Place) -> bool:
    """Whether ``peg``, which can reach track hole ``dest``, may land there now (RULES 5)."""
    try:
        sc.land(peg[0], peg[1], dest)
    except LandingRefused:
        return False
    return True


def _chain_clear(sc: Scratch, peg: tuple[int, Place], seat1: int, frm1: Place, to1: Place) -> bool:
    """Whether ``peg`` may land on ``to1`` once ``seat1``'s peg moved there from ``frm1``.

    That peg, a teammate's, goes to its own in-spot (RULES 5). False also when the chain goes
    on through another teammate (the caller then works the second part out in full).
    """
    seat, frm = peg
    target = sc.in_spot[seat1]
    if target == to1:
        return False  # it is on its own in-spot: nowhere to go
    occupant = -1 if target in (frm1, frm) else sc.occ[target]
    return occupant < 0 or bool((occupant ^ seat) & 1)  # free, or an opponent sent to start


def _home_hits(
    lane: list[tuple[int, Place, int]], i1: int, frm1: Place, to1: Place, b: int
) -> list[int]:
    """The pegs of one colour whose forward ``b`` reads a home place the first part changed.

    ``lane`` holds (peg, place, steps to the in-spot) for that colour's movable pegs. A peg in
    home at H(m) needs H(m+1)..H(m+b) free; a track peg entering at H(k) needs H1..H(k) free
    (RULES 5).
    """
    changed = 0
    if frm1 > HOME:
        changed |= 1 << (frm1 - HOME - 1)
    if to1 > HOME:
        changed |= 1 << (to1 - HOME - 1)
    hits = []
    for j, frm2, d in lane:
        if j == i1:
            continue
        if frm2 > HOME:
            m = frm2 - HOME
            if m + b <= 5 and changed & (((1 << b) - 1) << m):
                hits.append(j)
        else:
            k = b - d
            if 0 < k <= 5 and changed & ((1 << k) - 1):
                hits.append(j)
    return hits


def _redo_seconds(
    sc: Scratch,
    firsts: list[tuple[int, Place]],
    redo: list[int],
    part1: Part,
    cons1: tuple[Consequence, ...],
    b: int,
    backward: bool,
    compulsory: bool,
    pairs: list[tuple[Part, Part]],
) -> None:
    """Append ``part1`` with each second part of the other pegs in ``redo``, on the board left."""
    seat1, frm1, to1 = part1
    if cons1:
        after = sc.copy()
        after.apply_part(seat1, frm1, to1, cons1)
        moved_to = {(s, f): t for s, f, t in cons1}
    else:
        # Only one peg moved (at most an opponent's peg left for its start, which none of the
        # team's moves reads but ``occ``): move it on the shared arrays and back again.
        after = sc
        moved_to = None
        held = sc.occ[to1] if to1 < HOME else -1
        sc.relocate(seat1, frm1, to1)
    try:
        for j in redo:
            seat2, frm2 = firsts[j]
            if seat2 == seat1 and frm2 == frm1:
                continue  # the first part's own peg
            if moved_to:
                frm2 = moved_to.get((seat2, frm2), frm2)
                if frm2 == START:
                    continue
            if backward:
                back = after.backward(seat2, frm2, b)
                if back is not None:
                    pairs.append((part1, part_of((seat2, frm2, back[0]))))
            else:
                for to2, _ in after.forward(seat2, frm2, b, compulsory):
                    pairs.append((part1, part_of((seat2, frm2, to2))))
    finally:
        if after is sc:
            sc.relocate(seat1, to1, frm1)
            if held >= 0:
                sc.occ[to1] = held


def _redo_after_bumps(
    near: _Neighbours,
    firsts: list[tuple[int, Place]],
    seat1: int,
    frm1: Place,
    to1: Place,
    cons1: tuple[Consequence, ...],
    b: int,
    backward: bool,
    length: int,
    offset: int,
    redo: set[int],
) -> None:
    """Add to ``redo`` the second parts a first part that sent pegs away may have changed."""
    changed = [h for h in (frm1, to1) if 0 <= h < HOME]
    moved_to: dict[tuple[int, Place], Place] = {}
    moved_seats = [seat1]
    for s, f, t in cons1:
        changed.append(f)
        if t >= 0:
            changed.append(t)
        moved_to[(s, f)] = t
        moved_seats.append(s)
    home_changed = frm1 > HOME or to1 > HOME
    to_home = near.to_home
    for seat in moved_seats:
        for i, frm2, _ in to_home.get(seat, ()):
            if (home_changed and seat == seat1) or (seat, frm2) in moved_to:
                redo.add(i)
            elif 0 <= frm2 < HOME:
                for h in changed:
                    d = (frm2 - h if backward else h - frm2) % length
                    if 0 < d <= b:
                        redo.add(i)
                        break
    peg_at = near.peg_at
    for h in changed:
        hit = peg_at[(h + offset) % length]
        if hit >= 0:
            redo.add(hit)
