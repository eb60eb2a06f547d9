"""The puzzles in a learner's words: each goal's task, its hint, why the answer is right, and
why a legal move misses it.

Every sentence is a Fluent message (``locales/<lang>/course.ftl``, ``puzzle-*``) keyed by the
puzzle's goal, said in the language spoken, so a puzzle reads in the course's language however
its data file was written (the file keeps the English, ``prompt_words`` in ``en``). What is in
danger, and what a move did, the caller finds (``pegs.course.puzzles``); nothing here plays.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..board import HOME, board_for
from ..position import Position
from .messages import say
from .names import card_args, list_words, seat_key, seat_names

#: The goals a puzzle may have (``pegs.course.puzzle_goals``), each with its own messages.
GOALS = ("win", "both-home", "bump-two", "bump-and-home", "save-peg")


def _next(position: Position) -> int:
    """The seat that plays after the one to move."""
    return (position.turn + 1) % position.players


def _teams(position: Position) -> dict[str, str]:
    """The mover and both teams' colours, as the puzzle messages' arguments."""
    board = board_for(position.players)
    team = position.turn & 1
    return {
        "seat": seat_key(position.turn),
        "ours": seat_names(board.team_seats(team)),
        "others": seat_names(board.team_seats(1 - team)),
    }


def prompt_words(goal: str, position: Position, danger: Iterable[int] = ()) -> str:
    """A puzzle's task in words; for "save-peg", ``danger`` are the seats whose pegs the next
    seat could bump."""
    args = _teams(position)
    if goal == "win":
        seats = board_for(position.players).team_seats(position.turn & 1)
        out = sum(1 for s in seats for p in position.pegs[s] if p < HOME)
        return say("puzzle-win", left=min(out, 2), **args)
    if goal in ("both-home", "bump-two", "bump-and-home"):
        return say(f"puzzle-{goal}", **args)
    nxt = _next(position)
    held = [say("puzzle-held-card", **card_args(c)) for c in position.hands[nxt] or ()]
    victims = [say("puzzle-victim", seat=seat_key(s)) for s in sorted(set(danger))]
    text = victims[0] if victims else ""
    for victim in victims[1:]:
        text = say("puzzle-victim-or", a=text, b=victim)
    holding = list_words(held) if held else ""
    return say("puzzle-save-peg", next=seat_key(nxt), holding=holding, victims=text, **args)


def hint_words(goal: str, position: Position, split: bool = False) -> str:
    """A nudge after a wrong try: how to look, not the answer (``split``: the answer splits)."""
    if goal == "bump-two" and split:
        return say("puzzle-hint-bump-two-split")
    if goal == "save-peg":
        return say("puzzle-hint-save-peg", next=seat_key(_next(position)))
    return say(f"puzzle-hint-{goal}")


def explanation_words(goal: str, position: Position) -> str:
    """Why the solution is right, in plain words; the move itself is told apart."""
    why = say(f"puzzle-why-{goal}", next=seat_key(_next(position)))
    return f"{why} {say('puzzle-why-only')}"


def miss_words(goal: str, position: Position, homed: int, bumped: int) -> str:
    """Why a legal move misses the goal: what it did not do (``homed`` pegs it took home and
    ``bumped`` opponents it sent back)."""
    if goal == "win":
        return say("puzzle-miss-win")
    if goal == "both-home":
        return say("puzzle-miss-both-home", got=min(homed, 1))
    if goal == "bump-two":
        return say("puzzle-miss-bump-two", got=min(bumped, 1))
    if goal == "bump-and-home":
        return say("puzzle-miss-no-bump" if not bumped else "puzzle-miss-no-home")
    return say("puzzle-miss-save-peg", next=seat_key(_next(position)))


def chapter_words(count: int) -> tuple[str, str]:
    """The puzzle chapter's title and its opening screen's text."""
    return say("puzzle-chapter"), say("puzzle-intro", count=count)


def title_words(number: int, total: int, difficulty: int) -> str:
    """A puzzle screen's title, its difficulty as stars: "Puzzle 3 of 64 ★★☆☆☆"."""
    stars = "★" * difficulty + "☆" * (5 - difficulty)
    return say("puzzle-title", number=number, total=total, stars=stars)


__all__ = [
    "GOALS",
    "chapter_words",
    "explanation_words",
    "hint_words",
    "miss_words",
    "prompt_words",
    "title_words",
]
