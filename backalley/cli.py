"""The ``python -m backalley`` command line: new, show, moves, play, selfplay.

Owns argument handling and output only; every rule comes from the engine. Bad input exits
with status 2, prints nothing on stdout and exactly one ``error: ...`` line on stderr. With no
arguments it prints its help (usage, action syntax, bot names, examples) and exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from backalley.actions import parse_actions
from backalley.bots import BOTS, make_bot, play_game
from backalley.dealing import new_game
from backalley.errors import BackAlleyError, IllegalActionError
from backalley.events import Event
from backalley.notation import describe, format_state, parse_state
from backalley.rules import BoardScale, Rules
from backalley.words.refusals import illegal_action_words
from pegs._version import __version__
from pegs.cli.console import Interrupted, Progress, run_command
from pegs.cli.language import chosen_language
from pegs.inputs import int_arg, read_input
from pegs.words.messages import LanguageError, speaking

#: The most games one ``selfplay`` plays (about an hour of bot play).
MAX_GAMES = 100_000


class UsageError(Exception):
    """Raised instead of argparse's own exit, so every bad input ends the same way."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def version() -> str:
    """The kit's version, from its one source (``pegs._version``)."""
    return __version__


def _prog() -> str:
    # The installed script is "backalley"; run as a module it is "python -m backalley".
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "backalley" if name in ("backalley", "backalley.exe") else "python -m backalley"


def _epilog(prog: str) -> str:
    return f"""\
actions (for 'play'; case does not matter, several may follow one another):
  bid pass | bid N (1 to cards in hand - 1) | bid board | play CARD
  cards: AS KH QD JC 10S 9H ... 2C; the jokers are BB (Big Blooper) and LB (Little Blooper)

FILE is a backalley-state/1 JSON file (see docs/RULES.md, Part B); '-' reads standard input.
bots (for selfplay --bots): {", ".join(BOTS)}

examples:
  {prog} new --seed 7 > game.json
  {prog} show game.json
  {prog} show game.json --lang fi
  {prog} moves game.json
  {prog} play game.json "bid 3" > next.json
  {prog} play --events game.json bid pass bid 2 bid pass bid pass
  {prog} new --seed 7 | {prog} play - "bid board" | {prog} show -
  {prog} selfplay --games 10 --seed 1 --bots heuristic,random --json
"""


def _read(path: str) -> str:
    # The kit's one file reader: UTF-8 checked, size bounded, "-" for standard input.
    return read_input(path, error=UsageError)


def _language(option: str | None) -> str:
    # --lang, else PEGS_LANG, else English; an unknown one is this command line's usage error.
    try:
        return chosen_language(option)
    except LanguageError as err:
        raise UsageError(str(err)) from None


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(trick_value=args.trick_value, board_scale=BoardScale(args.board_scale))


