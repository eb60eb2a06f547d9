"""Numbers for teaching overlays: how exposed each peg is, how far it has to go, what is unseen.

For every peg: the chance it can be bumped back to start before its team's next turn, given the
cards the player to move has not seen; and for track pegs the holes left to its in-spot. For the
player to move: the cards not yet seen (the shoe less its hand and the discards). Pure numbers;
drawing them is the widgets' business, and words about them the advisor's.

Teams alternate round the table (RULES 1), so exactly one opponent plays before a team's next
turn: the player to move if it is an opponent, otherwise the player after it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from math import comb

from ..board import HOME, START, Place, board_for, team_of
from ..cards import JOKER, Card, Rank
from ..position import Position
from .view import SeatView

#: One card of each rank stands for all its copies: suits never matter to a move.
_SAMPLE = {rank: (JOKER if rank is Rank.JOKER else Card.parse(rank.value + "S")) for rank in Rank}


@dataclass(frozen=True)
class PegOverlay:
    """One peg's numbers: bump chance (None when it cannot be bumped) and holes to its in-spot."""

    seat: int
    place: Place
    #: Chance the opponent who plays before this peg's team can bump it back to start.
    bump_chance: float | None
    #: Holes forward to its own in-spot, for a peg on the track (None in start or home).
    to_in_spot: int | None
    #: The opponent seat that plays before this peg's team plays again.
    threat_seat: int


@dataclass(frozen=True)
class Overlays:
    """Every peg's overlay numbers, and the cards the player to move has not seen."""

    seat: int
    pegs: tuple[PegOverlay, ...]
    unseen: tuple[tuple[Card, int], ...]

    def peg(self, seat: int, place: Place) -> PegOverlay:
        """The overlay of ``seat``'s peg on ``place``."""
        for overlay in self.pegs:
            if overlay.seat == seat and overlay.place == place:
                return overlay
        raise KeyError(f"seat {seat} has no peg on {place}")


def next_opponent(turn: int, team: int, players: int) -> int:
    """The opponent of ``team`` who plays before that team's next turn, when ``turn`` is to move."""
    return turn if team_of(turn) != team else (turn + 1) % players


def bumping_ranks(position: Position, attacker: int) -> dict[tuple[int, Place], set[Rank]]:
    """For each peg ``attacker`` could bump to start this turn, the ranks of card that can do it."""
    hits: dict[tuple[int, Place], set[Rank]] = defaultdict(set)
    for rank, card in _SAMPLE.items():
        for move in position.card_moves(card, attacker):
            for effect in position.effects(move, attacker):
                for seat, frm, to in effect.bumps:
                    if to == START:
                        hits[(seat, frm)].add(rank)
    return hits


def bumping_ranks_at(
    position: Position, attacker: int, holes: set[Place]
) -> dict[tuple[int, Place], set[Rank]]:
    """``bumping_ranks`` for the pegs on ``holes`` only: much cheaper with a 7 or 9 about.

    A peg goes back to start only when a part of a move lands on a peg (on it, on a teammate
    sent on to the in-spot it holds, or on a peg an earlier part put there), so only moves
    landing on a peg have their effects worked out: most split moves land on empty holes.
    """
    hits: dict[tuple[int, Place], set[Rank]] = defaultdict(set)
    pegged = {place for places in position.pegs for place in places if 0 <= place < HOME}
    for rank, card in _SAMPLE.items():
        for move in position.card_moves(card, attacker):
            tos = [part.to for part in move.parts]
            if len(set(tos)) == len(tos) and not any(to in pegged for to in tos):
                continue
            for effect in position.effects(move, attacker):
                for seat, frm, to in effect.bumps:
                    if to == START and frm in holes:
                        hits[(seat, frm)].add(rank)
    return hits


def chance_of_any(pool: Counter[Card], ranks: set[Rank], hand_size: int) -> float:
    """Chance a hand of ``hand_size`` cards dealt from ``pool`` holds one of ``ranks``."""
    total = sum(pool.values())
    good = sum(n for card, n in pool.items() if card.rank in ranks)
    if not good or hand_size <= 0:
        return 0.0
    hand_size = min(hand_size, total)
    return 1.0 - comb(total - good, hand_size) / comb(total, hand_size)


def attack_chance(view: SeatView, attacker: int, ranks: set[Rank]) -> float:
    """Chance, as the viewing seat can judge it, that ``attacker`` holds a card of ``ranks``."""
    if attacker == view.seat and view.hand is not None:
        return 1.0 if any(card.rank in ranks for card in view.hand) else 0.0
    return chance_of_any(view.unseen(), ranks, view.hand_sizes[attacker])


def bump_chance_table(
    position: Position, view: SeatView, attacker: int
) -> dict[tuple[int, Place], float]:
    """Chance ``attacker`` can bump each peg to start, as the viewing seat can judge it."""
    hits = bumping_ranks(position, attacker)
    return {peg: attack_chance(view, attacker, ranks) for peg, ranks in hits.items()}


def overlays(position: Position) -> Overlays:
    """Overlay numbers for every peg, judged from what the player to move may see."""
    view = SeatView.of(position)
    rules = position.rules
    players = rules.players
    board = board_for(players)
    length = rules.track_length
    tables = {
        team: bump_chance_table(position, view, next_opponent(position.turn, team, players))
        for team in (0, 1)
    }
    pegs = []
    for seat in range(players):
        team = team_of(seat)
        attacker = next_opponent(position.turn, team, players)
        for place in position.pegs[seat]:
            on_track = 0 <= place < HOME
            pegs.append(
                PegOverlay(
                    seat=seat,
                    place=place,
                    bump_chance=tables[team].get((seat, place), 0.0) if on_track else None,
                    to_in_spot=(board.in_spot(seat) - place) % length if on_track else None,
                    threat_seat=attacker,
                )
            )
    unseen = view.unseen()
    return Overlays(
        seat=view.seat,
        pegs=tuple(pegs),
        unseen=tuple((card, unseen[card]) for card in sorted(unseen, key=_card_key)),
    )


def _card_key(card: Card) -> tuple[int, str]:
    return (list(Rank).index(card.rank), card.suit.value if card.suit else "")
