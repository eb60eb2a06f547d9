"""The class view's HTTP API: a teacher's class codes, learners' reports, the view and its CSV.

``POST /api/classes`` (the teacher's token, or none for a new room) makes a class code;
``GET /api/classes`` lists the room's; ``GET /api/classes/{code}`` and
``GET /api/classes/{code}.csv`` show its learners by chapters to its teacher; a learner's
course sends ``POST /api/classes/{code}/progress`` with its own key as the bearer token.
"""

from __future__ import annotations

from . import words
from .classes import ClassBook, ReportError, read_report
from .handlers import ApiHandler
from .store import new_token
from .table import clean_name, refusal

#: A learner's key, as their course makes it (``secrets.token_urlsafe``).
MIN_KEY = 22


class ClassApiHandler(ApiHandler):
    """What the class routes share: the class book and its teacher's check."""

    @property
    def book(self) -> ClassBook:
        """The server's classes."""
        return self.hub.classes

    def class_teacher(self, code: str) -> bool:
        """True when the token is the class's teacher's; else answered 404 or 403."""
        room = self.book.room_of(code)
        if room is None:
            self.answer(refusal(404, "no_class"))
            return False
        if self.hub.room(self.token()) != room:
            self.answer(refusal(403, "not_teacher"))
            return False
        return True


class ClassesHandler(ClassApiHandler):
    """``POST /api/classes``: a new class code; ``GET``: the teacher's room's classes."""

    def post(self) -> None:
        """201 with the class code and the teacher's token (a new room's when none is sent)."""
        token = self.token()
        room = self.hub.room(token)
        if token is not None and room is None:
            return self.answer(refusal(403, "bad_token"))
        if room is None:
            token = new_token()
            room = self.hub.store.new_room(token)
        self.answer((201, {"code": self.book.create(room), "teacher": token}))

    def get(self) -> None:
        """200 with the room's classes, for its teacher."""
        room = self.hub.room(self.token())
        if room is None:
            return self.answer(refusal(403, "not_teacher"))
        self.answer((200, {"classes": self.book.classes(room)}))


class ClassHandler(ClassApiHandler):
    """``GET /api/classes/{code}``: learners by chapters (stars, solved, last seen)."""

    def get(self, code: str) -> None:
        """200 with the class view, for its teacher."""
        if self.class_teacher(code):
            self.answer((200, self.book.view(code, self.lang)))


class ClassCsvHandler(ClassApiHandler):
    """``GET /api/classes/{code}.csv``: the class view as a spreadsheet's file."""

    def get(self, code: str) -> None:
        """200 with CSV text, one row per learner and chapter."""
        if not self.class_teacher(code):
            return
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="class-{code.upper()}.csv"')
        self.finish(self.book.csv(code, words.csv_header(), self.lang))


class ProgressHandler(ClassApiHandler):
    """``POST /api/classes/{code}/progress``: a learner's course reports its chapters."""

    def post(self, code: str) -> None:
        """200 once merged; 404 no such class, 403 no key, 422 a bad report, 409 a full class."""
        if self.book.room_of(code) is None:
            return self.answer(refusal(404, "no_class"))
        key = self.token()
        if key is None or len(key) < MIN_KEY:
            return self.answer(refusal(403, "bad_key"))
        body = self.body()
        if body is None:
            return self.answer(refusal(400, "bad_json"))
        name = clean_name(body.get("name"))
        if name is None:
            return self.answer(refusal(422, "bad_name"))
        try:
            _name, chapters = read_report({**body, "name": name})
        except ReportError as err:
            return self.answer(refusal(422, str(err)))
        try:
            self.book.report(code, key, name, chapters)
        except ReportError as err:
            return self.answer(refusal(409, str(err)))
        self.answer((200, {"kept": len(chapters)}))


__all__ = ["ClassCsvHandler", "ClassHandler", "ClassesHandler", "ProgressHandler"]
