"""A small one-line mutation tester: change one operator or constant, run the tests, repeat.

One module: ``python scripts/mutate.py backalley/scoring.py tests/backalley/test_ba_rules.py``;
a whole package with the tests each module needs: ``python scripts/mutate.py --package backalley``
(``make mutate-backalley``). Each mutant changes one token on one code line (comparisons,
arithmetic, ``and``/``or``, ``not``, ``min``/``max``, small integers, ``True``/``False``, a
condition negated). A mutant is killed when the tests fail or time out.

The mutants run in a temporary copy of the tree, so the real files are never changed (and may be
edited while a run goes on). The tests run in a forked child of a process that has already
imported pytest and the heavy libraries, which makes a mutant cost about a second, not five.
Mutants judged equivalent (no behaviour can tell them apart) are listed with the reason in
``EQUIVALENTS`` files (``tests/backalley/equivalent_mutants.json``) and reported apart: the score is
killed / (mutants - equivalent). Prints one line per survivor and a score per module and overall;
``--json FILE`` writes the whole result (``--rescore FILE`` re-scores it by the equivalents list).

Each mutant runs only the tests that run its line (found once under coverage), those that killed
earlier mutants first, and stops at the first failure. A survivor not listed as equivalent is run
again in a fresh process, where import-time values and caches are rebuilt. Words in strings and
``if TYPE_CHECKING:`` imports are not mutated; a signature's default is judged by the tests that
call its function, a module constant read only in its own module by the tests of those reads.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:  # only for the types: pytest is imported where the tests run
    import pytest

ROOT = Path(__file__).resolve().parents[1]

#: A JSON object as results and reports hold it (written to and read back from ``--json``).
Json = dict[str, Any]
#: The mutants judged equivalent: (module, line before, line after) -> why.
Equivalents = dict[tuple[str, str, str], str]
#: A mutant: (line index, the line as it is, the line mutated).
Mutant = tuple[int, str, str]


class LineMap(TypedDict):
    """Which tests ran each line (by module, then line number as text), and each test's time."""

    lines: dict[str, dict[str, list[str]]]
    durations: dict[str, float]


class PlannedMutant(TypedDict):
    """A mutant ``run_patched`` runs: where, the function it swaps, the tests that judge it."""

    id: str
    module: str
    modname: str
    index: int
    mutated: str
    target: list[tuple[str, int]]
    tests: list[str]
    timeout: float
    more: list[str]
    more_timeout: float


# (pattern, replacement): each match on a line is one mutant.
OPERATORS = [
    (r"(?<![<>=!])<(?![<=])", "<="),
    (r"<=", "<"),
    (r"(?<![<>=!-])>(?![>=])", ">="),
    (r">=", ">"),
    (r"==", "!="),
    (r"!=", "=="),
    (r"(?<![+\-*/=<>!])\+(?![+=])", "-"),
    (r"(?<![+\-*/=<>!(,\[ ])-(?![-=>])", "+"),
    (r" - ", " + "),
    (r"\band\b", "or"),
    (r"\bor\b", "and"),
    (r"\bnot ", ""),
    (r" is not ", " is "),
    (r" is (?!not )", " is not "),
    (r"\bmax\(", "min("),
    (r"\bmin\(", "max("),
    (r"\bTrue\b", "False"),
    (r"\bFalse\b", "True"),
    (r"(?<=[ (\[])-(?=[\w(])", ""),  # unary minus dropped
    (r" \* ", " + "),
    (r"(?<=\bif )(.+)(?=:$)", "not (\\1)"),  # a condition negated
    (r"(?<![\w.])([0-9])(?![\w.])", None),  # small integer: n -> n + 1
]

# The tests each module of a package needs, run first (then the package's default tests); ``-x``
# stops at the first failure, so a killed mutant costs only the tests up to it.
PACKAGES: dict[str, dict[str, Any]] = {
    "backalley": {
        "skip": ["__main__"],
        "tests": "tests/backalley",
        # Widget tests import ipywidgets and belong to widgets/; the sampler's tests are slow,
        # so they judge only the players' modules ("extra").
        "exclude": [
            "test_ba_mutate.py",
            "test_ba_table_classroom.py",
            "test_ba_widget_controller.py",
            "test_ba_sampler*.py",
        ],
        "extra": {"sampler": ["test_ba_sampler*.py"], "bots": ["test_ba_sampler*.py"]},
        "last": ["test_ba_properties.py"],  # slow property runs, after the quick rule tests
        "first": {
            "cli": ["test_ba_cli_inprocess.py", "test_ba_cli.py"],
            "notation": ["test_ba_notation.py"],
            "lessons": ["test_ba_lessons.py"],
            "lesson_words": ["test_ba_lessons.py"],
            "state": ["test_ba_impossible.py", "test_ba_mutants.py"],
            "sampler": ["test_ba_sampler_mutants.py", "test_ba_sampler.py"],
            "bots": ["test_ba_sampler_mutants.py", "test_ba_bots.py"],
        },
        # Tests that run the code in a subprocess, which coverage does not see: always run them.
        "always": {"cli": ["test_ba_cli.py"]},
        "equivalents": "tests/backalley/equivalent_mutants.json",
    },
}

