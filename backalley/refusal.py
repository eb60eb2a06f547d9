"""Why a move is refused, as data: the rule broken, which of its sentences applies, the values.

Owns the ``Refusal`` value, the same shape as Pegs' (``rule``, ``reason``, ``values``,
``message``): ``rule`` is a clause id of ``backalley.clauses.CLAUSES``, ``reason`` a stable key
of the words layer's sentences, ``values`` what the sentence names (seat, card, counts). The
English is made from these by ``backalley.words`` when asked for, never the other way round.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from backalley.clauses import CLAUSES


@dataclass(frozen=True)
class Refusal:
    """Why a move is not allowed: a clause id of Part B, a sentence key and the values named."""

    rule: str
    reason: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # A refusal naming a rule the index lacks would send a learner to no rule at all.
        if self.rule not in CLAUSES:
            raise ValueError(f"{self.rule!r} is not a clause of backalley.clauses.CLAUSES")

    def __hash__(self) -> int:
        return hash((self.rule, self.reason, tuple(sorted(self.values.items()))))

    @property
    def message(self) -> str:
        """The engine's sentence for people, without the rule's citation."""
        from backalley.words.refusals import refusal_message  # the words layer, on demand

        return refusal_message(self)

    @property
    def clause(self) -> str:
        """The rule book's part the sentence cites, e.g. ``B, play`` (empty when none)."""
        from backalley.words.refusals import refusal_citation

        return refusal_citation(self)

    def __str__(self) -> str:
        """The sentence naming the rule, as ``why_illegal`` gives it."""
        from backalley.words.refusals import refusal_sentence

        return refusal_sentence(self)


__all__ = ["Refusal"]
