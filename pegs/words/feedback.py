"""The feedback on a learner's answer, and the answer shown by "Show me", in the learner's words.

Every sentence is a Fluent message (``locales/<lang>/course.ftl``, ``feedback-*`` and ``show-*``)
said in the language spoken; how an answer is judged is ``pegs.course.model``'s. A place comes
as a PREDICT answer's text ("2:H3") and a card as the engine's ``Card``: each language makes its
own sentence of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card
from .lesson import answer_args
from .messages import say
from .names import cap, card_args


def feedback_words(message_id: str, **args: str) -> str:
    """A feedback sentence without a place or a card: ``feedback-`` + ``message_id``."""
    return say(f"feedback-{message_id}", **args)


def card_feedback(message_id: str, card: Card) -> str:
    """A feedback sentence about one card: ``feedback-`` + ``message_id`` ("card-does-it")."""
    return say(f"feedback-{message_id}", **card_args(card))


def ends_up_words(answer: str, players: int, right: bool = True) -> str:
    """Where the asked peg ends up ("The peg ends up on Orange's in-spot."), or not (``right``
    false: "The peg does not end up ...")."""
    which = "feedback-ends-up" if right else "feedback-not-there-at"
    return say(which, **answer_args(answer, players))


def show_move_words(card: Card, did: str) -> str:
    """Show me, a move: "Play the 5 of hearts: Blue's peg moves ..."."""
    return say("show-play", did=did, **card_args(card))


def show_discard_words(card: Card) -> str:
    """Show me, a card thrown away."""
    return say("show-discard", **card_args(card))


def show_cards_words(cards: Iterable[Card]) -> str:
    """Show me, the cards that do it: "The 5 of hearts or the 7 of spades."."""
    chosen = list(cards)
    text = say("show-the-card", **card_args(chosen[0]))
    for card in chosen[1:]:
        text = say("show-or", a=text, b=say("show-or-card", **card_args(card)))
    return say("show-cards", which=cap(text))


def another_way_words() -> str:
    """Show me, when more than one answer is right."""
    return say("show-another-way")


__all__ = [
    "another_way_words",
    "card_feedback",
    "ends_up_words",
    "feedback_words",
    "show_cards_words",
    "show_discard_words",
    "show_move_words",
]
