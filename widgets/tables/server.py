"""The table server: its routes, the pages, and ``serve`` (what ``pegs serve`` runs).

``ROUTES`` is the one list of addresses: another part (a notebook client, a class view) adds its
handlers to it before ``make_app``. Pages are plain files of ``static/`` (HTML, SVG, a little
script; no build step); the board picture comes from the kit's renderer (``pegs.render``).
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import re
import signal
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tornado.httpserver
import tornado.log
import tornado.web

import pegs
from pegs.board import place_name
from pegs.render.geometry import layout
from pegs.render.svg import render_svg
from pegs.words.messages import speaking

from . import words
from .class_handlers import ClassCsvHandler, ClassesHandler, ClassHandler, ProgressHandler
from .handlers import (
    ApiHandler,
    EndHandler,
    GamesHandler,
    JoinHandler,
    LobbyHandler,
    MissingHandler,
    MovesHandler,
    PauseHandler,
    ReplayHandler,
    SeatHandler,
    TableHandler,
    TablesHandler,
    WordsHandler,
)
from .hub import CODE_HOURS, Hub
from .language import COOKIE, COOKIE_DAYS, known, request_language
from .limits import MAX_BODY, RateLimit
from .live import MAX_MESSAGE, LiveHandler
from .store import Store

STATIC = Path(__file__).resolve().parent / "static"
#: The port ``pegs serve`` listens on unless told otherwise.
DEFAULT_PORT = 8642
#: The database file ``pegs serve`` keeps its tables in unless told otherwise.
DEFAULT_DB = "pegs-tables.sqlite"
#: The pages' policy: their own scripts and styles only, no frames, no other origin.
PAGE_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)
CODE = r"([A-Za-z0-9]{1,12})"
#: The board picture's size in pixels (its places are given in the same units).
BOARD_SIZE = 720


class BoardHandler(ApiHandler):
    """``GET /api/tables/{code}/board.svg``: the Pegs board from the seat's side (no cards).

    A picture takes milliseconds to draw, so it is drawn in a worker thread (the event loop
    keeps answering moves and telling screens meanwhile) and kept until the table moves on.
    """

    async def get(self, code: str) -> None:
        """The board picture of the kit's renderer; 404 for a table of another game."""
        table = self.find(code)
        if table is None:
            return
        allowed, seat = self.who(table)
        if not allowed:
            return
        if not isinstance(table.state, pegs.Position):
            return self.answer((404, {"error": words.error("not_found")}))
        theme = self.get_query_argument("theme", "light")
        theme = theme if theme in ("light", "dark", "high-contrast") else "light"
        key = (table.revision, seat or 0, theme, self.lang)
        svg = PICTURES.get((table.code, *key))
        if svg is None:
            state = table.state
            svg = await asyncio.get_running_loop().run_in_executor(
                DRAWING, _draw, state, key[1], theme, self.lang
            )
            PICTURES[(table.code, *key)] = svg
            while len(PICTURES) > MAX_PICTURES:
                PICTURES.pop(next(iter(PICTURES)))
        self.set_header("Content-Type", "image/svg+xml; charset=utf-8")
        self.finish(svg)


def _draw(state: pegs.Position, bottom: int, theme: str, lang: str) -> str:
    """The seat's board picture, as SVG text, its words in ``lang`` (a thread has its own)."""
    with speaking(lang):
        return str(render_svg(state, size=BOARD_SIZE, bottom_seat=bottom, theme=theme))


#: Pictures drawn lately, by (code, revision, bottom seat, theme, language), oldest first.
PICTURES: dict[tuple[str, int, int, str, str], str] = {}
MAX_PICTURES = 256
#: The thread that draws pictures (one: drawing is pure Python, so more would only queue).
DRAWING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drawing")


