"""ClassField: the start page's field where a learner joins their teacher's class (optional).

The server's address, the class code and a name, a button to join and one to leave, and a line
saying where the learner stands. What it does is ``class_link``'s; this is only the screen.
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as ipw

from ..style import panel
from . import class_link
from . import class_words as words
from .class_link import Transport, http_transport


class ClassField(ipw.VBox):
    """Join a class with its code (and leave it); progress is then sent to the teacher."""

    def __init__(self, path: Path, *, transport: Transport = http_transport) -> None:
        self.path = path
        self.transport = transport
        link = class_link.read_link(path)
        self.server = ipw.Text(
            value=link.server if link else class_link.DEFAULT_SERVER,
            description=words.label("server"),
        )
        self.code = ipw.Text(value=link.code if link else "", description=words.label("code"))
        self.name = ipw.Text(value=link.name if link else "", description=words.label("name"))
        for box in (self.server, self.code, self.name):
            # Room for the longer labels of other languages (the pseudo-language's are longest).
            box.style.description_width = "170px"
            box.layout.width = "480px"
        self.join_button = ipw.Button(description=words.label("join"), icon="users")
        self.leave_button = ipw.Button(description=words.label("leave"))
        for button in (self.join_button, self.leave_button):
            button.layout.width = "auto"  # as wide as its label, in any language
        self.join_button.on_click(lambda _b: self.join())
        self.leave_button.on_click(lambda _b: self.leave())
        self.status = ipw.HTML()
        self.status.add_class("pegs-class-status")
        self.title = ipw.HTML()
        buttons = ipw.HBox([self.join_button, self.leave_button])
        super().__init__([self.title, self.server, self.code, self.name, buttons, self.status])
        self.add_class("pegs-class-field")
        self.say_labels()
        self._show(link)

    def say_labels(self) -> None:
        """Say the field's title, labels and buttons in the language spoken (again after a
        language is chosen); what the learner typed stays."""
        self.title.value = (
            f"<h3>{html.escape(words.label('title'))}</h3>"
            f"<p style='max-width:640px'>{html.escape(words.label('intro'))}</p>"
        )
        self.server.description = words.label("server")
        self.code.description = words.label("code")
        self.name.description = words.label("name")
        self.join_button.description = words.label("join")
        self.leave_button.description = words.label("leave")

    def join(self) -> None:
        """Join the class typed in (its first report goes at once, with the short timeout)."""
        link, why = class_link.join(
            self.path, self.server.value, self.code.value, self.name.value, self.transport
        )
        if link is None:
            self.status.value = panel(why, "wrong", size=15) if why else ""
            return
        self._show(link)

    def leave(self) -> None:
        """Leave the class: nothing is sent any more."""
        class_link.leave(self.path)
        self.code.value = ""
        self._show(None)

    def refresh(self) -> None:
        """Read the class link again (a lesson's save may have sent or queued progress)."""
        self._show(class_link.read_link(self.path))

    def _show(self, link: class_link.ClassLink | None) -> None:
        self.leave_button.layout.display = "" if link else "none"
        if link is None:
            self.status.value = panel(words.left(), size=15)
            return
        tone = "wrong" if link.problem else "info"
        self.status.value = panel(link.status(), tone, size=15)


__all__ = ["ClassField"]
