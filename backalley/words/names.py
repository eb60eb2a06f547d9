"""Names of Back Alley's things for people: suits, cards, boards and points, in either chair.

Owns the words every register shares: a suit's name (singular, plural, capitalised, symbol), a
card in words ("the queen of spades") or as printed ("Q♠", "Big Blooper"), board levels, points
with their sign. Who is "you" is the business of ``learner`` and ``table``.
"""

from __future__ import annotations

from backalley.cards import Card, Rank, Suit

BOARD_NAMES = ("board", "double board", "triple board", "quad board")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
_RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}
_SUIT_WORDS = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
_SUIT_SINGULAR = {
    Suit.SPADES: "spade",
    Suit.HEARTS: "heart",
    Suit.DIAMONDS: "diamond",
    Suit.CLUBS: "club",
}


def cap(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def suit_name(suit: Suit) -> str:
    """The singular name of a suit, for sentences ("a heart")."""
    return _SUIT_SINGULAR[suit]


def suit_words(suit: Suit | None) -> str:
    """A suit's plural name ("hearts"), or "no trump" for None."""
    return "no trump" if suit is None else _SUIT_WORDS[suit]


def card_words(card: Card) -> str:
    """A card in words: "the queen of spades", "the 7 of hearts", "the Big Blooper"."""
    if card.rank is Rank.BIG_BLOOPER:
        return "the Big Blooper"
    if card.rank is Rank.LITTLE_BLOOPER:
        return "the Little Blooper"
    rank = _RANK_WORDS.get(card.rank, str(int(card.rank)))
    return f"the {rank} of {_SUIT_WORDS[card.suit]}" if card.suit else f"the {rank}"


def card_face(card: Card) -> str:
    """A card as printed on a button or the table: "Q♠", "10♥", "Big Blooper"."""
    if card.rank is Rank.BIG_BLOOPER:
        return "Big Blooper"
    if card.rank is Rank.LITTLE_BLOOPER:
        return "Little Blooper"
    return card.notation()[:-1] + SUIT_SYMBOLS[card.suit.value] if card.suit else card.notation()


def board_words(level: int) -> str:
    """A board bid by its level: "board", "double board", "triple board", "quad board"."""
    return BOARD_NAMES[level - 1]


def points_words(points: int) -> str:
    """Points with their sign: "+22", "-20", "0"."""
    return f"{points:+d}" if points else "0"


__all__ = [
    "BOARD_NAMES",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "board_words",
    "cap",
    "card_face",
    "card_words",
    "points_words",
    "suit_name",
    "suit_words",
]
