"""Voila shuts down the kernels of closed pages (issue 26): 20 visits leave at most 2 kernels.

Voila starts a kernel for each page visit and its shutdown request from a closed page is refused
upstream, so before ``pegs.cli.serving`` every visit's kernel stayed alive. Here Voila runs with
the kit's culling options, their times driven short (the idle timeout and the interval are the
only change): a page visits the game 20 times, each visit waiting for its board, then the
kernels are counted (the Voila server's kernel processes) until at most 2 remain. The page left
open keeps its kernel and still plays: only kernels with no page connected are culled.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.cli.serving import voila_options

from .conftest import GamePage, Server, running_voila

pytestmark = pytest.mark.browser

VISITS = 20
#: Short enough for a test, long enough that a page under load connects before its kernel is
#: idle that long (a kernel with a page connected is never culled).
IDLE_TIMEOUT = 15
INTERVAL = 1
#: How long the culler may take, at most, once the visits are over (it needs IDLE_TIMEOUT and
#: an interval; a busy machine is slower, and the count is polled, not waited for).
CULL_DEADLINE = 180


def kernel_processes(server_pid: int) -> list[int]:
    """The ids of the kernel processes the server started (its children running ipykernel)."""
    found = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(
                line.split(":\t", 1) for line in status.read_text().splitlines() if ":\t" in line
            )
            if int(fields.get("PPid", "0")) != server_pid:
                continue
            command = (status.parent / "cmdline").read_bytes().replace(b"\0", b" ")
        except (OSError, ValueError):
            continue  # a process that ended while it was read
        if b"ipykernel" in command:
            found.append(int(status.parent.name))
    return found


@pytest.fixture
def culling_voila(notebook_dir: Path) -> Iterator[Server]:
    """Voila serving ``game.ipynb`` with the kit's culling options, their times short."""
    culling = voila_options(idle_timeout=IDLE_TIMEOUT, interval=INTERVAL)
    with running_voila(notebook_dir, "voila-cull", *culling, notebook="game.ipynb") as server:
        yield server


def test_twenty_visits_leave_at_most_two_kernels(culling_voila: Server, page: object) -> None:
    url = f"{culling_voila.url}/?token={culling_voila.token}"
    game = GamePage(page)
    seen: set[int] = set()
    for _ in range(VISITS):
        page.goto(url, timeout=120_000)  # type: ignore[attr-defined]
        game.wait_for_board()  # the visit's kernel ran the notebook and the page drew the game
        seen.update(kernel_processes(culling_voila.process.pid))  # the open page's kernel
    assert len(seen) >= VISITS, f"{VISITS} visits started {len(seen)} kernels: nothing tested"
    deadline = time.monotonic() + CULL_DEADLINE
    kernels = kernel_processes(culling_voila.process.pid)
    while len(kernels) > 2 and time.monotonic() < deadline:
        time.sleep(0.5)
        kernels = kernel_processes(culling_voila.process.pid)
    assert len(kernels) <= 2, f"{len(kernels)} kernels are left after {VISITS} visits"
    # The page still open kept its kernel: choosing a card is still answered.
    assert kernels, "the kernel of the page still open was shut down"
    game.wait_state(lambda s: s["turn"] == 0 and not s["running"], timeout=60)
    page.locator(".pegs-card-playable").first.click()  # type: ignore[attr-defined]
    game.wait_state(lambda s: s["card"] is not None, timeout=60)
