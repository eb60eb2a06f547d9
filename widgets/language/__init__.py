"""The learner's language on every screen: the picker, and the choice remembered.

``choice`` says which language a screen starts in (asked for in code, the page's ``?lang=``,
the remembered choice, the browser's language, English) and keeps the choice in
``.pegs-language.json``; ``browser`` reads a browser's ``Accept-Language``; ``names`` is the
picker the game app and the course share; ``speaks`` a screen's language, switched by it.
``choice`` and ``browser`` are plain Python: the table server (no ipywidgets) reads them, so
the picker's names are imported on first use (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .browser import accept_language
from .choice import LANGUAGE_NAME, LanguageFile, beside, query_language, start_language

if TYPE_CHECKING:
    from .names import (
        LANGUAGE_NAMES,
        PSEUDO_NAME,
        announce,
        language_dropdown,
        language_options,
        listen,
    )
    from .speaks import Speaks

#: Each name that needs ipywidgets, and the module that holds it.
_HOMES = {
    "LANGUAGE_NAMES": "names",
    "PSEUDO_NAME": "names",
    "announce": "names",
    "language_dropdown": "names",
    "language_options": "names",
    "listen": "names",
    "Speaks": "speaks",
}


def __getattr__(name: str) -> Any:
    """A picker name, imported from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'widgets.language' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


__all__ = [
    "LANGUAGE_NAME",
    "LANGUAGE_NAMES",
    "PSEUDO_NAME",
    "LanguageFile",
    "Speaks",
    "accept_language",
    "announce",
    "beside",
    "language_dropdown",
    "language_options",
    "listen",
    "query_language",
    "start_language",
]
