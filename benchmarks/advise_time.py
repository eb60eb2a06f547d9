"""``pegs advise FILE`` time on every benchmark position, this tree beside another, alternately.

For each position of ``positions.jsonl`` and ``positions_deep.jsonl`` it runs ``python -m pegs
advise FILE`` (default settings) from this tree and from ``--other`` (a copy of another
commit's ``pegs``, e.g. main's: ``git archive main pegs | tar -x -C /tmp/main``), one after the
other, and records each run's CPU seconds (the child's user + system time: the machine is
shared, so wall time is noisy). One JSON line per position to ``--out``; ``--minutes`` bounds
it; the summary (median, 90th percentile, worst, positions over 1 s) is printed at the end.
Run it niced: ``nice -n 10 python benchmarks/advise_time.py --other /tmp/main``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SETS = {"positions": HERE / "positions.jsonl", "deep": HERE / "positions_deep.jsonl"}


def cpu_of(tree: Path, path: Path) -> float:
    """CPU seconds of one ``pegs advise`` run from ``tree``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = dict(os.environ, PYTHONPATH=str(tree))
    subprocess.run(
        [sys.executable, "-m", "pegs", "advise", str(path)],
        cwd=tree,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def summary(times: list[float]) -> dict[str, float]:
    """Median, 90th percentile, worst and count over 1 s."""
    ordered = sorted(times)
    n = len(ordered)
    return {
        "positions": n,
        "median": round(ordered[n // 2], 3),
        "p90": round(ordered[min(n - 1, int(0.9 * n))], 3),
        "worst": round(ordered[-1], 3),
        "over_1s": sum(1 for t in ordered if t > 1.0),
    }


def main(argv: list[str] | None = None) -> int:
    """Time both trees on each position, alternately, until done or out of time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", type=Path, help="another tree holding pegs/ (e.g. main's)")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "advise_time.jsonl")
    parser.add_argument("--sets", default="deep,positions")
    parser.add_argument(
        "--reuse", type=Path, help="an earlier --out whose --other times are kept (not re-run)"
    )
    args = parser.parse_args(argv)
    stop = time.monotonic() + 60 * args.minutes
    kept = {}
    if args.reuse is not None and args.reuse.exists():
        for line in args.reuse.read_text().splitlines():
            row = json.loads(line)
            if "other" in row:
                kept[row["position"]] = row["other"]
    rows = []
    with tempfile.TemporaryDirectory() as tmp, args.out.open("w") as out:
        for name in args.sets.split(","):
            for i, line in enumerate(SETS[name].read_text().splitlines()):
                if time.monotonic() > stop:
                    break
                if json.loads(line).get("winner") is not None:
                    continue
                path = Path(tmp) / f"{name}-{i}.json"
                path.write_text(line)
                row: dict[str, object] = {"position": f"{name}-{i:03d}"}
                row["this"] = round(cpu_of(ROOT, path), 3)
                if row["position"] in kept:
                    row["other"] = kept[row["position"]]
                elif args.other is not None:
                    row["other"] = round(cpu_of(args.other, path), 3)
                out.write(json.dumps(row) + "\n")
                out.flush()
                rows.append(row)
    for key in ("this", "other"):
        times = [float(r[key]) for r in rows if key in r]  # type: ignore[arg-type]
        if times:
            print(key, json.dumps(summary(times)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
