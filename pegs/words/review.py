"""The course's review in a learner's words: how many are due, the screens' titles, when next.

Every sentence of the review lives here, one place, so it can move to a message catalogue; when
an exercise is due is ``widgets.course.review``'s.
"""

from __future__ import annotations


def due_words(count: int) -> str:
    """How many exercises are due: "3 exercises to review" ("Nothing to review now" for 0)."""
    if count <= 0:
        return "Nothing to review now."
    return f"{count} exercise{'s' if count != 1 else ''} to review."


def review_button_words(count: int) -> str:
    """The button that starts a review of ``count`` exercises."""
    return f"Review {count} exercise{'s' if count != 1 else ''}"


def review_title_words(number: int, total: int, chapter: str) -> str:
    """One review screen's title: "Review 1 of 3, from 04 Bumping"."""
    return f"Review {number} of {total}, from {chapter}"


def review_done_title() -> str:
    """The title of the screen after the last review exercise."""
    return "Review done"


def review_done_words() -> str:
    """What happens to the exercises just reviewed."""
    return (
        "That is all for now. An exercise you answered right at your first go comes back after "
        "a longer wait each time (1 day, then 3 days, a week, a month); one you missed, or asked "
        "to be shown, comes back in 4 hours."
    )


def next_due_words(seconds: float | None) -> str:
    """When the next exercise of review is due, from now ("" when none is waiting)."""
    if seconds is None:
        return ""
    hours = seconds / 3600
    if hours < 1:
        when = "within the hour"
    elif hours < 36:
        when = f"in about {round(hours)} hour{'s' if round(hours) != 1 else ''}"
    else:
        days = round(hours / 24)
        when = f"in about {days} days"
    return f"The next exercise to review comes back {when}."


__all__ = [
    "due_words",
    "next_due_words",
    "review_button_words",
    "review_done_title",
    "review_done_words",
    "review_title_words",
]
