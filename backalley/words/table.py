"""Back Alley from the table's chair: seats, teams, cards, bids, results and refusals as said.

Owns the table's wording, in the language spoken (``pegs.words.messages.speaking``; the
messages are ``locales/<lang>/table.ftl``): the human always sits South, so the partner is North
and the opponents West and East (the table never shows seat numbers or file notation). Every
fact (who won, what a deal scored, why an action was refused) comes in as data, so a sentence
is said again in another language from the same facts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from backalley.cards import Card, Rank
from backalley.refusal import Refusal
from backalley.rules import DEALS, PLAYERS, team_of
from backalley.words.names import (
    BOARD_NAMES,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    board_words,
    card_face,
)
from backalley.words.refusals import (
    refusal_citation,
    refusal_message,
)
from backalley.words.speech import say
from pegs.words.messages import Arg

COMPASS = ("South", "West", "North", "East")  # clockwise from the human's chair (English)


def where(seat: int, human: int) -> int:
    """Where a seat sits seen from the human: 0 the human, 1 West, 2 North, 3 East."""
    return (seat - human) % PLAYERS


def ours(team: int, human: int) -> int:
    """A team as the messages take it: 0 the human's team, 1 the opponents."""
    return 0 if team == team_of(human) else 1


def compass(seat: int, human: int) -> str:
    """Where a seat sits seen from the human: "South" (the human), "West", "North", "East"."""
    return say("table-compass", seat=where(seat, human))


def seat_words(seat: int, human: int) -> str:
    """A seat as a sentence names it: "you" for the human, else its compass point."""
    return say("table-seat", seat=where(seat, human))


def seat_start(seat: int, human: int) -> str:
    """A seat at the start of a sentence: "You", "West"."""
    return say("table-seat-start", seat=where(seat, human))


def plate_words(seat: int, human: int) -> str:
    """A seat's name plate: "You", "West", "North · partner", "East"."""
    return say("table-plate", seat=where(seat, human))


def capital(text: str) -> str:
    """The text with its first letter capitalised (for a sentence that starts with "you")."""
    return text[:1].upper() + text[1:]


def team_words(team: int, human: int) -> str:
    """A team as a sentence names it: "North and South" or "East and West"."""
    return say("table-team", team=ours(team, human))


def team_short(team: int, human: int) -> str:
    """A team's short name for the narrow score panel: "North–South" or "East–West"."""
    return say("table-team-short", team=ours(team, human))


def card_args(card: Card) -> dict[str, Arg]:
    """A card as the messages take it: ``rank`` (big, little or other), ``card`` as printed."""
    if card.rank is Rank.BIG_BLOOPER:
        return {"rank": "big", "card": card.notation()}
    if card.rank is Rank.LITTLE_BLOOPER:
        return {"rank": "little", "card": card.notation()}
    return {"rank": "other", "card": card_face(card)}


def card_label(card: Card) -> str:
    """The card as a person reads it: ``10♥``, ``A♠``, ``Big Blooper``."""
    return say("table-card", **card_args(card))


def cards_each(count: int) -> str:
    """How many cards each player holds: "1 card each", "13 cards each"."""
    return say("table-cards-each", size=count)


def bid_args(number: int, board_level: int) -> dict[str, Arg]:
    """A bid as the messages take it: ``bid`` (pass, board or a number) and ``level``."""
    if board_level:
        return {"bid": "board", "level": board_level}
    return {"bid": str(number) if number else "pass", "level": 1}


def bid_words(number: int, board_level: int) -> str:
    """A bid or a team's contract as read aloud: "pass", "3", "double board"."""
    return say("table-bid", **bid_args(number, board_level))


def game_over_words(winner: int | str, scores: tuple[int, int], human: int) -> str:
    """The result in a sentence, winners' points first: "Game over: North and South win, ..."."""
    if winner == "draw":
        return say("table-game-over-draw", a=scores[0], b=scores[1])
    team = int(winner)
    return say("table-game-over-win", team=ours(team, human), a=scores[team], b=scores[1 - team])


def result_words(winner: int | str, scores: tuple[int, int], human: int) -> str:
    """The result under the banner's "Game over": "North and South win, 30 to 20."."""
    if winner == "draw":
        return say("table-result-draw", a=scores[0], b=scores[1])
    team = int(winner)
    return say("table-result-win", team=ours(team, human), a=scores[team], b=scores[1 - team])


def redeal_words(cards: int, redeals: int, deal: int) -> str:
    """What an all-pass redeal means, in plain words, for the notice above the table."""
    return say("table-redeal", size=cards, redeals=redeals, deal=deal)


#: Each refusal's reason from the table's chair, where it differs from the engine's words.
_OWN: dict[str, Callable[[Mapping[str, Any], int], str]] = {
    "bid-first": lambda v, human: say("table-why-bid-first", seat=where(v["seat"], human)),
    "not-held": lambda v, human: say(
        "table-why-not-held", seat=where(v["seat"], human), **card_args(v["card"])
    ),
    "blooper-duty": lambda v, human: say(
        "refusal-blooper-duty", blooper=_blooper(v), due=card_label(v["due"])
    ),
    "follow-suit": lambda v, human: say("table-why-follow-suit", followed=_followed(v)),
}


def _blooper(values: Mapping[str, Any]) -> str:
    led: Card = values["led"]
    return "big" if led.rank is Rank.BIG_BLOOPER else "little"


def _followed(values: Mapping[str, Any]) -> str:
    led: Card = values["led"]
    return "trump" if values["trump"] or led.suit is None else led.suit.name.lower()


def _reason(refusal: Refusal, human: int) -> str:
    own = _OWN.get(refusal.reason)
    return refusal_message(refusal) if own is None else own(refusal.values, human)


#: The reasons the table can put in words (every reason of the engine's refusals).
TABLE_REASONS = frozenset(
    {
        "game-over",
        "bidding-over",
        "bid-too-high",
        "not-an-action",
        "bid-first",
        "not-held",
        "first-lead-trump",
        "trump-lead",
        "blooper-duty",
        "follow-suit",
    }
)


def table_refusal_words(action: str, refusal: Refusal, human: int) -> str:
    """Why the human's action (in notation) was refused, as one sentence naming the rule."""
    verb, _, what = action.partition(" ")
    rule = refusal_citation(refusal) or "none"
    why = _reason(refusal, human)
    if verb == "play":
        return say("table-refused-play", why=why, rule=rule, **card_args(Card.parse(what)))
    if verb == "bid":
        return say("table-refused-bid", why=why, rule=rule, bid=what, level=1)
    return say("table-refused-other", why=why, rule=rule)


__all__ = [
    "BOARD_NAMES",
    "COMPASS",
    "DEALS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "TABLE_REASONS",
    "bid_args",
    "bid_words",
    "board_words",
    "capital",
    "card_args",
    "card_label",
    "cards_each",
    "compass",
    "game_over_words",
    "ours",
    "plate_words",
    "redeal_words",
    "result_words",
    "seat_start",
    "seat_words",
    "table_refusal_words",
    "team_short",
    "team_words",
    "where",
]
