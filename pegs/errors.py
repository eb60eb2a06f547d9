"""The engine's errors: one base ``ValueError`` and narrow kinds.

Every message quotes the input it refers to, so a report can be replayed.
"""

from __future__ import annotations


class PegsError(ValueError):
    """Base of every error the engine raises on bad input."""


class NotationError(PegsError):
    """Text that is not well-formed notation (a card, place, move or position file)."""


class IllegalMoveError(PegsError):
    """A well-formed move that the rules do not allow in this position."""

    def __init__(self, message: str, move_text: str = "", clause: str = "") -> None:
        super().__init__(message)
        self.move_text = move_text
        self.clause = clause


class InvalidPositionError(PegsError):
    """A position that cannot arise in play (RULES 10 lists what is refused)."""


class NoMoveError(PegsError):
    """Asked for a move where the seat to move has none (an empty hand, RULES 3)."""
