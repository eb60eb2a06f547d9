"""The design's walls: who may import whom (issue 16), read from the source with ``ast``.

The arrows point one way: notebooks -> widgets -> pegs. Inside ``pegs`` the public model (the
rule book's nouns) imports no pictures, players or command line; only ``position`` and ``check``
reach into the tuned core ``pegs._engine``; the widgets and the lessons use public names only; no
two modules import each other. Every rule below is one test whose message names the offending
import (file and line). The exceptions that exist today are listed by name, each with why, and a
test fails when one is no longer needed, so the lists only shrink.

Imports inside functions count (a late import is still a dependency); imports under
``if TYPE_CHECKING:`` count for the layers but not for cycles (they never run).
"""

from __future__ import annotations

import ast
import functools
import importlib
import json
import pkgutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pegs

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("pegs", "widgets", "backalley")

#: The public model: the rule book's nouns and verbs (layout.md). Every module straight under
#: ``pegs/`` belongs to it (so a new one is walled in too) except the package's front door
#: (``pegs/__init__.py`` gathers the public names of every layer) and ``python -m pegs``.
#: Words for people are a layer above it (``pegs.words``), not part of it.
NAMED_MODEL = frozenset(
    f"pegs.{name}"
    for name in (
        "position",
        "moves",
        "cards",
        "board",
        "seats",
        "clauses",
        "rules",
        "events",
        "errors",
        "notation",
        "game",
        "check",
        "inputs",
    )
)
#: What the public model must not import (pictures, players, command line, course, words).
ABOVE_MODEL = ("pegs.render", "pegs.bots", "pegs.cli", "pegs.course", "pegs.words")
#: The modules allowed to use the tuned core, besides the core itself.
ENGINE_USERS = frozenset({"pegs.position", "pegs.check"})
#: Public packages a lesson may import names from (top-level names only).
NOTEBOOK_PACKAGES = ("pegs", "pegs.course", "pegs.scenarios", "widgets")

# ---- the exceptions that exist today: (importer, imported module) -> (names, why) ----------

#: A refusal is data; its sentence is made by the words layer, late, only when asked for.
MODEL_EXCEPTIONS: dict[tuple[str, str], tuple[frozenset[str], str]] = {
    ("pegs.check", "pegs.words.refusals"): (
        frozenset({"refusal_sentence"}),
        "Refusal.message words the refusal on demand (a late import, python-chess style)",
    ),
    ("pegs.errors", "pegs.words.refusals"): (
        frozenset({"refused_move_words"}),
        "IllegalMoveError words its refusal when read, as Refusal.message does (a late import)",
    ),
    ("pegs.position", "pegs.render.text"): (
        frozenset({"render_text"}),
        "Position.__str__ draws the text diagram",
    ),
    ("pegs.position", "pegs.render.svg"): (
        frozenset({"render_svg"}),
        "Position._repr_svg_ shows the picture in Jupyter",
    ),
}

#: Modules outside the engine that import ``pegs._engine`` though they are neither the position
#: nor the checker, each with the names it may import and why. None today: the computer players
#: read public values only (``pegs.bots.layout``).
ENGINE_EXCEPTIONS: dict[tuple[str, str], tuple[frozenset[str], str]] = {}


#: Imports that close a cycle today, each a late import inside a function (owner in brackets).
CYCLE_EXCEPTIONS: dict[tuple[str, str], str] = {
    ("pegs.notation", "pegs.position"): "position_from_dict builds a Position [engine]",
    ("pegs.position", "pegs.render.text"): "Position.__str__ [engine]",
    ("pegs.position", "pegs.render.svg"): "Position._repr_svg_ [engine]",
    (
        "pegs.errors",
        "pegs.words.refusals",
    ): "IllegalMoveError.__str__ words its refusal, late [engine]",
    ("backalley.state", "backalley.game"): "State's game-shape verbs, late [backalley]",
}

#: Lessons that import from inside a package instead of its top level (none today).
NOTEBOOK_EXCEPTIONS: dict[tuple[str, str], frozenset[str]] = {}


