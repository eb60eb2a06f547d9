"""Messages in five languages: a small evaluator of the compiled Fluent catalogues.

The words are written in Project Fluent files (``pegs/words/locales/<lang>/*.ftl``, and Back
Alley's own beside its words); ``scripts/build_words.py`` compiles each language to one JSON
catalogue that this module renders, so the engines keep no dependency and stay quick under
Pyodide. It owns the language chosen (``speaking``), plural categories, variables, selectors,
terms with their grammatical forms, and message references; it decides no wording itself.

A message a translation lacks, or whose English changed since it was translated (stale), is not
in the compiled catalogue, so the English is shown instead: never a stale sentence in silence.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

#: The languages of the kit, with their names in English (the first is the default).
LANGUAGES = {
    "en": "English",
    "sv": "Swedish",
    "it": "Italian",
    "sq": "Albanian",
    "fi": "Finnish",
}
#: Each language named in its own words, as a language picker offers it.
OWN_NAMES = {
    "en": "English",
    "sv": "Svenska",
    "it": "Italiano",
    "sq": "Shqip",
    "fi": "Suomi",
}

#: The pseudo-language: accented, lengthened English in brackets, for finding untranslated text.
PSEUDO = "xx"

#: Cardinal plural categories for whole numbers (CLDR), written as data: (category, test).
#: A test is ("eq", k): the number is k; ("mod0", k): a non-zero multiple of k. Else "other".
PLURAL_RULES: dict[str, tuple[tuple[str, tuple[str, int]], ...]] = {
    "en": (("one", ("eq", 1)),),
    "sv": (("one", ("eq", 1)),),
    "it": (("one", ("eq", 1)), ("many", ("mod0", 1_000_000))),
    "sq": (("one", ("eq", 1)),),
    "fi": (("one", ("eq", 1)),),
    PSEUDO: (("one", ("eq", 1)),),
}

#: The separator of thousands in each language (CLDR), as Fluent writes a number argument.
GROUP_SEPARATORS = {"en": ",", "sv": "\xa0", "it": ".", "sq": "\xa0", "fi": "\xa0", PSEUDO: ","}

#: What an argument may be: a whole number or a text.
Arg = int | str

_LANG: ContextVar[str] = ContextVar("pegs_words_language", default="en")


class LanguageError(ValueError):
    """A language the kit does not speak, named with the ones it does."""


def check_language(code: str) -> str:
    """``code`` as a language the kit speaks (lower case), or a LanguageError in words."""
    lang = code.strip().lower()
    if lang in LANGUAGES or lang == PSEUDO:
        return lang
    known = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
    raise LanguageError(f"unknown language {code!r}: the kit speaks {known}")


def language() -> str:
    """The language sentences are made in now ("en" unless ``speaking`` chose another)."""
    return _LANG.get()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Make every sentence inside the ``with`` block in ``lang`` (checked first)."""
    token = _LANG.set(check_language(lang))
    try:
        yield
    finally:
        _LANG.reset(token)


def plural_category(lang: str, n: int) -> str:
    """The CLDR cardinal category of whole number ``n`` in ``lang``: "one", "many" or "other"."""
    for category, (kind, k) in PLURAL_RULES[lang]:
        if (kind == "eq" and n == k) or (kind == "mod0" and n != 0 and n % k == 0):
            return category
    return "other"


# A compiled pattern is a text, or a list of texts and expressions; an expression is a list whose
# first item says its kind ("$" variable, "s" text, "n" number, "m" message, "t" term, "?" select).
_Json = object


class _TermArgs(dict[str, Arg]):
    """A term's own arguments: one it is not given is no error, it picks the default form."""


