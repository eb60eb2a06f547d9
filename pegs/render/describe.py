"""The board and its events in words, as they were found here before ``pegs.words`` held them.

The board described lives in ``pegs.words.board``, the story of events in ``pegs.words.story``,
names of cards, holes and teams in ``pegs.words.names``; every name keeps working from here.
"""

from __future__ import annotations

from ..words.board import describe, place_words
from ..words.names import card_words, hole_words, rank_words, team_colours, team_words
from ..words.story import narrate, narrate_event, played_words

__all__ = [
    "card_words",
    "describe",
    "hole_words",
    "narrate",
    "narrate_event",
    "place_words",
    "played_words",
    "rank_words",
    "team_colours",
    "team_words",
]
