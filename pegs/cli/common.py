"""What every ``pegs`` subcommand shares: the usage error and the one position reader.

Its own module so the subcommand modules (``main``, ``bots``) import it and never each other.
"""

from __future__ import annotations

from ..inputs import read_input
from ..position import Position


class UsageError(Exception):
    """A command-line problem to report as one ``error:`` line with exit status 2."""


def read_position(path: str) -> Position:
    """The position in a file (``-`` for standard input), read with the size and depth bounds."""
    # One reader for every command: UTF-8, size and depth bounds (``inputs``).
    return Position.from_json(read_input(path, error=UsageError))


__all__ = ["UsageError", "read_position"]
