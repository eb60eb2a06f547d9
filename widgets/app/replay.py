"""Replaying a round step by step, for a teacher to narrate: where the replay is, what is next.

Plain Python over a ``History`` line (no widgets, no timers): ``GameApp`` shows each step on the
board and runs the clock. The game itself is not touched; a replay only reads positions.
"""

from __future__ import annotations

from dataclasses import dataclass

from pegs import Event, Position

from ..board import Line


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
