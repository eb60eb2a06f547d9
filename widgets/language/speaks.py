"""A screen's language: the picker, the choice kept in a file, the screen said again.

A screen (a course lesson, the course's start page, the Back Alley lesson) starts in the
language asked for in code, else the page's ``?lang=``, else the choice remembered in
``.pegs-language.json`` (``choice``), else the browser's language (Voila's
``HTTP_ACCEPT_LANGUAGE``), else English, as the game app does. Picking a language remembers
it, and every screen keeping its choice in the same file says itself again in it
(``names.announce``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TypeVar

from pegs.words.messages import check_language, speaking

from .choice import LANGUAGE_NAME, LanguageFile, start_language
from .names import announce, language_dropdown, language_options, listen

_T = TypeVar("_T")


class Speaks:
    """The language part of a screen: call ``start_speaking`` first, override ``retell``."""

    def start_speaking(self, asked: str | None, beside: Path, offered: Sequence[str]) -> None:
        """Choose the start language and make the picker (``self.language_picker``).

        The choice is kept in ``.pegs-language.json`` in the folder of the file ``beside``; the
        picker offers English, the languages ``offered`` and the one spoken.
        """
        self.offered = tuple(offered)
        self.language_file = LanguageFile(beside.with_name(LANGUAGE_NAME))
        self.language = start_language(asked, self.language_file)
        options = language_options(self.offered, self.language)
        self.language_picker = language_dropdown(options, self.language)
        self._show_picker()
        self._syncing = False  # the picker set to follow a choice made elsewhere is no pick
        self.language_picker.observe(self._picked, names="value")
        listen(self.language_file.path, self._heard)

    def speaking(self) -> AbstractContextManager[None]:
        """The words made inside the ``with`` block are in this screen's language."""
        return speaking(self.language)

    def said(self, action: Callable[[], _T]) -> Callable[[], _T]:
        """``action`` run in this screen's language (its feedback and messages said in it)."""

        def run() -> _T:
            with speaking(self.language):
                return action()

        return run

    def _picked(self, change: dict[str, object]) -> None:
        if not self._syncing:
            self.choose_language(str(change["new"]))

    def choose_language(self, lang: str) -> None:
        """The learner picks ``lang``: remembered, and every screen keeping it there says it."""
        lang = check_language(lang)
        if lang == self.language:
            return
        self.language_file.save(lang)  # False when it cannot: the choice holds for this page
        announce(self.language_file.path, lang)
        self._heard(lang)  # a screen not listening (no file) still follows its own picker

    def _heard(self, lang: str) -> None:
        if lang == self.language:
            return
        self.language = lang
        options = language_options(self.offered, lang)
        self._syncing = True
        try:
            if tuple(self.language_picker.options) != tuple(options):
                self.language_picker.options = options
            self.language_picker.value = lang
        finally:
            self._syncing = False
        self._show_picker()
        with speaking(lang):
            self.retell(lang)

    def _show_picker(self) -> None:
        """The picker is shown when there is a choice to make (not English alone)."""
        self.language_picker.layout.display = (
            None if len(self.language_picker.options) > 1 else "none"
        )

    def retell(self, lang: str) -> None:
        """Say the screen again in ``lang`` (the screen's own)."""


__all__ = ["Speaks"]
