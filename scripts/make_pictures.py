"""Draw the README's board pictures from the engine: docs/board-{4p,6p,8p}.svg and .png.

Usage: ``python scripts/make_pictures.py [--svg-only] [--out DIR]`` (``make pictures``).
Each picture is a seeded game a few rounds in (the same every run), drawn by ``render_svg`` with
the last move's path. The PNG is the same SVG shown by
headless Chromium (Debian's ``/usr/bin/chromium``, through Playwright) and screenshotted at
900x900, so it looks exactly as a browser shows the SVG. This script owns only choosing the
positions and writing the files; the picture is ``pegs.render``'s.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pegs import render_svg  # noqa: E402
from pegs.bots.selfplay import seeded_position  # noqa: E402
from pegs.rules import PLAYER_COUNTS  # noqa: E402

#: (seed, plies) per player count: a game with pegs out on the track, in start and in home.
GAMES = {4: (11, 90), 6: (5, 120), 8: (3, 150)}
PNG_PIXELS = 900
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def picture(players: int, size: int) -> str:
    """The README picture of a ``players`` game, ``size`` pixels square."""
    position, events = seeded_position(players, *GAMES[players])
    return render_svg(position, size=size, last_move=events)


def screenshot(svgs: dict[Path, str]) -> None:
    """Each SVG as a PNG of its own size, as headless Chromium draws it."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": PNG_PIXELS, "height": PNG_PIXELS})
            for path, svg in svgs.items():
                page.set_content(f"<html><body style='margin:0'>{svg}</body></html>")
                page.locator("svg").first.screenshot(path=str(path))
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    """Write the pictures; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs", help="folder (docs/)")
    parser.add_argument("--svg-only", action="store_true", help="skip the PNGs (no browser)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    pngs: dict[Path, str] = {}
    for players in PLAYER_COUNTS:
        svg_path = args.out / f"board-{players}p.svg"
        svg_path.write_text(picture(players, 600), encoding="utf-8")
        pngs[args.out / f"board-{players}p.png"] = picture(players, PNG_PIXELS)
        print(f"wrote {svg_path}")
    if not args.svg_only:
        screenshot(pngs)
        for path in pngs:
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
