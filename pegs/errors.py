"""The engine's errors: one base ``ValueError`` and narrow kinds.

Every message quotes the input it refers to, so a report can be replayed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the refusal is the checker's; errors are imported by every module
    from .check import Refusal


class PegsError(ValueError):
    """Base of every error the engine raises on bad input."""


class NotationError(PegsError):
    """Text that is not well-formed notation (a card, place, move or position file)."""


class IllegalMoveError(PegsError):
    """A well-formed move that the rules do not allow in this position.

    ``clause`` is the RULES section and ``refusal`` the engine's reason as data (rule clause,
    case and values), for a caller that words it in its own way. With a refusal, the error's
    text is made when it is read, in the language spoken then (as ``Refusal.message``).
    """

    def __init__(
        self,
        message: str,
        move_text: str = "",
        clause: str = "",
        refusal: Refusal | None = None,
    ) -> None:
        super().__init__(message)
        self.move_text = move_text
        self.clause = clause
        self.refusal = refusal

    def __str__(self) -> str:
        if self.refusal is None or not self.move_text:
            return super().__str__()
        # Imported late, as Refusal.message does: the words layer sits above the model.
        from .words.refusals import refused_move_words

        return refused_move_words(self.move_text, self.refusal)


class InvalidPositionError(PegsError):
    """A position that cannot arise in play (RULES 10 lists what is refused)."""


class NoMoveError(PegsError):
    """Asked for a move where the seat to move has none (an empty hand, RULES 3)."""
