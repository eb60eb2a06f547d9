"""The two games behind one small interface: start, read a move, play it, show a seat its view.

The server knows a game only through ``Kind`` (and the engines' game shape, ``pegs.shape``):
a new game kind is one more ``Kind`` in ``KINDS``. The engines are deterministic, so a table is
its start state plus its moves (``table.Table`` replays them after a restart).
"""

from __future__ import annotations

import contextlib
import json
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

import backalley
import pegs
from backalley.events import Event as BaEvent
from pegs.events import Event
from pegs.words.names import colour_name
from pegs.words.story import narrate

from . import words

#: What the server does with a game's state (each engine's state is one of these).
State = Any
#: A computer player of either game.
Bot = Any

#: Keys of a state's file object that a seat never sees: the draw pile's order, and the seed
#: (from which every deal and reshuffle can be recomputed).
_HIDDEN = ("draw", "seed")


class SetupError(ValueError):
    """A table that cannot be set up; the message is a sentence for people."""


@dataclass(frozen=True)
class Kind:
    """One game as the server uses it."""

    name: str
    players: tuple[int, ...]
    bot_names: Callable[[], tuple[str, ...]]
    make_bot: Callable[[str, int], Bot]
    start: Callable[[int, int, dict[str, Any]], State]
    from_dict: Callable[[dict[str, Any]], State]
    #: A move's events told in the language spoken, to a seat (``None``: the teacher).
    story: Callable[[Sequence[object], int, int | None], list[str]]
    errors: tuple[type[Exception], ...]
    #: A seat's name in the language spoken ("Blue", "South").
    label: Callable[[int], str]
    #: True when the story differs from seat to seat (told from each one's chair).
    chaired: bool = False

    def parse(self, state: State, text: str) -> Any:
        """The move ``text`` names, or ``ValueError`` with why not in words."""
        try:
            return state.parse_move(text)
        except self.errors as err:
            raise ValueError(words.unreadable_move(text, str(err))) from None

    def legal(self, state: State) -> list[str]:
        """Every legal move of the seat to act, in the command line's notation and order."""
        if state.is_over or state.turn is None:
            return []
        moves = list(state.legal_moves())
        # The command line's canonical order where moves have one (Pegs: card, then parts),
        # else the engine's own fixed order (Back Alley: pass, 1, 2, ... board).
        with contextlib.suppress(TypeError):
            moves.sort()
        return [move.notation() for move in moves]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The state's file object as ``seat`` may see it (``None``: the teacher, no hand)."""
        data: dict[str, Any] = state.to_dict()
        hands = data.get("hands") or {}
        counts = {key: len(cards) for key, cards in hands.items()}
        data["hands"] = {} if seat is None else {str(seat): hands.get(str(seat), [])}
        data["hand_counts"] = counts
        if "draw" in data:
            data["draw_count"] = len(data["draw"])
        for key in _HIDDEN:
            data.pop(key, None)
        return data


def _pegs_start(players: int, seed: int, rules: dict[str, Any]) -> pegs.Position:
    try:
        return pegs.new_game(players, seed=seed, **rules)
    except (pegs.PegsError, TypeError) as err:
        raise SetupError(words.rules_problem(str(err))) from None


def _pegs_from_dict(data: dict[str, Any]) -> pegs.Position:
    try:
        return pegs.Position.from_dict(data)
    except (pegs.PegsError, TypeError, KeyError) as err:
        raise SetupError(words.rules_problem(str(err))) from None


def _pegs_story(events: Sequence[object], players: int, seat: int | None) -> list[str]:
    text = narrate(cast("Sequence[Event]", events), players=players)
    return [text] if text else []


def _pegs_bot(name: str, seed: int) -> Bot:
    return pegs.make_bot(name, seed=seed)


def _ba_start(players: int, seed: int, rules: dict[str, Any]) -> backalley.State:
    try:
        return backalley.new_game(seed, backalley.Rules.from_dict(rules) if rules else None)
    except (backalley.BackAlleyError, TypeError) as err:
        raise SetupError(words.rules_problem(str(err))) from None


def _ba_from_dict(data: dict[str, Any]) -> backalley.State:
    try:
        return backalley.State.from_dict(data)
    except (backalley.BackAlleyError, TypeError, KeyError) as err:
        raise SetupError(words.rules_problem(str(err))) from None


def _ba_story(events: Sequence[object], players: int, seat: int | None) -> list[str]:
    told = (words.backalley_story(cast("BaEvent", event), seat) for event in events)
    return [line for line in told if line]


def _ba_bot(name: str, seed: int) -> Bot:
    return backalley.make_bot(name, seed=seed)


KINDS: dict[str, Kind] = {
    "pegs": Kind(
        name="pegs",
        players=(4, 6, 8),
        bot_names=pegs.bot_names,
        make_bot=_pegs_bot,
        start=_pegs_start,
        from_dict=_pegs_from_dict,
        story=_pegs_story,
        errors=(pegs.PegsError,),
        label=colour_name,
    ),
    "backalley": Kind(
        name="backalley",
        players=(4,),
        bot_names=backalley.bot_names,
        make_bot=_ba_bot,
        start=_ba_start,
        from_dict=_ba_from_dict,
        story=_ba_story,
        errors=(backalley.BackAlleyError,),
        label=words.seat_compass,
        chaired=True,
    ),
}


def bot_seed(code: str, seat: int) -> int:
    """A computer's seed, the same after every restart (from the room code and the seat)."""
    return zlib.crc32(json.dumps([code, seat]).encode())


__all__ = ["KINDS", "Kind", "SetupError", "bot_seed"]
