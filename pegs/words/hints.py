"""The course's hint ladder in a learner's words: the nudges, the rule step and the stars.

Every sentence of the ladder is a Fluent message (``locales/<lang>/hints.ftl``) in the language
spoken; which nudge fits which mistake is ``pegs.course.nudge``'s, which step is open and what
each step costs is the widgets' (``widgets/lesson/locales``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .messages import say

#: The kinds of mistake a nudge is written for (``pegs.course.nudge.Mistake``), and "landing".
NUDGE_KINDS = ("hole", "peg", "card", "discard", "no-move-card", "count", "other", "landing")


class _Nudges(Mapping[str, str]):
    """The nudge for each kind of mistake, said in the language spoken when it is read."""

    def __getitem__(self, kind: str) -> str:
        if kind not in NUDGE_KINDS:
            raise KeyError(kind)
        return say(f"nudge-{kind}")

    def __iter__(self) -> Iterator[str]:
        return iter(NUDGE_KINDS)

    def __len__(self) -> int:
        return len(NUDGE_KINDS)


#: A nudge for each kind of mistake, by the mistake's name (read inside ``speaking(...)``).
NUDGES: Mapping[str, str] = _Nudges()


def nudge_words(mistake: str, hint: str = "") -> str:
    """The nudge for a mistake; the exercise's own ``hint`` where no nudge fits better."""
    if mistake == "other" and hint:
        return hint
    return NUDGES.get(mistake, hint or NUDGES["other"])


def rule_step_words(rules: list[str]) -> str:
    """The second step: the rules the exercise is about, and what the board's marks show."""
    return say("hint-rule-step", rules=" ".join(rules))


def wait_words() -> str:
    """Why the next step is not offered yet (one attempt is asked between two steps)."""
    return say("hint-wait")


def stars_words(stars: int, most: int = 3) -> str:
    """Stars in signs: "★★☆"."""
    return "★" * stars + "☆" * (most - stars)


__all__ = [
    "NUDGES",
    "NUDGE_KINDS",
    "nudge_words",
    "rule_step_words",
    "stars_words",
    "wait_words",
]
