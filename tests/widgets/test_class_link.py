"""The course's class link (issue 27, item 5), with a fake server: what is sent, when, and safely.

Without a class code nothing is sent. Joining sends at once and is kept in the progress file;
after that each save sends the chapters that changed (solved exercises and stars) in the
background. A server that cannot be reached never breaks the lesson: the chapters wait in the
file's queue and go at a later save. Old progress files load, and the link survives every save.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from widgets.course import class_link
from widgets.course.class_field import ClassField
from widgets.course.progress import Progress

SERVER = "http://127.0.0.1:8642"


class FakeServer:
    """A transport that records each request and answers as told (or cannot be reached)."""

    def __init__(self, status: int = 200) -> None:
        self.status = status
        self.sent: list[tuple[str, dict[str, str], dict[str, Any]]] = []
        self.lock = threading.Lock()

    def __call__(self, url: str, headers: dict[str, str], body: bytes) -> tuple[int, Any]:
        with self.lock:
            if self.status == 0:
                raise OSError("connection refused")
            self.sent.append((url, headers, json.loads(body)))
            return self.status, {"kept": 1} if self.status == 200 else {"error": "No."}

    def chapters(self) -> dict[str, Any]:
        """Every chapter record sent, the latest of each."""
        merged: dict[str, Any] = {}
        for _url, _headers, body in self.sent:
            merged |= body["chapters"]
        return merged


@pytest.fixture()
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeServer:
    """The fake server, also used by every save's background sending."""
    server = FakeServer()
    monkeypatch.setattr(class_link, "SENDER", [server])
    return server


def _settle(path: Path) -> None:
    """Wait for the background sending of ``path``, if any, to end."""
    thread = class_link._SENDING.get(path)
    if thread is not None:
        thread.join(30)
        assert not thread.is_alive()


def test_without_a_class_code_nothing_leaves_the_machine(tmp_path: Path, fake: FakeServer):
    path = tmp_path / "progress.json"
    progress = Progress(path)
    progress.solve("04", "04-bump-1")
    progress.finish("04", 3, 3)
    _settle(path)
    assert fake.sent == []
    assert class_link.read_link(path) is None
    assert class_link.sync_soon(path, fake) is None


def test_joining_sends_at_once_and_each_solved_exercise_and_stars_follow(
    tmp_path: Path, fake: FakeServer
):
    path = tmp_path / "progress.json"
    link, why = class_link.join(path, SERVER + "/", "abc234", "  Ana  ", fake)
    assert why == "" and link is not None
    assert (link.code, link.name) == ("ABC234", "Ana")
    url, headers, body = fake.sent[0]
    assert url == f"{SERVER}/api/classes/ABC234/progress"
    assert headers["Authorization"] == f"Bearer {link.key}" and len(link.key) * 6 >= 128
    assert body == {"name": "Ana", "chapters": {}}  # the teacher sees the learner at once
    progress = Progress(path)
    progress.solve("04", "04-bump-1")
    _settle(path)
    assert fake.chapters()["04"] == {"solved": ["04-bump-1"], "stars": 0}
    progress.finish("04", 2, 2)
    _settle(path)
    assert fake.chapters()["04"] == {"solved": ["04-bump-1"], "stars": 3}
    kept = class_link.read_link(path)
    assert kept is not None and kept.waiting == {} and kept.sent["04"]["stars"] == 3
    # Nothing changed since: a save sends nothing more.
    count = len(fake.sent)
    progress.save()
    _settle(path)
    assert len(fake.sent) == count


def test_an_unreachable_server_never_breaks_the_lesson_and_the_queue_goes_later(
    tmp_path: Path, fake: FakeServer
):
    path = tmp_path / "progress.json"
    fake.status = 0
    link, why = class_link.join(path, SERVER, "ABC234", "Ben", fake)
    assert link is not None and why == ""  # kept: the progress goes when it can
    progress = Progress(path)
    progress.solve("03", "03-ace-out")  # the lesson goes on: no error reaches it
    _settle(path)
    assert progress.warning == ""
    kept = class_link.read_link(path)
    assert kept is not None and kept.waiting == {"03": {"solved": ["03-ace-out"], "stars": 0}}
    assert "could not be reached" in kept.status() and "waits to be sent" in kept.status()
    # The queue outlives the kernel: a new session's save (or the start page) sends it.
    fake.status = 200
    progress = Progress(path)
    progress.solve("03", "03-ace-step")
    _settle(path)
    assert fake.chapters()["03"] == {"solved": ["03-ace-out", "03-ace-step"], "stars": 0}
    kept = class_link.read_link(path)
    assert kept is not None and kept.waiting == {} and kept.problem == ""
    assert "has all your progress" in kept.status()


