"""Record (or check) the golden playthroughs: seeded games written move by move in notation.

    python scripts/record_golden.py          # rewrite tests/golden/*.txt (make golden)
    python scripts/record_golden.py --check  # exit 1 if any file would change

Each turn is its number, how many moves were legal and the move played (RULES 10 notation),
then one line per event the move caused, in the exact event notation of the scenario files
(``pegs.scenarios.verify.event_notation``, each peg's path after ``via``). Any change in the
engine's behaviour (moves offered, bumps, paths, draws, reshuffles, the winner) shows up as a
diff in these files; rewording the English narration does not (tests/test_narration_games.py
tells the same games in words). Review a diff, then re-record on purpose.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pegs import Event, Move, Position, new_game  # noqa: E402
from pegs.scenarios.verify import event_notation  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
#: (file stem, players, seed, rule options)
GAMES = [
    ("4p-seed1", 4, 1, {}),
    ("6p-seed2", 6, 2, {"nine": "split-forward-back", "home_entry": "optional"}),
    ("8p-seed3", 8, 3, {"team_pegs": "own-first", "joker_source": "any"}),
    ("4p-seed4-faces", 4, 4, {"face_cards": "eleven-twelve-thirteen", "nine": "forward-only"}),
]
#: How an event line starts, so a reader tells the move's lines from the events'.
EVENT_INDENT = " " * 7


def play_through(
    players: int, seed: int, options: dict[str, str]
) -> tuple[Position, list[tuple[int, Move, tuple[Event, ...]]], Position]:
    """The seeded random game: its start, each turn's (legal count, move, events), its end."""
    rng = random.Random(seed)
    start = position = new_game(players, seed=seed, **options)
    turns = []
    while not position.is_over:
        # Sorted (card, then parts): the playthrough pins the rules, not the order in which
        # the generator happens to list the moves.
        moves = sorted(position.legal_moves())
        move = rng.choice(moves)
        position, events = position.play(move)
        turns.append((len(moves), move, events))
    return start, turns, position


def playthrough(players: int, seed: int, options: dict[str, str]) -> str:
    """The text of one seeded random game: header, then one block per turn, then the winner."""
    start, turns, end = play_through(players, seed, options)
    lines = [
        f"# pegs golden playthrough: {players} players, seed {seed}, "
        f"options {options or 'default'}",
        f"# moves chosen by random.Random({seed}).choice(sorted(position.legal_moves()))",
        "# each turn: number [legal moves] move; then its events, one a line (event notation)",
        start.to_json(),
    ]
    for number, (legal, move, events) in enumerate(turns, 1):
        lines.append(f"{number:4} [{legal} legal] {move.notation()}")
        lines.extend(EVENT_INDENT + event_notation(e, path=True) for e in events)
    lines.append(f"# winner: team {end.winner} after {len(turns)} turns")
    lines.append(end.to_json())
    return "\n".join(lines) + "\n"


def main() -> int:
    """Write the golden files, or with --check report which differ."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
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
