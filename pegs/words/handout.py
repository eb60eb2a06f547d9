"""The print-out's words: its titles, the card sheet's lines and what the command says.

Every sentence of the handout is a Fluent message (``locales/<lang>/course.ftl``, ``handout-*``)
said in the language spoken (``words(...)``); the constants keep the English of some, for what
reads them by name. The page itself is ``pegs.course.handout``'s.
"""

from __future__ import annotations

from .messages import say, speaking

HANDOUT_FILE = "pegs-handout.html"

#: The card sheet: each kind of card (its name on the card), its message and the rule it follows.
KINDS = (
    ("A", "handout-kind-ace", "4.ace"),
    ("K Q J", "handout-kind-face", "4.face"),
    ("2 3 4 5 6 10", "handout-kind-number", "4.number"),
    ("7", "handout-kind-seven", "4.seven"),
    ("8", "handout-kind-eight", "4.eight"),
    ("9", "handout-kind-nine", "4.nine"),
    ("🃏", "handout-kind-joker", "4.joker"),
)


def words(part: str) -> str:
    """One of the handout's lines in the language spoken: ``handout-`` + ``part`` ("title")."""
    return say(f"handout-{part}")


def card_kinds() -> tuple[tuple[str, str, str], ...]:
    """The card sheet in the language spoken: (name on the card, kind's name, its clause)."""
    return tuple((rank, say(message), clause) for rank, message, clause in KINDS)


def _english(part: str) -> str:
    with speaking("en"):
        return words(part)


TITLE = _english("title")
HANDOUT_BUTTON = _english("button")
ANSWERS_TITLE = _english("answers-title")
with speaking("en"):
    CARD_KINDS = card_kinds()


def puzzle_title(number: int, difficulty: int) -> str:
    """A puzzle's heading: "Puzzle 3 (level 2 of 5)"."""
    return say("handout-puzzle-title", number=number, level=difficulty)


def hand_words(cards: list[str]) -> str:
    """The hand of the player to move, in words."""
    return say("handout-hand", hand=", ".join(cards))


def written_words(path: str, puzzles: int) -> str:
    """What ``pegs handout`` and the course's button say once the file is written."""
    return say("handout-written", puzzles=puzzles, path=path)


__all__ = [
    "ANSWERS_TITLE",
    "CARD_KINDS",
    "HANDOUT_BUTTON",
    "HANDOUT_FILE",
    "KINDS",
    "TITLE",
    "card_kinds",
    "hand_words",
    "puzzle_title",
    "words",
    "written_words",
]
