"""The shared look of the teaching widgets (explorer, editor, lesson): large type for projection.

Owns the teaching style sheet's widget (its CSS is in ``teach.css``) and the HTML of a few
recurring pieces (a heading, a message panel, a seat label). It holds no state and no rules;
the widgets decide what to say.
"""

from __future__ import annotations

import html

import ipywidgets as ipw

from pegs.render.colours import seat_name

from .sheets import stylesheet

#: Kinds of message panel and their (text colour, background, border) colours.
TONES = {
    "right": ("#0B5A2A", "#E3F4E8", "#2E7D32"),
    "wrong": ("#7A0C2E", "#FCE4EC", "#C2185B"),
    "info": ("#1A1A1A", "#F1F3F4", "#9E9E9E"),
    "task": ("#1A1A1A", "#FFF4CC", "#E0A800"),
    "hint": ("#5D4037", "#FFFFFF", "#FFFFFF"),
}

#: The teaching widgets' style sheet (``teach.css``) as HTML.
CSS = stylesheet("teach")


def css() -> ipw.HTML:
    """The teaching widgets' style sheet, as a widget to place once inside each widget."""
    return ipw.HTML(CSS, layout=ipw.Layout(height="0px", margin="0"))


def heading(text: str, size: int = 22) -> str:
    """A heading in large type."""
    style = f"font-size:{size}px;font-weight:bold;margin:2px 0 6px"
    return f"<div style='{style}'>{html.escape(text)}</div>"


def panel(text: str, tone: str = "info", *, size: int = 17, role: str = "status") -> str:
    """A message in a coloured box (``tone`` one of ``TONES``); empty text gives an empty line."""
    if not text:
        return "<div style='min-height:8px'></div>"
    fg, bg, border = TONES[tone]
    return (
        f"<div role='{role}' style='font-size:{size}px;color:{fg};background:{bg};"
        f"border-left:5px solid {border};padding:8px 12px;margin:6px 0;border-radius:4px'>"
        f"{html.escape(text)}</div>"
    )


def seat_label(seat: int) -> str:
    """A seat as a person reads it: its colour name and number ("Blue (seat 0)")."""
    return f"{seat_name(seat)} (seat {seat})"
