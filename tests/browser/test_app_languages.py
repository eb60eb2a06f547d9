"""The game app in its languages in a real browser (issue 28, items 4 and 5), at 1280x720.

Voila serves the repository's ``notebooks/app.ipynb``; the page's ``?lang=`` reaches the kernel
as ``QUERY_STRING``, so ``?lang=xx`` opens the app in the pseudo-language (accented, longer,
bracketed English). Checked: no visible text of the app's own is plain English, on the game
screen and on the Settings tab, and no label or button's text overflows its box though the
pseudo-language is about a third longer than English; ``?lang=sv`` and ``?lang=fi`` speak
Swedish and Finnish (screenshots of both are kept for a person to look at).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.cli.serving import BROWSER_LANGUAGE

from . import pseudo
from .conftest import REPO, GamePage, Server, running_voila

pytestmark = pytest.mark.browser

SIZE = (1280, 720)

#: The one part of the app not checked: the picker names each language in its own language on
#: purpose. The status line, the word on a click, the hand (its cards' names and keys), the
#: hint and the story panel (here its opening lines: no move is played in this test) are
#: checked: they speak the language chosen. The words drawn on the board's canvas, the story
#: of moves and the end of a game are checked without a browser (``test_app_board_words.py``).
NOT_THE_APPS_OWN = (".pegs-language select",)

#: The app's root, and its boxes whose text must fit: the shared ones, its banner and tabs.
ROOT = ".pegs-game"
BOXES = (*pseudo.BOXES, ".pegs-banner", ".lm-TabBar-tab")


def _check(page: object) -> None:
    """No plain English in the app's own text, and no text wider than its box."""
    pseudo.assert_pseudo(page, ROOT, NOT_THE_APPS_OWN, boxes=BOXES)


@pytest.fixture(scope="module")
def app_server(notebook_dir: Path) -> Iterator[Server]:
    """Voila serving the repository's app notebook."""
    folder = notebook_dir / "app-languages"
    folder.mkdir()
    shutil.copy2(REPO / "notebooks" / "app.ipynb", folder / "app.ipynb")
    # As the kit starts Voila: the browser's Accept-Language reaches the kernel.
    with running_voila(
        folder, "voila-app-languages", "--show_tracebacks=True", BROWSER_LANGUAGE
    ) as server:
        yield server


def _open(browser: object, server: Server, lang: str) -> tuple[object, object, GamePage]:
    context = browser.new_context(viewport={"width": SIZE[0], "height": SIZE[1]})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(  # type: ignore[attr-defined]
        f"{server.url}/voila/render/app.ipynb?lang={lang}&token={server.token}",
        timeout=120_000,
    )
    game = GamePage(page)
    game.wait_for_board()
    return context, page, game


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PEGS_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _settings_tab(page: object) -> None:
    """Open the third tab (Settings, in whatever language) and wait for its form."""
    page.locator(".lm-TabBar-tab, .p-TabBar-tab").nth(2).click()  # type: ignore[attr-defined]
    page.locator(".pegs-settings").first.wait_for(state="visible")  # type: ignore[attr-defined]


def test_the_pseudo_language_shows_no_english_and_nothing_overflows(
    browser, app_server, tmp_path: Path
) -> None:
    """Issue 28 item 5: under ``?lang=xx`` no text of the app's own is English, none clipped."""
    context, page, _game = _open(browser, app_server, "xx")
    try:
        page.locator(".pegs-banner", has_text="[").first.wait_for()  # type: ignore[attr-defined]
        _check(page)
        page.screenshot(path=str(_shots(tmp_path) / "app-xx-1280x720.png"))
        # A card chosen, then a click on the board's corner (no place there): the status line
        # and the word on the click change, and they too are accented.
        card = page.locator("button.pegs-card-playable:not([disabled])").first  # type: ignore[attr-defined]
        card.wait_for(timeout=60_000)  # the human's turn (the computers move first, paced)
        status = page.locator(".pegs-status").first  # type: ignore[attr-defined]
        before = status.inner_text()
        card.click()
        page.wait_for_function(  # type: ignore[attr-defined]
            "(old) => document.querySelector('.pegs-status').innerText !== old", arg=before
        )
        board = page.locator("canvas").first.bounding_box()  # type: ignore[attr-defined]
        page.mouse.click(board["x"] + 3, board["y"] + 3)  # type: ignore[attr-defined]
        plain = pseudo.plain_english(page, ROOT, NOT_THE_APPS_OWN)
        assert plain == [], plain
        # The hint: its box, what each move does, why, and the team's chance (a state waited
        # for: the ranking takes a second of counted work, longer on a loaded machine).
        page.locator("button:has(i.fa-lightbulb-o)").first.click()  # type: ignore[attr-defined]
        page.locator(".pegs-hint li").first.wait_for(timeout=120_000)  # type: ignore[attr-defined]
        _check(page)
        _settings_tab(page)
        _check(page)
        page.screenshot(path=str(_shots(tmp_path) / "app-xx-settings-1280x720.png"))
    finally:
        context.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("sv", ("Ångra", "Inställningar", "Språk", "Blås tur")),
        ("fi", ("Kumoa", "Asetukset", "Kieli", "Sinisen vuoro")),
    ],
)
def test_the_page_language_is_spoken(browser, app_server, lang, words, tmp_path: Path) -> None:
    """Issue 28 item 4: ``?lang=sv`` opens the app in Swedish, ``?lang=fi`` in Finnish."""
    context, page, _game = _open(browser, app_server, lang)
    try:
        page.locator(".pegs-banner", has_text=words[3]).first.wait_for()  # type: ignore[attr-defined]
        text = page.locator(".pegs-game").first.inner_text()  # type: ignore[attr-defined]
        for word in words:
            assert word in text, f"{word!r} not on the {lang} page"
        pseudo.assert_no_overflow(page, ROOT, BOXES)
        page.screenshot(path=str(_shots(tmp_path) / f"app-{lang}-1280x720.png"))
        _settings_tab(page)
        pseudo.assert_no_overflow(page, ROOT, BOXES)
        page.screenshot(path=str(_shots(tmp_path) / f"app-{lang}-settings-1280x720.png"))
    finally:
        context.close()


@pytest.mark.parametrize(
    ("locale", "banner"), [("fi-FI", "Sinisen vuoro"), ("en-US", "Blue's turn")]
)
def test_the_browsers_language_opens_the_app_when_no_lang_is_asked(
    browser, app_server, locale, banner
) -> None:
    """Issue 28 item 4: no ``?lang=``: Voila hands Accept-Language to the kernel, so a Finnish
    browser gets the app in Finnish and an English one in English."""
    context = browser.new_context(  # type: ignore[attr-defined]
        viewport={"width": SIZE[0], "height": SIZE[1]}, locale=locale
    )
    try:
        page = context.new_page()
        page.goto(f"{app_server.url}/voila/render/app.ipynb?token={app_server.token}")
        GamePage(page).wait_for_board()
        page.locator(".pegs-banner", has_text=banner).first.wait_for()
    finally:
        context.close()
