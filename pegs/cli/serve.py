"""``pegs serve``: start the table server, where a class plays together from many screens.

The server (``widgets.tables``, on tornado) lives outside the dependency-free engine, so this
command only checks that it is installed and becomes it: the process is replaced by
``python -m widgets.tables`` with the same options (as ``pegs lessons`` starts JupyterLab), so
Ctrl-C and signals reach the server itself and ``pegs`` imports nothing of it.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys

from .common import Subcommands, UsageError

#: The options, as ``python -m widgets.tables`` reads them: (flag, type, default, help).
OPTIONS: tuple[tuple[str, type, object, str], ...] = (
    ("--host", str, "127.0.0.1", "the address to listen on"),
    ("--port", int, 8642, "the port to listen on"),
    ("--db", str, "pegs-tables.sqlite", "the SQLite file the tables are kept in"),
    ("--code-hours", float, 24.0, "hours a room code lasts after its table last changed"),
    ("--rate", float, 20.0, "requests a second each client may make (0: no limit)"),
)


def server_command(args: argparse.Namespace) -> list[str]:
    """The command that runs the server with these options."""
    command = [sys.executable, "-m", "widgets.tables"]
    for flag, _kind, _default, _help in OPTIONS:
        command += [flag, str(getattr(args, flag[2:].replace("-", "_")))]
    for origin in args.origin:
        command += ["--origin", origin]
    if args.base_url is not None:
        command += ["--base-url", args.base_url]
    if args.lang is not None:
        command += ["--lang", args.lang]
    return command


def cmd_serve(args: argparse.Namespace) -> str:
    """Become the table server (on POSIX; elsewhere run it and wait)."""
    if importlib.util.find_spec("tornado") is None or importlib.util.find_spec("widgets") is None:
        raise UsageError('the table server is not installed here: pip install "pegs-kit[serve]"')
    command = server_command(args)
    sys.stdout.flush()
    if os.name == "posix":
        os.execv(command[0], command)
    try:
        finished = subprocess.run(command, check=False)
    except KeyboardInterrupt:
        return ""
    if finished.returncode not in (0, -2, 130):
        raise UsageError(f"the table server stopped with status {finished.returncode}")
    return ""


def register(sub: Subcommands) -> None:
    """Add the ``serve`` subcommand."""
    p = sub.add_parser(
        "serve",
        help="start the table server: a class plays together from many screens",
        description=(
            "Start the table server and print the teacher's link. Tables are kept in a SQLite "
            "file and come back after a restart."
        ),
    )
    for flag, kind, default, text in OPTIONS:
        p.add_argument(flag, type=kind, default=default, help=f"{text} (default: {default})")
    p.add_argument(
        "--origin",
        action="append",
        default=[],
        help="another page origin allowed to listen live (e.g. a JupyterHub's address)",
    )
    p.add_argument(
        "--base-url",
        default=None,
        help=(
            "the path every address starts with, e.g. /services/pegs/ behind a JupyterHub "
            "(default: $JUPYTERHUB_SERVICE_PREFIX when set, else /)"
        ),
    )
    p.add_argument(
        "--lang",
        metavar="LANG",
        default=None,
        help="language of the lines the server prints: en, sv, it, sq or fi "
        "(default: $PEGS_LANG, else en); each page speaks its reader's language",
    )
    p.set_defaults(run=cmd_serve)
