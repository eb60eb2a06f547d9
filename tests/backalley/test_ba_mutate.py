"""The one-line mutation tester used on ``backalley/``: it finds the mutants it promises, kills
planted bugs that a test catches, reports the ones no test catches, and never changes the tree."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "mutate.py"
sys.path.insert(0, str(SCRIPT.parent))

import mutate  # noqa: E402 - found through the path above

SAMPLE = '''"""A docstring with a < b and 1 + 2."""

def f(a, b):
    """Also a docstring: a == b."""
    # a comment: a and b
    if a >= b and not a:
        return max(a, b) - 1
    return "a < b"
'''


def test_mutants_change_one_token_on_code_lines_only() -> None:
    """Docstrings, comments and string literals are left alone; each mutant differs once."""
    found = {(index + 1, new.strip()) for index, _, new in mutate.mutants(SAMPLE)}
    assert (6, "if a > b and not a:") in found
    assert (6, "if a >= b or not a:") in found
    assert (6, "if a >= b and a:") in found
    assert (7, "return min(a, b) - 1") in found
    assert (7, "return max(a, b) + 1") in found
    assert (7, "return max(a, b) - 2") in found
    assert (6, "if not (a >= b and not a):") in found
    assert all(line in (6, 7) for line, _ in found)  # not the docstrings, comment or string


HELP = '''def usage(prog):
    text = f"""\\
  {prog} new --seed 7 > game.json
  bid N (1 to cards in hand - 1) and more
"""
    return text if prog is not None else ""
'''


def test_words_in_a_multi_line_string_are_not_mutated_and_no_mutant_repeats() -> None:
    """A help text's "7", ">" and "-" are words for people; 'is not' -> 'is' and dropping
    'not ' make the same line, which is one mutant, not two."""
    found = [(index + 1, new.strip()) for index, _, new in mutate.mutants(HELP)]
    assert {line for line, _ in found} == {6}
    assert found.count((6, 'return text if prog is None else ""')) == 1
    assert len(found) == len(set(found))


def test_a_continuation_line_belongs_to_its_statement() -> None:
    """Coverage counts a statement on its first line; so does the test selection."""
    text = "x = (\n    1 + 2\n)\nif x:\n    y = 3\n"
    lines = mutate.statement_lines(text)
    assert lines[2] == 1 and lines[3] == 1
    assert lines[4] == 4 and lines[5] == 5


def test_a_default_value_is_judged_by_the_tests_that_call_its_function() -> None:
    """A default in a signature is read by calls only: its line maps to the body's first
    statement (after the docstring), so the tests that call the function judge it."""
    text = 'def f(a,\n      b=1):\n    """Doc."""\n    return a + b\n'
    lines = mutate.statement_lines(text)
    assert lines[1] == 4 and lines[2] == 4


def test_type_checking_imports_are_not_mutated() -> None:
    """``if TYPE_CHECKING:`` only guards imports for type hints."""
    text = "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    import os\nx = 1 + 2\n"
    assert [index + 1 for index, _, _ in mutate.mutants(text)] == [5, 5, 5]


# A tiny project: ``add`` and ``is_small`` are tested well, ``double`` only at 2 (where x * 2
# and x + 2 agree), ``unused`` not at all.
CALC = """\
def add(a, b):
    return a + b


def is_small(n):
    return n < 3


def double(x):
    return x * 2


def unused(x):
    return x - 1
"""
TESTS = """\
from pkg.calc import add, double, is_small


def test_add():
    assert add(2, 3) == 5


def test_is_small():
    assert is_small(2) and not is_small(3)


def test_double():
    assert double(2) == 4
"""


def _run(tree: Path, *extra: str, progress: Path | None = None) -> dict:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    if progress is not None:
        env["MUTATE_PROGRESS"] = str(progress)
    result = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "pkg/calc.py",
            "tests/test_calc.py",
            "--tree",
            str(tree),
            "--json",
            "-",
            "--no-preload",
            *extra,
        ],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,  # the fixture's tests need no plugins (the kit's load Jupyter, which is slow)
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def _project(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "calc.py").write_text(CALC)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text(TESTS)
    return tmp_path


def test_planted_bugs_are_killed_and_weak_tests_show_as_survivors(tmp_path: Path) -> None:
    """a - b, n <= 3 and n < 4 are caught; x + 2 passes the one test of double; unused is
    never run; the project's files are left as they were."""
    tree = _project(tmp_path)
    report = _run(tree, progress=tmp_path / "progress.log")
    module = report["modules"][0]
    # The five mutants run by a test were patched into one session (the two of unused are not
    # run at all).
    assert len((tmp_path / "progress.log").read_text().splitlines()) == 5
    survivors = {(s["line"], s["to"]) for s in module["survivors"]}
    assert survivors == {(10, "return x + 2"), (14, "return x + 1"), (14, "return x - 2")}
    assert [
        s.get("unrun", False) for s in sorted(module["survivors"], key=lambda s: s["line"])
    ] == [False, True, True]
    # Killed: a - b; n <= 3 and n < 4 (is_small(3) is True then); x * 3 (double(2) is 6).
    assert module["mutants"] == 7 and module["killed"] == 4
    assert report["total"]["score"] == round(4 / 7, 3)
    assert (tree / "pkg" / "calc.py").read_text() == CALC