# ---- the import graph -----------------------------------------------------------------------


@dataclass(frozen=True)
class Import:
    """One imported module (and the names taken from it) at one line of one module."""

    importer: str
    target: str
    names: frozenset[str]
    line: int
    typing_only: bool

    def where(self) -> str:
        """File and line, for messages."""
        return f"{_MODULES[self.importer].relative_to(ROOT)}:{self.line}"

    def __str__(self) -> str:
        names = ", ".join(sorted(self.names))
        what = f"from {self.target} import {names}" if names else f"import {self.target}"
        return f"{self.where()}: {what}"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


_MODULES: dict[str, Path] = {
    _module_name(path): path for top in PACKAGES for path in sorted((ROOT / top).rglob("*.py"))
}
MODEL = frozenset(
    _module_name(path)
    for path in (ROOT / "pegs").glob("*.py")
    if path.name not in ("__init__.py", "__main__.py")
)


def _typing_only_lines(tree: ast.Module) -> set[int]:
    """Lines inside ``if TYPE_CHECKING:`` blocks."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                for sub in ast.walk(inner):
                    if hasattr(sub, "lineno"):
                        lines.add(sub.lineno)
    return lines


def _resolve(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module a ``from ... import`` names."""
    if not node.level:
        return node.module or ""
    base = importer if is_package else importer.rpartition(".")[0]
    for _ in range(node.level - 1):
        base = base.rpartition(".")[0]
    return f"{base}.{node.module}" if node.module else base


