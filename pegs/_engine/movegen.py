"""Move generation: every move one card could make for a player (RULES 4, 5 and 6).

This is the hot path: it works on a ``Scratch`` and builds ``Move`` values directly. Whether a
card may be played at all (the hand, must-play) is decided in ``position``; why a given move is
refused is explained in ``check``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import repeat
from operator import itemgetter

from ..board import HOME, START, Place
from ..cards import Card
from ..moves import Move, Part, move_of, part_of
from ..rules import (
    BACKWARD_STEPS,
    HomeEntry,
    JokerSource,
    Rules,
    Split,
    TeamPegs,
)
from .reach import Reach
from .scratch import LandingRefused, Scratch
from .splits import split_moves
from .tables import CardEffect, Tables, tables_for

__all__ = [
    "card_effect",
    "hand_moves",
    "joker_sources",
    "joker_triples",
    "movable_seats",
    "reach_moves",
    "reach_of",
    "single_parts",
]

# Enum members cost ~50 ns a look-up in Python 3.11: the per-position paths read these copies.
_OWN_FIRST = TeamPegs.OWN_FIRST
_COMPULSORY = HomeEntry.COMPULSORY
_START_FIRST = JokerSource.START_FIRST
_FORWARD_BACK = Split.FORWARD_BACK
_PARTS = itemgetter(1)  # a move's parts


def movable_seats(sc: Scratch, rules: Rules, player: int) -> tuple[int, ...]:
    """The seats whose pegs ``player`` may move now (RULES 1 and 9, ``team_pegs``)."""
    if rules.team_pegs is _OWN_FIRST and min(sc.pegs[player]) < HOME:
        return (player,)
    return _team(rules.players, player & 1)


@cache
def _team(players: int, team: int) -> tuple[int, ...]:
    """The seats of one team."""
    return tuple(range(team, players, 2))


def card_effect(card: Card, rules: Rules) -> CardEffect:
    """Forward steps (0 for 8 and the joker), whether it brings out, and how it splits."""
    return tables_for(rules).effects[card]


def reach_moves(rules: Rules, reach: Reach, card: Card, tables: Tables) -> list[Move]:
    """Every move ``card`` could make from ``reach`` (hand and must-play ignored), with the rules'
    tables already at hand."""
    if card == "JK":
        return _joker_moves(reach.sc, rules, reach.seats, card)
    if not reach.full:
        reach.asked(tables.top)
    return _moves(reach, card, tables.effects[card])


def reach_of(sc: Scratch, rules: Rules, player: int) -> Reach:
    """A new ``Reach`` of ``player``'s movable pegs on this layout."""
    compulsory = rules.home_entry is _COMPULSORY
    return Reach(sc, movable_seats(sc, rules, player), compulsory)


def hand_moves(
    reach: Reach, rules: Rules, tables: Tables, hand: Iterable[Card]
) -> tuple[list[Move], bool]:
    """The moves of every distinct card of ``hand``, in card order, read from one ``Reach``
    (must-play ignored), and whether a card other than the joker has any."""
    moves: list[Move] = []
    can_move = False
    effects = tables.effects
    # A card's moves depend only on what it does (its effect), never on its suit or, beyond
    # that, its rank: only the first card of each effect is generated, and a later card of the
    # same effect (another suit, or a J beside a Q where both count 10 and bring out) reuses
    # its parts. Keyed by effect rather than rank, a hand holding two of J, Q and K (23% of
    # 4-player turns) generates one of them (measured: 24.5 against 25.3 µs for those hands).
    by_effect: dict[CardEffect | None, list[Move]] = {}
    for card in sorted(set(hand)):
        effect = None if card == "JK" else effects[card]  # the joker's own key
        group = by_effect.get(effect)
        if group is None:
            if effect is None:
                group = _joker_moves(reach.sc, rules, reach.seats, card)
            else:
                group = _moves(reach, card, effect)
            by_effect[effect] = group
        elif group:
            group = list(map(move_of, zip(repeat(card), map(_PARTS, group))))
        if group:
            can_move = can_move or effect is not None
            moves += group
    return moves, can_move


def single_parts(reach: Reach, effect: CardEffect) -> list[Part]:
    """The one-peg moves' parts of a card other than the joker, in generation order (a split
    card's splits follow them)."""
    steps, brings_out, _ = effect
    # (The 8, with no steps forward: only track pegs go backward, RULES 4.)
    parts = reach.parts(steps) if steps else reach.back_parts(BACKWARD_STEPS)
    if brings_out:
        parts = reach.comeouts() + parts
    return parts


def _moves(reach: Reach, card: Card, effect: CardEffect) -> list[Move]:
    """The moves of a card other than the joker."""
    steps, _, split = effect
    parts = single_parts(reach, effect)
    # A plain loop beats ``map`` on these short lists (a handful of moves), and in Python 3.11
    # a comprehension too (it makes a function object every time).
    moves: list[Move] = []
    for part in parts:
        moves.append(move_of((card, (part,))))
    if split is not None:
        split_moves(reach, card, steps, split is _FORWARD_BACK, moves)
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
    """The joker's moves, made from its (seat, from, target) triples at C speed."""
    triples = joker_triples(sc, rules, seats)
    return list(map(move_of, zip(repeat(card), zip(map(part_of, triples)))))


def joker_triples(
    sc: Scratch, rules: Rules, seats: tuple[int, ...]
) -> list[tuple[int, Place, Place]]:
    """The (seat, from, target) of every joker move, in generation order (RULES 6)."""
    # Only held holes are targets (RULES 6): read them off each seat's track pegs, one slice of
    # its places (measured: 7.5 against 8.5 µs a joker, with the usual teammate landing below).
    # An opponent's peg simply goes to its start; a teammate's may have nowhere to go, so those
    # are tried one by one.
    team = seats[0] & 1
    players = sc.players
    in_spots = sc.in_spot
    occ = sc.occ
    opponents: list[Place] = []
    for s in range(1 - team, players, 2):
        opponents += sc.on_track(s)
    opponents.sort()
    mates: list[tuple[int, list[Place]]] = []
    for s in range(team, players, 2):
        held = sc.on_track(s)
        if held:
            mates.append((s, held))
    # Every (seat, from, target) first; the caller makes the parts and moves in one pass.
    triples: list[tuple[int, Place, Place]] = []
    targets: dict[int, list[Place]] = {}
    for seat, frm in joker_sources(sc, rules, seats):
        found = targets.get(seat)
        # Where a chain of teammates sent to their in-spots goes depends on the mover's old hole
        # only when that hole is one of the in-spots: otherwise a colour's pegs share targets.
        if found is None or frm in in_spots:
            found = opponents.copy()
            for holder, held in mates:
                if holder == seat:
                    continue
                spot = in_spots[holder]
                for target in held:
                    # The usual landing on a teammate: its in-spot is free (``Scratch.land``'s
                    # first test, read here without calling it).
                    if spot == target or occ[spot] >= 0:
                        try:
                            sc.land(seat, frm, target)
                        except LandingRefused:
                            continue  # RULES 5: the teammate sent away has nowhere to go
                    found.append(target)
            if mates:
                found.sort()
            if frm not in in_spots:
                targets[seat] = found
        triples += zip(repeat(seat), repeat(frm), found)
    return triples
