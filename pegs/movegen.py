"""Move generation: every move one card could make for a player (RULES 4, 5 and 6).

This is the hot path: it works on a ``Scratch`` and builds ``Move`` values directly. Whether a
card may be played at all (the hand, must-play) is decided in ``position``; why a given move is
refused is explained in ``check``.
"""

from __future__ import annotations

from itertools import accumulate, product, repeat

from .board import HOME, START, Place
from .cards import ALL_CARDS, Card, Rank
from .moves import Move, Part
from .rules import FaceCards, HomeEntry, JokerSource, Nine, Rules, TeamPegs
from .scratch import Consequence, Scratch

_FORWARD_STEPS = {
    Rank.ACE: 1,
    Rank.TWO: 2,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.NINE: 9,
    Rank.TEN: 10,
}
_FACE_STEPS = {
    FaceCards.TEN: {Rank.JACK: 10, Rank.QUEEN: 10, Rank.KING: 10},
    FaceCards.ELEVEN_TWELVE_THIRTEEN: {Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13},
}
BRINGS_OUT = frozenset({Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING})
BACKWARD_STEPS = 8


def forward_steps(rank: Rank, rules: Rules) -> int | None:
    """How far a card moves a peg forward under these rules (None for 8 and the joker)."""
    steps = _FORWARD_STEPS.get(rank)
    if steps is None:
        steps = _FACE_STEPS[rules.face_cards].get(rank)
    return steps


def splits(rank: Rank, rules: Rules) -> str | None:
    """How a card may be split: ``"forward"``, ``"forward-back"`` or None (RULES 4 and 9)."""
    if rank is Rank.SEVEN:
        return "forward"
    if rank is Rank.NINE:
        if rules.nine is Nine.SPLIT_FORWARD:
            return "forward"
        if rules.nine is Nine.SPLIT_FORWARD_BACK:
            return "forward-back"
    return None


def movable_seats(sc: Scratch, rules: Rules, player: int) -> tuple[int, ...]:
    """The seats whose pegs ``player`` may move now (RULES 1 and 9, ``team_pegs``)."""
    team = tuple(range(player & 1, rules.players, 2))
    if rules.team_pegs is TeamPegs.OWN_FIRST and any(p < HOME for p in sc.pegs[player]):
        return (player,)
    return team


# What a card does under a set of rules: (forward steps or 0, brings out, split kind or None).
CardEffect = tuple[int, bool, str | None]


def card_effect(card: Card, rules: Rules) -> CardEffect:
    """Forward steps (0 for 8 and the joker), whether it brings out, and how it splits."""
    table = rules.__dict__.get("_effects")
    if table is None:
        table = {}
        for c in ALL_CARDS:
            rank = c.rank
            table[c] = (forward_steps(rank, rules) or 0, rank in BRINGS_OUT, splits(rank, rules))
        object.__setattr__(rules, "_effects", table)  # a cache, not part of the rules' value
    return table[card]


def card_moves(sc: Scratch, rules: Rules, player: int, card: Card) -> list[Move]:
    """Every move ``card`` could make for ``player`` on this layout (hand and must-play ignored)."""
    return hand_moves(sc, rules, player, (card,))[0]


# A peg that may walk forward: (seat, place, distance to the nearest own-colour peg ahead on the
# track, distance to its in-spot, its colour's home bitmask). For a peg in home: (seat, place,
# free places right ahead of it, 0, 0).
_Walker = tuple[int, Place, int, int, int]


def _walkers(sc: Scratch, seats: tuple[int, ...]) -> list[_Walker]:
    """Every movable peg off start, in ``sc.pegs`` order, with what a forward walk depends on."""
    length = sc.length
    out: list[_Walker] = []
    for seat in seats:
        places = sc.pegs[seat]
        track = [p for p in places if 0 <= p < HOME]
        mask = sc.homemask[seat]
        in_spot = sc.in_spot[seat]
        for frm in places:
            if frm == START:
                continue
            if frm > HOME:
                # A home peg walks only into the free places right after it (RULES 5): count
                # them, and leave out the many pegs packed at the end of home that cannot move.
                room = 0
                while frm - HOME + room < 5 and not mask & (1 << (frm - HOME + room)):
                    room += 1
                if room:
                    out.append((seat, frm, room, 0, mask))
                continue
            # Nothing may pass or land on a peg of its own colour (RULES 5).
            block = length + 1
            for p in track:
                d = (p - frm) % length
                if 0 < d < block:
                    block = d
            out.append((seat, frm, block, (in_spot - frm) % length, mask))
    return out


