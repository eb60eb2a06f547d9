"""CourseIndex: the learner's progress through every chapter, for the start notebook.

Reads the progress file (``course_progress``) and the course (``pegs.course``) and shows, per
chapter, how many exercises are solved, whether its checkpoint is done and its stars. A button
reads the file again (other lessons write it as the learner works). A problem with the file is
shown in words; the table then starts empty. Beneath the table: how many exercises are due for
review ("3 exercises to review", ``review``), and a button that opens the review below it, a
lesson of its own (``review_model.ReviewModel``). Then a button writes the print-out for a
class without screens (``pegs.course.handout``) beside the progress file, and says where. Last,
the optional class field (``class_field``): a class code from the teacher, after which progress
is sent to them.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

import ipywidgets as ipw

from pegs import PegsError
from pegs.course import Course
from pegs.course.handout import PUZZLES, write_handout
from pegs.course.mastery import needed
from pegs.words.handout import HANDOUT_FILE, written_words
from pegs.words.mastery import index_words
from pegs.words.review import due_words, next_due_words, review_button_words

from ..lesson import lesson_say as say
from ..lesson import nav_button, show_button
from ..style import css, panel
from . import class_link
from .class_field import ClassField
from .language import Speaks, course_in, offered
from .language_links import language_links
from .progress import MAX_STARS, ON_SAVE, Progress, default_path


def progress_rows(course: Course, progress: Progress) -> list[tuple[str, str, str, str]]:
    """Per chapter: (number and title, exercises solved, checkpoint, stars) in words."""
    rows = []
    for chapter in course.chapters:
        record = progress.chapters.get(chapter.id)
        ids = {e.id for e in chapter.exercises}
        solved = len(ids & record.solved) if record else 0
        if record is not None and record.done:
            check = index_words(record.score, record.total, record.mastered, needed(record.total))
        else:
            check = say("index-not-yet")
        stars = record.stars if record else 0
        rows.append(
            (
                f"{chapter.id} {chapter.title}",
                say("index-solved-count", count=solved, total=len(ids)),
                check,
                "★" * stars + "☆" * (MAX_STARS - stars),
            )
        )
    return rows


class CourseIndex(ipw.VBox, Speaks):
    """A table of the learner's progress per chapter, with a button to read it again.

    Above it, the language picker and a link to the start page of each language offered;
    ``lang`` and ``folder`` are as ``CourseLesson``'s (a translated start page's files are in
    the folder above).
    """

    def __init__(
        self,
        *,
        progress: Progress | None = None,
        course: Course | None = None,
        lang: str | None = None,
        folder: str | os.PathLike[str] | None = None,
    ) -> None:
        self.progress = progress or Progress(default_path(Path(folder) if folder else None))
        self.start_speaking(lang, self.progress.path, offered())
        self.given_course = course
        self.course = course or course_in(self.language)
        # A translated start page is one folder down, in its own language's folder.
        page = self.language if folder is not None else "en"
        self.languages = ipw.HTML(language_links(page, up=folder is not None))
        self.table = ipw.HTML()
        self.warning = ipw.HTML()
        self.refresh_button = ipw.Button(description="", icon="refresh")
        self.refresh_button.layout.width = "auto"
        self.refresh_button.layout.align_self = "flex-start"
        self.refresh_button.on_click(lambda _b: self.refresh())
        self.review_note = ipw.HTML()
        self.review_button = nav_button("", "repeat", "info")
        self.review_button.layout.align_self = "flex-start"
        self.review_button.on_click(lambda _b: self.open_review())
        self.review_box = ipw.VBox()  # the review lesson, once opened
        self.handout_button = nav_button("", "print")
        self.handout_button.layout.align_self = "flex-start"
        self.handout_button.on_click(lambda _b: self.said(self.write_handout)())
        self.handout_note = ipw.HTML()
        self.class_field = ClassField(self.progress.path)
        super().__init__(
            [
                css(),
                ipw.HBox(
                    [self.languages, self.language_picker],
                    layout=ipw.Layout(justify_content="space-between", align_items="center"),
                ),
                self.table,
                self.warning,
                self.refresh_button,
                self.review_note,
                self.review_button,
                self.review_box,
                self.handout_button,
                self.handout_note,
                self.class_field,
            ]
        )
        self.add_class("pegs-teach")
        self.add_class("pegs-course-index")
        with self.speaking():  # the labels in the page's language, not the kernel's default
            self.say_labels()
        self._show()
        ON_SAVE.append(self._saved)
        # Progress that could not reach the teacher's server earlier is tried again now.
        class_link.sync_soon(self.progress.path, class_link.SENDER[0])

    def say_labels(self) -> None:
        """Label the buttons in the language spoken; ``redraw`` says the rest again."""
        self.refresh_button.description = say("index-refresh")
        self.review_button.description = say("index-review")
        self.handout_button.description = say("index-handout")
        self.class_field.say_labels()

    def redraw(self) -> None:
        """Say every word of the start page again in the language spoken (after a language is
        chosen); the progress is not read again."""
        self.say_labels()
        self._show()

    def _saved(self, path: Path) -> None:
        if path.resolve() == self.progress.path.resolve():
            self.refresh()

    def refresh(self) -> None:
        """Read the progress file again and redraw the table."""
        self.progress = Progress(self.progress.path, clock=self.progress.clock)
        self._show()
        self.class_field.refresh()

    def open_review(self) -> None:
        """Open a review of every exercise due now beneath the table (a lesson of its own)."""
        from .lesson import CourseLesson  # the lesson's widgets load only when asked for
        from .review_model import ReviewModel

        self.refresh()
        if not self.progress.due():
            return
        model = ReviewModel(progress=self.progress, course=self.course)
        lesson = CourseLesson("review", model=model, course=self.course, lang=self.language)
        self.review_box.children = (lesson,)

    def write_handout(self, puzzles: int = PUZZLES) -> Path | None:
        """Write the print-out beside the progress file; where it went, in words, beneath."""
        try:
            path = write_handout(self.progress.path.parent / HANDOUT_FILE, puzzles)
        except PegsError as err:
            self.handout_note.value = panel(str(err), "wrong", size=14)
            return None
        self.handout_note.value = panel(written_words(str(path), puzzles), "task", size=14)
        return path

    def retell(self, lang: str) -> None:
        """Say the start page's table again in ``lang`` (``Speaks``)."""
        self.course = self.given_course or course_in(lang)
        self.say_labels()  # the buttons and the class field too (``_heard`` speaks ``lang``)
        self._show()

    def _show(self) -> None:
        with self.speaking():
            self._draw()

    def _draw(self) -> None:
        head = "".join(
            f"<th style='text-align:left;padding:4px 12px 4px 0'>{h}</th>"
            for h in (say(f"index-{n}") for n in ("chapter", "solved", "checkpoint", "stars"))
        )
        body = "".join(
            "<tr>"
            + "".join(f"<td style='padding:4px 12px 4px 0'>{html.escape(c)}</td>" for c in row)
            + "</tr>"
            for row in progress_rows(self.course, self.progress)
        )
        self.table.value = (
            f"<table style='font-size:16px;border-collapse:collapse'><tr>{head}</tr>{body}</table>"
        )
        warning = self.progress.warning
        self.warning.value = panel(warning, "wrong", size=14) if warning else ""
        due = len(self.progress.due())
        words = due_words(due) if due else next_due_words(self.progress.next_due())
        self.review_note.value = panel(words, "task", size=16) if words else ""
        if due:
            self.review_button.description = review_button_words(due)
        show_button(self.review_button, due > 0)
