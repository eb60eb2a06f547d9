"""Closing widgets the app no longer shows, so a long session never piles them up.

A closed ipywidget leaves the kernel's registry and the page; its layout and style are widgets
of their own, closed with it.
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as ipw


def close_all(widgets: Iterable[ipw.Widget]) -> None:
    """Close each widget with its layout and style."""
    for widget in widgets:
        for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
            if isinstance(part, ipw.Widget):
                part.close()
        widget.close()
