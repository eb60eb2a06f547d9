"""The course's mastery checkpoints in a learner's words: the fresh exercises' tasks and the
verdict on a checkpoint.

Every sentence of the mastery checkpoints is a Fluent message (``locales/<lang>/course.ftl``,
``mastery-*``) said in the language spoken; which exercises are made, and when a chapter counts
done, is ``pegs.course.mastery``'s.
"""

from __future__ import annotations

from ..board import Place
from .lesson import place_args
from .messages import say
from .names import seat_key

#: The seat whose pegs the fresh exercises move (Blue, the first seat).
_MOVER = 0


def reach_prompt(target: Place, players: int = 4) -> str:
    """The task of a fresh "reach a hole" exercise: Blue's peg to ``target``."""
    return say("mastery-reach", seat=seat_key(_MOVER), **place_args(_MOVER, target, players))


def bump_prompt(victim: int) -> str:
    """The task of a fresh "bump an opponent" exercise: ``victim``'s peg back to its start."""
    return say("mastery-bump", seat=seat_key(victim))


def home_prompt() -> str:
    """The task of a fresh "go home" exercise."""
    return say("mastery-home", seat=seat_key(_MOVER))


def verdict_words(chapter: str, total: int, done: bool, need: int) -> str:
    """What a finished checkpoint means: the chapter done, or how many were needed."""
    if done:
        return say("mastery-done", chapter=chapter)
    return say("mastery-not-done", chapter=chapter, need=need, total=total)


def index_words(score: int, total: int, done: bool, need: int) -> str:
    """The start page's checkpoint column for a finished checkpoint."""
    if done:
        return say("mastery-index-done", score=score, total=total)
    return say("mastery-index-not-done", score=score, total=total, need=need)


__all__ = ["bump_prompt", "home_prompt", "index_words", "reach_prompt", "verdict_words"]
