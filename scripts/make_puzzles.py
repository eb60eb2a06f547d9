"""Make the kit's puzzles: random small positions kept only when exactly one move meets the goal.

Usage: ``python scripts/make_puzzles.py [--seed N] [--count N] [--out FILE] [--check]``.
The same seed makes the same puzzles. For each goal of ``pegs.course.goals`` a builder places a
few pegs and deals the seat to move a hand of distinct ranks; the engine then plays every legal
move (``pegs.course.puzzles.search``) and the position is kept only when exactly one move reaches
the goal (or the two orders of one split, leaving the same board) and there are at least two
legal moves. Its difficulty is graded by the plausible wrong moves (``puzzles.grade``), and the
builders run until each goal has its share spread over the five levels. ``--check`` re-checks
the shipped file instead of writing one. This script owns making puzzles; judging them is the
engine's.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from pegs.course.puzzle_goals import endangered, threats  # noqa: E402
from pegs.course.puzzles import (  # noqa: E402
    FORMAT,
    Puzzle,
    check,
    grade,
    puzzle_hint,
    puzzle_prompt,
    search,
)
from pegs.errors import PegsError  # noqa: E402
from pegs.position import Position  # noqa: E402
from pegs.words.messages import speaking  # noqa: E402

OUT = ROOT / "pegs" / "course" / "content" / "pegs" / "puzzles.json"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK")
SUITS = "SHDC"
FACES = {"J", "Q", "K"}
#: Puzzles per goal (the total is their sum unless --count scales it).
SHARES = {"win": 15, "both-home": 13, "bump-two": 14, "save-peg": 13, "bump-and-home": 12}
SIDE, IN_SPOT = 18, 3


# ----- building blocks
def in_spot(seat: int) -> int:
    """The seat's in-spot hole."""
    return SIDE * seat + IN_SPOT


def hand(
    rng: random.Random, size: int, *, want: str | None = None, jokers: bool = True
) -> list[str]:
    """``size`` cards of distinct ranks (at most one of J, Q, K, which all move 10)."""
    pool = [r for r in RANKS if jokers or r != "JK"]
    ranks: list[str] = [want] if want else []
    while len(ranks) < size:
        r = rng.choice(pool)
        if r in ranks or (r in FACES and FACES & set(ranks)):
            continue
        ranks.append(r)
    return ["JK" if r == "JK" else r + rng.choice(SUITS) for r in ranks]


class Board:
    """Pegs being placed for one position: five places per seat, no two pegs on one hole."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.length = SIDE * players
        self.pegs: dict[int, list[str]] = {s: [] for s in range(players)}
        self.used: set[int] = set()

    def free(self, hole: int) -> bool:
        """True when no peg stands on ``hole``."""
        return hole % self.length not in self.used

    def track(self, seat: int, hole: int) -> bool:
        """Put one of ``seat``'s pegs on ``hole`` if it is free; False if not placed."""
        hole %= self.length
        if hole in self.used or len(self.pegs[seat]) >= 5:
            return False
        self.used.add(hole)
        self.pegs[seat].append(f"T{hole}")
        return True

    def home(self, seat: int, places: list[int]) -> None:
        """Put ``seat``'s pegs on these home places."""
        self.pegs[seat] += [f"H{k}" for k in places]

    def fill_start(self) -> None:
        """Every seat's remaining pegs wait in start."""
        for places in self.pegs.values():
            places += ["S"] * (5 - len(places))

    def random_hole(self, rng: random.Random) -> int:
        """A free track hole."""
        while True:
            hole = rng.randrange(self.length)
            if hole not in self.used:
                return hole


def position(board: Board, turn: int, hands: dict[int, list[str]]) -> Position | None:
    """The position, or None when the pieces do not make a valid one."""
    board.fill_start()
    data = {
        "format": "pegs-position/1",
        "players": board.players,
        "turn": turn,
        "pegs": {str(s): p for s, p in board.pegs.items()},
        "hands": {str(s): h for s, h in hands.items()},
    }
    try:
        return Position.from_dict(data)
    except PegsError:
        return None


