"""The lesson's answering parts: the hint ladder's button and stars, the review note, the hand
and the answer buttons, each redrawn from the model (a part of ``CourseLesson``)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import ipywidgets as ipw

from pegs import Card
from pegs.course import ExerciseKind
from pegs.words.messages import say as pegs_say
from pegs.words.names import card_args
from pegs.words.review import due_words, next_due_words, review_button_words

from ..board import CardStatus, HandView
from ..lesson import lesson_say as say
from ..lesson import show_button
from ..style import panel
from .model import CourseModel
from .review_model import REVIEW

_T = TypeVar("_T")


def the_card(card: Card) -> str:
    """A card named as a tooltip names it, in the language spoken ("the 8 of clubs")."""
    return pegs_say("story-the-card", **card_args(card))


class LessonParts:
    """Redraws the parts of a lesson a learner answers with (mixed into ``CourseLesson``)."""

    model: CourseModel
    hint_button: ipw.Button
    stars: ipw.HTML
    review_note: ipw.HTML
    review_button: ipw.Button
    hand: HandView
    choice_box: ipw.VBox
    choice_buttons: list[ipw.Button]

    if TYPE_CHECKING:

        def said(self, action: Callable[[], _T]) -> Callable[[], _T]: ...

    def _show_ladder(self) -> None:
        """The hint button names the ladder's next step and its cost; the stars line beneath."""
        model = self.model
        step = model.hint_step
        taken = model.ladder.taken if model.exercise is not None else 0
        step_name = ("ladder-hint", "ladder-rule")[min(taken, 1)]  # "Hint", then "Show the rule"
        label = say(step_name)
        if self.hint_button.description != label:
            self.hint_button.description = label
        self.hint_button.tooltip = say(f"{step_name}-cost")
        show_button(self.hint_button, model.exercise is not None and taken < 2, step is None)
        line = model.stars_line()
        self.stars.value = (
            f"<div class='pegs-stars' style='font-size:16px;color:#333;margin:2px 0'>"
            f"{html.escape(line)}</div>"
            if line
            else ""
        )

    def _show_review(self) -> None:
        """On the last screen: how many of the chapter's exercises are due, and a Review button."""
        model = self.model
        last = not model.can_next
        chapters = None if model.chapter.id == REVIEW else [model.chapter.id]
        due = len(model.progress.due(chapters)) if last else 0
        note = ""
        if last:
            words = due_words(due) if due else next_due_words(model.progress.next_due(chapters))
            note = panel(words, "task", size=16) if words else ""
        if self.review_note.value != note:
            self.review_note.value = note
        if due:
            self.review_button.description = review_button_words(due)
        show_button(self.review_button, due > 0)

    def _show_hand(self) -> None:
        model = self.model
        hand = model.hand()
        if not hand:
            if self.hand.layout.display != "none":
                self.hand.layout.display = "none"
            return
        if self.hand.layout.display != "flex":
            self.hand.layout.display = "flex"
        # Every card looks alike: greying out unplayable cards would give answers away.
        statuses = [CardStatus(card, True, "") for card in hand]
        exercise = model.exercise
        choosing = exercise is not None and exercise.kind is ExerciseKind.CHOOSE_CARD
        title = say("lesson-hand-choose" if choosing else "lesson-hand")
        open_ = model.tries.open and not model.answered
        self.hand.update(statuses, chosen=model.chosen_card, title=title, enabled=open_)
        for button, card in zip(self.hand.buttons, hand, strict=False):
            button.tooltip = the_card(card)

    def _make_choices(self) -> None:
        choices = self.model.choices()
        self.choice_buttons = []
        for choice in choices:
            button = ipw.Button(description=choice, layout=ipw.Layout(width="100%"))
            button.add_class("pegs-choice")
            button.on_click(lambda _b, c=choice: self.said(lambda: self.model.choose(c))())
            self.choice_buttons.append(button)
        self.choice_box.children = tuple(self.choice_buttons)
        self.choice_box.layout.display = "flex" if choices else "none"

    def _show_choices(self) -> None:
        model = self.model
        chosen = model.chosen_choice
        feedback = model.feedback
        for button in self.choice_buttons:
            style = ""
            if button.description == chosen and feedback is not None:
                style = "success" if feedback.correct or model.showing else "danger"
            button.button_style = style
            button.disabled = not model.tries.open
