"""Move generation: every move one card could make for a player (RULES 4, 5 and 6).

This is the hot path: it works on a ``Scratch`` and builds ``Move`` values directly. Whether a
card may be played at all (the hand, must-play) is decided in ``position``; why a given move is
refused is explained in ``check``.
"""

from __future__ import annotations

from .board import HOME, START
from .cards import ALL_CARDS, Card, Rank
from .moves import Move, Part
from .rules import FaceCards, HomeEntry, JokerSource, Nine, Rules, TeamPegs
from .scratch import Scratch

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
    seats = movable_seats(sc, rules, player)
    new = tuple.__new__
    if card == "JK":
        return _joker_moves(sc, rules, seats, card)
    steps, brings_out, split = card_effect(card, rules)
    moves: list[Move] = []
    if not steps:  # the 8
        for seat in seats:
            for frm in sc.pegs[seat]:
                outcome = sc.backward(seat, frm, BACKWARD_STEPS)
                if outcome is not None:
                    moves.append(new(Move, (card, (new(Part, (seat, frm, outcome[0])),))))
        return moves
    compulsory = rules.home_entry is HomeEntry.COMPULSORY
    if brings_out:
        for seat in seats:
            if sc.startn[seat]:
                to = sc.come_out[seat]
                result = sc.land(seat, START, to)
                if not result or result[0].__class__ is not str:
                    moves.append(new(Move, (card, (new(Part, (seat, START, to)),))))
    for seat in seats:
        for frm in sc.pegs[seat]:
            if frm != START:
                for to, _ in sc.forward(seat, frm, steps, compulsory):
                    moves.append(new(Move, (card, (new(Part, (seat, frm, to)),))))
    if split is not None:
        _split_moves(sc, seats, card, steps, compulsory, split == "forward-back", moves)
    return moves


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
    so second parts are looked up in a cache computed on the original board and recomputed on a
    copy only when the first part could have changed their outcome.
    """
    firsts = [(seat, frm) for seat in seats for frm in sc.pegs[seat] if frm != START]
    if len(firsts) < 2:
        return
    length = sc.length
    occ = sc.occ
    new_move = tuple.__new__
    # outcomes[i][c]: (destination, bumps) of firsts[i] moving c steps on the original board,
    # shared by first parts and by the second parts the first part leaves untouched.
    fwd = [sc.forward_each(seat, frm, total, compulsory) for seat, frm in firsts]
    bwd = (
        [[None] + [sc.backward(seat, frm, c) for c in range(1, total)] for seat, frm in firsts]
        if forward_back
        else None
    )
    parts_fwd = [
        [[new_move(Part, (seat, frm, to)) for to, _ in out] for out in row]
        for (seat, frm), row in zip(firsts, fwd, strict=False)
    ]
    parts_bwd = (
        [
            [[] if out is None else [new_move(Part, (seat, frm, out[0]))] for out in row]
            for (seat, frm), row in zip(firsts, bwd, strict=False)
        ]
        if bwd is not None
        else None
    )

    def seconds_on(board: Scratch, seat2: int, frm2: int, b: int, backward: bool) -> list[Part]:
        if backward:
            back = board.backward(seat2, frm2, b)
            return [] if back is None else [new_move(Part, (seat2, frm2, back[0]))]
        outs = board.forward(seat2, frm2, b, compulsory)
        return [new_move(Part, (seat2, frm2, to2)) for to2, _ in outs]

    same_seat = {s: [i for i, (seat, _) in enumerate(firsts) if seat == s] for s in seats}
    same_track = {
        s: [(i, frm) for i, (seat, frm) in enumerate(firsts) if seat == s and frm < HOME]
        for s in seats
    }
    track_firsts = [(i, seat, frm) for i, (seat, frm) in enumerate(firsts) if 0 <= frm < HOME]
    directions = (False, True) if forward_back else (False,)

    for a in range(1, total):
        b = total - a
        for second_backward in directions:
            # On the original board, for second parts of b steps in this direction: every
            # (peg index, part), the pegs whose landing holds a teammate of another colour (its
            # chain reads in-spots a first part may change), and which pegs land on which hole.
            table = parts_bwd if second_backward else parts_fwd
            flat = [(i, p2) for i in range(len(firsts)) for p2 in table[i][b]]  # type: ignore[index]
            chainy: list[int] = []
            landing: dict[int, list[int]] = {}
            for i, seat2, frm2 in track_firsts:
                hole = (frm2 - b if second_backward else frm2 + b) % length
                holder = occ[hole]
                if holder >= 0 and holder != seat2 and (holder & 1) == (seat2 & 1):
                    chainy.append(i)
                if hole in landing:
                    landing[hole].append(i)
                else:
                    landing[hole] = [i]
            for i1, (seat1, frm1) in enumerate(firsts):
                if second_backward:
                    # the first part went forward (RULES 9, nine=split-forward-back)
                    first = fwd[i1][a]
                elif forward_back:
                    back = bwd[i1][a]  # type: ignore[index]
                    if back is None:
                        continue
                    first = [back]
                else:
                    first = fwd[i1][a]
                for to1, cons1 in first:
                    part1 = new_move(Part, (seat1, frm1, to1))
                    # Second parts the first part cannot have changed come from the plan. The
                    # rest are worked out on the board it left: pegs it moved or bumped, pegs of
                    # a colour it moved whose path crosses a hole it changed (own colour blocks),
                    # pegs landing on such a hole, teammate chains, and a home lane it changed.
                    redo = {i1, *chainy}
                    if cons1:
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
                            redo,
                        )
                    else:
                        if frm1 > HOME or to1 > HOME:
                            # its home lane changed: every peg of that colour may go home
                            # differently now
                            redo.update(same_seat[seat1])
                        for i, frm2 in same_track[seat1]:
                            if second_backward:
                                d1 = (frm2 - frm1) % length
                                d2 = (frm2 - to1) % length
                            else:
                                d1 = (frm1 - frm2) % length
                                d2 = (to1 - frm2) % length
                            if 0 < d1 <= b or 0 < d2 <= b:
                                redo.add(i)
                        if frm1 < HOME:
                            hit = landing.get(frm1)
                            if hit:
                                redo.update(hit)
                        if to1 < HOME:
                            hit = landing.get(to1)
                            if hit:
                                redo.update(hit)
                    moves += [
                        new_move(Move, (card, (part1, p2))) for i, p2 in flat if i not in redo
                    ]
                    redo.discard(i1)
                    if not redo:
                        continue
                    if cons1:
                        after = sc.copy()
                        after.apply_part(seat1, frm1, to1, cons1)
                        moved_to = {(s, f): t for s, f, t in cons1}
                    else:
                        # Only one peg moved: move it on the shared arrays and back again.
                        after = sc
                        moved_to = {}
                        sc.relocate(seat1, frm1, to1)
                    try:
                        for i in sorted(redo):
                            seat2, frm2 = firsts[i]
                            frm2 = moved_to.get((seat2, frm2), frm2)
                            if frm2 == START:
                                continue
                            for p2 in seconds_on(after, seat2, frm2, b, second_backward):
                                moves.append(new_move(Move, (card, (part1, p2))))
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
    landing: dict[int, list[int]],
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
        if hit:
            redo.update(hit)


def joker_sources(sc: Scratch, rules: Rules, seats: tuple[int, ...]) -> list[tuple[int, int]]:
    """The (seat, place) pegs a joker may move (RULES 6 and 9, ``joker_source``)."""
    if rules.joker_source is JokerSource.START_FIRST and any(sc.startn[s] for s in seats):
        return [(s, START) for s in seats if sc.startn[s]]
    sources = [(s, START) for s in seats if sc.startn[s]]
    sources += [(s, p) for s in seats for p in sc.pegs[s] if 0 <= p < HOME]
    return sources


def _joker_moves(sc: Scratch, rules: Rules, seats: tuple[int, ...], card: Card) -> list[Move]:
    moves: list[Move] = []
    occ = sc.occ
    for seat, frm in joker_sources(sc, rules, seats):
        for target, holder in enumerate(occ):
            if holder < 0 or holder == seat:
                continue
            result = sc.land(seat, frm, target)
            if not result or result[0].__class__ is not str:
                moves.append(Move(card, (Part(seat, frm, target),)))
    return moves
