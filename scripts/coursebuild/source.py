"""Reading the course content: TOML files, their text rule, and errors that name the file.

A text in a course file may run over several lines: the lines of a paragraph are joined with
single spaces and an empty line starts a new paragraph, as in Markdown, so a teacher can wrap
long texts anywhere. Notebook files are read as written (their cells are Markdown and code).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
#: The one folder of teaching content, shipped inside the wheel.
CONTENT = ROOT / "pegs" / "course" / "content"

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


class ContentError(Exception):
    """A content file that cannot be built: the message names the file and what is wrong."""


def require(ok: object, message: str) -> None:
    """Raise ContentError(message) unless ``ok``: the build's checks, as clear errors."""
    if not ok:
        raise ContentError(message)


def paragraphs(text: str) -> str:
    """``text`` with each paragraph's lines joined by spaces (paragraphs kept apart)."""
    if "\n" not in text:
        return text
    parts = _PARAGRAPH_BREAK.split(text.strip())
    return "\n\n".join(" ".join(line.strip() for line in p.strip().splitlines()) for p in parts)


def joined(value: Any) -> Any:
    """``value`` with the paragraph rule applied to every text inside it."""
    if isinstance(value, str):
        return paragraphs(value)
    if isinstance(value, list):
        return [joined(v) for v in value]
    if isinstance(value, dict):
        return {k: joined(v) for k, v in value.items()}
    return value


def read(path: Path, *, texts: bool = True) -> dict[str, Any]:
    """A content file's table (with the text rule unless ``texts`` is False)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as err:
        raise ContentError(f"{where(path)}: not valid TOML: {err}") from None
    return joined(data) if texts else data


def where(path: Path) -> str:
    """``path`` as shown in messages: relative to the repository when inside it."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
