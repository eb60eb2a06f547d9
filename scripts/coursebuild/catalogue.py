"""The course's words for translators: a gettext template and one PO catalogue a language.

Every text a learner reads in the course (the chapters' screens and exercises, the Back Alley
lesson, the notebooks' own Markdown cells, and the glossary and rules summary the lessons link)
is one entry of ``pegs/course/content/locales/course.pot``, written by the build from the built
files, so the English stays in one place: the content. Each entry's context names where it is
read (``pegs/03``, ``backalley/lesson``, ``notebooks/04_bumping``, ``docs/glossary``) and its
comment the field, so a translator sees what the text is. Identical English in one context is
one entry, translated once (a choice and the answer naming it stay the same words).

A language's catalogue, ``locales/<lang>.po``, is where a translator writes. The build merges the
template into it as gettext's ``msgmerge`` does (Babel's ``Catalog.update``): a new text comes
in untranslated, a changed one is kept but marked fuzzy (stale: never shown, the English is), a
removed one becomes obsolete. Translations are never dropped by the build.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from pegs.course.translation import markdown_blocks

from .built import Built
from .doc_pages import DOCS
from .source import ROOT, read

#: The languages the course is translated into, beside its English.
LANGUAGES = ("sv", "it", "sq", "fi")
#: Where the template and the catalogues live (relative to the repository).
FOLDER = "pegs/course/content/locales"
#: The documents the lessons link whose words are the course's (the rule book stays English).
DOCUMENTS = ("glossary", "summary")
#: Fields of a built chapter or lesson that a learner reads.
TEXT_FIELDS = ("title", "text", "prompt", "hint", "explanation")
#: A fixed date in the headers, so building twice writes the same bytes.
_DATE = datetime(2026, 12, 1, tzinfo=UTC)

Entry = tuple[str, str, str]  # context, English text, what the text is (for the translator)


def _walk(data: Any, where: str) -> Iterator[tuple[str, str]]:
    """(field, text) of each text a learner reads in a built chapter or lesson."""
    if isinstance(data, list):
        for item in data:
            yield from _walk(item, where)
        return
    if not isinstance(data, dict):
        return
    name = data.get("id", where)
    choices = data.get("choices", [])
    for key, value in data.items():
        if key in TEXT_FIELDS and isinstance(value, str) and value:
            yield f"{name} {key}", value
        elif key == "choices":
            yield from ((f"{name} choice", c) for c in value if isinstance(c, str))
        elif key == "answers" and choices:
            yield from ((f"{name} answer", a) for a in value if a in choices)
        elif key == "wrong" and isinstance(value, dict):
            for choice, why in value.items():
                yield f"{name} choice", choice
                yield f"{name} why a choice is wrong", why
        elif key not in ("position", "state", "given", "goal", "needs", "clauses", "teaches"):
            yield from _walk(value, str(name))


def built_entries(built: list[Built]) -> Iterator[Entry]:
    """The texts of the built chapters (``pegs/NN``) and the Back Alley lesson."""
    for made in built:
        if made.path.startswith("pegs/course/data/") and made.path.endswith(".json"):
            context = f"pegs/{Path(made.path).stem}"
        elif made.path == "backalley/lesson.json":
            context = "backalley/lesson"
        else:
            continue
        for field, text in _walk(json.loads(made.text), context):
            yield context, text, field


def notebook_entries(folder: Path) -> Iterator[Entry]:
    """Each notebook's own Markdown cells (``notebooks/STEM``), whole."""
    for path in sorted(folder.glob("*.toml")):
        for cell in read(path, texts=False).get("cells", ()):
            if "markdown" in cell:
                yield f"notebooks/{path.stem}", cell["markdown"], f"Markdown cell {cell['id']}"


#: A Markdown document cut into its blocks: pegs' own cutting, so the handout finds each
#: block's translation as the catalogue keeps it.
blocks = markdown_blocks


def document_entries(docs: Path) -> Iterator[Entry]:
    """The glossary's and the rules summary's blocks (``docs/NAME``)."""
    for name in DOCUMENTS:
        for n, block in enumerate(blocks((docs / f"{name}.md").read_text(encoding="utf-8"))):
            yield f"docs/{name}", block, f"block {n + 1} of docs/{name}.md"


def template(entries: list[Entry]) -> Catalog:
    """The template: every entry once (the first place it is read named first)."""
    catalog = Catalog(
        project="pegs-kit course", creation_date=_DATE, revision_date=_DATE, fuzzy=False
    )
    for context, text, field in entries:
        if (text, context) in catalog:
            message = catalog.get(text, context)
            if message is not None and field not in message.auto_comments:
                message.auto_comments.append(field)
            continue
        catalog.add(text, context=context, auto_comments=[field])
    return catalog


def _text(catalog: Catalog) -> str:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, include_previous=True)
    # Babel's version in the header would make the file differ between two installs.
    lines = out.getvalue().decode("utf-8").splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith('"Generated-By:'))


def merged(template_catalog: Catalog, lang: str, root: Path) -> str:
    """``lang``'s catalogue with the template merged in (a new one if it has none yet)."""
    path = root / FOLDER / f"{lang}.po"
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang, abort_invalid=True)
    else:
        catalog = Catalog(
            locale=lang,
            project="pegs-kit course",
            creation_date=_DATE,
            revision_date=_DATE,
            fuzzy=False,
        )
    catalog.update(template_catalog, update_header_comment=False)
    catalog.creation_date = _DATE
    return _text(catalog)


def catalogues(
    built: list[Built], notebooks: Path, docs: Path = DOCS, root: Path = ROOT
) -> list[Built]:
    """The template and each language's merged catalogue, as built files."""
    entries = [*built_entries(built), *notebook_entries(notebooks), *document_entries(docs)]
    pot = template(entries)
    source = "the course content (pegs/course/content) and docs/glossary.md, docs/summary.md"
    made = [Built(f"{FOLDER}/course.pot", _text(pot), source)]
    for lang in LANGUAGES:
        made.append(Built(f"{FOLDER}/{lang}.po", merged(pot, lang, root), f"{FOLDER}/course.pot"))
    return made
