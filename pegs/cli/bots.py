"""The ``pegs selfplay`` and ``pegs advise`` subcommands (computer players on the command line).

``register`` adds them to the ``pegs`` parser; the games, bots and advice themselves live in
``selfplay``, ``bots`` and ``advisor``. Output follows the ``pegs`` CLI contract: bad input exits
with status 2, nothing on stdout and one ``error:`` line on stderr.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..bots import bot_names
from ..inputs import int_arg
from ..rules import PLAYER_COUNTS
from ..seats import seat_name
from .common import Subcommands, UsageError, read_position
from .console import Interrupted, Progress

#: Upper bounds a person can see in ``--help``: 100,000 games take about an hour; 1,000
#: play-outs of an 8-player position take minutes (about 170 ms each).
MAX_GAMES = 100_000
MAX_PLAYOUTS = 1_000


def _parse_bots(text: str) -> tuple[str, str]:
    names = text.split(",")
    known = bot_names()
    if len(names) != 2 or not all(names):
        raise UsageError(f"--bots wants two names A,B (team 0, team 1), not {text!r}")
    for name in names:
        if name not in known:
            raise UsageError(f"unknown bot {name!r} in --bots; choose from {', '.join(known)}")
    return names[0], names[1]


def cmd_selfplay(args: argparse.Namespace) -> str:
    """Play seeded games between two bots and print a summary (or one JSON line)."""
    from ..bots.selfplay import iter_games, summarize

    bot_a, bot_b = _parse_bots(args.bots)
    progress = Progress(args.games, "game")
    results = []
    try:
        for result in iter_games(
            bot_a, bot_b, players=args.players, games=args.games, seed=args.seed
        ):
            results.append(result)
            progress.update()
    except KeyboardInterrupt:
        progress.close()
        note = f"stopped by Ctrl-C after {len(results)} of {args.games} games"
        if not results:
            raise Interrupted("", note) from None
        raise Interrupted(
            _selfplay_report(args, summarize(results, args.players, args.seed, (bot_a, bot_b))),
            note,
        ) from None
    progress.close()
    return _selfplay_report(args, summarize(results, args.players, args.seed, (bot_a, bot_b)))


def _selfplay_report(args: argparse.Namespace, summary: Any) -> str:
    """The summary as one JSON line or a small table."""
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
    from ..bots.advisor import advise

    position = read_position(args.file)
    progress = Progress(args.playouts, "deal")
    try:
        advice = advise(
            position,
            playouts=args.playouts,
            seed=args.seed,
            on_world=progress.update,
            interruptible=True,
        )
    finally:
        progress.close()
    if not advice:
        # RULES 3: a hand that cannot be refilled stays short, and may run out.
        return f"{seat_name(position.turn)} holds no cards: there is no move to rank."
    lines = _advice_lines(advice)
    if progress.done < args.playouts:
        raise Interrupted(
            lines,
            f"stopped by Ctrl-C after {progress.done} of {args.playouts} deals: "
            "the ranking uses those",
        )
    return "\n".join(lines)


def _advice_lines(advice: list[Any]) -> list[str]:
    """One line per ranked move: rank, move, score, reason."""
    width = max(len(a.move.notation()) for a in advice)
    lines = []
    for rank, item in enumerate(advice, 1):
        score = "wins" if item.wins else f"{item.score:+.1f}"
        lines.append(f"{rank:>3}. {item.move.notation():<{width}}  {score:>7}  {item.reason}")
    return lines


def register(subparsers: Subcommands) -> None:
    """Add ``selfplay`` and ``advise`` to the ``pegs`` command line."""
    p = subparsers.add_parser("selfplay", help="play seeded games between computer players")
    p.add_argument("--players", type=int_arg("--players"), choices=PLAYER_COUNTS, default=4)
    p.add_argument(
        "--games",
        type=int_arg("--games", low=1, high=MAX_GAMES),
        default=10,
        help=f"how many games, 1 to {MAX_GAMES} (default 10)",
    )
    p.add_argument("--seed", type=int_arg("--seed", signed=True), default=0)
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
    p.add_argument(
        "--playouts",
        type=int_arg("--playouts", low=1, high=MAX_PLAYOUTS),
        default=12,
        help=f"dealt worlds per move, 1 to {MAX_PLAYOUTS} (default 12)",
    )
    p.add_argument("--seed", type=int_arg("--seed", signed=True), default=0)
    p.set_defaults(run=cmd_advise)
