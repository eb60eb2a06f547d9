"""Back Alley's messages in five languages: its Fluent files, said through the one evaluator.

The message files are ``backalley/words/locales/<lang>/*.ftl``, compiled by
``scripts/build_words.py`` beside them; the evaluator, the language chosen and its checks are
``pegs.words.messages``'s (a public module of pegs, which Back Alley already builds on).
"""

from __future__ import annotations

from pathlib import Path

from pegs.words.messages import Speaker

#: Back Alley's messages (``backalley/words/locales``).
say = Speaker(Path(__file__).parent / "locales")

__all__ = ["say"]
