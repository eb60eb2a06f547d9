"""Mastery checkpoints: fresh positions for the end of a chapter, made from a seed, engine-checked.

A chapter's checkpoint is its authored exercises and then ``COUNT`` fresh make-the-move
exercises of the kinds the chapter taught (``FAMILIES``): reach a named hole (03), bump an
opponent (04 on), take a peg into home (05 on). Each is built like a puzzle (``puzzles``): a few
pegs and a hand of distinct ranks placed at random from the seed, then kept only when the engine
finds a move reaching the goal, at least two legal moves that do not, and no legal move showing
an idea the chapter has not taught yet (the chapter's ``forbid`` of the content files). The same
seed gives the same exercises, so a learner's progress (kept by exercise id) stays valid.

A chapter counts as done once a checkpoint is finished with at least ``PASS_SHARE`` (80%) right
at the first try (``mastered``); nothing is locked by it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..board import parse_place
from ..events import BumpedToStart, EnteredHome, SentToInSpot
from ..moves import Move
from ..position import Position
from ..words.mastery import bump_prompt, home_prompt, reach_prompt
from . import goals as _goals
from .model import Exercise, ExerciseKind

#: Fresh exercises at the end of each chapter's checkpoint.
COUNT = 4
#: The share of a checkpoint right at the first try that counts a chapter done.
PASS_SHARE = 0.8
#: The kinds of fresh exercise each chapter's checkpoint draws from (chapters 01-02 teach the
#: board and the deal, not moves: their checkpoints stay as written).
FAMILIES: dict[str, tuple[str, ...]] = {
    "03": ("reach",),
    "04": ("bump",),
    "05": ("home", "bump"),
    "06": ("bump", "home"),
    "07": ("bump", "home"),
    "08": ("bump", "home"),
}
#: The ideas a chapter's exercises may not show yet (as the content files' ``forbid``).
FORBID: dict[str, frozenset[str]] = {
    "03": frozenset({"bump", "send", "home", "joker"}),
    "04": frozenset({"home", "joker"}),
    "05": frozenset({"joker"}),
}
NUMBERS = ("2", "3", "4", "5", "6", "8", "9", "10")
SIDE, IN_SPOT, HOLES = 18, 3, 72  # a 4-player board: Blue's in-spot is hole 3
SUITS = "SHDC"
SEED = 2029

Built = tuple[dict[str, list[str]], list[str], tuple[str, ...], str, tuple[str, ...]]


def needed(total: int) -> int:
    """How many of ``total`` must be right at the first try for the chapter to count done."""
    return math.ceil(PASS_SHARE * total - 1e-9)


def mastered(score: int, total: int) -> bool:
    """True when ``score`` right at the first try of ``total`` counts a chapter done."""
    return total > 0 and score >= needed(total)


def _hand(rng: random.Random, size: int, want: str | None = None) -> list[str]:
    ranks = [want] if want else []
    while len(ranks) < size:
        rank = rng.choice(NUMBERS)
        if rank not in ranks:
            ranks.append(rank)
    rng.shuffle(ranks)
    return [r + rng.choice(SUITS) for r in ranks]


def _value(card: str) -> int:
    return int(card[:-1])


def _reach(rng: random.Random) -> Built:
    """Move Blue's one track peg onto a named hole (RULES 4.number)."""
    hand = _hand(rng, 3)
    start = rng.randrange(8, 48)
    target = start + _value(rng.choice(hand))
    pegs = {"0": [f"T{start}"]}
    prompt = reach_prompt(target, 4)
    return pegs, hand, (f"at:0:T{target}",), prompt, ("4.number",)


def _bump(rng: random.Random) -> Built:
    """Bump an opponent's peg with the one card that lands on it (RULES 5.bump-opponent)."""
    hand = _hand(rng, 3)
    start = rng.randrange(8, 44)
    victim = rng.choice((1, 3))
    other = (start + rng.randrange(11, 20)) % HOLES
    pegs = {"0": [f"T{start}"], str(victim): [f"T{start + _value(rng.choice(hand))}"]}
    if rng.random() < 0.5:
        pegs["0"].append(f"T{other}")  # a second Blue peg: which peg, as well as which card
    prompt = bump_prompt(victim)
    return pegs, hand, (f"bump:{victim}",), prompt, ("5.bump-opponent",)


