"""Jupyter widgets over the engine: the board, a hand of cards, and a whole game in one widget.

``BoardView`` (an ipycanvas board), ``HandView`` (cards), ``GameApp`` (a game for people and
computer players), ``CardExplorer`` (every move of one card), ``PositionEditor`` (set up a
position) and ``Lesson`` (try a scenario's exercise). The interaction logic lives in plain Python
(``controller``, ``history``, ``hittest``, ``drawing``, the ``*_model`` modules) so it is tested
without a browser. Widgets hold no rules: every choice
and every refusal comes from ``pegs``.
"""

from .backalley_lesson import BackAlleyLesson
from .backalley_table import BackAlleyTable
from .board_view import BoardView
from .card_explorer import CardExplorer
from .controller import Controller, Highlights
from .course import CourseLesson
from .course_index import CourseIndex
from .game_app import GameApp
from .hand_view import HandView
from .history import History
from .lesson import Lesson
from .position_editor import PositionEditor

__all__ = [
    "BackAlleyLesson",
    "BackAlleyTable",
    "BoardView",
    "CardExplorer",
    "Controller",
    "CourseIndex",
    "CourseLesson",
    "GameApp",
    "HandView",
    "Highlights",
    "History",
    "Lesson",
    "PositionEditor",
]
