"""The hint ladder of one exercise: which step the learner took, and what it costs in stars.

Plain Python. Three steps, each asked for by the learner and each lowering the stars the
exercise can give (``MAX_STARS_AFTER``): 1, a nudge that fits the mistake of the latest wrong
answer (``pegs.course.nudge``); 2, the rule in words with the pegs it is about marked on the
board; 3, "Show me", the answer, which gives no star and sends the exercise to review.

A guard against clicking straight through: a step is offered only after a wrong answer made
since the step before (the first after the first wrong answer), so reaching "Show me" takes
three answers, as before the ladder. Counting answers, not seconds, keeps it the same on any
machine and in tests.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The steps of the ladder, in order.
NUDGE, RULE, SHOW = 1, 2, 3
#: The most stars an exercise can give once the ladder reached a step (index: steps taken).
MAX_STARS_AFTER = (3, 2, 1, 0)


@dataclass
class Ladder:
    """The steps taken at one exercise, and the wrong answers counted when the latest was."""

    taken: int = 0
    wrong_then: int = 0  # wrong answers when the latest step was taken
    nudge: str = ""  # the nudge's words, fitted to the mistake when it was asked for

    def offered(self, wrong: int) -> int | None:
        """The next step, if one is open after ``wrong`` wrong answers in all (else None)."""
        if self.taken >= SHOW or wrong <= self.wrong_then:
            return None
        return self.taken + 1

    def take(self, step: int, wrong: int) -> None:
        """Take ``step`` (it must be the one offered): its cost counts from now."""
        if self.offered(wrong) != step:
            raise ValueError(f"hint step {step} is not open now")
        self.taken = step
        self.wrong_then = wrong

    @property
    def max_stars(self) -> int:
        """The most stars the exercise can give now."""
        return MAX_STARS_AFTER[self.taken]


__all__ = ["MAX_STARS_AFTER", "NUDGE", "RULE", "SHOW", "Ladder"]