def hand_moves(
    sc: Scratch, rules: Rules, player: int, cards: tuple[Card, ...] | list[Card]
) -> list[list[Move]]:
    """``card_moves`` for each of ``cards``, sharing the work no card changes (seats, blocks)."""
    seats = movable_seats(sc, rules, player)
    compulsory = rules.home_entry is HomeEntry.COMPULSORY
    new = tuple.__new__
    occ = sc.occ
    length = sc.length
    land = sc.land
    walkers: list[_Walker] | None = None
    out: list[list[Move]] = []
    for card in cards:
        if card == "JK":
            out.append(_joker_moves(sc, rules, seats, card))
            continue
        steps, brings_out, split = card_effect(card, rules)
        moves: list[Move] = []
        out.append(moves)
        if not steps:  # the 8
            for seat in seats:
                for frm in sc.pegs[seat]:
                    if not 0 <= frm < HOME:
                        continue  # only track pegs go backward (RULES 4)
                    outcome = sc.backward(seat, frm, BACKWARD_STEPS)
                    if outcome is not None:
                        moves.append(new(Move, (card, (new(Part, (seat, frm, outcome[0])),))))
            continue
        if brings_out:
            for seat in seats:
                if sc.startn[seat]:
                    to = sc.come_out[seat]
                    result = land(seat, START, to)
                    if not result or result[0].__class__ is not str:
                        moves.append(new(Move, (card, (new(Part, (seat, START, to)),))))
        if walkers is None:
            walkers = _walkers(sc, seats)
        # ``Scratch.forward`` for every walker, inlined (same outcomes, same order): it runs for
        # every peg of every card of every hand, where a call would cost more than the work.
        for seat, frm, block, d_in, mask in walkers:
            if frm > HOME:
                # Inside home, ``block`` is the room ahead: the free places up to the next peg.
                if steps <= block:
                    moves.append(new(Move, (card, (new(Part, (seat, frm, frm + steps)),))))
                continue
            k = steps - d_in
            if 0 < k <= 5 and d_in < block and not mask & ((1 << k) - 1):
                moves.append(new(Move, (card, (new(Part, (seat, frm, HOME + k)),))))
                if compulsory:
                    continue
            if steps < block:
                dest = (frm + steps) % length
                if occ[dest] < 0 or (
                    not (result := land(seat, frm, dest)) or result[0].__class__ is not str
                ):
                    moves.append(new(Move, (card, (new(Part, (seat, frm, dest)),))))
        if split is not None:
            _split_moves(sc, seats, card, steps, compulsory, split == "forward-back", moves)
    return out


