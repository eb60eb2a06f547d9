"""GameApp: a whole game of Pegs and Jokers in one widget, for people and computer players.

Owns the screen of a game: a turn banner, the board (sized to the space it has, or full width
with "Big board"), the hand of the seat to move, buttons (undo, redo, let the computer play,
pause, a hint, high contrast), the story of the game (this round in words, replayed step by
step on demand, and the whole game oldest first), the move list, the settings of a new game and
the end-of-game screen. The rules stay in the engine, the interaction state in ``Controller``,
the record of play in ``History``, the words in ``game_story`` and the judging of moves for a
hint in ``pegs.bots.advisor``.

Computer moves and their animation run in an asyncio task when a kernel's loop is running, so
the kernel is never put to sleep while pegs move and a round can be paused. Without a loop (and
with ``animation="off"``, as the tests use) computers play at once.
"""

from __future__ import annotations

import asyncio
import html
import json
from collections.abc import Sequence
from typing import Any

import ipywidgets as ipw

from pegs import START, Event, PegsError, Position, new_game
from pegs.bots import make_bot
from pegs.bots.hints import Outcome, top_outcomes
from pegs.render.colours import seat_name, seat_style
from pegs.render.describe import describe, narrate, team_colours

from ..board import (
    KEYS_HELP,
    BoardView,
    Controller,
    HandView,
    Highlights,
    History,
    card_label,
    running_loop,
)
from .move_list import MoveList
from .replay import RoundReplay
from .settings import HUMAN, SEAT_LABELS, GameSettings, SettingsError, SettingsPanel
from .story import mover, round_start, round_stories, summarise, tell_move
from .story_log import StoryLog

#: Dealt worlds per move for a hint: a ranking in about a second on a full mid-game hand.
HINT_PLAYOUTS = 16
#: How many of the advisor's moves a hint lists.
HINT_MOVES = 3
#: Seconds between two computer moves with motion on (after each glide).
MOVE_PAUSE = 0.05
#: Seconds each move of a replay stays on the board before the next (teacher mode).
REPLAY_PAUSE = 1.2
#: The drawing resolution of the board in CSS pixels (its canvas has twice as many pixels).
BOARD_PIXELS = 960

#: The game's page layout: the board takes the room it has, never taller than the window, and
#: the side panel wraps under it when the output is narrow. Nothing inside may overflow.
APP_CSS = """
<style>
.pegs-game { width: 100%; max-width: 100%; box-sizing: border-box; overflow: hidden; }
.pegs-game .pegs-body { display: flex; flex-flow: row wrap; align-items: flex-start;
  width: 100%; gap: 10px; overflow: visible; }
.pegs-game .pegs-board-fit { flex: 3 1 320px; min-width: 260px;
  max-width: min(100%, calc(100vh - 84px)); overflow: hidden; }
.pegs-game .pegs-board-fit canvas { width: 100% !important; height: auto !important;
  display: block; }
.pegs-game.pegs-big .pegs-board-fit { flex: 1 1 100%; max-width: 100%; }
.pegs-game .pegs-side { flex: 1 1 300px; min-width: 260px; max-width: 480px;
  max-height: calc(100vh - 84px); overflow-x: hidden; overflow-y: auto; }
.pegs-game.pegs-big .pegs-side { max-width: none; max-height: none; }
.pegs-game .pegs-side > *, .pegs-game .pegs-side > * > * { max-width: 100%; flex-shrink: 0; }
.pegs-game .widget-button, .pegs-game .widget-toggle-button { white-space: nowrap; }
.pegs-game .pegs-banner { width: 100%; }
.pegs-game .widget-html-content { line-height: 1.35; }
.pegs-game .pegs-row { display: flex; flex-flow: row wrap; gap: 4px; }
.pegs-game .pegs-row > .widget-button, .pegs-game .pegs-row > .widget-toggle-button {
  width: auto; margin: 0; padding: 0 10px; }
.pegs-game .widget-tab > .p-TabBar .p-TabBar-tab,
.pegs-game .widget-tab > .lm-TabBar .lm-TabBar-tab { min-width: 70px; flex: 1 1 auto; }
.pegs-game .widget-dropdown > select { text-overflow: ellipsis; }
.pegs-game .pegs-settings .widget-dropdown { width: 100%; max-width: 100%; }
.pegs-game .pegs-settings .widget-toggle-buttons .widget-toggle-button { width: auto;
  padding: 0 8px; }
.pegs-game .pegs-settings .widget-toggle-buttons { flex-wrap: wrap; }
.pegs-game .pegs-settings .widget-toggle-buttons > div { flex-wrap: wrap; display: flex; }
.pegs-game .pegs-story-log { max-height: 180px; overflow-y: auto; display: flex;
  flex-direction: column-reverse; }
.pegs-game .pegs-story-log > * { flex-shrink: 0; }
.pegs-game.pegs-hc .pegs-status, .pegs-game.pegs-hc .pegs-round,
.pegs-game.pegs-hc .pegs-message { color: #000; font-weight: 600; }
.pegs-game.pegs-hc .pegs-banner > div { border-width: 4px !important; }
</style>
"""

