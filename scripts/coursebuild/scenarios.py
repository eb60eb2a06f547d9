"""The lesson scenarios: each ``content/scenarios/NAME.toml`` built into ``pegs/scenarios``.

A scenario file holds the keys of a scenario (``pegs.scenarios``: title, lesson, clauses, card,
position, exercise, expect) in the order written; the build reads it back as the loader will
and checks its ``expect`` against the engine (``pegs.scenarios.verify``).
"""

from __future__ import annotations

from pathlib import Path

from pegs.errors import PegsError
from pegs.scenarios import from_dict
from pegs.scenarios.verify import problems

from .built import Built, json_text
from .source import CONTENT, ContentError, read, where

FOLDER = CONTENT / "scenarios"
DATA = "pegs/scenarios"


def scenario(path: Path) -> Built:
    """One scenario built, its lesson checked against the engine."""
    name = path.stem
    data = read(path)
    try:
        found = problems(from_dict(name, data))
    except (PegsError, KeyError, TypeError, ValueError) as err:
        raise ContentError(f"{where(path)}: {err}") from None
    if found:
        raise ContentError(f"{where(path)}: the engine disagrees: {'; '.join(found)}")
    return Built(f"{DATA}/{name}.json", json_text(data, indent=2), where(path))


def scenarios(folder: Path = FOLDER) -> list[Built]:
    """Every scenario, built (in name order)."""
    return [scenario(path) for path in sorted(folder.glob("*.toml"))]
