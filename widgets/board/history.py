"""A game's history: the positions played, undo/redo, and branching without losing any line.

Plain Python (no widgets). A *line* is a starting position and the moves played from it. Undo and
redo move a cursor along the current line; playing a different move from an earlier position
starts a new line that shares the earlier moves, and the old line is kept, so a game in progress
is never lost. Which moves are legal is the engine's business: ``play`` asks ``Position.play``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pegs import Event, Move, Position


@dataclass
class Line:
    """One sequence of play: the start position, then (move, events, position after) per ply."""

    start: Position
    moves: list[Move] = field(default_factory=list)
    events: list[tuple[Event, ...]] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)

    def position(self, ply: int) -> Position:
        """The position after ``ply`` moves (0 is the start)."""
        return self.start if ply == 0 else self.positions[ply - 1]

    def __len__(self) -> int:
        return len(self.moves)


class History:
    """Every line played from one start, the current line and the ply shown on it."""

    def __init__(self, start: Position) -> None:
        self.lines: list[Line] = [Line(start)]
        self.line_index = 0
        self.ply = 0

    # ----- where we are
    @property
    def line(self) -> Line:
        """The line being shown."""
        return self.lines[self.line_index]

    @property
    def position(self) -> Position:
        """The position being shown."""
        return self.line.position(self.ply)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events of the move that led to the shown position (empty at the start)."""
        return self.line.events[self.ply - 1] if self.ply else ()

    @property
    def last_move(self) -> Move | None:
        """The move that led to the shown position, or None at the start."""
        return self.line.moves[self.ply - 1] if self.ply else None

    @property
    def can_undo(self) -> bool:
        """True when there is an earlier position on this line."""
        return self.ply > 0

    @property
    def can_redo(self) -> bool:
        """True when this line goes on past the shown position."""
        return self.ply < len(self.line)

    # ----- moving the cursor
    def undo(self) -> Position:
        """Step back one move on this line (nothing is forgotten); raises at the start."""
        if not self.can_undo:
            raise IndexError("nothing to undo: this is the start of the game")
        self.ply -= 1
        return self.position

    def redo(self) -> Position:
        """Step forward one move on this line; raises at its end."""
        if not self.can_redo:
            raise IndexError("nothing to redo: this is the latest move of this line")
        self.ply += 1
        return self.position

    def go_to(self, ply: int, line: int | None = None) -> Position:
        """Show the position after ``ply`` moves of ``line`` (default: the current line)."""
        index = self.line_index if line is None else line
        if not 0 <= index < len(self.lines):
            raise IndexError(f"there is no line {index}; there are {len(self.lines)}")
        if not 0 <= ply <= len(self.lines[index]):
            raise IndexError(f"line {index} has {len(self.lines[index])} moves, not {ply}")
        self.line_index, self.ply = index, ply
        return self.position

    # ----- playing
    def play(self, move: Move) -> tuple[Position, tuple[Event, ...]]:
        """Play ``move`` from the shown position; branches when the line went on differently.

        Raises the engine's ``IllegalMoveError`` (and changes nothing) for an illegal move.
        """
        line = self.line
        if self.ply < len(line) and line.moves[self.ply] == move:
            self.ply += 1  # the same move as before: just follow the line
            return self.position, self.last_events
        after, events = self.position.play(move)
        if self.ply < len(line):
            # Branch: a new line sharing the moves so far; the old line stays in self.lines.
            line = Line(
                line.start,
                line.moves[: self.ply],
                line.events[: self.ply],
                line.positions[: self.ply],
            )
            self.lines.append(line)
            self.line_index = len(self.lines) - 1
        line.moves.append(move)
        line.events.append(events)
        line.positions.append(after)
        self.ply += 1
        return after, events
