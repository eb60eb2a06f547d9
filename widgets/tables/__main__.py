"""``python -m widgets.tables``: the table server (``pegs serve`` runs this)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from pegs.words.messages import LanguageError, check_language, speaking

from .hub import CODE_HOURS
from .server import DEFAULT_DB, DEFAULT_PORT, Options, base_path, serve


def build_parser() -> argparse.ArgumentParser:
    """The server's options (``pegs serve`` declares the same ones)."""
    parser = argparse.ArgumentParser(
        prog="pegs serve",
        description="Seat a class at shared tables of Pegs and Jokers or Back Alley.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="the port to listen on")
    parser.add_argument("--db", default=DEFAULT_DB, help="the SQLite file the tables are kept in")
    parser.add_argument(
        "--code-hours",
        type=float,
        default=CODE_HOURS,
        help="hours a room code lasts after its table last changed",
    )
    parser.add_argument(
        "--rate",
        type=float,
        default=20.0,
        help="requests a second each client may make (0: no limit)",
    )
    parser.add_argument(
        "--origin",
        action="append",
        default=[],
        help="another page origin allowed to listen live (e.g. a JupyterHub's address)",
    )
    parser.add_argument(
        "--base-url",
        default=os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/"),
        help=(
            "the path every address starts with, e.g. /services/pegs/ behind a JupyterHub "
            "(default: $JUPYTERHUB_SERVICE_PREFIX when set, else /)"
        ),
    )
    parser.add_argument(
        "--lang",
        default=None,
        help="language of the lines the server prints: en, sv, it, sq or fi (default: $PEGS_LANG,"
        " else en); each page speaks its own reader's language",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until Ctrl-C; the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        lang = check_language(args.lang or os.environ.get("PEGS_LANG", "").strip() or "en")
    except LanguageError as err:
        parser.error(str(err))
    try:
        with speaking(lang):
            base = base_path(args.base_url)
    except ValueError as err:
        parser.error(str(err))
    options = Options(
        host=args.host,
        port=args.port,
        db=args.db,
        code_hours=args.code_hours,
        rate=args.rate,
        burst=max(3 * args.rate, 1.0),
        origins=tuple(args.origin),
        base_url=base,
        lang=lang,
    )
    return serve(options)


if __name__ == "__main__":
    sys.exit(main())
