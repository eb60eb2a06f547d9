"""CardExplorer: a card and a position; every move the card could make, on the board and in words.

Owns the screen of the explorer: the board, a card picker, the seat to move, the list of moves
(one sentence each) and a button that plays the chosen move on the board. The moves, their
sentences and what to mark come from ``explorer_model.ExplorerModel`` (which asks the engine);
this module only lays them out and forwards clicks. Its words are said in ``lang`` (default: the
language ``speaking`` chose); ``set_language`` says them again, the card and the move picked kept.

Usage::

    explorer = CardExplorer(position, card="7S", lang="it")
    explorer.set_language("sq")   # labels and move sentences said again; the choice stays
    explorer.set_card("JK"); explorer.set_position(other)
    explorer.choose(0)         # pick the first listed move; explorer.play_chosen() shows it played
    display(explorer)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as ipw

from pegs import Card, Position
from pegs.board import PlaceRef
from pegs.scenarios import load
from pegs.words.messages import speaking

from ..board import BoardView
from ..style import css, heading, panel
from .explorer_model import EXPLORER_CARDS, ExploredMove, ExplorerModel
from .words import card_words, colour, say


class CardExplorer(ipw.HBox):
    """Every move one card could make in one position, marked on the board and told in words."""

    def __init__(
        self,
        position: Position | None = None,
        card: Card | str = "5H",
        *,
        size: int = 560,
        animation: str = "on",
        speed: float = 0.05,
        lang: str | None = None,
    ) -> None:
        position = position if position is not None else load("exploring").position
        self.model = ExplorerModel(position, card, lang=lang)
        self.board = BoardView(position.players, size=size, animation=animation, speed=speed)
        self._syncing = False
        self._after: ExploredMove | None = None  # the move shown played, if any

        self.card_picker = ipw.ToggleButtons(
            options=self._card_options(),
            value=self.model.card if self.model.card in EXPLORER_CARDS else None,
        )
        self.card_picker.style.button_width = "58px"
        self.card_picker.add_class("pegs-pick-card")
        # The words of every label are said by ``relabel``, in the explorer's language.
        self.seat_picker = ipw.Dropdown(
            options=self._seat_options(position.players),
            value=position.turn,
            layout=ipw.Layout(width="280px"),
        )
        self.summary = ipw.HTML()
        self.move_list = ipw.RadioButtons(options=[], value=None, layout=ipw.Layout(width="100%"))
        self.detail = ipw.HTML()
        self.message = ipw.HTML()
        self.play_button = ipw.Button(
            icon="play",
            button_style="info",
            disabled=True,
            layout=ipw.Layout(width="auto", min_width="150px"),
        )
        self.reset_button = ipw.Button(icon="th", layout=ipw.Layout(width="auto"))
        self.heading = ipw.HTML()
        self.pick_label = ipw.HTML()
        self.help = ipw.HTML()

        self.card_picker.observe(self._card_picked, names="value")
        self.seat_picker.observe(self._seat_picked, names="value")
        self.move_list.observe(self._move_picked, names="index")
        self.play_button.on_click(lambda _b: self.toggle_played())
        self.reset_button.on_click(lambda _b: self.show_all())
        self.board.on_click(self._board_clicked)

        side = ipw.VBox(
            [
                css(),
                self.heading,
                self.pick_label,
                self.card_picker,
                self.seat_picker,
                self.summary,
                self.move_list,
                self.detail,
                ipw.HBox([self.play_button, self.reset_button]),
                self.message,
                self.help,
            ],
            layout=ipw.Layout(width="460px", padding="0 0 0 16px"),
        )
        super().__init__([self.board, side])
        self.add_class("pegs-teach")
        self.add_class("pegs-card-explorer")
        self.model.listeners.append(self._refresh)
        self.relabel()
        self._refresh()

    # ----- public API
    @property
    def language(self) -> str:
        """The language the explorer speaks ("en", "fi", ...)."""
        return self.model.language

    def set_language(self, lang: str) -> None:
        """Say every word in ``lang``: labels and moves again; the card and move picked kept.

        An unknown language raises ``LanguageError`` naming the five, and nothing changes.
        """
        self.model.set_language(lang)
        self.relabel()
        self._refresh()

    def relabel(self) -> None:
        """Say every label, button and tooltip again in the explorer's language."""
        with speaking(self.language):
            self.heading.value = heading(say("explorer-heading"))
            pick = html.escape(say("explorer-pick-card"))
            self.pick_label.value = f"<div style='margin-bottom:4px'>{pick}</div>"
            self.card_picker.tooltips = [
                say("explorer-card-tip", card=card_words(c)) for c in self._card_cards()
            ]
            self.seat_picker.description = say("explorer-moves-for")
            self.reset_button.description = say("explorer-show-all")
            helping = html.escape(say("explorer-help"))
            self.help.value = f"<div style='color:#555;font-size:14px'>{helping}</div>"
            self._syncing = True
            try:
                self.seat_picker.options = self._seat_options(self.model.position.players)
                self.seat_picker.value = self.model.position.turn
            finally:
                self._syncing = False

    @property
    def position(self) -> Position:
        """The position explored."""
        return self.model.position

    @property
    def card(self) -> Card:
        """The card explored."""
        return self.model.card

    @property
    def moves(self) -> list[ExploredMove]:
        """Every move the card could make, each with its sentence, events and position after."""
        return self.model.moves

    def set_position(self, position: Position) -> None:
        """Explore ``position`` (the card stays)."""
        self.model.set_position(position)

    def set_card(self, card: Card | str) -> None:
        """Explore ``card`` (a card or its notation, e.g. "7S")."""
        self.model.set_card(card)

    def choose(self, index: int | None) -> None:
        """Pick the ``index``-th listed move (None: show them all)."""
        self.model.choose(index)

    def show_all(self) -> None:
        """Forget the picked move and the peg filter: mark every move again."""
        self.model.click(None)

    def toggle_played(self) -> None:
        """Play the picked move on the board (animated), or go back to the position before it."""
        chosen = self.model.chosen
        if self._after is not None or chosen is None:
            self._after = None
            self._refresh()
            return
        self._after = chosen
        self.board.animate(self.model.position, chosen.events, chosen.after)
        self._refresh(draw=False)

    # ----- reacting
    def _refresh(self, draw: bool = True) -> None:
        with speaking(self.language):
            self._show(draw)

    def _show(self, draw: bool) -> None:
        model = self.model
        if self._after is not None and model.chosen is not self._after:
            self._after = None
        if draw and self._after is None:
            self.board.show(model.position, highlights=model.highlights())
        self._syncing = True
        try:
            if self.card_picker.value != (model.card if model.card in EXPLORER_CARDS else None):
                self.card_picker.value = model.card if model.card in EXPLORER_CARDS else None
            seats = self._seat_options(model.position.players)
            if list(self.seat_picker.options) != seats:
                self.seat_picker.options = seats
            self.seat_picker.value = model.position.turn
            options = [(self._label(m), i) for i, m in enumerate(model.shown)]
            if list(self.move_list.options) != options:
                self.move_list.options = options  # resets the radio's pick: set again below
            self.move_list.index = model.index
        finally:
            self._syncing = False
        self.summary.value = panel(model.summary(), "info")
        chosen = model.chosen
        self.detail.value = self._detail(chosen)
        self.play_button.disabled = chosen is None
        self.play_button.description = say("explorer-back" if self._after else "explorer-play")
        self.play_button.icon = "undo" if self._after else "play"
        self.message.value = panel(model.message, "wrong", size=15, role="alert")

    def _detail(self, chosen: ExploredMove | None) -> str:
        if chosen is None:
            return ""
        text = (
            f"<div style='font-size:18px;margin:4px 0'><code style='font-size:17px'>"
            f"{html.escape(chosen.notation)}</code></div>"
        )
        if chosen.refusal_now:
            said = say("explorer-not-now", reason=chosen.refusal_now)
            text += panel(said, "wrong", size=15)
        return text

    @staticmethod
    def _label(move: ExploredMove) -> str:
        if move.refusal_now:
            return say("explorer-move-not-now", move=move.short)
        return move.short

    @staticmethod
    def _card_cards() -> list[Card]:
        return list(EXPLORER_CARDS)

    def _card_options(self) -> list[tuple[str, Card]]:
        return [("JK" if c.is_joker else c.rank.value, c) for c in EXPLORER_CARDS]

    @staticmethod
    def _seat_options(players: int) -> list[tuple[str, int]]:
        return [(colour(s), s) for s in range(players)]

    def _card_picked(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self.model.set_card(change["new"])

    def _seat_picked(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self.model.set_turn(change["new"])

    def _move_picked(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.model.choose(change["new"])

    def _board_clicked(self, hit: PlaceRef | None) -> None:
        self.model.click(hit)
