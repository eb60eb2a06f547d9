"""The table server's pages in five languages in a real browser (issue 28, items 1, 4 and 5).

At 1280x720 in the pseudo-language (``?lang=xx``: every translated word accented and in
brackets), a student's Pegs and Back Alley tables and the teacher's page show no plain English
word and nothing overflowing its box; with the browser's locale ``fi-FI`` (its Accept-Language)
the page is Finnish; choosing Swedish in the picker redraws the page in Swedish and is
remembered by the browser. The board picture's own labels (the kit's renderer) are in the
word check too, and a Finnish teacher sees the board and the class view's chapter titles in
Finnish. One server for the module.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tables"))
from serverproc import Server

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots" / "tables-languages"
VIEWPORT = {"width": 1280, "height": 720}

#: Every visible text of the page (the board picture's labels too) but the language names of
#: the picker (each language named in its own language), and every box whose text overflows it
#: (the board picture left out: its labels are placed by the renderer).
LOOK = """() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('#language, script, style, title, [hidden]')) continue;
    if (!parent.getClientRects().length || !node.textContent.trim()) continue;
    texts.push(node.textContent.trim());
  }
  for (const select of document.querySelectorAll('select:not(#language)')) {
    if (select.getClientRects().length) texts.push(...[...select.options].map((o) => o.text));
  }
  const over = [];
  const width = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('#board, [hidden]') || !el.getClientRects().length) continue;
    const box = el.getBoundingClientRect();
    const clipped = el.scrollWidth > el.clientWidth + 1
      && getComputedStyle(el).overflowX !== 'visible';
    if (box.right > width + 1 || clipped) over.push(el.tagName + '#' + el.id + ' ' + el.className);
  }
  if (document.documentElement.scrollWidth > width + 1) over.push('the page scrolls sideways');
  return { texts, over, lang: document.documentElement.lang };
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("langs") / "tables.sqlite", "--rate", "200").start()
    yield running
    running.stop()


def _english_words(texts: list[str], allowed: set[str]) -> list[str]:
    """Words of two letters or more outside the pseudo-language's brackets (names allowed)."""
    found = []
    for text in texts:
        bare = re.sub(r"https?://\S+", " ", re.sub(r"\[[^\[\]]*\]", " ", text))
        bare = re.sub(r"\[[^\[\]]*\]", " ", bare)  # a bracketed sentence holding bracketed words
        found += [w for w in re.findall(r"[A-Za-z]{2,}", bare) if w not in allowed]
    return found


def _look(page: Any, name: str) -> dict[str, Any]:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))
    return dict(page.evaluate(LOOK))


def _student(browser: Any, server: Server, code: str, token: str, lang: str = "xx") -> Any:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(f"{server.base}/join/{code}?lang={lang}#token={token}")
    page.wait_for_function("() => !document.querySelector('#play').hidden", timeout=30_000)
    return page


def test_pegs_student_page_in_the_pseudo_language_has_no_english_and_fits(server, browser):
    """Issue 28 item 5: a student's Pegs table at 1280x720, ?lang=xx: no English, no overflow."""
    code, _ = server.new_table(seats=["person", "greedy", "greedy", "greedy"], seed=4)
    token = server.join(code, 0, "Ana")
    server.wait_turn(code, token)
    page = _student(browser, server, code, token)
    page.wait_for_function(
        "() => document.querySelector('#banner').classList.contains('mine')", timeout=30_000
    )
    page.wait_for_selector("#hand button")
    page.locator("#hand button").first.click()  # a card chosen: the prompt changes
    seen = _look(page, "pegs-student-xx")
    assert seen["lang"] == "xx"
    assert _english_words(seen["texts"], {"Ana"}) == [], seen["texts"]
    assert seen["over"] == [], seen["over"]


def test_back_alley_student_page_in_the_pseudo_language_has_no_english_and_fits(server, browser):
    """Issue 28 item 5: a student's Back Alley table (bids, the table's words, the story)."""
    seats = ["person", "heuristic", "heuristic", "heuristic"]
    code, _ = server.new_table(game="backalley", seats=seats, seed=3)
    token = server.join(code, 0, "Ana")
    server.wait_turn(code, token)
    page = _student(browser, server, code, token)
    page.wait_for_selector("#actions button, #hand button")
    seen = _look(page, "backalley-student-xx")
    assert _english_words(seen["texts"], {"Ana"}) == [], seen["texts"]
    assert seen["over"] == [], seen["over"]


