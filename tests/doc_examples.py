"""The shell and Python examples of README.md and docs/*.md: found, and run as written.

A fenced block is an example when its language is one of ``bash``, ``sh``, ``console``,
``python`` or ``pycon``. ``bash`` and ``sh`` blocks run as one script that must succeed;
``console`` blocks hold ``$ `` commands each followed by the output it must print; ``python``
blocks run as a script, and ``pycon`` blocks (``>>>``) as doctests whose shown output must match.
An example that cannot run in a test (it opens a browser, downloads, or is the test run itself)
is marked by an HTML comment on the line before its fence: ``<!-- not-run: why -->``.
"""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUNNABLE = {"bash", "sh", "console", "python", "pycon"}
_FENCE = re.compile(r"^(\s*)```\s*([\w-]*)\s*$")
_NOT_RUN = re.compile(r"^\s*<!--\s*not-run:\s*(.+?)\s*-->\s*$")


@dataclass(frozen=True)
class Example:
    """One fenced example: where it is, its language, its text and why it is not run (if so)."""

    document: str
    line: int
    language: str
    text: str
    not_run: str | None

    @property
    def where(self) -> str:
        """The example's place, as ``docs/x.md:12``."""
        return f"{self.document}:{self.line}"


def documents() -> list[Path]:
    """README.md and every Markdown page of docs/, in a fixed order."""
    return [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


def examples(path: Path) -> list[Example]:
    """Every fenced block of a runnable language in the Markdown file, in order."""
    name = path.relative_to(REPO).as_posix() if path.is_relative_to(REPO) else path.name
    lines = path.read_text(encoding="utf-8").splitlines()
    found: list[Example] = []
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if not opening:
            i += 1
            continue
        indent, language = opening.groups()
        end = i + 1
        while end < len(lines) and not lines[end].strip().startswith("```"):
            end += 1
        if language in RUNNABLE:
            body = [line.removeprefix(indent) for line in lines[i + 1 : end]]
            before = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
            marker = _NOT_RUN.match(before)
            text = "\n".join(body) + "\n"
            found.append(Example(name, i + 1, language, text, marker and marker.group(1)))
        i = end + 1
    return found


def environment() -> dict[str, str]:
    """This environment's own commands first on PATH (pegs, backalley, python, python3), on this
    checkout's code."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    # This checkout's code, whatever checkout the environment's commands were installed from.
    env["PYTHONPATH"] = str(REPO)
    env["COLUMNS"] = "100"
    return env


def _shell(command: str, folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-euo", "pipefail", "-c", command],
        cwd=folder,
        env=environment(),
        capture_output=True,
        text=True,
        timeout=600,
    )


def console_steps(text: str) -> list[tuple[str, str]]:
    """A console block's ``$ `` commands, each with the output shown after it."""
    steps: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"output before any command: {line!r}")
    return [(command, "\n".join(out).rstrip()) for command, out in steps]


def run(example: Example, folder: Path) -> None:
    """Run the example in the folder; raise AssertionError saying what differs or failed."""
    if example.language in ("bash", "sh"):
        done = _shell(example.text, folder)
        assert done.returncode == 0, f"{example.where} failed:\n{done.stdout}{done.stderr}"
    elif example.language == "console":
        for command, shown in console_steps(example.text):
            done = _shell(command + " 2>&1", folder)
            printed = "\n".join(line.rstrip() for line in done.stdout.splitlines()).rstrip()
            assert printed == shown, (
                f"{example.where}: `{command}` printed\n{printed}\nbut the page shows\n{shown}"
            )
    elif example.language == "python" and ">>>" not in example.text:
        script = folder / "example.py"
        script.write_text(example.text, encoding="utf-8")
        done = subprocess.run(
            [sys.executable, str(script)],
            cwd=folder,
            env=environment(),
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"{example.where} failed:\n{done.stdout}{done.stderr}"
    else:
        _doctest(example, folder)


def _doctest(example: Example, folder: Path) -> None:
    test = doctest.DocTestParser().get_doctest(
        example.text, {"__name__": "__example__"}, example.where, example.document, example.line
    )
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    here = Path.cwd()
    os.chdir(folder)
    try:
        result = runner.run(test, out=report.append)
    finally:
        os.chdir(here)
    assert result.failed == 0, "".join(report)
