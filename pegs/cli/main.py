"""The ``pegs`` command line: deal, show, list moves, play (a contract other tools rely on).

Bad input exits with status 2, prints nothing on stdout and one ``error: ...`` line on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager

from .._version import __version__
from ..cards import Card
from ..errors import IllegalMoveError, PegsError
from ..game import new_game
from ..inputs import int_arg
from ..moves import parse_move
from ..position import Position
from ..rules import PLAYER_COUNTS
from ..words.handout import HANDOUT_FILE
from ..words.refusals import no_move_for_card_words
from .bots import register as register_bot_commands
from .common import Parser, Subcommands, UsageError, read_position
from .console import run_command
from .lessons import register as register_lessons_command
from .serve import register as register_serve_command

#: Argument types for whole numbers: ASCII digits only, bounded (``inputs.read_int``).
PLAYERS = int_arg("--players")
SEED = int_arg("--seed", signed=True)
HANDOUT_PUZZLES = int_arg("--puzzles", low=0, high=64)


def cmd_new(args: argparse.Namespace) -> str:
    """Print a dealt starting position as JSON."""
    return new_game(args.players, seed=args.seed).to_json()


def _same_file(first: str, second: str) -> bool:
    """True when both names lead to one existing file (a link or another spelling counts)."""
    if first == "-":
        return False
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


def cmd_show(args: argparse.Namespace) -> str:
    """Print a text diagram (or write an SVG picture, or describe the position in words)."""
    position = read_position(args.file)
    if args.svg:
        from ..render.svg import render_svg

        if _same_file(args.file, args.svg):
            raise UsageError(
                f"--svg {args.svg!r} is the position file itself: the picture would overwrite "
                "the position, so name another file for it"
            )

        try:
            with open(args.svg, "w", encoding="utf-8") as out:
                out.write(render_svg(position))
        except OSError as err:
            raise UsageError(f"cannot write {args.svg!r}: {err.strerror}") from None
        return f"wrote {args.svg}"
    if args.describe:
        from ..words.board import describe

        with _speaking(args):
            return describe(position)
    return str(position)


def _speaking(args: argparse.Namespace) -> AbstractContextManager[None]:
    """The language ``--lang`` or ``PEGS_LANG`` chose, as a ``with`` block; else a usage error."""
    from ..words.messages import LanguageError, speaking
    from .language import chosen_language

    try:
        return speaking(chosen_language(args.lang))
    except LanguageError as err:
        raise UsageError(str(err)) from None


def cmd_moves(args: argparse.Namespace) -> str:
    """Print one move per line in canonical notation."""
    position = read_position(args.file)
    # ``--card ""`` is a card that is not one, not a missing option.
    moves = position.card_moves(args.card) if args.card is not None else position.legal_moves()
    if args.card is not None and not moves:
        # Standard output stays empty (tools read it); a person reads why on standard error.
        with _speaking(args):
            print(_no_move_words(position, args.card), file=sys.stderr)
    # Canonical order (card, then parts), whatever order the generator lists them in.
    return "\n".join(m.notation() for m in sorted(moves))


def _no_move_words(position: Position, text: str) -> str:
    """Why ``moves --card`` lists nothing for this card, in words."""
    card = Card.parse(text)
    hand = position.hands[position.turn]
    # ``--card`` ignores the hand, so "not in the hand" is never the reason given.
    refusal = position.why_not_card(card) if hand is None or card in hand else None
    return no_move_for_card_words(card.notation, refusal)


def cmd_play(args: argparse.Namespace) -> str:
    """Apply the moves in order and print the resulting position as JSON."""
    position = read_position(args.file)
    with _speaking(args):
        try:
            for text in args.moves:
                position = position.play(parse_move(text, position.players))[0]
        except IllegalMoveError as err:
            # The error words its refusal when read: read here, in the language chosen.
            raise PegsError(str(err)) from None
    return position.to_json()


def cmd_course(args: argparse.Namespace) -> str:
    """Print the whole course (chapters, exercises, puzzles) as one JSON object."""
    from ..course import load_course

    return json.dumps(load_course().to_json(), indent=1 if args.pretty else None)


def cmd_handout(args: argparse.Namespace) -> str:
    """Write the print-out (rules summary, card sheet, puzzles, answers) as one HTML page, in
    the language ``--lang`` or ``PEGS_LANG`` chose."""
    from ..course.handout import write_handout
    from ..words.handout import written_words

    with _speaking(args):
        path = write_handout(args.out, args.puzzles)
        return written_words(str(path), args.puzzles)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    parser = Parser(prog="pegs", description="Arizona Pegs and Jokers: rules engine tools")
    parser.add_argument("--version", action="version", version=f"pegs-kit {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    p = sub.add_parser("new", help="deal a seeded starting position")
    p.add_argument("--players", type=PLAYERS, choices=PLAYER_COUNTS, default=4)
    p.add_argument("--seed", type=SEED, default=0)
    p.set_defaults(run=cmd_new)
    p = sub.add_parser("show", help="show a position file")
    p.add_argument("file", help="position file, or - for standard input")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--svg", metavar="OUT.svg", help="write an SVG picture instead")
    group.add_argument("--describe", action="store_true", help="describe the position in words")
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="language of --describe: en, sv, it, sq or fi (default: $PEGS_LANG, else en)",
    )
    p.set_defaults(run=cmd_show)
    p = sub.add_parser("moves", help="list legal moves, one per line")
    p.add_argument("file", help="position file, or - for standard input")
    p.add_argument("--card", help="every move this card could make (hand and must-play ignored)")
    p.add_argument("--lang", metavar="LANG", help="language of the words on standard error")
    p.set_defaults(run=cmd_moves)
    p = sub.add_parser("play", help="apply moves and print the resulting position")
    p.add_argument("file", help="position file, or - for standard input")
    p.add_argument("moves", nargs="+", metavar="MOVE", help='a move, e.g. "5H 0:T12-T17"')
    p.add_argument("--lang", metavar="LANG", help="language of a refusal (default: $PEGS_LANG)")
    p.set_defaults(run=cmd_play)
    p = sub.add_parser("course", help="print the course's chapters, exercises and puzzles")
    p.add_argument("--json", action="store_true", required=True, help="as one JSON object")
    p.add_argument("--pretty", action="store_true", help="indent the JSON")
    p.set_defaults(run=cmd_course)
    p = sub.add_parser("handout", help="write a print-ready page: rules, cards, puzzles, answers")
    p.add_argument(
        "--puzzles", type=HANDOUT_PUZZLES, default=6, help="how many puzzles (0 to 64; 6)"
    )
    p.add_argument("--out", default=HANDOUT_FILE, help="the HTML file to write")
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the page: en, sv, it, sq or fi (default: $PEGS_LANG, else en)",
    )
    p.set_defaults(run=cmd_handout)
    for register in EXTRA_COMMANDS:
        register(sub)
    return parser


#: Functions that add more subcommands (computer players, analysis) to the parser.
EXTRA_COMMANDS: list[Callable[[Subcommands], None]] = [
    register_bot_commands,
    register_lessons_command,
    register_serve_command,
]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""

    def compute() -> str:
        args = build_parser().parse_args(argv)
        run: Callable[[argparse.Namespace], str] = args.run
        return run(args)

    # Errors, closed pipes and Ctrl-C are handled once, for every subcommand (``console``).
    return run_command(compute, (UsageError, PegsError))
