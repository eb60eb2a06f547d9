"""Write ``positions_deep.jsonl``: deep 4-player positions with a 7 or a 9 in the hand to move.

The advisor's slowest cases (issue 30): many distinct moves, most of them 7 and 9 splits. Each is
a seeded random game (``bots.selfplay.seeded_position``) after a number of plies, picked from
seeds 0-59 for having the most distinct moves; the list below is that pick, so the file is
remade exactly by ``python benchmarks/make_deep_positions.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from pegs.bots.selfplay import seeded_position

#: (seed, plies) of each position, and the distinct moves it has (for the reader).
DEEP = ((43, 90, 298), (38, 120, 181), (39, 150, 161), (13, 60, 153), (28, 120, 127), (32, 60, 116))
OUT = Path(__file__).resolve().parent / "positions_deep.jsonl"


def main() -> int:
    """Write the file, one position per line."""
    lines = [seeded_position(4, seed, plies)[0].to_json() + "\n" for seed, plies, _ in DEEP]
    OUT.write_text("".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
