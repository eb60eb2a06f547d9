"""A teacher's classes: a class code, the learners who report to it and their chapters' progress.

Owns what the class view keeps in the store's SQLite file (``classes``, ``students``,
``student_chapters``, made by ``store.MIGRATIONS``) and what it shows: students by chapters
(stars, exercises solved, last seen) as JSON and as CSV. A learner is known by a key their
course made (kept only as its hash) and the name they typed; a report merges into what is
kept (solved exercises are added, stars only go up), so a report sent twice changes nothing.
"""

from __future__ import annotations

import csv
import io
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pegs.course import Course, load_course

from .store import Store, new_code, token_hash

#: A chapter id or an exercise id as the course writes them.
COURSE_ID = re.compile(r"[A-Za-z0-9_.-]{1,64}")
#: Bounds on one report: chapters, and exercises per chapter.
MAX_CHAPTERS, MAX_SOLVED = 64, 256
#: Learners one class may have: a few classes' worth, so made-up keys cannot fill the file.
MAX_STUDENTS = 400
#: The CSV's first row in English (the class view's handler gives the request's language's).
HEADER = (
    "student",
    "last seen (UTC)",
    "chapter",
    "title",
    "exercises solved",
    "exercises",
    "stars",
)
#: Stars a chapter can earn (the course's ``MAX_STARS``).
MAX_STARS = 3


class ReportError(ValueError):
    """A learner's report that cannot be kept; its message is the words key of why."""


@dataclass(frozen=True)
class ChapterReport:
    """One chapter as a learner's course reports it: exercises solved and stars."""

    chapter: str
    solved: frozenset[str]
    stars: int


def read_report(body: dict[str, Any]) -> tuple[str, list[ChapterReport]]:
    """The name and chapters of a report ``{"name": ..., "chapters": {id: {solved, stars}}}``."""
    name = body.get("name")
    if not isinstance(name, str) or not 1 <= len(name.strip()) <= 40:
        raise ReportError("bad_name")
    chapters = body.get("chapters")
    if not isinstance(chapters, dict) or len(chapters) > MAX_CHAPTERS:
        raise ReportError("bad_report")
    reports = []
    for chapter, record in chapters.items():
        if not COURSE_ID.fullmatch(chapter) or not isinstance(record, dict):
            raise ReportError("bad_report")
        solved, stars = record.get("solved", []), record.get("stars", 0)
        if (
            not isinstance(solved, list)
            or len(solved) > MAX_SOLVED
            or not all(isinstance(s, str) and COURSE_ID.fullmatch(s) for s in solved)
            or type(stars) is not int
            or not 0 <= stars <= MAX_STARS
        ):
            raise ReportError("bad_report")
        reports.append(ChapterReport(chapter, frozenset(solved), stars))
    return name.strip(), reports


