"""Cards and the shoe (RULES 3 and 10): ranks, suits, notation, and how many copies a game holds.

Owns card identity and card notation; what a card *does* lives in ``movegen``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from .errors import NotationError


class Rank(str, Enum):
    """A card's rank, by its notation letter(s); ``JOKER`` is the joker."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    JOKER = "JK"


class Suit(str, Enum):
    """A card's suit, by its notation letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card; copies of the same card are equal and interchangeable."""

    rank: Rank
    suit: Suit | None = None

    @staticmethod
    def parse(text: str) -> Card:
        """The card written ``text`` in RULES 10 notation (``10H``, ``QS``, ``JK``)."""
        try:
            return _BY_TEXT[text]
        except (KeyError, TypeError):
            raise NotationError(
                f"{text!r} is not a card: write rank A 2-10 J Q K then suit S H D C "
                "(e.g. 10H, QS), or JK for a joker (RULES 10)"
            ) from None

    @property
    def notation(self) -> str:
        """The card in RULES 10 notation."""
        return _TEXT[self]

    @property
    def is_joker(self) -> bool:
        """True for a joker."""
        return self.rank is Rank.JOKER

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card.parse({_TEXT[self]!r})"


STANDARD_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r is not Rank.JOKER)
JOKER = Card(Rank.JOKER)
#: Every distinct card, in a fixed order (suits, then ranks A..K, then the joker).
ALL_CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in STANDARD_RANKS) + (JOKER,)
_TEXT: dict[Card, str] = {c: c.rank.value + (c.suit.value if c.suit else "") for c in ALL_CARDS}
_BY_TEXT: dict[str, Card] = {t: c for c, t in _TEXT.items()}


def parse_cards(texts: Iterable[str], what: str = "cards") -> tuple[Card, ...]:
    """A tuple of cards from a list of notation strings."""
    if isinstance(texts, str) or not isinstance(texts, (list, tuple)):
        raise NotationError(f"{what} must be a list of cards, not {texts!r}")
    return tuple(Card.parse(t) for t in texts)


def shoe_counts(decks: int, jokers: int) -> Counter[Card]:
    """How many copies of each card a shoe of ``decks`` decks and ``jokers`` jokers holds."""
    counts: Counter[Card] = Counter({c: decks for c in ALL_CARDS if not c.is_joker})
    counts[JOKER] = jokers
    return counts


def shoe(decks: int, jokers: int) -> list[Card]:
    """Every card of the shoe in a fixed, unshuffled order."""
    return [c for c, n in shoe_counts(decks, jokers).items() for _ in range(n)]
