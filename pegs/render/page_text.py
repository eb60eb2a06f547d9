"""A small piece of Markdown as HTML, for printed pages: the kit's own docs, not any Markdown.

Owns the subset the kit's one-page texts use (``docs/summary.md``): ``#`` headings, paragraphs,
``-`` lists (with wrapped lines), ``|`` tables, ``**bold**``, ``*italic*`` and ``[links](to)``
(printed as their words: a link cannot be clicked on paper). Every character of the text is
escaped first, so nothing in it runs. Pure Python, no dependency: ``pegs`` has none.
"""

from __future__ import annotations

import re
from html import escape

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"\*(.+?)\*")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


def inline_html(text: str) -> str:
    """One line's words as HTML: escaped, with bold, italic and links (as words)."""
    html = escape(text, quote=False)
    html = _LINK.sub(r"\1", html)
    html = _BOLD.sub(r"<strong>\1</strong>", html)
    return _ITALIC.sub(r"<em>\1</em>", html)


def _table(rows: list[str]) -> str:
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    body = [r for r in cells[1:] if not all(set(c) <= set("-: ") for c in r)]
    head = "".join(f"<th>{inline_html(c)}</th>" for c in cells[0])
    rest = "".join(
        "<tr>" + "".join(f"<td>{inline_html(c)}</td>" for c in row) + "</tr>" for row in body
    )
    return f"<table><tr>{head}</tr>{rest}</table>"


def markdown_html(text: str) -> str:
    """The text's blocks (headings, paragraphs, lists, tables) as HTML."""
    out: list[str] = []
    block: list[str] = []
    kind = ""

    def close() -> None:
        nonlocal block, kind
        if kind == "p":
            out.append(f"<p>{inline_html(' '.join(block))}</p>")
        elif kind == "ul":
            items = "".join(f"<li>{inline_html(item)}</li>" for item in block)
            out.append(f"<ul>{items}</ul>")
        elif kind == "table":
            out.append(_table(block))
        block, kind = [], ""

    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            close()
        elif heading := re.match(r"(#{1,4})\s+(.*)", stripped):
            close()
            level = len(heading.group(1))
            out.append(f"<h{level}>{inline_html(heading.group(2))}</h{level}>")
        elif stripped.startswith("|"):
            if kind != "table":
                close()
                kind = "table"
            block.append(stripped)
        elif stripped.startswith("- "):
            if kind != "ul":
                close()
                kind = "ul"
            block.append(stripped[2:])
        elif kind == "ul" and line.startswith(" "):
            block[-1] += " " + stripped  # a list item's wrapped line
        else:
            if kind != "p":
                close()
                kind = "p"
            block.append(stripped)
    close()
    return "\n".join(out)


__all__ = ["inline_html", "markdown_html"]