#: Extra page rules when the app fills a browser window by itself: no margins around it. Only
#: under Voila (its page body carries ``data-voila``), so JupyterLab's own page is never touched.
WINDOW_CSS = """
<style>
body[data-voila] { margin: 0 !important; padding: 0 !important; }
body[data-voila] .jp-Cell, body[data-voila] .jp-OutputArea-output,
body[data-voila] .jp-OutputArea-child, body[data-voila] .jp-Cell-outputWrapper {
  padding: 0 !important; margin: 0 !important; }
body[data-voila] .jp-OutputPrompt, body[data-voila] .jp-InputPrompt { display: none !important; }
body[data-voila] #rendered_cells, body[data-voila] main { padding: 4px 8px !important; }
@media (min-width: 900px) {
  /* A projector's window is wide and short: the board takes the window's whole height at the
     left, the banner and the side panel share the column beside it (an 8-player board's holes
     are then 12 px at 1280x720, issue 15). */
  body[data-voila] .pegs-game:not(.pegs-big) { display: grid !important;
    grid-template-columns: min(calc(100vh - 8px), calc(100% - 330px)) minmax(320px, 1fr);
    grid-template-rows: auto minmax(0, 1fr); column-gap: 10px; row-gap: 6px;
    height: calc(100vh - 8px); }
  body[data-voila] .pegs-game:not(.pegs-big) { margin: 0 !important; }
  body[data-voila] .pegs-game:not(.pegs-big) > *, body[data-voila] .pegs-game:not(.pegs-big)
    .pegs-body > *, body[data-voila] .pegs-game .pegs-board-fit > * { margin: 0 !important; }
  body[data-voila] .pegs-game:not(.pegs-big) > .pegs-css { display: none; }
  body[data-voila] .pegs-game:not(.pegs-big) > .pegs-banner { grid-column: 2; grid-row: 1; }
  body[data-voila] .pegs-game:not(.pegs-big) .pegs-body { display: contents; }
  body[data-voila] .pegs-game:not(.pegs-big) .pegs-board-fit { grid-column: 1; grid-row: 1 / 3;
    width: 100%; max-width: 100%; min-width: 0; }
  body[data-voila] .pegs-game:not(.pegs-big) .pegs-side { grid-column: 2; grid-row: 2;
    width: auto; max-width: none; min-width: 0; max-height: none; min-height: 0; }
}
</style>
"""


