"""Back Alley in words: every sentence for people, made from the engine's data, in one package.

Modules, one idea each: ``names`` (suits, cards, boards, points), ``learner`` (the learner's
chair: "you", "your partner", the story of events), ``table`` (the table's chair: South, West,
North, East), ``refusals`` (a refusal's sentence in the engine's and the learner's registers;
the table's is in ``table``), ``rulebook`` (the rules a lesson shows), ``feedback`` (a lesson's
answers judged and explained), ``describe`` (a state as text for the command line). The engine
asks for a sentence only through ``Refusal.message``; nothing here reads a sentence back.
"""

from __future__ import annotations

from backalley.words.refusals import REASONS, learner_refusal_words, refusal_message

__all__ = ["REASONS", "learner_refusal_words", "refusal_message"]
