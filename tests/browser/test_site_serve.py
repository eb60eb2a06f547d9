"""The site tests' trap: what it writes down for a request and for a silent connection."""

from __future__ import annotations

import socket
import time

from .site_serve import SILENT, trap


def _wait_for(attempts: list[str], count: int) -> list[str]:
    """The trap's record once it holds ``count`` entries (its handler runs on its own thread)."""
    deadline = time.monotonic() + 60
    while len(attempts) < count and time.monotonic() < deadline:
        time.sleep(0.01)
    return list(attempts)


def test_the_trap_writes_down_the_request_line_and_refuses_it() -> None:
    with trap() as (port, attempts), socket.create_connection(("127.0.0.1", port)) as s:
        s.sendall(b"CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n")
        answer = s.recv(1024)
        assert _wait_for(attempts, 1) == ["CONNECT example.org:443 HTTP/1.1"]
    assert answer.startswith(b"HTTP/1.1 403")


def test_a_connection_closed_without_a_byte_is_written_down_as_silent() -> None:
    with trap() as (port, attempts):
        socket.create_connection(("127.0.0.1", port)).close()
        assert _wait_for(attempts, 1) == [SILENT]


def test_a_request_line_written_late_is_still_caught() -> None:
    """A loaded machine may write the line seconds after connecting; it must not pass as silent."""
    with trap() as (port, attempts), socket.create_connection(("127.0.0.1", port)) as s:
        time.sleep(3)  # longer than the trap's old 2 s wait; what matters is that it is caught
        s.sendall(b"GET http://example.org/ HTTP/1.1\r\n\r\n")
        assert _wait_for(attempts, 1) == ["GET http://example.org/ HTTP/1.1"]
