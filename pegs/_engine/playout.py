"""A random play-out on one set of arrays changed in place: the game ``play`` and ``sample``
would play, without a ``Position``, an event or a copied array per move.

``Position.play(view.sample(rng))`` keeps every position of a game: it copies the arrays a move
changes, writes the move's events and makes a frozen ``Position`` with new hands and piles, about
two fifths of a random 4-player turn's time (``benchmarks/turn_phases.py``). A play-out reads
only the last position, so here the pegs, hands and piles are lists changed in place and the
moves are drawn from the same ``LegalMovesView`` with the same ``rng`` call: the same index, so
the very same game (``tests/test_playout.py`` plays both side by side, move by move). Measured
beside it (``benchmarks/peer.py``, eight runs): 1.33-1.41x as fast at 4 players, 1.28-1.42x at
6 and 1.29-1.36x at 8.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from ..board import HOME, winning_team
from ..cards import draw_back
from .core import Core, derived_position
from .tables import tables_for
from .view import LegalMovesView

if TYPE_CHECKING:
    from ..position import Position


def play_out(position: Position, rng: Random, turns: int | None = None) -> tuple[Position, int]:
    """The position after uniformly random legal moves drawn with ``rng`` until a team wins, no
    move is legal or ``turns`` moves are played, and how many were played."""
    rules = position.rules
    players = rules.players
    tables = tables_for(rules)
    sc = position._core.sc.copy()  # the position's own arrays are shared: never changed
    pegs = sc.pegs
    hands = [None if h is None else list(h) for h in position.hands]
    # The draw pile reversed, its top card last: drawing pops it without copying the pile.
    pile = None if position.draw is None else list(reversed(position.draw))
    discard = list(position.discard)
    seed = position.seed
    turn = position.turn
    winner = position.winner
    played = 0
    while winner is None and played != turns:
        hand = hands[turn]
        if hand is None:
            break  # the seat to move holds no known hand: no move can be drawn
        view = LegalMovesView(Core(rules, turn, sc, tables), hand)
        size = view.count()
        if not size:
            break  # RULES 3: a hand that could not be refilled ran dry
        # ``view.sample(rng)``'s draw: one ``randrange`` of the count, the same index.
        card, parts = view[rng.randrange(size)]
        finished = False
        for seat, frm, to in parts:
            # A split's second part lands on the board its first part left, as ``resolve``
            # works it out on a copy.
            bumps = () if to > HOME else sc.land(seat, frm, to)
            sc.apply_part(seat, frm, to, bumps)
            places = pegs[seat]
            places.sort()  # canonical order: the next turn lists its moves peg by peg
            finished = finished or places[0] > HOME
            for bumped, _, _ in bumps:
                pegs[bumped].sort()
        played += 1
        if finished:  # RULES 8: only a seat that moved can have just won
            winner = winning_team(players, pegs)
        hand.remove(card)
        discard.append(card)
        if pile is not None and winner is None:
            draw_back(hand, pile, discard, seed)
        if winner is None:
            turn = (turn + 1) % players  # RULES 8: once won, the turn stays with the winner
    values = {
        "rules": rules,
        "pegs": tuple(map(tuple, pegs)),
        "turn": turn,
        "hands": tuple(None if h is None else tuple(h) for h in hands),
        "draw": None if pile is None else tuple(reversed(pile)),
        "discard": tuple(discard),
        "dealer": position.dealer,
        "seed": seed,
        "winner": winner,
    }
    return derived_position(type(position), values), played
