"""CardExplorer: a card and a position; every move the card could make, on the board and in words.

Owns the screen of the explorer: the board, a card picker, the seat to move, the list of moves
(one sentence each) and a button that plays the chosen move on the board. The moves, their
sentences and what to mark come from ``explorer_model.ExplorerModel`` (which asks the engine);
this module only lays them out and forwards clicks.

Usage::

    explorer = CardExplorer(position, card="7S")
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

from ..board import BoardView, card_label
from ..style import css, heading, panel, seat_label
from .explorer_model import EXPLORER_CARDS, ExploredMove, ExplorerModel


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
    ) -> None:
        position = position if position is not None else load("exploring").position
        self.model = ExplorerModel(position, card)
        self.board = BoardView(position.players, size=size, animation=animation, speed=speed)
        self._syncing = False
        self._after: ExploredMove | None = None  # the move shown played, if any

        self.card_picker = ipw.ToggleButtons(
            options=self._card_options(),
            value=self.model.card if self.model.card in EXPLORER_CARDS else None,
            tooltips=[f"explore the {card_label(c)}" for c in self._card_cards()],
        )
        self.card_picker.style.button_width = "58px"
        self.card_picker.add_class("pegs-pick-card")
        self.seat_picker = ipw.Dropdown(
            description="Moves for",
            options=self._seat_options(position.players),
            value=position.turn,
            layout=ipw.Layout(width="280px"),
        )
        self.summary = ipw.HTML()
        self.move_list = ipw.RadioButtons(options=[], value=None, layout=ipw.Layout(width="100%"))
        self.detail = ipw.HTML()
        self.message = ipw.HTML()
        self.play_button = ipw.Button(
            description="Play it",
            icon="play",
            button_style="info",
            disabled=True,
            layout=ipw.Layout(width="auto", min_width="150px"),
        )
        self.reset_button = ipw.Button(
            description="Show all moves", icon="th", layout=ipw.Layout(width="auto")
        )

        self.card_picker.observe(self._card_picked, names="value")
        self.seat_picker.observe(self._seat_picked, names="value")
        self.move_list.observe(self._move_picked, names="index")
        self.play_button.on_click(lambda _b: self.toggle_played())
        self.reset_button.on_click(lambda _b: self.show_all())
        self.board.on_click(self._board_clicked)

        side = ipw.VBox(
            [
                css(),
                ipw.HTML(heading("Card explorer")),
                ipw.HTML("<div style='margin-bottom:4px'>Pick a card:</div>"),
                self.card_picker,
                self.seat_picker,
                self.summary,
                self.move_list,
                self.detail,
                ipw.HBox([self.play_button, self.reset_button]),
                self.message,
                ipw.HTML(
                    "<div style='color:#555;font-size:14px'>Click a marked peg to see only its "
                    "moves; click a marked hole to pick the move that lands there.</div>"
                ),
            ],
            layout=ipw.Layout(width="460px", padding="0 0 0 16px"),
        )
        super().__init__([self.board, side])
        self.add_class("pegs-teach")
        self.add_class("pegs-card-explorer")
        self.model.listeners.append(self._refresh)
        self._refresh()

    # ----- public API
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
                self.move_list.options = options
            self.move_list.index = model.index
        finally:
            self._syncing = False
        self.summary.value = panel(model.summary(), "info")
        chosen = model.chosen
        self.detail.value = self._detail(chosen)
        self.play_button.disabled = chosen is None
        self.play_button.description = "Back to before" if self._after else "Play it"
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
            text += panel(f"Not playable now: {chosen.refusal_now}", "wrong", size=15)
        return text

    @staticmethod
    def _label(move: ExploredMove) -> str:
        return move.short + (" (not playable now)" if move.refusal_now else "")

    @staticmethod
    def _card_cards() -> list[Card]:
        return list(EXPLORER_CARDS)

    def _card_options(self) -> list[tuple[str, Card]]:
        return [("JK" if c.is_joker else c.rank.value, c) for c in EXPLORER_CARDS]

    @staticmethod
    def _seat_options(players: int) -> list[tuple[str, int]]:
        return [(seat_label(s), s) for s in range(players)]

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
