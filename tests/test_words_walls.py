"""The walls around the words: the tuned core holds no sentence, and nothing reads one back.

Refusals are data (``pegs.check.Refusal``); only the words layer (``pegs.words``) turns them into
sentences. Two walls keep it so, read from the source with ``ast``:

- The tuned core (``pegs/_engine``) has no string literal meant for people and imports no words,
  pictures or seat names. The rule for a literal: a docstring is allowed (it is for readers of the
  code); any other string must be a token with no whitespace in it (a name, a dict key, a clause
  id such as "5.own-colour", a case such as "own-colour-there", card notation such as "JK"), and
  no f-string at all. A sentence for people always has a space.
- No module outside the words layer reads a refusal's sentence (``refusal.message``,
  ``str(refusal)``) to decide anything: compares it, searches it, slices it or calls a string
  method on it. Showing it (passing it on, formatting it into a message) is allowed.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "pegs" / "_engine"
#: Where no module reads a refusal's words (the words layer itself may).
READERS = [
    p
    for top in ("pegs", "widgets", "scripts", "benchmarks")
    for p in sorted((ROOT / top).rglob("*.py"))
    if not p.is_relative_to(ROOT / "pegs" / "words")
]
#: Names a refusal goes by in the code.
REFUSAL_NAMES = ("refusal", "refused", "why", "reason")
#: Reads of a refusal's words that decide nothing about rules, each with why (file, line text).
ALLOWED_READS = {
    (
        "pegs/scenarios/verify.py",
        "refused['says'] not in refusal.message",  # as ast.unparse writes it
    ): "a scenario's ``says`` checks the wording a lesson quotes, as a test would",
}


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _words_in_engine(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    docs = _docstrings(tree)
    bad = []
    for node in ast.walk(tree):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.JoinedStr):
            bad.append(f"{where}: an f-string ({ast.unparse(node)})")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docs
            and any(c.isspace() for c in node.value)
        ):
            bad.append(f"{where}: a sentence {node.value!r}")
    return bad


def _engine_imports(path: Path) -> list[str]:
    bad = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            names = {a.name for a in node.names}
            if module.lstrip(".").split(".")[0] in ("words", "render", "seats", "course") or (
                module in ("..", "pegs") and names & {"words", "render", "seats", "course"}
            ):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: from {module} import ...")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(("pegs.words", "pegs.render", "pegs.seats")):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: import {alias.name}")
    return bad


def test_the_tuned_core_holds_no_string_meant_for_people():
    paths = sorted(ENGINE.glob("*.py"))
    assert len(paths) >= 8
    bad = [line for path in paths for line in _words_in_engine(path)]
    assert bad == [], "\n".join(bad)


def test_the_tuned_core_imports_no_words_pictures_or_seat_names():
    bad = [line for path in sorted(ENGINE.glob("*.py")) for line in _engine_imports(path)]
    assert bad == [], "\n".join(bad)


def test_the_engine_wall_catches_a_sentence_and_a_words_import(tmp_path):
    # A guard for the guard: made-up core source with a sentence and a words import.
    fake = tmp_path / "fake.py"
    fake.write_text(
        '"""Doc strings are fine."""\n'
        "from ..words import peg_words\n"
        "from ..board import HOME\n"
        'RULE = "5.own-colour"\n'
        'def f(seat):\n    raise ValueError(f"seat {seat}", "no peg there")\n'
    )
    global ROOT
    root, ROOT = ROOT, tmp_path
    try:
        words = _words_in_engine(fake)
        imports = _engine_imports(fake)
    finally:
        ROOT = root
    assert len(words) == 3 and "an f-string" in words[0] and "'no peg there'" in words[1]
    assert imports == ["fake.py:2: from ..words import ..."]


def _names_a_refusal(node: ast.AST) -> bool:
    """True for ``refusal``, ``self.refusal``, ``why`` and the like."""
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return any(part in name.lower() for part in REFUSAL_NAMES)


def _words_of_a_refusal(node: ast.AST) -> bool:
    """True for ``refusal.message`` and ``str(refusal)``."""
    if isinstance(node, ast.Attribute) and node.attr == "message":
        return _names_a_refusal(node.value)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "str"
        and len(node.args) == 1
        and _names_a_refusal(node.args[0])
    )


@functools.cache
def _reads(path: Path) -> list[tuple[int, str]]:
    """(line, source) of every place a refusal's words are compared, searched or sliced."""
    source = path.read_text()
    tree = ast.parse(source)
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not _words_of_a_refusal(node):
            continue
        parent = parents.get(id(node))
        deciding = (
            isinstance(parent, (ast.Compare, ast.Subscript))
            or (isinstance(parent, ast.Attribute) and parent.value is node)  # .lower(), .split()
            or (
                isinstance(parent, ast.Call)
                and isinstance(parent.func, ast.Attribute)
                and isinstance(parent.func.value, ast.Name)
                and parent.func.value.id == "re"
            )
        )
        if deciding and isinstance(parent, ast.AST):
            found.append((node.lineno, ast.unparse(parent)))
    return found


def test_no_module_outside_the_words_layer_reads_a_refusals_sentence_to_decide():
    assert len(READERS) > 100
    bad = []
    for path in READERS:
        where = str(path.relative_to(ROOT))
        for line, text in _reads(path):
            if (where, text) not in ALLOWED_READS:
                bad.append(f"{where}:{line}: {text}")
    assert bad == [], "\n".join(bad)


def test_the_listed_reads_still_exist():
    seen = {(str(p.relative_to(ROOT)), text) for p in READERS for _, text in _reads(p)}
    assert set(ALLOWED_READS) <= seen, set(ALLOWED_READS) - seen


def test_the_reader_wall_catches_matching_a_refusals_words(tmp_path):
    fake = tmp_path / "fake.py"
    fake.write_text(
        "import re\n"
        "def f(refusal, why):\n"
        '    if "own colour" in refusal.message:\n'
        "        return 1\n"
        "    low = why.message.lower()\n"
        '    hit = re.search(r"T(\\d+)", str(refusal))\n'
        '    shown = f"Not allowed: {refusal}. {refusal.message}"\n'
        "    return panel(refusal.message), low, hit, shown\n"
    )
    lines = sorted(line for line, _ in _reads(fake))
    assert lines == [3, 5, 6]


def test_the_fragment_table_and_the_sentence_rewriting_are_gone():
    course_words = (ROOT / "pegs" / "course" / "words.py").read_text()
    for gone in ("_CLAUSE_OF", "_COUNT", "_COMPULSORY", "\nimport re"):
        assert gone not in course_words
    learner = (ROOT / "pegs" / "words" / "learner.py").read_text()
    assert "\nimport re" not in learner and ".message" not in learner
