"""Back Alley from the learner's chair: seats as "you", "your partner", and the story of events.

The learner always sits in seat 0 ("you"); the others are named by where they sit (the player on
your left plays after you). No seat numbers and no notation reach a learner.
"""

from __future__ import annotations

from backalley.actions import Bid
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
from backalley.words.names import BOARD_NAMES, cap, card_words, points_words, suit_words

#: Button labels for the seats, from the learner's chair (seat 0).
SEAT_LABELS = ("You", "Left", "Partner", "Right")
_SEAT_WORDS = ("you", "the player on your left", "your partner", "the player on your right")
TEAM_WORDS = ("you and your partner", "your opponents (Left and Right)")


def seat_words(seat: int) -> str:
    """A seat as the learner calls it: "you", "your partner", "the player on your left"..."""
    return _SEAT_WORDS[seat % 4]


def seat_label(seat: int) -> str:
    """A seat's short label for buttons and tables: "You", "Left", "Partner", "Right"."""
    return SEAT_LABELS[seat % 4]


def bid_words(bid: Bid, level: int = 0) -> str:
    """A bid in words: "pass", "3", "board", "double board"."""
    if bid.board:
        return BOARD_NAMES[max(level, 1) - 1]
    return "pass" if bid.is_pass else str(bid.number)


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


__all__ = ["SEAT_LABELS", "TEAM_WORDS", "bid_words", "event_words", "seat_label", "seat_words"]
