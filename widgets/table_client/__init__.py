"""The notebook client of the table server: a seat at a table of ``pegs serve``, played in Jupyter.

``connection`` (the server's API over HTTP and its live socket), ``model`` (the seat's view and
the clicks that make a move, plain Python), ``screen`` (``TableClient``: the kit's board and
hand) and ``words``. The server itself is ``widgets.tables``; this package only talks to it.
"""

from .connection import Connection, TableError
from .model import TableClientModel
from .screen import TableClient

__all__ = ["Connection", "TableClient", "TableClientModel", "TableError"]
