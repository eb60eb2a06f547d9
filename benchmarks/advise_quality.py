"""Does advice within a budget keep its quality? Its top outcome against 200 play-outs of each.

``reference`` plays 200 dealt worlds for every distinct outcome of each benchmark position still
in contention (the advisor as it was before the budget: the same worlds for all; an outcome more
than 4 standard errors behind the leader after 24 worlds is dropped, as it cannot be the top)
and keeps each outcome's mean and standard error, one file per position under
``results/advise_reference/`` (resumable: a position with a file is skipped; ``--minutes``
bounds a run). ``check`` asks the advisor with its default settings and counts the positions
where its top outcome is the reference's top or lies within the reference top's standard
error of it (the issue asks >= 90%), with the advisor's CPU time on each. Run both niced:

    nice -n 10 python benchmarks/advise_quality.py reference --minutes 60 &
    nice -n 10 python benchmarks/advise_quality.py check
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from pegs import Position
from pegs.bots import SeatView
from pegs.bots.advisor import advise
from pegs.bots.greedy import WIN, score_moves
from pegs.bots.outcomes import group_outcomes
from pegs.bots.search import DEPTH, distinct_moves, rollout

HERE = Path(__file__).resolve().parent
SETS = {"positions": HERE / "positions.jsonl", "deep": HERE / "positions_deep.jsonl"}
OUT = HERE / "results" / "advise_reference"
#: After this many worlds, outcomes far behind the leader stop being played (they cannot be
#: the top of 200 worlds); the rest get all 200. This makes the reference affordable.
PRUNE_AFTER = 24
PRUNE_SE = 4.0


def positions() -> list[tuple[str, Position]]:
    """Every benchmark position not over, named set-index, interleaved so a part run spreads."""
    named = []
    for name, path in SETS.items():
        for i, line in enumerate(path.read_text().splitlines()):
            position = Position.from_json(line)
            if not position.is_over:
                named.append((f"{name}-{i:03d}", position))
    # Every 7th position first, and so on, so a part run spreads; the deep ones (slowest) last.
    deep = [p for p in named if p[0].startswith("deep")]
    rest = [p for p in named if not p[0].startswith("deep")]
    return [rest[i] for k in range(7) for i in range(k, len(rest), 7)] + deep


def reference(position: Position, playouts: int) -> dict[str, object]:
    """Mean and standard error of each outcome over ``playouts`` worlds (as the advisor deals)."""
    view = SeatView.of(position)
    seen = view.position()
    groups = group_outcomes(seen, distinct_moves(view.legal_moves()))
    moves = [group[0] for group in groups]
    greedy = score_moves(seen, moves)
    rng = random.Random(f"advisor:0:{view.key()}")
    sums = [0.0] * len(moves)
    squares = [0.0] * len(moves)
    for _ in range(playouts):
        world = view.deal(rng)
        for i, move in enumerate(moves):
            value = WIN if greedy[i] >= WIN else rollout(world, move, DEPTH, view.team)
            sums[i] += value
            squares[i] += value * value
    rows = []
    for i, group in enumerate(groups):
        mean = sums[i] / playouts
        var = max(squares[i] / playouts - mean * mean, 0.0) * playouts / max(playouts - 1, 1)
        rows.append(
            {"moves": [m.notation() for m in group], "mean": mean, "se": math.sqrt(var / playouts)}
        )
    rows.sort(key=lambda r: -float(r["mean"]))  # type: ignore[arg-type]
    return {"playouts": playouts, "outcomes": rows}


def _stats(total: float, squares: float, n: int) -> tuple[float, float]:
    """Mean and standard error of ``n`` values from their sum and sum of squares."""
    mean = total / n
    var = max(squares / n - mean * mean, 0.0) * n / max(n - 1, 1)
    return mean, math.sqrt(var / n)


def cmd_reference(args: argparse.Namespace) -> int:
    """Write the reference of each position not yet done, until the time is up."""
    OUT.mkdir(parents=True, exist_ok=True)
    stop = time.monotonic() + 60 * args.minutes
    for name, position in positions():
        path = OUT / f"{name}.json"
        if path.exists():
            continue
        if time.monotonic() > stop:
            break
        started = time.process_time()
        data = reference(position, args.playouts)
        data["cpu_seconds"] = round(time.process_time() - started, 2)
        path.write_text(json.dumps(data) + "\n")
        print(f"{name}: {len(data['outcomes'])} outcomes, {data['cpu_seconds']} s", flush=True)
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """Compare the advisor's top outcome with the reference on every position that has one."""
    agree = total = 0
    rows = []
    for name, position in positions():
        path = OUT / f"{name}.json"
        if not path.exists():
            continue
        ref = json.loads(path.read_text())["outcomes"]
        started = time.process_time()
        advice = advise(position)
        cpu = time.process_time() - started
        top = {m.notation() for m in (advice[0].move, *advice[0].also)}
        best = ref[0]
        mine = next(r for r in ref if top & set(r["moves"]))
        ok = mine is best or mine["mean"] >= best["mean"] - best["se"]
        agree += ok
        total += 1
        rows.append({"position": name, "ok": ok, "cpu": round(cpu, 3)})
        if args.verbose:
            print(f"{name}: {'ok' if ok else 'MISS'} {cpu:.2f} s", flush=True)
    cpus = sorted(r["cpu"] for r in rows)
    summary = {
        "positions": total,
        "agree": agree,
        "share": round(agree / total, 4) if total else None,
        "cpu_max": cpus[-1] if cpus else None,
        "cpu_median": cpus[len(cpus) // 2] if cpus else None,
    }
    print(json.dumps(summary))
    return 0 if total and agree >= 0.9 * total else 1


def main(argv: list[str] | None = None) -> int:
    """``reference`` or ``check``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(required=True)
    p = sub.add_parser("reference")
    p.add_argument("--playouts", type=int, default=200)
    p.add_argument("--minutes", type=float, default=60.0)
    p.set_defaults(run=cmd_reference)
    p = sub.add_parser("check")
    p.add_argument("--verbose", action="store_true")
    p.set_defaults(run=cmd_check)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
