"""``pegs lessons [DIR]``: copy the lesson notebooks into a learner's folder and open them.

JupyterLab (or Voila with ``--voila``, code-free) is started from this Python, so it runs the
kernel that has the kit. The command only copies when asked ``--no-open``, and needs no Jupyter
package for that.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from ..lessons import START, LessonsError, copy_lessons, trust
from .common import Subcommands
from .serving import lab_options, voila_options

#: Where the lessons go when no folder is named (inside the current folder).
DEFAULT_FOLDER = "pegs-lessons"


class LessonsUsageError(LessonsError):
    """A problem with how ``pegs lessons`` was asked to run."""


def _ask_on_terminal(question: str) -> bool:
    try:
        return input(question).strip().lower() in ("y", "yes")
    except EOFError:
        return False


def server_command(folder: Path, *, voila: bool, port: int | None, browser: bool) -> list[str]:
    """The command that serves ``folder``: JupyterLab at the start lesson, or Voila's list."""
    if voila:
        command = [sys.executable, "-m", "voila", str(folder), "--Voila.ip=127.0.0.1"]
        command += voila_options()  # the kernels of closed pages are shut down
        if not browser:
            command.append("--no-browser")
    else:
        command = [sys.executable, "-m", "jupyterlab", "--ip=127.0.0.1"]
        command.append(f"--ServerApp.root_dir={folder}")
        command += lab_options()  # saving a lesson keeps the Python version it names
        if not browser:
            command.append("--no-browser")
        # JupyterLab refuses to run as root unless told to (containers, some classroom machines).
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--allow-root")
        if (folder / START).is_file():
            command.append(str(folder / START))
    if port is not None:
        command.append(f"--port={port}")
    return command


def cmd_lessons(args: argparse.Namespace) -> str:
    """Copy the lessons into the folder, mark them trusted, then open them (unless --no-open)."""
    if not args.folder.strip():
        # Path("") is the current folder: an empty name must not spill the lessons there.
        raise LessonsUsageError(
            f"the folder name is empty: name a folder, or leave it out for ./{DEFAULT_FOLDER}"
        )
    try:
        folder = Path(args.folder).expanduser().resolve()
    except RuntimeError as err:  # "~" with no home folder known
        raise LessonsUsageError(f"cannot find the folder {args.folder!r}: {err}") from None
    interactive = sys.stdin is not None and sys.stdin.isatty()
    report = copy_lessons(folder, fresh=args.fresh, ask=_ask_on_terminal if interactive else None)
    lines = report.lines()
    try:
        signed = trust(report.notebooks())
    except LessonsError as err:
        raise LessonsUsageError(f"the lessons are in {folder}, but {err}") from None
    if signed is None:
        lines.append("(not marked trusted: Jupyter is not installed here)")
    elif signed:
        lines.append(f"marked {signed} notebooks trusted, so their saved pictures show")
    if args.no_open:
        lines.append(f"open them with: pegs lessons {folder}")
        return "\n".join(lines)
    server = "voila" if args.voila else "jupyterlab"
    if importlib.util.find_spec(server) is None:
        name = "Voila" if args.voila else "JupyterLab"
        raise LessonsUsageError(
            f"the lessons are in {folder}, but {name} is not installed here to open them: "
            'pip install "pegs-kit[lab]"'
        )
    print("\n".join(lines), file=sys.stderr, flush=True)
    command = server_command(folder, voila=args.voila, port=args.port, browser=not args.no_browser)
    try:
        finished = subprocess.run(command, cwd=folder, check=False)
    except KeyboardInterrupt:
        return ""
    if finished.returncode not in (0, -2, 130):  # Ctrl+C on the server is a normal way out
        raise LessonsUsageError(f"{server} stopped with status {finished.returncode}")
    return ""


def register(sub: Subcommands) -> None:
    """Add the ``lessons`` subcommand."""
    p = sub.add_parser(
        "lessons",
        help="copy the lesson notebooks into a folder and open them in JupyterLab",
        description=(
            "Copy the kit's lesson notebooks into FOLDER (default: ./pegs-lessons) and open "
            "JupyterLab there. Lessons you changed are never replaced without asking."
        ),
    )
    p.add_argument("folder", nargs="?", default=DEFAULT_FOLDER, metavar="FOLDER")
    p.add_argument("--no-open", action="store_true", help="copy the lessons and exit")
    p.add_argument("--voila", action="store_true", help="open them code-free with Voila")
    p.add_argument(
        "--fresh",
        action="store_true",
        help="replace lessons you changed with fresh copies (yours are kept beside them)",
    )
    p.add_argument("--port", type=int, help="the port to serve on (default: the server's own)")
    p.add_argument("--no-browser", action="store_true", help="start the server without a browser")
    p.set_defaults(run=cmd_lessons)
