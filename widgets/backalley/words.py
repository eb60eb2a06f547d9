"""Words for the Back Alley table, kept at their old path: they live in ``backalley.words.table``.

Every name below is the engine's words layer's (the table's chair: the human sits South). Two
helpers stay here for the callers of their old signatures: ``plain_words`` rewrites the notation
inside a text that is not a refusal (an error about malformed input), and ``refusal_words``
with a sentence instead of a ``Refusal``. A refusal is put in words from its data, by
``table_refusal_words``; no rule is ever read back from a sentence.
"""

from __future__ import annotations

import re

from backalley import Card, Refusal
from backalley.words.table import (
    BOARD_NAMES,
    COMPASS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    bid_words,
    board_words,
    capital,
    card_label,
    cards_each,
    compass,
    game_over_words,
    redeal_words,
    seat_words,
    table_refusal_words,
    team_words,
)

#: A card in file notation inside a text: ``10H``, ``QS``, ``BB``, ``LB``.
_CARD = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b|\b[BL]B\b")
_SEAT = re.compile(r"\bseat ([0-3])\b")


def plain_words(text: str, human: int) -> str:
    """A text's notation as people read it: cards as printed, seats by their compass names."""
    text = _CARD.sub(lambda m: card_label(Card.parse(m.group(0))), text)
    return _SEAT.sub(lambda m: seat_words(int(m.group(1)), human), text)


def refusal_words(action: str, reason: str | Refusal, human: int) -> str:
    """Why the human's action was refused, as one plain sentence naming the rule.

    Give the ``Refusal`` (``IllegalActionError.refusal``): its sentence is built from its data.
    A sentence given instead is only re-lettered (its notation as people read it).
    """
    if isinstance(reason, Refusal):
        return table_refusal_words(action, reason, human)
    verb, _, what = action.partition(" ")
    if verb == "play":
        tried = f"You cannot play the {card_label(Card.parse(what))} now"
    elif verb == "bid":
        tried = f"You cannot bid {what} now"
    else:
        tried = "That is not allowed now"
    return f"{tried}: {plain_words(reason, human)}."


__all__ = [
    "BOARD_NAMES",
    "COMPASS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "bid_words",
    "board_words",
    "capital",
    "card_label",
    "cards_each",
    "compass",
    "game_over_words",
    "plain_words",
    "redeal_words",
    "refusal_words",
    "seat_words",
    "table_refusal_words",
    "team_words",
]
