"""The HTTP API, one handler per route: tables, join, a seat's view, moves, the teacher's switches.

Every answer is JSON (errors too: ``{"error": "<sentence>"}``), never a traceback. Each request
is bounded in size and rate before it is read; a token travels only in the ``Authorization:
Bearer`` header. Nothing a client sends is run: bodies are read as JSON data only.
"""

from __future__ import annotations

import contextlib
import json
import re
from contextlib import AbstractContextManager
from typing import Any

import tornado.web

from pegs.words.messages import speaking

from . import words
from .games import KINDS, SetupError
from .hub import Hub
from .language import COOKIE, request_language
from .limits import MAX_BODY, RateLimit
from .spec import read_spec
from .store import token_hash
from .table import Answer, Table, clean_name, refusal

#: A client's command id: short, plain characters.
CLIENT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class ApiHandler(tornado.web.RequestHandler):
    """What every API route shares: JSON in and out, bounds, the token, refusals in words."""

    hub: Hub
    limit: RateLimit
    #: The request's language, and the ``speaking`` block its words are said in.
    lang: str = "en"
    voice: AbstractContextManager[None] | None = None

    def initialize(self, hub: Hub, limit: RateLimit) -> None:
        """Given by the route: the server's tables and its rate limit."""
        self.hub = hub
        self.limit = limit

    def set_default_headers(self) -> None:
        """JSON that no browser sniffs, frames or keeps."""
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("X-Frame-Options", "DENY")

    def prepare(self) -> None:
        """Speak the request's language; refuse one over the size or rate bound unread."""
        self.lang = self.language()
        self.voice = speaking(self.lang)
        self.voice.__enter__()
        token = self.token()
        key = "t:" + token_hash(token) if token else "a:" + (self.request.remote_ip or "")
        if not self.limit.allow(key):
            self.answer(refusal(429, "too_fast"))
            return
        if len(self.request.body or b"") > MAX_BODY:
            self.answer(refusal(413, "too_big"))

    def language(self) -> str:
        """The request's language: ``?lang=``, else the page's cookie, else the browser's."""
        return request_language(
            self.get_query_argument("lang", None),
            self.get_cookie(COOKIE),
            self.request.headers.get("Accept-Language"),
        )

    def on_finish(self) -> None:
        """Stop speaking the request's language (its words are all said)."""
        said, self.voice = self.voice, None
        if said is not None:
            # Said in the request's own task; a finish elsewhere has no language to stop.
            with contextlib.suppress(ValueError):
                said.__exit__(None, None, None)

    def token(self) -> str | None:
        """The bearer token sent, if any."""
        header = self.request.headers.get("Authorization", "")
        scheme, _, token = header.partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token or len(token) > 200:
            return None
        return token

    def body(self) -> Any:
        """The request's JSON body (an object), or None when it cannot be read as one."""
        try:
            data = json.loads(self.request.body or b"null")
        except (ValueError, RecursionError):
            return None
        return data if isinstance(data, dict) else None

    def answer(self, answer: Answer) -> None:
        """Send a status and a JSON body, and finish."""
        status, body = answer
        self.set_status(status)
        self.finish(json.dumps(body))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A refusal in words, never a traceback."""
        key = {404: "not_found", 413: "too_big", 429: "too_fast"}.get(status_code, "bad_json")
        self.finish(json.dumps({"error": words.error(key)}))

    def find(self, code: str) -> Table | None:
        """The table, or None having answered 404."""
        table = self.hub.table(code)
        if table is None:
            self.answer(refusal(404, "no_table"))
        return table

    def who(self, table: Table) -> tuple[bool, int | None]:
        """(allowed, seat): the token's seat, or (True, None) for the teacher; 403 otherwise."""
        token = self.token()
        if token is not None:
            seat = table.seat_of(token)
            if seat is not None:
                return True, seat
            if self.hub.is_teacher(table, token):
                return True, None
        self.answer(refusal(403, "bad_token"))
        return False, None

    def teacher(self, code: str) -> Table | None:
        """The table when the token is its teacher's; else None, having answered 404 or 403."""
        table = self.find(code)
        if table is None:
            return None
        if not self.hub.is_teacher(table, self.token()):
            self.answer(refusal(403, "not_teacher"))
            return None
        return table


class TablesHandler(ApiHandler):
    """``POST /api/tables``: a new table; ``GET``: the teacher's room's tables."""

    def post(self) -> None:
        """Make a table: 201 with its room code and the teacher's token."""
        body = self.body()
        if body is None:
            return self.answer(refusal(400, "bad_json"))
        token = self.token()
        if token is not None and self.hub.room(token) is None:
            return self.answer(refusal(403, "bad_token"))
        try:
            code, teacher = self.hub.create(read_spec(body), token)
        except SetupError as err:
            return self.answer((422, {"error": str(err)}))
        self.answer((201, {"code": code, "teacher": teacher}))

    def get(self) -> None:
        """The room's tables, for its teacher."""
        room = self.hub.room(self.token())
        if room is None:
            return self.answer(refusal(403, "not_teacher"))
        tables = [t.summary() for t in self.hub.room_tables(room)]
        self.answer((200, {"tables": tables}))