class GameApp(ipw.VBox):
    """A whole game: turn banner, board, hand, controls, story, moves, settings, game over.

    ``seats`` gives each seat "human" or a computer player's name; by default seat 0 is human and
    the others are computers. ``animation="off"`` suits reduced motion and tests. House rules
    (RULES 9) are keyword options, as for ``pegs.new_game``. ``fill_window`` is for an app page
    served alone (Voila): no margins around it. ``step_pause`` (seconds) shows computer moves one
    at a time even with no motion, in a kernel.
    """

    def __init__(
        self,
        players: int = 4,
        *,
        seed: int = 0,
        seats: Sequence[str] | None = None,
        size: int = BOARD_PIXELS,
        theme: str = "light",
        animation: str = "on",
        speed: float = 0.025,
        hide_hands: bool = True,
        big_board: bool = False,
        fill_window: bool = False,
        step_pause: float = 0.0,
        **options: Any,
    ) -> None:
        settings = GameSettings(
            players,
            tuple(seats or ()),
            seed,
            dict(options),
            theme,
            animation,
            big_board,
        ).checked()
        self.options = dict(options)
        self.hide_hands = hide_hands
        # With no motion, computer moves can still come one at a time, this many seconds apart,
        # so a round never lands all at once (0: at once, as tests want).
        self.step_pause = step_pause
        self.settings_panel = SettingsPanel(settings)
        self.board = BoardView(
            players, size=size, theme=theme, animation=animation, speed=speed, fit=True
        )
        self.hand = HandView()
        self.banner = ipw.HTML()
        self.banner.add_class("pegs-banner")
        self.status = ipw.HTML()
        self.status.add_class("pegs-status")
        self.message = ipw.HTML()
        self.message.add_class("pegs-message")
        self.others = ipw.HTML()
        self.round_view = ipw.HTML()
        self.round_view.add_class("pegs-round")
        self.narration = StoryLog()  # the whole game, oldest first, sent a block at a time
        self.narration.add_class("pegs-narration")
        self.description = ipw.HTML()
        self.description.add_class("pegs-description")
        self.state = ipw.HTML(layout=ipw.Layout(display="none"))
        self.state.add_class("pegs-state")
        self.hint_view = ipw.HTML()
        self.hint_view.add_class("pegs-hint")
        self.end_view = ipw.HTML()
        self.end_view.add_class("pegs-end")
        self.settings_message = ipw.HTML()
        self._running = False
        self._hint: list[Outcome] = []
        self._hint_position: Position | None = None
        self._task: asyncio.Task[None] | None = None
        self._token = 0  # bumped whenever the game changes under a running computer round
        self._resume = asyncio.Event()
        self._resume.set()
        self._driving = False
        self._replay: RoundReplay | None = None
        self._replay_task: asyncio.Task[None] | None = None

        def button(text: str, icon: str, **kw: Any) -> ipw.Button:
            return ipw.Button(description=text, icon=icon, layout=ipw.Layout(width="auto"), **kw)

        self.undo_button = button("Undo", "undo")
        self.redo_button = button("Redo", "repeat")
        self.go_button = button("Computer plays", "play", button_style="info")
        self.pause_button = button("Pause", "pause", tooltip="pause the computers")
        self.hint_button = button(
            "Hint", "lightbulb-o", tooltip="the three best different outcomes of your turn, and why"
        )
        self.contrast_button = ipw.ToggleButton(
            value=theme == "high-contrast",
            description="High contrast",
            icon="adjust",
            layout=ipw.Layout(width="auto"),
            tooltip="black on white, thick lines: for projectors",
        )
        self.big_button = ipw.ToggleButton(
            value=big_board,
            description="Big board",
            icon="expand",
            layout=ipw.Layout(width="auto"),
            tooltip="the board as wide as the page",
        )
        self.undo_button.on_click(lambda _b: self.controller.undo())
        self.redo_button.on_click(lambda _b: self.controller.redo())
        self.go_button.on_click(lambda _b: self.run_computers())
        self.pause_button.on_click(lambda _b: self.toggle_pause())
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.contrast_button.observe(self._contrast_changed, names="value")
        self.big_button.observe(self._big_changed, names="value")

        self.new_button = button("Start a new game", "refresh", button_style="success")
        self.new_button.on_click(lambda _b: self._start_from_settings())
        self.play_again_button = button("Play again", "refresh", button_style="success")
        self.play_again_button.on_click(lambda _b: self.play_again())
        self.change_button = button("Change the settings", "cog")
        self.change_button.on_click(lambda _b: self._open_settings())
        panel = self.settings_panel
        panel.theme_input.observe(self._theme_changed, names="value")
        panel.motion_input.observe(self._animation_changed, names="value")
        panel.big_input.observe(lambda c: self.set_big_board(c["new"]), names="value")
        self.hide_input = ipw.Checkbox(
            value=hide_hands, description="Hide other players' hands", indent=False
        )
        self.hide_input.observe(self._hide_changed, names="value")

        # Teacher mode: replay this round's moves one by one, pause, step, continue.
        self.replay_button = button("Replay this round", "history", tooltip="step by step")
        self.step_button = button("Step", "step-forward")
        self.replay_pause_button = button("Pause", "pause")
        self.replay_end_button = button("Back to the game", "stop")
        self.replay_button.on_click(lambda _b: self.start_replay())
        self.step_button.on_click(lambda _b: self.replay_step())
        self.replay_pause_button.on_click(lambda _b: self.toggle_replay_pause())
        self.replay_end_button.on_click(lambda _b: self.end_replay())
        self.replay_controls = ipw.HBox(
            [
                self.replay_button,
                self.replay_pause_button,
                self.step_button,
                self.replay_end_button,
            ],
        )
        self.replay_controls.add_class("pegs-row")

        self.move_list = MoveList(self._move_label)
        self.move_list.on_pick(self._move_picked)
        self.line_input = ipw.Dropdown(description="Line", layout=ipw.Layout(width="100%"))
        self.line_input.observe(self._line_changed, names="value")
        self._syncing = False

        story_box = ipw.VBox(
            [
                self.replay_controls,
                self.round_view,
                ipw.HTML("<div style='font-size:13px'><b>The whole game</b></div>"),
                self.narration,
            ],
            layout=ipw.Layout(width="100%"),
        )
        history_box = ipw.VBox(
            [
                ipw.HTML(
                    "<div style='font-size:13px'>Pick a move to look back; play from there to "
                    "branch.</div>"
                ),
                self.line_input,
                self.move_list,
            ],
            layout=ipw.Layout(width="100%"),
        )
        settings_box = ipw.VBox(
            [self.settings_panel, self.hide_input, self.settings_message, self.new_button],
            layout=ipw.Layout(width="100%"),
        )
        self.tabs = ipw.Tab(children=[story_box, history_box, settings_box])
        for i, title in enumerate(("Story", "Moves", "Settings")):
            self.tabs.set_title(i, title)
        self.tabs.selected_index = 0  # the story first: what happened, in words
        controls = ipw.HBox(
            [
                self.undo_button,
                self.redo_button,
                self.go_button,
                self.pause_button,
                self.hint_button,
                self.contrast_button,
                self.big_button,
            ],
        )
        controls.add_class("pegs-row")
        self.end_box = ipw.VBox(
            [self.end_view, ipw.HBox([self.play_again_button, self.change_button])],
            layout=ipw.Layout(display="none"),
        )
        self.end_box.children[1].add_class("pegs-row")
        self.play_box = ipw.VBox([self.status, self.hand, self.message, controls, self.hint_view])
        side = ipw.VBox(
            [
                self.end_box,
                self.play_box,
                self.tabs,
                self.others,
                ipw.HTML(
                    "<div style='color:#555;font-size:12px;line-height:1.35'>"
                    f"Click the board, then: {KEYS_HELP}</div>"
                ),
                self.description,
                self.state,
            ]
        )
        side.add_class("pegs-side")
        body = ipw.HBox([self.board, side])
        body.add_class("pegs-body")
        css = ipw.HTML(APP_CSS + (WINDOW_CSS if fill_window else ""))
        css.add_class("pegs-css")
        super().__init__([css, self.banner, body])
        self.add_class("pegs-game")
        if big_board:
            self.add_class("pegs-big")
        if theme == "high-contrast":
            self.add_class("pegs-hc")
        self.hand.on_choose(lambda i: self.controller.choose_card(i))
        self.board.on_click(self._board_clicked)
        self.board.on_key(self._board_key)
        self.new_game(players, seed)

    # ----- seats
    @property
    def seats(self) -> list[str]:
        """Each seat's player: "human" or a computer player's name."""
        return list(self._seats)

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat``."""
        return self._seats[seat] == HUMAN

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [s for s, name in enumerate(self._seats) if name == HUMAN]

    # ----- game
    @property
    def position(self) -> Position:
        """The position of the game (a replay shows older ones on the board without changing it)."""
        return self.controller.position

    @property
    def history(self) -> History:
        """Every line of play of this game."""
        return self.controller.history

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Deal a new seeded game with the settings as set (the old game stays if they are wrong).

        A setting that cannot start a game raises ``SettingsError`` and changes nothing.
        """
        panel = self.settings_panel
        if players is not None and players != panel.players_input.value:
            panel.players_input.value = players
        if seed is not None:
            panel.seed_input.value = seed
        settings = panel.settings()  # raises SettingsError with words, before anything changes
        rules = {**self.options, **settings.rules}
        start = new_game(settings.players, seed=settings.seed, **rules)
        self._stop_computers()
        self.end_replay(redraw=False)
        self._seats = list(settings.seats)
        self._bots = {
            seat: make_bot(name, settings.seed * 100 + seat)
            for seat, name in enumerate(self._seats)
            if name != HUMAN
        }
        self._seed = settings.seed
        self.options = rules
        humans = self.humans
        # The board learns the player count together with the seat to turn to the bottom.
        self.board.set_bottom_seat(humans[0] if humans else 0, settings.players)
        self.controller = Controller(History(start), accepts_input=self._accepts_input)
        self.controller.listeners.append(self._changed)
        house = settings.house_rules_in_words()
        self.narration.reset(
            [
                f"New {settings.players}-player game, seed {settings.seed}."
                + (f" House rules: {house}." if house else "")
            ]
        )
        self.settings_message.value = ""
        self.move_list.sync(0, 0, reset=True)
        self._list_line = 0
        self._refresh()
        self.run_computers()

    def play_again(self) -> None:
        """A new game with the same settings and the next seed (another deal)."""
        self.new_game(seed=self._seed + 1)
        self.tabs.selected_index = 0

    def _start_from_settings(self) -> None:
        try:
            self.new_game()
        except (SettingsError, PegsError, ValueError) as err:
            # Shown beside the button: the old game goes on, nothing chosen is lost.
            self.settings_message.value = (
                "<div role='alert' style='color:#8E0038;font-size:14px'>The new game could not "
                f"start: {html.escape(str(err))} The game in progress goes on.</div>"
            )
            return
        self.tabs.selected_index = 0

    def _open_settings(self) -> None:
        self.tabs.selected_index = 2

    def _accepts_input(self, position: Position) -> bool:
        return not position.is_over and self.is_human(position.turn) and self._replay is None

    # ----- computers
    def _can_glide(self) -> bool:
        """True when computer moves run from a task: in a kernel, with motion or a step pause."""
        moving = self.board.animation == "on" or self.step_pause > 0
        return moving and running_loop() is not None

    def run_computers(self, limit: int | None = None) -> int:
        """Let computer seats play until a person is to move (at most one round); moves played.

        With motion on in a kernel, the moves are played by a background task (paused with
        ``pause()``) and this returns 0 at once.
        """
        if self._running or self._task is not None:
            return 0
        if self._can_glide():
            self._start_computers(animate_first=False)
            return 0
        limit = self.position.players if limit is None else limit
        played = 0
        self._running = True
        try:
            while played < limit:
                position = self.position
                if position.is_over or self.is_human(position.turn) or self._replay is not None:
                    break
                move = self._bots[position.turn].choose(position)
                if not self.controller.play(move):
                    break  # the engine refused: its reason is on screen, stop rather than loop
                played += 1
        finally:
            self._running = False
        return played  # each move played has already been drawn by _changed

    def _start_computers(self, animate_first: bool) -> None:
        loop = running_loop()
        assert loop is not None  # only called when _can_glide
        self._token += 1
        self._task = loop.create_task(self._drive(self._token, animate_first))

    async def _drive(self, token: int, animate_first: bool) -> None:
        """Glide the last move, then let computers play, each move gliding, until a person."""
        try:
            if animate_first:
                await self._glide_last()
            while token == self._token:
                await self._resume.wait()
                position = self.position
                if token != self._token or position.is_over or self.is_human(position.turn):
                    break
                move = self._bots[position.turn].choose(position)
                self._driving = True
                try:
                    if not self.controller.play(move):
                        break
                finally:
                    self._driving = False
                await self._glide_last()
                await asyncio.sleep(MOVE_PAUSE if self.board.animation == "on" else self.step_pause)
        finally:
            if token == self._token:
                self._task = None
                self._refresh()

    async def _glide_last(self) -> None:
        history = self.history
        before = history.line.position(history.ply - 1)
        await self.board.glide(
            before, history.last_events, history.position, highlights=self._highlights()
        )

    def _stop_computers(self) -> None:
        self._token += 1
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
        self.board.stop_glide()
        self._resume.set()

    @property
    def paused(self) -> bool:
        """True while the computers are paused."""
        return not self._resume.is_set()

    def pause(self) -> None:
        """Hold the computers after the move being shown."""
        self._resume.clear()
        self._refresh(draw=False)

    def resume(self) -> None:
        """Let the computers go on."""
        self._resume.set()
        self._refresh(draw=False)

    def toggle_pause(self) -> None:
        """Pause the computers, or let them go on."""
        self.resume() if self.paused else self.pause()

    # ----- replay (teacher mode)
    def start_replay(self) -> RoundReplay | None:
        """Replay this round from its start, one move at a time (paused when there is no loop)."""
        history = self.history
        if history.ply == 0:
            self._say("Nothing to replay yet: no move has been made.")
            return None
        self._stop_computers()
        first = round_start(history.line, history.ply, self.is_human)
        self._replay = RoundReplay(history.line, first, history.ply)
        self._show_replay()
        loop = running_loop()
        if loop is not None:
            self._replay_task = loop.create_task(self._run_replay(self._replay))
        else:
            self._replay.paused = True
        return self._replay

    async def _run_replay(self, replay: RoundReplay) -> None:
        while self._replay is replay and not replay.at_end:
            await asyncio.sleep(REPLAY_PAUSE if replay.shown else 0.3)
            if self._replay is not replay:
                return
            if not replay.paused:
                replay.step()
                self._show_replay(glide=True)

    def replay_step(self) -> None:
        """Show the next move of the replay (and pause it); starts a replay if none runs."""
        replay = self._replay or self.start_replay()
        if replay is None:
            return
        replay.paused = True
        replay.step()
        self._show_replay(glide=True)

    def toggle_replay_pause(self) -> None:
        """Pause the replay, or let it continue."""
        if self._replay is not None:
            self._replay.paused = not self._replay.paused
            self._show_replay()

    def end_replay(self, redraw: bool = True) -> None:
        """Leave the replay: the board shows the game as it is again."""
        if self._replay_task is not None and not self._replay_task.done():
            self._replay_task.cancel()
        self._replay_task = None
        was = self._replay is not None
        self._replay = None
        if redraw and was:
            self._refresh()
            self.run_computers()

    @property
    def replay(self) -> RoundReplay | None:
        """The replay running, if any."""
        return self._replay

    def _show_replay(self, glide: bool = False) -> None:
        replay = self._replay
        assert replay is not None
        if glide and replay.shown:
            self.board.animate(replay.before(), replay.events(), replay.position())
        else:
            self.board.show(replay.position(), last_move_events=replay.events())
        self._refresh(draw=False)

    # ----- hint
    @property
    def hint(self) -> list[Outcome]:
        """The best distinct outcomes shown for the position on the board (empty when none)."""
        return list(self._hint) if self._hint_position is self.position else []

    def show_hint(self) -> list[Outcome]:
        """Ask the engine for the best distinct outcomes of the person's turn; show three.

        Ignored (returns an empty list) on a computer's turn and when the game is over.
        """
        position = self.position
        if not self._accepts_input(position):
            return []
        # Seeded from the game's seed and the ply, so the same position gets the same hint.
        # One peg move made with two cards is one outcome, with the card to keep (pegs.bots.hints).
        seed = self._seed * 10_000 + self.history.ply
        self._hint = top_outcomes(position, HINT_MOVES, playouts=HINT_PLAYOUTS, seed=seed)
        self._hint_position = position
        self._refresh()
        return list(self._hint)

    def _hint_html(self) -> str:
        hint = self.hint
        if not hint:
            return ""
        rows = []
        for rank, outcome in enumerate(hint, 1):
            label = "Best:" if rank == 1 else f"{rank}."
            why = [outcome.keep] if outcome.keep else []
            why += [_cap(reason) + "." for reason in outcome.reasons]
            rows.append(
                f"<li><b>{label} {html.escape(outcome.summary)}</b> "
                f"{html.escape(' '.join(why))}</li>"
            )
        return (
            "<div role='status' style='font-size:14px;background:#FFF8E1;border:1px solid #E6C200;"
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

    # ----- input
    def _board_clicked(self, hit: Any) -> None:
        if self._replay is not None:
            self._say("A replay is on the board: press “Back to the game” to play on.")
            return
        self.controller.click(hit)

    def _board_key(self, key: str) -> None:
        if self._replay is not None:
            if key in ("ArrowRight", " ", "Enter"):
                self.replay_step()
            elif key == "Escape":
                self.end_replay()
            return
        self.controller.key(key)

    def _say(self, text: str) -> None:
        self.controller.message = text
        self._refresh(draw=False)

    # ----- reacting
    def _changed(self, kind: str, events: tuple[Event, ...]) -> None:
        if kind == "move":
            history = self.history
            told = narrate(events, players=history.position.players)
            self.narration.add(f"{history.ply}. {told}")
            note = tell_move(history.line, history.ply, self.is_human).note
            if note:
                self.narration.add("    " + note)
            branched = history.line_index != self._list_line  # a new line: other rows
            self._list_line = history.line_index
            self.move_list.sync(history.ply, len(history.line), reset=branched)
            if self._driving:
                self._refresh(draw=False)  # the computer round glides this move itself
                return
            if self._can_glide():
                self._refresh(draw=False)
                self._stop_computers()
                self._start_computers(animate_first=True)
                return
            before = history.line.position(history.ply - 1)
            self.board.animate(before, events, history.position, highlights=self._highlights())
            self._refresh(draw=False)
            if not self._running:
                self.run_computers()
            return
        if kind in ("undo", "redo"):
            self._stop_computers()
            self.move_list.sync(self.history.ply, len(self.history.line))
        self._refresh()

    def _banner_html(self, position: Position) -> str:
        if self._replay is not None:
            replay = self._replay
            state = "paused" if replay.paused or replay.at_end else "playing"
            if replay.shown:
                # Only who played what: the whole sentence is marked in the round's list, and
                # a banner of one line keeps the board where it was.
                said = tell_move(replay.line, replay.ply, self.is_human).text.split(": ")[0]
                said = said if len(said) < 40 else said[:37] + "..."
                text = f"Replay, move {replay.shown} of {replay.total} ({state}): {said}"
            else:
                text = f"Replay of this round: {replay.total} moves ({state}). Press Step."
            return _banner(text, "#37474F", "#FFFFFF")
        if position.is_over:
            team = position.winner or 0
            return _banner(
                f"Game over: {team_colours(team, position.players)} win!", "#1B5E20", "#FFFFFF"
            )
        seat = position.turn
        style = seat_style(seat)
        if self.is_human(seat):
            who = "you" if len(self.humans) == 1 else "a person plays"
        else:
            level = SEAT_LABELS.get(self._seats[seat], "Computer: ?").split(": ")[-1]
            who = f"computer ({level})" + (", paused" if self.paused else "")
        return _banner(f"{style.name}'s turn — {who}", style.fill, _ink_on(style.fill), seat)

    def _refresh(self, draw: bool = True) -> None:
        controller = self.controller
        position = controller.position
        history = self.history
        replaying = self._replay is not None
        if draw and not replaying:
            self.board.show(
                position,
                highlights=self._highlights(),
                last_move_events=history.last_events,
            )
        turn = position.turn
        self.banner.value = self._banner_html(position)
        if replaying:
            prompt = "A replay is on the board: Step, Pause or Continue, then Back to the game."
        elif self.paused and not self.is_human(turn) and not position.is_over:
            prompt = f"{seat_name(turn)} to move: the computers are paused (press Continue)."
        else:
            prompt = controller.prompt()
        self.status.value = (
            f"<div style='font-size:17px;line-height:1.4'>{html.escape(prompt)}</div>"
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
        self.message.value = (
            f"<div role='alert' style='min-height:22px;color:#8E0038;font-size:15px'>"
            f"{html.escape(controller.message)}</div>"
        )
        over = position.is_over
        self.end_box.layout.display = "flex" if over else "none"
        self.play_box.layout.display = "none" if over else "flex"
        if over:
            self.end_view.value = self._end_html()
        self.others.value = self._others_html(position)
        self.undo_button.disabled = not history.can_undo or replaying
        self.redo_button.disabled = not history.can_redo or replaying
        computers_move = not over and not self.is_human(turn)
        self.go_button.disabled = not computers_move or self._task is not None or replaying
        self.pause_button.disabled = not computers_move and not self.paused
        self.pause_button.description = "Continue" if self.paused else "Pause"
        self.pause_button.icon = "play" if self.paused else "pause"
        self.hint_button.disabled = not self._accepts_input(position)
        self.hint_view.value = self._hint_html()
        self._sync_lines()
        self._refresh_story(position)
        self.description.value = (
            "<div aria-live='polite' style='position:absolute;left:-10000px;width:1px;height:1px;"
            f"overflow:hidden'>{html.escape(describe(position))}</div>"
        )
        marks = controller.highlights()
        first = max(0, history.ply - 10)
        self.state.value = html.escape(
            json.dumps(
                {
                    "ply": history.ply,
                    "line": history.line_index,
                    "moves_from": first,
                    "moves": [m.notation() for m in history.line.moves[first : history.ply]],
                    "turn": turn,
                    "card": controller.card_index,
                    "humans": self.humans,
                    "over": over,
                    "winner": position.winner,
                    "running": self._task is not None,
                    "paused": self.paused,
                    "replay": None
                    if self._replay is None
                    else [self._replay.shown, self._replay.total],
                    "frames": self.board.frames_sent,
                    "movable": self._unit_refs(marks.movable),
                    "targets": self._unit_refs(marks.targets),
                    "hint": [outcome.move.notation() for outcome in self.hint],
                    "position": position.to_dict(),
                }
            )
        )

    def _refresh_story(self, position: Position) -> None:
        history = self.history
        replay = self._replay
        self.replay_button.disabled = history.ply == 0 or replay is not None
        self.step_button.disabled = history.ply == 0 or (replay is not None and replay.at_end)
        self.replay_pause_button.disabled = replay is None or replay.at_end
        self.replay_pause_button.description = (
            "Continue" if replay is not None and replay.paused else "Pause"
        )
        self.replay_end_button.disabled = replay is None
        stories = round_stories(history.line, history.ply, self.is_human)
        rows = []
        for story in stories:
            style = seat_style(story.seat)
            now = replay is not None and story.ply == replay.ply
            weight = "font-weight:700;background:#FFF3C4;" if now else ""
            note = f"<br><b>{html.escape(story.note)}</b>" if story.note else ""
            rows.append(
                f"<li style='{weight}margin:2px 0'>{_dot(style.fill)}"
                f"{html.escape(story.text)}{note}</li>"
            )
        title = "This round" if stories else "No move yet this game."
        self.round_view.value = (
            f"<div style='font-size:14px'><b>{title}</b><ol style='margin:2px 0;"
            f"padding-left:20px'>{''.join(rows)}</ol></div>"
        )

    def _end_html(self) -> str:
        history = self.history
        summary = summarise(history.line, history.ply, self.humans)
        rows = "".join(f"<li>{html.escape(line)}</li>" for line in summary.lines())
        return (
            "<div role='status' style='border:3px solid #1B5E20;border-radius:8px;padding:8px 12px;"
            "background:#F1F8E9;margin-bottom:6px'>"
            f"<div style='font-size:24px;font-weight:700'>{html.escape(summary.result)}</div>"
            f"<div style='font-size:15px'>{summary.moves} moves, {summary.bumps} bumps.</div>"
            f"<ul style='font-size:14px;margin:4px 0;padding-left:20px'>{rows}</ul></div>"
        )

    def _unit_refs(self, refs: Sequence[tuple[int, int]]) -> list[list[float]]:
        """Places as [seat, place, x, y], x and y as fractions of the board's width and height."""
        out = []
        for seat, place in refs:
            x, y = self.board.layout_.place_xy(seat, place, 0)
            out.append([seat, place, round(x, 4), round(y, 4)])
        return out

    def _others_html(self, position: Position) -> str:
        if self.hide_hands:
            return ""
        rows = []
        for seat, hand in enumerate(position.hands):
            cards = " ".join(card_label(c) for c in hand) if hand is not None else "?"
            rows.append(f"<b>{seat_name(seat)}</b>: {html.escape(cards)}")
        return "<div style='font-size:13px'>" + "<br>".join(rows) + "</div>"

    def _move_label(self, ply: int) -> str:
        line = self.history.line
        return f"{ply:>3}. {seat_name(mover(line, ply))}: {line.moves[ply - 1].notation()}"

    def _sync_lines(self) -> None:
        history = self.history
        lines = [(f"Line {i + 1} ({len(one)} moves)", i) for i, one in enumerate(history.lines)]
        self._syncing = True
        try:
            if list(self.line_input.options) != lines:  # one row per line: a few at most
                self.line_input.options = lines
            self.line_input.value = history.line_index
            self.line_input.layout.display = "flex" if len(lines) > 1 else "none"
        finally:
            self._syncing = False

    def go_to_ply(self, ply: int) -> None:
        """Look back at the position after ``ply`` moves of this line (as picking it does)."""
        self.move_list.pick(ply)

    def _move_picked(self, ply: int) -> None:
        self._stop_computers()
        self.end_replay(redraw=False)
        self.history.go_to(ply)
        self.controller.refresh()

    def _line_changed(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        index = change["new"]
        self._stop_computers()
        self.history.go_to(min(self.history.ply, len(self.history.lines[index])), index)
        self._list_line = index
        self.move_list.sync(self.history.ply, len(self.history.line), reset=True)
        self.controller.refresh()

    # ----- looks
    def _hide_changed(self, change: dict[str, Any]) -> None:
        self.hide_hands = bool(change["new"])
        self._refresh(draw=False)

    def _animation_changed(self, change: dict[str, Any]) -> None:
        self.board.animation = change["new"]

    def set_theme(self, name: str) -> None:
        """Draw the game in the theme called ``name`` ("light", "dark", "high-contrast")."""
        self.board.set_theme(name)
        if name == "high-contrast":
            self.add_class("pegs-hc")
        else:
            self.remove_class("pegs-hc")
        if self.settings_panel.theme_input.value != name:
            self.settings_panel.theme_input.value = name
        self.contrast_button.value = name == "high-contrast"

    def _theme_changed(self, change: dict[str, Any]) -> None:
        self.set_theme(change["new"])

    def _contrast_changed(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.set_theme("high-contrast")
        elif self.settings_panel.theme_input.value == "high-contrast":
            self.set_theme("light")

    def set_big_board(self, big: bool) -> None:
        """Show the board as wide as the page (the side panel goes under it), or beside it."""
        if big:
            self.add_class("pegs-big")
        else:
            self.remove_class("pegs-big")
        self.big_button.value = big
        self.settings_panel.big_input.value = big

    def _big_changed(self, change: dict[str, Any]) -> None:
        self.set_big_board(bool(change["new"]))


def _banner(text: str, fill: str, ink: str, seat: int | None = None) -> str:
    icon = _dot(ink, 18) if seat is not None else ""
    return (
        f"<div role='status' aria-live='polite' style='background:{fill};color:{ink};"
        "font-size:22px;font-weight:700;line-height:1.3;padding:6px 12px;border-radius:8px;"
        f"margin:0 0 6px 0;border:3px solid #1A1A1A'>{icon}{html.escape(text)}</div>"
    )


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _dot(fill: str, size: int = 12) -> str:
    return (
        f"<span style='display:inline-block;width:{size}px;height:{size}px;border-radius:50%;"
        f"background:{fill};border:1px solid #222;margin-right:6px;vertical-align:-2px'></span>"
    )


def _ink_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#FFFFFF"
