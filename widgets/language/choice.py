"""The learner's language: which one a screen starts in, and the choice remembered.

Plain Python (no widgets), tested without a browser. The start language is the one asked for
in code, else the page's ``?lang=`` (Voila hands a page's query string to its kernel as the
environment variable ``QUERY_STRING``), else the choice remembered (beside the game app's kept
game, and beside the course's progress: the same file when both are in one folder), else the
browser's language (its ``Accept-Language`` header, which Voila hands to the kernel as
``HTTP_ACCEPT_LANGUAGE`` when started with the kit's options, ``pegs.cli.serving``), else
English. The remembered choice is a small JSON file; one that is missing, damaged or names a
language the kit does not speak means English, never an error, and is replaced by the next
choice.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import parse_qs

from pegs.words.messages import LanguageError, check_language

from .browser import accept_language

#: The remembered choice's file name, beside the kept game (hidden, like the kept game).
LANGUAGE_NAME = ".pegs-language.json"
#: The most bytes a remembered choice may have (it is one short line).
MAX_BYTES = 1_000


def query_language(query: str) -> str | None:
    """The language a page's query string asks for (``lang=fi``); None if none or unknown."""
    for value in parse_qs(query).get("lang", []):
        with contextlib.suppress(LanguageError):
            return check_language(value)
    return None


class LanguageFile:
    """The learner's language choice, kept in a small JSON file: ``{"language": "fi"}``."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def load(self) -> str | None:
        """The language remembered; None when there is none or the file cannot be read."""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return None
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return check_language(str(data["language"]))
        except (OSError, ValueError, TypeError, KeyError):
            return None  # a damaged choice is no reason to stop: English, until chosen again

    def save(self, lang: str) -> bool:
        """Remember ``lang`` (all or nothing); False when the file cannot be written."""
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            tmp.write_text(json.dumps({"language": check_language(lang)}) + "\n", "utf-8")
            os.replace(tmp, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()
            return False
        return True


def beside(kept_game: str | os.PathLike[str]) -> LanguageFile:
    """The remembered choice that goes with the game kept at ``kept_game``."""
    return LanguageFile(Path(kept_game).with_name(LANGUAGE_NAME))


def start_language(
    asked: str | None,
    remembered: LanguageFile | None,
    environ: Mapping[str, str] = os.environ,
) -> str:
    """The app's first language: asked, else ``?lang=``, else remembered, else the browser's.

    A language asked for in code is checked (``LanguageError`` in words if unknown); one from
    the page or the file that the kit does not speak is passed over.
    """
    if asked is not None:
        return check_language(asked)
    from_page = query_language(environ.get("QUERY_STRING", ""))
    if from_page is not None:
        return from_page
    from_file = remembered.load() if remembered is not None else None
    return from_file or accept_language(environ.get("HTTP_ACCEPT_LANGUAGE")) or "en"


__all__ = [
    "LANGUAGE_NAME",
    "LanguageFile",
    "beside",
    "query_language",
    "start_language",
]