class JoinHandler(ApiHandler):
    """``POST /api/tables/{code}/join``: take a free seat."""

    def post(self, code: str) -> None:
        """200 with the seat's token; 409 when taken or a computer's."""
        table = self.find(code)
        if table is None:
            return
        body = self.body()
        if body is None:
            return self.answer(refusal(400, "bad_json"))
        answer = table.join(self.hub.store, body.get("seat"), body.get("name"))
        self.answer(answer)
        if answer[0] == 200:
            self.hub.changed(table)


class LobbyHandler(ApiHandler):
    """``GET /api/tables/{code}/seats``: the game and its seats, for a student about to join."""

    def get(self, code: str) -> None:
        """200 with the seats (who took them, which are computers)."""
        table = self.find(code)
        if table is not None:
            self.answer((200, table.lobby()))


class WordsHandler(ApiHandler):
    """``GET /api/words``: every sentence the pages show, in the request's language."""

    def get(self) -> None:
        """200 with the words by key (a value a page fills in left as ``{name}``)."""
        self.set_header("Content-Language", self.lang)
        self.answer((200, words.page_words(self.lang)))


class GamesHandler(ApiHandler):
    """``GET /api/games``: each game's player counts and computer levels (the teacher's form)."""

    def get(self) -> None:
        """200 with the games."""
        games = {
            name: {
                "players": list(kind.players),
                "levels": list(kind.bot_names()),
                "labels": [kind.label(seat) for seat in range(max(kind.players))],
            }
            for name, kind in KINDS.items()
        }
        self.answer((200, games))


class TableHandler(ApiHandler):
    """``GET /api/tables/{code}``: the table as the token's holder may see it."""

    def get(self, code: str) -> None:
        """200 with revision, seat, state, legal, story and over."""
        table = self.find(code)
        if table is None:
            return
        allowed, seat = self.who(table)
        if allowed:
            self.answer((200, table.view(seat)))


class MovesHandler(ApiHandler):
    """``POST /api/tables/{code}/moves``: a seat's move, with the revision it saw and an id."""

    def post(self, code: str) -> None:
        """200 with the new revision; 409 stale; 403 not yours; 422 illegal, in words."""
        table = self.find(code)
        if table is None:
            return
        allowed, seat = self.who(table)
        if not allowed:
            return
        if seat is None:
            return self.answer(refusal(403, "teacher_cannot_move"))
        body = self.body()
        if body is None:
            return self.answer(refusal(400, "bad_json"))
        client_id = body.get("id")
        if not isinstance(client_id, str) or not CLIENT_ID.fullmatch(client_id):
            return self.answer(refusal(422, "bad_id"))
        before = table.revision
        answer = table.command(
            self.hub.store, seat, body.get("move"), body.get("revision"), client_id
        )
        self.answer(answer)
        if table.revision != before:
            self.hub.changed(table)


class PauseHandler(ApiHandler):
    """``POST /api/tables/{code}/pause`` ``{"paused": bool}``: stop or let go the computers."""

    def post(self, code: str) -> None:
        """200 with the flag as kept."""
        table = self.teacher(code)
        if table is None:
            return
        body = self.body()
        if body is None or not isinstance(body.get("paused"), bool):
            return self.answer(refusal(422, "bad_paused"))
        table.set_paused(self.hub.store, body["paused"])
        self.answer((200, {"paused": table.paused}))
        self.hub.changed(table)


class EndHandler(ApiHandler):
    """``POST /api/tables/{code}/end``: end the table (no more moves or joins)."""

    def post(self, code: str) -> None:
        """200 once ended."""
        table = self.teacher(code)
        if table is None:
            return
        table.end(self.hub.store)
        self.answer((200, {"ended": True}))
        self.hub.changed(table)


class SeatHandler(ApiHandler):
    """``POST /api/tables/{code}/seats/{n}`` ``{"name": ...}``: give a seat to another student."""

    def post(self, code: str, number: str) -> None:
        """200 with the seat's new token (the old one no longer opens it)."""
        table = self.teacher(code)
        if table is None:
            return
        seat = int(number)
        if not 0 <= seat < len(table.seats) or not table.seats[seat].is_person:
            return self.answer(refusal(422, "bad_seat"))
        body = self.body() or {}
        name = body.get("name")
        if name is not None and not isinstance(name, str):
            return self.answer(refusal(422, "bad_name"))
        token = table.give(self.hub.store, seat, clean_name(name) if name else None)
        self.answer((200, {"token": token}))
        self.hub.changed(table)


class ReplayHandler(ApiHandler):
    """``GET /api/tables/{code}/replay``: the last round's moves, each with the board before."""

    def get(self, code: str) -> None:
        """200 with the last round (one move per seat) for the teacher."""
        table = self.teacher(code)
        if table is not None:
            self.answer((200, table.replay(table.spec.players)))


class MissingHandler(ApiHandler):
    """Any other ``/api/`` address: 404 in words."""

    def get(self, *_: str) -> None:
        """404."""
        self.answer(refusal(404, "not_found"))

    post = get


__all__ = [
    "ApiHandler",
    "EndHandler",
    "GamesHandler",
    "JoinHandler",
    "LobbyHandler",
    "MissingHandler",
    "MovesHandler",
    "PauseHandler",
    "ReplayHandler",
    "SeatHandler",
    "TableHandler",
    "TablesHandler",
    "WordsHandler",
]