class Catalogue:
    """One language's compiled messages and terms, rendered with arguments."""

    def __init__(self, lang: str, data: Mapping[str, object]) -> None:
        """Hold ``lang``'s compiled catalogue (the JSON ``build_words`` writes)."""
        self.lang = lang
        messages = data.get("messages", {})
        terms = data.get("terms", {})
        assert isinstance(messages, dict) and isinstance(terms, dict)
        self.messages: dict[str, _Json] = messages
        self.terms: dict[str, dict[str, _Json]] = terms

    def has(self, message_id: str) -> bool:
        """True when this catalogue holds ``message_id`` (fresh, if a translation)."""
        return message_id in self.messages

    def format(self, message_id: str, args: Mapping[str, Arg]) -> str:
        """Message ``message_id`` rendered with ``args`` (KeyError if it or an argument lacks)."""
        return self._pattern(self.messages[message_id], args)

    def _pattern(self, pattern: _Json, args: Mapping[str, Arg]) -> str:
        if isinstance(pattern, str):
            return pattern
        assert isinstance(pattern, list)
        return "".join(
            part if isinstance(part, str) else self._text(part, args) for part in pattern
        )

    def _text(self, expr: list[_Json], args: Mapping[str, Arg]) -> str:
        value = self._value(expr, args)
        if value is None:
            return "{$" + str(expr[1]) + "}"  # as Fluent shows a term's missing argument
        if isinstance(value, str):
            return value
        return f"{value:,}".replace(",", GROUP_SEPARATORS[self.lang])

    def _value(self, expr: list[_Json], args: Mapping[str, Arg]) -> Arg | None:
        kind = expr[0]
        if kind == "$":
            name = expr[1]
            assert isinstance(name, str)
            if name in args:
                return args[name]
            if isinstance(args, _TermArgs):
                return None  # a term called without it takes its default form (Fluent)
            raise KeyError(f"message argument ${name} was not given")
        if kind == "s":
            text = expr[1]
            assert isinstance(text, str)
            return text
        if kind == "n":
            number = expr[1]
            assert isinstance(number, int)
            return number
        if kind == "m":
            ident, attr = expr[1], expr[2]
            assert isinstance(ident, str)
            if attr is not None:
                raise KeyError(f"message attributes are not used ({ident}.{attr})")
            return self._pattern(self.messages[ident], args)
        if kind == "t":
            ident, attr, named = expr[1], expr[2], expr[3]
            assert isinstance(ident, str) and isinstance(named, dict)
            term = self.terms[ident]
            # A term sees only the arguments its reference gives it (Fluent's scoping).
            attributes = term.get("a", {})
            assert isinstance(attributes, dict)
            pattern = term["v"] if attr is None else attributes[attr]
            return self._pattern(pattern, _TermArgs(named))
        if kind == "?":
            return self._select(expr, args)
        raise KeyError(f"unknown expression kind {kind!r}")

    def _select(self, expr: list[_Json], args: Mapping[str, Arg]) -> str:
        selector, variants, default = expr[1], expr[2], expr[3]
        assert isinstance(selector, list) and isinstance(variants, list)
        assert isinstance(default, int)
        value = self._value(selector, args)
        chosen = None
        if isinstance(value, int):
            # An exact number first ([0], [1]), then the plural category ([one], [other]).
            for index, (key, _) in enumerate(variants):
                if isinstance(key, int) and key == value:
                    chosen = index
                    break
            if chosen is None:
                value = plural_category(self.lang, value)
        if chosen is None:
            for index, (key, _) in enumerate(variants):
                if key == value:
                    chosen = index
                    break
        return self._pattern(variants[default if chosen is None else chosen][1], args)


class Speaker:
    """One game's messages in every language, loaded when first asked for."""

    def __init__(self, folder: Path) -> None:
        """Read catalogues from ``folder`` (its ``<lang>.json`` files)."""
        self.folder = folder
        self._catalogues: dict[str, Catalogue] = {}

    def catalogue(self, lang: str) -> Catalogue:
        """The compiled catalogue of ``lang`` (read once)."""
        found = self._catalogues.get(lang)
        if found is None:
            path = self.folder / f"{lang}.json"
            found = Catalogue(lang, json.loads(path.read_text(encoding="utf-8")))
            self._catalogues[lang] = found
        return found

    def __call__(self, message_id: str, /, **args: Arg) -> str:
        """Message ``message_id`` in the language spoken now, or in English when it lacks there."""
        lang = _LANG.get()
        if lang != "en":
            translated = self.catalogue(lang)
            if translated.has(message_id):
                return translated.format(message_id, args)
        return self.catalogue("en").format(message_id, args)


#: Pegs' messages (``pegs/words/locales``).
say = Speaker(Path(__file__).parent / "locales")

__all__ = [
    "GROUP_SEPARATORS",
    "LANGUAGES",
    "OWN_NAMES",
    "PLURAL_RULES",
    "PSEUDO",
    "Arg",
    "Catalogue",
    "LanguageError",
    "Speaker",
    "check_language",
    "language",
    "plural_category",
    "say",
    "speaking",
]
