"""The course's mastery checkpoints in a learner's words: the fresh exercises' tasks and the
verdict on a checkpoint.

Every sentence of the mastery checkpoints lives here, one place, so it can move to a message
catalogue; which exercises are made, and when a chapter counts done, is ``pegs.course.mastery``'s.
"""

from __future__ import annotations


def reach_prompt(place_words: str) -> str:
    """The task of a fresh "reach a hole" exercise."""
    return f"Move Blue's peg to the hole {place_words}."


def bump_prompt(colour: str) -> str:
    """The task of a fresh "bump an opponent" exercise."""
    return f"Send {colour}'s peg back to its start."


def home_prompt() -> str:
    """The task of a fresh "go home" exercise."""
    return "Take a Blue peg into its home."


def verdict_words(chapter: str, total: int, done: bool, need: int) -> str:
    """What a finished checkpoint means: the chapter done, or how many were needed."""
    if done:
        return f"Chapter {chapter} is done."
    return (
        f"Chapter {chapter} counts as done at {need} of {total} right at the first try. "
        "Open the lesson again to try its checkpoint afresh; nothing is locked, so go on "
        "whenever you like."
    )


def index_words(score: int, total: int, done: bool, need: int) -> str:
    """The start page's checkpoint column for a finished checkpoint."""
    if done:
        return f"done: {score} of {total} at the first try"
    return f"not yet done: {score} of {total} at the first try ({need} needed)"


__all__ = ["bump_prompt", "home_prompt", "index_words", "reach_prompt", "verdict_words"]
