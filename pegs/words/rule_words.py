"""Every rule clause of the rule index (``pegs.clauses.CLAUSES``) as one sentence for a learner.

Feedback names the rule an answer shows: these sentences, then "(RULES n)". They use colour-free,
notation-free words and were checked one by one against docs/RULES.md. Each is a Fluent message
(``locales/<lang>/rules.ftl``, ``rule-`` and the clause with "-" for "."), said in the language
spoken; the section keeps the English rule book's name, "(RULES 5)".
"""

from __future__ import annotations

from ..clauses import CLAUSES
from .messages import say, speaking


def _message_id(clause: str) -> str:
    """The message of a clause's sentence: "5.bump-opponent" is ``rule-5-bump-opponent``."""
    return "rule-" + clause.replace(".", "-")


def rule_words(clause: str) -> str:
    """A clause's sentence in the language spoken, without its section."""
    return say(_message_id(clause))


def _english() -> dict[str, str]:
    with speaking("en"):
        return {clause: rule_words(clause) for clause in CLAUSES}


#: Every clause's sentence in English (the message files' English), by clause.
RULE_WORDS: dict[str, str] = _english()


def rule_sentence(clause: str) -> str:
    """The rule of ``clause`` in words, then its section: "... start (RULES 5)."."""
    section = clause.split(".", 1)[0]
    if clause not in RULE_WORDS:
        return say("rule-unknown", section=section)
    return say("rule-sentence", words=rule_words(clause), section=section)


__all__ = ["RULE_WORDS", "rule_sentence", "rule_words"]
