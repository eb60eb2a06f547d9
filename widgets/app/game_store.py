"""The game kept beside the notebook: one game file, saved atomically after every move.

Plain Python (no widgets), tested without a browser. ``GameStore`` writes the game to a hidden
temporary file in the same folder, flushes it to disk and only then renames it over the kept
file, so a crash or a full disk mid-save leaves the last good game in place, never half a file.
A kept file that cannot be read back is never overwritten: it is renamed aside under a name no
other file has, and the store says where in words.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

from pegs.inputs import MAX_JSON_BYTES

from .game_file import GameFileError, SavedGame, read_game
from .speech import say

#: The kept game's file name, beside the notebook (hidden: it is the app's, not the learner's).
KEEP_NAME = ".pegs-game.json"


class GameStore:
    """One kept game file: ``load`` what is there, ``save`` a game over it atomically."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def load(self) -> SavedGame | None:
        """The kept game, None when there is none; ``GameFileError`` in words when it is bad."""
        try:
            size = self.path.stat().st_size
            if size > MAX_JSON_BYTES:
                path, most = str(self.path), MAX_JSON_BYTES
                raise GameFileError(say("app-store-too-big", path=path, size=size, most=most))
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as err:
            unreadable = say("app-store-unreadable", path=str(self.path), why=_why(err))
            raise GameFileError(unreadable) from None
        return read_game(data)

    def save(self, game: SavedGame) -> None:
        """Write ``game`` over the kept file, all or nothing; ``OSError`` when it cannot."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(
            prefix=self.path.name + ".", suffix=".tmp", dir=self.path.parent
        )
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(game.to_json())
                out.flush()
                os.fsync(out.fileno())
            os.replace(name, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(name)
            raise

    def set_aside(self) -> Path:
        """Rename the kept file aside (a name no file has yet) and return its new path."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1, 10_000):
            target = self.path.with_name(f"{self.path.name}.unreadable-{stamp}-{n}")
            try:
                # A hard link never replaces an existing file (rename would): names never collide.
                os.link(self.path, target)
            except FileExistsError:
                continue
            os.unlink(self.path)
            return target
        raise OSError(f"no free name beside {self.path}")


def _why(err: OSError) -> str:
    """An operating-system error in words, without its class name."""
    return (err.strerror or str(err)).lower()
