"""Move generation: every move one card could make for a player (RULES 4, 5 and 6).

This is the hot path: it works on a ``Scratch`` and builds ``Move`` values directly. Whether a
card may be played at all (the hand, must-play) is decided in ``position``; why a given move is
refused is explained in ``check``.
"""

from __future__ import annotations

from .board import HOME, START
from .cards import Card, Rank
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


def card_moves(sc: Scratch, rules: Rules, player: int, card: Card) -> list[Move]:
    """Every move ``card`` could make for ``player`` on this layout (hand and must-play ignored)."""
    rank = card.rank
    seats = movable_seats(sc, rules, player)
    if rank is Rank.JOKER:
        return _joker_moves(sc, rules, seats, card)
    moves: list[Move] = []
    if rank is Rank.EIGHT:
        for seat in seats:
            for frm in sc.pegs[seat]:
                outcome = sc.backward(seat, frm, BACKWARD_STEPS)
                if outcome is not None:
                    moves.append(Move(card, (Part(seat, frm, outcome[0]),)))
        return moves
    compulsory = rules.home_entry is HomeEntry.COMPULSORY
    if rank in BRINGS_OUT:
        for seat in seats:
            if sc.startn[seat]:
                to = sc.come_out[seat]
                result = sc.land(seat, START, to)
                if not result or result[0].__class__ is not str:
                    moves.append(Move(card, (Part(seat, START, to),)))
    steps = forward_steps(rank, rules)
    assert steps is not None  # every rank but 8 and the joker moves forward
    for seat in seats:
        for frm in sc.pegs[seat]:
            if frm != START:
                for to, _ in sc.forward(seat, frm, steps, compulsory):
                    moves.append(Move(card, (Part(seat, frm, to),)))
    split = splits(rank, rules)
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
    """Append every split of ``total`` between two different pegs, both orders (RULES 4)."""
    firsts = [(seat, frm) for seat in seats for frm in sc.pegs[seat] if frm != START]
    if len(firsts) < 2:
        return
    for seat1, frm1 in firsts:
        for a in range(1, total):
            b = total - a
            if forward_back:
                # one part forward and one backward, in either order (RULES 9, nine)
                first = [(to, cons, True) for to, cons in sc.forward(seat1, frm1, a, compulsory)]
                back = sc.backward(seat1, frm1, a)
                if back is not None:
                    first.append((back[0], back[1], False))
            else:
                first = [(to, cons, True) for to, cons in sc.forward(seat1, frm1, a, compulsory)]
            for to1, cons1, first_forward in first:
                after = sc.copy()
                after.apply_part(seat1, frm1, to1, cons1)
                part1 = Part(seat1, frm1, to1)
                for seat2 in seats:
                    for frm2 in after.pegs[seat2]:
                        if frm2 == START or (seat2 == seat1 and frm2 == to1):
                            continue
                        if forward_back and first_forward:
                            back2 = after.backward(seat2, frm2, b)
                            if back2 is not None:
                                moves.append(Move(card, (part1, Part(seat2, frm2, back2[0]))))
                            continue
                        for to2, _ in after.forward(seat2, frm2, b, compulsory):
                            moves.append(Move(card, (part1, Part(seat2, frm2, to2))))


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
