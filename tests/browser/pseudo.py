"""The pseudo-language checks shared by the browser tests (issue 28, item 5): no plain English
shown, no text wider than its box.

The pseudo-language ``xx`` is accented, lengthened, bracketed English: it accents every letter
but q, v and x, so a run of three plain ASCII letters on screen is text that did not pass
through the words layer. Each check takes the page, the CSS selector of the widget checked (its
root), the parts of it that are not checked (``skip``, selectors) and the patterns allowed
(``allow``, JavaScript regular expressions removed from a text before it is judged; each caller
says why next to its own list).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

#: Visible text nodes under the root with a run of three plain letters, once the allowed
#: patterns are taken out of them.
_PLAIN_JS = """
([rootSelector, skip, allow]) => {
  const found = [];
  const patterns = allow.map((p) => new RegExp(p, 'g'));
  for (const root of document.querySelectorAll(rootSelector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('style, script, .pegs-css')) continue;
      if (skip.some((sel) => el.closest(sel))) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (el.offsetParent === null && style.position !== 'fixed') continue;
      const judged = patterns.reduce((t, p) => t.replace(p, ''), text);
      if (/[A-Za-z]{3,}/.test(judged)) found.push(text.slice(0, 80));
    }
  }
  return found;
}
"""

#: The kinds of element whose text must fit: buttons, labels, HTML panels, choices.
BOXES = ("button", "label", ".widget-label", ".widget-html-content", "select")

#: Elements under the root whose text is wider than their box, then (``whole``) the root
#: itself: "viewport" when it reaches past the window's right edge, "scroll" when its own
#: content is wider than it.
_OVERFLOW_JS = """
([rootSelector, boxes, whole]) => {
  const found = [];
  for (const root of document.querySelectorAll(rootSelector)) {
    for (const el of root.querySelectorAll(boxes.join(', '))) {
      const style = getComputedStyle(el);
      if (el.clientWidth <= 1 || style.display === 'none' || style.visibility === 'hidden')
        continue;
      if (el.offsetParent === null && style.position !== 'fixed') continue;
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`
                   + ` "${(el.textContent || '').trim().slice(0, 50)}"`);
    }
    const box = root.getBoundingClientRect();
    if (whole === 'viewport' && box.right > window.innerWidth)
      found.push(`${rootSelector}: ${box.right} > ${window.innerWidth}`);
    if (whole === 'scroll' && root.scrollWidth > root.clientWidth + 1)
      found.push(`${rootSelector}: ${root.scrollWidth} > ${root.clientWidth}`);
  }
  return found;
}
"""


def plain_english(
    page: Any, root: str, skip: Sequence[str] = (), allow: Sequence[str] = ()
) -> list[str]:
    """The visible texts under ``root`` (all its matches) that hold plain English."""
    found: list[str] = page.evaluate(_PLAIN_JS, [root, list(skip), list(allow)])
    return found


#: How long a clipped box may take to settle before it counts: a widget's look (its classes,
#: its style) arrives in messages after its words, so a box can be too narrow for a moment.
SETTLE_MS = 10_000


def overflowing(
    page: Any,
    root: str,
    boxes: Sequence[str] = BOXES,
    whole: str | None = None,
    settle_ms: int = SETTLE_MS,
) -> list[str]:
    """The boxes under ``root`` whose text is wider than they are (and the root, by ``whole``),
    once the page has had ``settle_ms`` to bring every box its look."""
    if whole not in (None, "viewport", "scroll"):
        raise ValueError(f"whole is 'viewport', 'scroll' or None, not {whole!r}")
    args = [root, list(boxes), whole]
    found: list[str] = page.evaluate(_OVERFLOW_JS, args)
    if found and settle_ms > 0:
        # Wait for the state (nothing clipped), not for a time: a real clip stays and is kept.
        with contextlib.suppress(Exception):
            page.wait_for_function(
                f"(args) => ({_OVERFLOW_JS})(args).length === 0", arg=args, timeout=settle_ms
            )
        found = page.evaluate(_OVERFLOW_JS, args)
    return found


def assert_no_overflow(
    page: Any, root: str, boxes: Sequence[str] = BOXES, whole: str | None = None, where: str = ""
) -> None:
    """Fail, naming each box, when any text under ``root`` is wider than its box."""
    found = overflowing(page, root, boxes, whole)
    assert found == [], f"clipped{' on ' + where if where else ''}:\n" + "\n".join(found)


def assert_pseudo(
    page: Any,
    root: str,
    skip: Sequence[str] = (),
    allow: Sequence[str] = (),
    boxes: Sequence[str] = BOXES,
    whole: str | None = None,
    where: str = "",
) -> None:
    """Fail when ``root`` shows plain English or clips a text (``where`` names the screen)."""
    plain = plain_english(page, root, skip, allow)
    assert plain == [], f"plain English{' on ' + where if where else ''}: {plain}"
    assert_no_overflow(page, root, boxes, whole, where)
