"""``/api/tables/{code}/live``: a WebSocket that tells a screen ``{"revision": n}`` at every change.

The token comes in the first message (``{"token": "..."}``), never in the address, so it stays
out of logs. A wrong token, an unknown code or no first message within ``HELLO_SECONDS`` closes
the socket. Only pages of this server's own origin (and those the teacher named) may connect.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from urllib.parse import urlparse

import tornado.websocket

from .hub import Hub
from .limits import MAX_BODY

#: Seconds a new socket has to send its token.
HELLO_SECONDS = 10.0
#: Close codes (the 4000s are the application's own).
BAD_TOKEN, NO_TABLE, NO_HELLO = 4403, 4404, 4408


class LiveHandler(tornado.websocket.WebSocketHandler):
    """One screen listening to one table."""

    hub: Hub
    origins: frozenset[str]

    def initialize(self, hub: Hub, origins: frozenset[str]) -> None:
        """Given by the route: the server's tables and the other origins allowed."""
        self.hub = hub
        self.origins = origins
        self.code = ""
        self.listening = False
        self.timer: asyncio.TimerHandle | None = None

    def check_origin(self, origin: str) -> bool:
        """Same origin (host and port), or one named with ``--origin``."""
        if origin in self.origins:
            return True
        return urlparse(origin).netloc.lower() == self.request.host.lower()

    def open(self, *args: str, **kwargs: str) -> None:
        """Wait for the token."""
        self.code = args[0].upper() if args else ""
        loop = asyncio.get_event_loop()
        self.timer = loop.call_later(HELLO_SECONDS, self._no_hello)

    def _no_hello(self) -> None:
        if not self.listening:
            self.close(NO_HELLO, "no token")

    def on_message(self, message: str | bytes) -> None:
        """The first message holds the token; later ones are ignored."""
        if self.listening:
            return
        if self.timer is not None:
            self.timer.cancel()
        table = self.hub.table(self.code)
        if table is None:
            self.close(NO_TABLE, "no table")
            return
        try:
            data = json.loads(message)
            token = data.get("token") if isinstance(data, dict) else None
        except (ValueError, RecursionError):
            token = None
        if not isinstance(token, str) or (
            table.seat_of(token) is None and not self.hub.is_teacher(table, token)
        ):
            self.close(BAD_TOKEN, "bad token")
            return
        self.listening = True
        self.hub.listen(table.code, self)
        self.tell(json.dumps({"revision": table.revision}))

    def tell(self, message: str) -> None:
        """Send one message (a closed socket is forgotten)."""
        try:
            self.write_message(message)
        except tornado.websocket.WebSocketClosedError:
            self.hub.forget(self.code, self)

    def on_close(self) -> None:
        """Stop listening."""
        if self.timer is not None:
            self.timer.cancel()
        self.hub.forget(self.code, self)

    def get_compression_options(self) -> None:
        """No compression: the messages are tiny."""
        return None


#: The largest message a screen may send.
MAX_MESSAGE = MAX_BODY // 16


async def listen(address: str, token: str, told: Callable[[int], None]) -> int | None:
    """A client of the socket at ``address`` (ws:// or wss://): ``told(revision)`` at every change.

    Returns the close code when the socket closes. The notebook client uses it (tornado is the
    server's own dependency, which every Jupyter kernel has too).
    """
    socket = await tornado.websocket.websocket_connect(address)
    socket.write_message(json.dumps({"token": token}))
    while True:
        message = await socket.read_message()
        if message is None:
            return socket.close_code
        told(int(json.loads(message)["revision"]))


__all__ = ["LiveHandler", "listen"]
