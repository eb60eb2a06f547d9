"""The course's catalogues compiled for the kit, and checked for completeness.

Each language's PO catalogue (``pegs/course/content/locales/<lang>.po``, where translators
write) is compiled into ``pegs/course/data/locales/<lang>.json``: ``{context: {english:
translation}}`` of the texts translated and fresh only (a fuzzy text, whose English changed
since, is left out, so the kit shows the English). The runtime (``pegs.course.translation``)
reads these without Babel. A pseudo-language ``xx`` is made from the template: every text
accented, lengthened and bracketed as ``pegs.words``' pseudo-language is, its Markdown (link
targets, code spans, emphasis, headings, tables) intact, so a test sees any text left English.

``problems`` says what keeps a language from being complete: a text untranslated or fuzzy, and
a translation whose Markdown differs from the English's (link targets, code spans, ``**``,
heading levels, the shape of a table).
"""

from __future__ import annotations

import io
import re
from collections import Counter
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from .built import Built, json_text
from .catalogue import FOLDER, LANGUAGES

#: Where the compiled catalogues go (relative to the repository).
COMPILED = "pegs/course/data/locales"
#: The pseudo-language (as ``pegs.words.messages.PSEUDO``).
PSEUDO = "xx"

#: Parts of a Markdown text a translation keeps as they are (and the pseudo-language leaves).
_KEPT = re.compile(
    r"```.*?```"  # a fenced block
    r"|`[^`\n]*`"  # a code span
    r"|\]\([^)\s]*\)"  # a link's target
    r"|<[^>\n]+>"  # an HTML tag or an autolink
    r"|&[a-zA-Z0-9#]+;"  # an HTML entity
    r"|https?://\S+",  # a bare web address
    re.S,
)
#: A line's Markdown lead (heading, list item, quote) that goes before a pseudo line's bracket.
_LEAD = re.compile(r"^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)*)")


def _accent(text: str) -> str:
    from build_words import accent  # the same transform as the kit's words' pseudo-language

    return accent(text)


def _accent_markdown(text: str) -> str:
    """``text`` accented outside the parts kept as they are."""
    out, at = [], 0
    for match in _KEPT.finditer(text):
        out += [_accent(text[at : match.start()]), match.group(0)]
        at = match.end()
    out.append(_accent(text[at:]))
    return "".join(out)


def pseudo(text: str) -> str:
    """A text in the pseudo-language: each line accented, lengthened and bracketed.

    A line's Markdown lead (``## ``, ``- ``, ``1. ``) stays in front of its bracket, a table's
    lines and a fenced block's are not bracketed (their shape is the table's or the code's).
    """
    lines = _accent_markdown(text).split("\n")
    fenced = False
    out = []
    for line in lines:
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
            continue
        if fenced or not line.strip() or line.lstrip().startswith("|"):
            out.append(line)
            continue
        lead = _LEAD.match(line)
        cut = lead.end() if lead else 0
        out.append(f"{line[:cut]}[{line[cut:]}]")
    return "\n".join(out)


def read_catalog(text: str, lang: str) -> Catalog:
    """A PO catalogue read from its text (an error naming the line if it cannot be read)."""
    return read_po(io.BytesIO(text.encode("utf-8")), locale=lang, abort_invalid=True)


def compiled(catalog: Catalog) -> dict[str, dict[str, str]]:
    """The translated, fresh texts of a catalogue: ``{context: {english: translation}}``.

    A translation whose Markdown differs from its English's (a link target, a code span, a
    table) is left out too: the English is shown, never a broken link, and the check fails.
    """
    out: dict[str, dict[str, str]] = {}
    for message in catalog:
        if not message.id or message.fuzzy or not isinstance(message.string, str):
            continue
        if message.string.strip() and not markup_problems(str(message.id), message.string):
            out.setdefault(message.context or "", {})[str(message.id)] = message.string
    return {context: dict(sorted(texts.items())) for context, texts in sorted(out.items())}


def _shape(text: str) -> dict[str, object]:
    """What of a Markdown text a translation must keep: its links, code, emphasis, tables."""
    lines = text.split("\n")
    return {
        "link targets": sorted(re.findall(r"\]\(([^)\s]*)\)", text)),
        "code spans": sorted(re.findall(r"`[^`\n]*`", text)),
        "`**` marks": text.count("**"),
        "heading levels": [len(m) for m in re.findall(r"(?m)^(#{1,6})\s", text)],
        "table shape": [line.count("|") for line in lines if line.lstrip().startswith("|")],
    }


def markup_problems(english: str, translation: str) -> list[str]:
    """How a translation's Markdown differs from the English's (empty when it keeps it)."""
    want, got = _shape(english), _shape(translation)
    return [
        f"{what}: {got[what]} (the English has {want[what]})"
        for what in want
        if want[what] != got[what]
    ]


def problems(catalog: Catalog, template: Catalog) -> list[str]:
    """Everything that keeps a catalogue from complete, one line each (empty when complete)."""
    found: list[str] = []
    for message in template:
        if not message.id:
            continue
        where = f"{message.context}: {str(message.id)[:60]!r}"
        mine = catalog.get(message.id, message.context)
        if mine is None or not isinstance(mine.string, str) or not mine.string.strip():
            found.append(f"missing: {where}")
        elif mine.fuzzy:
            found.append(f"stale (fuzzy: its English changed): {where}")
        else:
            found += [f"{where}: {p}" for p in markup_problems(str(message.id), mine.string)]
    known = {(m.id, m.context) for m in template if m.id}
    for context, texts in compiled(catalog).items():
        found += [
            f"obsolete but translated (its English is gone): {context}: {text[:60]!r}"
            for text in texts
            if (text, context) not in known
        ]
    return found


def summary(lang: str, found: list[str]) -> str:
    """One line counting a language's problems by kind."""
    if not found:
        return f"{lang}: complete"
    kinds = Counter(
        p.split(":")[0] if p.startswith(("missing", "stale", "obsolete")) else "markup"
        for p in found
    )
    return f"{lang}: " + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))


def report(made: list[Built]) -> list[str]:
    """One line a language: how complete its catalogue is (``summary``)."""
    texts = {Path(b.path).name: b.text for b in made if b.path.startswith(FOLDER)}
    template = read_catalog(texts["course.pot"], "en")
    return [
        summary(lang, problems(read_catalog(texts[f"{lang}.po"], lang), template))
        for lang in LANGUAGES
    ]


def compile_all(made: list[Built]) -> list[Built]:
    """Each language's compiled catalogue and the pseudo-language's, from the built PO files."""
    texts = {Path(b.path).name: b.text for b in made if b.path.startswith(FOLDER)}
    template = read_catalog(texts["course.pot"], "en")
    out = []
    for lang in LANGUAGES:
        catalog = read_catalog(texts[f"{lang}.po"], lang)
        out.append(
            Built(f"{COMPILED}/{lang}.json", json_text(compiled(catalog), 1), f"{FOLDER}/{lang}.po")
        )
    fake: dict[str, dict[str, str]] = {}
    for message in template:
        if message.id:
            fake.setdefault(message.context or "", {})[str(message.id)] = pseudo(str(message.id))
    ordered = {c: dict(sorted(t.items())) for c, t in sorted(fake.items())}
    out.append(Built(f"{COMPILED}/{PSEUDO}.json", json_text(ordered, 1), f"{FOLDER}/course.pot"))
    return out
