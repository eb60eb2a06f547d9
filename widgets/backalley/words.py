"""Words for the Back Alley table: seats, teams, cards, bids, tricks and results as people say them.

Owns wording only, from the learner's chair: the human always sits South, so the partner is
North and the opponents West and East (the table never shows seat numbers or file notation).
Every fact (who won, what a deal scored) comes from the ``backalley`` engine's events.
"""

from __future__ import annotations

import re

from backalley import Card
from backalley.rules import PLAYERS, team_of

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
BOARD_NAMES = ("board", "double board", "triple board", "quad board")
COMPASS = ("South", "West", "North", "East")  # clockwise from the human's chair


def compass(seat: int, human: int) -> str:
    """Where a seat sits seen from the human: "South" (the human), "West", "North", "East"."""
    return COMPASS[(seat - human) % PLAYERS]


def seat_words(seat: int, human: int) -> str:
    """A seat as a sentence names it: "you" for the human, else its compass point."""
    return "you" if seat == human else compass(seat, human)


def capital(text: str) -> str:
    """The text with its first letter capitalised (for a sentence that starts with "you")."""
    return text[:1].upper() + text[1:]


def team_words(team: int, human: int) -> str:
    """A team as a sentence names it: "North and South" or "East and West"."""
    ours = team == team_of(human)
    return "North and South" if ours else "East and West"


def card_label(card: Card) -> str:
    """The card as a person reads it: ``10♥``, ``A♠``, ``Big Blooper``."""
    if card.is_blooper:
        return "Big Blooper" if card.notation() == "BB" else "Little Blooper"
    return card.notation()[:-1] + SUIT_SYMBOLS[card.notation()[-1]]


def cards_each(count: int) -> str:
    """How many cards each player holds: "1 card each", "13 cards each"."""
    return f"{count} card each" if count == 1 else f"{count} cards each"


def board_words(level: int) -> str:
    """A board bid by its level: "board", "double board", "triple board", "quad board"."""
    return BOARD_NAMES[level - 1]


def bid_words(number: int, board_level: int) -> str:
    """A bid or a team's contract as read aloud: "pass", "3", "double board"."""
    if board_level:
        return board_words(board_level)
    return str(number) if number else "pass"


def game_over_words(winner: int | str, scores: tuple[int, int], human: int) -> str:
    """The result in a sentence, winners' points first: "Game over: North and South win, ..."."""
    if winner == "draw":
        return f"Game over: a draw, {scores[0]} to {scores[1]}."
    team = int(winner)
    return f"Game over: {team_words(team, human)} win, {scores[team]} to {scores[1 - team]}."


def redeal_words(cards: int, redeals: int, deal: int) -> str:
    """What an all-pass redeal means, in plain words, for the notice above the table."""
    times = "once" if redeals == 1 else "twice" if redeals == 2 else f"{redeals} times"
    return (
        f"All four players passed, so nobody plays that hand: the cards were shuffled and dealt "
        f"again, still {cards_each(cards)}. Deal {deal} has been redealt {times}; a redeal does "
        "not count as one of the 25 deals. Bid a number if you think your team can take tricks."
    )


#: A card in file notation inside an engine message: ``10H``, ``QS``, ``BB``, ``LB``.
_CARD = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b|\b[BL]B\b")
_SEAT = re.compile(r"\bseat ([0-3])\b")


def plain_words(text: str, human: int) -> str:
    """An engine message with cards as people read them and seats by their compass names."""
    text = _CARD.sub(lambda m: card_label(Card.parse(m.group(0))), text)
    return _SEAT.sub(lambda m: seat_words(int(m.group(1)), human), text)


def refusal_words(action: str, reason: str, human: int) -> str:
    """Why the human's action was refused, as one plain sentence naming the rule."""
    verb, _, what = action.partition(" ")
    if verb == "play":
        tried = f"You cannot play the {card_label(Card.parse(what))} now"
    elif verb == "bid":
        tried = f"You cannot bid {what} now"
    else:
        tried = "That is not allowed now"
    if reason.startswith("must "):  # the engine's "must follow suit: ..." has no subject
        reason = "you " + reason
    return f"{tried}: {plain_words(reason, human)}."
