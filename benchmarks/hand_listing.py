"""A hand's moves on every benchmark position, many rounds, as one whole process.

``list`` calls ``legal_moves()`` (works on any version of the kit); ``count`` calls
``legal_moves_view().count()``. The positions are warm after the first round (their look-up
arrays built), as a shared set-up. Prints the moves found (equal in both modes).

    python benchmarks/hand_listing.py list|count ROUNDS
"""

from __future__ import annotations

import sys
from pathlib import Path

from pegs import Position

POSITIONS = Path(__file__).with_name("positions.jsonl")


def main(argv: list[str]) -> int:
    """List or count every position's hand ``ROUNDS`` times and print the moves found."""
    if len(argv) != 2 or argv[0] not in ("list", "count"):
        print("usage: python benchmarks/hand_listing.py list|count ROUNDS")
        return 2
    mode, rounds = argv[0], int(argv[1])
    positions = [Position.from_json(line) for line in POSITIONS.read_text().splitlines() if line]
    positions = [p for p in positions if p.hands[p.turn] is not None and not p.is_over]
    total = 0
    for _ in range(rounds):
        for position in positions:
            if mode == "count":
                total += position.legal_moves_view().count()
            else:
                total += len(position.legal_moves())
    print(total)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