def _split_moves(
    sc: Scratch,
    seats: tuple[int, ...],
    card: Card,
    total: int,
    compulsory: bool,
    forward_back: bool,
    moves: list[Move],
) -> None:
    """Append every split of ``total`` between two different pegs, both orders (RULES 4).

    The second part must see the board as the first part left it. Most first parts do not touch
    what a second peg's move depends on (its own colour's pegs, its home lane, its landing hole),
    so second parts are taken from a table computed on the original board and recomputed on the
    board the first part left only when the first part could have changed their outcome.
    """
    firsts = [(seat, frm) for seat in seats for frm in sc.pegs[seat] if frm != START]
    n = len(firsts)
    if n < 2:
        return
    length = sc.length
    occ = sc.occ
    in_spot = sc.in_spot
    new = tuple.__new__
    counts = range(1, total)
    # Every single-peg outcome on the original board, per count c and direction: (peg index,
    # destination, bumps), its Part, and bounds (peg i's entries are [bounds[i]:bounds[i + 1]]).
    # A count's entries serve as first parts of c steps and as second parts of c steps.
    fwd = [sc.forward_each(seat, frm, total, compulsory) for seat, frm in firsts]
    forward = [None] + [_outcome_table(firsts, [row[c] for row in fwd]) for c in counts]
    if forward_back:
        bwd = [[sc.backward(seat, frm, c) for seat, frm in firsts] for c in counts]
        backward = [None] + [
            _outcome_table(firsts, [[] if out is None else [out] for out in row]) for row in bwd
        ]
    track = [(i, seat, frm) for i, (seat, frm) in enumerate(firsts) if frm < HOME]
    track_index = [i for i, _, _ in track]
    # The other track pegs of each track peg's colour near enough (within ``total`` holes either
    # way) that its path could cross a hole this peg's move changes: own colour blocks (RULES 5).
    mates: list[list[tuple[int, Place]]] = [[] for _ in firsts]
    for i, seat, frm in track:
        for j, s, f in track:
            if s == seat and j != i and min((f - frm) % length, (frm - f) % length) <= total:
                mates[i].append((j, f))
    same_seat = {s: [i for i, (seat, _) in enumerate(firsts) if seat == s] for s in seats}
    # Steps from each peg to its home lane (-1 inside it): a change in the home lane matters only
    # to the pegs of that colour a forward second part can take into or along it.
    to_home = {
        s: [(i, -1 if firsts[i][1] > HOME else (in_spot[s] - firsts[i][1]) % length) for i in idx]
        for s, idx in same_seat.items()
    }
    # A chain of teammates sent to their in-spots reads only the landing hole and the team's
    # in-spots (RULES 5).
    team_in_spots = {in_spot[s] for s in range(seats[0] & 1, sc.players, 2)}
    directions = (False, True) if forward_back else (False,)

    for a in counts:
        b = total - a
        for second_backward in directions:
            if second_backward:
                # the first part went forward (RULES 9, nine=split-forward-back)
                outs1, parts1, _ = forward[a]
                _, flat, bounds = backward[b]
                holes = [(frm - b) % length for _, _, frm in track]
            else:
                outs1, parts1, _ = backward[a] if forward_back else forward[a]
                _, flat, bounds = forward[b]
                holes = [(frm + b) % length for _, _, frm in track]
            if not outs1:
                continue
            # Which peg's second part lands on which hole (track pegs stand on different holes),
            # and the pegs landing on a teammate of another colour, whose chains read in-spots.
            landing = dict(zip(holes, track_index, strict=False))
            chainy = [
                i
                for (i, seat2, _), hole in zip(track, holes, strict=False)
                if (holder := occ[hole]) >= 0 and holder != seat2 and not (holder ^ seat2) & 1
            ]
            # First parts that change nothing the tabled second parts depend on, and the slice of
            # the table each must leave out: its own peg's parts (a split moves two pegs).
            quiet: list[Part] = []
            own: list[tuple[int, int]] = []
            for (i1, to1, cons1), part1 in zip(outs1, parts1, strict=False):
                seat1, frm1 = firsts[i1]
                # The rest are worked out on the board the first part left: pegs it moved or
                # bumped, pegs of its colour whose path crosses a hole it changed, pegs landing
                # on such a hole, teammate chains through it, and its colour's home lane.
                if cons1:
                    skip = {i1, *chainy}
                    _redo_after_bumps(
                        firsts,
                        same_seat,
                        seat1,
                        frm1,
                        to1,
                        cons1,
                        b,
                        second_backward,
                        length,
                        landing,
                        skip,
                    )
                else:
                    hits = []
                    for j, frm2 in mates[i1]:
                        if second_backward:
                            d1 = (frm2 - frm1) % length
                            d2 = (frm2 - to1) % length
                        else:
                            d1 = (frm1 - frm2) % length
                            d2 = (to1 - frm2) % length
                        if 0 < d1 <= b or (to1 < HOME and 0 < d2 <= b):
                            hits.append(j)
                    if (frm1 > HOME or to1 > HOME) and not second_backward:
                        hits += [j for j, d in to_home[seat1] if d < b]
                    if frm1 in landing:
                        hits.append(landing[frm1])
                    if to1 in landing:
                        hits.append(landing[to1])
                    if chainy and (frm1 in team_in_spots or to1 in team_in_spots):
                        hits += chainy
                    if not hits:
                        quiet.append(part1)
                        own.append((bounds[i1], bounds[i1 + 1]))
                        continue
                    skip = {i1, *hits}
                redo = sorted(skip)
                seconds = []
                kept = 0
                for j in redo:
                    seconds += flat[kept : bounds[j]]
                    kept = bounds[j + 1]
                seconds += flat[kept:]
                moves += map(new, repeat(Move), zip(repeat(card), zip(repeat(part1), seconds)))
                redo.remove(i1)
                if redo:
                    _redo_seconds(
                        sc, firsts, redo, card, part1, cons1, b, second_backward, compulsory, moves
                    )
            if quiet:
                # Every quiet first part with every tabled second part, built at C speed; then
                # the pairs that would move one peg twice are cut out, last first.
                width = len(flat)
                pairs = list(map(new, repeat(Move), zip(repeat(card), product(quiet, flat))))
                for k in range(len(quiet) - 1, -1, -1):
                    lo, hi = own[k]
                    if hi > lo:
                        del pairs[k * width + lo : k * width + hi]
                moves += pairs