class PlacesHandler(ApiHandler):
    """``GET /api/tables/{code}/places``: where each peg place is on the seat's board picture."""

    def get(self, code: str) -> None:
        """200 with the places (seat, place in notation, x, y) and the click radius."""
        table = self.find(code)
        if table is None:
            return
        allowed, seat = self.who(table)
        if not allowed:
            return
        if not isinstance(table.state, pegs.Position):
            return self.answer((404, {"error": words.error("not_found")}))
        shape = layout(table.spec.players, seat or 0)
        places = [
            {
                "seat": owner,
                "place": place_name(place),
                "x": round(x * BOARD_SIZE, 1),
                "y": round(y * BOARD_SIZE, 1),
            }
            for owner, place, _slot, (x, y) in shape.all_places()
        ]
        self.answer((200, {"radius": shape.spacing * BOARD_SIZE / 2, "places": places}))


class PageHandler(tornado.web.RequestHandler):
    """A page of ``static/`` with the base path put in (no user text is put into it)."""

    def initialize(self, page: str, base: str) -> None:
        """Given by the route: the file and the base path its links start with."""
        self.page = page
        self.base = base

    def get(self, *_: str) -> None:
        """The page in the request's language, with a strict content policy."""
        asked = known(self.get_query_argument("lang", None))
        lang = request_language(
            asked, self.get_cookie(COOKIE), self.request.headers.get("Accept-Language")
        )
        if asked is not None:
            # The picker's choice, remembered by this browser for every page of the server.
            self.set_cookie(COOKIE, asked, path=self.base, expires_days=COOKIE_DAYS, samesite="Lax")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Security-Policy", PAGE_POLICY)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Cache-Control", "no-cache")
        text = (STATIC / self.page).read_text(encoding="utf-8")
        # The base is the server's own option, checked by ``base_path``, and the language one
        # of the kit's codes: both safe in an attribute.
        text = text.replace("{{base}}", html.escape(self.base))
        self.finish(text.replace("{{lang}}", html.escape(lang)))


#: What a base path may hold: path characters only (it goes into the pages' links).
BASE_CHARACTERS = re.compile(r"/([A-Za-z0-9._~-]+/)*")


def base_path(text: str) -> str:
    """A base path as the routes use it, starting and ending with "/"; ValueError if unsafe."""
    inner = text.strip().strip("/")
    if not inner:
        return "/"
    path = f"/{inner}/"
    if not BASE_CHARACTERS.fullmatch(path) or any(not p.strip(".") for p in inner.split("/")):
        raise ValueError(words.bad_base(text))
    return path


@dataclass
class Options:
    """How a server runs."""

    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    db: str = DEFAULT_DB
    code_hours: float = CODE_HOURS
    rate: float = 20.0
    burst: float = 60.0
    origins: tuple[str, ...] = ()
    #: Where every address starts ("/services/pegs/" behind a JupyterHub); see ``base_path``.
    base_url: str = "/"
    #: The language of the lines the server prints (``--lang``, ``PEGS_LANG``).
    lang: str = "en"
    extra: dict[str, Any] = field(default_factory=dict)


#: (pattern, handler, needs the hub and limit): the API first, then the pages.
ROUTES: list[tuple[str, type[tornado.web.RequestHandler]]] = [
    (r"/api/tables", TablesHandler),
    (rf"/api/tables/{CODE}", TableHandler),
    (rf"/api/tables/{CODE}/join", JoinHandler),
    (rf"/api/tables/{CODE}/moves", MovesHandler),
    (rf"/api/tables/{CODE}/pause", PauseHandler),
    (rf"/api/tables/{CODE}/end", EndHandler),
    (rf"/api/tables/{CODE}/seats/([0-9]{{1,2}})", SeatHandler),
    (rf"/api/tables/{CODE}/replay", ReplayHandler),
    (rf"/api/tables/{CODE}/board\.svg", BoardHandler),
    (rf"/api/tables/{CODE}/places", PlacesHandler),
    (rf"/api/tables/{CODE}/seats", LobbyHandler),
    (r"/api/classes", ClassesHandler),
    (rf"/api/classes/{CODE}\.csv", ClassCsvHandler),
    (rf"/api/classes/{CODE}", ClassHandler),
    (rf"/api/classes/{CODE}/progress", ProgressHandler),
    (r"/api/words", WordsHandler),
    (r"/api/games", GamesHandler),
    (r"/api/(.*)", MissingHandler),
]

