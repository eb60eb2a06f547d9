"""Browser benchmark of how long a lesson notebook takes to open in Voila (issue 29).

Serves one copy of a notebook through Voila on 127.0.0.1 and opens it in Debian's Chromium
with Playwright, ``--rounds`` times: each time from the page request to the lesson showing its
first screen ("Screen 1 of n"), which in Voila is after every cell of the notebook has run.
With ``--vs OTHER`` a second notebook is served too and the two are opened in turn, so both
see the same load on a shared machine.

Run:  python benchmarks/lesson_open.py notebooks/08_exploring_positions.ipynb [--vs OLD.ipynb]
"""

from __future__ import annotations

import argparse
import secrets
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    Server,
    _start,
    _stop,
    free_port,
)

#: How long one opening may take before it counts as a failure.
TIMEOUT_MS = 180_000


def serve(notebook: Path, root: Path) -> tuple[Server, str]:
    """Voila serving a copy of ``notebook`` (in a folder of its own under ``root``)."""
    folder = root / f"nb{len(list(root.iterdir()))}"
    folder.mkdir()
    shutil.copy2(notebook, folder / notebook.name)
    port, token = free_port(), secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "voila",
        notebook.name,
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--token={token}",
    ]
    return _start(command, folder, port, token, "voila", None), token


def open_once(browser: object, server: Server, token: str) -> float:
    """Seconds from the page request to the lesson's first screen on the page."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    try:
        t0 = time.perf_counter()
        page.goto(f"{server.url}/?token={token}", timeout=TIMEOUT_MS)
        page.locator(".pegs-course").get_by_text("Screen 1 of").first.wait_for(timeout=TIMEOUT_MS)
        return time.perf_counter() - t0
    finally:
        page.close()


def main() -> None:
    """Open the notebook(s) in turn and print the median opening times."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("notebook", type=Path)
    parser.add_argument("--vs", type=Path, help="a second notebook, opened in turn")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    notebooks = [args.notebook] + ([args.vs] if args.vs else [])
    times: dict[int, list[float]] = {i: [] for i in range(len(notebooks))}
    with tempfile.TemporaryDirectory() as folder:
        servers = [serve(nb.resolve(), Path(folder)) for nb in notebooks]
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                )
                for _ in range(args.rounds):
                    for i, (server, token) in enumerate(servers):
                        times[i].append(open_once(browser, server, token))
                browser.close()
        finally:
            for server, _token in servers:
                _stop(server)
    for i, notebook in enumerate(notebooks):
        samples = ", ".join(f"{t:.1f}" for t in times[i])
        print(
            f"{notebook}: median {statistics.median(times[i]):.1f} s to open in Voila "
            f"over {len(times[i])} openings ({samples} s)"
        )


if __name__ == "__main__":
    main()
