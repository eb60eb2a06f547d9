"""Back Alley in words for learners: seats from the learner's chair, cards, events and the rules.

The learner always sits in seat 0 ("you"); the others are named by where they sit (the player on
your left plays after you). No seat numbers and no notation reach a learner. The rule sentences
quote RULES.md Part B in plain words, each ending with its part of the rule book.
"""

from __future__ import annotations

from backalley.actions import Bid
from backalley.cards import Card, Rank, Suit
from backalley.events import (
    AllPassed,
    BidMade,
    BlooperExchanged,
    CardPlayed,
    DealScored,
    Dealt,
    Event,
    GameOver,
    TrickTaken,
)

#: Button labels for the seats, from the learner's chair (seat 0).
SEAT_LABELS = ("You", "Left", "Partner", "Right")
_SEAT_WORDS = ("you", "the player on your left", "your partner", "the player on your right")
TEAM_WORDS = ("you and your partner", "your opponents (Left and Right)")
BOARD_NAMES = ("board", "double board", "triple board", "quad board")
_RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}
_SUIT_WORDS = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


def seat_words(seat: int) -> str:
    """A seat as the learner calls it: "you", "your partner", "the player on your left"..."""
    return _SEAT_WORDS[seat % 4]


def seat_label(seat: int) -> str:
    """A seat's short label for buttons and tables: "You", "Left", "Partner", "Right"."""
    return SEAT_LABELS[seat % 4]


def cap(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


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
    """A card as printed on a button: "Q♠", "10♥", "Big Blooper"."""
    if card.rank is Rank.BIG_BLOOPER:
        return "Big Blooper"
    if card.rank is Rank.LITTLE_BLOOPER:
        return "Little Blooper"
    return card.notation()[:-1] + _SUIT_SYMBOLS[card.suit] if card.suit else card.notation()


def bid_words(bid: Bid, level: int = 0) -> str:
    """A bid in words: "pass", "3", "board", "double board"."""
    if bid.board:
        return BOARD_NAMES[max(level, 1) - 1]
    return "pass" if bid.is_pass else str(bid.number)


def points_words(points: int) -> str:
    """Points with their sign: "+22", "-20", "0"."""
    return f"{points:+d}" if points else "0"


def event_words(event: Event) -> str:
    """One event told in a plain sentence from the learner's chair."""
    if isinstance(event, Dealt):
        trump = (
            "there is no trump this deal"
            if event.trump is None
            else f"trump is {suit_words(event.trump)}"
        )
        again = " again" if event.redeals else ""
        return (
            f"{cap(seat_words(event.dealer))} deal{'' if event.dealer == 0 else 's'}{again}: "
            f"{event.hand_size} card{'s' if event.hand_size != 1 else ''} each. "
            f"{cap(card_words(event.turned))} is turned, so {trump}."
        )
    if isinstance(event, BlooperExchanged):
        verb = "give" if event.seat == 0 else "gives"
        take = "take" if event.seat == 0 else "takes"
        return (
            f"{cap(seat_words(event.seat))} {verb} up {card_words(event.blooper)} and "
            f"{take} the top card of the stock instead."
        )
    if isinstance(event, BidMade):
        verb = "bid" if event.seat == 0 else "bids"
        return f"{cap(seat_words(event.seat))} {verb} {bid_words(event.bid, event.level)}."
    if isinstance(event, AllPassed):
        return "All four passed, so the cards are dealt again: this deal is not counted."
    if isinstance(event, CardPlayed):
        verb = "play" if event.seat == 0 else "plays"
        return f"{cap(seat_words(event.seat))} {verb} {card_words(event.card)}."
    if isinstance(event, TrickTaken):
        verb = "win" if event.winner == 0 else "wins"
        return f"{cap(seat_words(event.winner))} {verb} the trick."
    if isinstance(event, DealScored):
        ours, theirs = event.points
        return (
            f"The deal is scored: {points_words(ours)} for you and your partner, "
            f"{points_words(theirs)} for your opponents."
        )
    if isinstance(event, GameOver):
        a, b = event.scores
        if event.winner == "draw":
            return f"The game is over: {a} to {b}, a draw."
        return f"The game is over: {TEAM_WORDS[int(event.winner)]} win, {a} to {b}."
    return str(event)


#: The rules a lesson shows, in plain words, each with its part of RULES.md Part B.
RULES: dict[str, str] = {
    "deals": "A game is 25 deals: 13 cards each, one fewer each deal down to 1, then back up to "
    "13 (RULES Part B, the deals).",
    "trump": "After the deal the next card is turned and its suit is trump. The two bloopers "
    "are trumps too, above the ace (RULES Part B, trump).",
    "turned-joker": "When a blooper is turned there is no trump that deal, and whoever holds the "
    "other blooper gives it up for the top card of the stock (RULES Part B, trump).",
    "bidding": "Each player bids once, starting left of the dealer: pass, a number from 1 to one "
    "less than the cards in hand, or board. A team's bid is its two numbers added up "
    "(RULES Part B, bidding).",
    "board": "Board means your team will take every trick. A second board in the same deal is a "
    "double board, then triple, then quad (RULES Part B, bidding).",
    "all-pass": "If all four pass, the next dealer deals the same number of cards again; the "
    "redeal does not count as one of the 25 deals (RULES Part B, bidding).",
    "leader": "The highest bidder leads the first trick: a board beats any number, the first of "
    "equal numbers leads, and among boards the last board bid leads (RULES Part B, play).",
    "first-lead": "The first lead of a deal may not be a trump, even by a board bidder, unless "
    "the leader holds nothing but trumps (RULES Part B, play).",
    "only-trumps": "A leader holding nothing but trumps may lead one, at any lead, even the first "
    "(RULES Part B, play).",
    "trump-lead": "After the first trick a trump may be led only if a trump was played in the "
    "trick before, or the leader bid board, or the leader holds only trumps "
    "(RULES Part B, play).",
    "follow": "Follow the suit led if you can (the bloopers count as trumps); if you cannot, "
    "play any card (RULES Part B, play).",
    "trick": "The highest trump wins the trick; with no trump in it, the highest card of the "
    "suit led wins. Other suits never win (RULES Part B, play).",
    "blooper-duty": "When the Big Blooper is led every other player must play their highest "
    "trump; when the Little Blooper is led, their lowest. This binds your partner too; a "
    "player without a trump plays anything (RULES Part B, play).",
    "score-number": "A number bid made scores 5 for each trick bid plus 1 for each trick over; "
    "missed, it loses 5 for each trick bid (RULES Part B, scoring).",
    "score-board": "A board made scores 10 for each trick of the deal, times 2, 3 or 4 for a "
    "double, triple or quad board; missed, it loses as much (RULES Part B, scoring).",
    "end": "After the 25th deal the team with more points wins; equal totals are a draw "
    "(RULES Part B, end of the game).",
}


def rule_words(name: str) -> str:
    """The rule called ``name`` in plain words with its part of the rule book."""
    return RULES[name]


__all__ = [
    "BOARD_NAMES",
    "RULES",
    "SEAT_LABELS",
    "TEAM_WORDS",
    "bid_words",
    "cap",
    "card_face",
    "card_words",
    "event_words",
    "points_words",
    "rule_words",
    "seat_label",
    "seat_words",
    "suit_words",
]