# Third-party libraries imported once before forking (never the project's own packages, which
# must be imported fresh from the mutated copy).
PRELOAD = ["pytest", "hypothesis", "ipywidgets", "ipycanvas", "IPython", "nbformat", "jsonschema"]
COPY_IGNORE = shutil.ignore_patterns(
    ".venv", ".git", "build", "dist", "node_modules", "__pycache__", ".hypothesis", "*.egg-info"
)


def code_lines(text: str) -> list[int]:
    """Indexes of lines that hold code (not blank, comment, docstring or import lines).

    Found from the syntax tree, so a multi-line string inside code (a help text) neither hides
    the lines after it nor counts as a docstring.
    """
    import ast
    import io
    import tokenize

    skip: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        bare_string = (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        )
        if isinstance(node, ast.stmt) and (
            bare_string or isinstance(node, (ast.Import, ast.ImportFrom))
        ):
            skip.update(range(node.lineno - 1, (node.end_lineno or node.lineno)))
    quiet = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    used: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type not in quiet and token.type != tokenize.ENDMARKER:
            used.update(range(token.start[0] - 1, token.end[0]))
    return sorted(used - skip)


def string_spans(text: str) -> dict[int, list[tuple[int, int]]]:
    """Per line index, the (start, end) columns covered by string literals, multi-line ones too.

    A help text or message in a triple-quoted (f-)string is words for people, not logic, so
    its "operators" are never mutated, as a one-line string's are not.
    """
    import io
    import tokenize

    spans: dict[int, list[tuple[int, int]]] = {}
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return spans
    for token in tokens:
        if token.type != tokenize.STRING:
            continue
        (row, col), (end_row, end_col) = token.start, token.end
        for line in range(row, end_row + 1):
            first = col if line == row else 0
            last = end_col if line == end_row else 1 << 30
            spans.setdefault(line - 1, []).append((first, last))
    return spans


def mutants(text: str) -> list[tuple[int, str, str]]:
    """Every distinct (line index, original line, mutated line)."""
    lines = text.splitlines()
    strings = string_spans(text)
    found = []
    seen: set[tuple[int, str]] = set()
    for index in code_lines(text):
        line = lines[index]
        code = line.split("  #")[0]
        if re.search(r"f?\"[^\"]*\"", code) and code.strip().startswith(('f"', '"', "raise")):
            continue
        if code.strip() == "if TYPE_CHECKING:":  # imports for type hints only
            continue
        for pattern, replacement in OPERATORS:
            for match in re.finditer(pattern, code):
                # Skip matches inside string literals.
                before = code[: match.start()]
                if before.count('"') % 2 or before.count("'") % 2:
                    continue
                if any(a <= match.start() < b for a, b in strings.get(index, ())):
                    continue
                if replacement is None:
                    new = str(int(match.group(1)) + 1)
                else:
                    new = match.expand(replacement)
                mutated = line[: match.start()] + new + line[match.end() :]
                if mutated != line and (index, mutated) not in seen:  # two rules, one change
                    seen.add((index, mutated))
                    found.append((index, line, mutated))
    return found


# -- running the tests -----------------------------------------------------------------------


def _preload() -> None:
    # A library missing or failing to import only costs speed: the child imports it again.
    for name in PRELOAD:
        with contextlib.suppress(Exception):
            importlib.import_module(name)
    from importlib.metadata import entry_points

    for entry in entry_points(group="pytest11"):  # the pytest plugins, as pytest loads them
        with contextlib.suppress(Exception):
            entry.load()


def _pytest_args(tests: list[str]) -> list[str]:
    return ["-x", "-q", "-p", "no:cacheprovider", "--no-header", "-p", "no:randomly", *tests]


def run_tests(tests: list[str], timeout: float, tree: Path = ROOT) -> bool:
    """True when the tests pass in ``tree`` (a fork of this process, or a new one without fork)."""
    if not hasattr(os, "fork"):
        return _run_subprocess(tests, timeout, tree)
    return _fork(lambda: _pytest_main(tests, tree), timeout) == 0


def _pytest_main(tests: list[str], tree: Path, plugins: list[object] | None = None) -> int:
    import pytest

    os.chdir(tree)
    sys.path.insert(0, str(tree))
    sys.dont_write_bytecode = True  # a mutated module's .pyc must never be reused
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
    os.environ["PYTHONPATH"] = str(tree)
    return int(pytest.main(_pytest_args(tests), plugins=plugins))


def _fork(work: Callable[[], int], timeout: float) -> int | None:
    """Run ``work()`` in a forked child with its output silenced; its exit code, None if hung."""
    pid = os.fork()
    if pid == 0:  # the child: do the work, then leave at once (never back into the caller)
        code = 3
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            code = work()
        finally:
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None  # a hung mutant counts as killed
        time.sleep(0.02)


