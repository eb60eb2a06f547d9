"""Plain words for the course, as they were found here before ``pegs.words`` held them all.

Places, moves and events in a learner's words live in ``pegs.words.lesson``; why a move is
refused, and which rule to name, in ``pegs.words.learner``. Every name keeps working from here.
"""

from __future__ import annotations

from ..words.learner import refusal_clause, refusal_words
from ..words.lesson import (
    answer_place_words,
    event_words,
    events_words,
    hole_name,
    move_words,
    peg_words,
    where,
)

__all__ = [
    "answer_place_words",
    "event_words",
    "events_words",
    "hole_name",
    "move_words",
    "peg_words",
    "refusal_clause",
    "refusal_words",
    "where",
]
