"""Move generation: every move one card could make for a player (RULES 4, 5 and 6).

This is the hot path: it works on a ``Scratch`` and builds ``Move`` values directly. Whether a
card may be played at all (the hand, must-play) is decided in ``position``; why a given move is
refused is explained in ``check``.
"""

from __future__ import annotations

from functools import cache
from itertools import repeat

from ..board import HOME, START, Place
from ..cards import ALL_CARDS, Card, Rank
from ..moves import Move, move_of, part_of
from ..rules import FaceCards, HomeEntry, JokerSource, Nine, Rules, TeamPegs
from .reach import Reach
from .scratch import Scratch
from .splits import split_moves

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
# Enum members cost ~50 ns a look-up in Python 3.11: the per-position paths read these copies.
_OWN_FIRST = TeamPegs.OWN_FIRST
_COMPULSORY = HomeEntry.COMPULSORY
_START_FIRST = JokerSource.START_FIRST
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
    if rules.team_pegs is _OWN_FIRST and min(sc.pegs[player]) < HOME:
        return (player,)
    return _team(rules.players, player & 1)


@cache
def _team(players: int, team: int) -> tuple[int, ...]:
    """The seats of one team."""
    return tuple(range(team, players, 2))


# What a card does under a set of rules: (forward steps or 0, brings out, split kind or None).
CardEffect = tuple[int, bool, str | None]


def card_effect(card: Card, rules: Rules) -> CardEffect:
    """Forward steps (0 for 8 and the joker), whether it brings out, and how it splits."""
    table = rules.__dict__.get("_effects")
    if table is None:
        # Kept on the rules object (a cache, not part of its value), and shared by equal rules:
        # every position read from a file has its own rules object.
        table, top = _effect_table(rules)
        object.__setattr__(rules, "_effects", table)
        object.__setattr__(rules, "_top", top)
        object.__setattr__(rules, "_needs", _needs_table(rules))
    return table[card]


@cache
def _effect_table(rules: Rules) -> tuple[dict[Card, CardEffect], int]:
    """What every card does under these rules, and the longest move forward of any card."""
    table = {}
    for c in ALL_CARDS:
        rank = c.rank
        table[c] = (forward_steps(rank, rules) or 0, rank in BRINGS_OUT, splits(rank, rules))
    return table, max(steps for steps, _, _ in table.values())


@cache
def _needs_table(rules: Rules) -> dict[Card, tuple[int, ...]]:
    """The forward counts every card reads under these rules (none for the joker)."""
    table = _effect_table(rules)[0]
    return {c: () if c == "JK" else tuple(_counts(table[c])) for c in ALL_CARDS}


def card_moves(
    sc: Scratch, rules: Rules, player: int, card: Card, reach: Reach | None = None
) -> list[Move]:
    """Every move ``card`` could make for ``player`` on this layout (hand and must-play ignored)."""
    # ``hand_moves`` for one card, without its lists: the card explorer asks card by card.
    if reach is None:
        reach = reach_of(sc, rules, player)
    if card == "JK":
        return _joker_moves(sc, rules, reach.seats, card)
    effect = card_effect(card, rules)
    if not reach.full:
        reach.need(_counts(effect))
    return _moves(reach, card, effect)


def reach_of(sc: Scratch, rules: Rules, player: int) -> Reach:
    """A new ``Reach`` of ``player``'s movable pegs on this layout."""
    compulsory = rules.home_entry is _COMPULSORY
    card_effect(ALL_CARDS[0], rules)  # fills the rules' card table and its longest move
    return Reach(sc, movable_seats(sc, rules, player), compulsory, rules.__dict__["_top"])


