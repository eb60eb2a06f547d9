"""The languages the course is translated into, and the ones it offers learners.

A language is offered (shown in the course's picker, its start page linked, and held to the
completeness check in ``make test``) once its translation is complete: the list grows by hand,
one language at a time, when a translation lands with 0 missing and 0 stale texts.
"""

from __future__ import annotations

#: Every language the course has a catalogue for (``pegs/course/content/locales/<lang>.po``).
TRANSLATED = ("sv", "it", "sq", "fi")
#: The languages offered for the course beside English (each complete; the check fails if not).
COURSE_LANGUAGES: tuple[str, ...] = ("sv", "it", "sq", "fi")

__all__ = ["COURSE_LANGUAGES", "TRANSLATED"]
