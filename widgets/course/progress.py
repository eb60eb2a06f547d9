"""The learner's progress through the course, kept in a small JSON file beside the notebooks.

Owns what ``.pegs-progress.json`` (in the folder the notebook runs in, or the path given) records:
per chapter, the exercises solved, the checkpoint's score, whether the chapter is done and its
stars, the best stars each exercise gave (the hint ladder, ``ladder``) and the exercises in
review (``review``); and the rules that keep every record safe. Each save reads, merges and
writes under a lock between processes (``file_lock``), so two lessons saving at once keep each
other's records. A file that cannot be decoded is reported in words and set aside under a name
of its own; a chapter record that cannot be read costs only that chapter: it stays in the file
as it was, every page that reads the file says so, and it is set aside before a new record of
that chapter replaces it.
A file that cannot be opened (permission denied) is never written over: progress is kept in a
file beside it, and the learner is told where. When the folder cannot be written the progress is
kept for this session and the reason is reported. Plain Python, no widgets.

The two later records ("exercise_stars", "review") are written only when not empty and read as
empty when absent, so a file from before them loads as it was, and a kit from before them reads
a newer file (it ignores keys it does not know).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..lesson import lesson_say as say
from . import review as _review
from .chapter_progress import MAX_STARS, ChapterProgress, stars_for
from .file_lock import locked
from .progress_file import FORMAT, OnDisk, keep_aside, read_progress, set_aside, write_progress

FILE_NAME = ".pegs-progress.json"
#: Called with the file's path after every save in this kernel (the start notebook's table
#: listens, so it follows the lesson below it without a click).
ON_SAVE: list[Callable[[Path], None]] = []


def default_path(folder: Path | None = None) -> Path:
    """Where progress is kept: ``$PEGS_PROGRESS`` if set, else in ``folder`` (relative to the
    running notebook's; the notebook's own when None: every language's lessons share one)."""
    env = os.environ.get("PEGS_PROGRESS")
    return Path(env) if env else Path.cwd() / (folder or "") / FILE_NAME


def kept_path(path: Path) -> Path:
    """Where progress is saved while the file at ``path`` cannot be opened: a file beside it."""
    return path.with_name(path.name + ".kept")


def _short(text: str, limit: int = 40) -> str:
    return repr(text) if len(text) <= limit else repr(text[: limit - 3] + "...")


@dataclass
class _Disk:
    """One file's readable records, its unreadable ones (raw), and whether it may be written."""

    chapters: dict[str, ChapterProgress] = field(default_factory=dict)
    damaged: dict[str, Any] = field(default_factory=dict)
    writable: bool = True
    blocked: str = ""  # why the file could not be opened ("" when it could)


class Progress:
    """Every chapter's record, loaded from and saved to one file; problems become ``warning``."""

    def __init__(
        self, path: Path | str | None = None, *, clock: _review.Clock = _review.now
    ) -> None:
        self.path = Path(path) if path is not None else default_path()
        #: The time for review (``review.now``: the real time, or ``$PEGS_CLOCK``'s).
        self.clock = clock
        self.chapters: dict[str, ChapterProgress] = {}
        #: The latest problem with the file, in plain words ("" when all is well).
        self.warning = ""
        #: Where saves go: ``path``; the file beside it while ``path`` cannot be read; None when
        #: no file can be written (progress is kept for this session).
        self.store: Path | None = self.path
        self._damaged: dict[str, Any] = {}  # unreadable chapter records of the store, as found
        self._kept_merged = False  # the kept file's records were read into a readable ``path``
        self.chapters = self._read()

    def chapter(self, chapter_id: str) -> ChapterProgress:
        """The record of chapter ``chapter_id`` (an empty one if it has none yet)."""
        return self.chapters.setdefault(chapter_id, ChapterProgress())

    def solve(self, chapter_id: str, exercise_id: str, stars: int = MAX_STARS) -> None:
        """Note that the learner solved an exercise (for ``stars`` at most), and save."""
        record = self.chapter(chapter_id)
        stars = max(0, min(stars, MAX_STARS))
        if exercise_id not in record.solved or stars > record.best.get(exercise_id, -1):
            record.solved.add(exercise_id)
            record.best[exercise_id] = max(stars, record.best.get(exercise_id, 0))
            self.save()

    def exercise_stars(self, chapter_id: str, exercise_id: str) -> int | None:
        """The most stars an exercise gave (3 for one solved before stars were kept); None
        when it was never solved."""
        record = self.chapters.get(chapter_id)
        if record is None or exercise_id not in record.solved:
            return None
        return record.best.get(exercise_id, MAX_STARS)

    def missed(self, chapter_id: str, exercise_id: str) -> None:
        """An exercise answered wrong or shown in a lesson: into review's first box; save."""
        self.chapter(chapter_id).review[exercise_id] = _review.missed(self.clock())
        self.save()

    def reviewed(self, chapter_id: str, exercise_id: str, right: bool) -> None:
        """The first answer on a review screen: one box on if right, back to the first if not."""
        record = self.chapter(chapter_id)
        at = self.clock()
        card = record.review.get(exercise_id)
        if right and card is not None:
            record.review[exercise_id] = _review.passed(card, at)
        elif not right:
            record.review[exercise_id] = _review.missed(at)
        self.save()

    def due(self, chapter_ids: list[str] | None = None) -> list[tuple[str, str]]:
        """The exercises due for review now, as (chapter, exercise), soonest due first; only
        those of ``chapter_ids`` when given."""
        at = self.clock()
        found = [
            (card.due, key, exercise_id)
            for key, record in self.chapters.items()
            if chapter_ids is None or key in chapter_ids
            for exercise_id, card in record.review.items()
            if card.is_due(at)
        ]
        return [(key, exercise_id) for _due, key, exercise_id in sorted(found)]

    def next_due(self, chapter_ids: list[str] | None = None) -> float | None:
        """Seconds until the next exercise not yet due comes back (None when none waits)."""
        at = self.clock()
        waits = [
            card.due - at
            for key, record in self.chapters.items()
            if chapter_ids is None or key in chapter_ids
            for card in record.review.values()
            if card.box < _review.DONE and card.due > at
        ]
        return min(waits, default=None)

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
        if self._not_a_file():
            return
        with locked(self.path):
            on_disk = self._load()
            on_disk.pop(chapter_id, None)
            saved = self._write(on_disk | self.chapters, replace=chapter_id)
        if saved:
            self._tell_saved()

    def save(self) -> bool:
        """Merge this session's records with the file's and write it atomically; True if saved."""
        if self._not_a_file():
            return False
        # Read, merge and write under one lock: another process's save waits for this one.
        with locked(self.path):
            on_disk = self._load()
            merged = dict(on_disk)
            for key, record in self.chapters.items():
                merged[key] = record.merged(on_disk[key]) if key in on_disk else record
            self.chapters = merged
            saved = self._write(merged)
        if saved:
            self._tell_saved()
        return saved

    # ----- the file
    def _tell_saved(self) -> None:
        # Outside the lock: a listener may read the file again (the index's table does).
        for hook in list(ON_SAVE):
            hook(self.path)

    def _not_a_file(self) -> bool:
        """True when the path names something other than a plain file (never touched then)."""
        if self.path.exists() and not self.path.is_file():
            self.warning = say("progress-not-a-file", path=str(self.path))
            return True
        return False

    def _read(self) -> dict[str, ChapterProgress]:
        if self._not_a_file():
            return {}
        with locked(self.path):
            return self._load()

    def _load(self) -> dict[str, ChapterProgress]:
        """The records on disk, deciding where saves go (call it holding the lock)."""
        kept = kept_path(self.path)
        main = self._disk(self.path)
        if main.writable:
            self.store, self._damaged = self.path, main.damaged
            # Progress saved beside the file while it could not be read joins it again.
            self._kept_merged = kept.is_file()
            if self._kept_merged:
                extra = self._disk(kept)
                self._kept_merged = extra.writable and not extra.damaged
                for key, record in extra.chapters.items():
                    old = main.chapters.get(key)
                    main.chapters[key] = record.merged(old) if old else record
            return main.chapters
        # The file cannot be written over without losing it: progress goes to a file beside it.
        other = self._disk(kept)
        self.store = kept if other.writable and not other.blocked else None
        self._damaged = other.damaged
        where = str(kept) if self.store else "none"
        if main.blocked:
            self.warning = say(
                "progress-blocked", path=str(self.path), why=str(main.blocked), kept=where
            )
        else:
            self.warning += " " + say("progress-meanwhile", kept=where)
        return other.chapters

    def _disk(self, path: Path) -> _Disk:
        """The records of the file at ``path``; an undecodable file is set aside, reported."""
        found: OnDisk = read_progress(path)
        if found.blocked:
            return _Disk(writable=False, blocked=found.blocked)
        if found.problem:
            return self._set_aside(path, found.problem)
        good: dict[str, ChapterProgress] = {}
        damaged: dict[str, tuple[Any, str]] = {}
        for key, raw in found.chapters.items():
            try:
                good[key] = ChapterProgress.from_json(raw)
            except ValueError as err:
                damaged[key] = (raw, str(err))
        if damaged and not good:
            # No chapter can be read: the whole file is set aside, as an undecodable one is.
            key, (_raw, why) = next(iter(damaged.items()))
            return self._set_aside(path, f"chapter {_short(key)}: {why}")
        if damaged:
            names = ", ".join(_short(key) for key in damaged)
            key, (_raw, why) = next(iter(damaged.items()))
            self.warning = say(
                "progress-damaged", name=path.name, chapters=names, chapter=_short(key), why=why
            )
        return _Disk(good, {key: raw for key, (raw, _why) in damaged.items()})

    def _set_aside(self, path: Path, why: str) -> _Disk:
        """Rename an unreadable file out of the way, so it is kept but no longer in the way."""
        try:
            aside = set_aside(path)
        except OSError:
            self.warning = say("progress-stuck", name=path.name, why=why)
            return _Disk(writable=False)
        self.warning = say("progress-set-aside", name=path.name, why=why, aside=aside.name)
        return _Disk()

    def _write(self, chapters: dict[str, ChapterProgress], replace: str | None = None) -> bool:
        """Write the records to the store, an unreadable record carried through or set aside."""
        if self._not_a_file():
            return False
        if self.store is None:
            return False  # the reason was given when the file was read
        data: dict[str, Any] = {key: chapters[key].to_json() for key in chapters}
        for key, raw in self._damaged.items():
            record = chapters.get(key)
            if key != replace and (record is None or record == ChapterProgress()):
                data[key] = raw  # nothing new for that chapter: its record stays as it was
                continue
            try:
                aside = keep_aside(self.store, {key: raw})
            except OSError:
                data[key] = raw  # never lost: this session's record of it is not saved
                continue
            self.warning = say("progress-replaced", chapter=_short(key), aside=aside.name)
        try:
            write_progress(self.store, data)
        except OSError as err:
            self.warning = say("progress-not-saved", why=str(err.strerror or err))
            return False
        self._damaged = {key: raw for key, raw in self._damaged.items() if data.get(key) is raw}
        if self._kept_merged and self.store == self.path:
            # Its records are in the file now.
            kept_path(self.path).unlink(missing_ok=True)
            self._kept_merged = False
        return True


__all__ = [
    "FILE_NAME",
    "FORMAT",
    "MAX_STARS",
    "ON_SAVE",
    "ChapterProgress",
    "Progress",
    "default_path",
    "kept_path",
    "stars_for",
]
