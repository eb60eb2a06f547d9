"""Keeping the app's game: the offer to resume after a reload, game files out and in.

``GameKeeper`` saves the game beside the notebook after every change (``game_store``, atomic),
and when the app opens over a kept game in progress it offers to resume it; until that offer is
answered nothing is saved, so a reload never replaces the game it could resume. It also writes
the game as a file to download and reads a game file or a position file sent in: a bad file is
refused in words and changes nothing. The game itself is set by ``GameApp.set_game``.
"""

from __future__ import annotations

import base64
import html
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as ipw

from pegs import PegsError, Position
from pegs.inputs import load_json

from ..board import History
from .game_file import GameFileError, SavedGame, playable, read_game
from .game_store import GameStore
from .settings import GameSettings
from .speech import say, spoken

if TYPE_CHECKING:  # the app imports this module
    from .game_app import GameApp

#: The format of a position file (RULES 10), which starts a new game when opened.
POSITION_FORMAT = "pegs-position/1"
#: The name offered for a downloaded game file.
DOWNLOAD_NAME = "pegs-game.json"


#: A line the story opens with: a text, or what makes it in the language spoken then.
Said = str | Callable[[], str]


def told(said: Said) -> str:
    """The story's first line in the language spoken now."""
    return said if isinstance(said, str) else said()


def _note(text: str, alert: bool = False) -> str:
    role = " role='alert'" if alert else ""
    colour = "#8E0038" if alert else "#1b4d1b"
    return f"<div{role} style='color:{colour};font-size:14px'>{html.escape(text)}</div>"


