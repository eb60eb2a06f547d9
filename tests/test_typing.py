"""The type checking set-up (issue 16): mypy --strict over the packages and scripts, in make test.

mypy itself runs in ``make typecheck`` (a prerequisite of ``make test``), not here; these tests
keep its settings honest: strict, over every package, missing types excused for the two widget
libraries only, and no ``type: ignore`` without its error code and a reason on the same line.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What mypy checks: the three packages, and the scripts (issue 25).
PACKAGES = ("pegs", "widgets", "backalley", "scripts")

#: ``# type: ignore[code]`` followed on the same line by a reason (a comment of a few words).
EXPLAINED = re.compile(r"type: ignore\[[a-z-]+(?:, *[a-z-]+)*\]\s*(?:#|-|:)\s*\w+(?:\W+\w+)+")

#: Files whose ``type: ignore`` comments carry no reason today (their owners are on it): the
#: count each may keep. The list only shrinks (a test fails when a file needs fewer).
UNEXPLAINED_TODAY = {
    "widgets/backalley/controller.py": 7,
}


def _mypy() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]


def _unexplained() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for top in PACKAGES:
        for path in sorted((ROOT / top).rglob("*.py")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                if "type: ignore" in line and not EXPLAINED.search(line):
                    name = str(path.relative_to(ROOT))
                    found.setdefault(name, []).append(f"{name}:{number}: {line.strip()}")
    return found


def test_mypy_is_strict_over_every_package():
    config = _mypy()
    assert config["strict"] is True
    assert sorted(config["files"]) == sorted(PACKAGES)


def test_only_the_widget_libraries_may_lack_types():
    excused = [
        module
        for override in _mypy().get("overrides", [])
        if override.get("ignore_missing_imports")
        for module in override["module"]
    ]
    assert excused, "the widget libraries ship no types: they must be excused by name"
    assert {m.split(".")[0] for m in excused} == {"ipywidgets", "ipycanvas"}


def test_make_test_runs_the_type_checker():
    makefile = (ROOT / "Makefile").read_text()
    test_line = next(line for line in makefile.splitlines() if line.startswith("test:"))
    assert "typecheck" in test_line.split(), test_line
    assert re.search(r"^typecheck:.*\n\t\$\(PYTHON\) -m mypy\b", makefile, re.M)


def test_the_reason_pattern_tells_explained_from_bare_ignores():
    assert EXPLAINED.search("x = f()  # type: ignore[arg-type]  # the stubs say str, it is bytes")
    assert not EXPLAINED.search("x = f()  # type: ignore[arg-type]")
    assert not EXPLAINED.search("x = f()  # type: ignore")
    assert not EXPLAINED.search("x = f()  # type: ignore  # no code given here")


def test_no_type_ignore_without_a_code_and_a_reason():
    found = _unexplained()
    bad = [
        line
        for name, lines in found.items()
        if len(lines) > UNEXPLAINED_TODAY.get(name, 0)
        for line in lines
    ]
    assert bad == [], "a type: ignore needs its [code] and a reason on the same line:\n" + (
        "\n".join(bad)
    )


def test_the_list_of_unexplained_ignores_only_shrinks():
    found = _unexplained()
    fewer = {
        name: len(found.get(name, ()))
        for name, count in UNEXPLAINED_TODAY.items()
        if len(found.get(name, ())) < count
    }
    assert fewer == {}, f"fewer bare type: ignores now, lower UNEXPLAINED_TODAY to {fewer}"