def _home(rng: random.Random) -> Built:
    """Take a Blue peg from before its in-spot into home (RULES 2.home-steps)."""
    before = rng.randrange(1, 6)
    steps = before + rng.randrange(1, 6)
    hand = _hand(rng, 3, want=str(steps) if str(steps) in NUMBERS else None)
    pegs = {"0": [f"T{(IN_SPOT - before) % HOLES}", f"T{rng.randrange(20, 50)}"]}
    prompt = home_prompt()
    return pegs, hand, ("home:0",), prompt, ("2.home-steps",)


BUILDERS: dict[str, Callable[[random.Random], Built]] = {
    "reach": _reach,
    "bump": _bump,
    "home": _home,
}


def ideas_shown(position: Position, move: Move) -> set[str]:
    """The ideas a legal move shows ("bump", "send", "home", "joker")."""
    _after, events = position.play(move)
    ideas = {"joker"} if move.card == "JK" else set()
    for event in events:
        if isinstance(event, BumpedToStart):
            ideas.add("bump")
        elif isinstance(event, SentToInSpot):
            ideas.add("send")
        elif isinstance(event, EnteredHome):
            ideas.add("home")
    return ideas


@dataclass(frozen=True)
class MasteryExercise(Exercise):
    """A fresh checkpoint exercise: its task is said from its goal, in the language spoken
    when it is shown (its ``prompt`` keeps the words it was made with)."""

    def prompt_words(self) -> str:
        """The task in the language spoken: reach a hole, bump a colour, or go home."""
        kind, *args = self.goal[0].split(":")
        if kind == "at":
            return reach_prompt(parse_place(args[1], self.position.players))
        if kind == "bump":
            return bump_prompt(int(args[0]))
        if kind == "home":
            return home_prompt()
        return self.prompt


def _exercise(chapter_id: str, number: int, built: Built) -> Exercise | None:
    """The exercise ``built`` makes, or None when the engine finds it unfit."""
    pegs, hand, goal, prompt, clauses = built
    full = {str(s): (pegs.get(str(s), []) + ["S"] * 5)[:5] for s in range(4)}
    try:
        position = Position.from_dict(
            {
                "format": "pegs-position/1",
                "players": 4,
                "turn": 0,
                "pegs": full,
                "hands": {"0": hand},
            }
        )
    except Exception:  # two pegs on one hole, and the like: not a position, try another
        return None
    candidates = _goals.candidate_moves(position)
    answers = sorted(_goals.moves_reaching(goal, position), key=lambda m: (len(m.parts), m))
    forbid = FORBID.get(chapter_id, frozenset())
    if not answers or len(candidates) - len(answers) < 2:
        return None
    if any(ideas_shown(position, m) & forbid for m in candidates):
        return None
    return MasteryExercise(
        id=f"{chapter_id}-mastery-{number}",
        kind=ExerciseKind.MOVE,
        clauses=clauses,
        position=position,
        prompt=prompt,
        answers=tuple(m.notation() for m in answers),
        goal=goal,
    )


@cache
def mastery_exercises(
    chapter_id: str, count: int = COUNT, seed: int = SEED
) -> tuple[Exercise, ...]:
    """The fresh exercises closing chapter ``chapter_id``'s checkpoint (none for 01 and 02)."""
    families = FAMILIES.get(chapter_id, ())
    if not families:
        return ()
    rng = random.Random(f"{seed}-{chapter_id}")
    found: list[Exercise] = []
    for _attempt in range(2000):
        if len(found) == count:
            break
        family = families[len(found) % len(families)]
        exercise = _exercise(chapter_id, len(found) + 1, BUILDERS[family](rng))
        if exercise is not None and all(e.position != exercise.position for e in found):
            found.append(exercise)
    return tuple(found)


__all__ = [
    "COUNT",
    "FAMILIES",
    "PASS_SHARE",
    "MasteryExercise",
    "mastered",
    "mastery_exercises",
    "needed",
]
