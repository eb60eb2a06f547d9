"""Charts as SVG pictures: bar charts with intervals and histograms, in pure Python.

Lessons draw their figures with these instead of a plotting library, so the kit needs no compiled
plotting packages (the static site then loads none of them from outside) and every chart is the
same text byte for byte on every machine. Colours come from the colour-blind-safe seat palette;
every bar also carries its value in words, and every series its name in the legend, so no reader
has to match colours alone.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from ..errors import PegsError
from .colours import seat_style
from .svg import SvgImage
from .theme import FONT

#: Series colours in order: the seat palette (Okabe and Ito), skipping none.
SERIES_COLOURS = tuple(seat_style(seat).fill for seat in range(8))
INK = "#1a1a1a"
GRID = "#d9d9d9"
MUTED = "#555555"
TITLE_SIZE = 16
LABEL_SIZE = 13  # axis names, tick labels, bar labels, legend
LINE = LABEL_SIZE + 3  # the height of one line of a label


class ChartError(PegsError):
    """Data a chart cannot show (no bars, a value outside the axis, an empty series...)."""


@dataclass(frozen=True)
class Bar:
    """One bar: its label (a newline starts a second line), value and optional interval."""

    label: str
    value: float
    low: float | None = None
    high: float | None = None


def _n(v: float) -> str:
    """A coordinate as short fixed text, so the output is identical byte for byte."""
    text = f"{v:.1f}"
    return "0.0" if text == "-0.0" else text


def _finite(value: object, what: str) -> float:
    """``value`` as a float, or a ChartError naming ``what`` was wrong."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ChartError(f"{what} must be a finite number, not {value!r}")
    return float(value)


def nice_ticks(top: float, count: int = 5) -> list[float]:
    """Round tick values from 0 up to at least ``top`` (about ``count`` steps of 1, 2, 2.5 or 5)."""
    if top <= 0:
        return [0.0, 1.0]
    raw = top / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    steps = math.ceil(top / step - 1e-9)
    return [round(i * step, 10) for i in range(steps + 1)]


def _number(value: float, percent: bool) -> str:
    """A value as a tick or bar label: ``45%`` or ``120`` (no trailing ``.0``)."""
    if percent:
        return f"{value * 100:.0f}%"
    return f"{value:g}"


