"""The course's screens in the learner's language: the course's texts read once a language.

The lessons and the start page speak as every screen does (``widgets.language.Speaks``): the
language asked for in code (a translated notebook asks for its own), else ``?lang=``, else the
choice kept in ``.pegs-language.json`` beside the progress file (where the game app keeps it
too), else the browser's language (Voila hands its ``Accept-Language`` to the kernel when
started as ``make course`` starts it), else English. The picker offers English and the languages
the course is offered in (``pegs.course.languages.COURSE_LANGUAGES``).
"""

from __future__ import annotations

from functools import cache

from pegs.course import Chapter, Course, languages, load_course, puzzle_chapter

from ..language import Speaks


def offered() -> tuple[str, ...]:
    """The languages the course is offered in beside English (read when asked)."""
    return languages.COURSE_LANGUAGES


@cache
def course_in(lang: str) -> Course:
    """The course with its texts in ``lang`` (read once a language)."""
    return load_course(lang)


def said_again(chapter: Chapter) -> Chapter:
    """The shipped puzzles' chapter made again in the language spoken (a notebook builds it
    before the lesson knows its language); any other chapter as it is."""
    if chapter.id != "09":
        return chapter
    shipped = puzzle_chapter()
    same = [e.id for e in shipped.exercises] == [e.id for e in chapter.exercises]
    return shipped if same else chapter


__all__ = ["Speaks", "course_in", "offered", "said_again"]
