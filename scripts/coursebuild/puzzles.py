"""The puzzles: ``content/pegs/puzzles.json``, checked over every legal move by the engine.

The file is data a teacher never edits by hand: ``scripts/make_puzzles.py`` (a seeded search)
writes it, and the kit reads it where it is. The build checks each puzzle as the loader will
read it (``pegs.course.puzzles.check``: the one solution, at least two legal moves, the grade)
and that the file is written as the generator writes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from pegs.course.puzzles import FORMAT, Puzzle, check
from pegs.errors import PegsError

from .source import CONTENT, ContentError, require, where

SOURCE = CONTENT / "pegs" / "puzzles.json"


def puzzles(path: Path = SOURCE) -> int:
    """Check every puzzle of the file; how many there are (ContentError naming a bad one)."""
    name = where(path)
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ContentError(f"{name}: not JSON: {err}") from None
    require(data.get("format") == FORMAT, f"{name}: not a {FORMAT} file")
    written = json.dumps(data, indent=1) + "\n"  # as make_puzzles writes it
    require(text == written, f"{name}: not written as make_puzzles writes it")
    ids: set[str] = set()
    for item in data["puzzles"]:
        try:
            puzzle = Puzzle.from_json(item)
        except PegsError as err:
            raise ContentError(f"{name}: {err}") from None
        require(puzzle.id not in ids, f"{name}: two puzzles are called {puzzle.id}")
        ids.add(puzzle.id)
        problems = check(puzzle)
        require(not problems, f"{name}: puzzle {puzzle.id}: {'; '.join(problems)}")
    return len(ids)
