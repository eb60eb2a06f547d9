"""GameApp: a whole game of Pegs and Jokers in one widget, for people and computer players.

The play of the game app: who sits where, a new game, a person's clicks and keys, the computers'
turns, the replay of a round, the hint. Its parts live beside it, one idea each: the widgets and
looks (``layout.AppLayout``, which this class extends), the computers' turns (``computers``,
plain Python: in a kernel an asyncio task plays them, each move gliding, so the kernel never
sleeps and a round can be paused; without a loop, or with ``animation="off"`` as in the tests,
at once), the replay (``replay``), the hint (``hint``), the redraw (``redraw``, with the HTML of
``panels`` and the tests' ``hidden_state``). The rules stay in the engine, the interaction state
in ``Controller``, the record of play in ``History``, the words in ``story``.
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Sequence
from dataclasses import replace
from os import PathLike
from typing import Any

from pegs import Event, Move, PegsError, Position, new_game
from pegs.words.messages import speaking

from ..board import Controller, History
from .computers import ComputerTurns
from .hint import HINT_MOVES as HINT_MOVES  # re-exported: its home was this module
from .hint import AsksHints, Hint
from .keeping import GameKeeper, KeepsGame, Said, told
from .language_picker import ChoosesLanguage
from .layout import AppLayout
from .redraw import refresh
from .replay import ReplayClock
from .replaying import ReplaysRound
from .settings import GameSettings, Seats, SettingsError
from .speech import say, spoken
from .story import move_label, move_lines, story_lines

#: Seconds between two computer moves with motion on (after each glide).
MOVE_PAUSE = 0.05
#: The drawing resolution of the board in CSS pixels (its canvas has twice as many pixels).
BOARD_PIXELS = 960


class GameApp(ChoosesLanguage, KeepsGame, AsksHints, ReplaysRound, AppLayout):
    """A whole game: turn banner, board, hand, controls, story, moves, settings, game over.

    ``seats`` gives each seat "human" or a computer player's name; by default seat 0 is human and
    the others are computers. ``animation="off"`` suits reduced motion and tests. House rules
    (RULES 9) are keyword options, as for ``pegs.new_game``. ``fill_window`` is for an app page
    served alone (Voila): no margins around it. ``step_pause`` (seconds) shows computer moves one
    at a time even with no motion, in a kernel. ``keep``: a file kept after each move, offered
    for resuming when the app opens again. ``position``: start from it instead of a new deal.
    ``lang``: the language it speaks (else the page's ``?lang=``, the choice remembered, English).
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
        keep: str | PathLike[str] | None = None,
        position: Position | None = None,
        lang: str | None = None,
        **options: Any,
    ) -> None:
        self.start_language(lang, keep)  # asked for, the page's ?lang=, remembered, or English
        with speaking(self.language):  # every word of the first screen in it
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
            self.computers = ComputerTurns(self)
            self.replays = ReplayClock(self._show_replay)
            self._hint = Hint()
            self.keeper = GameKeeper(self, None if keep is None else str(keep))
            super().__init__(
                settings,
                size=size,
                speed=speed,
                hide_hands=hide_hands,
                fill_window=fill_window,
                move_label=lambda ply: move_label(self.history.line, ply),
            )
            self.board.language = self.language  # its labels, caption and legend too
            self.undo_button.on_click(lambda _b: self.controller.undo())
            self.redo_button.on_click(lambda _b: self.controller.redo())
            self.go_button.on_click(lambda _b: self.run_computers())
            self.pause_button.on_click(lambda _b: self.toggle_pause())
            self.hint_button.on_click(lambda _b: self.show_hint())
            self.new_button.on_click(lambda _b: self._start_from_settings())
            self.play_again_button.on_click(lambda _b: self.play_again())
            self.change_button.on_click(lambda _b: self._open_settings())
            self.hide_input.observe(self._hide_changed, names="value")
            self.replay_button.on_click(lambda _b: self.start_replay())
            self.step_button.on_click(lambda _b: self.replay_step())
            self.replay_pause_button.on_click(lambda _b: self.toggle_replay_pause())
            self.replay_end_button.on_click(lambda _b: self.end_replay())
            self.move_list.on_pick(self._move_picked)
            self.line_input.on_pick(self._line_picked)
            self.hand.on_choose(lambda i: self.controller.choose_card(i))
            self.board.on_click(self._board_clicked)
            self.board.on_key(self._board_key)
            self.offer_languages()
            self.relabel()
            self.new_game(players, seed) if position is None else self.start_from_position(position)
            self.keeper.offer()  # shows its widgets, and offers a kept game in progress

    # ----- seats
    @property
    def seats(self) -> list[str]:
        """Each seat's player: "human" or a computer player's name."""
        return list(self.seating.names)

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat``."""
        return self.seating.is_human(seat)

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return self.seating.humans

    # ----- game
    @property
    def position(self) -> Position:
        """The position of the game (a replay shows older ones on the board without changing it)."""
        return self.controller.position

    @property
    def history(self) -> History:
        """Every line of play of this game."""
        return self.controller.history

    @spoken
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
        self.set_game(replace(settings, rules=rules), History(start), settings.opening)

    @spoken
    def set_game(self, settings: GameSettings, history: History, said: Said) -> None:
        """Play ``history`` from its shown position with ``settings``; the story opens ``said``.

        ``said`` is a text, or what makes it (so it is said again when the language changes).
        """
        self._said = said
        self._stop_computers()
        self.end_replay(redraw=False)
        self.game_settings = settings
        self.seating = Seats(settings.seats, settings.seed)
        self._seed = settings.seed
        self.options = dict(settings.rules)
        humans = self.humans
        # The board learns the player count together with the seat to turn to the bottom.
        self.board.set_bottom_seat(humans[0] if humans else 0, settings.players)
        self.controller = Controller(history, accepts_input=self.accepts_input)
        self.controller.listeners.append(self._changed)
        self.narration.reset([told(said), *story_lines(history.line, self.is_human)])
        self.settings_message.value = ""
        self.move_list.sync(history.ply, len(history.line), reset=True)
        self._list_line = history.line_index
        self._refresh()
        self.keeper.changed()
        self.run_computers()

    def play_again(self) -> None:
        """A new game with the same settings and the next seed (another deal)."""
        self.new_game(seed=self._seed + 1)
        self.tabs.selected_index = 0

    @spoken
    def _start_from_settings(self) -> None:
        try:
            self.new_game()
        except (SettingsError, PegsError, ValueError) as err:
            # Shown beside the button: the old game goes on, nothing chosen is lost.
            failed = html.escape(say("app-new-game-failed", reason=str(err)))
            style = "color:#8E0038;font-size:14px"
            self.settings_message.value = f"<div role='alert' style='{style}'>{failed}</div>"
            return
        self.tabs.selected_index = 0

    def _open_settings(self) -> None:
        self.tabs.selected_index = 2

    def accepts_input(self, position: Position) -> bool:
        """True when a person may act in ``position``: their turn, the game on, no replay."""
        return not position.is_over and self.is_human(position.turn) and self.replay is None

    _accepts_input = accepts_input  # its older name

    # ----- computers (the turns are ``computers.ComputerTurns``; this is its table)
    @property
    def _task(self) -> asyncio.Task[None] | None:
        """The task playing the computers' moves, while one runs."""
        return self.computers.task

    def run_computers(self, limit: int | None = None) -> int:
        """Let computer seats play until a person is to move (at most one round); moves played.

        With motion on in a kernel, the moves are played by a background task (paused with
        ``pause()``) and this returns 0 at once.
        """
        return self.computers.run(limit)  # each move played has already been drawn by _changed

    def computer_to_move(self, position: Position) -> bool:
        """True when a computer seat is to move in ``position`` and no replay is on."""
        return not position.is_over and not self.is_human(position.turn) and self.replay is None

    def computer_move(self, position: Position) -> Move:
        """The move the computer seat to move chooses."""
        return self.seating.choose(position)

    def play(self, move: Move) -> bool:
        """Play ``move`` as from the board; False (its reason shown) if the engine refuses."""
        return self.controller.play(move)

    async def glide_last(self) -> None:
        """Show the last move gliding on the board (or wait for its glide, already under way)."""
        running = self.board.gliding
        if running is not None:
            await asyncio.wait({running})  # ended or stopped: either way the round goes on
            return
        history = self.history
        before = history.line.position(history.ply - 1)
        await self.board.glide(
            before, history.last_events, history.position, highlights=self.highlights()
        )

    def gap(self) -> float | None:
        """Seconds between computer moves from a task (None: no motion, no step pause)."""
        if self.board.animation == "on":
            return MOVE_PAUSE
        return self.step_pause if self.step_pause > 0 else None

    def round_over(self) -> None:
        """The computers' round from a task ended: redraw."""
        self._refresh()

    def _stop_computers(self, lift_pause: bool = True) -> None:
        self.computers.stop(lift_pause)
        self.board.stop_glide()

    @property
    def paused(self) -> bool:
        """True while the computers are paused."""
        return self.computers.paused

    def pause(self) -> None:
        """Hold the computers after the move being shown (on a person's turn: after that move).

        While the computers are held, a replay of the round waits for Step too.
        """
        self.computers.pause()
        self._refresh(draw=False)

    def resume(self) -> None:
        """Let the computers go on."""
        self.computers.resume()
        self._refresh(draw=False)

    def toggle_pause(self) -> None:
        """Pause the computers, or let them go on."""
        self.resume() if self.paused else self.pause()

    # ----- input
    @spoken
    def _board_clicked(self, hit: Any) -> None:
        if self.replay is not None:
            self._say(say("app-replay-on-board"))
            return
        self.controller.click(hit)

    @spoken
    def _board_key(self, key: str) -> None:
        if self.replay is not None:
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
    @spoken
    def _changed(self, kind: str, events: tuple[Event, ...]) -> None:
        if kind == "move":
            self._moved(events)
            return
        self.keeper.changed()
        if kind in ("undo", "redo"):
            self._stop_computers()
            self.move_list.sync(self.history.ply, len(self.history.line))
        self._refresh()

    def _moved(self, events: tuple[Event, ...]) -> None:
        """A move was played: draw it, keep the game, tell it, then let the computers go on."""
        history = self.history
        driven = self.computers.driving  # a computer's move, which its round glides itself
        stepped = not driven and self.computers.can_glide()
        if stepped:
            # A pause taken on a person's turn holds the computers once the person moved.
            self._stop_computers(lift_pause=False)
            # The step pause is for the computers' moves: the person's own is drawn (or starts
            # gliding) first, before the game is kept (a disk's sync) and the app brought up to
            # date; the computers' round waits for its glide to end (``glide_last``).
            before = history.line.position(history.ply - 1)
            self.board.animate(before, events, history.position, highlights=self.highlights())
        self.keeper.changed()
        for text in move_lines(history.line, history.ply, self.is_human):
            self.narration.add(text)
        branched = history.line_index != self._list_line  # a new line: other rows
        self._list_line = history.line_index
        self.move_list.sync(history.ply, len(history.line), reset=branched)
        if driven:
            self._refresh(draw=False)
            return
        if stepped:
            self.computers.start(animate_first=self.board.gliding is not None)
            self._refresh(draw=False)  # after the start: the state shows the round held
            return
        before = history.line.position(history.ply - 1)
        self.board.animate(before, events, history.position, highlights=self.highlights())
        self._refresh(draw=False)
        if not self.computers.running:
            self.run_computers()

    @spoken
    def _refresh(self, draw: bool = True) -> None:
        refresh(self, draw)

    def go_to_ply(self, ply: int) -> None:
        """Look back at the position after ``ply`` moves of this line (as picking it does)."""
        self.move_list.pick(ply)

    def _move_picked(self, ply: int) -> None:
        self._stop_computers()
        self.end_replay(redraw=False)
        self.history.go_to(ply)
        self.controller.refresh()

    def _line_picked(self, index: int) -> None:
        self._stop_computers()
        self.history.go_to(min(self.history.ply, len(self.history.lines[index])), index)
        self._list_line = index
        self.move_list.sync(self.history.ply, len(self.history.line), reset=True)
        self.controller.refresh()

    def _hide_changed(self, change: dict[str, Any]) -> None:
        self.hide_hands = bool(change["new"])
        self._refresh(draw=False)
