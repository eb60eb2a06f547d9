"""The greedy computer player and the board evaluation every bot and the advisor share.

A board is worth, to a team, its pegs' progress minus the other team's, less what its pegs stand
to lose to the next opponent's cards. The greedy player plays the move whose resulting board is
worth most, less a small price for spending a valuable card (jokers above all). It looks only at
the board and its own hand. Searching ahead lives in ``search``; words for people in ``advisor``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import HOME, START, board_for, team_of
from ..cards import Card, Rank
from ..moves import Move
from ..position import Position
from ..rules import BRINGS_OUT, Rules, backward_steps, forward_steps, split_part_steps
from .layout import Layout
from .view import SeatView, no_move

#: A peg on the track is worth this much more than one in start: only A, J, Q, K or a joker
#: bring pegs out, so getting out is worth several holes of progress.
OUT_BONUS = 8.0
#: A peg in home can never be bumped again.
HOME_BONUS = 12.0
#: Home pegs further in leave room for the pegs behind them (RULES 5, inside home).
HOME_DEPTH = 1.5
#: A peg on its own come-out hole stops the next peg of its colour coming out (RULES 5).
COME_OUT_BLOCK = 4.0
#: How much of a peg's value counts as lost when the next opponent could bump it (the opponent
#: has other things to do, and may not find or want the bump).
RISK_WEIGHT = 0.6
#: A won game outweighs any board.
WIN = 100_000.0

#: Bits for the ranks in threat masks, and the price of spending a card (in holes).
_RANKS = tuple(Rank)
_BIT = {rank: 1 << i for i, rank in enumerate(_RANKS)}
#: The ranks that bring a peg out onto a come-out hole, as the rules list them (``BRINGS_OUT``).
_BRING_OUT = sum(_BIT[rank] for rank in BRINGS_OUT)
# A price per rank is the player's judgement, not a rule: it stays the same under every option.
_KEEP = {Rank.JOKER: 10.0, Rank.SEVEN: 1.5, Rank.NINE: 1.5, Rank.EIGHT: 1.0}
_KEEP_BRING_OUT = 3.0


class _Tables:
    """Per-rules look-ups for the risk term, built once (hashing ``Rules`` per call is slow)."""

    __slots__ = ("chance", "rules", "threat")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.threat = _threat_table(rules)
        self.chance: dict[int, float] = {}

    def hit_chance(self, mask: int) -> float:
        """Chance a full hand from a fresh shoe holds a card of one of the ranks in ``mask``."""
        chance = self.chance.get(mask)
        if chance is None:
            rules = self.rules
            total = 52 * rules.decks + rules.jokers
            share = 0.0
            for rank in _RANKS:
                if mask & _BIT[rank]:
                    share += (rules.jokers if rank is Rank.JOKER else 4 * rules.decks) / total
            chance = self.chance[mask] = 1.0 - (1.0 - min(share, 1.0)) ** 5
        return chance


_TABLES: dict[Rules, _Tables] = {}


def _threat_table(rules: Rules) -> tuple[int, ...]:
    """For each forward distance from an attacker to a target, the ranks that could land there.

    Built once per rules from the rules' own answers (how far each card moves forward or back,
    and how far one part of a split may go), so the risk term reads a table, not the rules.
    """
    length = rules.track_length
    table = [_BIT[Rank.JOKER]] * length  # a joker lands on any peg of another colour
    table[0] = 0
    for rank in _RANKS:
        bit = _BIT[rank]
        steps = forward_steps(rank, rules)
        if steps:
            table[steps] |= bit
        back = backward_steps(rank)
        if back:
            table[length - back] |= bit  # an attacker this far ahead moves back onto it
        forward_parts, backward_parts = split_part_steps(rank, rules)
        for d in forward_parts:
            table[d] |= bit  # one part of a split
        for d in backward_parts:
            table[length - d] |= bit
    return tuple(table)


def _tables(rules: Rules) -> _Tables:
    tables = _TABLES.get(rules)
    if tables is None:
        tables = _TABLES[rules] = _Tables(rules)
    return tables


def evaluate(layout: Layout, rules: Rules, team: int, next_seat: int) -> float:
    """The board's worth to ``team`` when ``next_seat`` is about to play (higher is better)."""
    # A peg in start is worth 0; in home, the track length plus bonuses by depth; on the track,
    # the holes travelled measured back from its in-spot, so a peg moved back behind its in-spot
    # counts as nearly home: it goes home with its next forward move (RULES 5, no lap counter).
    # Written out flat in one loop because play-outs call it tens of thousands of times.
    length = layout.length
    home_base = length + HOME_BONUS - HOME * HOME_DEPTH
    track_base = OUT_BONUS + length
    in_spot = layout.in_spot
    come_out = layout.come_out
    score = 0.0
    finished = [True, True]
    values: list[list[tuple[int, float]]] = []  # track pegs and their values, per seat
    starting: list[int] = []  # pegs in start, per seat
    for seat, places in enumerate(layout.pegs):
        total = 0.0
        track = []
        spot = in_spot[seat]
        waiting = 0
        for place in places:
            if place > HOME:
                total += home_base + HOME_DEPTH * place
            elif place >= 0:
                value = track_base - (spot - place) % length
                total += value
                track.append((place, value))
            else:
                waiting += 1
        if track or waiting:
            finished[team_of(seat)] = False
        if waiting and come_out[seat] in places:
            total -= COME_OUT_BLOCK
        values.append(track)
        starting.append(waiting)
        score += total if team_of(seat) == team else -total
    if finished[team]:
        return WIN
    if finished[1 - team]:
        return -WIN
    return score - RISK_WEIGHT * _risk(layout, rules, team, next_seat, values, starting)


