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
from ..words.advice import percent, win_chance_words
from ..words.messages import say
from ..words.names import seat_key
from .common import Subcommands, UsageError, read_position
from .console import Interrupted, Progress, note

#: A ranking that takes longer than this shows its progress on a terminal.
PROGRESS_AFTER = 0.3

#: Upper bounds a person can see in ``--help``: 100,000 games take about an hour; 1,000
#: play-outs of an 8-player position take minutes (about 170 ms each).
MAX_GAMES = 100_000
MAX_PLAYOUTS = 1_000


def _seconds(text: str) -> float:
    """``--budget``: seconds, a plain number from 0.05 to 600."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0.05 <= value <= 600:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds from 0.05 to 600, not {text!r}"
        )
    return value


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
    """Rank the distinct outcomes of the seat to move's turn, with reasons and win chances.

    The reasons and the chance in words speak ``--lang`` (else ``PEGS_LANG``, else English);
    the numbers and the moves' notation stay as they are.
    """
    from ..words.messages import LanguageError, speaking
    from .language import chosen_language

    try:
        lang = chosen_language(args.lang)
    except LanguageError as err:
        raise UsageError(str(err)) from None
    with speaking(lang):
        return _advise(args)


def _advise(args: argparse.Namespace) -> str:
    from ..board import team_of
    from ..bots.advisor import advise, win_here
    from ..bots.budget import MAX_PLAYOUTS as DEFAULT_CAP

    position = read_position(args.file)
    cap = DEFAULT_CAP if args.playouts is None else args.playouts
    # A bar only when the ranking takes longer than PROGRESS_AFTER (a terminal's tqdm line).
    progress = Progress(cap, "deal", delay=PROGRESS_AFTER)
    try:
        advice = advise(
            position,
            playouts=args.playouts,
            budget=args.budget,
            seed=args.seed,
            on_world=progress.update,
            interruptible=True,
        )
    except KeyboardInterrupt:
        progress.close()
        raise
    progress.close()
    if not advice:
        # RULES 3: a hand that cannot be refilled stays short, and may run out.
        return say("advise-no-cards", seat=seat_key(position.turn))
    here = win_here(position)
    lines = [_advice_json(here, advice)] if args.json else _advice_lines(advice)
    played = max(a.playouts for a in advice)
    if args.playouts is not None and args.budget is None and 0 < played < args.playouts:
        raise Interrupted(
            lines,
            f"stopped by Ctrl-C after {played} of {args.playouts} deals: the ranking uses those",
        )
    if not args.json:
        # The chance in words goes beside the table, not in it: standard output keeps one
        # line per outcome for the tools that read it.
        note(win_chance_words(team_of(position.turn), position.players, here, advice[0].win))
    return "\n".join(lines)


def _advice_json(here: float, advice: list[Any]) -> str:
    """The advice as one JSON object: the chance from here, and each outcome's moves and chance."""
    return json.dumps(
        {
            "win": round(here, 4),
            "moves": [
                {
                    "moves": [m.notation() for m in item.moves],
                    "win": round(item.win, 4),
                    "reason": item.reason,
                }
                for item in advice
            ],
        }
    )


def _advice_lines(advice: list[Any]) -> list[str]:
    """One line per ranked outcome: rank, its moves, score, win chance, reason."""
    spelled = [" = ".join(m.notation() for m in a.moves) for a in advice]
    width = max(map(len, spelled))
    lines = []
    for rank, (item, moves) in enumerate(zip(advice, spelled, strict=True), 1):
        score = "wins" if item.wins else f"{item.score:+.1f}"
        lines.append(
            f"{rank:>3}. {moves:<{width}}  {score:>7}  {percent(item.win):>3}%  {item.reason}"
        )
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
        default=None,
        help=f"dealt worlds for each of the best outcomes, 1 to {MAX_PLAYOUTS} (default: as "
        "many as the budget allows; given alone, exactly that many)",
    )
    p.add_argument(
        "--budget",
        type=_seconds,
        default=None,
        help="seconds of thinking, counted in moves scored so the advice is the same on every "
        "machine (default 1)",
    )
    p.add_argument("--seed", type=int_arg("--seed", signed=True), default=0)
    p.add_argument(
        "--json",
        action="store_true",
        help='print {"win": P, "moves": [{"moves": [...], "win": P, "reason": "..."}, ...]}',
    )
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the reasons: en, sv, it, sq or fi (default: $PEGS_LANG, else en)",
    )
    p.set_defaults(run=cmd_advise)
