"""The computers' turns: computer seats play until a person is to move, at once or gliding.

Plain Python (asyncio, no widgets), tested without a browser. ``ComputerTurns`` asks its table
(the game app, through the small ``Table`` protocol) whether a computer is to move, which move
it chooses and how to play and show it. Without a running loop (and in tests) a round is played
at once; in a kernel with motion on, the moves are played by an asyncio task, one at a time,
each gliding before the next, so the kernel is never put to sleep while pegs move and the
round can be paused. Any change to the game under a running round stops it (``stop``).
"""

from __future__ import annotations

import asyncio
from typing import Protocol

from pegs import Move, Position

from ..board import running_loop


class Table(Protocol):
    """What the computers' turns need of the game they play in."""

    @property
    def position(self) -> Position:
        """The position of the game now."""
        ...

    def computer_to_move(self, position: Position) -> bool:
        """True when a computer seat is to move in ``position`` (the game not over)."""
        ...

    def computer_move(self, position: Position) -> Move:
        """The move the computer seat to move chooses."""
        ...

    def play(self, move: Move) -> bool:
        """Play ``move`` in the game; False if the engine refused it (its reason is shown)."""
        ...

    async def glide_last(self) -> None:
        """Show the last move played gliding on the board."""
        ...

    def gap(self) -> float | None:
        """Seconds between two computer moves played from a task, or None to play them at once."""
        ...

    def round_over(self) -> None:
        """A round played from a task has ended (or was stopped): redraw."""
        ...


class ComputerTurns:
    """Lets the computer seats of a table play: a round at once, or move by move from a task."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.task: asyncio.Task[None] | None = None
        self.running = False  # a round is being played at once
        self.driving = False  # a task is playing one move (it shows the move itself)
        self._token = 0  # bumped whenever the game changes under a running round
        self._resume = asyncio.Event()
        self._resume.set()

    def can_glide(self) -> bool:
        """True when computer moves run from a task: in a kernel, with motion or a step pause."""
        return self.table.gap() is not None and running_loop() is not None

    def run(self, limit: int | None = None) -> int:
        """Let computer seats play until a person is to move (at most one round); moves played.

        When moves can glide, a task plays them and this returns 0 at once.
        """
        if self.running or self.task is not None:
            return 0
        if self.can_glide():
            self.start(animate_first=False)
            return 0
        table = self.table
        limit = table.position.players if limit is None else limit
        played = 0
        self.running = True
        try:
            while played < limit:
                position = table.position
                if not table.computer_to_move(position):
                    break
                if not table.play(table.computer_move(position)):
                    break  # the engine refused: its reason is on screen, stop rather than loop
                played += 1
        finally:
            self.running = False
        return played

    def start(self, animate_first: bool) -> None:
        """Play the computers' moves from a task (gliding the last move first, if asked)."""
        loop = running_loop()
        assert loop is not None  # only called when can_glide
        self._token += 1
        self.task = loop.create_task(self._drive(self._token, animate_first))

    async def _drive(self, token: int, animate_first: bool) -> None:
        """Glide the last move, then let computers play, each move gliding, until a person."""
        table = self.table
        try:
            if animate_first:
                await table.glide_last()
            while token == self._token:
                await self._resume.wait()
                position = table.position
                if token != self._token or not table.computer_to_move(position):
                    break
                move = table.computer_move(position)
                self.driving = True
                try:
                    if not table.play(move):
                        break
                finally:
                    self.driving = False
                await table.glide_last()
                await asyncio.sleep(table.gap() or 0.0)
        finally:
            if token == self._token:
                self.task = None
                table.round_over()

    def stop(self, lift_pause: bool = True) -> None:
        """Stop a round under way (the game changed under it); a pause is lifted unless kept."""
        self._token += 1
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = None
        if lift_pause:
            self._resume.set()

    @property
    def paused(self) -> bool:
        """True while the computers are paused."""
        return not self._resume.is_set()

    def pause(self) -> None:
        """Hold the computers after the move being shown (before their first, if none runs)."""
        self._resume.clear()

    def resume(self) -> None:
        """Let the computers go on."""
        self._resume.set()
