"""Back Alley from the table's chair: seats, teams, cards, bids, results and refusals as said.

Owns the table's wording: the human always sits South, so the partner is North and the opponents
West and East (the table never shows seat numbers or file notation). Every fact (who won, what a
deal scored, why an action was refused) comes from the engine's events and refusals as data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from backalley.cards import Card
from backalley.refusal import Refusal
from backalley.rules import PLAYERS, team_of
from backalley.words.names import (
    BOARD_NAMES,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    board_words,
    card_face,
)
from backalley.words.refusals import (
    blooper_words,
    followed_words,
    refusal_citation,
)

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
    return card_face(card)


def cards_each(count: int) -> str:
    """How many cards each player holds: "1 card each", "13 cards each"."""
    return f"{count} card each" if count == 1 else f"{count} cards each"


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


def _duty(v: Mapping[str, Any]) -> str:
    name, which = blooper_words(v["led"])
    return f"the {name} Blooper was led: you must play your {which} trump, {card_label(v['due'])}"


#: Each refusal's sentence from the table's chair, by reason, from the refusal's values.
_REFUSED: dict[str, Callable[[Mapping[str, Any], int], str]] = {
    "game-over": lambda v, human: "the game is over after 25 deals",
    "bidding-over": lambda v, human: "bidding is over, each player bids once: play a card",
    "bid-too-high": lambda v, human: (
        f"with {v['cards']} cards a number bid is 1 to {v['most']}, or pass or board"
    ),
    "not-an-action": lambda v, human: f"not an action: {v['action']!r}",
    "bid-first": lambda v, human: (
        f"{seat_words(v['seat'], human)} must bid first: cards are played after all four bid"
    ),
    "not-held": lambda v, human: (
        f"{seat_words(v['seat'], human)} does not hold {card_label(v['card'])}"
    ),
    "first-lead-trump": lambda v, human: (
        "the first lead of a deal may not be a trump, even by a board bidder"
    ),
    "trump-lead": lambda v, human: (
        "trump may be led only if trump was played in the previous trick or the leader bid board"
    ),
    "blooper-duty": lambda v, human: _duty(v),
    "follow-suit": lambda v, human: f"you must follow suit: you hold a {followed_words(v)}",
}
#: The reasons the table can put in words (every reason of the engine's refusals).
TABLE_REASONS = frozenset(_REFUSED)


def table_refusal_words(action: str, refusal: Refusal, human: int) -> str:
    """Why the human's action (in notation) was refused, as one sentence naming the rule."""
    verb, _, what = action.partition(" ")
    if verb == "play":
        tried = f"You cannot play the {card_label(Card.parse(what))} now"
    elif verb == "bid":
        tried = f"You cannot bid {what} now"
    else:
        tried = "That is not allowed now"
    cited = refusal_citation(refusal)
    rule = f" (RULES {cited})" if cited else ""
    return f"{tried}: {_REFUSED[refusal.reason](refusal.values, human)}{rule}."


__all__ = [
    "BOARD_NAMES",
    "COMPASS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "TABLE_REASONS",
    "bid_words",
    "board_words",
    "capital",
    "card_label",
    "cards_each",
    "compass",
    "game_over_words",
    "redeal_words",
    "seat_words",
    "table_refusal_words",
    "team_words",
]
