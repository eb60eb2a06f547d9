"""Fit the win chance to the self-play games and check it on held-out games, with its plot.

Reads the lines of ``calibrate_games.py`` (``results/calibration/*.jsonl``); every position is
seen by the team about to move (the chance the advisor says). Games come in blocks of four
(4, 6, 4 and 8 players): blocks of even number are fitted on, blocks of odd number held out, so
both sets hold every player count. Two commands:

    python benchmarks/calibrate_fit.py          # fit: prints the weights for winchance.py
    python benchmarks/calibrate_fit.py --check  # check winchance.py's weights on held-out games

``--compare`` scores other curves by leaving one fitting game out at a time (log loss on the
left-out game, fitted on the others, and the worst 10% band's gap over all left-out games),
which is how ``winchance``'s curve was chosen; the held-out games are not looked at. One
candidate is the shipped curve followed by monotone steps (isotonic regression, pool adjacent
violators) fitted on the same fitting games.

The check writes ``results/calibration.json`` (each 10% band of predicted chance: positions,
games, mean prediction, observed share of wins, its 95% Wilson interval over positions and a 95%
interval resampling whole games, since a game's positions share one winner; the same for the
curve shipped before, ``BEFORE``, on the same games), the plot
``results/calibration.svg`` and the bands the lesson draws (``pegs/bots/calibration.json``).
The issue asks every band within 5 points; a band is judged when it holds at least
``ENOUGH`` positions.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from benchmarks.strength import wilson
from pegs.bots import calibration, winchance
from pegs.bots.greedy import WIN

HERE = Path(__file__).resolve().parent
DATA = HERE / "results" / "calibration"
RESULTS = HERE / "results"
#: A band with fewer positions is shown but not judged (too few to say anything).
ENOUGH = 100
#: Resamples of whole games for the games' interval (seeded: the same file every run).
RESAMPLES = 2000

Row = tuple[int, float, int, int]  # players, worth to the team to move, holes left, it won
Games = dict[str, list[Row]]
Features = Callable[[float, int, int], tuple[float, ...]]
Predict = Callable[[int, float, int], float]  # players, worth, holes left -> chance

#: Curves ``--compare`` tries beside ``winchance.features`` (value, holes left, players).
CANDIDATES: dict[str, Features] = {
    "lead per 4 players": lambda v, left, p: (v * 4 / (100 * p),),
    "lead, and lead over holes left (the first fit)": lambda v, left, p: (
        v * 4 / (100 * p),
        v / (left + 10 * p),
    ),
    "lead over the root of holes left": lambda v, left, p: (v / math.sqrt(left + 10 * p) / 10,),
    "tanh of the lead, and lead over holes left": lambda v, left, p: (
        math.tanh(v * 4 / (100 * p)),
        v / (left + 10 * p),
    ),
    "tanh of the lead, and its cube (the curve before)": lambda v, left, p: (
        math.tanh(v * 4 / (100 * p)),
        math.tanh(v * 4 / (100 * p)) ** 3,
    ),
    "tanh of the lead per 4 players, per 200 holes": lambda v, left, p: (
        math.tanh(v * 2 / (100 * p)),
    ),
    "tanh of the lead, and the same in the last tenth of the game": lambda v, left, p: (
        math.tanh(v * 4 / (100 * p)),
        math.tanh(v * 4 / (100 * p)) * max(0.0, 1 - left / winchance.whole(p) / 0.1),
    ),
    "tanh of the lead, before and after the last twentieth of the game": lambda v, left, p: (
        math.tanh(v * 4 / (100 * p)) * (left < 0.05 * winchance.whole(p)),
        math.tanh(v * 4 / (100 * p)) * (left >= 0.05 * winchance.whole(p)),
    ),
    "the cube of the tanh of the lead": lambda v, left, p: (math.tanh(v * 4 / (100 * p)) ** 3,),
    "tanh of the lead, and its fifth power": lambda v, left, p: (
        math.tanh(v * 4 / (100 * p)),
        math.tanh(v * 4 / (100 * p)) ** 5,
    ),
    "winchance.features (shipped: tanh of the lead per 4 players, per 100 holes)": (
        winchance.features
    ),
}
#: The curve shipped before this fit (a ``CANDIDATES`` name) and its weights, for the check's
#: before and after on the same games.
BEFORE_NAME = "tanh of the lead, and its cube (the curve before)"
BEFORE: tuple[Features, tuple[float, ...]] = (CANDIDATES[BEFORE_NAME], (0.2891, 0.9027))


def load() -> tuple[Games, Games]:
    """Every game's positions for the team to move: the fitting games, then the held-out."""
    train: Games = {}
    held: Games = {}
    for path in sorted(DATA.glob("*.jsonl")):
        index = int(path.stem.rsplit("game", 1)[1])
        rows = []
        for line in path.read_text().splitlines():
            row = json.loads(line)
            team = row["turn"] % 2
            value = row["eval0"] if team == 0 else -row["eval0"]
            left = row["togo0"] + row["togo1"]
            rows.append((row["players"], value, left, int(row["winner"] == team)))
        (held if (index // 4) % 2 else train)[path.stem] = rows
    return train, held


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gaussian elimination with pivoting (a small system)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                f = rows[r][col] / rows[col][col]
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(games: Games, features: Features = winchance.features) -> tuple[float, ...]:
    """Maximum-likelihood weights of ``features`` by Newton's method."""
    data = [
        (features(v, left, players), won)
        for rows in games.values()
        for players, v, left, won in rows
        if abs(v) < WIN  # a won or lost board is certain: nothing to fit
    ]
    n = len(data[0][0])
    w = [0.0] * n
    for _ in range(50):
        grad = [0.0] * n
        hess = [[1e-6 if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, won in data:
            z = max(-60.0, min(60.0, sum(a * b for a, b in zip(w, x, strict=True))))
            p = 1 / (1 + math.exp(-z))
            for i in range(n):
                grad[i] += (won - p) * x[i]
                for j in range(n):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if sum(abs(s) for s in step) < 1e-10:
            break
    return tuple(w)


def curve(weights: tuple[float, ...], features: Features = winchance.features) -> Predict:
    """The chance a curve with these features and weights gives (as ``winchance.chance``)."""

    def predict(players: int, v: float, left: int) -> float:
        if abs(v) >= WIN:
            return 1.0 if v > 0 else 0.0
        z = sum(w * f for w, f in zip(weights, features(v, left, players), strict=True))
        return 1 / (1 + math.exp(-max(-60.0, min(60.0, z))))

    return predict


def isotonic(pairs: list[tuple[float, int]]) -> list[tuple[float, float]]:
    """Pool adjacent violators: the monotone steps (mean chance said, share won) of ``pairs``."""
    blocks: list[list[float]] = []  # [sum said, sum won, count]
    for said, won in sorted(pairs):
        blocks.append([said, float(won), 1.0])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] >= blocks[-1][1] / blocks[-1][2]:
            last = blocks.pop()
            blocks[-1] = [a + b for a, b in zip(blocks[-1], last, strict=True)]
    return [(s / n, w / n) for s, w, n in blocks]


def through(knots: list[tuple[float, float]], p: float) -> float:
    """``p`` mapped through the monotone steps, straight between their centres."""
    if p <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in itertools.pairwise(knots):
        if p <= x1:
            return y0 + (y1 - y0) * (p - x0) / (x1 - x0)
    return knots[-1][1]


def recalibrated(predict: Predict, games: Games) -> Predict:
    """``predict`` followed by the monotone steps fitted on ``games`` (never the held-out)."""
    pairs = [(predict(p, v, left), won) for rows in games.values() for p, v, left, won in rows]
    knots = isotonic(pairs)

    def then(players: int, v: float, left: int) -> float:
        said = predict(players, v, left)
        return said if said in (0.0, 1.0) else min(max(through(knots, said), 0.001), 0.999)

    return then


def _band_sums(games: Games, predict: Predict) -> dict[str, list[list[float]]]:
    """Per game, per band: positions, summed prediction, wins."""
    out = {}
    for name, rows in games.items():
        sums = [[0.0, 0.0, 0.0] for _ in range(10)]
        for players, v, left, won in rows:
            p = predict(players, v, left)
            band = sums[min(int(p * 10), 9)]
            band[0] += 1
            band[1] += p
            band[2] += won
        out[name] = sums
    return out


def bands(games: Games, predict: Predict) -> list[dict[str, object]]:
    """Per 10% band of predicted chance: counts, prediction, observed share, two intervals."""
    per_game = _band_sums(games, predict)
    names = sorted(per_game)
    rng = random.Random(30)
    resampled: list[list[float]] = [[] for _ in range(10)]
    for _ in range(RESAMPLES):
        pick = [per_game[rng.choice(names)] for _ in names]
        for b in range(10):
            n = sum(g[b][0] for g in pick)
            if n:
                resampled[b].append(sum(g[b][2] for g in pick) / n)
    out: list[dict[str, object]] = []
    for b in range(10):
        n = int(sum(per_game[g][b][0] for g in names))
        wins = int(sum(per_game[g][b][2] for g in names))
        said = sum(per_game[g][b][1] for g in names) / n if n else 0.0
        low, high = wilson(wins, n)
        shares = sorted(resampled[b])
        cut = len(shares) // 40  # 2.5% each side
        games_ci = [shares[cut], shares[-cut - 1]] if shares else [0.0, 1.0]
        out.append(
            {
                "band": f"{10 * b}-{10 * b + 10}%",
                "positions": n,
                "games": sum(1 for g in names if per_game[g][b][0]),
                "predicted": round(said, 4) if n else None,
                "observed": round(wins / n, 4) if n else None,
                "ci95": [round(low, 4), round(high, 4)],
                "ci95_games": [round(games_ci[0], 4), round(games_ci[1], 4)],
                "judged": n >= ENOUGH,
                "within_5_points": bool(n) and abs(said - wins / n) <= 0.05,
            }
        )
    return out


def log_loss(games: Games, predict: Predict) -> float:
    """Mean log loss of the chance on these positions (0.693 is a coin's)."""
    total = count = 0.0
    for rows in games.values():
        for players, v, left, won in rows:
            p = min(max(predict(players, v, left), 1e-9), 1 - 1e-9)
            total -= math.log(p if won else 1 - p)
            count += 1
    return total / count


def _worst_gap(pairs: list[tuple[float, int]]) -> float:
    """The largest gap, in a band of 100 positions or more, between chance said and share won."""
    worst = 0.0
    for b in range(10):
        band = [(p, won) for p, won in pairs if min(int(p * 10), 9) == b]
        if len(band) >= ENOUGH:
            gap = abs(sum(p for p, _ in band) - sum(won for _, won in band)) / len(band)
            worst = max(worst, gap)
    return worst


def compare(train: Games) -> dict[str, dict[str, float]]:
    """Each candidate curve (and the shipped one with monotone steps after it) on each fitting
    game left out of its fit: pooled log loss, and the worst 10% band's gap between said and won."""
    tried: dict[str, Callable[[Games], Predict]] = {
        name: (lambda games, f=features: curve(fit(games, f), f))
        for name, features in CANDIDATES.items()
    }
    tried["winchance.features, then monotone steps (isotonic)"] = lambda games: recalibrated(
        curve(fit(games)), games
    )
    out = {}
    for name, make in tried.items():
        pairs: list[tuple[float, int]] = []
        for left_out, rows in train.items():
            predict = make({k: v for k, v in train.items() if k != left_out})
            pairs.extend((predict(p, v, left), won) for p, v, left, won in rows)
        loss = -sum(math.log(min(max(p if w else 1 - p, 1e-9), 1.0)) for p, w in pairs)
        out[name] = {
            "log_loss": round(loss / len(pairs), 4),
            "worst_band_gap": round(_worst_gap(pairs), 4),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    """Fit (prints the weights) or check winchance.py's weights and write the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check winchance.py's weights")
    parser.add_argument("--compare", action="store_true", help="score other curves (fit games)")
    args = parser.parse_args(argv)
    train, held = load()
    if args.compare:
        print(json.dumps(compare(train), indent=1))
        return 0
    positions = {k: sum(len(r) for r in g.values()) for k, g in (("fit", train), ("held", held))}
    if not args.check:
        weights = fit(train)
        print(json.dumps({"games": len(train), "positions": positions["fit"]}))
        print(f"WEIGHTS = {tuple(round(w, 4) for w in weights)}")
        return 0
    weights = winchance.WEIGHTS
    shipped = curve(weights)
    table = bands(held, shipped)
    judged = [r for r in table if r["judged"]]
    before = bands(held, curve(BEFORE[1], BEFORE[0]))
    result = {
        "games": {"fit": len(train), "held_out": len(held)},
        "positions": {"fit": positions["fit"], "held_out": positions["held"]},
        "features": winchance.FEATURES,
        "weights": list(weights),
        "log_loss": {
            "fit": round(log_loss(train, shipped), 4),
            "held_out": round(log_loss(held, shipped), 4),
        },
        "judged_bands": len(judged),
        "judged_within_5_points": sum(bool(r["within_5_points"]) for r in judged),
        "bands": table,
        "before": {
            "curve": BEFORE_NAME,
            "weights": list(BEFORE[1]),
            "log_loss_held_out": round(log_loss(held, curve(BEFORE[1], BEFORE[0])), 4),
            "judged_within_5_points": sum(
                bool(r["within_5_points"]) for r in before if r["judged"]
            ),
            "judged_bands": sum(bool(r["judged"]) for r in before),
            "bands": before,
        },
    }
    (RESULTS / "calibration.json").write_text(json.dumps(result, indent=1) + "\n")
    calibration.DATA.write_text(json.dumps(calibration.shipped(table), indent=1) + "\n")
    (RESULTS / "calibration.svg").write_text(calibration.chart() + "\n")
    print(json.dumps({k: v for k, v in result.items() if k not in ("bands", "before")}))
    for row, then in zip(table, before, strict=True):
        print(row, "before:", then["predicted"], then["observed"], then["positions"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
