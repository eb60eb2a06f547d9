"""The game app's words in five languages: its Fluent files, said through pegs' one evaluator.

The message files are ``widgets/app/locales/<lang>/*.ftl`` (the position editor's few sentences
among them), compiled by ``scripts/build_words.py`` beside them; the evaluator, the language
chosen (``speaking``) and its checks are ``pegs.words.messages``'s. A seat's colour comes from
pegs' names, as a name (``colour``) or a possessive (``whose``), in the language spoken.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from pegs.words.messages import Speaker, speaking
from pegs.words.messages import say as pegs_say
from pegs.words.names import colour_name, seat_key

from ..language import LANGUAGE_NAMES

#: The game app's messages (``widgets/app/locales``).
say = Speaker(Path(__file__).parent / "locales")


def colour(seat: int) -> str:
    """A seat's colour as a name in the language spoken ("Blue", Finnish "Sininen")."""
    return colour_name(seat)


def whose(seat: int) -> str:
    """A seat's colour as a possessive ("Blue's", Finnish "Sinisen", Italian "del Blu")."""
    return pegs_say("owner", owner=seat_key(seat))


class Speaks(Protocol):
    """Something of the app that knows the language it speaks."""

    @property
    def language(self) -> str:
        """The language chosen ("en", "fi", ...)."""
        ...


S = TypeVar("S", bound=Speaks)
P = ParamSpec("P")
R = TypeVar("R")


def spoken(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """A method that says everything it says (the app's words, the engine's) in its language.

    The language is a context variable (``pegs.words.messages.speaking``), and a kernel runs
    each click in a context of its own, so each way in (a click, a move, a redraw) sets it.
    """

    @functools.wraps(method)
    def run(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with speaking(self.language):
            return method(self, *args, **kwargs)

    return run


__all__ = ["LANGUAGE_NAMES", "Speaks", "colour", "say", "spoken", "whose"]
