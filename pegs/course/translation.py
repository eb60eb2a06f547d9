"""The course's texts in the learner's language, read from the compiled catalogues.

The build (``scripts/build_course.py``) compiles each language's PO catalogue into
``pegs/course/data/locales/<lang>.json``, ``{context: {english: translation}}``, holding only
the texts translated and fresh (a fuzzy one, whose English changed, is left out). Here a built
chapter or lesson (its JSON) is walked and each text a learner reads is swapped for its
translation, or kept in English when there is none: pure Python, no Babel, no gettext.

A choice, the answer naming it and the reason it is wrong are one catalogue entry, so they stay
the same words after translation and an answer is still judged by its text; the ids the
progress is kept by are never translated.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from ..words.messages import check_language

#: Fields of a built chapter or lesson that a learner reads (as the catalogue's build lists).
TEXT_FIELDS = ("title", "text", "prompt", "hint", "explanation")
#: Fields holding data, never words: not walked.
DATA_FIELDS = ("position", "state", "given", "goal", "needs", "clauses", "teaches")

Table = Mapping[str, Mapping[str, str]]


@cache
def catalogue(lang: str) -> Table:
    """The compiled catalogue of ``lang`` (empty for English or a language without one)."""
    lang = check_language(lang)
    if lang == "en":
        return {}
    entry = resources.files("pegs.course") / "data" / "locales" / f"{lang}.json"
    if not entry.is_file():
        return {}
    data = json.loads(entry.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def translator(lang: str, context: str, table: Table | None = None) -> Callable[[str], str]:
    """A function giving a text of ``context`` in ``lang`` (the English when untranslated)."""
    texts = (catalogue(lang) if table is None else table).get(context, {})
    return lambda text: texts.get(text) or text


def translated(data: Any, say: Callable[[str], str]) -> Any:
    """A built chapter's or lesson's JSON with every text a learner reads said by ``say``."""
    if isinstance(data, list):
        return [translated(item, say) for item in data]
    if not isinstance(data, dict):
        return data
    out: dict[str, Any] = {}
    choices = data.get("choices", [])
    for key, value in data.items():
        if key in TEXT_FIELDS and isinstance(value, str) and value:
            out[key] = say(value)
        elif key == "choices" and isinstance(value, list):
            out[key] = [say(c) if isinstance(c, str) else c for c in value]
        elif key == "answers" and choices and isinstance(value, list):
            out[key] = [say(a) if a in choices else a for a in value]
        elif key == "wrong" and isinstance(value, dict):
            out[key] = {say(choice): say(why) for choice, why in value.items()}
        elif key in DATA_FIELDS:
            out[key] = value
        else:
            out[key] = translated(value, say)
    return out


def course_texts(data: Any, context: str, lang: str, table: Table | None = None) -> Any:
    """``data`` (a built chapter or lesson) in ``lang``, read from context ``context``."""
    if lang == "en" and table is None:
        return data
    return translated(data, translator(lang, context, table))


def markdown_blocks(markdown: str) -> list[str]:
    """A Markdown document cut into its blocks (paragraphs, headings, tables), blank-line apart:
    the units a document's translation is kept in (``docs/summary``, ``docs/glossary``)."""
    out: list[list[str]] = [[]]
    fenced = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if not line.strip() and not fenced:
            out.append([])
        else:
            out[-1].append(line)
    return ["\n".join(b) for b in out if b]


__all__ = [
    "TEXT_FIELDS",
    "catalogue",
    "course_texts",
    "markdown_blocks",
    "translated",
    "translator",
]
