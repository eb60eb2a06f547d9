"""Facts a why or count exercise asks the engine to confirm when the course is built.

An exercise's ``check`` table holds any of these (each names what the engine must say)::

    distance = ["T8", "T3"]    # the answer is the holes forward from T8 to T3 on this board
    hand_after_given = 5       # the player to move holds 5 cards after the given move
    card_moves = { JK = 2 }    # the joker has exactly 2 moves here
    legal_moves = 0            # the hand has no legal move
    over = true                # the game is over
    cards_filling_start = { cards = ["2S", "3S"], seat = 1, count = 1 }
                               # 1 of these cards has a move after which every peg of seat 1
                               # is in its start

A fact the engine does not confirm stops the build with an error naming the exercise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pegs.board import START, board_for, parse_place
from pegs.errors import PegsError
from pegs.position import Position

from .source import ContentError, require

PEGS = 5


def _distance(p: Position, ex: dict[str, Any], value: Any) -> bool:
    frm, to = value
    holes = board_for(p.players).distance(parse_place(frm, p.players), parse_place(to, p.players))
    return bool(ex["answer"] == str(holes))


def _hand_after_given(p: Position, ex: dict[str, Any], value: Any) -> bool:
    after = p.after(ex["given"])
    return bool(len(after.hands[p.turn] or ()) == value)


def _card_moves(p: Position, ex: dict[str, Any], value: Any) -> bool:
    return all(len(p.card_moves(card)) == n for card, n in value.items())


def _legal_moves(p: Position, ex: dict[str, Any], value: Any) -> bool:
    return bool(len(p.legal_moves()) == value)


def _over(p: Position, ex: dict[str, Any], value: Any) -> bool:
    return bool(p.is_over == value)


def _cards_filling_start(p: Position, ex: dict[str, Any], value: Any) -> bool:
    seat = value["seat"]
    found = sum(
        any(p.play(m)[0].pegs[seat].count(START) == PEGS for m in p.card_moves(card))
        for card in value["cards"]
    )
    return bool(found == value["count"])


CHECKS: dict[str, Callable[[Position, dict[str, Any], Any], bool]] = {
    "distance": _distance,
    "hand_after_given": _hand_after_given,
    "card_moves": _card_moves,
    "legal_moves": _legal_moves,
    "over": _over,
    "cards_filling_start": _cards_filling_start,
}


def confirm(name: str, p: Position, ex: dict[str, Any]) -> None:
    """Ask the engine every fact of the exercise's ``check``; ContentError if one fails."""
    for fact, value in ex.get("check", {}).items():
        require(fact in CHECKS, f"{name}: unknown check {fact!r}; checks: {', '.join(CHECKS)}")
        try:
            ok = CHECKS[fact](p, ex, value)
        except (PegsError, KeyError, TypeError, ValueError) as err:
            raise ContentError(f"{name}: check {fact} cannot be asked: {err}") from None
        require(ok, f"{name}: the engine disagrees ({fact})")
