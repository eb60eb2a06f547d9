"""Arizona Pegs and Jokers: the rules engine (pure Python, no dependencies, no Jupyter)."""

from ._version import __version__ as __version__  # re-exported: the kit's one version
from .board import HOME, START, Board, Place, board_for, home, parse_place, place_name

# The tools a lesson uses by name, so lessons never import from inside the packages below.
from .bots import bot_names, make_bot
from .bots.calibration import chart as win_chance_chart
from .bots.selfplay import run_game, run_selfplay
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
from .moves import Move, Part, PartEffect, parse_move
from .position import Position
from .render.chart import Bar, bar_chart, histogram
from .render.svg import render_svg
from .rules import FaceCards, HomeEntry, JokerSource, Nine, Rules, TeamPegs
from .words.board import describe
from .words.story import narrate

__all__ = [
    "ALL_CARDS",
    "HOME",
    "JOKER",
    "START",
    "Bar",
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
    "PartEffect",
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
    "bar_chart",
    "board_for",
    "bot_names",
    "describe",
    "histogram",
    "home",
    "make_bot",
    "narrate",
    "new_game",
    "parse_move",
    "parse_place",
    "place_name",
    "render_svg",
    "run_game",
    "run_selfplay",
    "win_chance_chart",
]
