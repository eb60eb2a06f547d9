"""The lessons and start page in each language: ``notebooks/<lang>/`` built from the catalogues.

For each language the course has a catalogue for, every lesson notebook and the start page
(not the game app or the explorer: they have their own language picker, and are linked in the
folder above) is built into ``notebooks/<lang>/``: the same cells as the English notebook, each
Markdown cell from the language's compiled catalogue (the English where a text has no fresh
translation), each lesson cell starting its widget in that language with the course's files
(progress, the language chosen) in the folder above, shared with every language. Beside them,
``notebooks/<lang>/docs/`` holds the glossary and the rules summary, translated block by block;
the rule book stays English and is linked in ``notebooks/docs/``.

Every relative link is made to work from the language's folder, and one that leads nowhere (a
file not built, a heading a page lacks) is an error. The notebooks are built without outputs:
the kit's JupyterLab starts a lesson when it opens (the same marks as the English lessons) and
Voila runs it; ``make test`` leaves them out of nbval and runs each one's cells in-process.
"""

from __future__ import annotations

import copy
import hashlib
import re
from functools import partial
from pathlib import Path
from typing import Any

import nbformat

from .built import Built
from .catalogue import DOCUMENTS, LANGUAGES, blocks
from .doc_pages import DOCS, _sections, heading_id, headings
from .notebooks import FOLDER, content_cells
from .source import require

#: Notebooks that are not lessons: linked in the folder above, not translated.
NOT_TRANSLATED = ("app", "explorer")
#: Widgets a notebook's code starts that take the language (and the course's folder).
_STARTS = re.compile(
    r"^(CourseIndex|CourseLesson|BackAlleyLesson|BackAlleyTable|GameApp)\((.*)\)\s*$", re.M
)
#: The language file a table names (its own folder's), and the course's, in the folder above.
_REMEMBER = 'remember=".pegs-language.json"'
_SHARED = 'remember="../.pegs-language.json"'
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")

Table = dict[str, dict[str, str]]


def _code_in(code: str, lang: str) -> str:
    """A code cell's widget started in ``lang`` (a lesson's files in the folder above)."""

    def start(match: re.Match[str]) -> str:
        name, args = match.group(1), match.group(2).strip()
        if name == "BackAlleyTable":  # no course files, but the choice shared with the course's
            return f'{name}({args.replace(_REMEMBER, _SHARED)}, lang="{lang}")'
        extra = f'lang="{lang}"' + (', folder=".."' if name != "GameApp" else "")
        return f"{name}({args + ', ' if args else ''}{extra})"

    return _STARTS.sub(start, code)


def _say(table: Table, context: str, text: str) -> str:
    return table.get(context, {}).get(text) or text


def _heading_ids(english: list[str], translated: list[str]) -> dict[str, str]:
    """Each English heading's id and the id of its translation (blocks in the same order)."""
    ids = {}
    for before, after in zip(english, translated, strict=True):
        old, new = _HEADING.match(before.strip()), _HEADING.match(after.strip())
        if old and new:
            ids[heading_id(old.group(2))] = heading_id(new.group(2))
    return ids


class Links:
    """Where a relative link of a translated page leads, checked: an error if nowhere."""

    def __init__(self, stems: list[str], english: list[str], docs: Path) -> None:
        self.stems = set(stems)  # the notebooks built in the language's folder
        self.english = set(english)  # the notebooks of the folder above
        rules = (docs / "RULES.md").read_text(encoding="utf-8")
        self.rules_ids = headings(rules)
        self.doc_ids: dict[str, dict[str, str]] = {}  # English heading id -> translated id

    def notebook(self, target: str, where: str) -> str:
        """A link of a notebook in ``notebooks/<lang>/`` made to work there."""
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("#"):
            return target
        path, _, fragment = target.partition("#")
        if path.startswith("docs/"):
            name = path.removeprefix("docs/").removesuffix(".ipynb")
            fragment = self._fragment(name, fragment, where)
            return f"{'../' if name == 'RULES' else ''}docs/{name}.ipynb{fragment}"
        require(path.endswith(".ipynb"), f"{where}: links {target}, not a notebook")
        stem = path.removesuffix(".ipynb")
        if stem in self.stems:
            return target
        require(stem in self.english, f"{where}: links {target}, which is not built")
        return f"../{target}"

    def page(self, target: str, where: str) -> str:
        """A link of a document page in ``notebooks/<lang>/docs/`` made to work there."""
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):
            return target
        path, _, fragment = target.partition("#")
        require(path == "" or path.endswith(".md"), f"{where}: links {target}, not a document")
        name = path.removesuffix(".md") if path else where.rsplit("/", 1)[-1]
        fragment = self._fragment(name, fragment, where)
        if name == "RULES":
            return f"../../docs/RULES.ipynb{fragment}"
        return f"{name + '.ipynb' if path else ''}{fragment}"

    def _fragment(self, name: str, fragment: str, where: str) -> str:
        """A link's ``#heading`` on page ``name`` as that page has it (checked), or ""."""
        if name == "RULES":
            require(not fragment or fragment in self.rules_ids, f"{where}: RULES has no {fragment}")
            return f"#{fragment}" if fragment else ""
        ids = self.doc_ids.get(name)
        require(ids is not None, f"{where}: links the page {name}, which is not built")
        if not fragment or ids is None:
            return ""
        require(fragment in ids, f"{where}: links {name}#{fragment}: no such heading")
        return f"#{ids[fragment]}"


