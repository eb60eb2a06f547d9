"""Serve a built site on 127.0.0.1, and a trap that refuses and records every other request.

The browser is told to send everything that is not on the loopback address through the trap
(``--proxy-server``), so a request to any outside address, from the page, a web worker or the
service worker alike, is refused and written down instead of reaching the network.
"""

from __future__ import annotations

import functools
import http.server
import socketserver
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types JupyterLite needs, and no log line per request."""

    extensions_map = {  # noqa: RUF012 - the base class reads it as a class attribute
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/octet-stream",
    }

    def log_message(self, format: str, *args: object) -> None:
        """Say nothing: the test reads the browser's view of each request instead."""


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 on a free port; yields its base URL; stopped afterwards."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


#: What the trap writes down for a connection that closed or idled without sending a byte.
SILENT = "(connection that sent nothing)"


class _TrapHandler(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        # Long enough for a request line written late on a loaded machine; a connection that
        # stays silent this long, or closes, carried no address and no data.
        self.request.settimeout(120)
        head = b""
        try:
            while b"\r\n" not in head and len(head) < 8192:
                chunk = self.request.recv(1024)
                if not chunk:
                    break
                head += chunk
        except OSError:
            pass
        line = head.split(b"\r\n", 1)[0].decode("latin-1").strip()
        self.server.attempts.append(line or SILENT)  # type: ignore[attr-defined]
        with suppress(OSError):
            self.request.sendall(
                b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )


class _Trap(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


@contextmanager
def trap() -> Iterator[tuple[int, list[str]]]:
    """A refusing proxy on 127.0.0.1: yields (port, request lines it was sent); then stopped."""
    server = _Trap(("127.0.0.1", 0), _TrapHandler)
    server.attempts = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], server.attempts  # type: ignore[attr-defined]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
