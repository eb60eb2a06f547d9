"""The shared look of the teaching screens: large type for projection, headings and panels.

The CSS lives in style sheets beside this package (``*.css``, read by ``stylesheet``).
"""

from .html import css, heading, panel, seat_label
from .sheets import stylesheet

__all__ = ["css", "heading", "panel", "seat_label", "stylesheet"]
