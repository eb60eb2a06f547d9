"""The learner's link to a teacher's class: kept in the progress file, progress sent from a queue.

Owns the progress file's ``"class"`` section (server, class code, name, the learner's own key,
the chapters waiting to be sent and those the server has) and the sending: after each save of
the progress file (``progress.ON_SAVE``) the chapters that changed join the queue, and the queue
goes to ``POST {server}/api/classes/{code}/progress`` in a background thread with a short
timeout. A failure never reaches the lesson: the queue stays in the file and is tried again at
the next save or when the start page opens. Without a class code nothing is sent. Plain Python
(``urllib``); the sending is a ``Transport`` so tests give a fake one.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import secrets
import threading
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import class_words as words
from .file_lock import locked
from .progress import ON_SAVE, ChapterProgress
from .progress_file import read_progress, write_section

#: The progress file's section for the class link.
SECTION = "class"
#: Where ``pegs serve`` listens on the learner's own machine unless the teacher says otherwise.
DEFAULT_SERVER = "http://127.0.0.1:8642"
#: Seconds one sending may take: a lesson never waits on it, but a thread should not hang.
TIMEOUT = 4.0
CODE = re.compile(r"[A-Za-z0-9]{4,12}")
log = logging.getLogger(__name__)

#: Sends one request: (url, headers, body) -> (status, JSON answer); OSError when unreachable.
Transport = Callable[[str, dict[str, str], bytes], tuple[int, Any]]


def http_transport(url: str, headers: dict[str, str], body: bytes) -> tuple[int, Any]:
    """POST with ``urllib`` and the short timeout; the status and the decoded answer."""
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as reply:
            status, text = reply.status, reply.read()
    except urllib.error.HTTPError as err:
        status, text = err.code, err.read()
    try:
        return status, json.loads(text)
    except ValueError:
        return status, None


@dataclass
class ClassLink:
    """One learner's class: where, which, who, and what is waiting to be sent."""

    server: str
    code: str
    name: str
    key: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    #: Chapter -> ``{"solved": [...], "stars": n}`` not yet taken by the server.
    waiting: dict[str, Any] = field(default_factory=dict)
    #: Chapter -> what the server has taken.
    sent: dict[str, Any] = field(default_factory=dict)
    #: The last problem in words ("" when the last sending went through).
    problem: str = ""

    def to_json(self) -> dict[str, Any]:
        """The section as JSON data."""
        return {
            "server": self.server,
            "code": self.code,
            "name": self.name,
            "key": self.key,
            "waiting": self.waiting,
            "sent": self.sent,
            "problem": self.problem,
        }

    @classmethod
    def from_json(cls, data: Any) -> ClassLink | None:
        """The link in a section, or None when the section is not one (it is then ignored)."""
        if not isinstance(data, dict):
            return None
        texts = [data.get(k) for k in ("server", "code", "name", "key")]
        if not all(isinstance(t, str) and t for t in texts):
            return None
        waiting, sent = data.get("waiting", {}), data.get("sent", {})
        if not isinstance(waiting, dict) or not isinstance(sent, dict):
            waiting, sent = {}, {}
        problem = data.get("problem", "")
        server, code, name, key = (str(t) for t in texts)
        return cls(
            server, code, name, key, waiting, sent, problem if isinstance(problem, str) else ""
        )

    def url(self) -> str:
        """Where the progress goes."""
        return f"{self.server.rstrip('/')}/api/classes/{self.code}/progress"

    def status(self) -> str:
        """Where the learner stands, in words."""
        lines = [words.joined(self.code, self.name, self.server)]
        if self.problem:
            lines.append(self.problem)
        lines.append(words.waiting(len(self.waiting)) if self.waiting else words.all_sent())
        return " ".join(lines)


def read_link(path: Path) -> ClassLink | None:
    """The class link kept in the progress file at ``path`` (None when there is none)."""
    return ClassLink.from_json(read_progress(path).extra.get(SECTION))


def _write(path: Path, link: ClassLink | None) -> None:
    """Keep (or with None drop) the link; call it holding the file's lock."""
    write_section(path, SECTION, None if link is None else link.to_json())


def check(server: str, code: str, name: str) -> str:
    """Why these cannot make a class link, in words ("" when they can)."""
    if not re.fullmatch(r"https?://[^\s/]+(/[^\s]*)?", server.strip()):
        return words.bad_server()
    if not CODE.fullmatch(code.strip()):
        return words.bad_code()
    folded = " ".join(name.split())
    if not 0 < len(folded) <= 40 or not folded.isprintable():
        return words.bad_name()
    return ""


def join(
    path: Path, server: str, code: str, name: str, transport: Transport = http_transport
) -> tuple[ClassLink | None, str]:
    """Join a class: the link kept and everything sent at once, or None and why in words.

    A server that cannot be reached keeps the link (the progress is sent later); a server that
    has no such class keeps nothing.
    """
    why = check(server, code, name)
    if why:
        return None, why
    old = read_link(path)
    link = ClassLink(server.strip(), code.strip().upper(), " ".join(name.split()))
    if old is not None and (old.server, old.code) == (link.server, link.code):
        link.key = old.key  # the same learner again (a new name is taken)
    status, answer = _post(link, {}, transport)
    if status == 404:
        return None, words.no_class(link.code)
    if status not in (0, 200):
        return None, words.refused(_said(answer))
    try:
        with locked(path):
            _write(path, link)
    except OSError as err:
        return None, words.not_saved(err.strerror or str(err))
    return sync(path, transport), ""


