"""Record (or check) the golden playthroughs: seeded games written move by move as text.

    python scripts/record_golden.py          # rewrite tests/golden/*.txt
    python scripts/record_golden.py --check  # exit 1 if any file would change

Any change in the engine's behaviour (moves offered, their order, bumps, draws, reshuffles)
shows up as a diff in these files; review it, then re-record on purpose.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pegs import new_game  # noqa: E402
from pegs.render.describe import narrate  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
#: (file stem, players, seed, rule options)
GAMES = [
    ("4p-seed1", 4, 1, {}),
    ("6p-seed2", 6, 2, {"nine": "split-forward-back", "home_entry": "optional"}),
    ("8p-seed3", 8, 3, {"team_pegs": "own-first", "joker_source": "any"}),
    ("4p-seed4-faces", 4, 4, {"face_cards": "eleven-twelve-thirteen", "nine": "forward-only"}),
]


def playthrough(players: int, seed: int, options: dict[str, str]) -> str:
    """The text of one seeded random game: header, then one block per turn, then the winner."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed, **options)
    lines = [
        f"# pegs golden playthrough: {players} players, seed {seed}, "
        f"options {options or 'default'}",
        f"# moves chosen by random.Random({seed}).choice(sorted(position.legal_moves()))",
        position.to_json(),
    ]
    turn = 0
    while not position.is_over:
        # Sorted (card, then parts): the playthrough pins the rules, not the order in which
        # the generator happens to list the moves.
        moves = sorted(position.legal_moves())
        move = rng.choice(moves)
        position, events = position.play(move)
        turn += 1
        lines.append(f"{turn:4} seat {move_seat(events)} [{len(moves)} legal] {move.notation()}")
        lines.append("     " + narrate(events, reveal=True, players=players))
    lines.append(f"# winner: team {position.winner} after {turn} turns")
    lines.append(position.to_json())
    return "\n".join(lines) + "\n"


def move_seat(events: tuple) -> int:
    """The seat that played (the first event is always the card played)."""
    return events[0].seat


def main() -> int:
    """Write the golden files, or with --check report which differ."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args()
    GOLDEN.mkdir(parents=True, exist_ok=True)
    stale = []
    for stem, players, seed, options in GAMES:
        path = GOLDEN / f"{stem}.txt"
        text = playthrough(players, seed, options)
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
    if stale:
        print("golden playthroughs differ: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
