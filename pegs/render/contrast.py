"""Contrast between colours as WCAG 2 measures it, and a seat colour's shade that reaches a ratio.

Owns the arithmetic only (relative luminance, contrast ratio, a colour seen through an opacity,
mixing towards black or white); ``scene`` asks it which outline a seat's marks need on a board.
WCAG 2.1 asks 3:1 of the parts of a picture a reader needs (1.4.11, non-text contrast).
"""

from __future__ import annotations

from functools import lru_cache

#: The contrast WCAG 2.1 asks of the marks a reader needs (1.4.11).
MARK_CONTRAST = 3.0

RGB = tuple[float, float, float]


def rgb(colour: str) -> RGB:
    """A "#rrggbb" colour as red, green and blue from 0 to 1, or a ValueError saying why not."""
    text = colour.lstrip("#")
    if len(text) != 6 or any(c not in "0123456789abcdefABCDEF" for c in text):
        raise ValueError(f"colour {colour!r} is not written as #rrggbb")
    return (int(text[0:2], 16) / 255, int(text[2:4], 16) / 255, int(text[4:6], 16) / 255)


def hex_colour(value: RGB) -> str:
    """Red, green and blue from 0 to 1 as "#rrggbb"."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in value)


def luminance(colour: str) -> float:
    """The relative luminance of a colour (WCAG 2: 0 for black, 1 for white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two colours (WCAG 2), from 1 (the same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def seen_over(colour: str, opacity: float, under: str) -> str:
    """The colour that shows where ``colour`` is laid at ``opacity`` over ``under``."""
    return _mix(rgb(under), rgb(colour), opacity)


def _mix(a: RGB, b: RGB, t: float) -> str:
    """The colour ``t`` of the way from ``a`` to ``b``, as "#rrggbb"."""
    return hex_colour(
        (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)
    )


@lru_cache(maxsize=256)
def legible(colour: str, against: str, ratio: float = MARK_CONTRAST) -> str:
    """The nearest shade of ``colour`` (itself if it can) at ``ratio`` against ``against``."""
    # Towards black on a light ground, towards white on a dark one.
    if contrast(colour, against) >= ratio:
        return colour
    end = (0.0, 0.0, 0.0) if luminance(against) > 0.18 else (1.0, 1.0, 1.0)
    base = rgb(colour)
    for step in range(1, 101):
        shade = _mix(base, end, step / 100)
        if contrast(shade, against) >= ratio:
            return shade
    return hex_colour(end)