def test_a_wrong_class_code_or_bad_input_keeps_nothing(tmp_path: Path, fake: FakeServer):
    path = tmp_path / "progress.json"
    fake.status = 404
    link, why = class_link.join(path, SERVER, "NOSUCH", "Ana", fake)
    assert link is None and "no class NOSUCH" in why
    fake.status = 200
    for server, code, name, words in (
        ("ftp://x", "ABC234", "Ana", "http://"),
        (SERVER, "AB", "Ana", "4 to 12 letters"),
        (SERVER, "ABC<34", "Ana", "4 to 12 letters"),
        (SERVER, "ABC234", "   ", "Type your name"),
        (SERVER, "ABC234", "x" * 41, "Type your name"),
    ):
        link, why = class_link.join(path, server, code, name, fake)
        assert link is None and words in why
    assert class_link.read_link(path) is None and not path.exists()


def test_an_old_progress_file_loads_and_the_link_survives_its_saves(
    tmp_path: Path, fake: FakeServer
):
    path = tmp_path / "progress.json"
    old = {"format": "pegs-progress/1", "chapters": {"01": {"solved": ["01-team-1"]}}}
    path.write_text(json.dumps(old))
    link, _why = class_link.join(path, SERVER, "ABC234", "Ana", fake)
    assert link is not None
    _settle(path)
    assert fake.chapters()["01"]["solved"] == ["01-team-1"]  # earlier work is sent too
    progress = Progress(path)
    assert progress.chapters["01"].solved == {"01-team-1"}
    progress.solve("02", "02-teams-six")
    progress.reset("01")
    _settle(path)
    data = json.loads(path.read_text())
    assert data["class"]["code"] == "ABC234" and data["class"]["key"] == link.key
    assert set(data["chapters"]) == {"02"}
    # Joining the same class again keeps the learner's key (one row at the teacher's).
    again, _why = class_link.join(path, SERVER, "abc234", "Ana B", fake)
    assert again is not None and again.key == link.key and again.name == "Ana B"
    class_link.leave(path)
    assert class_link.read_link(path) is None
    assert set(json.loads(path.read_text())["chapters"]) == {"02"}


def test_the_start_pages_field_joins_and_leaves(tmp_path: Path, fake: FakeServer):
    path = tmp_path / "progress.json"
    field = ClassField(path, transport=fake)
    assert field.server.value == class_link.DEFAULT_SERVER
    assert "nothing is sent" in field.status.value
    field.code.value, field.name.value = "ABC234", "<b>Ana</b>"
    field.join()
    assert "You are in class ABC234 as &lt;b&gt;Ana&lt;/b&gt;" in field.status.value
    assert ClassField(path, transport=fake).code.value == "ABC234"  # remembered
    Progress(path).solve("04", "04-bump-1")
    _settle(path)
    field.refresh()  # the start page reads the link again after a lesson's save
    assert "has all your progress" in field.status.value
    field.leave()
    assert class_link.read_link(path) is None and "nothing is sent" in field.status.value
    fake.status = 404
    field.code.value = "NOSUCH"
    field.join()
    assert "no class NOSUCH" in field.status.value


def test_a_kernel_without_threads_sends_at_once_and_a_failure_never_reaches_the_lesson(
    tmp_path: Path, fake: FakeServer, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "progress.json"
    class_link.join(path, SERVER, "ABC234", "Ana", fake)

    def no_threads(_self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")  # as in Pyodide

    monkeypatch.setattr(threading.Thread, "start", no_threads)
    progress = Progress(path)
    progress.solve("04", "04-bump-1")  # sent in this thread
    assert fake.chapters()["04"] == {"solved": ["04-bump-1"], "stars": 0}

    def broken(*_args: Any) -> tuple[int, Any]:
        raise RuntimeError("a transport that breaks")

    monkeypatch.setattr(class_link, "SENDER", [broken])
    progress.solve("04", "04-bump-2")  # the lesson goes on
    assert progress.chapters["04"].solved == {"04-bump-1", "04-bump-2"}
    kept = class_link.read_link(path)
    assert kept is not None and "a transport that breaks" in kept.problem
    assert kept.waiting["04"]["solved"] == ["04-bump-1", "04-bump-2"]
