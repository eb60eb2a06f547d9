"""Back Alley's errors: one base ``ValueError`` and three narrow kinds.

Every message quotes the input it refers to, so any report can be replayed. The CLI turns each
of these into a single ``error: ...`` line; none of them should ever reach a user as a traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from backalley.refusal import Refusal


class BackAlleyError(ValueError):
    """Base of every error the Back Alley engine raises on bad input."""


class MalformedNotationError(BackAlleyError):
    """Text that is not well-formed notation (a card, an action or a state file)."""


class IllegalActionError(BackAlleyError):
    """A well-formed action that the rules do not allow in this state.

    ``reason`` is the refusal's sentence naming the rule; ``refusal`` the refusal as data (the
    clause and the values it names), None when no rule refused it (no seat is to act).
    """

    def __init__(
        self,
        message: str,
        action_text: str = "",
        reason: str = "",
        refusal: Refusal | None = None,
    ) -> None:
        super().__init__(message)
        self.action_text = action_text
        self.reason = reason
        self.refusal = refusal


class InvalidStateError(BackAlleyError):
    """A state that cannot arise in play (RULES.md Part B lists what is refused)."""
