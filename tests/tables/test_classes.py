"""The class view's API (issue 27, item 5), as a black box against a real server process.

A teacher makes a class code; a learner's course reports its chapters with its own key; the
teacher sees learners by chapters (stars, exercises solved, last seen) and a CSV of it. Reports
merge (solved exercises add up, stars only go up), so a report sent again changes nothing; a
refused report changes nothing; an old database file gets the class tables and keeps its tables.
"""

from __future__ import annotations

import csv
import io
import secrets
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from serverproc import Server

from pegs.course import load_course
from widgets.tables.store import SCHEMA

COURSE = load_course()
CHAPTER = COURSE.chapters[3]  # chapter 04, bumping
EXERCISES = [e.id for e in CHAPTER.exercises]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("classes") / "tables.sqlite", "--rate", "500").start()
    yield running
    running.stop()


def _new_class(server: Server, teacher: str | None = None) -> tuple[str, str]:
    status, body = server.ask("POST", "/api/classes", {}, token=teacher)
    assert status == 201, body
    return body["code"], body["teacher"]


def _report(server: Server, code: str, key: str, name: str, chapters: dict) -> tuple[int, dict]:
    body = {"name": name, "chapters": chapters}
    return server.ask("POST", f"/api/classes/{code}/progress", body, token=key)


def _student(view: dict, name: str) -> dict:
    return next(s for s in view["students"] if s["name"] == name)


def test_a_teacher_makes_class_codes_in_one_room_and_lists_them(server: Server):
    code, teacher = _new_class(server)
    assert code.isalnum() and len(code) == 6
    assert len(teacher) * 6 >= 128  # URL-safe base64: at least 128 bits
    second, same = _new_class(server, teacher)
    assert same == teacher and second != code
    status, body = server.ask("GET", "/api/classes", token=teacher)
    assert status == 200
    assert [c["code"] for c in body["classes"]] == [code, second]
    assert server.ask("GET", "/api/classes", token="nobody" * 5)[0] == 403
    assert server.ask("POST", "/api/classes", {}, token="nobody" * 5)[0] == 403


def test_a_learners_report_shows_as_stars_solved_and_last_seen(server: Server):
    code, teacher = _new_class(server)
    key = secrets.token_urlsafe(24)
    status, body = _report(
        server, code, key, "Ana", {CHAPTER.id: {"solved": EXERCISES[:2], "stars": 0}}
    )
    assert (status, body) == (200, {"kept": 1})
    status, view = server.ask("GET", f"/api/classes/{code}", token=teacher)
    assert status == 200
    assert [c["id"] for c in view["chapters"]] == [c.id for c in COURSE.chapters]
    ana = _student(view, "Ana")
    assert ana["chapters"] == {CHAPTER.id: {"solved": 2, "stars": 0}}
    assert ana["last_seen"] > 0
    # A later report adds exercises and stars; one sent again or with fewer changes nothing.
    _report(server, code, key, "Ana", {CHAPTER.id: {"solved": EXERCISES[1:3], "stars": 2}})
    _report(server, code, key, "Ana", {CHAPTER.id: {"solved": EXERCISES[:1], "stars": 1}})
    _report(server, code, key, "Ana", {CHAPTER.id: {"solved": ["no-such-exercise"], "stars": 1}})
    view = server.ask("GET", f"/api/classes/{code}", token=teacher)[1]
    assert _student(view, "Ana")["chapters"] == {CHAPTER.id: {"solved": 3, "stars": 2}}
    # Another learner (another key) is another row, even with the same name.
    _report(server, code, secrets.token_urlsafe(24), "Ana", {})
    view = server.ask("GET", f"/api/classes/{code}", token=teacher)[1]
    assert len(view["students"]) == 2