def _run_subprocess(tests: list[str], timeout: float, tree: Path) -> bool:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(tree)}
    try:
        result = subprocess.run(
            [sys.executable, "-m", "pytest", *_pytest_args(tests)],
            cwd=tree,
            capture_output=True,
            timeout=timeout,
            env=env,
        )
    except subprocess.TimeoutExpired:
        return False
    return result.returncode == 0


# -- which tests run which line ---------------------------------------------------------------


def map_tests(tests: list[str], tree: Path, modules: list[str], timeout: float) -> LineMap | None:
    """Run the tests once under coverage: per module line, the tests that ran it, and durations.

    Lines run while importing (no test under way) map to ``""``. None if the tests fail.
    """
    out = Path(tempfile.mkdtemp(prefix="mutate-map-")) / "map.json"

    def work() -> int:
        import coverage
        import pytest

        files = [str(tree / m) for m in modules]
        cov = coverage.Coverage(data_file=str(out) + ".cov", include=files, branch=False)
        durations: dict[str, float] = {}

        class Contexts:
            @pytest.hookimpl(hookwrapper=True)
            def pytest_runtest_protocol(
                self, item: pytest.Item, nextitem: pytest.Item | None
            ) -> Iterator[None]:
                cov.switch_context(item.nodeid)
                started = time.perf_counter()
                yield
                durations[item.nodeid] = time.perf_counter() - started
                cov.switch_context("")

        cov.start()
        code = _pytest_main(tests, tree, plugins=[Contexts()])
        cov.stop()
        cov.save()
        data = cov.get_data()
        lines: dict[str, dict[str, list[str]]] = {}
        for module, path in zip(modules, files, strict=True):
            by_line = data.contexts_by_lineno(path)
            lines[module] = {str(n): sorted(set(c)) for n, c in by_line.items()}
        out.write_text(json.dumps({"lines": lines, "durations": durations}))
        return code

    try:
        if _fork(work, timeout) != 0 or not out.exists():
            return None
        mapped: LineMap = json.loads(out.read_text())
        return mapped
    finally:
        shutil.rmtree(out.parent, ignore_errors=True)


def statement_lines(text: str) -> dict[int, int]:
    """For each line of a module, the first line of the innermost statement holding it.

    Coverage counts a statement on its first line, so a mutant on a continuation line is run
    when that first line is.
    """
    import ast

    out: dict[int, int] = {}
    spans: list[tuple[int, int, int]] = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.stmt):
            last = node.end_lineno or 0  # always set in a parsed module
            spans.append((last - node.lineno, node.lineno, last))
    # Widest first, so the innermost statement's first line is written last.
    for _, first, last in sorted(spans, reverse=True):
        for line in range(first, last + 1):
            out[line] = first
    # A default value in a signature runs at import but is read only when the function is
    # called, and every call runs its body: the tests of its first statement are the ones.
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            body = [b for b in node.body if not _is_docstring(b)] or node.body
            for line in range(node.lineno, node.body[0].lineno):
                if out.get(line) == node.lineno:
                    out[line] = body[0].lineno
    return out


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def select_tests(
    line: int,
    statements: dict[int, int],
    covered: dict[str, list[str]],
    durations: dict[str, float],
) -> list[str] | None:
    """The tests that run this line, quickest first; None when only imports run it (use all).

    A line run by imports and by tests (a function building a module constant) gets the tests
    that run it: a test that does not may still see the constant changed, so the selection can
    only miss kills, never invent them (``--confirm`` re-runs each survivor on every test).
    """
    contexts = covered.get(str(statements.get(line, line)), [])
    tests = sorted((c for c in contexts if c), key=lambda nodeid: durations.get(nodeid, 0.0))
    if not tests and "" in contexts:
        return None
    return tests


# -- mutants patched into one collected session ------------------------------------------------


def function_target(text: str, line: int) -> list[tuple[str, int]] | None:
    """The function (as names and first lines, from the module down) whose body holds ``line``.

    Only functions reached from the module through classes count (a nested function is part of
    its outer one). None for a line run when the module is imported: module and class level,
    a ``def`` line's defaults, decorators.
    """
    import ast

    def visit(body: list[ast.stmt], path: list[tuple[str, int]]) -> list[tuple[str, int]] | None:
        for node in body:
            first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
            if not first <= line <= (node.end_lineno or node.lineno):
                continue
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if line < node.body[0].lineno:
                    return None  # the def line: defaults and decorators run at import
                return [*path, (node.name, first)]
            if isinstance(node, ast.ClassDef) and line >= node.lineno:
                return visit(node.body, [*path, (node.name, first)])
            return None
        return None

    return visit(ast.parse(text).body, [])


def _new_code(module_code: CodeType, path: list[tuple[str, int]]) -> CodeType | None:
    code = module_code
    for name, first in path:
        inner = next(
            (
                c
                for c in code.co_consts
                if isinstance(c, CodeType) and c.co_name == name and c.co_firstlineno == first
            ),
            None,
        )
        if inner is None:
            return None
        code = inner
    return code