def _imports_of(name: str, source: str, is_package: bool) -> list[Import]:
    """Every import in one module's source, ``from pkg import submodule`` as the submodule."""
    tree = ast.parse(source)
    typing_only = _typing_only_lines(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append(
                    Import(name, alias.name, frozenset(), node.lineno, node.lineno in typing_only)
                )
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(name, is_package, node)
            plain: set[str] = set()
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in _MODULES:
                    found.append(
                        Import(name, sub, frozenset(), node.lineno, node.lineno in typing_only)
                    )
                else:
                    plain.add(alias.name)
            if plain:
                found.append(
                    Import(name, base, frozenset(plain), node.lineno, node.lineno in typing_only)
                )
    return found


@functools.cache
def project_imports() -> tuple[Import, ...]:
    """Every import of a project module by a project module (pegs, widgets, backalley)."""
    found = []
    for name, path in _MODULES.items():
        for imp in _imports_of(name, path.read_text(), path.name == "__init__.py"):
            if imp.target.split(".")[0] in PACKAGES and imp.target != imp.importer:
                found.append(imp)
    return tuple(found)


def _inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _breaking(imports: tuple[Import, ...], allowed: dict, rule: str) -> list[str]:
    """Messages for the imports not covered by ``allowed`` (importer, target) -> (names, why)."""
    bad = []
    for imp in imports:
        names, _why = allowed.get((imp.importer, imp.target), (frozenset(), ""))
        # An allowed pair allows exactly its names, not the whole module.
        if not imp.names or not imp.names <= names:
            bad.append(f"{imp} ({rule})")
    return bad


def _stale(imports: tuple[Import, ...], allowed: dict) -> list[str]:
    seen = {(imp.importer, imp.target) for imp in imports}
    return [f"{a} -> {b}" for a, b in allowed if (a, b) not in seen]


# ---- the rules ------------------------------------------------------------------------------


def test_pegs_declares_no_runtime_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == []


def test_importing_every_pegs_module_loads_no_third_party_or_jupyter_package():
    modules = [
        m.name for m in pkgutil.walk_packages(pegs.__path__, "pegs.") if m.name != "pegs.__main__"
    ]
    code = (
        "import sys, importlib\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "stdlib = set(sys.stdlib_module_names)\n"
        "outside = sorted({m.split('.')[0] for m in sys.modules} - stdlib - {'pegs', '__main__'})\n"
        "print(' '.join(outside))\n"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.split() == [], f"pegs imported {result.stdout.strip()}"
    assert len(modules) > 20


def test_no_pegs_module_imports_widgets_or_ipywidgets():
    for path in (ROOT / "pegs").rglob("*.py"):
        text = path.read_text()
        for banned in ("import widgets", "from widgets", "ipywidgets", "ipycanvas", "IPython"):
            assert banned not in text, f"{path.relative_to(ROOT)} mentions {banned}"


def test_notebooks_never_shadow_the_widgets_package():
    for path in (ROOT / "notebooks").glob("*.ipynb"):
        assert "import ipywidgets as widgets" not in path.read_text(), path.name


def test_the_import_graph_sees_the_whole_project():
    # A guard for the guards: a reader that found nothing would let every rule pass.
    imports = project_imports()
    assert len(_MODULES) > 100
    assert len(imports) > 400
    assert any(i.importer == "pegs.bots.selfplay" and i.target == "pegs.game" for i in imports)


def test_arrows_point_from_widgets_to_pegs_never_back():
    bad = [
        f"{imp} (pegs never imports widgets or backalley; backalley never imports widgets)"
        for imp in project_imports()
        if (_inside(imp.importer, "pegs") and not _inside(imp.target, "pegs"))
        or (_inside(imp.importer, "backalley") and _inside(imp.target, "widgets"))
    ]
    assert bad == [], "\n".join(bad)


def test_the_public_model_imports_no_pictures_players_or_command_line():
    assert NAMED_MODEL <= MODEL, sorted(NAMED_MODEL - MODEL)
    imports = tuple(
        imp
        for imp in project_imports()
        if imp.importer in MODEL and any(_inside(imp.target, up) for up in ABOVE_MODEL)
    )
    bad = _breaking(
        imports, MODEL_EXCEPTIONS, "the model imports nothing from " + "/".join(ABOVE_MODEL)
    )
    assert bad == [], "\n".join(bad)


def test_only_position_and_check_use_the_engine_core():
    imports = tuple(
        imp
        for imp in project_imports()
        if _inside(imp.target, "pegs._engine")
        and not _inside(imp.importer, "pegs._engine")
        and imp.importer not in ENGINE_USERS
    )
    bad = _breaking(imports, ENGINE_EXCEPTIONS, "only position and check import pegs._engine")
    assert bad == [], "\n".join(bad)


@functools.cache
def _scratch_calls() -> tuple[tuple[str, int], ...]:
    """(module, line) of every call of a position's engine tables (``_layout()``, and the
    ``scratch()`` it replaced) outside the engine's own modules."""
    found = []
    for name, path in _MODULES.items():
        if name in ENGINE_USERS or _inside(name, "pegs._engine"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("scratch", "_scratch", "_layout")
            ):
                found.append((name, node.lineno))
    return tuple(found)


def test_only_the_engine_reads_a_positions_scratch_tables():
    bad = [
        f"{_MODULES[name].relative_to(ROOT)}:{line}: the engine's tables, not an API"
        for name, line in _scratch_calls()
    ]
    assert bad == [], "\n".join(bad)


def _private(module: str) -> bool:
    return any(part.startswith("_") for part in module.split("."))


def test_widgets_use_only_public_names_of_pegs():
    bad = []
    for imp in project_imports():
        if not (_inside(imp.importer, "widgets") and _inside(imp.target, "pegs")):
            continue
        if _private(imp.target) or any(
            _inside(imp.target, inner) for inner in ("pegs.check", "pegs.cli")
        ):
            bad.append(f"{imp} (widgets import no pegs._engine, pegs.check or pegs.cli)")
        elif private := sorted(n for n in imp.names if n.startswith("_")):
            bad.append(f"{imp} (widgets import no private names: {', '.join(private)})")
    assert bad == [], "\n".join(bad)


def test_pictures_never_import_players_or_the_command_line():
    bad = [
        f"{imp} (pegs.render imports neither pegs.bots nor pegs.cli)"
        for imp in project_imports()
        if _inside(imp.importer, "pegs.render")
        and (_inside(imp.target, "pegs.bots") or _inside(imp.target, "pegs.cli"))
    ]
    assert bad == [], "\n".join(bad)


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def _runtime_edges(skip: dict[tuple[str, str], str]) -> tuple[dict[str, set[str]], dict]:
    edges: dict[str, set[str]] = {}
    lines: dict[tuple[str, str], Import] = {}
    for imp in project_imports():
        if imp.typing_only or (imp.importer, imp.target) in skip:
            continue
        edges.setdefault(imp.importer, set()).add(imp.target)
        lines.setdefault((imp.importer, imp.target), imp)
    return edges, lines


def test_the_cycle_finder_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(edges) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_two_modules_import_each_other():
    edges, lines = _runtime_edges(CYCLE_EXCEPTIONS)
    bad = []
    for group in _cycles(edges):
        inside = [str(lines[(a, b)]) for a in group for b in sorted(edges.get(a, ())) if b in group]
        bad.append("a cycle through " + ", ".join(group) + ":\n  " + "\n  ".join(inside))
    assert bad == [], "\n".join(bad)


def test_the_listed_cycle_exceptions_still_close_a_cycle():
    # An exception that no longer closes a cycle must leave the list (it only shrinks).
    edges, _ = _runtime_edges({})
    groups = _cycles(edges)
    stale = [
        f"{a} -> {b}"
        for a, b in CYCLE_EXCEPTIONS
        if not any(a in group and b in group for group in groups)
    ]
    assert stale == [], "no longer a cycle, remove from CYCLE_EXCEPTIONS: " + ", ".join(stale)


def test_the_listed_layer_exceptions_still_exist():
    imports = project_imports()
    stale = _stale(imports, MODEL_EXCEPTIONS) + _stale(imports, ENGINE_EXCEPTIONS)
    assert stale == [], "no longer imported, remove from the exceptions: " + ", ".join(stale)


def _notebook_imports() -> list[tuple[str, str, frozenset[str], int]]:
    """(notebook, module, names, cell number) for every ``from X import ...`` in a code cell."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text())["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            # IPython's magics and shell lines are not Python.
            code = "\n".join(
                "" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines()
            )
            for node in ast.walk(ast.parse(code)):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        found.append((path.name, alias.name, frozenset(), number))
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = frozenset(a.name for a in node.names)
                    found.append((path.name, node.module, names, number))
    return found


def _exported(package: str) -> set[str]:
    module = importlib.import_module(package)
    public = getattr(module, "__all__", None)
    names = set(public) if public is not None else {n for n in vars(module) if n[0] != "_"}
    # A public subpackage (``from pegs import scenarios``) is a top-level public name too.
    names |= {
        inner.rpartition(".")[2]
        for inner in NOTEBOOK_PACKAGES
        if inner.rpartition(".")[0] == package
    }
    return names


def test_notebooks_import_only_top_level_public_names():
    bad = []
    for notebook, module, names, cell in _notebook_imports():
        where = f"notebooks/{notebook} cell {cell}"
        if module.split(".")[0] not in PACKAGES:
            continue
        if (notebook, module) in NOTEBOOK_EXCEPTIONS and names <= NOTEBOOK_EXCEPTIONS[
            (notebook, module)
        ]:
            continue
        if module not in NOTEBOOK_PACKAGES:
            bad.append(
                f"{where}: from {module} import ... (lessons import from {NOTEBOOK_PACKAGES})"
            )
            continue
        if missing := sorted(names - _exported(module)):
            bad.append(f"{where}: from {module} import {', '.join(missing)} (not public there)")
    assert bad == [], "\n".join(bad)


def test_the_listed_notebook_exceptions_still_exist():
    seen = {(notebook, module) for notebook, module, _, _ in _notebook_imports()}
    stale = [f"{n}: {m}" for n, m in NOTEBOOK_EXCEPTIONS if (n, m) not in seen]
    assert stale == [], "no longer imported, remove from NOTEBOOK_EXCEPTIONS: " + ", ".join(stale)


def test_a_breaking_import_is_named_with_its_file_and_line():
    # The rules' messages: an import the model must not make, read from made-up source.
    fake = _imports_of("pegs.moves", "def f():\n    from .bots import make_bot\n", False)
    assert [str(i) for i in fake] == ["pegs/moves.py:2: from pegs.bots import make_bot"]
    bad = _breaking(tuple(fake), MODEL_EXCEPTIONS, "rule")
    assert bad == ["pegs/moves.py:2: from pegs.bots import make_bot (rule)"]
    # An allowed pair with a name outside its list still breaks the rule.
    extra = _imports_of("pegs.check", "from .words.refusals import SENTENCES\n", False)
    assert _breaking(tuple(extra), MODEL_EXCEPTIONS, "rule") != []
    allowed = _imports_of("pegs.check", "from .words.refusals import refusal_sentence\n", False)
    assert _breaking(tuple(allowed), MODEL_EXCEPTIONS, "rule") == []


# ---- the widget packages: a package per screen, public names between them ------------------
# The packages under ``widgets`` use each other through the names their ``__init__`` exports,
# and no widget touches a private field of another object (issue 25).

#: Private fields of other libraries' objects that a widget module touches (module, attribute),
#: each with why. None of the project's own: those have public names for what is asked of them.
WIDGET_PRIVATE_EXCEPTIONS: dict[tuple[str, str], str] = {
    ("widgets.board.hand", "_dom_classes"): "ipywidgets: a card's classes in one update, not one "
    "per add_class",
    ("widgets.board.view", "_CANVAS_MANAGER"): "ipycanvas: the one canvas manager, to batch every "
    "canvas's commands (one_batch)",
    ("widgets.board.view", "_caching"): "ipycanvas: hold_canvas does not restore batching when "
    "drawing fails (one_batch)",
    ("widgets.backalley.table", "_canvas_manager"): "ipycanvas: a reloaded page needs each frame "
    "to name its canvas (issue 15)",
    ("widgets.backalley.table", "_current_canvas"): "ipycanvas: the same",
    ("widgets.app.settings", "_initializing_traits_"): "ipywidgets: new labels for the same "
    "choices (a language switch) without it picking the first option and telling every observer",
}

#: The most lines a module under ``widgets`` may have ("about 400": one idea each).
WIDGET_MODULE_LINES = 410


def _widget_package(module: str) -> str | None:
    """The package under ``widgets`` a module belongs to ("board"), or None for ``widgets``."""
    parts = module.split(".")
    return parts[1] if parts[0] == "widgets" and len(parts) > 1 else None


def _exported_names(package: str) -> set[str]:
    return set(getattr(importlib.import_module(package), "__all__", ()))


def _widget_package_breaks(imports: tuple[Import, ...]) -> list[str]:
    """Imports of another widget package's inner module or of a name its front door hides."""
    bad = []
    for imp in imports:
        if not (_inside(imp.importer, "widgets") and _inside(imp.target, "widgets")):
            continue
        mine, theirs = _widget_package(imp.importer), _widget_package(imp.target)
        if theirs is None:
            if mine is not None:
                bad.append(f"{imp} (a screen's package never imports the widgets front door)")
            continue
        if mine == theirs:
            continue
        front = f"widgets.{theirs}"
        if imp.target != front:
            bad.append(f"{imp} (use {front}'s public names, not its inner module)")
        elif hidden := sorted(imp.names - _exported_names(front)):
            bad.append(f"{imp} (not in {front}.__all__: {', '.join(hidden)})")
    return bad


def test_widget_packages_use_each_other_only_through_their_public_names():
    bad = _widget_package_breaks(project_imports())
    assert bad == [], "\n".join(bad)


def _private_touches(module: str, source: str) -> list[tuple[str, int, str]]:
    """(attribute, line, expression) for each private field of an object other than ``self``,
    ``cls`` or ``super()`` that the source reads, writes or calls, or imports by name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            name, owner = node.attr, node.value
            if not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
                continue
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and ast.unparse(owner.func) == "super":
                continue
            found.append((name, node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            for alias in node.names:
                if alias.name.startswith("_"):
                    found.append((alias.name, node.lineno, f"from {node.module} import ..."))
    return found


@functools.cache
def _widget_private_touches() -> tuple[tuple[str, str, int, str], ...]:
    return tuple(
        (name, attr, line, text)
        for name, path in _MODULES.items()
        if _inside(name, "widgets")
        for attr, line, text in _private_touches(name, path.read_text())
    )


def test_widgets_touch_no_private_field_of_another_object():
    bad = [
        f"{_MODULES[name].relative_to(ROOT)}:{line}: {text} (ask for a public name instead)"
        for name, attr, line, text in _widget_private_touches()
        if (name, attr) not in WIDGET_PRIVATE_EXCEPTIONS
    ]
    assert bad == [], "\n".join(bad)


def test_the_listed_private_field_exceptions_still_exist():
    seen = {(name, attr) for name, attr, _line, _text in _widget_private_touches()}
    stale = [f"{m}: {a}" for m, a in WIDGET_PRIVATE_EXCEPTIONS if (m, a) not in seen]
    assert stale == [], "no longer touched, remove from WIDGET_PRIVATE_EXCEPTIONS: " + ", ".join(
        stale
    )


def test_a_private_field_or_an_inner_module_of_another_widget_is_named():
    # The rules' messages, read from made-up source: the course reaching into the controller.
    touches = _private_touches("widgets.course.model", "c._reset_choice()\nself._ok = 1\n")
    assert touches == [("_reset_choice", 1, "c._reset_choice")]
    assert _private_touches("widgets.x", "super()._start()\nx.__class__\n") == []
    inner = _imports_of(
        "widgets.course.model", "from ..board.controller import Controller\n", False
    )
    assert _widget_package_breaks(tuple(inner)) != []
    front = _imports_of("widgets.course.model", "from ..board import Controller\n", False)
    assert _widget_package_breaks(tuple(front)) == []
    hidden = _imports_of("widgets.course.model", "from ..board import peg_on\n", False)
    assert _widget_package_breaks(tuple(hidden)) != []


def test_widgets_holds_only_packages_at_its_top():
    top = ROOT / "widgets"
    loose = sorted(
        p.name
        for p in top.iterdir()
        if p.name not in ("__init__.py", "py.typed", "__pycache__")
        and not (p.is_dir() and (p / "__init__.py").is_file())
    )
    assert loose == [], f"widgets/ holds only packages (a package per screen): {loose}"


def test_no_widget_module_is_over_about_400_lines():
    long = {
        str(path.relative_to(ROOT)): lines
        for name, path in _MODULES.items()
        if _inside(name, "widgets")
        and (lines := len(path.read_text().splitlines())) > WIDGET_MODULE_LINES
    }
    assert long == {}, f"split these by idea (at most {WIDGET_MODULE_LINES} lines): {long}"


# ---- the table server (issue 27) -------------------------------------------------------------


def test_the_table_server_loads_no_jupyter_package():
    # ``pegs serve`` runs apart from any kernel: widgets/__init__ names its widgets lazily.
    code = (
        "import sys, widgets.tables.server, widgets.tables.__main__\n"
        "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    loaded = set(result.stdout.split())
    assert "tornado" in loaded and "pegs" in loaded and "backalley" in loaded
    jupyter = {"ipywidgets", "ipycanvas", "IPython", "ipykernel", "jupyter_server", "traitlets"}
    assert loaded & jupyter == set()


def test_pegs_reaches_the_table_server_only_through_a_new_process():
    # ``pegs serve`` becomes ``python -m widgets.tables``; pegs imports nothing of widgets.
    text = (ROOT / "pegs" / "cli" / "serve.py").read_text()
    assert '"-m", "widgets.tables"' in text
    assert not [
        i for i in project_imports() if i.importer == "pegs.cli.serve" and "widgets" in i.target
    ]
