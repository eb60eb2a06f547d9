"""Replaying a round step by step, for a teacher to narrate: where the replay is, what is next.

Plain Python over a ``History`` line (no widgets): ``RoundReplay`` is where the replay is;
``ReplayClock`` steps it by itself in a kernel (an asyncio task, a move every
``REPLAY_PAUSE`` seconds until paused), or a step at a time without a loop. ``GameApp`` shows
each step on the board. The game itself is not touched; a replay only reads positions.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from pegs import Event, Position

from ..board import Line, running_loop

#: Seconds each move of a replay stays on the board before the next (teacher mode).
REPLAY_PAUSE = 1.2


@dataclass
class RoundReplay:
    """Moves ``first`` to ``last`` (1-based plies) of ``line``, shown one at a time."""

    line: Line
    first: int
    last: int
    shown: int = 0  # how many of the round's moves are on the board now
    paused: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.first <= self.last <= len(self.line):
            raise ValueError(
                f"a replay needs moves between 1 and {len(self.line)}, not {self.first}-{self.last}"
            )

    @property
    def total(self) -> int:
        """Moves in the round."""
        return self.last - self.first + 1

    @property
    def at_end(self) -> bool:
        """True once every move of the round is on the board."""
        return self.shown >= self.total

    @property
    def ply(self) -> int:
        """The ply of the position shown (the one before the round at the start)."""
        return self.first - 1 + self.shown

    def position(self) -> Position:
        """The position on the board now."""
        return self.line.position(self.ply)

    def before(self) -> Position:
        """The position before the move shown last (for its animation)."""
        return self.line.position(max(0, self.ply - 1))

    def events(self) -> tuple[Event, ...]:
        """The events of the move shown last (none before the first step)."""
        return self.line.events[self.ply - 1] if self.shown else ()

    def step(self) -> bool:
        """Show the next move; False (and nothing changes) at the end of the round."""
        if self.at_end:
            return False
        self.shown += 1
        return True

    def back(self) -> bool:
        """Take the last shown move back off the board; False at the start of the round."""
        if self.shown == 0:
            return False
        self.shown -= 1
        return True


class ReplayClock:
    """Runs one replay at a time; ``show(glide)`` puts its step on the board."""

    def __init__(self, show: Callable[[bool], None]) -> None:
        self.show = show
        self.replay: RoundReplay | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self, line: Line, first: int, last: int, paused: bool = False) -> RoundReplay:
        """Replay moves ``first`` to ``last`` of ``line``: by itself in a kernel unless
        ``paused`` (then, and with no loop, a Step at a time until Continue)."""
        self.replay = replay = RoundReplay(line, first, last, paused=paused)
        loop = running_loop()
        if loop is None:
            replay.paused = True
        self.show(False)
        if loop is not None:
            self._task = loop.create_task(self._run(replay))
        return replay

    async def _run(self, replay: RoundReplay) -> None:
        while self.replay is replay and not replay.at_end:
            await asyncio.sleep(REPLAY_PAUSE if replay.shown else 0.3)
            if self.replay is not replay:
                return
            if not replay.paused:
                replay.step()
                self.show(True)

    def step(self, replay: RoundReplay) -> None:
        """Show the next move of ``replay`` and pause it."""
        replay.paused = True
        replay.step()
        self.show(True)

    def toggle_pause(self) -> None:
        """Pause the replay, or let it continue."""
        if self.replay is not None:
            self.replay.paused = not self.replay.paused
            self.show(False)

    def end(self) -> bool:
        """Stop the replay; True if one was running."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
        was = self.replay is not None
        self.replay = None
        return was