def _old_function(module: ModuleType, path: list[tuple[str, int]]) -> FunctionType | None:
    holder: Any = module
    for name, _ in path[:-1]:
        holder = vars(holder)[name]
    name, first = path[-1]
    attr = vars(holder)[name]
    candidates: list[Any] = [attr]
    if isinstance(attr, (staticmethod, classmethod)):
        candidates = [attr.__func__]
    elif isinstance(attr, property):
        candidates = [attr.fget, attr.fset, attr.fdel]
    found: list[FunctionType] = []
    for func in candidates:
        while func is not None and not hasattr(func, "__code__") and hasattr(func, "__wrapped__"):
            func = func.__wrapped__  # functools.cache and friends
        code = getattr(func, "__code__", None)
        if code is not None and code.co_name == name and code.co_firstlineno == first:
            found.append(func)
    return found[0] if len(found) == 1 else None


def run_patched(
    plan: list[PlannedMutant], tests: list[str], tree: Path, timeout: float
) -> dict[str, str] | None:
    """Run every mutant of ``plan`` in one pytest session collected once: each in a fork that
    swaps the code of the function holding the mutant (and writes the mutated file, for tests
    that start a new process) and runs the tests that ran its line.

    Returns mutant id -> "killed", "survived" or "fallback" (could not be patched); None when
    the unmutated tests fail.
    """
    out = Path(tempfile.mkdtemp(prefix="mutate-run-")) / "result.json"
    progress = os.environ.get("MUTATE_PROGRESS")

    def work() -> int:
        import importlib

        import pytest

        class Loop:
            @pytest.hookimpl(tryfirst=True)
            def pytest_runtestloop(self, session: pytest.Session) -> bool:
                items = {item.nodeid: item for item in session.items}
                results: dict[str, str] = {}
                if _run_items(session, list(items.values()), None, 3600) != 0:
                    out.write_text(json.dumps({"baseline": "failed"}))
                    return True
                # Tests that killed earlier mutants run first (then the quickest): the same
                # tests, so the same verdicts, found sooner. A survivor still runs them all.
                kills: dict[str, int] = {}
                killer = out.parent / "killer"
                started = time.monotonic()
                for mutant in plan:
                    order = {n: i for i, n in enumerate(mutant["tests"])}
                    names = sorted(
                        (n for n in mutant["tests"] if n in items),
                        key=lambda n: (-kills.get(n, 0), order[n]),
                    )
                    chosen = [items[n] for n in names]
                    path = tree / mutant["module"]
                    original = path.read_text()
                    lines = original.splitlines()
                    lines[mutant["index"]] = mutant["mutated"]
                    text = "\n".join(lines) + "\n"
                    module = importlib.import_module(mutant["modname"])

                    def patch(
                        mutant: PlannedMutant = mutant,
                        text: str = text,
                        path: Path = path,
                        module: ModuleType = module,
                    ) -> bool:
                        # Anything unexpected means "cannot patch" (a fresh run decides), never
                        # a kill.
                        try:
                            code = compile(text, str(path), "exec")
                            func = _old_function(module, mutant["target"])
                            new = _new_code(code, mutant["target"])
                            if (
                                func is None
                                or new is None  # its code is not in the mutated module
                                or new.co_freevars != func.__code__.co_freevars
                            ):
                                return False
                            func.__code__ = new
                        except Exception:
                            return False
                        return True

                    path.write_text(text)
                    for pyc in (path.parent / "__pycache__").glob(f"{path.stem}.*.pyc"):
                        pyc.unlink()
                    killer.unlink(missing_ok=True)
                    try:
                        code = _run_items(session, chosen, patch, mutant["timeout"], killer)
                        if code == 0 and mutant.get("more"):
                            rest = [items[n] for n in mutant["more"] if n in items]
                            code = _run_items(session, rest, patch, mutant["more_timeout"], killer)
                    finally:
                        path.write_text(original)
                    if code == 1 and killer.exists():
                        name = killer.read_text()
                        kills[name] = kills.get(name, 0) + 1
                    results[mutant["id"]] = (
                        "fallback" if code == 5 else "survived" if code == 0 else "killed"
                    )
                    if progress:  # for a long run watched from outside
                        with open(progress, "a") as log:
                            spent = time.monotonic() - started
                            log.write(f"{mutant['id']} {results[mutant['id']]} {spent:.0f}s\n")
                out.write_text(json.dumps(results))
                return True

        return _pytest_main(tests, tree, plugins=[Loop()])

    try:
        if _fork(work, timeout) is None or not out.exists():
            return None
        data: dict[str, str] = json.loads(out.read_text())
        return None if "baseline" in data else data
    finally:
        shutil.rmtree(out.parent, ignore_errors=True)