class GameKeeper:
    """The app's kept game (a file beside the notebook) and its game files out and in."""

    def __init__(self, app: GameApp, keep: str | Path | None) -> None:
        self.app = app
        self.store = None if keep is None else GameStore(keep)
        self.offered: SavedGame | None = None  # a kept game offered for resuming, unanswered
        self.looked = False  # nothing is saved before the kept game was looked at
        self.note = ipw.HTML()
        self.offer_text = ipw.HTML()
        self.resume_button = ipw.Button(icon="play", button_style="success")
        self.fresh_button = ipw.Button(icon="refresh")
        self.resume_button.on_click(lambda _b: self.resume())
        self.fresh_button.on_click(lambda _b: self.decline())
        buttons = ipw.HBox([self.resume_button, self.fresh_button])
        buttons.add_class("pegs-row")
        self.offer_box = ipw.HBox(
            [self.offer_text, buttons],
            layout=ipw.Layout(display="none", flex_flow="row wrap", align_items="center"),
        )
        self.offer_box.add_class("pegs-offer")
        self.export_button = ipw.Button(icon="download")
        self.export_button.on_click(lambda _b: self.show_download())
        self.download = ipw.HTML()
        self.upload = ipw.FileUpload(accept=".json", multiple=False)
        self.upload.layout.width = "auto"
        self.upload.observe(self._uploaded, names="value")
        self.file_message = ipw.HTML()
        self.files_heading = ipw.HTML()
        self.file_box = ipw.VBox(
            [
                self.files_heading,
                ipw.HBox([self.export_button, self.upload]),
                self.download,
                self.file_message,
            ]
        )
        self.file_box.children[1].add_class("pegs-row")
        self._saved: tuple[Any, ...] = ()
        self._when = ""  # the time the game offered was kept ("14:05")
        self.relabel()

    def relabel(self) -> None:
        """Say the keeper's buttons, heading and offer in the language spoken now."""
        self.resume_button.description = say("app-resume")
        self.fresh_button.description = say("app-fresh")
        self.export_button.description = say("app-save-file")
        self.upload.description = say("app-open-file")
        self.files_heading.value = (
            f"<b style='font-size:15px'>{html.escape(say('app-game-files'))}</b>"
        )
        kept = self.offered
        if kept is not None:
            said = say(
                "app-offer", players=kept.settings.players, moves=len(kept.moves), time=self._when
            )
            self.offer_text.value = (
                f"<div style='font-size:14px;margin-right:10px'>{html.escape(said)}</div>"
            )

    @property
    def language(self) -> str:
        """The language the app speaks (the keeper speaks it too)."""
        return self.app.language

    def _attach(self) -> None:
        """Put the offer and notes above the app's banner, the game files in its settings."""
        app = self.app
        first, *rest = app.children
        app.children = (first, self.offer_box, self.note, *rest)
        settings = app.tabs.children[2]
        settings.children = (*settings.children, self.file_box)

    # ----- the kept game
    @spoken
    def offer(self) -> None:
        """Show the keeper's widgets; offer the kept game when it is a game in progress."""
        self._attach()
        self.looked = True
        if self.store is None:
            return
        try:
            kept = self.store.load()
        except GameFileError as err:
            self._set_aside(str(err))
            return
        if kept is None or not kept.moves or kept.is_over:
            self.changed()  # nothing to lose: this game is kept from now on
            return
        self.offered = kept
        self._when = time.strftime("%H:%M", time.localtime(self.store.path.stat().st_mtime))
        self.relabel()
        self.offer_box.layout.display = "flex"

    def _set_aside(self, why: str) -> None:
        assert self.store is not None
        try:
            aside = self.store.set_aside()
        except OSError:
            self.note.value = _note(say("app-kept-left", why=why), alert=True)
            self.store = None
            return
        self.note.value = _note(say("app-kept-moved", why=why, name=aside.name), alert=True)
        self.changed()

    @spoken
    def resume(self) -> None:
        """Play the game that was offered, as it was kept."""
        kept = self.offered
        if kept is not None:
            self._close_offer()
            self.load(kept, lambda: say("app-kept-resumed"))

    def decline(self) -> None:
        """Keep the new game instead of the one offered (which it replaces from now on)."""
        self._close_offer()
        self.changed()

    def _close_offer(self) -> None:
        self.offered = None
        self.offer_box.layout.display = "none"

    @spoken
    def changed(self) -> None:
        """Save the game beside the notebook if it changed (never while a resume is offered)."""
        if self.store is None or self.offered is not None or not self.looked:
            return
        history = self.app.history
        mark = (id(history), history.line_index, history.ply, len(history.line), self._looks())
        if mark == self._saved:
            return
        try:
            self.store.save(self.saved_game())
        except OSError as err:
            why = str(err.strerror or err)
            self.note.value = _note(say("app-cannot-keep", why=why), alert=True)
            self.store = None
            return
        self._saved = mark

    def _looks(self) -> tuple[str, str, bool]:
        panel = self.app.settings_panel
        return (panel.theme_input.value, panel.motion_input.value, bool(panel.big_input.value))

    # ----- game files
    def saved_game(self) -> SavedGame:
        """The game as a game file keeps it: its settings, today's looks, the line shown."""
        s = self.app.game_settings
        theme, motion, big = self._looks()
        settings = GameSettings(s.players, s.seats, s.seed, s.rules, theme, motion, big)
        return SavedGame.of(settings, self.app.history)

    @spoken
    def show_download(self) -> str:
        """Put a link to download the game file under the button; the file's text."""
        text = self.saved_game().to_json()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (
            f"<a class='pegs-download' download='{DOWNLOAD_NAME}' style='color:#0b57d0;"
            "text-decoration:underline;font-size:14px' "
            f"href='data:application/json;base64,{data}'>"
            f"{html.escape(say('app-download', name=DOWNLOAD_NAME))}</a>"
        )
        return text

    @spoken
    def open_file(self, text: str | bytes) -> bool:
        """Play the game (or start from the position) in a file; False, in words, if it is bad."""
        try:
            data = load_json(text, "the file", error=GameFileError)
            if isinstance(data, dict) and data.get("format") == POSITION_FORMAT:
                self.start_from(Position.from_dict(data))
            else:
                self.load(read_game(text), lambda: say("app-file-opened"))
        except (GameFileError, PegsError) as err:
            refused = say("app-file-refused", reason=str(err))
            self.file_message.value = _note(refused, alert=True)
            return False
        return True

    def _uploaded(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        content = files[0]["content"]
        self.upload.value = ()  # the same file may be sent again
        self.open_file(bytes(content))

    def load(self, game: SavedGame, said: Said) -> None:
        """Play ``game`` as it was kept: settings, seats, looks, every move, the story.

        ``said`` makes the story's first line (in the language spoken when it is told).
        """
        history = game.history()
        self._close_offer()
        self.app.settings_panel.set(game.settings)
        self.app.set_game(game.settings, history, said)
        self.file_message.value = _note(told(said))

    @spoken
    def start_from(self, position: Position) -> None:
        """Start a game from ``position`` (from a position file or the editor); refused in words."""
        playable(position)
        panel = self.app.settings_panel
        now = panel.settings()
        seats = now.seats if now.players == position.players else ()
        settings = GameSettings(
            position.players,
            seats,
            position.seed if position.seed is not None else now.seed,
            position.rules.options(),
            now.theme,
            now.motion,
            now.big_board,
        ).checked()
        self._close_offer()
        panel.set(settings)
        players = settings.players

        def said() -> str:
            return say("app-from-position", players=players)

        self.app.set_game(settings, History(position), said)
        self.file_message.value = _note(said())


class KeepsGame:
    """The game app's game files: export, import, start from a position (``keeper`` does it)."""

    keeper: GameKeeper

    def export_game(self) -> str:
        """The game as game-file JSON (``docs/game-files.md``), and a link to download it."""
        return self.keeper.show_download()

    def import_game(self, text: str | bytes) -> bool:
        """Play the game file (or start from the position file) ``text``; False if refused."""
        return self.keeper.open_file(text)

    def start_from_position(self, position: Position) -> None:
        """A new game from ``position`` (say, ``PositionEditor.position``), seats as set.

        Raises ``GameFileError`` in words (nothing changes) for a position with nothing to play.
        """
        self.keeper.start_from(position)
