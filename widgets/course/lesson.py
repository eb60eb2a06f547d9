"""CourseLesson: one chapter of the course as one widget, one screen at a time.

Shows the screen's title and text, the board (with its reading aids when the screen asks, or
when the learner switches them on), the task, the input the exercise's kind needs (board clicks,
a hand of cards, answer buttons), the feedback in words, the hint ladder (a Hint button after a
wrong try: a nudge, then the rule with its pegs marked, then "Show me", each costing stars and
each opened by an answer after the step before), Try again, Back and Next, a progress line
and, at the end, the checkpoint's score.
The flow, the judging (by ``pegs.course``) and the saved progress live in
``model.CourseModel``; the parts every lesson shares (progress, title, text, feedback, hint,
buttons) are the lesson shell's (``widgets.lesson.LessonShell``); this module only lays out and
redraws.

Usage (in a notebook, in a hidden cell)::

    from widgets import CourseLesson
    CourseLesson("04")
"""

from __future__ import annotations

import html
import os
from pathlib import Path

import ipywidgets as ipw
import mistune

from pegs import Event, Position
from pegs.course import Chapter, Course

from ..board import BoardView, HandView
from ..lesson import LessonShell, nav_button, show_button
from ..lesson import lesson_say as say
from ..style import css, panel, stylesheet
from .language import Speaks, course_in, offered, said_again
from .lesson_parts import LessonParts
from .model import BOARD_KINDS, CourseModel
from .onward import onward_html
from .progress import Progress, default_path
from .review_model import REVIEW, ReviewModel

_markdown = mistune.create_markdown(escape=True)

#: Extra style for the course: large answer buttons that wrap long reasons (``course.css``).
COURSE_CSS = stylesheet("course")


#: Board size (CSS pixels) for a chapter whose largest board has this many players: the holes
#: of a 6- or 8-player board sit closer, so the board grows to keep them easy to click.
BOARD_SIZES = {4: 480, 6: 540, 8: 600}


def board_size(chapter: Chapter) -> int:
    """The board size a chapter needs, from the largest board among its screens and exercises."""
    boards = [e.position.players for e in chapter.exercises]
    boards += [s.position.players for s in chapter.screens if s.position is not None]
    return BOARD_SIZES[max(boards, default=4)]


def markdown_html(text: str) -> str:
    """A screen's markdown text as HTML (any HTML in it is shown as text, not run)."""
    return str(_markdown(text))


