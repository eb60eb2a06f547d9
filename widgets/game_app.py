"""GameApp: a whole game of Pegs and Jokers in one widget, for people and computer players.

Owns the screen of a game: the board, the hand of the seat to move, buttons (new game, undo,
redo, let the computer play, a hint), the seat settings, the move list (step back and branch),
the narration log and a live text description for screen readers. The rules stay in the engine,
the interaction state in ``Controller``, the record of play in ``History`` and the judging of
moves for a hint in ``pegs.advisor``.

Computer seats are ``pegs.bots`` players; narration and the screen-reader description come from
``pegs.describe``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

import ipywidgets as ipw

from pegs import (
    START,
    Event,
    Position,
    new_game,
)
from pegs.advisor import Advice, advise
from pegs.bots import bot_names, make_bot
from pegs.colours import seat_name, seat_style
from pegs.describe import describe, narrate

from .board_view import BoardView
from .controller import KEYS_HELP, Controller, Highlights
from .hand_view import HandView, card_label
from .history import History

HUMAN = "human"
PLAYER_COUNTS = (4, 6, 8)
#: Dealt worlds per move for a hint: a ranking in about a second on a full mid-game hand.
HINT_PLAYOUTS = 16
#: How many of the advisor's moves a hint lists.
HINT_MOVES = 3
#: Most rows the move list shows before it scrolls.
MOVE_ROWS = 8


class GameApp(ipw.HBox):
    """A whole game: board, hand, controls, move list, narration and a screen-reader description.

    ``seats`` gives each seat "human" or a computer player's name; by default seat 0 is human and
    the others are computers. ``animation="off"`` suits reduced motion and tests.
    """

    def __init__(
        self,
        players: int = 4,
        *,
        seed: int = 0,
        seats: Sequence[str] | None = None,
        size: int = 600,
        theme: str = "light",
        animation: str = "on",
        speed: float = 0.05,
        hide_hands: bool = True,
        **options: Any,
    ) -> None:
        self.options = options
        self.hide_hands = hide_hands
        self.board = BoardView(players, size=size, theme=theme, animation=animation, speed=speed)
        self.hand = HandView()
        self.status = ipw.HTML()
        self.status.add_class("pegs-status")
        self.message = ipw.HTML()
        self.message.add_class("pegs-message")
        self.others = ipw.HTML()
        self.narration = ipw.HTML()
        self.narration.add_class("pegs-narration")
        self.description = ipw.HTML()
        self.description.add_class("pegs-description")
        self.state = ipw.HTML(layout=ipw.Layout(display="none"))
        self.state.add_class("pegs-state")
        self.hint_view = ipw.HTML()
        self.hint_view.add_class("pegs-hint")
        self._log: list[str] = []
        self._syncing = False
        self._running = False
        self._hint: list[Advice] = []
        self._hint_position: Position | None = None

        button = ipw.Layout(width="auto")
        self.undo_button = ipw.Button(description="Undo", icon="undo", layout=button)
        self.redo_button = ipw.Button(description="Redo", icon="repeat", layout=button)
        self.go_button = ipw.Button(
            description="Computer plays", icon="play", layout=button, button_style="info"
        )
        self.hint_button = ipw.Button(
            description="Hint",
            icon="lightbulb-o",
            layout=button,
            tooltip="the computer's three best moves for you, with reasons",
        )
        self.undo_button.on_click(lambda _b: self.controller.undo())
        self.redo_button.on_click(lambda _b: self.controller.redo())
        self.go_button.on_click(lambda _b: self.run_computers())
        self.hint_button.on_click(lambda _b: self.show_hint())

        self.players_input = ipw.Dropdown(
            options=PLAYER_COUNTS,
            value=players,
            description="Players",
            layout=ipw.Layout(width="160px"),
        )
        self.seed_input = ipw.IntText(
            value=seed, description="Seed", layout=ipw.Layout(width="160px")
        )
        self.new_button = ipw.Button(description="New game", icon="refresh", button_style="success")
        self.new_button.on_click(lambda _b: self.new_game())
        self.players_input.observe(lambda _c: self._build_seat_inputs(), names="value")
        self.seat_box = ipw.VBox()
        self.hide_input = ipw.Checkbox(value=hide_hands, description="Hide other players' hands")
        self.hide_input.observe(self._hide_changed, names="value")
        self.animation_input = ipw.ToggleButtons(
            options=[("Animate", "on"), ("No motion", "off")], value=animation
        )
        self.animation_input.style.button_width = "90px"
        self.animation_input.observe(self._animation_changed, names="value")

        # The list grows with the game (up to MOVE_ROWS rows) instead of opening as an empty box.
        self.move_list = ipw.Select(options=[("start", 0)], rows=2, layout=ipw.Layout(width="100%"))
        self.move_list.observe(self._move_list_changed, names="value")
        self.line_input = ipw.Dropdown(description="Line", layout=ipw.Layout(width="100%"))
        self.line_input.observe(self._line_changed, names="value")

        self._seat_defaults = list(seats) if seats is not None else None
        self._build_seat_inputs()
        settings = ipw.VBox(
            [
                ipw.HBox([self.players_input, self.seed_input]),
                self.seat_box,
                self.hide_input,
                self.animation_input,
                self.new_button,
            ]
        )
        history_box = ipw.VBox(
            [
                ipw.HTML(
                    "<div style='font-size:12px;line-height:1.35'>"
                    "Pick a move to look back; play from there to branch.</div>"
                ),
                self.line_input,
                self.move_list,
            ]
        )
        tabs = ipw.Tab(children=[history_box, self.narration, settings])
        for i, title in enumerate(("Moves", "Story", "New game")):
            tabs.set_title(i, title)
        side = ipw.VBox(
            [
                self.status,
                self.hand,
                self.message,
                # Wraps rather than cutting the labels short when the output area is narrow.
                ipw.HBox(
                    [self.undo_button, self.redo_button, self.go_button, self.hint_button],
                    layout=ipw.Layout(flex_flow="row wrap"),
                ),
                self.hint_view,
                tabs,
                self.others,
                # ipywidgets gives HTML a 28px line height (one widget row); help text wraps, so
                # it sets its own.
                ipw.HTML(
                    "<div style='color:#555;font-size:12px;line-height:1.35'>"
                    f"Click the board, then: {KEYS_HELP}</div>"
                ),
                self.description,
                self.state,
            ],
            layout=ipw.Layout(width="400px", padding="0 0 0 12px"),
        )
        super().__init__([self.board, side])
        self.add_class("pegs-game")
        self.hand.on_choose(lambda i: self.controller.choose_card(i))
        self.board.on_click(lambda hit: self.controller.click(hit))
        self.board.on_key(lambda key: self.controller.key(key))
        self.new_game(players, seed)

    # ----- seats
    def _build_seat_inputs(self) -> None:
        players = self.players_input.value
        choices = [HUMAN, *bot_names()]
        defaults = self._seat_defaults or []
        computer = "greedy" if "greedy" in choices else choices[1]
        self.seat_inputs = []
        for seat in range(players):
            value = defaults[seat] if seat < len(defaults) else (HUMAN if seat == 0 else computer)
            if value not in choices:
                raise ValueError(f"seat {seat}: {value!r} is not one of {choices}")
            style = seat_style(seat)
            box = ipw.Dropdown(
                options=choices,
                value=value,
                description=f"{seat} {style.name}",
                layout=ipw.Layout(width="230px"),
            )
            self.seat_inputs.append(box)
        self.seat_box.children = tuple(self.seat_inputs)

    @property
    def seats(self) -> list[str]:
        """Each seat's player: "human" or a computer player's name."""
        return list(self._seats)

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat``."""
        return self._seats[seat] == HUMAN

    # ----- game
    @property
    def position(self) -> Position:
        """The position shown."""
        return self.controller.position

    @property
    def history(self) -> History:
        """Every line of play of this game."""
        return self.controller.history

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Deal a new seeded game with the seats as set (the old game stays until this call)."""
        players = self.players_input.value if players is None else players
        seed = self.seed_input.value if seed is None else seed
        if players != self.players_input.value:
            self.players_input.value = players
        self.seed_input.value = seed
        self._seats = [box.value for box in self.seat_inputs]
        self._bots = {
            seat: make_bot(name, seed * 100 + seat)
            for seat, name in enumerate(self._seats)
            if name != HUMAN
        }
        self._seed = seed
        start = new_game(players, seed=seed, **self.options)
        humans = [s for s in range(players) if self.is_human(s)]
        self.board.set_bottom_seat(humans[0] if humans else 0)
        self.controller = Controller(History(start), accepts_input=self._accepts_input)
        self.controller.listeners.append(self._changed)
        self._log = [f"New {players}-player game, seed {seed}."]
        self._refresh()
        self.run_computers()

    def _accepts_input(self, position: Position) -> bool:
        return not position.is_over and self.is_human(position.turn)

    def run_computers(self, limit: int | None = None) -> int:
        """Let computer seats play until a person is to move (at most one round); moves played."""
        if self._running:
            return 0
        limit = self.position.players if limit is None else limit
        played = 0
        self._running = True
        try:
            while played < limit:
                position = self.position
                if position.is_over or self.is_human(position.turn):
                    break
                move = self._bots[position.turn].choose(position)
                if not self.controller.play(move):
                    break  # the engine refused: its reason is on screen, stop rather than loop
                played += 1
        finally:
            self._running = False
        return played  # each move played has already been drawn by _changed

    # ----- hint
    @property
    def hint(self) -> list[Advice]:
        """The advisor's best moves shown for the position on the board (empty when none)."""
        return list(self._hint) if self._hint_position is self.position else []

    def show_hint(self) -> list[Advice]:
        """Ask the advisor for the best moves of the person to move; show the top three.

        Ignored (returns an empty list) on a computer's turn and when the game is over.
        """
        position = self.position
        if not self._accepts_input(position):
            return []
        # Seeded from the game's seed and the ply, so the same position gets the same hint.
        advice = advise(
            position, playouts=HINT_PLAYOUTS, seed=self._seed * 10_000 + self.history.ply
        )
        self._hint = advice[:HINT_MOVES]
        self._hint_position = position
        self._refresh()
        return list(self._hint)

    def _hint_html(self) -> str:
        hint = self.hint
        if not hint:
            return ""
        rows = []
        for rank, advice in enumerate(hint, 1):
            label = "best" if rank == 1 else f"{rank}."
            rows.append(
                f"<li><b>{label} {html.escape(advice.move.notation())}</b>: "
                f"{html.escape(advice.reason)}</li>"
            )
        return (
            "<div role='status' style='font-size:13px;background:#FFF8E1;border:1px solid #E6C200;"
            "border-radius:6px;padding:4px 8px;margin:4px 0'><b>Hint</b> (the best move is marked "
            "on the board)<ol style='margin:2px 0 0 0;padding-left:18px;list-style:none'>"
            + "".join(rows)
            + "</ol></div>"
        )

    def _highlights(self) -> Highlights:
        """The controller's marks, plus the hinted best move when nothing is chosen yet."""
        marks = self.controller.highlights()
        hint = self.hint
        if not hint or marks.selected is not None or self.controller.card_index is not None:
            return marks
        parts = hint[0].move.parts
        return Highlights(
            movable=tuple((p.seat, p.frm) for p in parts),
            targets=tuple((p.seat, p.to) for p in parts if p.to != START),
            focused=marks.focused,
        )

    # ----- reacting
    def _changed(self, kind: str, events: tuple[Event, ...]) -> None:
        if kind == "move":
            history = self.history
            before = history.line.position(history.ply - 1)
            self._log.append(f"{history.ply}. {narrate(events)}")
            self.board.animate(before, events, history.position, highlights=self._highlights())
            self._refresh(draw=False)
            if not self._running:
                self.run_computers()
            return
        self._refresh()

    def _refresh(self, draw: bool = True) -> None:
        controller = self.controller
        position = controller.position
        history = self.history
        if draw:
            self.board.show(
                position,
                highlights=self._highlights(),
                last_move_events=history.last_events,
            )
        turn = position.turn
        style = seat_style(turn)
        swatch = (
            f"<span style='display:inline-block;width:14px;height:14px;border-radius:7px;"
            f"background:{style.fill};border:1px solid #222;margin-right:6px'></span>"
        )
        self.status.value = (
            "<div style='font-size:18px;line-height:1.4'>"
            f"{swatch}{html.escape(controller.prompt())}</div>"
        )
        shows_hand = self.is_human(turn) or not self.hide_hands
        hand = position.hand(turn)
        if hand is not None and shows_hand and not position.is_over:
            self.hand.update(
                controller.hand_status(),
                chosen=controller.card_index,
                title=f"{seat_name(turn)}'s hand" + ("" if self.is_human(turn) else " (computer)"),
                enabled=self._accepts_input(position),
            )
        else:
            self.hand.update(None, hidden=len(hand or ()), title=f"{seat_name(turn)}'s hand")
        message = controller.message
        self.message.value = (
            f"<div role='alert' style='min-height:22px;color:#8E0038;font-size:14px'>"
            f"{html.escape(message)}</div>"
        )
        self.others.value = self._others_html(position)
        self.undo_button.disabled = not history.can_undo
        self.redo_button.disabled = not history.can_redo
        self.go_button.disabled = position.is_over or self.is_human(turn)
        self.hint_button.disabled = not self._accepts_input(position)
        self.hint_view.value = self._hint_html()
        self._sync_move_list()
        self.narration.value = (
            "<div style='max-height:220px;overflow-y:auto;font-size:13px'>"
            + "<br>".join(html.escape(line) for line in reversed(self._log[-200:]))
            + "</div>"
        )
        self.description.value = (
            "<div aria-live='polite' style='position:absolute;left:-10000px;width:1px;height:1px;"
            f"overflow:hidden'>{html.escape(describe(position))}</div>"
        )
        self.state.value = html.escape(
            json.dumps(
                {
                    "ply": history.ply,
                    "line": history.line_index,
                    "moves": [m.notation() for m in history.line.moves[: history.ply]],
                    "turn": turn,
                    "frames": self.board.frames_sent,
                    "movable": self._css_refs(controller.highlights().movable),
                    "targets": self._css_refs(controller.highlights().targets),
                    "hint": [advice.move.notation() for advice in self.hint],
                    "position": position.to_dict(),
                }
            )
        )

    def _css_refs(self, refs: Sequence[tuple[int, int]]) -> list[list]:
        """Places as [seat, place, x, y] in CSS pixels of the board (for tests and benchmarks)."""
        size = self.board.size
        out = []
        for seat, place in refs:
            x, y = self.board.layout_.place_xy(seat, place, 0)
            out.append([seat, place, round(x * size, 1), round(y * size, 1)])
        return out

    def _others_html(self, position: Position) -> str:
        if self.hide_hands:
            return ""
        rows = []
        for seat, hand in enumerate(position.hands):
            cards = " ".join(card_label(c) for c in hand) if hand is not None else "?"
            rows.append(f"<b>{seat_name(seat)}</b>: {html.escape(cards)}")
        return "<div style='font-size:13px'>" + "<br>".join(rows) + "</div>"

    def _sync_move_list(self) -> None:
        history = self.history
        line = history.line
        options = [("start", 0)] + [
            (f"{i + 1:>3}. {seat_name(_mover(line, i))}: {m.notation()}", i + 1)
            for i, m in enumerate(line.moves)
        ]
        lines = [(f"Line {i + 1} ({len(one)} moves)", i) for i, one in enumerate(history.lines)]
        self._syncing = True
        try:
            if list(self.move_list.options) != options:
                self.move_list.options = options
                self.move_list.rows = max(2, min(MOVE_ROWS, len(options)))
            self.move_list.value = history.ply
            if list(self.line_input.options) != lines:
                self.line_input.options = lines
            self.line_input.value = history.line_index
            self.line_input.layout.display = "flex" if len(lines) > 1 else "none"
        finally:
            self._syncing = False

    def _move_list_changed(self, change: dict) -> None:
        if self._syncing or change["new"] is None:
            return
        self.history.go_to(change["new"])
        self.controller.refresh()

    def _line_changed(self, change: dict) -> None:
        if self._syncing or change["new"] is None:
            return
        index = change["new"]
        self.history.go_to(min(self.history.ply, len(self.history.lines[index])), index)
        self.controller.refresh()

    def _hide_changed(self, change: dict) -> None:
        self.hide_hands = bool(change["new"])
        self._refresh(draw=False)

    def _animation_changed(self, change: dict) -> None:
        self.board.animation = change["new"]


def _mover(line: Any, index: int) -> int:
    return line.position(index).turn
