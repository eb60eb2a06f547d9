"""Back Alley on screen: the table for a game against computer players, and its lesson."""

from .lesson import BackAlleyLesson
from .lesson_model import BALessonModel
from .table import BackAlleyTable

__all__ = ["BALessonModel", "BackAlleyLesson", "BackAlleyTable"]
