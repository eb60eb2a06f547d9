"""A calibration chart as an SVG picture: the chance said against how often it came true.

Each point is a band of predicted chances: across, the mean chance the kit said for the
positions in the band; up, the share of those games the team then won, with its interval as a
whisker. An honest chance lies on the dashed diagonal; the grey strip around it is the
tolerance (5 points either side). Pure Python and byte for byte the same on every machine, like
the kit's other charts (``chart``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from .chart import (  # the chart's own drawing, shared
    GRID,
    INK,
    LINE,
    MUTED,
    SERIES_COLOURS,
    TITLE_SIZE,
    ChartError,
    _document,
    _finite,
    _n,
    _text,
)
from .svg import SvgImage

#: The strip either side of the diagonal that counts as honest (the issue's 5 points).
TOLERANCE = 0.05
TICKS = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)


@dataclass(frozen=True)
class Band:
    """One band: the mean chance said, the share won, its interval and how many positions."""

    said: float
    won: float
    low: float
    high: float
    positions: int


def _check(band: Band) -> None:
    """A ChartError unless the band's numbers are chances in order and it has positions."""
    for name in ("said", "won", "low", "high"):
        value = _finite(getattr(band, name), f"a band's {name}")
        if not 0.0 <= value <= 1.0:
            raise ChartError(f"a band's {name} must be between 0 and 1, not {value!r}")
    if not band.low <= band.won <= band.high:
        raise ChartError(f"a band's interval {band.low!r} to {band.high!r} misses {band.won!r}")
    if isinstance(band.positions, bool) or not isinstance(band.positions, int):
        raise ChartError(f"a band's positions must be a whole number, not {band.positions!r}")
    if band.positions < 1:
        raise ChartError("a band with no positions cannot be drawn")


def calibration_chart(
    bands: Sequence[Band],
    *,
    title: str,
    said_label: str,
    won_label: str,
    size: int = 420,
) -> SvgImage:
    """The chart: one point per band, its interval as a whisker, the diagonal and its strip."""
    if not bands:
        raise ChartError("a calibration chart needs at least one band")
    for band in bands:
        _check(band)
    left, top, right, bottom = 64.0, 44.0, size - 20.0, size - 24.0 - LINE
    width, height = right - left, bottom - top

    def x(v: float) -> float:
        return left + v * width

    def y(v: float) -> float:
        return bottom - v * height

    parts = [_text(size / 2, 22, title, size=TITLE_SIZE, extra=' font-weight="bold"')]
    for tick in TICKS:
        colour = INK if tick == 0.0 else GRID
        parts.append(
            f'<line x1="{_n(left)}" y1="{_n(y(tick))}" x2="{_n(right)}" y2="{_n(y(tick))}" '
            f'stroke="{colour}" stroke-width="1"/>'
        )
        parts.append(
            f'<line x1="{_n(x(tick))}" y1="{_n(top)}" x2="{_n(x(tick))}" y2="{_n(bottom)}" '
            f'stroke="{colour}" stroke-width="1"/>'
        )
        parts.append(_text(left - 6, y(tick) + 4, f"{tick:.0%}", anchor="end"))
        parts.append(_text(x(tick), bottom + LINE + 2, f"{tick:.0%}"))
    # The honest strip: within the tolerance of the diagonal, clipped to the square.
    strip = [(0.0, TOLERANCE), (1.0 - TOLERANCE, 1.0), (1.0, 1.0), (1.0, 1.0 - TOLERANCE)]
    strip += [(TOLERANCE, 0.0), (0.0, 0.0)]
    points = " ".join(f"{_n(x(a))},{_n(y(b))}" for a, b in strip)
    parts.append(f'<polygon points="{points}" fill="{GRID}" fill-opacity="0.6"/>')
    parts.append(
        f'<line x1="{_n(x(0))}" y1="{_n(y(0))}" x2="{_n(x(1))}" y2="{_n(y(1))}" '
        f'stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    colour = SERIES_COLOURS[0]
    for band in bands:
        cx, cy = x(band.said), y(band.won)
        parts.append(
            f'<path d="M{_n(cx)},{_n(y(band.low))}V{_n(y(band.high))}'
            f"M{_n(cx - 4)},{_n(y(band.low))}H{_n(cx + 4)}"
            f'M{_n(cx - 4)},{_n(y(band.high))}H{_n(cx + 4)}" stroke="{INK}" '
            f'stroke-width="1.5" fill="none"/>'
        )
        words = (
            f"said {band.said:.0%}, won {band.won:.0%} "
            f"({band.low:.0%} to {band.high:.0%}) of {band.positions} positions"
        )
        parts.append(
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="5" fill="{colour}" stroke="{INK}" '
            f'stroke-width="1"><title>{escape(words)}</title></circle>'
        )
    parts.append(_text((left + right) / 2, size - 6, said_label))
    middle = (top + bottom) / 2
    parts.append(_text(16, middle, won_label, extra=f' transform="rotate(-90 16 {_n(middle)})"'))
    return _document(size, size, title, parts)


__all__ = ["TOLERANCE", "Band", "calibration_chart"]
