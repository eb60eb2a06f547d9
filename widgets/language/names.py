"""The language picker every screen shares: the languages named in their own words.

The game app, the course's lessons and its start page show the same Dropdown, each language
named in its own language; the pseudo-language is offered only while it is spoken. A choice
made on one course screen is heard by the others keeping their choice in the same file
(``listen``, ``announce``), so the start page's table and the lesson beneath it speak one
language.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from pathlib import Path

import ipywidgets as ipw

from pegs.words.messages import OWN_NAMES, PSEUDO

#: The languages of the kit, each named in its own language.
LANGUAGE_NAMES = OWN_NAMES
#: How a picker names the pseudo-language (offered only while it is spoken).
PSEUDO_NAME = "[ẋẋ]"
#: The screens listening for a choice, by the file their choice is kept in (held weakly).
_LISTENERS: list[tuple[Path, weakref.WeakMethod[Callable[[str], None]]]] = []


def language_options(offered: Iterable[str], *current: str) -> list[tuple[str, str]]:
    """A picker's (name, code) options: English, the languages offered, and each ``current``."""
    codes = ["en", *(c for c in offered if c != "en")]
    codes += [c for c in dict.fromkeys(current) if c not in codes]
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


def listen(kept: Path, heard: Callable[[str], None]) -> None:
    """Call the bound method ``heard`` with each language chosen for the file ``kept``."""
    _LISTENERS.append((kept.resolve(), weakref.WeakMethod(heard)))


def announce(kept: Path, lang: str) -> None:
    """Tell every screen keeping its choice in ``kept`` that ``lang`` was chosen."""
    kept = kept.resolve()
    for path, ref in list(_LISTENERS):
        heard = ref()
        if heard is None:
            _LISTENERS.remove((path, ref))
        elif path == kept:
            heard(lang)


__all__ = [
    "LANGUAGE_NAMES",
    "PSEUDO_NAME",
    "announce",
    "language_dropdown",
    "language_options",
    "listen",
]
