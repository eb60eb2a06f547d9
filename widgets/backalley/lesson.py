"""BackAlleyLesson: the Back Alley lesson as one widget, one screen at a time, answered by clicks.

Shows the screen's title and text, the table in words (deal, trump, bids, the cards on the
table), your hand as card buttons, the answer buttons of a choice question, the feedback in
words with the rule, the hint after a wrong try, "Show me" after three, Try again, Back and
Next, and a progress line. Teaching screens with a demo have a button that plays the next bid or
card. The flow lives in ``lesson_model.BALessonModel``, the content and judging in
``backalley.lessons``, the parts every lesson shares in the lesson shell
(``widgets.lesson.LessonShell``, as in the Pegs course); this module only lays out and redraws
(plain HTML widgets, no canvas).

Usage (in a notebook, in a hidden cell)::

    from widgets.backalley.lesson import BackAlleyLesson
    BackAlleyLesson()
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Callable
from pathlib import Path

import ipywidgets as ipw

from backalley.cards import Card
from backalley.lessons import CHOICE, BALesson, load_lesson
from backalley.words import lesson_screen as words
from backalley.words.table import card_label
from pegs.course import languages
from pegs.words.messages import speaking

from ..language import Speaks
from ..lesson import LessonShell, show_button
from ..style import css, panel
from .lesson_model import BALessonModel

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def text_html(text: str) -> str:
    """Lesson text as HTML: paragraphs at blank lines, **bold**; any HTML is shown as text."""
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    out = []
    for p in paragraphs:
        escaped = _BOLD.sub(r"<b>\1</b>", html.escape(p))
        out.append(f"<p style='margin:0 0 8px 0'>{escaped}</p>")
    return "".join(out)


def card_style(card: str) -> str:
    """The text colour of a card button (its notation): red for hearts, diamonds and the
    bloopers."""
    return "#B71C1C" if card.endswith(("H", "D", "BB", "LB")) else "#1A1A1A"


class BackAlleyLesson(ipw.VBox, Speaks):
    """The Back Alley lesson: teaching screens, demos and exercises, answered by clicking.

    ``lang`` chooses its language (else the page's ``?lang=``, the choice remembered beside the
    notebook, English): its texts, its feedback and the engine's words; its picker switches it.
    ``folder`` is where the course keeps the choice when not beside the notebook (a translated
    lesson's is the folder above).
    """

    def __init__(
        self,
        lesson: BALesson | None = None,
        *,
        lang: str | None = None,
        folder: str | os.PathLike[str] | None = None,
    ) -> None:
        where = Path.cwd() / (folder or "") / "lesson"  # the choice is kept in this folder
        self.start_speaking(lang, where, languages.COURSE_LANGUAGES)
        self.given_lesson = lesson
        with speaking(self.language):
            self.model = BALessonModel(lesson or load_lesson(self.language))
        shell = self.shell = LessonShell()
        self.progress = shell.progress
        self.title = shell.title
        self.text = shell.text
        self.news = ipw.HTML()
        self.table = ipw.HTML()
        self.demo_button = ipw.Button(icon="play", layout=ipw.Layout(width="auto"))
        self.demo_log = ipw.HTML()
        self.task = ipw.HTML()
        self.hand_label = ipw.HTML()
        self.hand = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self.other_hands = ipw.HTML()
        self.choices = ipw.VBox()
        self.instruction = ipw.HTML()
        self.feedback = shell.feedback
        self.hint = shell.hint
        self.back_button = shell.back_button
        self.next_button = shell.next_button
        self.again_button = shell.again_button
        self.show_button = shell.show_button
        m = self.model
        shell.wire(
            back=lambda: self._do(m.back),
            next=lambda: self._do(m.next),
            again=lambda: self._do(m.try_again),
            show=lambda: self._do(m.show_me),
        )
        self.demo_button.on_click(lambda _: self._do(self.model.step_demo))
        super().__init__(
            [
                css(),
                shell.css,
                self.language_picker,
                self.progress,
                self.title,
                self.text,
                self.news,
                self.table,
                self.demo_button,
                self.demo_log,
                self.task,
                self.hand_label,
                self.hand,
                self.other_hands,
                self.choices,
                self.instruction,
                self.feedback,
                self.hint,
                shell.buttons(),
            ],
            layout=ipw.Layout(max_width="820px", padding="4px 8px"),
        )
        self.add_class("pegs-teach")
        self.add_class("pegs-shell")
        self.add_class("pegs-ba-lesson")
        self.redraw()

    # ----- clicks (also used by tests, as a learner's click would)
    def click_card(self, card: str) -> None:
        """The learner clicked a card of the hand."""
        self._do(lambda: self.model.choose_card(card))

    def click_choice(self, choice: str) -> None:
        """The learner clicked an answer button."""
        self._do(lambda: self.model.choose(choice))

    def retell(self, lang: str) -> None:
        """Say the lesson again in ``lang``: the same screen, tries and answer (``Speaks``)."""
        m = self.model
        if self.given_lesson is None:
            m.lesson = load_lesson(lang)
            m.steps = list(m.lesson.screens)  # the same screens, their texts in ``lang``
        ex, tries = m.exercise, m.this_try
        if ex is not None and tries is not None and tries.feedback is not None and m.chosen:
            tries.feedback = ex.judge(m.chosen)  # its verdict said again (the answer is kept)
        if m.demo_done:
            m.demo_lines = [words for _, words in m.screen.demo_steps()[: m.demo_done]]
        self.redraw()

    def _do(self, action: Callable[[], object]) -> None:
        with speaking(self.language):
            action()
        self.redraw()

    # ----- drawing
    def redraw(self) -> None:
        """Show the model's current screen (in the lesson's language)."""
        with speaking(self.language):
            self.shell.say_labels()  # made before the language was known, and after a switch
            self._draw()

    def _draw(self) -> None:
        m = self.model
        screen = m.screen
        ex = m.exercise
        self.shell.show_progress(m.progress_line, (m.index + 1) / len(m.steps))
        self.shell.show_title(screen.title)
        self.shell.show_text(text_html(screen.text))
        news = screen.news or m.closing_words
        self.news.value = panel(news, "right" if m.closing_words else "info") if news else ""
        lines = m.table_lines()
        self.table.value = (
            "<div style='background:#F1F8E9;border:1px solid #9CCC65;border-radius:6px;"
            "padding:6px 12px;margin:6px 0;font-size:17px;line-height:1.5'>"
            + "".join(f"<div>{html.escape(line)}</div>" for line in lines)
            + "</div>"
            if lines
            else ""
        )
        self.demo_button.description = m.demo_button
        show_button(self.demo_button, m.can_step_demo)
        self.demo_log.value = "".join(panel(w, "info") for w in m.demo_lines)
        self.task.value = panel(ex.prompt, "task", role="note") if ex is not None else ""
        self._draw_hand()
        self._draw_choices()
        self.instruction.value = (
            f"<div style='color:#555'>{html.escape(m.instruction)}</div>" if m.instruction else ""
        )
        fb = m.feedback
        if fb is None:
            self.shell.show_feedback("", "")
        else:
            tone = "right" if fb.correct else "wrong"
            self.shell.show_feedback(fb.message, tone, words.rule_line(fb.rule))
        self.shell.show_hint(m.hint)
        self.shell.show_nav(m.can_back, m.can_next)
        show_button(self.again_button, m.can_try_again)
        show_button(self.show_button, m.can_show_me)

    def _draw_hand(self) -> None:
        m = self.model
        hands = dict(m.hands())
        if 0 not in hands:
            self.hand_label.value = ""
            self.hand.children = ()
        else:
            self.hand_label.value = f"<b>{html.escape(words.your_hand())}</b>"
            buttons = []
            for notation, face, clickable in m.hand_buttons():
                b = ipw.Button(
                    description=face,
                    disabled=not clickable,
                    layout=ipw.Layout(width="auto", min_width="64px", height="44px"),
                    tooltip=face,
                )
                b.style.text_color = card_style(notation)
                b.style.font_weight = "bold"
                b.add_class("pegs-ba-card")
                if m.chosen == notation:
                    b.style.button_color = "#FFE082"
                b.on_click(lambda _, n=notation: self.click_card(n))
                buttons.append(b)
            self.hand.children = tuple(buttons)
        others = [(s, h) for s, h in m.hands() if s != 0]
        self.other_hands.value = "".join(
            f"<div><b>{html.escape(words.seat_label(s))}</b>: "
            f"{html.escape(' '.join(_face(c) for c in h))}</div>"
            for s, h in others
        )

    def _draw_choices(self) -> None:
        m = self.model
        ex = m.exercise
        if ex is None or ex.kind != CHOICE:
            self.choices.children = ()
            return
        buttons = []
        for choice in ex.choices:
            layout = ipw.Layout(width="auto", min_width="120px", height="auto")
            b = ipw.Button(description=ex.label(choice), disabled=m.answered, layout=layout)
            b.add_class("pegs-ba-choice")
            if m.chosen == choice:
                b.style.button_color = "#FFE082"
            b.on_click(lambda _, c=choice: self.click_choice(c))
            buttons.append(b)
        self.choices.children = (ipw.HBox(buttons, layout=ipw.Layout(flex_flow="row wrap")),)


def _face(card: Card) -> str:
    """A card as the lesson shows it, in the language spoken ("10♥", "Big Blooper")."""
    return card_label(card)


__all__ = ["BackAlleyLesson", "text_html"]
