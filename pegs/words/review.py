"""The course's review in a learner's words: how many are due, the screens' titles, when next.

Every sentence of the review is a Fluent message (``locales/<lang>/course.ftl``, ``review-*``)
said in the language spoken; when an exercise is due is ``widgets.course.review``'s.
"""

from __future__ import annotations

from .messages import say


def due_words(count: int) -> str:
    """How many exercises are due: "3 exercises to review" ("Nothing to review now" for 0)."""
    return say("review-due", count=max(count, 0))


def review_button_words(count: int) -> str:
    """The button that starts a review of ``count`` exercises."""
    return say("review-button", count=count)


def review_title_words(number: int, total: int, chapter: str) -> str:
    """One review screen's title: "Review 1 of 3, from 04 Bumping"."""
    return say("review-title", number=number, total=total, chapter=chapter)


def review_done_title() -> str:
    """The title of the screen after the last review exercise."""
    return say("review-done-title")


def review_done_words() -> str:
    """What happens to the exercises just reviewed."""
    return say("review-done")


def next_due_words(seconds: float | None) -> str:
    """When the next exercise of review is due, from now ("" when none is waiting)."""
    if seconds is None:
        return ""
    hours = seconds / 3600
    if hours < 1:
        return say("review-next", when="hour", hours=0, days=0)
    if hours < 36:
        return say("review-next", when="hours", hours=round(hours), days=0)
    return say("review-next", when="days", hours=round(hours), days=round(hours / 24))


__all__ = [
    "due_words",
    "next_due_words",
    "review_button_words",
    "review_done_title",
    "review_done_words",
    "review_title_words",
]
