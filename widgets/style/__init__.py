"""The shared look of the teaching screens: large type for projection, headings and panels."""

from .html import css, heading, panel, seat_label

__all__ = ["css", "heading", "panel", "seat_label"]