def test_only_the_class_teacher_sees_it_and_bad_reports_change_nothing(server: Server):
    code, teacher = _new_class(server)
    _other_code, other = _new_class(server)
    key = secrets.token_urlsafe(24)
    assert _report(server, code, key, "Ben", {CHAPTER.id: {"solved": [], "stars": 1}})[0] == 200
    before = server.ask("GET", f"/api/classes/{code}", token=teacher)[1]
    for path in (f"/api/classes/{code}", f"/api/classes/{code}.csv"):
        assert server.ask("GET", path, token=other)[0] == 403
        assert server.ask("GET", path)[0] == 403
    refused = [
        (_report(server, "NOSUCH", key, "Ben", {})[0], 404),
        (_report(server, code, "short", "Ben", {})[0], 403),
        (server.ask("POST", f"/api/classes/{code}/progress", {"name": "Ben"})[0], 403),
        (_report(server, code, key, "", {})[0], 422),
        (_report(server, code, key, "Ben", {CHAPTER.id: {"stars": 9}})[0], 422),
        (_report(server, code, key, "Ben", {CHAPTER.id: {"solved": "all"}})[0], 422),
        (_report(server, code, key, "Ben", {"<b>": {}})[0], 422),
        (_report(server, code, key, "Ben", [])[0], 422),
        (server.ask("POST", f"/api/classes/{code}/progress", raw=b"{", token=key)[0], 400),
    ]
    assert [got for got, _ in refused] == [want for _, want in refused]
    _status, body = _report(server, code, key, "Ben", {CHAPTER.id: {"stars": 9}})
    assert "could not be read" in body["error"]  # a refusal in words
    assert server.ask("GET", f"/api/classes/{code}", token=teacher)[1] == before


def test_a_class_takes_a_bounded_number_of_learners(tmp_path: Path):
    from widgets.tables import classes
    from widgets.tables.store import Store

    store = Store(tmp_path / "bound.sqlite")
    book = classes.ClassBook(store)
    code = book.create(store.new_room("t" * 32))
    for n in range(classes.MAX_STUDENTS):
        book.report(code, f"key-{n}" * 4, f"L{n}", [])
    with pytest.raises(classes.ReportError, match="class_full"):
        book.report(code, "one-more-key" * 3, "Late", [])
    book.report(code, "key-0" * 4, "L0 again", [])  # a learner already in still reports
    assert len(book.view(code)["students"]) == classes.MAX_STUDENTS
    store.close()


def test_the_csv_has_a_row_per_learner_and_chapter_and_no_formula(server: Server):
    code, teacher = _new_class(server)
    _report(
        server,
        code,
        secrets.token_urlsafe(24),
        "=HYPERLINK(1)",
        {CHAPTER.id: {"solved": EXERCISES[:4], "stars": 3}},
    )
    status, text = server.ask("GET", f"/api/classes/{code}.csv", token=teacher)
    assert status == 200
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0][0] == "student" and rows[0][-1] == "stars"
    assert len(rows) == 1 + len(COURSE.chapters)
    mine = next(r for r in rows[1:] if r[2] == CHAPTER.id)
    assert mine[0] == "'=HYPERLINK(1)"  # shown as text by a spreadsheet, never run
    assert mine[4:] == ["4", str(len(EXERCISES)), "3"]


def test_an_old_database_file_gets_the_class_tables_and_keeps_its_tables(tmp_path: Path):
    db = tmp_path / "old.sqlite"
    first = Server(db).start()
    try:
        table_code, teacher = first.new_table()
    finally:
        first.stop()
    # Make the file as the server before classes left it: no class tables, user_version 0.
    with sqlite3.connect(db) as old:
        for name in ("student_chapters", "students", "classes"):
            old.execute(f"DROP TABLE {name}")
        old.execute("PRAGMA user_version = 0")
        old.executescript(SCHEMA)
    again = Server(db).start()
    try:
        assert again.ask("GET", f"/api/tables/{table_code}", token=teacher)[0] == 200
        code, same = _new_class(again, teacher)
        assert same == teacher
        assert again.ask("GET", f"/api/classes/{code}", token=teacher)[0] == 200
    finally:
        again.stop()
    with sqlite3.connect(db) as kept:
        assert kept.execute("PRAGMA user_version").fetchone()[0] == 1


def test_a_learners_course_sends_a_solved_exercise_to_a_real_server(server: Server, tmp_path: Path):
    from widgets.course import class_link
    from widgets.course.progress import Progress

    code, teacher = _new_class(server)
    path = tmp_path / "progress.json"
    link, why = class_link.join(path, server.base, code.lower(), "Cleo", class_link.http_transport)
    assert link is not None, why
    view = server.ask("GET", f"/api/classes/{code}", token=teacher)[1]
    assert _student(view, "Cleo")["chapters"] == {}  # the teacher sees the learner at once
    progress = Progress(path)
    progress.chapter(CHAPTER.id).solved.add(EXERCISES[0])
    progress.finish(CHAPTER.id, 1, 2)
    kept = class_link.sync(path, class_link.http_transport)
    assert kept is not None and kept.waiting == {} and kept.problem == ""
    view = server.ask("GET", f"/api/classes/{code}", token=teacher)[1]
    assert _student(view, "Cleo")["chapters"] == {CHAPTER.id: {"solved": 1, "stars": 2}}
