"""Cards and the shoe (RULES 3 and 10): ranks, suits, notation, and how many copies a game holds.

Owns card identity and card notation; what a card *does* lives in ``movegen``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
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


class Card(str):
    """One playing card; it *is* its RULES 10 notation (``"10H"``, ``"QS"``, ``"JK"``).

    Copies of the same card are equal and interchangeable. Cards are strings so that hands and
    piles hash, compare and serialise at C speed; ``Card.parse`` checks the notation.
    """

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Card:
        """The card written ``text`` in RULES 10 notation (``10H``, ``QS``, ``JK``)."""
        try:
            return _BY_TEXT[text]
        except (KeyError, TypeError):
            shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:36] + "...'"
            raise NotationError(
                f"{shown} is not a card: write rank A 2-10 J Q K then suit S H D C "
                "(e.g. 10H, QS), or JK for a joker (RULES 10)"
            ) from None

    @property
    def rank(self) -> Rank:
        """The card's rank (``Rank.JOKER`` for a joker)."""
        return _RANK[self]

    @property
    def suit(self) -> Suit | None:
        """The card's suit (None for a joker)."""
        return _SUIT[self]

    @property
    def notation(self) -> str:
        """The card in RULES 10 notation, as a plain string."""
        return str.__str__(self)

    @property
    def is_joker(self) -> bool:
        """True for a joker."""
        return self == "JK"

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Card.parse({str.__str__(self)!r})"


STANDARD_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r is not Rank.JOKER)
_RANK: dict[str, Rank] = {}
_SUIT: dict[str, Suit | None] = {}
_BY_TEXT: dict[str, Card] = {}
for _suit in Suit:
    for _rank in STANDARD_RANKS:
        _text = _rank.value + _suit.value
        _BY_TEXT[_text] = Card(_text)
        _RANK[_text] = _rank
        _SUIT[_text] = _suit
_BY_TEXT["JK"] = Card("JK")
_RANK["JK"] = Rank.JOKER
_SUIT["JK"] = None
JOKER = _BY_TEXT["JK"]
#: The rank of a card, as ``card.rank`` but at C speed (for mapping over many cards).
rank_of: Callable[[str], Rank] = _RANK.__getitem__
#: Every distinct card, in a fixed order (suits, then ranks A..K, then the joker).
ALL_CARDS: tuple[Card, ...] = tuple(_BY_TEXT.values())


def parse_cards(texts: Iterable[str], what: str = "cards") -> tuple[Card, ...]:
    """A tuple of cards from a list of notation strings."""
    if isinstance(texts, str) or not isinstance(texts, (list, tuple)):
        shown = repr(texts) if len(repr(texts)) <= 60 else repr(texts)[:56] + "..."
        raise NotationError(f"{what} must be a list of cards, not {shown}")
    return tuple(Card.parse(t) for t in texts)


def shoe_counts(decks: int, jokers: int) -> Counter[Card]:
    """How many copies of each card a shoe of ``decks`` decks and ``jokers`` jokers holds."""
    counts: Counter[Card] = Counter({c: decks for c in ALL_CARDS if not c.is_joker})
    counts[JOKER] = jokers
    return counts


def shoe(decks: int, jokers: int) -> list[Card]:
    """Every card of the shoe in a fixed, unshuffled order."""
    return [c for c, n in shoe_counts(decks, jokers).items() for _ in range(n)]


#: Cards a hand holds after the deal and after each draw (RULES 3).
HAND_SIZE = 5


def reshuffle(discard: Iterable[Card], seed: int | None) -> list[Card]:
    """The new draw pile (top first) made by shuffling the discards (RULES 3, Ruling).

    The shuffle is seeded by the game's seed and the discard pile itself, so a position file holds
    everything needed to replay it. A file without ``seed`` shuffles as if its seed were 0.
    """
    cards = list(discard)
    key = f"pegs-reshuffle:{seed or 0}:" + " ".join(c.notation for c in cards)
    random.Random(key).shuffle(cards)
    return cards


def draw_back(
    hand: list[Card],
    pile: list[Card],
    discard: list[Card],
    seed: int | None,
    log: list[Card | int] | None = None,
) -> None:
    """Draw ``hand`` back to ``HAND_SIZE`` from ``pile`` (its top card last), reshuffling the
    discards into it when it runs out (RULES 3); what happened, in order, goes to ``log``: a card
    drawn, or the number of discards reshuffled."""
    while len(hand) < HAND_SIZE:
        if not pile:
            if not discard:
                return  # RULES 3: a hand that cannot be refilled stays short
            if log is not None:
                log.append(len(discard))
            pile += reversed(reshuffle(discard, seed))
            discard.clear()
        card = pile.pop()
        hand.append(card)
        if log is not None:
            log.append(card)
