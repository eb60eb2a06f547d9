"""The lesson screens' own words in five languages: their Fluent files, said through pegs' one
evaluator.

The message files are ``widgets/lesson/locales/<lang>/*.ftl``: the buttons and lines every
lesson shares (the course's and Back Alley's) and the course lesson's, its start page's and its
class field's words, compiled by ``scripts/build_words.py`` beside them. The language is the one
spoken now (``pegs.words.messages.speaking``), so a screen said again inside another language's
``with`` block changes every word.
"""

from __future__ import annotations

from pathlib import Path

from pegs.words.messages import Speaker

#: The lesson screens' messages (``widgets/lesson/locales``).
say = Speaker(Path(__file__).parent / "locales")

__all__ = ["say"]
