"""What one seat may see of a position, and worlds dealt consistently with it.

``SeatView`` owns the information boundary for computer players: the board, the seat's own hand,
the discard pile and the *sizes* of the other hands and of the draw pile. It never holds other
hands or the draw order, so a bot that decides from a view cannot cheat. It does not decide
anything itself; the bots do.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..board import Place, team_of
from ..cards import Card, shoe_counts
from ..errors import NoMoveError, PegsError
from ..moves import Move
from ..position import HAND_SIZE, LegalMovesView, Position
from ..rules import Rules
from ..seats import seat_name


@dataclass(frozen=True)
class SeatView:
    """The part of a position one seat may see: board, own hand, discards, pile and hand sizes."""

    seat: int
    rules: Rules
    pegs: tuple[tuple[Place, ...], ...]
    turn: int
    hand: tuple[Card, ...] | None
    discard: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    #: Cards left to draw, or None when the position keeps no draw pile (an exploring position).
    draw_size: int | None
    dealer: int | None = None

    @classmethod
    def of(cls, position: Position, seat: int | None = None) -> SeatView:
        """The view of ``seat`` (default: the seat to move) of ``position``."""
        seat = position.turn if seat is None else seat
        # An unknown hand (exploring a position) is taken to be full, as it would be in play.
        sizes = tuple(HAND_SIZE if h is None else len(h) for h in position.hands)
        return cls(
            seat=seat,
            rules=position.rules,
            pegs=position.pegs,
            turn=position.turn,
            hand=position.hands[seat],
            discard=position.discard,
            hand_sizes=sizes,
            draw_size=None if position.draw is None else len(position.draw),
            dealer=position.dealer,
        )

    @property
    def players(self) -> int:
        """Number of players."""
        return self.rules.players

    @property
    def team(self) -> int:
        """The viewing seat's team (even seats 0, odd seats 1)."""
        return team_of(self.seat)

    def key(self) -> str:
        """A stable text naming everything in the view (seeds per-decision randomness)."""
        hand = " ".join(sorted(c.notation for c in self.hand or ()))
        return f"{self.seat}|{self.turn}|{self.pegs}|{hand}|{len(self.discard)}|{self.hand_sizes}"

    def unseen(self) -> Counter[Card]:
        """Copies of each card this seat has not seen: the shoe less its hand and the discards."""
        counts = shoe_counts(self.rules.decks, self.rules.jokers)
        counts.subtract(self.hand or ())
        counts.subtract(self.discard)
        return +counts

    def position(self) -> Position:
        """The board with only this seat's hand and no draw pile: enough to list its moves."""
        hands: list[tuple[Card, ...] | None] = [None] * self.players
        hands[self.seat] = self.hand
        return Position(
            rules=self.rules,
            pegs=self.pegs,
            turn=self.turn,
            hands=tuple(hands),
            draw=None,
            discard=self.discard,
            dealer=self.dealer,
        )

    def legal_moves(self) -> list[Move]:
        """The seat's legal moves, sorted (it must be the seat to move and hold a hand)."""
        if self.turn != self.seat:
            raise PegsError(f"it is seat {self.turn}'s turn, not seat {self.seat}'s")
        if self.hand is None:
            raise PegsError(f"seat {self.seat} has no hand in this position: list its cards")
        # In the canonical order (card, then parts), so that a bot's choice among equals does
        # not depend on the order in which the generator happens to list the moves.
        return sorted(self.position().legal_moves())

    def legal_moves_view(self) -> LegalMovesView:
        """The seat's legal moves as a view (``Position.legal_moves_view``); it must be its turn."""
        if self.turn != self.seat:
            raise PegsError(f"it is seat {self.turn}'s turn, not seat {self.seat}'s")
        if self.hand is None:
            raise PegsError(f"seat {self.seat} has no hand in this position: list its cards")
        return self.position().legal_moves_view()

    def deal(self, rng: random.Random) -> Position:
        """A full position consistent with this view: unseen cards dealt at random.

        Other hands get their seen sizes and the draw pile its seen size; when the view keeps no
        draw pile, every card left over is put in one so play-outs can refill hands.
        """
        pool = [
            card for card, n in sorted(self.unseen().items(), key=_card_order) for _ in range(n)
        ]
        rng.shuffle(pool)
        hands: list[tuple[Card, ...] | None] = []
        at = 0
        for seat in range(self.players):
            if seat == self.seat:
                hands.append(self.hand)
                continue
            size = self.hand_sizes[seat]
            hands.append(tuple(pool[at : at + size]))
            at += size
        rest = pool[at:]
        draw = rest if self.draw_size is None else rest[: self.draw_size]
        return Position(
            rules=self.rules,
            pegs=self.pegs,
            turn=self.turn,
            hands=tuple(hands),
            draw=tuple(draw),
            discard=self.discard,
            dealer=self.dealer,
            seed=rng.randrange(2**31),
        )


def _card_order(item: tuple[Card, int]) -> str:
    return item[0].notation


def no_move(position: Position) -> NoMoveError:
    """The error a bot raises when the seat to move has no legal move at all (RULES 3 and 7)."""
    hand = position.hand()
    who = seat_name(position.turn)
    if hand is not None and not hand:
        return NoMoveError(
            f"{who} holds no cards, so there is no move to choose "
            "(a hand that cannot be refilled stays short, RULES 3)"
        )
    return NoMoveError(f"{who} has no legal move to choose")
