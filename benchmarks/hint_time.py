"""The game app's hint: CPU seconds per hint on every benchmark position, in CPython or Pyodide.

Asks ``pegs.bots.hints.top_outcomes`` what the app's hint asks (its 3 best outcomes within the
app's budget of 1 s, ``widgets/app/hint.py``) on each position of ``positions.jsonl`` and
``positions_deep.jsonl``, and records each ask's CPU seconds (``time.process_time``: the machine
may be shared). Prints the median, 90th and 99th percentiles and the worst, and with ``--json``
one JSON line of them. The same file runs inside Node's Pyodide, as the static site runs the
engine: ``python benchmarks/pyodide_engine.py --script hint_time.py``. A tree without a budget
(before issue 30) is asked as its app asked then: 16 play-outs a move.

    python benchmarks/hint_time.py [--limit N] [--json] [--root TREE]
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SETS = (HERE / "positions.jsonl", HERE / "positions_deep.jsonl")
#: What the app's hint asks (widgets/app/hint.py: HINT_MOVES, HINT_BUDGET); kept here because
#: the widgets cannot be imported where this runs (Pyodide in Node has no ipywidgets).
HINT_MOVES, HINT_BUDGET, OLD_PLAYOUTS = 3, 1.0, 16


def percentile(ordered: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted list lies (nearest rank)."""
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> int:
    """Time the hint on each position; print the summary."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--limit", type=int, default=0, help="only the first N positions")
    parser.add_argument("--json", action="store_true", help="also print one JSON line")
    parser.add_argument("--root", type=Path, default=HERE.parent, help="the tree holding pegs/")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root))
    from pegs import Position
    from pegs.bots.hints import top_outcomes

    asks = {"budget": HINT_BUDGET}
    if "budget" not in inspect.signature(top_outcomes).parameters:
        asks = {"playouts": OLD_PLAYOUTS}
    lines = [line for path in SETS for line in path.read_text().splitlines() if line]
    if args.limit:
        lines = lines[: args.limit]
    times = []
    for line in lines:
        position = Position.from_json(line)
        start = time.process_time()
        top_outcomes(position, HINT_MOVES, seed=0, **asks)  # type: ignore[arg-type]
        times.append(time.process_time() - start)
    ordered = sorted(times)
    result = {
        "positions": len(ordered),
        "asked": asks,
        "median": round(percentile(ordered, 0.5), 3),
        "p90": round(percentile(ordered, 0.9), 3),
        "p99": round(percentile(ordered, 0.99), 3),
        "worst": round(ordered[-1], 3),
        "over_1s": sum(t > 1.0 for t in ordered),
    }
    print(
        f"hint on {result['positions']} positions ({asks}): median {result['median']} s, "
        f"p90 {result['p90']} s, p99 {result['p99']} s, worst {result['worst']} s, "
        f"{result['over_1s']} over 1 s (CPU)"
    )
    if args.json:
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