def _run_items(
    session: pytest.Session,
    items: list[pytest.Item],
    patch: Callable[[], bool] | None,
    timeout: float,
    killer: Path | None = None,
) -> int | None:
    """In a fork: apply ``patch`` (5 if it cannot), run the items; 1 at the first failure,
    whose test id is written to ``killer``."""

    def work() -> int:
        if patch is not None and not patch():
            return 5
        failed: list[bool] = []

        class Watch:
            def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
                if report.failed:
                    failed.append(True)

        session.config.pluginmanager.register(Watch(), "mutate-watch")
        for index, item in enumerate(items):
            following = items[index + 1] if index + 1 < len(items) else None
            item.config.hook.pytest_runtest_protocol(item=item, nextitem=following)
            if failed:
                if killer is not None:
                    killer.write_text(item.nodeid)
                return 1
        return 0

    return _fork(work, timeout)


# -- a package -------------------------------------------------------------------------------


@dataclass
class Job:
    """One module to mutate and the tests (paths relative to the tree) that must catch it."""

    module: str
    tests: list[str]
    always: list[str] = field(default_factory=list)
    lines: tuple[int, int] | None = None


def package_jobs(package: str, only: list[str] | None = None) -> list[Job]:
    """A job per module of a known package, with the tests that module needs first."""
    spec = PACKAGES[package]
    test_dir = ROOT / spec["tests"]
    excluded = {p for pattern in spec["exclude"] for p in test_dir.glob(pattern)}
    last = [test_dir / name for name in spec["last"]]
    default = [p for p in sorted(test_dir.glob("test_*.py")) if p not in excluded and p not in last]
    default += [p for p in last if p.exists()]
    jobs = []
    paths = sorted((ROOT / package).glob("*.py"))
    if only:  # in the order asked
        paths = [ROOT / package / f"{name}.py" for name in only]
    for path in paths:
        name = path.stem
        if name in spec["skip"] or not path.exists():
            continue
        first = [test_dir / f for f in spec["first"].get(name, []) if (test_dir / f).exists()]
        extra = sorted(
            p for pattern in spec.get("extra", {}).get(name, []) for p in test_dir.glob(pattern)
        )
        tests = list(dict.fromkeys([*first, *(p for p in default if p not in first), *extra]))
        always = [str(test_dir.relative_to(ROOT) / f) for f in spec["always"].get(name, [])]
        jobs.append(
            Job(f"{package}/{path.name}", [str(p.relative_to(ROOT)) for p in tests], always)
        )
    return jobs


def load_equivalents(path: Path | None) -> Equivalents:
    """The mutants judged equivalent: (module, line before, line after) -> why."""
    if path is None or not path.exists():
        return {}
    entries = json.loads(path.read_text())
    return {(e["module"], e["from"].strip(), e["to"].strip()): e["why"] for e in entries}


def _mutants_of(job: Job, tree: Path) -> tuple[str, list[Mutant]]:
    original = (tree / job.module).read_text()
    found = mutants(original)
    if job.lines:
        found = [m for m in found if job.lines[0] <= m[0] + 1 <= job.lines[1]]
    return original, found


def _in_tests(nodeid: str, job: Job) -> bool:
    """True when the test ``nodeid`` is in a file or folder of the job's tests."""
    file = nodeid.split("::")[0]
    for path in [*job.tests, *job.always]:
        path = os.path.normpath(path).replace(os.sep, "/")
        if file == path or file.startswith(path + "/"):
            return True
    return False


_SOURCES: dict[Path, list[tuple[Path, str]]] = {}


def _sources(tree: Path) -> list[tuple[Path, str]]:
    """Every Python file of the tree with its text (read once)."""
    if tree not in _SOURCES:
        _SOURCES[tree] = [
            (path, path.read_text(errors="replace"))
            for path in sorted(tree.rglob("*.py"))
            if not any(
                part.startswith(".") or part == "node_modules"
                for part in path.relative_to(tree).parts
            )
        ]
    return _SOURCES[tree]


def constant_readers(text: str, line: int, module: str, tree: Path) -> list[int] | None:
    """For a module constant (``NAME = ...`` at module level) read only inside this module's
    functions: the lines that read it; None when any other use is possible.

    The value is made at import, but only code that reads the name can see it; when no other
    file names it (nor star-imports the module) and no import-time code of the module reads
    it, the tests that run those reading lines are all the tests that can tell it changed.
    """
    tree_ast = ast.parse(text)
    holder = next(
        (n for n in tree_ast.body if n.lineno <= line <= (n.end_lineno or n.lineno)), None
    )
    if isinstance(holder, ast.Assign):
        targets = holder.targets
    elif isinstance(holder, ast.AnnAssign) and holder.value is not None:
        targets = [holder.target]
    else:
        return None
    if not all(isinstance(t, ast.Name) for t in targets):
        return None
    names = {t.id for t in targets if isinstance(t, ast.Name)}
    dotted = module.removesuffix(".py").replace("/", ".")
    for path, other in _sources(tree):
        if path == tree / module:
            continue
        if f"from {dotted} import *" in other or any(
            re.search(rf"\b{re.escape(n)}\b", other) for n in names
        ):
            return None
    inside: set[int] = set()  # lines within function bodies or signatures
    for node in ast.walk(tree_ast):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            inside.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    reads = []
    for node in ast.walk(tree_ast):
        if isinstance(node, ast.Name) and node.id in names and isinstance(node.ctx, ast.Load):
            if node.lineno not in inside:
                return None  # read at import: whatever is built from it may be used anywhere
            reads.append(node.lineno)
        elif isinstance(node, ast.Global) and names & set(node.names):
            return None
    return sorted(set(reads))