def build_parser(prog: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with its five subcommands, action syntax and examples in ``--help``."""
    prog = prog or _prog()
    parser = _Parser(
        prog=prog,
        description="Back Alley (RULES Part B): deal, inspect and play games; let bots play.",
        epilog=_epilog(prog),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="store_true", help="print the kit's version")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def rule_options(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--trick-value",
            type=int_arg("--trick-value"),
            choices=(5, 3),
            default=5,
            help="points per trick of a number bid (default 5)",
        )
        p.add_argument(
            "--board-scale",
            choices=[s.value for s in BoardScale],
            default="linear",
            help="double/triple/quad boards score x2,x3,x4 (linear) or x2,x4,x8 (doubling)",
        )

    file_help = "a backalley-state/1 file, or - for standard input"
    p_new = sub.add_parser("new", help="print the state of a new game")
    p_new.add_argument("--seed", type=int_arg("--seed", signed=True), required=True)
    rule_options(p_new)
    p_show = sub.add_parser("show", help="describe a state file in words")
    p_show.add_argument("file", help=file_help)
    p_show.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the description: en, sv, it, sq or fi (default: $PEGS_LANG, else en)",
    )
    sub.add_parser("moves", help="legal actions of the seat to act, one a line").add_argument(
        "file", help=file_help
    )
    p_play = sub.add_parser(
        "play",
        help="apply actions and print the resulting state",
        epilog="actions: 'bid pass', 'bid 3', 'bid board', 'play QS' (any case)",
    )
    p_play.add_argument(
        "--events",
        action="store_true",
        help="also tell, on standard error, what happened (bids, cards, tricks, scores, redeals)",
    )
    p_play.add_argument("file", help=file_help)
    p_play.add_argument(
        "--lang",
        metavar="LANG",
        help="language of a refusal: en, sv, it, sq or fi (default: $PEGS_LANG, else en)",
    )
    p_play.add_argument("actions", nargs="+", metavar="ACTION", help="e.g. 'bid 3' or 'play QS'")
    p_self = sub.add_parser("selfplay", help="bots play whole games")
    p_self.add_argument(
        "--games",
        type=int_arg("--games", low=1, high=MAX_GAMES),
        required=True,
        help=f"how many games, 1 to {MAX_GAMES}",
    )
    p_self.add_argument("--seed", type=int_arg("--seed", signed=True), required=True)
    p_self.add_argument(
        "--bots",
        default="heuristic,heuristic",
        help=f"team 0 bot,team 1 bot, from: {', '.join(BOTS)} (default heuristic,heuristic)",
    )
    p_self.add_argument("--json", action="store_true", help="one final JSON line of results")
    rule_options(p_self)
    return parser


def _selfplay(args: argparse.Namespace) -> list[str]:
    names = [name.strip().lower() for name in args.bots.split(",")]
    if len(names) != 2:
        raise UsageError(f"--bots takes two names, team 0 then team 1: {args.bots!r}")
    for name in names:
        if name not in BOTS:
            raise UsageError(f"unknown bot {name!r} in --bots (choose from {', '.join(BOTS)})")
    rules = _rules(args)
    out: list[str] = []
    deals, redeals, scores, winners = [], [], [], []
    progress = Progress(args.games, "game")
    try:
        for game in range(args.games):
            seed = args.seed + game
            team0, team1 = (make_bot(name, seed) for name in names)
            record, _ = play_game(new_game(seed, rules), (team0, team1, team0, team1))
            final = record.final
            deals.append(record.deals)
            redeals.append(record.redeals)
            scores.append(list(final.scores))
            winners.append(final.winner)
            if not args.json:
                who = "draw" if final.winner == "draw" else f"team {final.winner} wins"
                out.append(
                    f"game {game + 1} (seed {seed}): {final.scores[0]} - {final.scores[1]}, {who}"
                )
            progress.update()
    except KeyboardInterrupt:
        progress.close()
        note = f"stopped by Ctrl-C after {len(winners)} of {args.games} games"
        if not winners:
            raise Interrupted([], note) from None
        raise Interrupted(
            _summary(args, names, out, deals, redeals, scores, winners), note
        ) from None
    progress.close()
    return _summary(args, names, out, deals, redeals, scores, winners)


def _summary(
    args: argparse.Namespace,
    names: list[str],
    out: list[str],
    deals: list[int],
    redeals: list[int],
    scores: list[list[int]],
    winners: Sequence[object],
) -> list[str]:
    """The games' lines and totals, or one JSON line (over the games played so far)."""
    if args.json:
        summary = {
            "games": len(winners),
            "seed": args.seed,
            "bots": names,
            "deals_per_game": deals,
            "redeals_per_game": redeals,
            "scores": scores,
            "winners": winners,
        }
        out.append(json.dumps(summary))
    else:
        wins = [winners.count(0), winners.count(1), winners.count("draw")]
        out.append(f"team 0 ({names[0]}) {wins[0]}, team 1 ({names[1]}) {wins[1]}, draws {wins[2]}")
    return out


def run(argv: list[str]) -> list[str]:
    """Run a command and return its stdout lines; raises on bad input."""
    parser = build_parser()
    if not argv:
        return [parser.format_help().rstrip("\n")]
    args = parser.parse_args(argv)
    if args.version:
        return [f"pegs-kit {version()}"]
    if args.command is None:
        raise UsageError("a command is needed: new, show, moves, play or selfplay")
    if args.command == "new":
        return [format_state(new_game(args.seed, _rules(args)))]
    if args.command == "selfplay":
        return _selfplay(args)
    lang = _language(args.lang) if args.command in ("show", "play") else "en"
    state = parse_state(_read(args.file))
    if args.command == "show":
        with speaking(lang):
            return [describe(state)]
    if args.command == "moves":
        return [action.notation() for action in state.legal_actions()]
    told: list[Event] = []
    for action in parse_actions(args.actions):
        try:
            state, caused = state.apply(action)
        except IllegalActionError as err:
            if err.refusal is None:
                raise
            # The refusal is data: its line is worded here, in the language chosen.
            with speaking(lang):
                line = illegal_action_words(err.action_text, state.deal, state.turn, err.refusal)
            raise IllegalActionError(line, err.action_text, err.reason, err.refusal) from None
        told.extend(caused)
    if args.events:
        # Only once every action was accepted: a refused run prints its one error line alone.
        sys.stderr.write("".join(f"{event}\n" for event in told))
        sys.stderr.flush()
    return [format_state(state)]


def main(argv: list[str] | None = None) -> int:
    """Entry point: print the output, or one ``error:`` line and return 2."""
    # Errors, closed pipes and Ctrl-C are handled as in the pegs command line (``console``).
    return run_command(
        lambda: run(sys.argv[1:] if argv is None else argv), (BackAlleyError, UsageError)
    )
