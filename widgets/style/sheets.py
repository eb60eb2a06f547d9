"""The screens' style sheets: CSS files beside this module, read once, shipped in the wheel.

Each ``NAME.css`` here is the style of one screen or part (``app``, ``window``, ``teach``,
``lesson``, ``course``); ``stylesheet`` gives it as the ``<style>`` block an ``ipywidgets.HTML``
puts on the page, so no screen keeps CSS in Python strings.
"""

from __future__ import annotations

import functools
from importlib import resources


@functools.cache
def read_sheet(name: str) -> str:
    """The text of the style sheet ``name`` (the file ``widgets/style/NAME.css``)."""
    return resources.files(__package__).joinpath(f"{name}.css").read_text(encoding="utf-8")


def stylesheet(*names: str) -> str:
    """The style sheets ``names`` as HTML, one ``<style>`` block each."""
    return "".join(f"\n<style>\n{read_sheet(name)}</style>\n" for name in names)