class ClassBook:
    """The classes of one server, kept in its store."""

    def __init__(self, store: Store, course: Course | None = None) -> None:
        self.store = store
        self.course = course or load_course()
        # Each language's chapter titles, read once when a teacher first asks in it.
        self.titles: dict[str, dict[str, str]] = {}

    def chapter_titles(self, lang: str) -> dict[str, str]:
        """Each chapter's title in ``lang`` by id (the course's own title where it has none)."""
        if lang not in self.titles:
            said = {} if lang == "en" else {c.id: c.title for c in load_course(lang).chapters}
            self.titles[lang] = {c.id: said.get(c.id, c.title) for c in self.course.chapters}
        return self.titles[lang]

    def create(self, room: int) -> str:
        """A new class of the teacher's room: its code."""
        code = new_code()
        while not self.store.code_free(code):
            code = new_code()
        with self.store.writing() as db:
            db.execute(
                "INSERT INTO classes (code, room, created) VALUES (?, ?, ?)",
                (code, room, time.time()),
            )
        return code

    def room_of(self, code: str) -> int | None:
        """The room a class belongs to (None when there is no such class)."""
        row = self.store.db.execute(
            "SELECT room FROM classes WHERE code = ?", (code.upper(),)
        ).fetchone()
        return None if row is None else int(row[0])

    def classes(self, room: int) -> list[dict[str, Any]]:
        """The room's classes, oldest first, with how many learners report to each."""
        rows = self.store.db.execute(
            "SELECT c.code, c.created, COUNT(s.id) FROM classes c "
            "LEFT JOIN students s ON s.class = c.code WHERE c.room = ? "
            "GROUP BY c.code ORDER BY c.created",
            (room,),
        ).fetchall()
        return [{"code": code, "created": made, "students": n} for code, made, n in rows]

    def report(self, code: str, key: str, name: str, chapters: list[ChapterReport]) -> None:
        """Merge one learner's report into the class (one transaction); ReportError when full."""
        now = time.time()
        code = code.upper()
        hashed = token_hash(key)
        with self.store.writing() as db:
            known = db.execute(
                "SELECT 1 FROM students WHERE class = ? AND key_hash = ?", (code, hashed)
            ).fetchone()
            (count,) = db.execute(
                "SELECT COUNT(*) FROM students WHERE class = ?", (code,)
            ).fetchone()
            if known is None and count >= MAX_STUDENTS:
                raise ReportError("class_full")
            db.execute(
                "INSERT INTO students (class, key_hash, name, first_seen, last_seen) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (class, key_hash) "
                "DO UPDATE SET name = excluded.name, last_seen = excluded.last_seen",
                (code, hashed, name, now, now),
            )
            (student,) = db.execute(
                "SELECT id FROM students WHERE class = ? AND key_hash = ?", (code, hashed)
            ).fetchone()
            for report in chapters:
                row = db.execute(
                    "SELECT solved, stars FROM student_chapters WHERE student = ? AND chapter = ?",
                    (student, report.chapter),
                ).fetchone()
                solved, stars = set(report.solved), report.stars
                if row is not None:
                    solved |= set(json.loads(row[0]))
                    stars = max(stars, int(row[1]))
                db.execute(
                    "INSERT OR REPLACE INTO student_chapters (student, chapter, solved, stars, at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (student, report.chapter, json.dumps(sorted(solved)), stars, now),
                )

    def view(self, code: str, lang: str = "en") -> dict[str, Any]:
        """The class view: the course's chapters (titled in ``lang``), each learner's progress."""
        code = code.upper()
        titles = self.chapter_titles(lang)
        chapters = [
            {"id": c.id, "title": titles[c.id], "exercises": len(c.exercises)}
            for c in self.course.chapters
        ]
        ids = {c.id: {e.id for e in c.exercises} for c in self.course.chapters}
        students = []
        for student, name, last_seen in self.store.db.execute(
            "SELECT id, name, last_seen FROM students WHERE class = ? ORDER BY name, id", (code,)
        ).fetchall():
            progress = {}
            for chapter, solved, stars in self.store.db.execute(
                "SELECT chapter, solved, stars FROM student_chapters WHERE student = ?",
                (student,),
            ):
                if chapter in ids:
                    count = len(ids[chapter] & set(json.loads(solved)))
                    progress[chapter] = {"solved": count, "stars": int(stars)}
            students.append({"name": name, "last_seen": last_seen, "chapters": progress})
        return {"code": code, "chapters": chapters, "students": students}

    def csv(self, code: str, header: Sequence[str] = HEADER, lang: str = "en") -> str:
        """The class view as CSV: one row per learner and chapter, under ``header``, in ``lang``."""
        view = self.view(code, lang)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(header)
        for student in view["students"]:
            seen = datetime.fromtimestamp(student["last_seen"], UTC).strftime("%Y-%m-%d %H:%M")
            for chapter in view["chapters"]:
                mine = student["chapters"].get(chapter["id"], {"solved": 0, "stars": 0})
                writer.writerow(
                    [
                        _cell(student["name"]),
                        seen,
                        chapter["id"],
                        chapter["title"],
                        mine["solved"],
                        chapter["exercises"],
                        mine["stars"],
                    ]
                )
        return out.getvalue()


def _cell(text: str) -> str:
    """Text a spreadsheet shows as text: a leading = + - @ would make it a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


__all__ = ["ChapterReport", "ClassBook", "ReportError", "read_report"]