def _runs(
    job: Job,
    original: str,
    found: list[Mutant],
    mapped: LineMap | None,
    timeout: float,
    max_tests: int = 0,
    tree: Path | None = None,
) -> list[tuple[list[str] | None, float]]:
    """Each mutant's tests (None: every test of the job; []: no test runs it) and time limit."""
    whole = sum(mapped["durations"].values()) + 10 if mapped else 600.0
    statements = statement_lines(original)
    runs: list[tuple[list[str] | None, float]] = []
    for index, _, _ in found:
        tests, limit = None, timeout or max(30.0, 4 * whole)
        if mapped is not None:
            covered, durations = mapped["lines"][job.module], mapped["durations"]
            # Only the job's own tests judge its mutants (the map covers every job's tests).
            durations = {t: d for t, d in durations.items() if _in_tests(t, job)}
            chosen = select_tests(index + 1, statements, covered, durations)
            if chosen is None and tree is not None:
                reads = constant_readers(original, index + 1, job.module, tree)
                if reads is not None:  # a constant read only by these lines' tests
                    found_tests = {
                        t for n in reads for t in covered.get(str(statements.get(n, n)), []) if t
                    }
                    chosen = sorted(found_tests, key=lambda t: durations.get(t, 0.0))
            if chosen is not None:
                chosen = [t for t in chosen if t in durations]
            if chosen is None and max_tests:
                # Only imports run the line: every test depends on it; the quickest must do.
                chosen = sorted(durations, key=durations.__getitem__)
            if chosen is not None:
                if max_tests:  # the quickest few: may miss a kill, never invents one
                    chosen = chosen[:max_tests]
                spent = sum(durations.get(t, 1.0) for t in chosen)
                tests, limit = chosen, timeout or max(30.0, 4 * spent + 20)
        runs.append((tests, limit))
    return runs


def plan_job(
    job: Job,
    tree: Path,
    mapped: LineMap,
    timeout: float = 0.0,
    max_tests: int = 0,
    equivalents: Equivalents | None = None,
    confirm: bool = True,
) -> list[PlannedMutant]:
    """The mutants of a job that ``run_patched`` can run: in a function body, run by a test.

    With ``max_tests``, a mutant that survives its quickest tests is run on the rest of the
    tests of its line (``more``), unless it is listed as equivalent.
    """
    original, found = _mutants_of(job, tree)
    runs = _runs(job, original, found, mapped, timeout, max_tests, tree)
    every = _runs(job, original, found, mapped, timeout, 0, tree) if max_tests and confirm else runs
    always = [n for n in mapped["durations"] if n.split("::")[0] in job.always]
    modname = job.module.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
    plan: list[PlannedMutant] = []
    for number, ((index, line, mutated), (tests, limit), (all_tests, all_limit)) in enumerate(
        zip(found, runs, every, strict=True)
    ):
        target = function_target(original, index + 1)
        if (tests or (tests == [] and always)) and target is not None:
            known = (job.module, line.strip(), mutated.strip()) in (equivalents or {})
            more = [t for t in all_tests or [] if t not in tests] if not known else []
            plan.append(
                {
                    "id": f"{job.module}:{number}",
                    "module": job.module,
                    "modname": modname,
                    "index": index,
                    "mutated": mutated,
                    "target": target,
                    "tests": [*tests, *always],
                    "timeout": limit,
                    "more": more,
                    "more_timeout": all_limit,
                }
            )
    return plan


