"""The language a request of the table server is answered in, and the cookie that remembers it.

A page's ``?lang=`` first (the picker's links carry it, and the page then remembers it in a
cookie), else the language remembered in the cookie, else the browser's language
(``Accept-Language``), else English. A language the kit does not speak is passed over.
"""

from __future__ import annotations

import contextlib

from pegs.words.messages import LANGUAGES, OWN_NAMES, LanguageError, check_language
from widgets.language import accept_language

#: The cookie that remembers a browser's choice (a year; the pages' own path).
COOKIE = "pegs_lang"
COOKIE_DAYS = 365

#: The languages of the pages' picker, each named in its own language.
LANGUAGE_NAMES = OWN_NAMES
assert set(LANGUAGE_NAMES) == set(LANGUAGES)


def known(code: str | None) -> str | None:
    """``code`` as a language the kit speaks (the pseudo-language too), or None."""
    if not code or len(code) > 16:
        return None
    with contextlib.suppress(LanguageError):
        return check_language(code)
    return None


def request_language(asked: str | None, cookie: str | None, accept: str | None) -> str:
    """The language of a request: ``?lang=``, else the cookie, else the browser's, else "en"."""
    return known(asked) or known(cookie) or accept_language(accept) or "en"


__all__ = ["COOKIE", "COOKIE_DAYS", "LANGUAGE_NAMES", "known", "request_language"]