#: The pages: address and file.
PAGES: list[tuple[str, str]] = [
    (r"/", "student.html"),
    (rf"/join/{CODE}", "student.html"),
    (r"/teacher", "teacher.html"),
]


def make_app(hub: Hub, options: Options) -> tornado.web.Application:
    """The tornado application of one server, every address under its base path."""
    limit = RateLimit(rate=options.rate, burst=options.burst)
    base = base_path(options.base_url)
    under = re.escape(base.rstrip("/"))  # "" at the root; each pattern starts with "/"
    handlers: list[Any] = [
        (
            rf"{under}/api/tables/{CODE}/live",
            LiveHandler,
            {"hub": hub, "origins": frozenset(options.origins)},
        )
    ]
    handlers += [
        (under + pattern, handler, {"hub": hub, "limit": limit}) for pattern, handler in ROUTES
    ]
    handlers += [
        (under + pattern, PageHandler, {"page": page, "base": base}) for pattern, page in PAGES
    ]
    static = {"path": str(STATIC)}
    handlers.append((rf"{under}/static/(.*)", tornado.web.StaticFileHandler, static))
    if under:
        # The base without its last "/" (as a hub's link may give it) goes to the base.
        handlers.append((under, tornado.web.RedirectHandler, {"url": base, "permanent": False}))
    return tornado.web.Application(
        handlers,
        websocket_max_message_size=MAX_MESSAGE,
        websocket_ping_interval=20,
        compress_response=False,
        log_function=_log_request,
    )


def _log_request(handler: tornado.web.RequestHandler) -> None:
    """Log only what went wrong on the server's side (a refusal is the server working)."""
    if handler.get_status() >= 500:
        tornado.log.app_log.error(
            "%d %s %s", handler.get_status(), handler.request.method, handler.request.path
        )


async def run(options: Options, ready: asyncio.Event | None = None) -> None:
    """Serve until Ctrl-C or SIGTERM: tables come back from the store first."""
    hub = Hub(Store(options.db), code_hours=options.code_hours)
    hub.load()
    app = make_app(hub, options)
    # Bodies up to 16 times the bound are read and refused with 413 in words; larger ones are
    # cut off by tornado unread (the connection is closed).
    server = tornado.httpserver.HTTPServer(app, max_body_size=MAX_BODY * 16, xheaders=False)
    server.listen(options.port, options.host)
    hub.wake_all()
    shown = f"[{options.host}]" if ":" in options.host else options.host
    teacher = f"http://{shown}:{options.port}{base_path(options.base_url)}teacher"
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Windows has no signal handlers on the loop: Ctrl-C raises KeyboardInterrupt instead.
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    # The link is printed once Ctrl-C is handled: a Ctrl-C right after it stops the server.
    with speaking(options.lang):
        print(words.teacher_link(teacher), flush=True)
    if ready is not None:
        ready.set()
    try:
        await stop.wait()
    finally:
        server.stop()
        await server.close_all_connections()
        hub.close()
        with speaking(options.lang):
            print(words.stopped(), flush=True)


def serve(options: Options) -> int:
    """Run the server in this thread until stopped; the exit status."""
    try:
        asyncio.run(run(options))
    except KeyboardInterrupt:
        pass
    except OSError as err:
        print(f"error: {err.strerror or err}", file=sys.stderr)
        return 2
    return 0


__all__ = [
    "DEFAULT_DB",
    "DEFAULT_PORT",
    "PAGES",
    "ROUTES",
    "Options",
    "base_path",
    "make_app",
    "run",
    "serve",
]
