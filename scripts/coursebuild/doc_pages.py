"""The documents the lessons link, as Markdown-only notebooks beside them (``notebooks/docs/``).

The glossary, the rules summary and the rule book are written in ``docs/*.md`` (RULES.md is the
authority). A lesson cannot link those files everywhere it is opened: a ``pegs lessons`` copy has
no ``../docs`` folder (JupyterLab refuses a path outside its root) and Voila shows a Markdown file
as raw text. A notebook of Markdown cells is a page that JupyterLab, JupyterLite and Voila all
render (headings, tables, links), so each document is built into one, in a folder beside the
lessons that travels with them: the same relative link ``docs/NAME.ipynb`` works in the clone,
in Voila, in a learner's copy, in the wheel and on the static site.

Each heading starts a new cell (so the page has an outline); links between the documents point
at their pages; a relative link to anything else, or to a heading a page does not have, is an
error, so no page holds a dead link.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

import nbformat

from .built import Built
from .source import ROOT, require

#: The documents the lessons link, in the order the lessons name them.
DOCUMENTS = ("glossary", "summary", "RULES")
#: Where the pages go (relative to the repository): a folder beside the lessons.
FOLDER = "notebooks/docs"
#: Where the documents are written (the authority; ``--root`` checks another tree against them).
DOCS = ROOT / "docs"

_LINK = re.compile(r"\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def heading_id(text: str) -> str:
    """The id JupyterLab and Voila give a heading: its text, spaces made dashes."""
    return text.strip().replace(" ", "-")


def page_name(document: str) -> str:
    """The page a document is built into, relative to the lessons' folder."""
    return f"docs/{document}.ipynb"


def _sections(text: str) -> list[str]:
    """The document cut before each heading (a fenced block is never cut)."""
    sections: list[list[str]] = [[]]
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if not fenced and _HEADING.match(line) and any(s.strip() for s in sections[-1]):
            sections.append([])
        sections[-1].append(line)
    return ["\n".join(s).strip("\n") for s in sections if any(x.strip() for x in s)]


def headings(text: str) -> set[str]:
    """The ids of every heading of a Markdown text (outside fenced blocks)."""
    found, fenced = set(), False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        match = None if fenced else _HEADING.match(line)
        if match:
            found.add(heading_id(match.group(2)))
    return found


def _relinked(text: str, document: str, ids: dict[str, set[str]]) -> str:
    """``text`` with each link to a document made a link to its page; other local links refused."""

    def swap(match: re.Match[str]) -> str:
        target = match.group(1)
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):
            return match.group(0)  # a web address (or mailto:) goes where it says
        path, _, fragment = target.partition("#")
        name = path.removesuffix(".md") if path else document
        require(
            (path == "" or path.endswith(".md")) and name in ids,
            f"docs/{document}.md links {target}, which has no page beside the lessons",
        )
        require(
            not fragment or fragment in ids[name],
            f"docs/{document}.md links {target}: docs/{name}.md has no such heading",
        )
        page = f"{name}.ipynb" if path else ""
        return f"]({page}{'#' + fragment if fragment else ''})"

    return _LINK.sub(swap, text)


def page(document: str, metadata: dict[str, Any], docs: Path = DOCS) -> Built:
    """The page of one document: its Markdown cut into cells, its links to the other pages."""
    texts = {d: (docs / f"{d}.md").read_text(encoding="utf-8") for d in DOCUMENTS}
    ids = {d: headings(t) for d, t in texts.items()}
    nb = nbformat.v4.new_notebook()
    for n, section in enumerate(_sections(_relinked(texts[document], document, ids))):
        cell = nbformat.v4.new_markdown_cell(section)
        cell.id = hashlib.sha1(f"docs/{document}:{n}".encode()).hexdigest()[:8]
        nb.cells.append(cell)
    require(nb.cells, f"docs/{document}.md is empty")
    nb.metadata.update(metadata)
    nb.metadata["pegs"] = {"built_from": f"docs/{document}.md"}
    nbformat.validate(nb)
    text = nbformat.writes(nb)
    if not text.endswith("\n"):
        text += "\n"  # as nbformat.write (and so Jupyter's contents manager) ends the file
    return Built(f"{FOLDER}/{document}.ipynb", text, f"docs/{document}.md")


def pages(root: Path = ROOT, docs: Path = DOCS) -> list[Built]:
    """Every document's page (the Python version the pages record is kept, as the lessons')."""
    from stamp_notebooks import kernel_metadata

    from .notebooks import _kept_version

    built = []
    for document in DOCUMENTS:
        target = root / FOLDER / f"{document}.ipynb"
        old = None
        if target.exists():
            try:
                old = nbformat.reads(target.read_text(encoding="utf-8"), as_version=4)
            except ValueError:
                old = None  # a damaged page is simply built again
        built.append(page(document, _kept_version(kernel_metadata(), old), docs))
    return built
