"""Jupyter widgets over the engines, a package per screen.

``board`` (the canvas board, a hand of cards, the move being built, the history), ``app`` (a
whole game for people and computer players), ``course`` (the course's lessons and the start
page's progress), ``tools`` (the card explorer and the position editor), ``backalley`` (the Back
Alley table and lesson), ``lesson`` (the lesson stepper and shell both games' courses share) and
``style`` (their shared look and style sheets). The interaction logic lives in plain Python (the
controllers, the stepper and the ``*_model`` modules) so it is tested without a browser.
Widgets hold no rules: every choice and every refusal comes from the engines. The packages use
each other only through the names their ``__init__`` exports.
"""

from .app import GameApp
from .backalley import BackAlleyLesson, BackAlleyTable
from .board import BoardView, Controller, HandView, Highlights, History
from .course import CourseIndex, CourseLesson, Lesson
from .tools import CardExplorer, PositionEditor

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
