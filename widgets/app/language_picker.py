"""The game app's language picker: the five languages offered, a choice said on the whole screen.

``ChoosesLanguage`` is the part of ``GameApp`` that switches its language: every button, label
and tab is said again, the story told again, the screen redrawn, and the game (its moves, the
seats, the settings chosen, a replay or a pause) left as it was. The choice is remembered
beside the kept game (``widgets.language``).
"""

from __future__ import annotations

from os import PathLike
from typing import TYPE_CHECKING

import ipywidgets as ipw

from pegs.words.messages import check_language, speaking

from ..board import BoardView, History
from ..language import (
    LANGUAGE_NAMES,
    LanguageFile,
    beside,
    language_options,
    start_language,
)
from .keeping import GameKeeper, Said, told
from .settings import relabel_choices
from .story import story_lines
from .story_log import StoryLog


class ChoosesLanguage:
    """The game app's language: the picker, and ``set_language`` saying the screen again."""

    language: str
    languages: LanguageFile | None
    language_input: ipw.Dropdown
    keeper: GameKeeper
    narration: StoryLog
    board: BoardView
    _said: Said

    if TYPE_CHECKING:

        @property
        def history(self) -> History: ...

        def is_human(self, seat: int) -> bool: ...

        def relabel(self) -> None: ...

        def _refresh(self, draw: bool = True) -> None: ...

    def start_language(self, asked: str | None, keep: str | PathLike[str] | None) -> None:
        """Choose the language to start in (``widgets.language.start_language``)."""
        self.languages = None if keep is None else beside(keep)
        self.language = start_language(asked, self.languages)

    def offer_languages(self) -> None:
        """Offer the five languages (and the pseudo-language while spoken) in the picker."""
        self._picker_options()
        self.language_input.value = self.language
        self.language_input.observe(lambda c: self.set_language(c["new"]), names="value")

    def _picker_options(self) -> None:
        offered = language_options(LANGUAGE_NAMES, self.language, self.language_input.value)
        relabel_choices(self.language_input, offered)  # the choice shown stays as it is

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on: every word on the screen said again, the game kept.

        The choice is remembered beside the kept game (when one is kept). An unknown language
        raises ``LanguageError`` naming the five, and nothing changes.
        """
        lang = check_language(lang)
        if lang == self.language:
            return
        self.language = lang
        if self.languages is not None:
            self.languages.save(lang)  # False when it cannot: the choice holds for this page
        self._picker_options()
        self.language_input.value = lang
        with speaking(lang):
            self.relabel()
            self.keeper.relabel()
            history = self.history
            self.narration.reset([told(self._said), *story_lines(history.line, self.is_human)])
            self._refresh(draw=False)
            self.board.language = lang
            self.board.redraw()  # the words drawn on the board: labels, caption, legend


__all__ = ["ChoosesLanguage"]
