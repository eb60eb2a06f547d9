"""The learner's language on every screen: the picker, and the choice remembered.

``choice`` says which language a screen starts in (asked for in code, the page's ``?lang=``,
the remembered choice, English) and keeps the choice in ``.pegs-language.json``; ``names`` is
the picker the game app and the course share; ``speaks`` a screen's language, switched by it.
"""

from .choice import LANGUAGE_NAME, LanguageFile, beside, query_language, start_language
from .names import (
    LANGUAGE_NAMES,
    PSEUDO_NAME,
    announce,
    language_dropdown,
    language_options,
    listen,
)
from .speaks import Speaks

__all__ = [
    "LANGUAGE_NAME",
    "LANGUAGE_NAMES",
    "PSEUDO_NAME",
    "LanguageFile",
    "Speaks",
    "announce",
    "beside",
    "language_dropdown",
    "language_options",
    "listen",
    "query_language",
    "start_language",
]
