"""The table server: a class plays Pegs and Jokers or Back Alley together from many screens.

``pegs serve`` runs it (``python -m widgets.tables``). Plain Python and tornado, no Jupyter
widget: ``server`` (routes, pages, ``serve``), ``handlers`` (the HTTP API), ``live`` (the
WebSocket), ``hub`` (the tables together, computers, telling screens), ``table`` (one table's
commands), ``store`` (SQLite), ``games`` (both games behind one interface), ``spec`` (a new
table's request), ``limits`` (rates and sizes) and ``words`` (every sentence said to people).
"""

from .hub import Hub
from .live import listen
from .server import ROUTES, Options, make_app, serve
from .store import Store

__all__ = ["ROUTES", "Hub", "Options", "Store", "listen", "make_app", "serve"]
