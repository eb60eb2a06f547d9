"""Back Alley in words for learners, kept at its old path: the words live in ``backalley.words``.

Seats from the learner's chair and the story of events are in ``backalley.words.learner``,
cards, suits and points in ``backalley.words.names``, the rules a lesson shows in
``backalley.words.rulebook``; every name below is theirs.
"""

from __future__ import annotations

from backalley.words.learner import (
    SEAT_LABELS,
    TEAM_WORDS,
    bid_words,
    event_words,
    seat_label,
    seat_words,
)
from backalley.words.names import BOARD_NAMES, cap, card_face, card_words, points_words, suit_words
from backalley.words.rulebook import RULES, rule_words

__all__ = [
    "BOARD_NAMES",
    "RULES",
    "SEAT_LABELS",
    "TEAM_WORDS",
    "bid_words",
    "cap",
    "card_face",
    "card_words",
    "event_words",
    "points_words",
    "rule_words",
    "seat_label",
    "seat_words",
    "suit_words",
]
