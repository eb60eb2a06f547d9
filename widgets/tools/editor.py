"""PositionEditor: set up a position by clicking pegs onto the board; JSON out and in.

Owns the editor's screen: the board, a button per seat (whose pegs a click places), the seat to
move, the player count, the hand of the seat to move, undo/redo/clear, the message panel, the
position's JSON (always current, read-only), a separate box to paste JSON to load, and "Start a
game from here", which opens the game app below the editor on the position (its house rules and
hands too; a second start closes the first game's widgets). The edits and their validation
live in ``editor_model.EditorModel`` (the engine judges every position); a refused edit or
import leaves the position and the pasted text as they were. Its words are said in ``lang``
(default: the language ``speaking`` chose); ``set_language`` says them again, the position kept.

Usage::

    editor = PositionEditor(players=4, lang="sv")
    editor.set_language("fi")   # every label said again; the position and undo stay
    editor.on_change(lambda position: print(position))   # each accepted edit
    editor.load_json(text); editor.to_json(); editor.position
    app = editor.start_game()   # a GameApp on the position, shown below (None: refused in words)
    display(editor)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

from pegs import Position
from pegs.render.colours import seat_name, seat_style
from pegs.rules import PLAYER_COUNTS
from pegs.words.messages import speaking

from ..app import GameApp, app_say
from ..board import BoardView
from ..style import css, heading, panel
from .editor_model import EditorModel
from .words import colour, say, whose


class PositionEditor(ipw.HBox):
    """A board to set pegs on by clicking, validated by the engine, with JSON export and import."""

    def __init__(
        self,
        position: Position | None = None,
        *,
        players: int = 4,
        size: int = 560,
        lang: str | None = None,
    ) -> None:
        self.model = EditorModel(position, players=players, lang=lang)
        self.board = BoardView(self.model.position.players, size=size, animation="off")
        self._callbacks: list[Callable[[Position], None]] = []
        self._syncing = False
        self._last_position = self.model.position

        self.seat_buttons_box = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self.seat_buttons: list[ipw.Button] = []
        # The words of every label are said by ``relabel``, in the editor's language.
        self.players_input = ipw.Dropdown(options=PLAYER_COUNTS, layout=ipw.Layout(width="170px"))
        self.turn_input = ipw.Dropdown(layout=ipw.Layout(width="250px"))
        self.hand_input = ipw.Text(layout=ipw.Layout(width="330px"))
        self.hand_button = ipw.Button(layout=ipw.Layout(width="100px"))
        self.undo_button = ipw.Button(icon="undo")
        self.redo_button = ipw.Button(icon="repeat")
        self.clear_button = ipw.Button(icon="eraser")
        self.message = ipw.HTML()
        self.status = ipw.HTML()
        self.json_view = ipw.HTML()
        self.import_text = ipw.Textarea(layout=ipw.Layout(width="100%", height="110px"))
        self.import_button = ipw.Button(icon="upload", button_style="info")
        self.play_button = ipw.Button(
            icon="play", button_style="success", layout=ipw.Layout(width="220px")
        )
        self.play_button.add_class("pegs-start-game")
        #: Where the game started from the editor is shown (the whole width, below the editor).
        self.game_area = ipw.VBox(layout=ipw.Layout(width="100%"))
        self.game: GameApp | None = None

        self.players_input.observe(self._players_changed, names="value")
        self.turn_input.observe(self._turn_changed, names="value")
        self.hand_button.on_click(lambda _b: self.set_hand(self.hand_input.value))
        self.undo_button.on_click(lambda _b: self.model.undo())
        self.redo_button.on_click(lambda _b: self.model.redo())
        self.clear_button.on_click(lambda _b: self.model.clear())
        self.import_button.on_click(lambda _b: self.load_json(self.import_text.value))
        self.play_button.on_click(lambda _b: self.start_game())
        self.board.on_click(self.model.click)

        self.json_box = ipw.Accordion(
            children=[
                ipw.VBox([self.json_view]),
                ipw.VBox([self.import_text, self.import_button]),
            ]
        )
        self.heading = ipw.HTML()
        self.place_label = ipw.HTML()
        side = ipw.VBox(
            [
                css(),
                self.heading,
                self.place_label,
                self.seat_buttons_box,
                self.status,
                self.message,
                ipw.HBox([self.players_input, self.turn_input]),
                ipw.HBox([self.hand_input, self.hand_button]),
                ipw.HBox([self.undo_button, self.redo_button, self.clear_button]),
                self.json_box,
                self.play_button,
            ],
            layout=ipw.Layout(width="470px", padding="0 0 0 16px"),
        )
        # The game area wraps onto its own line below the board and the controls.
        super().__init__(
            [self.board, side, self.game_area], layout=ipw.Layout(flex_flow="row wrap")
        )
        self.add_class("pegs-teach")
        self.add_class("pegs-position-editor")
        self.model.listeners.append(self._refresh)
        self.relabel()
        self._refresh()

    # ----- public API
    @property
    def language(self) -> str:
        """The language the editor speaks ("en", "fi", ...)."""
        return self.model.language

    def set_language(self, lang: str) -> None:
        """Say every word of the editor in ``lang``; the position, undo and message are kept.

        An unknown language raises ``LanguageError`` naming the five, and nothing changes.
        """
        self.model.set_language(lang)
        self.relabel()
        self._refresh()

    def relabel(self) -> None:
        """Say every label, button and placeholder again in the editor's language."""
        with speaking(self.language):
            self.heading.value = heading(say("editor-heading"))
            self.place_label.value = f"<div>{html.escape(say('editor-place-pegs-of'))}</div>"
            self.players_input.description = say("editor-players")
            self.turn_input.description = say("editor-to-move")
            self.hand_input.description = say("editor-hand")
            self.hand_input.placeholder = say("editor-hand-placeholder")
            self.hand_button.description = say("editor-set-hand")
            self.undo_button.description = say("editor-undo")
            self.redo_button.description = say("editor-redo")
            self.clear_button.description = say("editor-all-to-start")
            self.json_box.set_title(0, say("editor-json-shown"))
            self.json_box.set_title(1, say("editor-json-load"))
            self.import_text.placeholder = say("editor-json-placeholder")
            self.import_button.description = say("editor-load-json")
            self.play_button.description = say("editor-start-game")
            self.play_button.tooltip = say("editor-start-game-tip")
            for seat, button in enumerate(self.seat_buttons):
                button.description = colour(seat)
                button.tooltip = say("editor-seat-tip", whose=whose(seat))

    @property
    def position(self) -> Position:
        """The position being edited (always one the engine accepts)."""
        return self.model.position

    def on_change(self, callback: Callable[[Position], None], remove: bool = False) -> None:
        """Call ``callback(position)`` after every accepted change of the position."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def click(self, seat: int | None, place: int) -> None:
        """Act as a click on a place: (seat or None for a track hole, place)."""
        self.model.click((seat, place))

    def choose_seat(self, seat: int) -> None:
        """Choose whose pegs a click on an empty hole places."""
        self.model.choose_seat(seat)

    def set_hand(self, text: str, seat: int | None = None) -> bool:
        """Give ``seat`` (default: the seat to move) the cards in ``text``; True if accepted."""
        return self.model.set_hand(self.position.turn if seat is None else seat, text)

    def load_json(self, text: str) -> bool:
        """Load RULES 10 position JSON; a refusal says why and changes nothing. True if loaded."""
        return self.model.load_json(text)

    def to_json(self) -> str:
        """The position as RULES 10 JSON."""
        return self.model.to_json()

    def start_game(self, **app_options: Any) -> GameApp | None:
        """Open the game app below on this position (house rules and hands kept); None if refused.

        ``app_options`` go to ``GameApp`` (say ``seats=[...]`` or ``animation="off"``). A game
        started earlier from the editor is closed first, so its widgets do not pile up.
        """
        position = self.model.game_start()
        if position is None:
            return None  # the message says why
        if self.game is not None:
            self.game.computers.stop()  # no computer turn runs on in the closed game
            _close_tree(self.game)
        options = {"seed": position.seed or 0, **position.rules.options(), **app_options}
        options.setdefault("lang", self.language)
        self.game = GameApp(position.players, position=position, **options)
        self.game_area.children = (self.game,)
        self.model.say(lambda: app_say("editor-started"))
        return self.game

    # ----- reacting
    def _refresh(self) -> None:
        with speaking(self.language):
            self._show()

    def _show(self) -> None:
        model = self.model
        position = model.position
        held = model.held
        self.board.show(position, highlights=(), selected=held)
        self._sync_inputs(position)
        self.status.value = panel(model.status(), "info", size=16)
        self.message.value = panel(model.message, "info" if model.ok else "wrong", role="alert")
        self.undo_button.disabled = not model.can_undo
        self.redo_button.disabled = not model.can_redo
        self.json_view.value = f"<pre class='pegs-json'>{html.escape(model.to_json())}</pre>"
        if position is not self._last_position:
            self._last_position = position
            for callback in list(self._callbacks):
                callback(position)

    def _sync_inputs(self, position: Position) -> None:
        self._syncing = True
        try:
            if len(self.seat_buttons) != position.players:
                self.seat_buttons = [self._seat_button(s) for s in range(position.players)]
                self.relabel()
                self.seat_buttons_box.children = tuple(self.seat_buttons)
            for seat, button in enumerate(self.seat_buttons):
                chosen = seat == self.model.seat
                button.layout.border = "4px solid #1A1A1A" if chosen else "1px solid #9E9E9E"
                button.style.font_weight = "bold" if chosen else "normal"
            self.players_input.value = position.players
            seats = [(colour(s), s) for s in range(position.players)]
            if list(self.turn_input.options) != seats:
                self.turn_input.options = seats
            self.turn_input.value = position.turn
            hand = position.hand()
            text = "" if hand is None else " ".join(c.notation for c in hand)
            if self.hand_input.value != text and self.model.ok:
                self.hand_input.value = text  # a refused hand stays typed, to be corrected
        finally:
            self._syncing = False

    def _seat_button(self, seat: int) -> ipw.Button:
        style = seat_style(seat)
        button = ipw.Button(layout=ipw.Layout(width="104px", height="40px", margin="2px"))
        button.style.button_color = style.fill
        # The English name picks the text colour that reads on the button's fill.
        button.style.text_color = "#FFFFFF" if seat_name(seat) in ("Blue", "Black") else "#111111"
        button.on_click(lambda _b, s=seat: self.model.choose_seat(s))
        return button

    def _players_changed(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.model.set_players(change["new"])

    def _turn_changed(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self.model.set_turn(change["new"])


def _close_tree(widget: ipw.Widget) -> None:
    """Close a widget and every widget inside it (children, layout, style)."""
    for child in getattr(widget, "children", ()):
        if isinstance(child, ipw.Widget):
            _close_tree(child)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, ipw.Widget):
            part.close()
    widget.close()