def run_job(
    job: Job,
    tree: Path,
    equivalents: Equivalents,
    *,
    timeout: float = 0.0,
    quiet: bool = False,
    verbose: bool = False,
    mapped: LineMap | None = None,
    patched: dict[str, str] | None = None,
    confirm: bool = False,
    max_tests: int = 0,
) -> Json | None:
    """Mutate one module of the copy line by line; the module is restored afterwards.

    With ``mapped`` (from ``map_tests``), each mutant runs only the tests that ran its line,
    quickest first, and ``job.always``; without it, all of ``job.tests``. ``patched`` holds the
    verdicts ``run_patched`` already gave; the other mutants run in a fresh pytest each. None
    if the unmutated tests fail.
    """
    path = tree / job.module
    original, found = _mutants_of(job, tree)
    if mapped is None and not run_tests(job.tests, 3600, tree):
        return None
    runs = _runs(job, original, found, mapped, timeout, max_tests, tree)
    # A mutant run again in a fresh process gets every test of its line, never only the few.
    every = _runs(job, original, found, mapped, timeout, 0, tree) if max_tests else runs
    whole = sum(mapped["durations"].values()) + 10 if mapped else 600.0
    statements = statement_lines(original)
    covered = mapped["lines"][job.module] if mapped else {}
    outcome: dict[int, bool] = {}  # mutant number -> killed
    for number, (_, line, mutated) in enumerate(found):
        verdict = (patched or {}).get(f"{job.module}:{number}")
        known = (job.module, line.strip(), mutated.strip()) in equivalents
        # A survivor not listed as equivalent is run again in a fresh process (below): there
        # the mutant also shapes what is built at import and what caches keep (a patched
        # function's results may sit in a cache the session filled before the patch).
        if verdict == "killed" or (verdict == "survived" and known):
            outcome[number] = verdict == "killed"
    cache = path.parent / "__pycache__"
    survivors, equivalent, unrun = [], [], 0
    try:
        for number, ((index, line, mutated), (tests, limit)) in enumerate(
            zip(found, every, strict=True)
        ):
            entry: Json = {"line": index + 1, "from": line.strip(), "to": mutated.strip()}
            if number in outcome:
                killed = outcome[number]
            elif tests == [] and not job.always:
                killed = False  # no test runs this line, so none can notice the change
                entry["unrun"] = True
                unrun += 1
            else:
                lines = original.splitlines()
                lines[index] = mutated
                path.write_text("\n".join(lines) + "\n")
                for pyc in cache.glob(f"{path.stem}.*.pyc"):
                    pyc.unlink()
                contexts = covered.get(str(statements.get(index + 1, index + 1)), [])
                # A line also run at import may shape what other tests use without running
                # it: those get every test of the job.
                whole_job = tests is None or "" in contexts
                chosen = job.tests if whole_job or tests is None else [*tests, *job.always]
                if whole_job and tests is not None:
                    limit = max(limit, 4 * whole)
                killed = not run_tests(chosen, limit, tree)
                if not killed and confirm and tests is not None:
                    killed = not run_tests(job.tests, max(30.0, 4 * whole), tree)
            if verbose:
                word = "killed" if killed else "survived"
                print(f"  {job.module}:{index + 1} {word}: {mutated.strip()}", file=sys.stderr)
            if killed:
                continue
            why = equivalents.get((job.module, entry["from"], entry["to"]))
            if why is not None:
                equivalent.append({**entry, "why": why})
                continue
            survivors.append(entry)
            if not quiet:
                note = " (no test runs this line)" if entry.get("unrun") else ""
                print(f"survived {job.module}:{index + 1}: {mutated.strip()}{note}", flush=True)
    finally:
        path.write_text(original)
        for pyc in cache.glob(f"{path.stem}.*.pyc"):
            pyc.unlink()
    changing = len(found) - len(equivalent)
    killed_count = changing - len(survivors)
    return {
        "module": job.module,
        "mutants": len(found),
        "equivalent": len(equivalent),
        "killed": killed_count,
        "unrun": unrun,
        "score": round(killed_count / changing, 3) if changing else None,
        "survivors": survivors,
        "equivalents": equivalent,
    }


def copy_tree(source: Path) -> Path:
    """A temporary copy of the project to mutate (without its environment or history)."""
    target = Path(tempfile.mkdtemp(prefix="mutate-")) / "tree"
    shutil.copytree(source, target, ignore=COPY_IGNORE)
    return target


