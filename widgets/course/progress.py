"""The learner's progress through the course, kept in a small JSON file beside the notebooks.

Owns reading and writing ``.pegs-progress.json`` (in the folder the notebook runs in, or the path
given): per chapter, the exercises solved, the checkpoint's score, whether the chapter is done and
its stars. Writes are atomic (a temporary file renamed over the old one) and merge with what is on
disk, so two lessons open at once do not wipe each other's progress. A file that cannot be read is
reported in words and set aside under a new name, never a crash; when the folder cannot be written
the progress is kept for this session and the reason is reported. Plain Python, no widgets.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE_NAME = ".pegs-progress.json"
#: Called with the file's path after every save in this kernel (the start notebook's table
#: listens, so it follows the lesson below it without a click).
ON_SAVE: list[Callable[[Path], None]] = []
FORMAT = "pegs-progress/1"
#: Stars a chapter can earn: 1 for finishing its checkpoint, 2 for half right or better at the
#: first try, 3 for every checkpoint exercise right at the first try.
MAX_STARS = 3


def default_path() -> Path:
    """Where progress is kept: ``$PEGS_PROGRESS`` if set, else beside the running notebook."""
    env = os.environ.get("PEGS_PROGRESS")
    return Path(env) if env else Path.cwd() / FILE_NAME


def stars_for(score: int, total: int) -> int:
    """The stars a finished checkpoint earns for ``score`` right at the first try of ``total``."""
    if total <= 0:
        return 0
    if score >= total:
        return 3
    return 2 if 2 * score >= total else 1


@dataclass
class ChapterProgress:
    """One chapter's record: solved exercises, the checkpoint's best score, done and stars."""

    solved: set[str] = field(default_factory=set)
    score: int = 0
    total: int = 0
    done: bool = False
    stars: int = 0

    def to_json(self) -> dict[str, Any]:
        """The record as JSON data (sorted, so the file is stable)."""
        return {
            "solved": sorted(self.solved),
            "score": self.score,
            "total": self.total,
            "done": self.done,
            "stars": self.stars,
        }

    @classmethod
    def from_json(cls, data: Any) -> ChapterProgress:
        """A record from JSON data; a ValueError saying what is wrong otherwise."""
        if not isinstance(data, dict):
            raise ValueError("a chapter's record is not an object")
        solved = data.get("solved", [])
        if not isinstance(solved, list) or not all(isinstance(s, str) for s in solved):
            raise ValueError("'solved' is not a list of exercise names")
        numbers = {k: data.get(k, 0) for k in ("score", "total", "stars")}
        for key, value in numbers.items():
            if type(value) is not int or value < 0:
                raise ValueError(f"{key!r} is not a whole number")
        if not isinstance(data.get("done", False), bool):
            raise ValueError("'done' is not true or false")
        return cls(
            solved=set(solved),
            score=numbers["score"],
            total=numbers["total"],
            done=data.get("done", False),
            stars=min(numbers["stars"], MAX_STARS),
        )

    def merged(self, other: ChapterProgress) -> ChapterProgress:
        """The best of two records of the same chapter (nothing a learner earned is lost)."""
        best = max((self, other), key=lambda r: (r.stars, r.score, r.done))
        return ChapterProgress(
            solved=self.solved | other.solved,
            score=best.score,
            total=best.total,
            done=self.done or other.done,
            stars=max(self.stars, other.stars),
        )


class Progress:
    """Every chapter's record, loaded from and saved to one file; problems become ``warning``."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.chapters: dict[str, ChapterProgress] = {}
        #: The latest problem with the file, in plain words ("" when all is well).
        self.warning = ""
        self.chapters = self._read()

    def chapter(self, chapter_id: str) -> ChapterProgress:
        """The record of chapter ``chapter_id`` (an empty one if it has none yet)."""
        return self.chapters.setdefault(chapter_id, ChapterProgress())

    def solve(self, chapter_id: str, exercise_id: str) -> None:
        """Note that the learner solved an exercise, and save."""
        record = self.chapter(chapter_id)
        if exercise_id not in record.solved:
            record.solved.add(exercise_id)
            self.save()

    def finish(self, chapter_id: str, score: int, total: int) -> ChapterProgress:
        """Note a finished checkpoint (``score`` right at the first try of ``total``), and save."""
        record = self.chapter(chapter_id)
        stars = stars_for(score, total)
        if (stars, score) >= (record.stars, record.score):
            record.score, record.total = score, total
        record.done = True
        record.stars = max(record.stars, stars)
        self.save()
        return record

    def reset(self, chapter_id: str) -> None:
        """Forget one chapter's record (the learner starts it afresh), and save."""
        self.chapters.pop(chapter_id, None)
        on_disk = self._read(report=False)
        on_disk.pop(chapter_id, None)
        self._write(on_disk | self.chapters)

    def save(self) -> bool:
        """Merge this session's records with the file's and write it atomically; True if saved."""
        on_disk = self._read(report=False)
        merged = dict(on_disk)
        for key, record in self.chapters.items():
            merged[key] = record.merged(on_disk[key]) if key in on_disk else record
        self.chapters = merged
        return self._write(merged)

    # ----- the file
    def _not_a_file(self) -> bool:
        """True when the path names something other than a plain file (never touched then)."""
        if self.path.exists() and not self.path.is_file():
            self.warning = (
                f"Your progress is not kept: {self.path} is not a plain file, so it is left alone."
            )
            return True
        return False

    def _read(self, report: bool = True) -> dict[str, ChapterProgress]:
        if self._not_a_file():
            return {}
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as err:
            if report:
                self.warning = f"Your progress could not be read ({err.strerror or err})."
            return {}
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(f"it is not a {FORMAT} file")
            chapters = data.get("chapters", {})
            if not isinstance(chapters, dict):
                raise ValueError("'chapters' is not an object")
            return {str(k): ChapterProgress.from_json(v) for k, v in chapters.items()}
        except ValueError as err:  # json.JSONDecodeError is a ValueError
            self._set_aside(str(err))
            return {}

    def _set_aside(self, why: str) -> None:
        """Rename an unreadable file out of the way, so it is kept but no longer in the way."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        try:
            os.replace(self.path, aside)
            where = f"it was kept as {aside.name}"
        except OSError:
            where = "it could not be moved aside"
        self.warning = (
            f"Your progress file {self.path.name} could not be read ({why}); {where}, "
            "and progress starts afresh."
        )

    def _write(self, chapters: dict[str, ChapterProgress]) -> bool:
        data = {"format": FORMAT, "chapters": {k: chapters[k].to_json() for k in sorted(chapters)}}
        text = json.dumps(data, indent=1) + "\n"
        if self._not_a_file():
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Written beside the file and renamed over it: a crash never leaves half a file.
            fd, tmp = tempfile.mkstemp(prefix=self.path.name, suffix=".tmp", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as out:
                    out.write(text)
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as err:
            self.warning = (
                f"Your progress could not be saved ({err.strerror or err}); "
                "it is kept until this notebook closes."
            )
            return False
        for hook in list(ON_SAVE):
            hook(self.path)
        return True
