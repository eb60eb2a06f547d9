"""Lesson: a scripted sequence of scenarios; the student tries each task on the board.

Owns the lesson's screen: the board, the step's title, lesson text and RULES clauses, the task in
a box, the card to play (or the hand to choose from), the verdict, and Back / Try again / Show
answer / Next. The state, and the judging by the engine (``Scenario.check_answer``,
``Position.why_not``), live in ``scenario_model.LessonModel``; moves are built with the board
controller, as in a game; the parts every lesson shares are the lesson shell's
(``widgets.lesson.LessonShell``).

Usage::

    lesson = Lesson(["bump-opponent", "joker", "seven"])   # names or pegs.scenarios.Scenario
    display(lesson)
    lesson.try_move("5H 0:T10-T15")   # as if the student clicked it; returns the verdict
    lesson.next(); lesson.back(); lesson.try_again(); lesson.show_answer()
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as ipw

from pegs import Event, Move, Position
from pegs.render.describe import card_words
from pegs.scenarios import Scenario, Verdict

from ..board import RED, BoardView, HandView, card_label
from ..lesson import LessonShell
from ..lesson import lesson_say as say
from ..style import css, panel
from .scenario_model import LessonModel

_VERDICT_TONES = {"right": "right", "wrong": "wrong", "tried": "info", "shown": "info"}


class Lesson(ipw.HBox):
    """Steps through scenarios; shows each task and judges the student's move with the engine."""

    def __init__(
        self,
        steps: Scenario | str | Sequence[Scenario | str],
        *,
        size: int = 560,
        animation: str = "on",
        speed: float = 0.06,
    ) -> None:
        self.model = LessonModel(steps)
        self.board = BoardView(
            self.model.position.players, size=size, animation=animation, speed=speed
        )
        shell = self.shell = LessonShell(show_message="scenario-show")
        self.progress = shell.progress
        self.title = shell.title
        self.text = shell.text
        self.clauses = ipw.HTML()
        self.task = ipw.HTML()
        self.card_view = ipw.HTML()
        self.hand = HandView()
        self.instruction = ipw.HTML()
        self.feedback = shell.feedback
        self.back_button = shell.back_button
        self.again_button = shell.again_button
        self.answer_button = shell.show_button
        self.next_button = shell.next_button
        shell.wire(back=self.back, next=self.next, again=self.try_again, show=self.show_answer)
        self.hand.on_choose(self.model.choose_card)
        self.board.on_click(self.model.click)
        self.board.on_key(self.model.key)

        side = ipw.VBox(
            [
                css(),
                shell.css,
                self.progress,
                self.title,
                self.text,
                self.clauses,
                self.task,
                self.card_view,
                self.hand,
                self.instruction,
                self.feedback,
                shell.buttons(),
            ],
            layout=ipw.Layout(width="480px", padding="0 0 0 16px"),
        )
        super().__init__([self.board, side])
        self.add_class("pegs-teach")
        self.add_class("pegs-shell")
        self.add_class("pegs-lesson")
        self.model.listeners.append(self._changed)
        self._refresh()

    # ----- public API
    @property
    def scenario(self) -> Scenario:
        """The scenario of the current step."""
        return self.model.scenario

    @property
    def position(self) -> Position:
        """The position on the board."""
        return self.model.position

    @property
    def verdict(self) -> Verdict | None:
        """The verdict on the student's last try in this step, if any."""
        return self.model.verdict

    def try_move(self, move: Move | str) -> Verdict:
        """Make ``move`` as the student's answer; returns the verdict (also shown)."""
        return self.model.try_move(move)

    def try_again(self) -> None:
        """Put the step's position back for another try."""
        self.model.try_again()

    def show_answer(self) -> None:
        """Play one right answer on the board."""
        self.model.show_answer()

    def next(self) -> None:
        """Go to the next step."""
        self.model.next()

    def back(self) -> None:
        """Go to the step before."""
        self.model.back()

    def go(self, index: int) -> None:
        """Go to step ``index`` (0-based)."""
        self.model.go(index)

    # ----- reacting
    def _changed(self, kind: str, before: Position | None, events: tuple[Event, ...]) -> None:
        if kind == "move" and before is not None:
            self.board.animate(before, events, self.model.position, highlights=())
            self._refresh(draw=False)
            return
        self._refresh()

    def _refresh(self, draw: bool = True) -> None:
        model = self.model
        scenario = model.scenario
        position = model.position
        if draw:
            self.board.show(
                position,
                highlights=model.highlights(),
                last_move_events=model.history.last_events,
            )
        done = " ✓" if model.index in model.solved else ""
        self.shell.show_progress(model.progress() + done, (model.index + 1) / len(model.steps))
        self.shell.show_title(scenario.title)
        self.shell.show_text(html.escape(scenario.lesson))
        self.clauses.value = (
            "<div style='font-size:13px;color:#555;margin-bottom:4px'>"
            + "<br>".join(
                f"RULES {html.escape(name)}: {html.escape(summary)}"
                for name, summary in model.clauses()
            )
            + "</div>"
        )
        tone = "task" if scenario.exercise is not None else "info"
        task = model.prompt()
        if scenario.exercise is not None:
            task = say("scenario-task", task=task)
        self.task.value = panel(task, tone, size=20)
        self._show_card(position)
        self.instruction.value = (
            f"<div style='font-size:16px;color:#333;margin:4px 0'>"
            f"{html.escape(model.instruction())}</div>"
        )
        self._show_feedback()
        self.shell.show_nav(model.can_back, model.can_next)
        self.again_button.disabled = not model.answered and model.verdict is None
        self.answer_button.disabled = scenario.exercise is None

    def _show_card(self, position: Position) -> None:
        model = self.model
        hand = model.scenario.position.hand()
        if hand is not None:
            self.card_view.value = ""
            self.hand.layout.display = "flex"
            controller = model.controller
            statuses = controller.hand_status() if not model.answered else None
            self.hand.update(
                statuses,
                chosen=controller.card_index,
                title=say("lesson-hand"),
                hidden=0,
                enabled=not model.answered,
            )
            return
        self.hand.layout.display = "none"
        card = model.scenario.card
        if card is None:
            self.card_view.value = ""
            return
        red = card.is_joker or (card.suit is not None and card.suit.value in "HD")
        your_card = say("scenario-card", card=card_words(card))
        colour = RED if red else "#1A1A1A"
        self.card_view.value = (
            "<div style='display:flex;align-items:center;gap:12px;margin:6px 0'>"
            f"<div style='width:62px;height:86px;border:3px solid #1A1A1A;border-radius:8px;"
            f"display:flex;align-items:center;justify-content:center;font-size:24px;"
            f"font-weight:bold;color:{colour};background:#FFF'>{html.escape(card_label(card))}"
            "</div>"
            f"<div style='font-size:17px'>{html.escape(your_card)}</div>"
            "</div>"
        )

    def _show_feedback(self) -> None:
        model = self.model
        verdict, outcome = model.verdict, model.outcome
        if verdict is not None and outcome is not None:
            self.shell.show_feedback(verdict.message, _VERDICT_TONES[outcome])
            return
        self.feedback.value = panel(model.message, "hint", size=16, role="alert")
