"""The lesson shell: the parts every lesson screen shares, built and drawn one way.

A progress line with its bar, the screen's title and text, the feedback on an answer (with the
rule it shows), the hint, and the Back / Try again / Show me / Next buttons. The Pegs course,
the scenario lessons and the Back Alley lesson each place these widgets in their own layout and
fill them from their model (``widgets.lesson.Stepper``); what differs between them (a board or
a table, a hand, answer buttons) stays in each screen.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as ipw

from ..style import heading, panel, stylesheet
from .words import say

#: The shell's own style (progress bar, text, buttons), for screens that add class "pegs-shell".
SHELL_CSS = stylesheet("lesson")


def nav_button(text: str, icon: str = "", style: str = "") -> ipw.Button:
    """A lesson button: large enough to hit on a projector, as wide as its words."""
    button = ipw.Button(description=text, icon=icon, button_style=style)
    button.layout.width = "auto"
    button.layout.height = "40px"
    button.layout.margin = "4px 6px 0 0"
    return button


def show_button(button: ipw.Button, visible: bool, disabled: bool = False) -> None:
    """Show or hide ``button`` (touching the page only when that changes) and enable it."""
    display = None if visible else "none"
    if button.layout.display != display:
        button.layout.display = display
    button.disabled = disabled


class LessonShell:
    """The shared widgets of a lesson screen; the screen lays them out and says what they show.

    The screen places ``css`` among its children and adds the class "pegs-shell" to itself.
    """

    def __init__(self, show_label: str | None = None, show_message: str = "shell-show") -> None:
        """Build the shared widgets; the "Show me" button says ``show_message`` (a message of
        the lesson screens' catalogue) in the language spoken, or ``show_label`` as given."""
        self.css = ipw.HTML(SHELL_CSS, layout=ipw.Layout(height="0px", margin="0"))
        self._show_label = show_label
        self._show_message = show_message
        self.progress = ipw.HTML()
        self.title = ipw.HTML()
        self.text = ipw.HTML()
        self.feedback = ipw.HTML()  # the verdict, then the rule it shows
        self.hint = ipw.HTML()
        self.back_button = nav_button("", "arrow-left")
        self.again_button = nav_button("", "undo")
        self.show_button = nav_button("", "eye")
        self.next_button = nav_button("", "arrow-right", "info")
        self.say_labels()

    def say_labels(self) -> None:
        """Label the four buttons in the language spoken (again after a language is chosen)."""
        self.back_button.description = say("shell-back")
        self.again_button.description = say("shell-again")
        self.show_button.description = self._show_label or say(self._show_message)
        self.next_button.description = say("shell-next")

    def wire(
        self,
        *,
        back: Callable[[], object],
        next: Callable[[], object],
        again: Callable[[], object],
        show: Callable[[], object],
    ) -> None:
        """Connect the four buttons to what they do."""
        self.back_button.on_click(lambda _b: back())
        self.next_button.on_click(lambda _b: next())
        self.again_button.on_click(lambda _b: again())
        self.show_button.on_click(lambda _b: show())

    def buttons(self, *extra: ipw.Button) -> ipw.HBox:
        """The row of buttons: Back, any ``extra`` of the screen, Try again, Show me, Next."""
        row = [self.back_button, *extra, self.again_button, self.show_button, self.next_button]
        return ipw.HBox(row, layout=ipw.Layout(flex_flow="row wrap"))

    # ----- drawing
    def show_progress(self, line: str, share: float | None = None) -> None:
        """The progress line in words, with a bar filled to ``share`` (0 to 1) when given."""
        bar = (
            f"<div class='pegs-progress-bar'><div style='width:{100 * share:.0f}%'></div></div>"
            if share is not None
            else ""
        )
        self.progress.value = (
            f"<div style='color:#444;font-size:15px'>{html.escape(line)}</div>{bar}"
        )

    def show_title(self, title: str) -> None:
        """The screen's title."""
        self.title.value = heading(title, 24)

    def show_text(self, body: str, size: int = 17) -> None:
        """The screen's text, already HTML (empty: nothing)."""
        self.text.value = (
            f"<div class='pegs-text' style='font-size:{size}px'>{body}</div>" if body else ""
        )

    def show_feedback(self, message: str, tone: str, rule: str = "") -> None:
        """The verdict on an answer in a coloured panel (``tone`` of ``style.panel``), the rule
        it shows beneath; an empty message clears both."""
        if not message:
            self.feedback.value = ""
            return
        line = (
            f"<div style='font-size:14px;color:#444;margin:0 0 6px'>{html.escape(rule)}</div>"
            if rule
            else ""
        )
        self.feedback.value = panel(message, tone, size=18, role="alert") + line

    def show_hint(self, hint: str) -> None:
        """The exercise's hint (empty: nothing)."""
        self.hint.value = panel(say("shell-hint", hint=hint), "task", size=16) if hint else ""

    def show_nav(self, can_back: bool, can_next: bool) -> None:
        """Back and Next, enabled where there is a screen to go to."""
        self.back_button.disabled = not can_back
        self.next_button.disabled = not can_next
