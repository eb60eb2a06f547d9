"""What the build makes: files (a path and their text), compared with or written to the tree."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .source import ROOT


@dataclass(frozen=True)
class Built:
    """One file the build makes: where it goes (relative to the repository) and its text."""

    path: str
    text: str
    source: str  # the content file it is built from, named when it is stale

    def stale(self, root: Path = ROOT) -> bool:
        """True when the file in ``root`` is missing or differs from the built text."""
        target = root / self.path
        return not target.exists() or target.read_text(encoding="utf-8") != self.text

    def write(self, root: Path = ROOT) -> bool:
        """Write the file into ``root`` if it differs; True when it was written."""
        if not self.stale(root):
            return False
        target = root / self.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.text, encoding="utf-8")
        return True


def json_text(data: Any, indent: int) -> str:
    """Data as the kit writes its JSON files: indented, UTF-8 as is, one final line break."""
    return json.dumps(data, indent=indent, ensure_ascii=False) + "\n"


def orphans(built: list[Built], folder: str, pattern: str, root: Path = ROOT) -> list[str]:
    """Files matching ``pattern`` in ``folder`` that the build no longer makes."""
    made = {b.path for b in built}
    return sorted(
        str(p.relative_to(root))
        for p in (root / folder).glob(pattern)
        if str(p.relative_to(root)) not in made
    )
