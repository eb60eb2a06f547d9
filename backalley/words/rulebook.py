"""The rules a lesson shows, in plain words, each tied to its clause of the rule index.

Owns the learner's sentence of each rule a lesson teaches (keyed by the lesson's rule name, as
the lesson content cites it), each ending with its part of RULES.md Part B, and which clause of
``backalley.clauses.CLAUSES`` each one is. Each sentence is a Fluent message
(``locales/<lang>/rulebook.ftl``) said in the language spoken; the part of the rule book it
cites, "(RULES Part B, play)", stays as the English rule book names it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from backalley.words.speech import say

#: The rules a lesson shows, by name (each a message ``rulebook-<name>``).
RULE_NAMES = (
    "deals",
    "trump",
    "turned-joker",
    "bidding",
    "board",
    "all-pass",
    "leader",
    "first-lead",
    "only-trumps",
    "trump-lead",
    "follow",
    "trick",
    "blooper-duty",
    "score-number",
    "score-board",
    "end",
)


class _Rules(Mapping[str, str]):
    """Each lesson rule in plain words, said in the language spoken when it is read."""

    def __getitem__(self, name: str) -> str:
        if name not in RULE_NAMES:
            raise KeyError(name)
        return say(f"rulebook-{name}")

    def __iter__(self) -> Iterator[str]:
        return iter(RULE_NAMES)

    def __len__(self) -> int:
        return len(RULE_NAMES)


#: The rules a lesson shows, in plain words, each with its part of RULES.md Part B.
RULES: Mapping[str, str] = _Rules()


#: The clause of ``backalley.clauses.CLAUSES`` each lesson rule teaches.
LESSON_CLAUSES = MappingProxyType(
    {
        "deals": "deals.sizes",
        "trump": "trump.turned",
        "turned-joker": "trump.joker-turned",
        "bidding": "bidding.number",
        "board": "bidding.board",
        "all-pass": "bidding.all-pass",
        "leader": "play.leader",
        "first-lead": "play.first-lead",
        "only-trumps": "play.only-trumps",
        "trump-lead": "play.trump-lead",
        "follow": "play.follow",
        "trick": "play.trick",
        "blooper-duty": "play.blooper-duty",
        "score-number": "scoring.number",
        "score-board": "scoring.board",
        "end": "end.winner",
    }
)
# Clauses no lesson rule teaches on its own, shown with the lesson rule that covers them.
_COVERED_BY = {
    "bidding.once": "bidding",
    "bidding.before-play": "bidding",
}


def rule_words(name: str) -> str:
    """The rule called ``name`` in plain words with its part of the rule book."""
    return RULES[name]


def lesson_rule_of(clause: str) -> str | None:
    """The lesson rule that teaches ``clause``, or None when no lesson rule covers it."""
    for name, taught in LESSON_CLAUSES.items():
        if taught == clause:
            return name
    return _COVERED_BY.get(clause)


__all__ = ["LESSON_CLAUSES", "RULES", "RULE_NAMES", "lesson_rule_of", "rule_words"]