def leave(path: Path) -> None:
    """Leave the class: nothing is sent any more (what was sent stays with the teacher)."""
    with locked(path):
        if read_link(path) is not None:
            _write(path, None)


def queue(path: Path) -> ClassLink | None:
    """Put every chapter whose record changed since it was sent into the waiting queue."""
    with locked(path):
        found = read_progress(path)
        link = ClassLink.from_json(found.extra.get(SECTION))
        if link is None:
            return None
        changed = False
        for chapter, raw in found.chapters.items():
            try:
                record = ChapterProgress.from_json(raw)
            except ValueError:
                continue  # an unreadable record is the progress file's to report
            now = {"solved": sorted(record.solved), "stars": record.stars}
            if link.sent.get(chapter) != now and link.waiting.get(chapter) != now:
                link.waiting[chapter] = now
                changed = True
        if changed:
            _write(path, link)
        return link


def send(path: Path, transport: Transport = http_transport) -> ClassLink | None:
    """Send the waiting chapters once; the link as kept afterwards."""
    link = read_link(path)
    if link is None or not link.waiting:
        return link
    batch = dict(link.waiting)
    status, answer = _post(link, batch, transport)
    if status == 0:
        problem = words.unreachable(link.server, str(answer))
    elif status == 404:
        problem = words.no_class(link.code)
    elif status != 200:
        problem = words.refused(_said(answer))
    else:
        problem = ""
    with locked(path):
        kept = read_link(path)
        if kept is None or (kept.server, kept.code, kept.key) != (link.server, link.code, link.key):
            return kept  # the learner left or joined another class meanwhile
        if status == 200:
            for chapter, record in batch.items():
                kept.sent[chapter] = record
                if kept.waiting.get(chapter) == record:
                    del kept.waiting[chapter]
        kept.problem = problem
        with contextlib.suppress(OSError):
            _write(path, kept)
        return kept


def sync(path: Path, transport: Transport = http_transport) -> ClassLink | None:
    """Queue what changed and send it (in the calling thread); the link afterwards."""
    try:
        if queue(path) is None:
            return None
        link = send(path, transport)
        # A save made while sending queued more: send it too while the server answers.
        for _round in range(3):
            if link is None or link.problem or not link.waiting:
                break
            link = send(path, transport)
        return link
    except OSError:
        return None  # the progress file's own save reports a file that cannot be written


def _post(link: ClassLink, chapters: dict[str, Any], transport: Transport) -> tuple[int, Any]:
    """(status, answer), or (0, why) when the server cannot be reached."""
    body = json.dumps({"name": link.name, "chapters": chapters}).encode()
    headers = {"Authorization": f"Bearer {link.key}", "Content-Type": "application/json"}
    try:
        return transport(link.url(), headers, body)
    except Exception as err:  # whatever the network does, the lesson goes on: it waits
        return 0, getattr(err, "reason", None) or err


def _said(answer: Any) -> str:
    """The server's refusal in its words (or its absence)."""
    if isinstance(answer, dict) and isinstance(answer.get("error"), str):
        return str(answer["error"])
    return "no reason was given"


# ----- after every save, in the background --------------------------------------------------

#: The threads sending now, by progress file (one at a time per file).
_SENDING: dict[Path, threading.Thread] = {}


def sync_soon(path: Path, transport: Transport = http_transport) -> threading.Thread | None:
    """Queue and send in a background thread when the file has a class link; the thread."""
    if read_link(path) is None:
        return None  # no class code: nothing leaves this machine
    running = _SENDING.get(path)
    if running is not None and running.is_alive():
        # Its send reads the queue when it starts; what is queued later goes at the next save.
        with contextlib.suppress(OSError):
            queue(path)
        return running
    thread = threading.Thread(target=sync, args=(path, transport), daemon=True, name="class")
    try:
        thread.start()
    except RuntimeError:
        # No threads here (a browser kernel, Pyodide): send now; it fails fast there if at all.
        sync(path, transport)
        return None
    _SENDING[path] = thread
    return thread


def install() -> None:
    """Send progress after every save of a progress file (once per process)."""
    if _on_save not in ON_SAVE:
        ON_SAVE.append(_on_save)


#: How the saves' progress is sent (a test puts a fake here).
SENDER: list[Transport] = [http_transport]


def _on_save(path: Path) -> None:
    try:
        sync_soon(path, SENDER[0])
    except Exception:  # sending is never the lesson's problem: the queue waits in the file
        log.debug("progress of %s not sent", path, exc_info=True)


__all__ = [
    "DEFAULT_SERVER",
    "SECTION",
    "SENDER",
    "ClassLink",
    "Transport",
    "check",
    "http_transport",
    "install",
    "join",
    "leave",
    "queue",
    "read_link",
    "send",
    "sync",
    "sync_soon",
]
