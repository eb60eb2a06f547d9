"""Arizona Pegs and Jokers: the rules engine (pure Python, no dependencies, no Jupyter)."""

from .board import HOME, START, Board, Place, board_for, home, parse_place, place_name
from .cards import ALL_CARDS, JOKER, Card, Rank, Suit
from .check import Refusal
from .errors import (
    IllegalMoveError,
    InvalidPositionError,
    NoMoveError,
    NotationError,
    PegsError,
)
from .events import (
    BumpedToStart,
    CardDrawn,
    CardPlayed,
    DiscardsReshuffled,
    EnteredHome,
    Event,
    GameWon,
    PegMoved,
    SentToInSpot,
)
from .game import new_game
from .moves import Move, Part, parse_move
from .position import Position
from .rules import FaceCards, HomeEntry, JokerSource, Nine, Rules, TeamPegs

__all__ = [
    "ALL_CARDS",
    "HOME",
    "JOKER",
    "START",
    "Board",
    "BumpedToStart",
    "Card",
    "CardDrawn",
    "CardPlayed",
    "DiscardsReshuffled",
    "EnteredHome",
    "Event",
    "FaceCards",
    "GameWon",
    "HomeEntry",
    "IllegalMoveError",
    "InvalidPositionError",
    "JokerSource",
    "Move",
    "Nine",
    "NoMoveError",
    "NotationError",
    "Part",
    "PegMoved",
    "PegsError",
    "Place",
    "Position",
    "Rank",
    "Refusal",
    "Rules",
    "SentToInSpot",
    "Suit",
    "TeamPegs",
    "board_for",
    "home",
    "new_game",
    "parse_move",
    "parse_place",
    "place_name",
]
