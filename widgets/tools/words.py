"""The position editor's and the card explorer's words in five languages, said through pegs.

The message files are ``widgets/tools/locales/<lang>/tools.ftl``, compiled by
``scripts/build_words.py`` beside them; the evaluator and the language chosen (``speaking``)
are ``pegs.words.messages``'s. Seats, cards and track holes come in as words pegs made in the
language spoken, so no sentence is glued together here.
"""

from __future__ import annotations

from pathlib import Path

from pegs import HOME, START
from pegs.board import Place
from pegs.words.messages import Speaker, check_language, language
from pegs.words.messages import say as pegs_say
from pegs.words.names import card_words, colour_name, seat_key, seat_names, spot_words

#: The editor's and the explorer's messages (``widgets/tools/locales``).
say = Speaker(Path(__file__).parent / "locales")


def chosen_language(lang: str | None) -> str:
    """``lang`` checked, or the language spoken now when None (``speaking``'s choice)."""
    return language() if lang is None else check_language(lang)


def colour(seat: int) -> str:
    """A seat's colour as a name in the language spoken ("Blue", Finnish "Sininen")."""
    return colour_name(seat)


def whose(seat: int) -> str:
    """A seat's colour as a possessive ("Blue's", Finnish "Sinisen", Italian "del Blu")."""
    return pegs_say("owner", owner=seat_key(seat))


def where(place: Place, players: int) -> str:
    """Where a peg stands, in words of the language spoken ("on Blue's in-spot")."""
    if place == START:
        return say("tools-in-start")
    if place > HOME:
        return say("tools-in-home", home=place - HOME)
    return spot_words(place, players)


__all__ = ["card_words", "chosen_language", "colour", "say", "seat_names", "where", "whose"]
