"""Refusals in words, built from the refusal's data in three registers, never from each other.

Owns the sentences of every ``Refusal`` reason in two registers: the engine's
(``refusal_message``, with seat numbers and notation, as ``why_illegal`` and the command line
print it) and the learner's (plain words and the lesson rule to show:
``learner_refusal_words``). The third, the table's (the human is "you", the others compass
points, cards as printed), lives with the table's other words: ``table.table_refusal_words``.
A sentence is chosen by ``refusal.reason`` and filled from ``refusal.values``; none is read
back, and no register is made from another's text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from backalley.cards import Card, Rank
from backalley.clauses import part_of
from backalley.words.learner import card_args
from backalley.words.names import suit_name, suit_words
from backalley.words.rulebook import lesson_rule_of
from backalley.words.speech import say
from pegs.words.messages import Arg

if TYPE_CHECKING:
    from backalley.refusal import Refusal

#: The rule book's part a refusal of each part of Part B cites ("RULES B, play").
_CITED_PARTS = {"bidding": "bidding", "play": "play", "end": "end of the game"}


def blooper_words(led: Card) -> tuple[str, str]:
    """The led blooper's name and the trump its duty calls for: ("Big", "highest")."""
    big = led.rank is Rank.BIG_BLOOPER
    return ("Big", "highest") if big else ("Little", "lowest")


def followed_words(values: Mapping[str, Any]) -> str:
    """What a player who must follow holds, singular: "a trump" or "a spade"."""
    led: Card = values["led"]
    return "trump" if values["trump"] or led.suit is None else suit_name(led.suit)


# ----- the engine's register: seats by number, cards in notation, in the language spoken
def _blooper(values: Mapping[str, Any]) -> str:
    """The led blooper as the messages' argument: "big" or "little"."""
    led: Card = values["led"]
    return "big" if led.rank is Rank.BIG_BLOOPER else "little"


def _followed(values: Mapping[str, Any]) -> str:
    """What a player who must follow holds, as the messages' argument: "trump" or "spades"."""
    led: Card = values["led"]
    return "trump" if values["trump"] or led.suit is None else suit_words(led.suit)


_ENGINE: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "game-over": lambda v: say("refusal-game-over"),
    "bidding-over": lambda v: say("refusal-bidding-over"),
    "bid-too-high": lambda v: say("refusal-bid-too-high", cards=v["cards"], most=v["most"]),
    "not-an-action": lambda v: say("refusal-not-an-action", action=repr(v["action"])),
    "bid-first": lambda v: say("refusal-bid-first", seat=str(v["seat"])),
    "not-held": lambda v: say("refusal-not-held", seat=str(v["seat"]), card=str(v["card"])),
    "first-lead-trump": lambda v: say("refusal-first-lead-trump"),
    "trump-lead": lambda v: say("refusal-trump-lead"),
    "blooper-duty": lambda v: say("refusal-blooper-duty", blooper=_blooper(v), due=str(v["due"])),
    "follow-suit": lambda v: say("refusal-follow-suit", followed=_followed(v)),
}

#: Every reason the words layer can put in words.
REASONS = frozenset(_ENGINE)


def refusal_message(refusal: Refusal) -> str:
    """The engine's sentence for a refusal, without its citation of the rule book."""
    return _ENGINE[refusal.reason](refusal.values)


def refusal_citation(refusal: Refusal) -> str:
    """The part of the rule book the sentence cites, ``B, play``; empty for a non-action."""
    part = _CITED_PARTS.get(part_of(refusal.rule))
    return f"B, {part}" if part else ""


def refusal_sentence(refusal: Refusal) -> str:
    """The engine's sentence naming the rule: ``... (RULES B, play)``, as ``why_illegal``."""
    cited = refusal_citation(refusal)
    message = refusal_message(refusal)
    return f"{message} (RULES {cited})" if cited else message


def illegal_action_words(action: str, deal: int, seat: int | None, refusal: Refusal) -> str:
    """The command line's line for a refused action, in the language spoken: "illegal action
    'play QS' (deal 1, seat 0): seat 0 does not hold QS (RULES B, play)"."""
    reason = refusal_sentence(refusal)
    return say("illegal-action", action=repr(action), deal=deal, seat=str(seat), reason=reason)


# ----- the learner's register: plain words, and the lesson rule to show with them
def _led_args(v: Mapping[str, Any]) -> dict[str, Arg]:
    """The card led as the messages' ``rank`` and ``suit``, and what the learner holds of it."""
    return {**card_args(v["led"]), "followed": _followed(v)}


#: Each refusal's sentence in the learner's plain words, by reason, from the refusal's values.
_LEARNER: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "first-lead-trump": lambda v: say("refusal-learner-first-lead-trump", **card_args(v["card"])),
    "trump-lead": lambda v: say("refusal-learner-trump-lead", **card_args(v["card"])),
    "blooper-duty": lambda v: say(
        "refusal-learner-blooper-duty", blooper=_blooper(v), **card_args(v["card"])
    ),
    "follow-suit": lambda v: say("refusal-learner-follow-suit", **_led_args(v)),
    "not-held": lambda v: say("feedback-not-in-hand", **card_args(v["card"])),
    "bid-first": lambda v: say("refusal-learner-bid-first"),
    "bidding-over": lambda v: say("refusal-learner-bidding-over"),
    "bid-too-high": lambda v: say("refusal-learner-bid-too-high", cards=v["cards"], most=v["most"]),
    "game-over": lambda v: say("refusal-learner-game-over"),
    "not-an-action": lambda v: say("refusal-learner-not-an-action"),
}
#: The reasons the learner's register can put in words (every reason of the engine's).
LEARNER_REASONS = frozenset(_LEARNER)


def learner_refusal_words(refusal: Refusal) -> tuple[str, str | None]:
    """Why a move is refused in the learner's words, and the lesson rule to show with it
    (None when no lesson rule covers it: the exercise's own rule is shown)."""
    return _LEARNER[refusal.reason](refusal.values), lesson_rule_of(refusal.rule)


__all__ = [
    "LEARNER_REASONS",
    "REASONS",
    "blooper_words",
    "followed_words",
    "illegal_action_words",
    "learner_refusal_words",
    "refusal_citation",
    "refusal_message",
    "refusal_sentence",
]