def test_every_test_mode_agrees_and_equivalents_are_reported_apart(tmp_path: Path) -> None:
    """Running every test for every mutant kills exactly what the selected tests kill; a
    survivor listed as equivalent leaves the score's denominator, with its reason."""
    tree = _project(tmp_path)
    (tree / "eq.json").write_text(
        json.dumps(
            [
                {
                    "module": "pkg/calc.py",
                    "from": "return x * 2",
                    "to": "return x + 2",
                    "why": "test",
                },
            ]
        )
    )
    module = _run(tree, "--all-tests", "--equivalents", "eq.json")["modules"][0]
    assert module["killed"] == 4 and module["equivalent"] == 1
    assert module["equivalents"][0]["why"] == "test"
    assert {s["to"] for s in module["survivors"]} == {"return x + 1", "return x - 2"}
    assert module["score"] == round(4 / 6, 3)


def test_a_constant_read_only_in_its_modules_functions_is_judged_by_their_tests(
    tmp_path: Path,
) -> None:
    """A module constant read only inside functions of its module gets those lines; one read
    at import, named in another file, or star-imported gets every test (None)."""
    module = (
        "LIMIT = 3\nSHARED = 4\nBUILT = 5\nTABLE = [BUILT]\n\n\n"
        "def f(x, step=LIMIT):\n    return x < LIMIT + step\n\n\n"
        "def g():\n    return SHARED\n"
    )
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text(module)
    (tmp_path / "pkg" / "other.py").write_text("from pkg.m import SHARED\n")
    assert mutate.constant_readers(module, 1, "pkg/m.py", tmp_path) == [7, 8]
    assert mutate.constant_readers(module, 2, "pkg/m.py", tmp_path) is None  # used elsewhere
    assert mutate.constant_readers(module, 3, "pkg/m.py", tmp_path) is None  # read at import
    assert mutate.constant_readers(module, 7, "pkg/m.py", tmp_path) is None  # not a constant
    # The default on the def line is read by every call, so the body's tests judge it.
    assert mutate.statement_lines(module)[7] == 8


CACHED = """\
_CACHE = {}


def table(n):
    if n not in _CACHE:
        _CACHE[n] = n * 10
    return _CACHE[n]
"""
CACHED_TESTS = """\
from pkg.calc import table

TEN = table(1)  # filled while the tests are collected, before any mutant


def test_table():
    assert table(1) == 10 and table(2) == 20
"""


def test_a_survivor_is_run_again_fresh_so_a_filled_cache_cannot_hide_a_mutant(
    tmp_path: Path,
) -> None:
    """In the one session, ``table(1)`` is cached before any patch, so n + 10 would pass
    there; run again in a fresh process (as every survivor not listed as equivalent is), it
    fails, and every mutant is killed."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "calc.py").write_text(CACHED)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text(CACHED_TESTS)
    module = _run(tmp_path)["modules"][0]
    assert module["mutants"] == 3 and module["killed"] == 3 and module["survivors"] == []


def test_rescoring_moves_newly_listed_survivors_to_the_equivalents(tmp_path: Path) -> None:
    """--rescore: a survivor judged equivalent after the run leaves the denominator; the
    kills stay as they were."""
    report = _run(_project(tmp_path))
    again = mutate.rescore(report, {("pkg/calc.py", "return x * 2", "return x + 2"): "test"})
    module = again["modules"][0]
    assert module["killed"] == 4 and module["equivalent"] == 1
    assert {s["to"] for s in module["survivors"]} == {"return x + 1", "return x - 2"}
    assert module["equivalents"][0]["why"] == "test"
    assert again["total"]["score"] == round(4 / 6, 3) and report["total"]["score"] == 0.571