def _text(
    x: float,
    y: float,
    words: str,
    *,
    size: int = LABEL_SIZE,
    anchor: str = "middle",
    extra: str = "",
) -> str:
    """One SVG text element; each newline of ``words`` starts a new line below."""
    lines = words.split("\n")
    attrs = f'x="{_n(x)}" y="{_n(y)}" font-size="{size}" text-anchor="{anchor}" fill="{INK}"'
    if len(lines) == 1:
        return f"<text {attrs}{extra}>{escape(words)}</text>"
    spans = "".join(
        f'<tspan x="{_n(x)}" dy="{0 if i == 0 else LINE}">{escape(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return f"<text {attrs}{extra}>{spans}</text>"


@dataclass(frozen=True)
class _Frame:
    """The plot area of a chart inside its picture, and its value axis."""

    left: float
    top: float
    right: float
    bottom: float
    ticks: list[float]

    def y(self, value: float) -> float:
        """The picture's y for a value on the axis."""
        span = self.ticks[-1] - self.ticks[0]
        return self.bottom - (value - self.ticks[0]) / span * (self.bottom - self.top)


def _document(width: int, height: int, title: str, body: list[str]) -> SvgImage:
    """The SVG document around a chart's parts; its title is also what screen readers say."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}" '
        f'font-family="{escape(FONT)}">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>'
    )
    return SvgImage(head + "".join(body) + "</svg>")


def _axes(frame: _Frame, width: int, title: str, value_label: str, percent: bool) -> list[str]:
    """Title, value axis with grid lines and tick labels, and the axis's name (turned upright)."""
    parts = [_text(width / 2, 22, title, size=TITLE_SIZE, extra=' font-weight="bold"')]
    for tick in frame.ticks:
        y = frame.y(tick)
        colour = INK if tick == frame.ticks[0] else GRID
        parts.append(
            f'<line x1="{_n(frame.left)}" y1="{_n(y)}" x2="{_n(frame.right)}" y2="{_n(y)}" '
            f'stroke="{colour}" stroke-width="1"/>'
        )
        parts.append(_text(frame.left - 6, y + 4, _number(tick, percent), anchor="end"))
    middle = (frame.top + frame.bottom) / 2
    parts.append(_text(16, middle, value_label, extra=f' transform="rotate(-90 16 {_n(middle)})"'))
    return parts


def bar_chart(
    bars: Sequence[Bar],
    *,
    title: str,
    value_label: str,
    top: float | None = None,
    reference: float | None = None,
    percent: bool = False,
    width: int = 420,
    height: int = 320,
) -> SvgImage:
    """A bar chart: one coloured bar per item, its value written above, intervals as whiskers.

    ``top`` fixes the axis's end (else it fits the data); ``reference`` draws a dotted line at
    that value (for example one half for a fair game); ``percent`` writes values as percentages.
    """
    if not bars:
        raise ChartError("a bar chart needs at least one bar")
    if len(bars) > len(SERIES_COLOURS):
        raise ChartError(f"a bar chart shows at most {len(SERIES_COLOURS)} bars, not {len(bars)}")
    highest = 0.0
    for bar in bars:
        value = _finite(bar.value, f"the value of bar {bar.label!r}")
        if value < 0:
            raise ChartError(f"the value of bar {bar.label!r} is below zero: {value!r}")
        low = value if bar.low is None else _finite(bar.low, f"the low end of {bar.label!r}")
        high = value if bar.high is None else _finite(bar.high, f"the high end of {bar.label!r}")
        if not low <= value <= high:
            raise ChartError(
                f"bar {bar.label!r}: its interval {low!r} to {high!r} does not hold {value!r}"
            )
        highest = max(highest, high)
    if top is not None:
        top = _finite(top, "top")
        if top < highest:
            raise ChartError(f"top {top!r} is below the highest value shown, {highest!r}")
    lines = max(len(bar.label.split("\n")) for bar in bars)
    frame = _Frame(
        left=64,
        top=44,
        right=width - 16,
        bottom=height - 16 - lines * LINE,
        ticks=nice_ticks(top if top is not None else highest or 1.0),
    )
    parts = _axes(frame, width, title, value_label, percent)
    slot = (frame.right - frame.left) / len(bars)
    for i, (bar, colour) in enumerate(zip(bars, SERIES_COLOURS, strict=False)):
        centre = frame.left + slot * (i + 0.5)
        half = slot * 0.3
        y = frame.y(bar.value)
        parts.append(
            f'<rect x="{_n(centre - half)}" y="{_n(y)}" width="{_n(2 * half)}" '
            f'height="{_n(frame.bottom - y)}" fill="{colour}" stroke="{INK}" stroke-width="1">'
            f"<title>{escape(bar.label.replace(chr(10), ' '))}: "
            f"{_number(bar.value, percent)}</title></rect>"
        )
        above = y
        if bar.low is not None or bar.high is not None:
            low = frame.y(bar.value if bar.low is None else bar.low)
            high = frame.y(bar.value if bar.high is None else bar.high)
            cap = half * 0.4
            parts.append(
                f'<path d="M{_n(centre)},{_n(low)}V{_n(high)}'
                f"M{_n(centre - cap)},{_n(low)}H{_n(centre + cap)}"
                f'M{_n(centre - cap)},{_n(high)}H{_n(centre + cap)}" '
                f'stroke="{INK}" stroke-width="1.5" fill="none"/>'
            )
            above = min(above, high)
        parts.append(_text(centre, above - 6, _number(bar.value, percent)))
        parts.append(_text(centre, frame.bottom + LINE + 2, bar.label))
    if reference is not None:
        ref = _finite(reference, "reference")
        if not frame.ticks[0] <= ref <= frame.ticks[-1]:
            raise ChartError(f"the reference line {ref!r} is outside the axis")
        y = frame.y(ref)
        parts.append(
            f'<line x1="{_n(frame.left)}" y1="{_n(y)}" x2="{_n(frame.right)}" y2="{_n(y)}" '
            f'stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="2 4"/>'
        )
    return _document(width, height, title, parts)


def histogram(
    series: Mapping[str, Sequence[float]],
    *,
    bin_width: float,
    title: str,
    x_label: str,
    y_label: str = "count",
    width: int = 520,
    height: int = 320,
) -> SvgImage:
    """A histogram of one or more named series: how many values fall in each bin, side by side.

    Bins are ``bin_width`` wide and start at a multiple of it; each bin holds the values from its
    left edge up to (not including) its right edge. Each series has its colour and its name in the
    legend.
    """
    bin_width = _finite(bin_width, "bin_width")
    if bin_width <= 0:
        raise ChartError(f"bin_width must be above zero, not {bin_width!r}")
    if not series:
        raise ChartError("a histogram needs at least one series")
    if len(series) > len(SERIES_COLOURS):
        raise ChartError(f"a histogram shows at most {len(SERIES_COLOURS)} series")
    values = {}
    for name, data in series.items():
        if len(data) == 0:
            raise ChartError(f"the series {name!r} has no values")
        values[name] = [_finite(v, f"a value of {name!r}") for v in data]
    everything = [v for data in values.values() for v in data]
    first = math.floor(min(everything) / bin_width)
    bins = math.floor(max(everything) / bin_width) - first + 1
    counts = {name: [0] * bins for name in values}
    for name, data in values.items():
        for v in data:
            counts[name][math.floor(v / bin_width) - first] += 1
    frame = _Frame(
        left=64,
        top=44 + LINE + 6,
        right=width - 16,
        bottom=height - 20 - 2 * LINE,
        ticks=nice_ticks(max(max(c) for c in counts.values())),
    )
    parts = _axes(frame, width, title, y_label, percent=False)
    legend_x = frame.left
    for name, colour in zip(values, SERIES_COLOURS, strict=False):
        parts.append(
            f'<rect x="{_n(legend_x)}" y="{_n(frame.top - LINE - 8)}" width="12" height="12" '
            f'fill="{colour}" stroke="{INK}" stroke-width="1"/>'
        )
        parts.append(_text(legend_x + 18, frame.top - LINE + 3, name, anchor="start"))
        legend_x += 18 + 0.6 * LABEL_SIZE * len(name) + 24
    slot = (frame.right - frame.left) / bins
    bar = slot * 0.9 / len(values)
    for b in range(bins):
        x = frame.left + slot * (b + 0.05)
        for name, colour in zip(values, SERIES_COLOURS, strict=False):
            count = counts[name][b]
            if count:
                y = frame.y(count)
                low = (first + b) * bin_width
                parts.append(
                    f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(bar)}" '
                    f'height="{_n(frame.bottom - y)}" fill="{colour}" stroke="{INK}" '
                    f'stroke-width="0.5"><title>{escape(name)}: {count} from '
                    f"{low:g} to {low + bin_width:g}</title></rect>"
                )
            x += bar
    # Edge labels, thinned so they never crowd (about one every 48 pixels).
    every = max(1, math.ceil(48 / slot))
    for edge in range(0, bins + 1, every):
        x = frame.left + slot * edge
        parts.append(
            f'<line x1="{_n(x)}" y1="{_n(frame.bottom)}" x2="{_n(x)}" y2="{_n(frame.bottom + 4)}" '
            f'stroke="{INK}" stroke-width="1"/>'
        )
        parts.append(_text(x, frame.bottom + LINE + 2, f"{(first + edge) * bin_width:g}"))
    parts.append(_text((frame.left + frame.right) / 2, height - 10, x_label))
    return _document(width, height, title, parts)
