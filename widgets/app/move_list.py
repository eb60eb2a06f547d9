"""The Moves tab's lists: every move of the line in notation, a window at a time; the lines.

Only a window of ``WINDOW`` rows is sent to the browser, so adding a move costs the same at ply
1,000 as at ply 10 (the whole list is never rebuilt and resent); "Earlier" and "Later" page
through the rest. ``window`` is the plain-Python part, tested without a browser. ``LineMenu``
lists the lines of play (a branch starts a new one) once there are two.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized
from typing import Any

import ipywidgets as ipw

from .speech import say

#: Rows sent to the browser at once.
WINDOW = 40


def window(ply: int, moves: int, first: int | None = None, size: int = WINDOW) -> int:
    """The first ply (0 = "start") of the window that shows ``ply`` of a ``moves``-move line.

    Keeps ``first`` when it still shows ``ply``; otherwise pages so ``ply`` is near the end.
    """
    last_start = max(0, moves + 1 - size)
    if first is not None and first <= ply < first + size and first <= last_start:
        return first
    return min(last_start, max(0, ply - size + 4))


class MoveList(ipw.VBox):
    """A selectable window of the line's moves; ``on_pick(ply)`` hears a move picked."""

    def __init__(self, label: Callable[[int], str]) -> None:
        self._label = label  # the row text of ply p (p >= 1)
        self._moves = 0
        self._first = 0
        self._ply = 0
        self._syncing = False
        self._callbacks: list[Callable[[int], None]] = []
        self.select = ipw.Select(options=[("", 0)], rows=8, layout=ipw.Layout(width="100%"))
        self.select.observe(self._picked, names="value")
        auto = ipw.Layout(width="auto")
        self.earlier = ipw.Button(icon="arrow-up", layout=auto)
        self.later = ipw.Button(icon="arrow-down", layout=auto)
        self.earlier.on_click(lambda _b: self._page(-1))
        self.later.on_click(lambda _b: self._page(1))
        self.pager = ipw.HBox([self.earlier, self.later], layout=ipw.Layout(flex_flow="row wrap"))
        super().__init__([self.select, self.pager], layout=ipw.Layout(width="100%"))
        self.relabel()

    def relabel(self) -> None:
        """Say the paging buttons and the rows in the language spoken now (the pick kept)."""
        self.earlier.description = say("app-earlier")
        self.later.description = say("app-later")
        self._show()
        self._set_value(self._ply)

    @property
    def value(self) -> int:
        """The ply picked (0 is the start)."""
        return self._ply

    def on_pick(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(ply)`` when a person picks a row."""
        self._callbacks.append(callback)

    def sync(self, ply: int, moves: int, *, reset: bool = False) -> None:
        """Show ``ply`` picked in a ``moves``-move line (``reset`` after a branch or new game)."""
        first = window(ply, moves, None if reset else self._first)
        if reset or first != self._first or moves != self._moves:
            self._moves, self._first = moves, first
            self._show()
        self._ply = ply
        self._set_value(ply)

    def _rows(self, start: int, stop: int) -> list[tuple[str, int]]:
        return [
            (say("app-move-start"), 0) if p == 0 else (self._label(p), p)
            for p in range(start, stop)
        ]

    def _show(self) -> None:
        stop = min(self._moves + 1, self._first + WINDOW)
        options = self._rows(self._first, stop)
        self._syncing = True
        try:
            self.select.options = options
            self.select.rows = max(2, min(8, len(options)))
        finally:
            self._syncing = False
        self.earlier.disabled = self._first == 0
        self.later.disabled = stop >= self._moves + 1
        self.pager.layout.display = "none" if self._moves + 1 <= WINDOW else "flex"

    def _set_value(self, ply: int) -> None:
        self._syncing = True
        try:
            values = [v for _, v in self.select.options]
            self.select.value = ply if ply in values else None
        finally:
            self._syncing = False

    def _page(self, direction: int) -> None:
        last_start = max(0, self._moves + 1 - WINDOW)
        self._first = min(last_start, max(0, self._first + direction * (WINDOW - 4)))
        self._show()
        self._set_value(self._ply)

    def pick(self, ply: int) -> None:
        """Pick ``ply`` as a person would (paging to it first)."""
        if not 0 <= ply <= self._moves:
            raise ValueError(f"there is no move {ply}: the line has {self._moves} moves")
        self._first = window(ply, self._moves, self._first)
        self._show()
        self._set_value(ply)
        self._ply = ply
        for callback in list(self._callbacks):
            callback(ply)

    def _picked(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        self._ply = change["new"]
        for callback in list(self._callbacks):
            callback(change["new"])


class LineMenu(ipw.Dropdown):
    """The lines of play, one row each, shown once there are two; ``on_pick(index)`` hears one
    picked by a person (never a change made by ``sync``)."""

    options: Any  # the Dropdown's trait, typed here as ipywidgets ships no types

    def __init__(self) -> None:
        super().__init__(layout=ipw.Layout(width="100%"))
        self._syncing = False
        self._callbacks: list[Callable[[int], None]] = []
        self.observe(self._changed, names="value")

    def on_pick(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(index)`` when a person picks a line."""
        self._callbacks.append(callback)

    def sync(self, lines: Sequence[Sized], index: int) -> None:
        """Show ``lines`` (their moves), line ``index`` picked."""
        rows = [
            (say("app-line-row", number=i + 1, moves=len(one)), i) for i, one in enumerate(lines)
        ]
        self._syncing = True
        try:
            self.description = say("app-line")
            if list(self.options) != rows:  # one row per line: a few at most
                self.options = rows
            self.value = index
            self.layout.display = "flex" if len(rows) > 1 else "none"
        finally:
            self._syncing = False

    def _changed(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        for callback in list(self._callbacks):
            callback(change["new"])
