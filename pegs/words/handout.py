"""The print-out's words: its titles, the card sheet's lines and what the command says.

Every sentence of the handout lives here, one place, so it can move to a message catalogue; the
page itself is ``pegs.handout``'s.
"""

from __future__ import annotations

from .messages import say

TITLE = "Pegs and Jokers: a handout for the class"
HANDOUT_BUTTON = "Write a handout to print"
HANDOUT_FILE = "pegs-handout.html"
SUMMARY_MISSING = (
    "The rules summary (docs/summary.md) was not found beside the kit, so this handout has none."
)
BOARD_CAPTION = "A 4-player board at the start: Blue, Orange, Green and Purple, each in its start."
CARDS_TITLE = "The cards"
CARDS_INTRO = "Cut along the lines: one card for each kind, with what it does."
PUZZLES_TITLE = "Puzzles"
PUZZLES_INTRO = (
    "Each puzzle has exactly one move that does what is asked. The answers are at the end."
)
ANSWERS_TITLE = "Answers"

#: The card sheet: each kind of card (its name on the card) and the rule it follows.
CARD_KINDS = (
    ("A", "Ace", "4.ace"),
    ("K Q J", "King, queen, jack", "4.face"),
    ("2 3 4 5 6 10", "Numbers", "4.number"),
    ("7", "Seven", "4.seven"),
    ("8", "Eight", "4.eight"),
    ("9", "Nine", "4.nine"),
    ("🃏", "Joker", "4.joker"),
)


def puzzle_title(number: int, difficulty: int) -> str:
    """A puzzle's heading: "Puzzle 3 (level 2 of 5)"."""
    return f"Puzzle {number} (level {difficulty} of 5)"


def hand_words(cards: list[str]) -> str:
    """The hand of the player to move, in words."""
    return "The hand: " + ", ".join(cards) + "."


def written_words(path: str, puzzles: int) -> str:
    """What ``pegs handout`` and the course's button say once the file is written."""
    return say("handout-written", puzzles=puzzles, path=path)


__all__ = [
    "ANSWERS_TITLE",
    "BOARD_CAPTION",
    "CARDS_INTRO",
    "CARDS_TITLE",
    "CARD_KINDS",
    "HANDOUT_BUTTON",
    "HANDOUT_FILE",
    "PUZZLES_INTRO",
    "PUZZLES_TITLE",
    "SUMMARY_MISSING",
    "TITLE",
    "hand_words",
    "puzzle_title",
    "written_words",
]
