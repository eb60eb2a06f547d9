"""The win chance's check on held-out self-play games, as shipped: its bands and their chart.

``benchmarks/calibrate_fit.py --check`` writes ``calibration.json`` beside this file: for each
10% band of predicted chance with enough positions, the mean chance said, the share of games
won and its 95% interval. Lesson 08 draws it, so a learner sees how honest "62%" is. The interval
is the one from resampling whole games: a game's positions share one winner, so the interval
over positions alone would claim far more certainty than a few dozen games give.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from ..render.calibration import Band, calibration_chart
from ..render.svg import SvgImage
from ..words import advice
from ..words.messages import say

DATA = Path(__file__).with_name("calibration.json")


def shipped(table: Sequence[Mapping[str, object]]) -> dict[str, object]:
    """What the package keeps of the check's table: the judged bands, as the chart needs them."""
    rows = [row for row in table if row["judged"]]
    return {
        "positions": sum(int(str(row["positions"])) for row in rows),
        "bands": [
            {
                "said": row["predicted"],
                "won": row["observed"],
                "ci95": row["ci95_games"],
                "positions": row["positions"],
            }
            for row in rows
        ],
    }


def bands() -> list[Band]:
    """The shipped bands, lowest chance first."""
    data = json.loads(DATA.read_text())
    return [
        Band(b["said"], b["won"], b["ci95"][0], b["ci95"][1], b["positions"]) for b in data["bands"]
    ]


def chart() -> SvgImage:
    """The calibration chart of the shipped bands, in the kit's words."""
    shown = bands()
    return calibration_chart(
        shown,
        title=say(advice.CALIBRATION_TITLE),
        said_label=say(advice.CALIBRATION_SAID, positions=sum(b.positions for b in shown)),
        won_label=say(advice.CALIBRATION_WON),
    )


__all__ = ["DATA", "bands", "chart", "shipped"]