def main(argv: list[str] | None = None) -> int:
    """Mutate modules line by line in a copy of the tree; print survivors and the kill scores."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", nargs="?", help="one module, e.g. backalley/scoring.py")
    parser.add_argument("tests", nargs="*", help="the tests that must catch its mutants")
    parser.add_argument("--package", choices=sorted(PACKAGES), help="every module of a package")
    parser.add_argument("--only", help="with --package: these modules only (comma-separated)")
    parser.add_argument("--timeout", type=float, default=0.0, help="seconds per mutant")
    parser.add_argument("--lines", help="only mutate lines FIRST-LAST of the module")
    parser.add_argument("--equivalents", help="JSON list of mutants judged equivalent")
    parser.add_argument("--json", help="write the result as JSON to this file ('-': stdout)")
    parser.add_argument("--tree", help="mutate this tree instead of the project (for tests)")
    parser.add_argument("--verbose", action="store_true", help="a line per mutant on stderr")
    parser.add_argument(
        "--confirm", action="store_true", help="re-run each survivor on every test of its module"
    )
    parser.add_argument(
        "--no-patch", action="store_true", help="run every mutant in a fresh pytest (slower)"
    )
    parser.add_argument(
        "--max-tests",
        type=int,
        default=0,
        help="run each mutant on at most this many of its tests, the quickest (0: all)",
    )
    parser.add_argument(
        "--quick", action="store_true", help="with --max-tests: no second run of survivors"
    )
    parser.add_argument("--no-preload", action="store_true", help="import no libraries first")
    parser.add_argument(
        "--rescore",
        metavar="RESULT",
        help="no run: move the survivors of a --json RESULT that the equivalents list now names "
        "to its equivalents and score it again (every verdict is kept)",
    )
    parser.add_argument(
        "--all-tests", action="store_true", help="run every test for every mutant (slow)"
    )
    args = parser.parse_args(argv)
    source = Path(args.tree).resolve() if args.tree else ROOT
    if args.package:
        if args.module:
            parser.error("give a module with its tests, or --package, not both")
        jobs = package_jobs(args.package, args.only.split(",") if args.only else None)
        default_equivalents = PACKAGES[args.package]["equivalents"]
    else:
        if not args.module or not args.tests:
            parser.error("give a module and its tests, or --package NAME")
        jobs = [Job(args.module, list(args.tests))]
        default_equivalents = None
    if args.lines:
        first, last = (int(n) for n in args.lines.split("-"))
        for job in jobs:
            job.lines = (first, last)
    eq_name = args.equivalents or default_equivalents
    equivalents = load_equivalents(source / eq_name if eq_name else None)
    if args.rescore:
        report = rescore(json.loads(Path(args.rescore).read_text()), equivalents)
        Path(args.json or args.rescore).write_text(json.dumps(report, indent=1) + "\n")
        for result in report["modules"]:
            print(_line(result))
        print(_line({"module": "total", **report["total"]}))
        return 0
    quiet = args.json == "-"
    if not args.no_preload:
        _preload()
    # A stop (Ctrl-C or kill) still removes the copy.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    tree = copy_tree(source)
    results = []
    try:
        mapped = None
        if not args.all_tests and hasattr(os, "fork"):
            # One run under coverage finds which tests run each line of every module.
            union = list(dict.fromkeys(t for job in jobs for t in [*job.tests, *job.always]))
            mapped = map_tests(union, tree, [job.module for job in jobs], 3600)
            if mapped is None:
                print("error: the tests fail before any mutation", file=sys.stderr)
                return 1
        patched = None
        if mapped is not None and not args.no_patch:
            # Most mutants run patched into one pytest session, collected once.
            plan = [
                m
                for job in jobs
                for m in plan_job(
                    job, tree, mapped, args.timeout, args.max_tests, equivalents, not args.quick
                )
            ]
            files = list(dict.fromkeys(t for job in jobs for t in [*job.tests, *job.always]))
            if args.verbose:
                print(f"{len(plan)} mutants patched into one session", file=sys.stderr)
            limit = 1200 + 2 * sum(m["timeout"] for m in plan)
            patched = run_patched(plan, files, tree, limit) if plan else {}
            if patched is None:
                print("error: the tests fail in the patching session", file=sys.stderr)
                return 1
        for job in jobs:
            result = run_job(
                job,
                tree,
                equivalents,
                timeout=args.timeout,
                quiet=quiet,
                verbose=args.verbose,
                mapped=mapped,
                patched=patched,
                confirm=args.confirm,
                max_tests=args.max_tests,
            )
            if result is None:
                # The unmutated tests must pass, or every mutant would look killed.
                print(f"error: the tests of {job.module} fail before any mutation", file=sys.stderr)
                return 1
            results.append(result)
            if not quiet:
                print(_line(result), flush=True)
            if args.json and args.json != "-":  # what is done so far survives a stopped run
                Path(args.json).write_text(json.dumps(_report(results), indent=1) + "\n")
    finally:
        shutil.rmtree(tree.parent, ignore_errors=True)
    report = _report(results)
    if not quiet:
        print(_line({"module": "total", **report["total"]}))
    if args.json:
        text = json.dumps(report, indent=1)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    return 0


def rescore(report: Json, equivalents: Equivalents) -> Json:
    """``report`` with the survivors now listed as equivalent moved to the equivalents, and
    the scores worked out again; which mutants were killed is not changed."""
    results = []
    for result in report["modules"]:
        module = result["module"]
        moved: list[Json] = []
        kept: list[Json] = []
        for entry in result["survivors"]:
            why = equivalents.get((module, entry["from"], entry["to"]))
            (moved if why is not None else kept).append({**entry, "why": why} if why else entry)
        equivalent = [*result["equivalents"], *moved]
        changing = result["mutants"] - len(equivalent)
        results.append(
            {
                **result,
                "equivalent": len(equivalent),
                "survivors": kept,
                "equivalents": equivalent,
                "score": round(result["killed"] / changing, 3) if changing else None,
            }
        )
    return {**report, **_report(results)}


def _report(results: list[Json]) -> Json:
    total = {
        key: sum(r[key] for r in results) for key in ("mutants", "equivalent", "killed", "unrun")
    }
    changing = total["mutants"] - total["equivalent"]
    total["score"] = round(total["killed"] / changing, 3) if changing else None
    return {"modules": results, "total": total}


def _line(result: Json) -> str:
    changing = result["mutants"] - result["equivalent"]
    return (
        f"{result['module']}: {result['killed']} of {changing} behaviour-changing mutants killed "
        f"({result['score']}); {result['equivalent']} equivalent, {result['mutants']} in all"
    )


if __name__ == "__main__":
    sys.exit(main())
