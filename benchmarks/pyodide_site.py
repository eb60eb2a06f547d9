"""Where the static site's first lesson spends its time, from page load to a drawn board.

Builds the offline test build (``scripts/build_site.py --stand-ins tests/site/stand_ins``, cached
downloads) unless ``--site DIR`` names a built one, serves it on 127.0.0.1, and opens the start
lesson in Debian's headless Chromium ``--visits`` times, each as a new learner (a fresh browser
profile, so nothing is cached), every request outside 127.0.0.1 aborted. For each visit it
records, in seconds after the page was asked for:

- ``shell``: the lesson shown (JupyterLab's own scripts loaded and run),
- ``pyodide asked``: the kernel's worker asks for Pyodide,
- ``pyodide fetched``: Pyodide's WebAssembly and its standard library downloaded,
- ``wheels asked`` / ``wheels fetched``: the preloaded packages asked for and all downloaded
  (Pyodide asks for them while its WebAssembly compiles; "fetched" is when the browser has
  read the whole file, so a busy machine makes it late),
- ``kernel ready``: the status bar says Idle (the kernel has imported itself and IPython),
- ``boards drawn``: after *Run All Cells*, every board of the lesson holds ink (the lesson
  imports the kit and its widgets, builds the chapter and draws it);

then prints the median of each and of each step between them, with the load average. The
offline build stands in for numpy and Pillow (the published site fetches them from the CDN).
Given ``--site`` more than once (say a build made with ``--no-compile`` beside the normal one),
the visits take turns between the sites, so both see the same machine load.

    python benchmarks/pyodide_site.py [--visits 3] [--site DIR ...] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.browser.site_serve import serve  # noqa: E402

SITE = REPO / "build" / "site-test"
CACHE = REPO / "build" / "site-cache"
STAND_INS = REPO / "tests" / "site" / "stand_ins"
MARKS = [
    "shell",
    "pyodide asked",
    "wheels asked",
    "pyodide fetched",
    "wheels fetched",
    "kernel ready",
    "boards drawn",
]
_IDLE_JS = (
    "() => /Python \\(Pyodide\\) \\| Idle/.test("
    "document.querySelector('#jp-main-statusbar')?.textContent || '')"
)
_INKED_JS = """
() => {
  const canvases = Array.from(document.querySelectorAll('.jp-OutputArea canvas.pegs-board'));
  return canvases.length > 0 && canvases.every((c) => {
    if (!c.width || !c.height) return false;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 400) if (d[i] > 0) return true;
    return false;
  });
}
"""


def build(site: Path) -> float:
    """Build the offline test build into ``site``; its build time in seconds."""
    began = time.monotonic()
    command = [
        sys.executable,
        str(REPO / "scripts" / "build_site.py"),
        "--out",
        str(site),
        "--cache",
        str(CACHE),
        "--stand-ins",
        str(STAND_INS),
    ]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return time.monotonic() - began


def visit(browser: object, base: str) -> dict[str, float]:
    """One new learner opening the site: the time of each mark (seconds after the request)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    marks: dict[str, float] = {}
    wheels = {"asked": 0, "done": 0}
    began = time.monotonic()

    def now() -> float:
        return round(time.monotonic() - began, 2)

    def route(request_route: object) -> None:
        url = request_route.request.url  # type: ignore[attr-defined]
        if url.startswith((base, "data:", "blob:")):
            request_route.continue_()  # type: ignore[attr-defined]
        else:
            request_route.abort()  # type: ignore[attr-defined]

    def asked(request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        if url.endswith("/pyodide.mjs"):
            marks.setdefault("pyodide asked", now())
        elif url.endswith(".whl"):
            wheels["asked"] += 1
            marks.setdefault("wheels asked", now())

    core = {"pyodide.asm.wasm", "python_stdlib.zip"}
    fetched: set[str] = set()

    def finished(request: object) -> None:
        name = request.url.rsplit("/", 1)[-1]  # type: ignore[attr-defined]
        if name in core:
            fetched.add(name)
            if fetched == core:
                marks["pyodide fetched"] = now()
        elif name.endswith(".whl"):
            wheels["done"] += 1
            marks["wheels fetched"] = now()

    def console(message: object) -> None:
        text = message.text  # type: ignore[attr-defined]
        if os.environ.get("PEGS_BENCH_CONSOLE"):
            print(f"  {now():6.2f} console: {text[:120]}")

    context.route("**/*", route)
    context.on("request", asked)
    context.on("requestfinished", finished)
    page = context.new_page()
    page.on("console", console)
    try:
        page.goto(base, wait_until="load")
        page.wait_for_selector(".jp-NotebookPanel .jp-Notebook", timeout=120_000)
        marks["shell"] = now()
        page.wait_for_function(_IDLE_JS, timeout=180_000, polling=50)
        marks["kernel ready"] = now()
        page.locator(".jp-NotebookPanel .jp-Notebook").first.click()
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
        page.wait_for_function(_INKED_JS, timeout=180_000, polling=50)
        marks["boards drawn"] = now()
    finally:
        context.close()
    marks["wheels"] = float(wheels["done"])
    return marks


def main(argv: list[str] | None = None) -> int:
    """Open the site's start lesson several times and print where its time goes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument(
        "--site", type=Path, action="append", help="a built site (default: build one); repeatable"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    sites, built = args.site, None
    if not sites:
        sites, built = [SITE], build(SITE)
    runs: dict[Path, list[dict[str, float]]] = {site: [] for site in sites}
    with ExitStack() as stack, sync_playwright() as playwright:
        bases = {site: stack.enter_context(serve(site)) for site in sites}
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        try:
            for _ in range(args.visits):
                for site in sites:
                    load = os.getloadavg()[0]
                    marks = visit(browser, bases[site])
                    marks["load average"] = round(load, 2)
                    runs[site].append(marks)
        finally:
            browser.close()
    results = {
        str(site): {
            "site MB": megabytes(site),
            "build s": built and round(built, 1),
            "visits": runs[site],
        }
        for site in sites
    }
    if args.json:
        print(json.dumps(results))
        return 0
    for site in sites:
        report(site, results[str(site)])
    return 0


def megabytes(site: Path) -> float:
    """The size of a built site in MB."""
    return round(sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6, 1)


def report(site: Path, result: dict) -> None:
    """Print one site's visits: each mark per visit, medians, and the median steps."""
    runs = result["visits"]
    built = f", built in {result['build s']} s" if result["build s"] else ""
    print(f"{site}: {result['site MB']} MB{built}")
    print(f"{'mark':18}" + "".join(f"{i + 1:>8}" for i in range(len(runs))) + f"{'median':>9}")
    for key in [*MARKS, "wheels", "load average"]:
        values = [run.get(key) for run in runs]
        shown = "".join(f"{v:>8}" if v is not None else f"{'-':>8}" for v in values)
        known = [v for v in values if v is not None]
        print(f"{key:18}{shown}{statistics.median(known) if known else '-':>9}")
    print("steps (median seconds):")
    previous = 0.0
    for key in ("shell", "pyodide asked", "wheels fetched", "kernel ready", "boards drawn"):
        known = [run[key] for run in runs if key in run]
        if known:
            median = statistics.median(known)
            print(f"  up to {key:16} {median - previous:6.2f}")
            previous = median


if __name__ == "__main__":
    sys.exit(main())
