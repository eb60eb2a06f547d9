"""How both command lines (``pegs`` and ``backalley``) end: output, one error line, closed pipes.

The contract other tools rely on: success prints the output and exits 0; bad input prints
nothing on standard output and exactly one ``error: ...`` line on standard error, exit 2. A
reader that closes the pipe early (``pegs moves g.json | head -1``) is not an error: the rest of
the output is dropped quietly, exit 0. Ctrl-C stops with one line saying so, exit 130.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

#: Exit status of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130


class Interrupted(Exception):
    """Raised by a long command stopped by Ctrl-C: what it did so far, and a note saying so."""

    def __init__(self, output: str | Iterable[str], note: str) -> None:
        super().__init__(note)
        self.output = output
        self.note = note


def say_error(message: str) -> None:
    """Print one ``error:`` line on standard error (whitespace folded, so it stays one line)."""
    text = " ".join(str(message).split())
    _note(f"error: {text}")


def run_command(
    compute: Callable[[], str | Iterable[str] | None], errors: tuple[type[BaseException], ...]
) -> int:
    """Run one command: print its output (a string or lines) and return the exit status."""
    try:
        output = compute()
    except errors as err:
        say_error(str(err))
        return 2
    except Interrupted as stop:
        _note(stop.note)
        emit(_lines(stop.output))
        return INTERRUPTED
    except KeyboardInterrupt:
        _note("stopped by Ctrl-C before anything was printed")
        return INTERRUPTED
    return emit(_lines(output))


def _lines(output: str | Iterable[str] | None) -> list[str]:
    if isinstance(output, str):
        return [output] if output else []
    return list(output or ())


def _note(text: str) -> None:
    _note_raw(text + "\n")


def note(text: str) -> None:
    """One line for the person on standard error, beside the output (which it never mixes in)."""
    _note(text)


def emit(lines: Iterable[str]) -> int:
    """Print ``lines`` to standard output; 0, also when the reader closes the pipe early."""
    try:
        for line in lines:
            sys.stdout.write(line + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
    except KeyboardInterrupt:
        _silence_stdout()
        return INTERRUPTED
    return 0


def _silence_stdout() -> None:
    """Point standard output at the null device, so the interpreter's last flush cannot fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # a stream without a file (tests): nothing to do
        pass


class Progress:
    """Progress of a long run on standard error: a bar on a terminal, else a line now and then.

    On a terminal it is tqdm's bar when tqdm is installed (pegs needs no package), else a
    counter redrawn in place. Elsewhere (a log, a pipe) a plain line every ``every`` seconds,
    so a short run writes nothing there and a long one shows it is alive.
    """

    def __init__(self, total: int, unit: str, *, every: float = 10.0, delay: float = 0.0) -> None:
        self.total = total
        self.unit = unit
        self.done = 0
        self.every = every
        #: Nothing is drawn before this many seconds (a quick run shows no bar at all).
        self.delay = delay
        self.drawn = False
        self.bar: Any = None
        self.started = time.monotonic()
        self.last = self.started
        try:
            self.tty = sys.stderr.isatty()
        except (ValueError, AttributeError):
            self.tty = False
        if self.tty:
            try:
                from tqdm import tqdm
            except ImportError:
                return
            self.bar = tqdm(total=total, unit=unit, file=sys.stderr, leave=False, delay=delay)

    def update(self, _result: object = None) -> None:
        """Count one more item done."""
        self.done += 1
        if self.bar is not None:
            self.bar.update(1)
            return
        now = time.monotonic()
        if self.tty:
            if now - self.started >= self.delay:
                self.drawn = True
                _note_raw(f"\r{self.done}/{self.total} {self.unit}s")
        elif now - self.last >= self.every:
            self.last = now
            _note(
                f"progress: {self.done} of {self.total} {self.unit}s in {now - self.started:.0f} s"
            )

    def close(self) -> None:
        """Remove the bar or the counter."""
        if self.bar is not None:
            self.bar.close()
        elif self.tty and self.drawn:
            _note_raw("\r" + " " * 40 + "\r")


def _note_raw(text: str) -> None:
    # A closed or broken standard error leaves nobody to tell.
    with contextlib.suppress(BrokenPipeError, ValueError, OSError):
        print(text, end="", file=sys.stderr, flush=True)


__all__ = ["INTERRUPTED", "Interrupted", "Progress", "emit", "note", "run_command", "say_error"]