def test_teacher_page_in_the_pseudo_language_has_no_english_and_fits(server, browser):
    """Issue 28 item 5: the teacher's page with a table shown large, ?lang=xx."""
    code, teacher = server.new_table(seats=["person", "greedy", "greedy", "greedy"], seed=9)
    server.join(code, 0, "Ana")
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(f"{server.base}/teacher")
    page.evaluate(f"localStorage.setItem('pegs-tables:teacher', '{teacher}')")
    page.goto(f"{server.base}/teacher?lang=xx")
    page.wait_for_selector(f"#tables li[data-code='{code}'] button")
    page.click(f"#tables li[data-code='{code}'] button")
    page.wait_for_selector("#screen:not([hidden]) #story li", timeout=30_000)
    seen = _look(page, "teacher-xx")
    assert seen["lang"] == "xx"
    assert _english_words(seen["texts"], {"Ana", code}) == [], seen["texts"]
    assert seen["over"] == [], seen["over"]


def test_a_finnish_browser_gets_finnish_and_the_picker_choice_is_remembered(server, browser):
    """Issue 28 item 4: the browser's language (fi-FI) by default; a picked language kept."""
    context = browser.new_context(viewport=VIEWPORT, locale="fi-FI")
    page = context.new_page()
    page.goto(f"{server.base}/")
    page.wait_for_function("() => document.querySelector('#join h1').textContent !== ''")
    assert page.evaluate("document.documentElement.lang") == "fi"
    assert page.text_content("#join h1") == "Liity pöytään"
    assert page.text_content("#join-form button") == "Katso pöytää"
    assert page.input_value("#language") == "fi"
    _look(page, "student-fi-FI")
    # Choosing Swedish: the page again in Swedish, and the choice kept for the next visit.
    page.select_option("#language", "sv")
    page.wait_for_function("() => document.documentElement.lang === 'sv'")
    page.wait_for_function(
        "() => document.querySelector('#join h1').textContent === 'Gå med vid ett bord'"
    )
    page.goto(f"{server.base}/teacher")
    page.wait_for_function("() => document.querySelector('h1').textContent !== ''")
    assert page.evaluate("document.documentElement.lang") == "sv"
    assert page.text_content("h1") == "Klassens bord"
    _look(page, "teacher-sv-remembered")


def test_a_finnish_teacher_sees_the_board_and_the_chapters_in_finnish(server, browser):
    """Issue 28 item 1: the board picture's labels and the class view's chapter titles in fi."""
    from pegs.course import load_course

    code, teacher = server.new_table(seats=["person", "person", "greedy", "greedy"], seed=3)
    server.join(code, 0, "Aino")
    status, made = server.ask("POST", "/api/classes", {}, token=teacher)
    assert status == 201, made
    chapter = load_course("fi").chapters[0]
    report = {"name": "Aino", "chapters": {chapter.id: {"solved": [], "stars": 1}}}
    path = f"/api/classes/{made['code']}/progress"
    assert server.ask("POST", path, report, token="k" * 30)[0] == 200
    page = browser.new_context(viewport=VIEWPORT, locale="fi-FI").new_page()
    page.goto(f"{server.base}/teacher")
    page.evaluate(f"localStorage.setItem('pegs-tables:teacher', '{teacher}')")
    page.goto(f"{server.base}/teacher")
    page.wait_for_selector(f"#tables li[data-code='{code}'] button")
    page.click(f"#tables li[data-code='{code}'] button")
    page.wait_for_selector("#screen:not([hidden]) #board svg text", timeout=30_000)
    labels = page.locator("#board svg text").all_text_contents()
    assert "Sininen" in labels and "Oranssin joukkue" in labels, labels
    assert not {"Blue", "dealer: Orange", "Blue's team"} & set(labels), labels
    page.click(f"#classes li[data-class='{made['code']}'] button")
    page.wait_for_selector("#class-table th")
    heads = page.locator("#class-table th").all_text_contents()
    assert f"{chapter.id} {chapter.title}" in heads, heads
    assert chapter.title == "Aloita tästä: lauta, värit ja joukkueet"
    _look(page, "teacher-fi-FI-board-and-class")