class CourseLesson(ipw.HBox, Speaks, LessonParts):
    """One chapter of the course: its screens, exercises and checkpoint, answered by clicking.

    ``lang`` chooses its language (else the page's ``?lang=``, the remembered choice, English:
    ``language.Speaks``); ``folder`` is where the course keeps its files (progress and the
    language chosen) when not beside the notebook: a translated lesson's is the folder above.
    """

    def __init__(
        self,
        chapter: Chapter | str,
        *,
        size: int | None = None,
        animation: str = "on",
        speed: float = 0.05,
        progress: Progress | None = None,
        course: Course | None = None,
        model: CourseModel | None = None,
        lang: str | None = None,
        folder: str | os.PathLike[str] | None = None,
    ) -> None:
        if model is not None:
            progress = model.progress
        elif progress is None:
            progress = Progress(default_path(Path(folder) if folder is not None else None))
        self.start_speaking(lang, progress.path, offered())
        self.course = course  # None: the course shipped, in the language spoken
        with self.speaking():
            if isinstance(chapter, Chapter):
                chapter = said_again(chapter)
            shipped = course or course_in(self.language)
            self.model = model or CourseModel(chapter, progress=progress, course=shipped)
        model = self.model
        size = size or board_size(model.chapter)
        self.board = BoardView(model.position.players, size=size, animation=animation, speed=speed)
        self.board.language = self.language  # the words drawn on it: labels, caption, legend
        self.board.set_aids(model.aids)
        self.aids_box = ipw.Checkbox(
            value=model.aids,
            description="",
            indent=False,
            layout=ipw.Layout(width="auto"),
        )
        shell = self.shell = LessonShell()
        self.progress_line = shell.progress
        self.title = shell.title
        self.text = shell.text
        self.task = ipw.HTML()
        self.given = ipw.HTML()
        self.hand = HandView()
        self.choice_box = ipw.VBox(layout=ipw.Layout(margin="4px 0"))
        self.choice_buttons: list[ipw.Button] = []
        self.instruction = ipw.HTML()
        self.message = ipw.HTML()
        self.feedback = shell.feedback
        self.rule = shell.feedback  # the rule is shown beneath the verdict, in the same widget
        self.hint = shell.hint
        self.warning = ipw.HTML()
        self.back_button = shell.back_button
        self.again_button = shell.again_button
        self.show_button = shell.show_button
        self.hint_button = nav_button("", "lightbulb-o")
        self.stars = ipw.HTML()
        self.discard_button = nav_button("")
        self.discard_button.layout.align_self = "flex-start"
        self.demo_button = nav_button("")
        self.next_button = shell.next_button
        # The last screen's way on: the next lesson, drawn like Next (widgets.course.onward).
        self.onward = ipw.HTML()
        # The course takes no keys, so the hand's key numbers would only confuse.
        self.hand.show_keys(False)

        # Every button asks the model on screen: a review started here takes the lesson's place.
        shell.wire(
            back=self.said(lambda: self.model.back()),
            next=self.said(lambda: self.model.next()),
            again=self.said(lambda: self.model.try_again()),
            show=self.said(lambda: self.model.show_me()),
        )
        self.hint_button.on_click(lambda _b: self.said(self.model.hint_next)())
        self.discard_button.on_click(lambda _b: self.said(self.model.discard)())
        self.demo_button.on_click(lambda _b: self.said(self.model.show_demo)())
        self.review_note = ipw.HTML()
        self.review_button = nav_button("", "repeat", "info")
        self.review_button.layout.align_self = "flex-start"
        self.review_button.on_click(lambda _b: self.said(self.start_review)())
        # Only the learner's click is a choice: the box set to follow a screen is not one.
        self._syncing_aids = False
        self.aids_box.observe(self._aids_clicked, names="value")
        self.hand.on_choose(lambda index: self.said(lambda: self.model.choose_card(index))())
        self.board.on_click(lambda hit: self.said(lambda: self.model.click(hit))())

        left = ipw.VBox([self.board, self.aids_box], layout=ipw.Layout(flex="none"))
        side = ipw.VBox(
            [
                css(),
                shell.css,
                ipw.HTML(COURSE_CSS, layout=ipw.Layout(height="0px", margin="0")),
                self.language_picker,
                self.progress_line,
                self.title,
                self.text,
                self.task,
                self.given,
                self.hand,
                self.discard_button,
                self.choice_box,
                self.instruction,
                self.message,
                self.feedback,
                self.hint,
                self.stars,
                shell.buttons(self.demo_button, self.hint_button),
                self.review_note,
                self.review_button,
                self.onward,
                self.warning,
            ],
            layout=ipw.Layout(width="470px", padding="0 0 0 16px"),
        )
        super().__init__([left, side])
        self.add_class("pegs-teach")
        self.add_class("pegs-shell")
        self.add_class("pegs-course")
        model.listeners.append(self._changed)
        self._step_shown = -1
        with self.speaking():  # the labels in the lesson's language, not the kernel's default
            self.say_labels()
        self._refresh(draw=True)

    def say_labels(self) -> None:
        """Label the buttons and the aids box in the language spoken (``redraw`` says it all)."""
        self.shell.say_labels()
        self.show_button.tooltip = say("ladder-show-cost")
        self.aids_box.description = say("lesson-aids")
        self.discard_button.description = say("lesson-discard")
        self.discard_button.tooltip = say("lesson-discard-tip")
        self.demo_button.description = say("lesson-demo")
        self.review_button.description = say("lesson-review")

    def redraw(self) -> None:
        """Say every word of the screen again in the language spoken now (after a language is
        chosen): the labels, the step's title and text, the task and the lines; the answers
        given, the board and the progress stay. (Feedback already given keeps its words.)"""
        self.say_labels()
        self._step_shown = -1
        self._refresh(draw=False)

    # ----- public API (what a teacher or a test may call)
    @property
    def position(self) -> Position:
        """The position on the board."""
        return self.model.position

    def next(self) -> None:
        """Go to the next screen."""
        self.model.next()

    def back(self) -> None:
        """Go to the screen before."""
        self.model.back()

    def go(self, index: int) -> None:
        """Go to screen ``index`` (0-based)."""
        self.model.go(index)

    def start_review(self) -> None:
        """Review this chapter's exercises that are due (every chapter's, in a review)."""
        old = self.model
        chapters = None if old.chapter.id == REVIEW else [old.chapter.id]
        if not old.progress.due(chapters):
            self._refresh(draw=False)  # nothing due any more: the note says when
            return
        course = self.course or course_in(self.language)
        self.model = ReviewModel(progress=old.progress, course=course, chapters=chapters)
        old.listeners.remove(self._changed)
        self.model.listeners.append(self._changed)
        self._step_shown = -1
        self._refresh(draw=True)

    # ----- reacting
    def _aids_clicked(self, change: dict[str, object]) -> None:
        if not self._syncing_aids:
            self.said(lambda: self.model.set_aids(bool(change["new"])))()

    def _changed(self, kind: str, before: Position | None, events: tuple[Event, ...]) -> None:
        if kind == "move" and before is not None:
            # Words first, so the feedback is on screen while the pegs move.
            self._refresh(draw=False)
            self.board.animate(before, events, self.model.position, highlights=())
            return
        self._refresh(draw=True)

    def retell(self, lang: str) -> None:
        """Say the lesson again in ``lang``: the same screen, tries and progress kept."""
        model = self.model
        course = course_in(lang)
        if self.course is None and model.chapter.id in {c.id for c in course.chapters}:
            model.retell(course.chapter(model.chapter.id))  # a review keeps its texts
        elif (again := said_again(model.chapter)) is not model.chapter:
            model.retell(again)  # the shipped puzzles, in ``lang``
        self.say_labels()  # the buttons and the aids box too (``_heard`` speaks ``lang`` here)
        self.board.language = lang
        self._step_shown = -1
        self._refresh(draw=True)

    def _refresh(self, draw: bool) -> None:
        with self.speaking():
            self._redraw(draw)

    def _redraw(self, draw: bool) -> None:
        model = self.model
        step = model.step
        exercise = model.exercise
        new_step = self._step_shown != model.index
        if self.board.aids != model.aids:
            self.board.set_aids(model.aids)
        if self.aids_box.value != model.aids:
            self._syncing_aids = True
            try:
                self.aids_box.value = model.aids
            finally:
                self._syncing_aids = False
        if draw:
            self.board.show(model.position, highlights=model.highlights())
        if new_step:
            self._step_shown = model.index
            self._show_step_text()
            self._make_choices()
        self.task.value = panel(model.prompt(), "task", size=19) if model.prompt() else ""
        given = model.given_words() if exercise is not None else ""
        self.given.value = (
            f"<div style='font-size:16px;color:#333;margin:2px 0 6px'>"
            f"{html.escape(say('lesson-the-move', move=given))}</div>"
            if given
            else ""
        )
        self._show_hand()
        self._show_choices()
        self.instruction.value = (
            f"<div style='font-size:16px;color:#333;margin:4px 0'>"
            f"{html.escape(model.instruction())}</div>"
        )
        self.message.value = panel(model.message, "hint", size=16, role="status")
        feedback = model.feedback
        if feedback is not None:
            tone = "right" if feedback.correct else ("info" if model.showing else "wrong")
            self.shell.show_feedback(feedback.message, tone, feedback.rule)
        else:
            self.shell.show_feedback("", "")
        # Shown once: some feedback already ends with the hint.
        hint = model.hint if feedback is None or model.hint not in feedback.message else ""
        self.shell.show_hint(hint)
        self.warning.value = (
            panel(model.progress.warning, "wrong", size=14) if model.progress.warning else ""
        )
        self.shell.show_nav(model.can_back, model.can_next)
        show_button(self.next_button, model.can_next, not model.can_next)
        course = self.course or course_in(self.language)  # names the next lesson
        onward = "" if model.can_next else onward_html(model.chapter.id, course)
        if self.onward.value != onward:
            self.onward.value = onward
        show_button(self.again_button, exercise is not None, not model.can_try_again)
        show_button(self.show_button, exercise is not None, not model.can_show_me)
        self._show_ladder()
        self._show_review()
        board_move = exercise is not None and exercise.kind in BOARD_KINDS and bool(model.hand())
        show_button(self.discard_button, board_move, not model.can_discard)
        demo = step.screen is not None and bool(step.screen.demo) and exercise is None
        show_button(self.demo_button, demo)
        self._show_progress()

    def _show_step_text(self) -> None:
        model = self.model
        step = model.step
        self.shell.show_title(step.heading())
        if step.kind == "score":
            self.shell.show_text(html.escape(model.score_words()), size=18)
            return
        self.shell.show_text(markdown_html(step.text) if step.text else "")

    def _show_progress(self) -> None:
        model = self.model
        done = len(model.done_ids())
        total = len(model.chapter.exercises)
        solved = "yes" if model.solved_before() else "no"
        line = say(
            "lesson-progress", where=model.progress_line(), solved=solved, done=done, total=total
        )
        self.shell.show_progress(line, (model.index + 1) / len(model.steps))
        if model.step.kind == "score":
            self._show_step_text()  # the score changes as checkpoint exercises are finished
