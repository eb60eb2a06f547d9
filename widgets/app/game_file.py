"""Game files (``pegs-game/1``): a whole game of the app as JSON, written and read back.

Plain Python (no widgets), tested without a browser. A game file holds the start position (a
``pegs-position/1`` object, RULES 10), the app's settings (players, who plays each seat, seed,
looks) and the moves of the line shown, in move notation, with how many of them are on the
board. Reading one checks every move with the engine, so a file either gives back the very
game that was saved or is refused with a ``GameFileError`` saying what is wrong in words. The
format is described in ``docs/game-files.md``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pegs import PegsError, Position, parse_move
from pegs.inputs import load_json

from ..board import History
from .settings import GameSettings, SettingsError
from .speech import colour, say

FORMAT = "pegs-game/1"
#: The most moves a game file may hold (a long 8-player game has about 1,500).
MAX_MOVES = 20_000
_KEYS = {"format", "settings", "start", "moves", "shown"}
_SETTING_KEYS = {"players", "seats", "seed", "theme", "motion", "big_board"}


class GameFileError(ValueError):
    """A game file that cannot be read back, with what is wrong in words."""


@dataclass(frozen=True)
class SavedGame:
    """A game as a file keeps it: settings, start position, the moves and how many are shown."""

    settings: GameSettings
    start: Position
    moves: tuple[str, ...] = ()
    shown: int = 0

    @classmethod
    def of(cls, settings: GameSettings, history: History) -> SavedGame:
        """The game of ``history`` (the line shown) with ``settings``."""
        line = history.line
        rules = line.start.rules.options()
        kept = GameSettings(
            settings.players,
            settings.seats,
            settings.seed,
            rules,
            settings.theme,
            settings.motion,
            settings.big_board,
        )
        moves = tuple(move.notation() for move in line.moves)
        return cls(kept, line.start, moves, history.ply)

    @property
    def is_over(self) -> bool:
        """True when the last position of the saved line is won (computed by replaying it)."""
        return self.history().line.position(len(self.moves)).is_over

    def history(self) -> History:
        """The game as a ``History``: every move played again by the engine, ``shown`` on board.

        Raises ``GameFileError`` naming the first move the engine refuses.
        """
        history = History(self.start)
        players = self.start.players
        for number, text in enumerate(self.moves, start=1):
            try:
                history.play(parse_move(text, players))
            except PegsError as err:
                refused = say(
                    "app-file-move-refused", number=number, move=repr(text), reason=str(err)
                )
                raise GameFileError(refused) from None
        history.go_to(self.shown)
        return history

    def to_dict(self) -> dict[str, Any]:
        """The game-file object, keys in the order ``docs/game-files.md`` shows them."""
        s = self.settings
        return {
            "format": FORMAT,
            "settings": {
                "players": s.players,
                "seats": list(s.seats),
                "seed": s.seed,
                "theme": s.theme,
                "motion": s.motion,
                "big_board": s.big_board,
            },
            "start": self.start.to_dict(),
            "moves": list(self.moves),
            "shown": self.shown,
        }

    def to_json(self) -> str:
        """The game-file JSON text (indented, one move a line, so a person can read it)."""
        return json.dumps(self.to_dict(), indent=1) + "\n"


def playable(position: Position) -> Position:
    """``position`` if a game can start there (a position file, the editor's); else words why.

    Raises ``GameFileError``: a won position has nothing left to play, and every seat needs its
    hand (the engine deals none into a position that names the cards of some seats only).
    """
    if position.is_over:
        raise GameFileError(say("app-position-won"))
    empty = [colour(s) for s in range(position.players) if position.hand(s) is None]
    if empty:
        raise GameFileError(say("app-position-no-hands", seats=", ".join(empty)))
    return position


def read_game(text: str | bytes) -> SavedGame:
    """The game in game-file JSON ``text``, every move checked; or ``GameFileError`` in words."""
    data = load_json(text, "the game file", error=GameFileError)
    if not isinstance(data, dict):
        raise GameFileError(say("app-file-not-object"))
    if data.get("format") != FORMAT:
        found = data.get("format")
        which = "app-file-format-position" if found == "pegs-position/1" else "app-file-format"
        raise GameFileError(say(which, format=repr(FORMAT), found=repr(found)))
    _only(data, _KEYS, "app-file-unknown-keys")
    try:
        start = Position.from_dict(data.get("start", {}))
    except PegsError as err:
        raise GameFileError(say("app-file-start-wrong", reason=str(err))) from None
    settings = _settings(data.get("settings"), start)
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise GameFileError(say("app-file-moves-list"))
    if len(moves) > MAX_MOVES:
        raise GameFileError(say("app-file-too-many-moves", moves=len(moves), most=MAX_MOVES))
    shown = data.get("shown", len(moves))
    if type(shown) is not int or not 0 <= shown <= len(moves):
        raise GameFileError(say("app-file-shown", most=str(len(moves)), found=repr(shown)))
    game = SavedGame(settings, start, tuple(moves), shown)
    game.history()  # every move checked now, so a bad file changes nothing
    return game


def _only(data: dict[str, Any], keys: set[str], message: str) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise GameFileError(say(message, keys=", ".join(map(repr, unknown))))


def _settings(data: Any, start: Position) -> GameSettings:
    """The settings object of a game file, checked against its start position."""
    if not isinstance(data, dict):
        raise GameFileError(say("app-file-settings-object"))
    _only(data, _SETTING_KEYS, "app-file-unknown-settings")
    players = data.get("players", start.players)
    if players != start.players:
        raise GameFileError(say("app-file-players", found=repr(players), players=start.players))
    seats = data.get("seats", [])
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise GameFileError(say("app-file-seats"))
    big = data.get("big_board", False)
    if not isinstance(big, bool):
        raise GameFileError(say("app-file-big-board", found=repr(big)))
    try:
        return GameSettings(
            players,
            tuple(seats),
            data.get("seed", start.seed or 0),
            start.rules.options(),
            data.get("theme", "light"),
            data.get("motion", "on"),
            big,
        ).checked()
    except SettingsError as err:
        raise GameFileError(say("app-file-settings-wrong", reason=str(err))) from None
