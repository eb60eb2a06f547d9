"""The ``pegs selfplay`` and ``pegs advise`` subcommands (computer players on the command line).

``register`` adds them to the ``pegs`` parser; the games, bots and advice themselves live in
``selfplay``, ``bots`` and ``advisor``. Output follows the ``pegs`` CLI contract: bad input exits
with status 2, nothing on stdout and one ``error:`` line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .bots import bot_names


def _usage_error(message: str) -> Exception:
    from .cli import UsageError  # imported late: cli imports this module to register it

    return UsageError(message)


def _parse_bots(text: str) -> tuple[str, str]:
    names = text.split(",")
    known = bot_names()
    if len(names) != 2 or not all(names):
        raise _usage_error(f"--bots wants two names A,B (team 0, team 1), not {text!r}")
    for name in names:
        if name not in known:
            raise _usage_error(f"unknown bot {name!r} in --bots; choose from {', '.join(known)}")
    return names[0], names[1]


class _Progress:
    """A progress bar on stderr when it is a terminal: tqdm if installed, else a counter."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.done = 0
        self.bar: Any = None
        self.enabled = sys.stderr.isatty()
        if self.enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                return
            self.bar = tqdm(total=total, unit="game", file=sys.stderr, leave=False)

    def update(self, _result: object = None) -> None:
        """Count one finished game."""
        self.done += 1
        if self.bar is not None:
            self.bar.update(1)
        elif self.enabled:
            print(f"\r{self.done}/{self.total} games", end="", file=sys.stderr, flush=True)

    def close(self) -> None:
        """Remove the bar."""
        if self.bar is not None:
            self.bar.close()
        elif self.enabled:
            print("\r" + " " * 30 + "\r", end="", file=sys.stderr, flush=True)


def cmd_selfplay(args: argparse.Namespace) -> str:
    """Play seeded games between two bots and print a summary (or one JSON line)."""
    from .selfplay import run_selfplay

    if args.games < 1:
        raise _usage_error(f"--games must be at least 1, not {args.games}")
    bot_a, bot_b = _parse_bots(args.bots)
    progress = _Progress(args.games)
    try:
        summary = run_selfplay(
            bot_a,
            bot_b,
            players=args.players,
            games=args.games,
            seed=args.seed,
            on_game=progress.update,
        )
    finally:
        progress.close()
    if args.json:
        return json.dumps(summary.to_dict())
    games = summary.games
    rows = [
        f"{summary.games} games, {summary.players} players, seed {summary.seed}",
        f"{'team':<8}{'bot':<8}{'wins':>6}{'share':>8}",
    ]
    for team, bot in enumerate(summary.bots):
        wins = summary.wins[team]
        rows.append(f"{team:<8}{bot:<8}{wins:>6}{wins / games:>8.1%}")
    if summary.unfinished:
        rows.append(f"unfinished (stopped after the turn cap): {summary.unfinished}")
    rows.append(f"mean game length: {summary.mean_turns:.1f} turns")
    rows.append(f"bumps per game: {summary.bumps_per_game:.1f}")
    return "\n".join(rows)


def cmd_advise(args: argparse.Namespace) -> str:
    """Rank the legal moves of the seat to move, with reasons."""
    from .advisor import advise
    from .cli import _read_position

    if args.playouts < 1:
        raise _usage_error(f"--playouts must be at least 1, not {args.playouts}")
    position = _read_position(args.file)
    advice = advise(position, playouts=args.playouts, seed=args.seed)
    width = max(len(a.move.notation()) for a in advice)
    lines = []
    for rank, item in enumerate(advice, 1):
        score = "wins" if item.wins else f"{item.score:+.1f}"
        lines.append(f"{rank:>3}. {item.move.notation():<{width}}  {score:>7}  {item.reason}")
    return "\n".join(lines)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``selfplay`` and ``advise`` to the ``pegs`` command line."""
    p = subparsers.add_parser("selfplay", help="play seeded games between computer players")
    p.add_argument("--players", type=int, choices=(4, 6, 8), default=4)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--bots",
        default="greedy,random",
        metavar="A,B",
        help=f"team 0's bot and team 1's bot, from: {', '.join(bot_names())}",
    )
    p.add_argument("--json", action="store_true", help="print one JSON line instead of a table")
    p.set_defaults(run=cmd_selfplay)
    p = subparsers.add_parser("advise", help="rank the legal moves of a position, with reasons")
    p.add_argument("file", help="position file, or - for standard input")
    p.add_argument("--playouts", type=int, default=12, help="dealt worlds per move (default 12)")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(run=cmd_advise)
