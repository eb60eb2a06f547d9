"""The language picker every screen shares: the languages named in their own words.

The game app, the course's lessons and its start page show the same Dropdown, each language
named in its own language; the pseudo-language is offered only while it is spoken. A choice
made on one course screen is heard by the others in the same kernel (``ON_CHOICE``), so the
start page's table and the lesson beneath it speak one language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import ipywidgets as ipw

from pegs.words.messages import PSEUDO

#: The languages of the kit, each named in its own language.
LANGUAGE_NAMES = {
    "en": "English",
    "sv": "Svenska",
    "it": "Italiano",
    "sq": "Shqip",
    "fi": "Suomi",
}
#: How a picker names the pseudo-language (offered only while it is spoken).
PSEUDO_NAME = "[ẋẋ]"
#: Called with a language whenever a course screen's picker chooses one (the others follow).
ON_CHOICE: list[Callable[[str], None]] = []


def language_options(offered: Iterable[str], current: str) -> list[tuple[str, str]]:
    """A picker's (name, code) options: English, the languages offered, and ``current``."""
    codes = ["en", *(c for c in offered if c != "en")]
    if current not in codes:
        codes.append(current)
    return [(PSEUDO_NAME if c == PSEUDO else LANGUAGE_NAMES[c], c) for c in codes]


def language_dropdown(options: list[tuple[str, str]], value: str) -> ipw.Dropdown:
    """The picker: a Dropdown of the languages, shown at the right of its row."""
    picker = ipw.Dropdown(
        options=options,
        value=value,
        style={"description_width": "initial"},
        layout=ipw.Layout(width="auto", max_width="100%", align_self="flex-end"),
    )
    picker.add_class("pegs-language")
    return picker


__all__ = ["LANGUAGE_NAMES", "ON_CHOICE", "PSEUDO_NAME", "language_dropdown", "language_options"]
