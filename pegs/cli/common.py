"""What every ``pegs`` subcommand shares: the usage error and the one position reader.

Its own module so the subcommand modules (``main``, ``bots``, ``lessons``) import it and never
each other.
"""

from __future__ import annotations

import argparse
from typing import NoReturn, TypeAlias

from ..inputs import read_input
from ..position import Position


class UsageError(Exception):
    """A command-line problem to report as one ``error:`` line with exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser that raises ``UsageError`` instead of printing and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


#: What a subcommand module's ``register`` is given to add its subcommands to.
# A string: argparse's action class is not subscriptable at run time.
Subcommands: TypeAlias = "argparse._SubParsersAction[Parser]"


def read_position(path: str) -> Position:
    """The position in a file (``-`` for standard input), read with the size and depth bounds."""
    # One reader for every command: UTF-8, size and depth bounds (``inputs``).
    return Position.from_json(read_input(path, error=UsageError))


__all__ = ["Parser", "Subcommands", "UsageError", "read_position"]