def _relink(text: str, swap: Any) -> str:
    return _LINK.sub(lambda m: f"]({swap(m.group(1))})", text)


def _notebook(nb: nbformat.NotebookNode, path: str, source: str) -> Built:
    nbformat.validate(nb)
    text = nbformat.writes(nb)
    return Built(path, text if text.endswith("\n") else text + "\n", source)


def doc_pages(
    lang: str, table: Table, links: Links, metadata: dict[str, Any], docs: Path = DOCS
) -> list[Built]:
    """The glossary's and the summary's pages in ``lang`` (the rule book's links kept)."""
    texts = {}
    for name in DOCUMENTS:
        english = blocks((docs / f"{name}.md").read_text(encoding="utf-8"))
        said = [_say(table, f"docs/{name}", b) for b in english]
        links.doc_ids[name] = _heading_ids(english, said)
        texts[name] = "\n\n".join(said)
    built = []
    for name in DOCUMENTS:
        where = f"{lang}/docs/{name}"
        nb = nbformat.v4.new_notebook()
        text = _relink(texts[name], lambda t, w=where: links.page(t, w))
        for n, section in enumerate(_sections(text)):
            cell = nbformat.v4.new_markdown_cell(section)
            cell.id = hashlib.sha1(f"{lang}/docs/{name}:{n}".encode()).hexdigest()[:8]
            nb.cells.append(cell)
        nb.metadata.update(metadata)
        nb.metadata["pegs"] = {"built_from": f"docs/{name}.md", "language": lang}
        built.append(_notebook(nb, f"notebooks/{where}.ipynb", _po(lang)))
    return built


def _po(lang: str) -> str:
    """The catalogue a language's pages are built from (named when one is stale)."""
    return f"pegs/course/content/locales/{lang}.po"


def language_notebooks(
    tables: dict[str, Table], english: dict[str, Any], docs: Path = DOCS
) -> list[Built]:
    """Every language's lessons, start page and document pages (``notebooks/<lang>/``).

    ``english`` holds the English notebooks as built (by stem), whose set-up cell and metadata
    (the marks that start a lesson when it opens) the translations share.
    """
    from stamp_notebooks import CELL_ID

    paths = [p for p in sorted(FOLDER.glob("*.toml")) if p.stem not in NOT_TRANSLATED]
    stems = [p.stem for p in paths]
    first = english[stems[0]]
    kernel = {k: v for k, v in first.metadata.items() if k in ("kernelspec", "language_info")}
    built = []
    for lang in LANGUAGES:
        table = tables[lang]
        links = Links(stems, list(english), docs)
        built += doc_pages(lang, table, links, kernel, docs)
        for path in paths:
            source = english[path.stem]
            nb = nbformat.v4.new_notebook()
            nb.metadata = copy.deepcopy(source.metadata)
            nb.metadata["pegs"] = {"language": lang}
            nb.cells = [copy.deepcopy(c) for c in source.cells if c.get("id") == CELL_ID]
            for cell in nb.cells:
                cell.outputs, cell.execution_count = [], None
            where = f"notebooks/{lang}/{path.stem}.ipynb"
            for cell in content_cells(path):
                if cell.cell_type == "markdown":
                    text = _say(table, f"notebooks/{path.stem}", cell.source)
                    cell.source = _relink(text, partial(links.notebook, where=where))
                else:
                    cell.source = _code_in(cell.source, lang)
                nb.cells.append(cell)
            built.append(_notebook(nb, where, _po(lang)))
    return built
