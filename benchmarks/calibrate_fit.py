"""Fit the win chance to the self-play games and check it on held-out games, with its plot.

Reads the lines of ``calibrate_games.py`` (``results/calibration/*.jsonl``), fits the weights
of ``pegs.bots.winchance`` (a logistic curve, by Newton's method) on the games of even index
and checks them on the others: in each 10% band of predicted chance, the observed share of wins
(the issue asks every band within 5 points). Writes ``results/calibration.json`` and the plot
``results/calibration-1.svg`` and ``-2.svg``; prints the weights to put in ``winchance.py``.
``--check`` uses the weights in ``winchance.py`` instead of fitting.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from benchmarks.strength import wilson
from pegs.bots import winchance
from pegs.render.chart import Bar, bar_chart

HERE = Path(__file__).resolve().parent
DATA = HERE / "results" / "calibration"
RESULTS = HERE / "results"


def load() -> tuple[list[tuple[float, float, int]], list[tuple[float, float, int]]]:
    """(value, holes left, won) for team 0 at every position: games of even index, then odd."""
    train, held = [], []
    for path in sorted(DATA.glob("*.jsonl")):
        index = int(path.stem.rsplit("game", 1)[1])
        rows = held if index % 2 else train
        for line in path.read_text().splitlines():
            row = json.loads(line)
            rows.append((row["eval0"], row["togo0"] + row["togo1"], int(row["winner"] == 0)))
    return train, held


def features(value: float, left: float) -> tuple[float, float]:
    """The two inputs of the curve, as ``winchance.chance`` computes them."""
    return value / 100, value / (left + winchance.OFFSET)


def fit(rows: list[tuple[float, float, int]]) -> tuple[float, float]:
    """Maximum-likelihood weights (no intercept: the game is the same for both teams)."""
    w = [0.0, 0.0]
    for _ in range(30):
        grad = [0.0, 0.0]
        hess = [[1e-6, 0.0], [0.0, 1e-6]]
        for value, left, won in rows:
            x = features(value, left)
            z = max(-60.0, min(60.0, w[0] * x[0] + w[1] * x[1]))
            p = 1 / (1 + math.exp(-z))
            for i in range(2):
                grad[i] += (won - p) * x[i]
                for j in range(2):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        det = hess[0][0] * hess[1][1] - hess[0][1] * hess[1][0]
        step = (
            (hess[1][1] * grad[0] - hess[0][1] * grad[1]) / det,
            (hess[0][0] * grad[1] - hess[1][0] * grad[0]) / det,
        )
        w = [w[0] + step[0], w[1] + step[1]]
        if abs(step[0]) + abs(step[1]) < 1e-9:
            break
    return w[0], w[1]


def bands(rows: list[tuple[float, float, int]], weights: tuple[float, float]) -> list[dict]:
    """Per 10% band of predicted chance: positions, mean prediction, observed share, interval."""
    sums = [[0, 0.0, 0] for _ in range(10)]
    for value, left, won in rows:
        x = features(value, left)
        z = max(-60.0, min(60.0, weights[0] * x[0] + weights[1] * x[1]))
        p = 1 / (1 + math.exp(-z))
        band = sums[min(int(p * 10), 9)]
        band[0] += 1
        band[1] += p
        band[2] += won
    out = []
    for i, (n, predicted, wins) in enumerate(sums):
        low, high = wilson(wins, n)
        out.append(
            {
                "band": f"{10 * i}-{10 * i + 10}%",
                "positions": n,
                "predicted": round(predicted / n, 4) if n else None,
                "observed": round(wins / n, 4) if n else None,
                "ci95": [round(low, 4), round(high, 4)],
                "within_5_points": bool(n) and abs(predicted / n - wins / n) <= 0.05,
            }
        )
    return out


def plot(table: list[dict], held: int) -> list[str]:
    """The calibration plot: observed share of wins per band with its interval, two charts."""
    # The kit's bar chart shows at most 8 bars: the 10 bands are drawn as two charts, the 5
    # lower bands and the 5 upper, each bar labelled with its band and mean prediction.
    parts = []
    for name, half in (("below", table[:5]), ("above", table[5:])):
        bars = [
            Bar(
                f"{row['band']}\npred. {100 * row['predicted']:.0f}%",
                row["observed"],
                row["ci95"][0],
                row["ci95"][1],
            )
            for row in half
            if row["positions"]
        ]
        if bars:
            parts.append(
                bar_chart(
                    bars,
                    title=f"Win chance {name} 50%: observed ({held} held-out positions)",
                    value_label="observed share of wins",
                    top=1.0,
                    percent=True,
                    width=520,
                )
            )
    return parts


def main(argv: list[str] | None = None) -> int:
    """Fit, check, write the results and the plot."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="use winchance.py's weights")
    args = parser.parse_args(argv)
    train, held = load()
    weights = (winchance.WEIGHT_LEAD, winchance.WEIGHT_SHARE) if args.check else fit(train)
    table = bands(held, weights)
    result = {
        "games": len(list(DATA.glob("*.jsonl"))),
        "train_positions": len(train),
        "held_out_positions": len(held),
        "weights": {"lead": round(weights[0], 4), "share": round(weights[1], 4)},
        "bands": table,
        "all_within_5_points": all(r["within_5_points"] for r in table if r["positions"]),
    }
    (RESULTS / "calibration.json").write_text(json.dumps(result, indent=1) + "\n")
    for i, svg in enumerate(plot(table, len(held)), 1):
        (RESULTS / f"calibration-{i}.svg").write_text(svg + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "bands"}))
    for row in table:
        print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