def team_seats(players: int, team: int) -> list[int]:
    """The seats of a team."""
    return list(range(team, players, 2))


def scatter_opponents(rng: random.Random, board: Board, team: int, most: int) -> None:
    """Put up to ``most`` pegs of each opponent on random holes."""
    for s in team_seats(board.players, 1 - team):
        for _ in range(rng.randint(0, most)):
            board.track(s, board.random_hole(rng))


# ----- builders, one per goal: a random position for the goal (or None)
def build_win(rng: random.Random, players: int, turn: int) -> Position | None:
    """All of the team's pegs home but one or two, close to their in-spots."""
    board = Board(players)
    seats = team_seats(players, turn & 1)
    left = Counter(rng.choice(seats) for _ in range(rng.choice((1, 1, 2))))
    for s in seats:
        out = left[s]
        for _ in range(out):
            if not board.track(s, in_spot(s) - rng.randint(1, 13)):
                return None
        board.home(s, sorted(rng.sample(range(1, 6), 5 - out)))
    scatter_opponents(rng, board, turn & 1, 2)
    want = rng.choice(("7", "9", None, None))
    return position(board, turn, {turn: hand(rng, rng.choice((3, 4)), want=want)})


def build_both_home(rng: random.Random, players: int, turn: int) -> Position | None:
    """Two or three team pegs near their in-spots, one peg still in start (so not a win)."""
    board = Board(players)
    seats = team_seats(players, turn & 1)
    for _ in range(rng.choice((2, 2, 3))):
        s = rng.choice(seats)
        board.track(s, in_spot(s) - rng.randint(1, 12))
    for s in seats:
        room = 4 - len(board.pegs[s])
        if room > 0 and rng.random() < 0.5:
            board.home(s, sorted(rng.sample(range(3, 6), min(room, rng.randint(1, 2)))))
    scatter_opponents(rng, board, turn & 1, 2)
    want = rng.choice(("7", "9", None))
    return position(board, turn, {turn: hand(rng, rng.choice((3, 4)), want=want)})


def build_bump_two(rng: random.Random, players: int, turn: int) -> Position | None:
    """Two or three team pegs with opponents' pegs a few holes ahead of them."""
    board = Board(players)
    team = turn & 1
    seats = team_seats(players, team)
    mine = []
    for _ in range(rng.choice((2, 2, 3))):
        s, hole = rng.choice(seats), board.random_hole(rng)
        if board.track(s, hole):
            mine.append(hole)
    opponents = team_seats(players, 1 - team)
    for hole in mine:
        for _ in range(rng.choice((1, 1, 2))):
            board.track(rng.choice(opponents), hole + rng.randint(1, 9))
    scatter_opponents(rng, board, team, 1)
    want = rng.choice(("7", "9", "7", None))
    return position(board, turn, {turn: hand(rng, rng.choice((3, 4)), want=want)})


def build_bump_and_home(rng: random.Random, players: int, turn: int) -> Position | None:
    """A team peg near its in-spot, another on the track with an opponent not far ahead."""
    board = Board(players)
    team = turn & 1
    seats = team_seats(players, team)
    s = rng.choice(seats)
    board.track(s, in_spot(s) - rng.randint(1, 8))
    opponents = team_seats(players, 1 - team)
    for _ in range(rng.choice((1, 2))):
        hole = board.random_hole(rng)
        if board.track(rng.choice(seats), hole):
            board.track(rng.choice(opponents), hole + rng.randint(1, 8))
    scatter_opponents(rng, board, team, 1)
    want = rng.choice(("7", "9", None))
    return position(board, turn, {turn: hand(rng, rng.choice((3, 4)), want=want)})


def build_save_peg(rng: random.Random, players: int, turn: int) -> Position | None:
    """The next player (an opponent) holds a card that would bump one of the team's pegs."""
    board = Board(players)
    team = turn & 1
    seats = team_seats(players, team)
    nxt = (turn + 1) % players
    mine = []
    for _ in range(rng.choice((1, 2, 2))):
        s, hole = rng.choice(seats), board.random_hole(rng)
        if board.track(s, hole):
            mine.append(hole)
    if not mine:
        return None
    target = rng.choice(mine)
    gap = rng.randint(2, 10)
    if not board.track(nxt, target - gap):
        return None
    threat = {1: "A"}.get(gap, str(gap))  # the card of exactly that count
    their = [threat + rng.choice(SUITS)]
    scatter_opponents(rng, board, team, 1)
    pos = position(board, turn, {turn: hand(rng, rng.choice((3, 4))), nxt: their})
    if pos is None or not endangered(pos):
        return None
    return pos


