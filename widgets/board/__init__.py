"""The board and the hand: the canvas board, a hand of cards, the move being built, the history.

``BoardView`` draws ``pegs.render.scene`` on an ipycanvas and reports clicks; ``HandView`` shows
a hand; ``Controller`` turns clicks into engine moves (plain Python); ``History`` keeps the line
of play with undo and redo. Every other screen builds on these names.
"""

from .choice import MoveChoice
from .controller import KEYS_HELP, Controller, PlaceRef
from .drawing import RecordingCanvas, paint_layer
from .hand import RED, HandView, card_label
from .history import History, Line
from .hittest import on_board
from .marks import CardStatus, Highlights, PegRef
from .view import BoardView, one_batch, running_loop

__all__ = [
    "KEYS_HELP",
    "RED",
    "BoardView",
    "CardStatus",
    "Controller",
    "HandView",
    "Highlights",
    "History",
    "Line",
    "MoveChoice",
    "PegRef",
    "PlaceRef",
    "RecordingCanvas",
    "card_label",
    "on_board",
    "one_batch",
    "paint_layer",
    "running_loop",
]
