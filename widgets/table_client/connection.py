"""One seat's line to a table server: the lobby, joining, looking, moving, and the live socket.

Plain Python over the server's public API (``docs/tables.md``): HTTP with ``urllib`` and a short
timeout, the live WebSocket with the server package's client (``widgets.tables.listen``, on
tornado, which comes with Jupyter). Every problem
comes back as a ``TableError`` whose message is a sentence for the learner.
"""

from __future__ import annotations

import json
import re
import secrets
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

from . import words

#: Seconds one request may take.
TIMEOUT = 10.0
CODE = re.compile(r"[A-Za-z0-9]{1,12}")


class TableError(ValueError):
    """A request the server refused or could not answer; the message is in words."""


class Connection:
    """A room code on one server, and the seat's token once joined."""

    def __init__(self, server: str, code: str, token: str | None = None) -> None:
        if not CODE.fullmatch(code.strip()):
            raise TableError(words.bad_code())
        self.server = server.strip().rstrip("/")
        self.code = code.strip().upper()
        self.token = token

    def url(self, path: str = "") -> str:
        """The address of the table's ``path`` on the server."""
        return f"{self.server}/api/tables/{self.code}{path}"

    def ask(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """One request: (status, JSON answer); TableError when the server cannot be reached."""
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url(path), data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as reply:
                status, text = reply.status, reply.read()
        except urllib.error.HTTPError as err:
            status, text = err.code, err.read()
        except (OSError, ValueError) as err:
            raise TableError(words.unreachable(self.server, str(err))) from None
        try:
            return status, json.loads(text)
        except ValueError:
            return status, None

    def _answer(self, status: int, answer: Any, wanted: int = 200) -> Any:
        if status != wanted:
            said = answer.get("error") if isinstance(answer, dict) else None
            raise TableError(str(said or f"The server answered {status}."))
        return answer

    def lobby(self) -> dict[str, Any]:
        """The game and its seats (no token needed)."""
        return dict(self._answer(*self.ask("GET", "/seats")))

    def join(self, seat: int, name: str) -> str:
        """Take a free seat; its token (kept for the next requests)."""
        answer = self._answer(*self.ask("POST", "/join", {"seat": seat, "name": name}))
        self.token = str(answer["token"])
        return self.token

    def look(self) -> dict[str, Any]:
        """The table as this seat may see it."""
        if self.token is None:
            raise TableError(words.not_joined())
        return dict(self._answer(*self.ask("GET", "")))

    def move(self, move: str, revision: int) -> tuple[int, Any]:
        """Send one move at ``revision`` with a new command id: (status, answer)."""
        if self.token is None:
            raise TableError(words.not_joined())
        command = {"move": move, "revision": revision, "id": secrets.token_hex(12)}
        return self.ask("POST", "/moves", command)

    async def listen(self, told: Callable[[int], None]) -> int | None:
        """Call ``told(revision)`` at every change until the socket closes; its close code."""
        # The socket's client lives with the server (tornado is the [serve] extra's; every
        # Jupyter kernel has it), imported only when a notebook listens.
        from ..tables import listen

        if self.token is None:
            raise TableError(words.not_joined())
        address = self.url("/live").replace("http://", "ws://", 1).replace("https://", "wss://", 1)
        return await listen(address, self.token, told)


__all__ = ["Connection", "TableError"]
