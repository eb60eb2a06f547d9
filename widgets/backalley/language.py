"""The Back Alley table's language: its buttons and settings said again, a choice switched.

``SpeaksTable`` is the part of ``BackAlleyTable`` that speaks: ``relabel`` says every button's
and setting's words in the table's language, and ``set_language`` switches it, remembering the
choice in the game app's file, then redraws the table from the deal as it is (nothing of the
deal is kept in words, so nothing is lost). The picker is the game app's: the five languages,
each named in its own language.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import ipywidgets as ipw

from backalley.words.speech import say
from pegs.words.messages import check_language, speaking

from ..app import app_say, relabel_choices
from ..language import LANGUAGE_NAMES, LanguageFile, language_options
from .controller import TableController

#: How fast the computer players play: the speeds offered, in their order.
SPEED_NAMES = ("instant", "fast", "normal", "slow")


class SpeaksTable:
    """The table's language: the words of its buttons and settings, and the choice of it."""

    language: str
    languages: LanguageFile | None
    language_input: ipw.Dropdown
    controller: TableController
    next_deal: ipw.Button
    new_game: ipw.Button
    seed: ipw.BoundedIntText
    speed: ipw.Dropdown
    levels: dict[int, ipw.Dropdown]
    reveal: ipw.Checkbox
    computers: ipw.HTML
    _choices: tuple[tuple[str, str], ...]

    if TYPE_CHECKING:

        def redraw(self, *_args: object) -> None: ...

    def relabel(self) -> None:
        """Say every button's and setting's words again in the table's language."""
        with speaking(self.language):
            self.next_deal.description = say("table-next-deal")
            self.next_deal.tooltip = say("table-next-deal-tip")
            self.new_game.description = say("table-new-game")
            self.seed.description = say("table-seed")
            self.speed.description = say("table-speed")
            speeds = [(say("table-speed-name", speed=name), name) for name in SPEED_NAMES]
            relabel_choices(self.speed, speeds)
            players = self.controller.level_names()
            names = [(say("table-player-name", player=name), name) for name in players]
            for seat, dropdown in self.levels.items():
                dropdown.description = self.controller.seat_name(seat)
                relabel_choices(dropdown, names)
            self.reveal.description = say("table-reveal")
            self.computers.value = f"<b>{escape(say('table-computers'))}</b>"
            self.language_input.description = app_say("app-language")
            options = language_options(LANGUAGE_NAMES, self.language, self.language_input.value)
            relabel_choices(self.language_input, options)

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on: every word said again, the deal in progress kept.

        The choice is remembered (when the table remembers one). An unknown language raises
        ``LanguageError`` naming the five, and nothing changes.
        """
        lang = check_language(lang)
        if lang == self.language:
            return
        self.language = lang
        if self.languages is not None:
            self.languages.save(lang)  # False when it cannot: the choice holds for this page
        self.language_input.value = lang
        self._choices = ()  # the bid buttons' words too
        self.relabel()
        self.redraw()


__all__ = ["SPEED_NAMES", "SpeaksTable"]
