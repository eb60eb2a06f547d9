"""Events: what an action caused, in order, for display, logs and animation.

Owns the event values only. Events carry what every player at the table may see (the card a
player receives in a blooper exchange is private, so it is not in the event).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from backalley.actions import Bid
from backalley.cards import Card, Suit


@dataclass(frozen=True)
class Dealt:
    """A deal was dealt and its trump card turned."""

    deal: int
    hand_size: int
    dealer: int
    turned: Card
    trump: Suit | None
    redeals: int

    def __str__(self) -> str:
        trump = self.trump.value if self.trump else "none (a blooper was turned)"
        again = f" (redeal {self.redeals})" if self.redeals else ""
        return (
            f"deal {self.deal}{again}: {self.hand_size} cards each, dealer {self.dealer}, "
            f"turned {self.turned}, trump {trump}"
        )


@dataclass(frozen=True)
class BlooperExchanged:
    """The holder of the other blooper discarded it and took the top card of the stock."""

    seat: int
    blooper: Card

    def __str__(self) -> str:
        return f"seat {self.seat} discards {self.blooper} and takes the top card of the stock"


@dataclass(frozen=True)
class BidMade:
    """A seat bid; ``level`` is the board level (0 for pass or a number)."""

    seat: int
    bid: Bid
    level: int

    def __str__(self) -> str:
        if self.bid.board:
            name = ["board", "double board", "triple board", "quad board"][self.level - 1]
            return f"seat {self.seat} bids {name}"
        return f"seat {self.seat} bids {self.bid}"


@dataclass(frozen=True)
class AllPassed:
    """All four passed: the deal is redealt by the next dealer (RULES B, bidding)."""

    deal: int

    def __str__(self) -> str:
        return f"all four passed: deal {self.deal} is redealt"


@dataclass(frozen=True)
class CardPlayed:
    """A seat played a card to the trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


@dataclass(frozen=True)
class TrickTaken:
    """A trick was completed and taken by ``winner`` (cards in the order played)."""

    winner: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.winner} takes {' '.join(map(str, self.cards))}"


@dataclass(frozen=True)
class DealScored:
    """A deal was scored: points per team this deal and the totals after it."""

    deal: int
    points: tuple[int, int]
    scores: tuple[int, int]

    def __str__(self) -> str:
        return (
            f"deal {self.deal} scored: team 0 {self.points[0]:+d}, team 1 {self.points[1]:+d}; "
            f"totals {self.scores[0]} - {self.scores[1]}"
        )


@dataclass(frozen=True)
class GameOver:
    """The 25th deal was scored; ``winner`` is 0, 1 or "draw"."""

    winner: int | str
    scores: tuple[int, int]

    def __str__(self) -> str:
        who = "a draw" if self.winner == "draw" else f"team {self.winner} wins"
        return f"game over: {self.scores[0]} - {self.scores[1]}, {who}"


Event = Union[  # noqa: UP007 - a runtime alias, kept readable on 3.10
    Dealt, BlooperExchanged, BidMade, AllPassed, CardPlayed, TrickTaken, DealScored, GameOver
]
