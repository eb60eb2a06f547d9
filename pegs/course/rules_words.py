"""Each rule clause as one sentence for a learner, as it was found here before ``pegs.words``.

The sentences live in ``pegs.words.rule_words``; every name keeps working from here.
"""

from __future__ import annotations

from ..words.rule_words import RULE_WORDS, rule_sentence

__all__ = ["RULE_WORDS", "rule_sentence"]
