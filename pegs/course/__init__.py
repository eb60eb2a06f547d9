"""The course: chapters of teaching screens and exercises, judged by the engine (issue 13).

Pure Python, no Jupyter: the widgets show it, ``pegs course --json`` prints it.
"""

from .load import load_course
from .model import Chapter, Course, Exercise, ExerciseKind, Feedback, Screen
from .puzzles import puzzle_chapter

__all__ = [
    "Chapter",
    "Course",
    "Exercise",
    "ExerciseKind",
    "Feedback",
    "Screen",
    "load_course",
    "puzzle_chapter",
]
