"""Jupyter widgets over the engines, a package per screen.

``board`` (the canvas board, a hand of cards, the move being built, the history), ``app`` (a
whole game for people and computer players), ``course`` (the course's lessons and the start
page's progress), ``tools`` (the card explorer and the position editor), ``backalley`` (the Back
Alley table and lesson), ``lesson`` (the lesson stepper and shell both games' courses share) and
``style`` (their shared look and style sheets). The interaction logic lives in plain Python (the
controllers, the stepper and the ``*_model`` modules) so it is tested without a browser.
Widgets hold no rules: every choice and every refusal comes from the engines. The packages use
each other only through the names their ``__init__`` exports.

``tables`` is the table server (``pegs serve``): plain Python and tornado, no ipywidgets;
``table_client`` is a notebook's seat at one of its tables (``TableClient``). The widget names
below are imported on first use (PEP 562), so ``import widgets.tables.server`` loads no Jupyter
package.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import GameApp
    from .backalley import BackAlleyLesson, BackAlleyTable
    from .board import BoardView, Controller, HandView, Highlights, History
    from .course import CourseIndex, CourseLesson, Lesson
    from .table_client import TableClient
    from .tools import CardExplorer, PositionEditor

#: Each public name and the screen package that exports it.
_HOMES = {
    "GameApp": "app",
    "BackAlleyLesson": "backalley",
    "BackAlleyTable": "backalley",
    "BoardView": "board",
    "Controller": "board",
    "HandView": "board",
    "Highlights": "board",
    "History": "board",
    "CourseIndex": "course",
    "CourseLesson": "course",
    "Lesson": "course",
    "TableClient": "table_client",
    "CardExplorer": "tools",
    "PositionEditor": "tools",
}


def __getattr__(name: str) -> Any:
    """A widget name, imported from its screen package the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    """The module's names, the lazy widget names included."""
    return sorted(set(globals()) | set(_HOMES))


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
    "TableClient",
]
