"""Back Alley's walls (issue 25), read from the source with ``ast``: the rules never import the
teaching, reach the words layer only for a refusal's sentence, and nothing reads a sentence
back to decide anything.

Imports inside functions count (a late import is still a dependency); imports under
``if TYPE_CHECKING:`` do not (they never run). Each exception is listed with why, and a test
fails when one is no longer needed, so the lists only shrink.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: The teaching: the lesson and its words (the lesson's judge, its old words module).
TEACHING = ("backalley.lessons", "backalley.lesson_words", "backalley.words.feedback")
#: The words layer.
WORDS = "backalley.words"
#: Modules outside the words layer that may import it, each with the modules and why.
WORDS_USERS: dict[str, tuple[frozenset[str], str]] = {
    "backalley.refusal": (
        frozenset({"backalley.words.refusals"}),
        "Refusal.message and str() ask the words layer for the sentence, late",
    ),
    "backalley.cli": (
        frozenset({"backalley.words.refusals"}),
        "the command line words a refused action in the language chosen (--lang)",
    ),
    "backalley.notation": (
        frozenset({"backalley.words.describe"}),
        "describe is re-exported where the state file's other names are",
    ),
    "backalley.lessons": (
        frozenset(
            {
                "backalley.words.feedback",
                "backalley.words.learner",
                "backalley.words.names",
                "backalley.words.refusals",
                "backalley.words.rulebook",
            }
        ),
        "the lesson says its facts in the learner's words",
    ),
    "backalley.lesson_words": (
        frozenset({"backalley.words.learner", "backalley.words.names", "backalley.words.rulebook"}),
        "the old module path, a re-export",
    ),
}
#: Attributes that hold a sentence for people: nothing may look inside them to decide.
SENTENCES = frozenset({"reason", "message"})
STRING_TESTS = frozenset(
    {"startswith", "endswith", "find", "index", "count", "split", "partition", "rpartition"}
)


@functools.cache
def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((ROOT / "backalley").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _typing_only(tree: ast.Module) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                lines |= {sub.lineno for sub in ast.walk(inner) if hasattr(sub, "lineno")}
    return lines


def _imports(name: str, path: Path) -> set[str]:
    """The backalley modules ``name`` imports when it runs (``from pkg import mod`` as mod)."""
    modules = _modules()
    tree = ast.parse(path.read_text())
    skip = _typing_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", 0) in skip:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                package = name if path.name == "__init__.py" else name.rpartition(".")[0]
                base = f"{package}.{node.module}"
            subs = {f"{base}.{alias.name}" for alias in node.names}
            found |= (subs & set(modules)) or {base}
    return {module for module in found if module.split(".")[0] == "backalley"}


def _inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_rules_never_import_the_teaching() -> None:
    """The engine stands alone: no module but the teaching itself imports the lesson."""
    bad = []
    for name, path in _modules().items():
        if name in TEACHING:
            continue
        for target in _imports(name, path):
            if target in TEACHING:
                bad.append(f"{path.relative_to(ROOT)}: imports {target}")
    assert bad == [], "\n".join(bad)


def test_only_the_listed_modules_reach_the_words_layer() -> None:
    """The rules produce data; the words layer makes sentences of it. Outside the layer only
    the modules listed (each with why) import it, and only the modules listed."""
    bad = []
    used: dict[str, set[str]] = {}
    for name, path in _modules().items():
        if _inside(name, WORDS):
            continue
        words = {target for target in _imports(name, path) if _inside(target, WORDS)}
        if words:
            used[name] = words
        allowed = WORDS_USERS.get(name, (frozenset(), ""))[0]
        if not words <= allowed:
            bad.append(f"{path.relative_to(ROOT)}: imports {sorted(words - allowed)}")
    assert bad == [], "\n".join(bad)
    stale = sorted(set(WORDS_USERS) - set(used))
    assert stale == [], f"no longer import the words layer, remove from WORDS_USERS: {stale}"


def test_the_words_layer_imports_no_rules_that_decide() -> None:
    """The words layer reads values and states; it never asks the rules to decide (no play,
    bots or lessons), so a sentence can never change what happens."""
    bad = []
    for name, path in _modules().items():
        if not _inside(name, WORDS):
            continue
        for target in _imports(name, path):
            if target in ("backalley.play", "backalley.bots", "backalley.sampler", *TEACHING):
                bad.append(f"{path.relative_to(ROOT)}: imports {target}")
    assert bad == [], "\n".join(bad)


def _reads_a_sentence(node: ast.AST) -> bool:
    """True for ``x.reason``/``x.message`` or ``why_illegal(...)``: a sentence for people."""
    if isinstance(node, ast.Attribute):
        return node.attr in SENTENCES
    return isinstance(node, ast.Call) and ast.unparse(node.func).endswith("why_illegal")


def _sentence_tests(path: Path) -> list[str]:
    """Places that look inside a sentence: ``"x" in err.reason``, ``msg.startswith(...)``,
    a regular expression run over one."""
    found = []
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Compare) and any(
            isinstance(op, (ast.In, ast.NotIn)) for op in node.ops
        ):
            if any(_reads_a_sentence(side) for side in node.comparators):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in STRING_TESTS and _reads_a_sentence(node.func.value):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
            base = ast.unparse(node.func.value)
            if base == "re" and any(_reads_a_sentence(arg) for arg in node.args):
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_nothing_reads_a_refusal_sentence_to_decide() -> None:
    """Issue 25: no rule is recovered from a sentence; Back Alley's engine, words and table
    read a refusal's data (``rule``, ``reason`` key, ``values``), never its text."""
    paths = sorted((ROOT / "backalley").rglob("*.py")) + sorted(
        (ROOT / "widgets" / "backalley").rglob("*.py")
    )
    found = [hit for path in paths for hit in _sentence_tests(path)]
    assert found == [], "\n".join(found)


def test_the_sentence_finder_finds_one(tmp_path: Path) -> None:
    """A guard for the guard: the finder sees each way of looking inside a sentence."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import re\n"
        "a = 'must ' in err.reason\n"
        "b = refusal.message.startswith('the')\n"
        "c = re.sub('x', 'y', err.message)\n"
        "d = why_illegal(s, a).split(':')\n"
        "e = refusal.reason == 'follow-suit'\n"
    )
    found = _sentence_tests(probe)
    assert sorted(int(hit.split(":")[1]) for hit in found) == [2, 3, 4, 5]
