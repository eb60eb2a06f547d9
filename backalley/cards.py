"""Cards of the Back Alley deck: 52 plain cards and the two bloopers, with their text form.

Owns what a card *is* and how it is written (``AS``, ``10H``, ``BB``, ``LB``). It does not know
about trumps or tricks beyond the fixed rank order; ``tricks.py`` owns who beats whom, and the
words layer (``backalley.words``) how cards are named for people.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from backalley.errors import MalformedNotationError


class Suit(str, Enum):
    """A plain suit, written with its letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


class Rank(IntEnum):
    """Card ranks in playing strength; the bloopers rank above the ace (RULES B, card order)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    LITTLE_BLOOPER = 15
    BIG_BLOOPER = 16


_RANK_TEXT = {
    Rank.TWO: "2",
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_TEXT_RANK = {text: rank for rank, text in _RANK_TEXT.items()}


@dataclass(frozen=True)
class Card:
    """One card: a rank and a suit, or a blooper (which has no printed suit)."""

    rank: Rank
    suit: Suit | None = None

    def __post_init__(self) -> None:
        # Guard against impossible values built in code, not only from text.
        if self.is_blooper != (self.suit is None):
            raise MalformedNotationError(f"not a card: rank {self.rank!r} with suit {self.suit!r}")

    @property
    def is_blooper(self) -> bool:
        """True for the Big and Little Blooper (the jokers)."""
        return self.rank >= Rank.LITTLE_BLOOPER

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from notation: ``AS``, ``10H``, ``BB``, ``LB``."""
        if not isinstance(text, str):
            raise MalformedNotationError(
                f"not a card: {text!r} (write cards like 'AS', '10H', 'BB')"
            )
        if text == "BB":
            return BIG_BLOOPER
        if text == "LB":
            return LITTLE_BLOOPER
        rank = _TEXT_RANK.get(text[:-1])
        try:
            suit = Suit(text[-1:])
        except ValueError:
            suit = None
        if rank is None or suit is None:
            raise MalformedNotationError(
                f"not a card: {text!r} (ranks A K Q J 10 9 … 2, suits S H D C, jokers BB LB)"
            )
        return cls(rank, suit)

    def notation(self) -> str:
        """This card in notation, the inverse of ``Card.parse``."""
        if self.rank is Rank.BIG_BLOOPER:
            return "BB"
        if self.rank is Rank.LITTLE_BLOOPER:
            return "LB"
        # __post_init__ guarantees a plain card has a suit.
        return _RANK_TEXT[self.rank] + (self.suit.value if self.suit else "")

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"Card.parse({self.notation()!r})"


BIG_BLOOPER = Card(Rank.BIG_BLOOPER)
LITTLE_BLOOPER = Card(Rank.LITTLE_BLOOPER)
BLOOPERS = (BIG_BLOOPER, LITTLE_BLOOPER)

# The canonical deck order: bloopers, then S H D C each from the ace down. Shuffles start from
# this order, so it is part of what a seed means and must never change.
DECK: tuple[Card, ...] = BLOOPERS + tuple(
    Card(rank, suit) for suit in Suit for rank in sorted(_RANK_TEXT, reverse=True)
)
_DECK_INDEX = {card: i for i, card in enumerate(DECK)}


def sort_key(card: Card) -> int:
    """Position of a card in the canonical deck order (hands are kept in this order)."""
    return _DECK_INDEX[card]


def sorted_cards(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """The cards in canonical order, as a tuple."""
    return tuple(sorted(cards, key=sort_key))
