"""The Pegs chapters: each ``content/pegs/NN_name.toml`` built into ``pegs/course/data/NN.json``.

A chapter file holds ``id``, ``title``, ``notebook``, ``forbid`` (the ideas the chapter must not
show yet: "bump", "send", "home", "joker"), its ``screens`` in order and its ``checkpoint``
exercises; ``pegs_exercises`` builds each screen and exercise with the engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .built import Built, json_text
from .pegs_exercises import exercise, screen
from .source import CONTENT, ContentError, read, require, where

FOLDER = CONTENT / "pegs"
DATA = "pegs/course/data"
IDEAS = ("bump", "send", "home", "joker")
KEYS = {"id", "title", "notebook", "forbid", "screens", "checkpoint"}


def chapter(path: Path) -> Built:
    """One chapter file built: its data file, every answer worked out by the engine."""
    spec = read(path)
    try:
        unknown = sorted(set(spec) - KEYS)
        require(not unknown, f"unknown keys {unknown}")
        missing = [k for k in ("id", "title", "notebook") if k not in spec]
        if missing:
            raise ContentError(f"lacks {missing[0]!r}")
        forbid = set(spec.get("forbid", ()))
        require(forbid <= set(IDEAS), f"forbid names {sorted(forbid - set(IDEAS))}: not ideas")
        data: dict[str, Any] = {
            "id": spec["id"],
            "title": spec["title"],
            "notebook": spec["notebook"],
            "screens": [screen(s, forbid) for s in spec.get("screens", ())],
            "checkpoint": [exercise(e, forbid) for e in spec.get("checkpoint", ())],
        }
    except ContentError as err:
        raise ContentError(f"{where(path)}: {err}") from None
    return Built(f"{DATA}/{spec['id']}.json", json_text(data, indent=1), where(path))


def chapters(folder: Path = FOLDER) -> list[Built]:
    """Every chapter of the Pegs course, built (in file name order)."""
    built = [chapter(path) for path in sorted(folder.glob("*.toml"))]
    paths = [b.path for b in built]
    twice = sorted({p for p in paths if paths.count(p) > 1})
    require(not twice, f"{where(folder)}: two chapters have the id of {twice}")
    return built