def hand_moves(
    sc: Scratch,
    rules: Rules,
    player: int,
    cards: tuple[Card, ...] | list[Card],
    reach: Reach | None = None,
) -> list[list[Move]]:
    """``card_moves`` for each of ``cards``, read from one ``Reach`` (``player``'s, on ``sc``)."""
    if reach is None:
        reach = reach_of(sc, rules, player)
    card_effect(ALL_CARDS[0], rules)  # fills the rules' card tables
    effects = rules.__dict__["_effects"]
    if not reach.full:
        # Every count these cards need, filled in one pass over the pegs.
        needs = rules.__dict__["_needs"]
        counts: set[int] = set()
        for card in cards:
            counts.update(needs[card])
        reach.need(counts)
    seats = reach.seats
    return [
        _joker_moves(sc, rules, seats, card) if card == "JK" else _moves(reach, card, effects[card])
        for card in cards
    ]


def _counts(effect: CardEffect) -> tuple[int, ...] | range:
    """The forward counts a card reads: its own, and every smaller one when it splits."""
    steps, _, split = effect
    return (steps,) if split is None else range(1, steps + 1)


def _moves(reach: Reach, card: Card, effect: CardEffect) -> list[Move]:
    """The moves of a card other than the joker, its forward rows already filled."""
    steps, brings_out, split = effect
    if not steps:  # the 8: only track pegs go backward (RULES 4)
        parts = reach.backward((BACKWARD_STEPS,))[BACKWARD_STEPS][0]  # type: ignore[index]
    else:
        parts = reach.forward_rows[steps][0]  # type: ignore[index]
        if brings_out:
            parts = reach.comeouts() + parts
    # A plain loop beats ``map`` on these short lists (a handful of moves), and in Python 3.11
    # a comprehension too (it makes a function object every time).
    moves: list[Move] = []
    for part in parts:
        moves.append(move_of((card, (part,))))
    if split is not None:
        split_moves(reach, card, steps, split == "forward-back", moves)
    return moves


def joker_sources(sc: Scratch, rules: Rules, seats: tuple[int, ...]) -> list[tuple[int, int]]:
    """The (seat, place) pegs a joker may move (RULES 6 and 9, ``joker_source``)."""
    startn = sc.startn
    sources = []
    for s in seats:
        if startn[s]:
            sources.append((s, START))
    if sources and rules.joker_source is _START_FIRST:
        return sources
    for s in seats:
        for p in sc.pegs[s]:
            if 0 <= p < HOME:
                sources.append((s, p))
    return sources


def _joker_moves(sc: Scratch, rules: Rules, seats: tuple[int, ...], card: Card) -> list[Move]:
    # Only held holes are targets (RULES 6): read them off the pegs. An opponent's peg simply
    # goes to its start; a teammate's may have nowhere to go, so those are tried one by one.
    team = seats[0] & 1
    in_spots = sc.in_spot
    opponents: list[Place] = []
    mates: list[tuple[Place, int]] = []
    for s, places in enumerate(sc.pegs):
        if s & 1 != team:
            for p in places:
                if 0 <= p < HOME:
                    opponents.append(p)
        else:
            for p in places:
                if 0 <= p < HOME:
                    mates.append((p, s))
    opponents.sort()
    # Every (seat, from, target) first, then all the parts and moves in one pass at C speed.
    triples: list[tuple[int, Place, Place]] = []
    targets: dict[int, list[Place]] = {}
    for seat, frm in joker_sources(sc, rules, seats):
        found = targets.get(seat)
        # Where a chain of teammates sent to their in-spots goes depends on the mover's old hole
        # only when that hole is one of the in-spots: otherwise a colour's pegs share targets.
        if found is None or frm in in_spots:
            found = opponents.copy()
            for target, holder in mates:
                if holder != seat:
                    result = sc.land(seat, frm, target)
                    if not result or result[0].__class__ is not str:
                        found.append(target)
            found.sort()
            if frm not in in_spots:
                targets[seat] = found
        triples += zip(repeat(seat), repeat(frm), found)
    return list(map(move_of, zip(repeat(card), zip(map(part_of, triples)))))
