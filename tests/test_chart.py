"""Charts drawn as SVG by the kit itself (lesson 08's figures): bars, intervals, bins, errors."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pegs import Bar, bar_chart, histogram
from pegs.render.chart import SERIES_COLOURS, ChartError, nice_ticks
from pegs.render.colours import seat_style

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    """The chart as XML (so a chart that is not well-formed fails here)."""
    return ET.fromstring(svg)


def bars_of(root: ET.Element) -> list[ET.Element]:
    """The data rectangles: those carrying a tooltip title."""
    return [
        r
        for r in root.iter("{http://www.w3.org/2000/svg}rect")
        if r.find("s:title", NS) is not None
    ]


def texts(root: ET.Element) -> list[str]:
    """Every piece of text the chart shows, line by line."""
    out = []
    for t in root.iter("{http://www.w3.org/2000/svg}text"):
        spans = t.findall("s:tspan", NS)
        out += [s.text or "" for s in spans] if spans else [t.text or ""]
    return out


def win_rates() -> str:
    return bar_chart(
        [Bar("greedy\nvs random", 1.0, 0.96, 1.0), Bar("greedy\nvs greedy", 0.55, 0.45, 0.64)],
        title="Who wins?",
        value_label="win rate of the first player",
        top=1.0,
        reference=0.5,
        percent=True,
    )


def test_a_bar_chart_shows_each_value_in_words_and_in_height() -> None:
    root = parse(win_rates())
    shown = texts(root)
    assert {"Who wins?", "win rate of the first player", "100%", "55%"} <= set(shown)
    assert {"greedy", "vs random", "vs greedy"} <= set(shown)  # two-line labels
    assert {"0%", "20%", "40%", "60%", "80%", "100%"} <= set(shown)  # the axis
    first, second = bars_of(root)
    ratio = float(second.get("height")) / float(first.get("height"))
    assert ratio == pytest.approx(0.55, abs=0.01)
    assert root.find("s:title", NS).text == "Who wins?"  # what a screen reader says
    assert root.get("role") == "img"


def test_bars_take_the_colour_blind_safe_seat_colours_in_order() -> None:
    first, second = bars_of(parse(win_rates()))
    assert (first.get("fill"), second.get("fill")) == (seat_style(0).fill, seat_style(1).fill)
    assert SERIES_COLOURS[:2] == ("#0072B2", "#E69F00")


def test_intervals_are_whiskers_and_the_reference_is_a_dotted_line() -> None:
    svg = win_rates()
    root = parse(svg)
    whiskers = [p.get("d") for p in root.iter("{http://www.w3.org/2000/svg}path")]
    assert len(whiskers) == 2
    # The second bar's whisker runs from 45% to 64% of the axis's height.
    first, second = bars_of(root)
    bottom = float(second.get("y")) + float(second.get("height"))
    full = bottom - float(first.get("y"))  # the first bar is 100%
    low, high = (float(v) for v in re.match(r"M[\d.]+,([\d.]+)V([\d.]+)", whiskers[1]).groups())
    assert (bottom - low) / full == pytest.approx(0.45, abs=0.01)
    assert (bottom - high) / full == pytest.approx(0.64, abs=0.01)
    dotted = [
        ln for ln in root.iter("{http://www.w3.org/2000/svg}line") if ln.get("stroke-dasharray")
    ]
    assert len(dotted) == 1
    assert (bottom - float(dotted[0].get("y1"))) / full == pytest.approx(0.5, abs=0.01)


def test_every_label_is_large_enough_to_read() -> None:
    for svg in (win_rates(), histogram({"a": [1, 2, 3]}, bin_width=1, title="t", x_label="x")):
        sizes = [
            float(t.get("font-size")) for t in parse(svg).iter("{http://www.w3.org/2000/svg}text")
        ]
        assert sizes and min(sizes) >= 12


def test_a_chart_is_the_same_text_every_time() -> None:
    assert win_rates() == win_rates()


def test_labels_are_escaped() -> None:
    root = parse(bar_chart([Bar("<b>&", 2)], title="a < b", value_label="n"))
    assert "<b>&" in texts(root) and "a < b" in texts(root)


def test_a_histogram_counts_each_value_once_in_its_bin() -> None:
    svg = histogram(
        {"greedy vs random": [100, 119, 120, 185], "greedy vs greedy": [120, 139, 140]},
        bin_width=20,
        title="How long is a game?",
        x_label="game length (turns)",
        y_label="games",
    )
    root = parse(svg)
    tips = [r.find("s:title", NS).text for r in bars_of(root)]
    assert tips == [
        "greedy vs random: 2 from 100 to 120",
        "greedy vs random: 1 from 120 to 140",
        "greedy vs greedy: 2 from 120 to 140",  # 120 starts a bin; 139 is still in it
        "greedy vs greedy: 1 from 140 to 160",
        "greedy vs random: 1 from 180 to 200",
    ]
    shown = texts(root)
    assert {"How long is a game?", "game length (turns)", "games"} <= set(shown)
    assert {"greedy vs random", "greedy vs greedy"} <= set(shown)  # the legend names each series
    assert {"100", "200"} <= set(shown)  # bin edges
    heights = {t: float(r.get("height")) for t, r in zip(tips, bars_of(root), strict=True)}
    assert heights[tips[0]] == pytest.approx(2 * heights[tips[1]])


def test_ticks_are_round_and_reach_the_top() -> None:
    assert nice_ticks(1.0) == [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    assert nice_ticks(37) == [0, 10, 20, 30, 40]
    assert nice_ticks(0) == [0.0, 1.0]
    assert nice_ticks(3)[-1] >= 3


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: bar_chart([], title="t", value_label="v"), "at least one bar"),
        (lambda: bar_chart([Bar("a", -1)], title="t", value_label="v"), "below zero"),
        (lambda: bar_chart([Bar("a", float("nan"))], title="t", value_label="v"), "finite number"),
        (lambda: bar_chart([Bar("a", "3")], title="t", value_label="v"), "finite number"),  # type: ignore[arg-type]
        (lambda: bar_chart([Bar("a", 0.5, 0.6, 0.7)], title="t", value_label="v"), "does not hold"),
        (lambda: bar_chart([Bar("a", 2)], title="t", value_label="v", top=1), "below the highest"),
        (lambda: bar_chart([Bar("a", 1)], title="t", value_label="v", reference=5), "outside"),
        (lambda: histogram({}, bin_width=1, title="t", x_label="x"), "at least one series"),
        (lambda: histogram({"a": []}, bin_width=1, title="t", x_label="x"), "'a' has no values"),
        (lambda: histogram({"a": [1]}, bin_width=0, title="t", x_label="x"), "above zero"),
    ],
)
def test_data_a_chart_cannot_show_is_refused_with_the_reason(call: object, message: str) -> None:
    with pytest.raises(ChartError, match=message):
        call()  # type: ignore[operator]
