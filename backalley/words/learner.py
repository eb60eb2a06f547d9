"""Back Alley from the learner's chair: seats as "you", "your partner", and the story of events.

The learner always sits in seat 0 ("you"); the others are named by where they sit (the player on
your left plays after you). No seat numbers and no notation reach a learner. The story of events
speaks the language chosen (``pegs.words.messages.speaking``): whole messages in
``locales/<lang>/learner.ftl``, each verb agreeing with who acts ("you deal", "your partner deals").
"""

from __future__ import annotations

from backalley.actions import Bid
from backalley.cards import Card, Rank
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
from backalley.words.names import BOARD_NAMES, points_words
from backalley.words.speech import say
from pegs.words.messages import Arg

#: Ranks said as words (the messages name the others by number).
_RANK_WORDS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}

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


def card_args(card: Card) -> dict[str, Arg]:
    """A card as the messages' arguments: ``rank`` (2 to 10, a word, big, little), ``suit``."""
    if card.rank is Rank.BIG_BLOOPER:
        return {"rank": "big", "suit": "none"}
    if card.rank is Rank.LITTLE_BLOOPER:
        return {"rank": "little", "suit": "none"}
    rank = _RANK_WORDS.get(card.rank)
    return {"rank": rank or int(card.rank), "suit": card.suit.name.lower() if card.suit else "none"}


def _bid_arg(bid: Bid) -> str:
    """A bid as the messages' argument: "pass", "board" or its number."""
    if bid.board:
        return "board"
    return "pass" if bid.is_pass else str(bid.number)


def event_words(event: Event) -> str:
    """One event told in a plain sentence from the learner's chair, in the language spoken."""
    if isinstance(event, Dealt):
        trump = "none" if event.trump is None else event.trump.name.lower()
        return say(
            "learner-dealt",
            seat=event.dealer % 4,
            redeals=event.redeals,
            size=event.hand_size,
            trump=trump,
            **card_args(event.turned),
        )
    if isinstance(event, BlooperExchanged):
        return say("learner-blooper", seat=event.seat % 4, **card_args(event.blooper))
    if isinstance(event, BidMade):
        bid = _bid_arg(event.bid)
        return say("learner-bid", seat=event.seat % 4, bid=bid, level=max(event.level, 1))
    if isinstance(event, AllPassed):
        return say("learner-all-passed")
    if isinstance(event, CardPlayed):
        return say("learner-played", seat=event.seat % 4, **card_args(event.card))
    if isinstance(event, TrickTaken):
        return say("learner-trick", seat=event.winner % 4)
    if isinstance(event, DealScored):
        ours, theirs = event.points
        return say("learner-scored", ours=points_words(ours), theirs=points_words(theirs))
    if isinstance(event, GameOver):
        a, b = event.scores
        if event.winner == "draw":
            return say("learner-over-draw", a=str(a), b=str(b))
        return say("learner-over-win", winner=int(event.winner), a=str(a), b=str(b))
    return str(event)


__all__ = [
    "SEAT_LABELS",
    "TEAM_WORDS",
    "bid_words",
    "card_args",
    "event_words",
    "seat_label",
    "seat_words",
]
