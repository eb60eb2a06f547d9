"""The story of the whole game, oldest first, sent to the browser a block of lines at a time.

Lines are kept in blocks of ``BLOCK``; a new line changes only the last block's text, so a move
sends a few hundred bytes however long the game is (the whole log is never resent). The newest
``BLOCKS`` blocks are shown, in a box that starts scrolled to its end.
"""

from __future__ import annotations

import html

import ipywidgets as ipw

from .closing import close_all

#: Lines per block, and blocks shown.
BLOCK = 20
BLOCKS = 10


class StoryLog(ipw.VBox):
    """A scrolled log of lines, oldest first and the newest in view; ``add`` appends one."""

    def __init__(self) -> None:
        self._lines: list[str] = []
        self._blocks: list[ipw.HTML] = []
        self.inner = ipw.VBox()
        super().__init__([self.inner])
        self.add_class("pegs-story-log")

    def reset(self, lines: list[str]) -> None:
        """Start again with ``lines``."""
        old = self._blocks
        self._lines, self._blocks = [], []
        self.inner.children = ()
        close_all(old)  # no widgets left behind by each new game
        for line in lines:
            self.add(line)

    def add(self, line: str) -> None:
        """Append one line (sending only the block it lands in)."""
        self._lines.append(line)
        index = (len(self._lines) - 1) // BLOCK
        if index == len(self._blocks):
            block = ipw.HTML()
            self._blocks.append(block)
            self.inner.children = tuple(self._blocks[-BLOCKS:])
        first = index * BLOCK
        self._blocks[index].value = (
            "<div style='font-size:13px;line-height:1.35'>"
            + "<br>".join(html.escape(text) for text in self._lines[first : first + BLOCK])
            + "</div>"
        )

    @property
    def lines(self) -> list[str]:
        """Every line, oldest first."""
        return list(self._lines)

    @property
    def value(self) -> str:
        """The HTML of the blocks shown, oldest first (what the browser shows)."""
        return "".join(block.value for block in self.inner.children)
