"""The Back Alley table in its languages in a real browser (issue 28, items 4 and 5), 1280x720.

Voila serves the repository's ``notebooks/90_back_alley.ipynb``; the page's ``?lang=`` reaches
the kernel as ``QUERY_STRING``, so ``?lang=xx`` opens the table in the pseudo-language
(accented, longer, bracketed English). Checked, in the table's area: no visible text is plain
English, and no button, label or panel's text overflows its box though the pseudo-language is
about a third longer; ``?lang=sv`` and ``?lang=fi`` speak Swedish and Finnish (screenshots of
both are kept for a person to look at). The words drawn on the canvas are checked without a
browser (``tests/backalley/test_ba_table_languages.py``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from . import pseudo
from .conftest import REPO, Server, running_voila
from .test_backalley_classroom import wait_for_ink

pytestmark = pytest.mark.browser

SIZE = (1280, 720)
NOTEBOOK = "90_back_alley.ipynb"

#: The picker names each language in its own language on purpose.
NOT_THE_TABLES_OWN = (".backalley-language select",)

#: The rulebook's citations name RULES.md's parts in English, "(RULES Part B, bidding)": a
#: reference to the rules file's own headings, which are English (``backalley.words``).
CITATIONS = (r"\([^()]* B, (bidding|play|end of the game)\)",)
ROOT = ".backalley-root"


@pytest.fixture(scope="module")
def table_server(notebook_dir: Path) -> Iterator[Server]:
    """Voila serving the repository's Back Alley notebook (a copy, so no run writes the repo)."""
    folder = notebook_dir / "backalley-languages"
    folder.mkdir()
    shutil.copy2(REPO / "notebooks" / NOTEBOOK, folder / NOTEBOOK)
    with running_voila(folder, "voila-backalley-languages", "--show_tracebacks=True") as server:
        yield server


def _open(browser: object, server: Server, lang: str) -> tuple[object, object]:
    """The table at 1280x720 in ``lang``, once the human's first bid buttons show."""
    context = browser.new_context(viewport={"width": SIZE[0], "height": SIZE[1]})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(  # type: ignore[attr-defined]
        f"{server.url}/voila/render/{NOTEBOOK}?lang={lang}&token={server.token}",
        timeout=120_000,
    )
    wait_for_ink(page)
    # The computers bid first, paced; the human's bid buttons then show (a state, not a time).
    page.locator(".backalley-bids .widget-button").first.wait_for(timeout=60_000)  # type: ignore[attr-defined]
    return context, page


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _check(page: object) -> None:
    """No plain English in the table (its citations aside), no text wider than its box."""
    pseudo.assert_pseudo(page, ROOT, NOT_THE_TABLES_OWN, CITATIONS, whole="scroll")


def test_the_pseudo_language_shows_no_english_and_nothing_overflows(
    browser, table_server, tmp_path: Path
) -> None:
    """Issue 28 item 5: under ``?lang=xx`` no text of the table is English, none clipped."""
    context, page = _open(browser, table_server, "xx")
    try:
        root = page.locator(".backalley-root").first  # type: ignore[attr-defined]
        root.scroll_into_view_if_needed()
        _check(page)  # the human's bid: buttons, status, settings
        page.screenshot(path=str(_shots(tmp_path) / "backalley-xx-bid-1280x720.png"))
        # The human passes; the computers bid on and play starts: the status line, the
        # tricks panel and the settings are checked again with no bid buttons left.
        page.locator(".backalley-bids .widget-button").first.click()  # type: ignore[attr-defined]
        page.wait_for_function(  # type: ignore[attr-defined]
            "() => !document.querySelector('.backalley-bids .widget-button')", timeout=60_000
        )
        _check(page)
        root.screenshot(path=str(_shots(tmp_path) / "backalley-xx-table-1280x720.png"))
    finally:
        context.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("sv", ("Ditt bud:", "Nytt spel", "Datorspelare:", "Sticken i giv 1")),
        ("fi", ("Tarjouksesi:", "Uusi peli", "Tietokonepelaajat:", "Jaon 1 tikit")),
    ],
)
def test_the_page_language_is_spoken(browser, table_server, lang, words, tmp_path: Path) -> None:
    """Issue 28 item 4: ``?lang=sv`` opens the table in Swedish, ``?lang=fi`` in Finnish."""
    context, page = _open(browser, table_server, lang)
    try:
        text = page.locator(".backalley-root").first.inner_text()  # type: ignore[attr-defined]
        for word in words:
            assert word in text, f"{word!r} not on the {lang} page"
        pseudo.assert_no_overflow(page, ROOT, whole="scroll")
        page.screenshot(path=str(_shots(tmp_path) / f"backalley-{lang}-1280x720.png"))
        root = page.locator(".backalley-root").first  # type: ignore[attr-defined]
        root.screenshot(path=str(_shots(tmp_path) / f"backalley-{lang}-table.png"))
    finally:
        context.close()