BUILDERS: dict[str, Callable[[random.Random, int, int], Position | None]] = {
    "win": build_win,
    "both-home": build_both_home,
    "bump-two": build_bump_two,
    "save-peg": build_save_peg,
    "bump-and-home": build_bump_and_home,
}


# ----- words
def prompt_for(goal: str, pos: Position) -> str:
    """The puzzle's goal in plain words with colour names, shown first (the English kept in the
    data file; the course says it in the learner's language from the same message)."""
    with speaking("en"):
        return puzzle_prompt(goal, pos)


def hint_for(goal: str, pos: Position, solution: str) -> str:
    """A nudge shown after a wrong try: how to look, not the answer (in English, as kept)."""
    with speaking("en"):
        return puzzle_hint(goal, pos, (solution,))


# ----- making and checking
def make(seed: int, count: int | None = None) -> list[Puzzle]:
    """Puzzles for every goal, spread over the difficulties, all from ``seed``."""
    rng = random.Random(seed)
    shares = dict(SHARES)
    if count is not None:
        total = sum(SHARES.values())
        shares = {g: max(1, round(n * count / total)) for g, n in SHARES.items()}
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for goal, share in shares.items():
        per_level = -(-share // 5) + 1  # at most this many of one level, so levels spread
        levels: Counter[int] = Counter()
        made: list[Puzzle] = []
        for _attempt in range(60000):
            if len(made) >= share:
                break
            players = 6 if rng.random() < 0.15 else 4
            turn = rng.randrange(players)
            pos = BUILDERS[goal](rng, players, turn)
            if pos is None:
                continue
            key = pos.to_json()
            if key in seen:
                continue
            found = search(pos, goal)
            if not found.solutions or not found.same_board or len(found.legal) < 2:
                continue
            level = grade(len(found.plausible_wrong))
            if levels[level] >= per_level:
                continue
            if goal == "save-peg" and not threats(pos, (turn + 1) % players):
                continue
            seen.add(key)
            levels[level] += 1
            solution = tuple(sorted(m.notation() for m in found.solutions))
            made.append(
                Puzzle(
                    id=f"{goal}-{len(made) + 1:02d}",
                    goal=goal,
                    difficulty=level,
                    position=pos,
                    solution=solution,
                    prompt=prompt_for(goal, pos),
                    hint=hint_for(goal, pos, solution[0]),
                )
            )
        puzzles += made
    return puzzles


def write(puzzles: list[Puzzle], out: Path, seed: int) -> None:
    """Write the puzzles file (one puzzle per line block, stable order)."""
    data = {"format": FORMAT, "seed": seed, "puzzles": [p.to_json() for p in puzzles]}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Make (or with --check, re-check) the puzzles file; print a table of goals by level."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--count", type=int, default=None, help="about this many in all")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="check the file instead")
    args = parser.parse_args(argv)
    if args.check:
        data = json.loads(args.out.read_text(encoding="utf-8"))
        puzzles = [Puzzle.from_json(item) for item in data["puzzles"]]
        bad = {p.id: check(p) for p in puzzles if check(p)}
        for pid, problems in bad.items():
            print(f"{pid}: {'; '.join(problems)}")
        print(f"{len(puzzles)} puzzles checked, {len(bad)} with problems")
        return 1 if bad else 0
    puzzles = make(args.seed, args.count)
    write(puzzles, args.out, args.seed)
    table = Counter((p.goal, p.difficulty) for p in puzzles)
    for goal in SHARES:
        row = "  ".join(f"{lvl}:{table[goal, lvl]}" for lvl in range(1, 6))
        print(f"{goal:14} {row}")
    print(f"{len(puzzles)} puzzles written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