def _outcome_table(
    firsts: list[tuple[int, Place]], rows: list[list[tuple[Place, tuple[Consequence, ...]]]]
) -> tuple[list[tuple[int, Place, tuple[Consequence, ...]]], list[Part], list[int]]:
    """One count's outcomes of every peg, laid end to end: (index, to, bumps), Parts, bounds."""
    outs = [(i, to, cons) for i, row in enumerate(rows) for to, cons in row]
    new = tuple.__new__
    parts = [new(Part, (*firsts[i], to)) for i, to, _ in outs]
    bounds = list(accumulate(map(len, rows), initial=0))
    return outs, parts, bounds


def _redo_seconds(
    sc: Scratch,
    firsts: list[tuple[int, Place]],
    redo: list[int],
    card: Card,
    part1: Part,
    cons1: tuple[Consequence, ...],
    b: int,
    backward: bool,
    compulsory: bool,
    moves: list[Move],
) -> None:
    """Append the second parts of the pegs in ``redo``, worked out on the board ``part1`` left."""
    seat1, frm1, to1 = part1
    new = tuple.__new__
    if cons1:
        after = sc.copy()
        after.apply_part(seat1, frm1, to1, cons1)
        moved_to = {(s, f): t for s, f, t in cons1}
    else:
        # Only one peg moved: move it on the shared arrays and back again.
        after = sc
        moved_to = None
        sc.relocate(seat1, frm1, to1)
    try:
        for j in redo:
            seat2, frm2 = firsts[j]
            if moved_to:
                frm2 = moved_to.get((seat2, frm2), frm2)
                if frm2 == START:
                    continue
            if backward:
                back = after.backward(seat2, frm2, b)
                if back is not None:
                    part2 = new(Part, (seat2, frm2, back[0]))
                    moves.append(new(Move, (card, (part1, part2))))
            else:
                for to2, _ in after.forward(seat2, frm2, b, compulsory):
                    part2 = new(Part, (seat2, frm2, to2))
                    moves.append(new(Move, (card, (part1, part2))))
    finally:
        if after is sc:
            sc.relocate(seat1, to1, frm1)


def _redo_after_bumps(
    firsts: list[tuple[int, int]],
    same_seat: dict[int, list[int]],
    seat1: int,
    frm1: int,
    to1: int,
    cons1: tuple,
    b: int,
    backward: bool,
    length: int,
    landing: dict[int, int],
    redo: set[int],
) -> None:
    """Add to ``redo`` the second parts a first part that sent pegs away may have changed."""
    changed = [h for h in (frm1, to1) if 0 <= h < HOME]
    moved_to: dict[tuple[int, int], int] = {}
    moved_seats = [seat1]
    for s, f, t in cons1:
        changed.append(f)
        if t >= 0:
            changed.append(t)
        moved_to[(s, f)] = t
        moved_seats.append(s)
    home_changed = frm1 > HOME or to1 > HOME
    for seat in moved_seats:
        for i in same_seat.get(seat, ()):
            frm2 = firsts[i][1]
            if (home_changed and seat == seat1) or (seat, frm2) in moved_to:
                redo.add(i)
            elif 0 <= frm2 < HOME:
                for h in changed:
                    d = (frm2 - h if backward else h - frm2) % length
                    if 0 < d <= b:
                        redo.add(i)
                        break
    for h in changed:
        hit = landing.get(h)
        if hit is not None:
            redo.add(hit)


def joker_sources(sc: Scratch, rules: Rules, seats: tuple[int, ...]) -> list[tuple[int, int]]:
    """The (seat, place) pegs a joker may move (RULES 6 and 9, ``joker_source``)."""
    if rules.joker_source is JokerSource.START_FIRST and any(sc.startn[s] for s in seats):
        return [(s, START) for s in seats if sc.startn[s]]
    sources = [(s, START) for s in seats if sc.startn[s]]
    sources += [(s, p) for s in seats for p in sc.pegs[s] if 0 <= p < HOME]
    return sources


def _joker_moves(sc: Scratch, rules: Rules, seats: tuple[int, ...], card: Card) -> list[Move]:
    moves: list[Move] = []
    new = tuple.__new__
    # Only held holes are targets (RULES 6); list them once rather than scan the track per peg.
    held = [(target, holder) for target, holder in enumerate(sc.occ) if holder >= 0]
    for seat, frm in joker_sources(sc, rules, seats):
        for target, holder in held:
            if holder == seat:
                continue
            # An opponent's peg simply goes to its start; a teammate's may have nowhere to go.
            if (holder ^ seat) & 1 == 0:
                result = sc.land(seat, frm, target)
                if result and result[0].__class__ is str:
                    continue
            moves.append(new(Move, (card, (new(Part, (seat, frm, target)),))))
    return moves