def _risk(
    layout: Layout,
    rules: Rules,
    team: int,
    next_seat: int,
    values: list[list[tuple[int, float]]],
    starting: list[int],
) -> float:
    """Value the team not moving next may lose to the next player (signed for ``team``)."""
    attacking = team_of(next_seat)
    tables = _tables(rules)
    table = tables.threat
    chance = tables.chance
    length = layout.length
    attackers: list[int] = []
    come_outs = set()
    for seat in range(attacking, layout.players, 2):
        attackers.extend(place for place, _ in values[seat])
        if starting[seat]:
            come_outs.add(layout.come_out[seat])
    joker = _BIT[Rank.JOKER]
    lost = 0.0
    for seat in range(1 - attacking, layout.players, 2):
        for place, value in values[seat]:
            mask = joker
            for q in attackers:
                mask |= table[(place - q) % length]
            if place in come_outs:
                mask |= _BRING_OUT
            hit = chance.get(mask)
            if hit is None:
                hit = tables.hit_chance(mask)
            lost += hit * value
    return lost if attacking != team else -lost


def keep_value(card: Card, position: Position, player: int) -> float:
    """What holding on to ``card`` is worth, in holes: the price of spending it now."""
    if card.rank in BRINGS_OUT:
        seats = board_for(position.players).team_seats(team_of(player))
        team_in_start = any(START in position.pegs[s] for s in seats)
        return _KEEP_BRING_OUT if team_in_start else 0.5
    return _KEEP.get(card.rank, 0.0)


#: Moves scored so far by ``score_moves``: the thinking budget's count of work (``work``), the
#: same on every machine. Only ever added to.
_SCORED = [0]


def moves_scored() -> int:
    """How many moves ``score_moves`` has scored since the program started."""
    return _SCORED[0]


def score_moves(position: Position, moves: Sequence[Move]) -> list[float]:
    """The greedy score of each move for the seat to move (board after it, less the card)."""
    _SCORED[0] += len(moves)
    layout = Layout.of(position)
    rules = position.rules
    player = position.turn
    team = team_of(player)
    next_seat = (player + 1) % rules.players
    keep: dict[Card, float] = {}
    scores = []
    for move in moves:
        card = move.card
        if card not in keep:
            keep[card] = keep_value(card, position, player)
        after = layout.after(position.effects(move))
        scores.append(evaluate(after, rules, team, next_seat) - keep[card])
    return scores


def best_move(position: Position, moves: Sequence[Move] | None = None) -> Move:
    """The greedy choice among ``moves`` (default: the sorted legal moves); first of equals wins."""
    if moves is None:
        moves = sorted(position.legal_moves())
    if not moves:
        raise no_move(position)
    if len(moves) == 1:
        return moves[0]
    scores = score_moves(position, moves)
    best = max(range(len(moves)), key=scores.__getitem__)
    return moves[best]


class GreedyBot:
    """Plays the move that leaves the best board by a readable heuristic (no look-ahead)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # greedy is deterministic; the seed is kept for a uniform interface

    def choose(self, position: Position) -> Move:
        """The greedy move for the seat to move, judged from what that seat may see."""
        seen = SeatView.of(position).position()
        return best_move(seen)
