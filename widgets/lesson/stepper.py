"""The lesson stepper: screens in order, the learner's tries at each exercise, what they open.

Plain Python, no ipywidgets and no game. The Pegs course (``widgets.course.CourseModel``), the
scenario lessons (``widgets.course.LessonModel``) and the Back Alley lesson
(``widgets.backalley.BALessonModel``) all build on it. It owns the navigation (Back, Next, a
jump to a screen, the "Screen 4 of 12" line) and the record of tries at each exercise (wrong
tries, solved, shown, how the first answer went, the feedback on show), and it decides the
gates every course shares: the hint opens after a wrong try, "Show me" after three, both only
while the exercise is open and unsolved. Each game's model says what a screen shows and how an
answer is judged (by its engine).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from .words import say

#: Wrong tries before "Show me" is offered (issue 13).
SHOW_ME_AFTER = 3


class Judged(Protocol):
    """A verdict on an answer, as every game's course gives one: right or not."""

    @property
    def correct(self) -> bool:
        """True when the answer was right."""
        ...


StepT = TypeVar("StepT")
FeedbackT = TypeVar("FeedbackT", bound=Judged)
KeyT = TypeVar("KeyT", bound=Hashable)


@dataclass
class Tries(Generic[FeedbackT]):
    """The learner's tries at one exercise, and the feedback on show for it."""

    wrong: int = 0
    first_right: bool | None = None  # how the first judged answer went
    solved: bool = False  # ever answered right (kept through Try again)
    shown: bool = False  # ever shown with "Show me"
    open: bool = True  # taking answers now: closed by a right answer or "Show me"
    feedback: FeedbackT | None = None

    @property
    def finished(self) -> bool:
        """True once the exercise was solved or its answer shown."""
        return self.solved or self.shown

    @property
    def first_try(self) -> bool:
        """Solved without a wrong try and without being shown."""
        return self.solved and not self.wrong and not self.shown

    @property
    def hint_open(self) -> bool:
        """True once a wrong try was made at an exercise still open and unsolved."""
        return self.wrong > 0 and self.open and not self.solved

    @property
    def show_me_open(self) -> bool:
        """True after ``SHOW_ME_AFTER`` wrong tries at an exercise still open and unsolved."""
        return self.wrong >= SHOW_ME_AFTER and self.open and not self.solved

    def judged(self, feedback: FeedbackT) -> None:
        """Count one judged answer: a right one solves and closes the exercise."""
        if self.first_right is None:
            self.first_right = feedback.correct
        self.feedback = feedback
        if feedback.correct:
            self.solved = True
            self.open = False
        else:
            self.wrong += 1

    def show(self, feedback: FeedbackT) -> None:
        """The answer is shown ("Show me"): the exercise closes, a first try is lost."""
        self.shown = True
        self.open = False
        if self.first_right is None:
            self.first_right = False
        self.feedback = feedback

    def reopen(self) -> None:
        """Clear the feedback and take answers again (Try again); the record so far is kept."""
        self.feedback = None
        self.open = True


class Stepper(Generic[StepT, KeyT, FeedbackT]):
    """Steps through screens in order and keeps the tries at each exercise, by a key of its own.

    A model built on it calls ``Stepper.__init__`` with its steps and overrides ``_enter`` to
    set up the screen it arrives at (called by ``go``, after ``index`` changed).
    """

    #: What one step is called in the progress line ("Screen 4 of 12", "Step 2 of 5").
    noun = "Screen"
    #: What holds the steps, for the message of a jump past the end ("the chapter has 9").
    whole = "lesson"

    def __init__(self, steps: Sequence[StepT]) -> None:
        self.steps: list[StepT] = list(steps)
        self.index = 0
        self.record: dict[KeyT, Tries[FeedbackT]] = {}

    @property
    def step(self) -> StepT:
        """The step on screen."""
        return self.steps[self.index]

    @property
    def can_back(self) -> bool:
        """True when there is a screen before this one."""
        return self.index > 0

    @property
    def can_next(self) -> bool:
        """True when there is a screen after this one."""
        return self.index < len(self.steps) - 1

    def where(self) -> str:
        """Where the learner is: "Screen 4 of 12"."""
        kind = self.noun.lower()
        return say("shell-where", kind=kind, number=self.index + 1, total=len(self.steps))

    def next(self) -> None:
        """Go to the next screen (nothing after the last)."""
        if self.can_next:
            self.go(self.index + 1)

    def back(self) -> None:
        """Go to the screen before (nothing before the first)."""
        if self.can_back:
            self.go(self.index - 1)

    def go(self, index: int) -> None:
        """Go to screen ``index`` (0-based) and set it up afresh; the tries so far are kept."""
        if not 0 <= index < len(self.steps):
            raise IndexError(
                f"there is no {self.noun.lower()} {index + 1}: the {self.whole} has "
                f"{len(self.steps)}"
            )
        self.index = index
        self._enter()

    def _enter(self) -> None:
        """Set up the step just arrived at (a model's own screen state)."""

    def tries_at(self, key: KeyT) -> Tries[FeedbackT]:
        """The tries at the exercise ``key`` (a fresh record the first time)."""
        return self.record.setdefault(key, Tries())

    def first_tries(self, keys: Sequence[KeyT]) -> int:
        """How many of the exercises ``keys`` were answered right at the first answer."""
        return sum(1 for key in keys if key in self.record and self.record[key].first_right)
