"""The progress file on disk: read without side effects, written atomically, set aside safely.

Owns the bytes of ``.pegs-progress.json``: reading it bounded in size, decoded and checked as
JSON by the kit's one reader (so no ``UnicodeDecodeError`` or ``RecursionError`` escapes: every
problem comes back in words), writing it through a temporary file renamed over the old one,
and moving an unreadable file out of the way under a name no other file has. Sections other than
the chapters (the class link of ``class_link.py``) are carried through every write. What the
records mean is ``progress.py``'s.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pegs.inputs import MAX_JSON_BYTES, load_json

FORMAT = "pegs-progress/1"
#: The largest progress file read: a whole course of records is a few kilobytes.
MAX_BYTES = MAX_JSON_BYTES
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


@dataclass
class OnDisk:
    """What one read of the file found: its chapters' raw records, or why it was not read."""

    chapters: dict[str, Any] = field(default_factory=dict)
    #: Why the file cannot be used though it could be opened ("" when it can): it is set aside.
    problem: str = ""
    #: Why the file could not be opened at all (permission denied): it is left alone.
    blocked: str = ""
    #: The file's other top-level sections (the class link), carried through every write.
    extra: dict[str, Any] = field(default_factory=dict)


def read_progress(path: Path) -> OnDisk:
    """The file at ``path`` as raw chapter records; an absent file has none."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            data = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return OnDisk()
    except OSError as err:
        return OnDisk(blocked=err.strerror or str(err))
    if max(size, len(data)) > MAX_BYTES:
        big = max(size, len(data))
        return OnDisk(problem=f"it is {big:,} bytes long, more than the {MAX_BYTES:,} allowed")
    if data.startswith(_UTF16_MARKS):
        return OnDisk(problem="it is saved as UTF-16 text, and a progress file is UTF-8")
    try:
        value = load_json(data, "the file", ValueError)
    except ValueError as err:
        return OnDisk(problem=str(err))
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        return OnDisk(problem=f"it is not a {FORMAT} file")
    chapters = value.get("chapters", {})
    if not isinstance(chapters, dict):
        return OnDisk(problem="'chapters' is not an object")
    extra = {key: part for key, part in value.items() if key not in ("format", "chapters")}
    return OnDisk(chapters={str(key): record for key, record in chapters.items()}, extra=extra)


def write_progress(
    path: Path, chapters: dict[str, Any], extra: dict[str, Any] | None = None
) -> None:
    """Write the records (JSON data, by chapter) atomically; OSError when it cannot be done.

    The file's other sections (``extra``; by default those in the file now) are kept as they are.
    """
    if extra is None:
        extra = read_progress(path).extra
    data = {"format": FORMAT, "chapters": {key: chapters[key] for key in sorted(chapters)}}
    data |= {key: extra[key] for key in sorted(extra) if key not in data}
    text = json.dumps(data, indent=1) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    # Written beside the file and renamed over it: a crash never leaves half a file.
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_section(path: Path, name: str, value: Any) -> None:
    """Set (or with None remove) one top-level section, keeping the chapters; OSError if unsafe.

    A file that cannot be read is never written over: its records would be lost.
    """
    found = read_progress(path)
    if found.blocked or found.problem:
        raise OSError(found.blocked or found.problem)
    extra = dict(found.extra)
    if value is None:
        extra.pop(name, None)
    else:
        extra[name] = value
    write_progress(path, found.chapters, extra)


def _reserve(path: Path) -> Path:
    """A new file beside ``path`` named ``<name>.unreadable-<time>[-n]``, created empty.

    Created exclusively, so two set-asides in the same second (even from two processes) never
    take the same name and never overwrite an earlier one.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1, 10_000):
        suffix = "" if number == 1 else f"-{number}"
        name = path.with_name(f"{path.name}.unreadable-{stamp}{suffix}")
        try:
            os.close(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            continue
        return name
    raise FileExistsError(f"no free name beside {path.name}")  # pragma: no cover


def set_aside(path: Path) -> Path:
    """Rename the file at ``path`` to a new unique name beside it; the new path, or OSError."""
    aside = _reserve(path)
    try:
        os.replace(path, aside)
    except OSError:
        aside.unlink(missing_ok=True)
        raise
    return aside


def keep_aside(path: Path, chapters: dict[str, Any]) -> Path:
    """Write raw records to a new unique progress file beside ``path``; its path, or OSError."""
    aside = _reserve(path)
    try:
        write_progress(aside, chapters)
    except OSError:
        with contextlib.suppress(OSError):
            aside.unlink()
        raise
    return aside


__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "OnDisk",
    "keep_aside",
    "read_progress",
    "set_aside",
    "write_progress",
    "write_section",
]
