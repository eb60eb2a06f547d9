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
                raise GameFileError(
                    f"move {number} ({text!r}) cannot be played there: {err}"
                ) from None
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
        raise GameFileError("the game file is not a JSON object")
    if data.get("format") != FORMAT:
        found = data.get("format")
        hint = " (a position file: start a game from it)" if found == "pegs-position/1" else ""
        raise GameFileError(f"the game file's format must be {FORMAT!r}, not {found!r}{hint}")
    _only(data, _KEYS, "the game file")
    try:
        start = Position.from_dict(data.get("start", {}))
    except PegsError as err:
        raise GameFileError(f"its start position is wrong: {err}") from None
    settings = _settings(data.get("settings"), start)
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise GameFileError("'moves' must be a list of moves in notation, like \"KS 2:S-T44\"")
    if len(moves) > MAX_MOVES:
        raise GameFileError(f"the game file has {len(moves):,} moves: at most {MAX_MOVES:,}")
    shown = data.get("shown", len(moves))
    if type(shown) is not int or not 0 <= shown <= len(moves):
        raise GameFileError(f"'shown' must be a whole number from 0 to {len(moves)}, not {shown!r}")
    game = SavedGame(settings, start, tuple(moves), shown)
    game.history()  # every move checked now, so a bad file changes nothing
    return game


def _only(data: dict[str, Any], keys: set[str], what: str) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise GameFileError(f"{what} has keys it does not know: {', '.join(map(repr, unknown))}")


def _settings(data: Any, start: Position) -> GameSettings:
    """The settings object of a game file, checked against its start position."""
    if not isinstance(data, dict):
        raise GameFileError("'settings' must be an object (players, seats, seed, looks)")
    _only(data, _SETTING_KEYS, "'settings'")
    players = data.get("players", start.players)
    if players != start.players:
        raise GameFileError(
            f"'settings' says {players!r} players but the start position has {start.players}"
        )
    seats = data.get("seats", [])
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise GameFileError("'seats' must be a list of players: \"human\" or a computer's name")
    big = data.get("big_board", False)
    if not isinstance(big, bool):
        raise GameFileError(f"'big_board' must be true or false, not {big!r}")
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
        raise GameFileError(f"its settings are wrong: {err}") from None
