"""The package as a learner gets it: wheel and sdist built, the wheel installed alone in a fresh
virtual environment, the lessons copied out of it, and the lessons' install cell (issue 14).

Builds run without build isolation (hatchling comes with the [test] extra), so nothing but the
package registries is reached, and only by the install-cell test (for the [widgets] packages).
"""

from __future__ import annotations

import ast
import email
import hashlib
import importlib.metadata
import json
import os
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import pegs

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
#: Each language's lessons and start page, in its folder (notebooks/sv/ ...; pages aside).
TRANSLATED = sorted(
    p.relative_to(REPO / "notebooks").as_posix()
    for p in (REPO / "notebooks").glob("[a-z][a-z]/*.ipynb")
)
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The wheel and sdist built from this checkout."""
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(REPO)])
    (wheel,) = out.glob("pegs_kit-*.whl")
    (sdist,) = out.glob("pegs_kit-*.tar.gz")
    return {"dir": out, "wheel": wheel, "sdist": sdist}


def _fresh_venv(folder: Path) -> Path:
    venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    return folder / "bin"


def _env(tmp: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["JUPYTER_DATA_DIR"] = str(tmp / "jupyter-data")  # never the developer's trust database
    env.update(extra)
    return env


def test_the_wheel_installs_alone_and_carries_the_course(dist, tmp_path):
    bin_dir = _fresh_venv(tmp_path / "venv")
    env = _env(tmp_path)
    _run(
        [
            str(bin_dir / "python"),
            "-m",
            "pip",
            "install",
            "--no-index",
            "--quiet",
            str(dist["wheel"]),
        ],
        env=env,
    )
    assert _run([str(bin_dir / "pegs"), "--version"], env=env).stdout.strip() == (
        f"pegs-kit {pegs.__version__}"
    )
    assert _run([str(bin_dir / "backalley"), "--version"], env=env).stdout.strip() == (
        f"pegs-kit {pegs.__version__}"
    )
    where = _run(
        [str(bin_dir / "python"), "-c", "import pegs; print(pegs.__file__)"], env=env, cwd=tmp_path
    ).stdout.strip()
    assert where.startswith(str(tmp_path / "venv")), where  # the installed copy, not this clone
    position = json.loads(_run([str(bin_dir / "pegs"), "new", "--seed", "3"], env=env).stdout)
    assert position["players"] == 4

    lessons = tmp_path / "my lessons"
    done = _run(
        [str(bin_dir / "pegs"), "lessons", str(lessons), "--no-open"], env=env, cwd=tmp_path
    )
    assert f"copied {len(NOTEBOOKS) + len(TRANSLATED)} lesson files" in done.stdout
    assert "not marked trusted: Jupyter is not installed here" in done.stdout
    copied = sorted(p.name for p in lessons.glob("*.ipynb"))
    assert copied == NOTEBOOKS
    for name in NOTEBOOKS + TRANSLATED:
        assert (lessons / name).read_bytes() == (REPO / "notebooks" / name).read_bytes(), name


def test_the_wheel_holds_the_lessons_unchanged_typing_markers_licence_and_metadata(dist):
    with zipfile.ZipFile(dist["wheel"]) as wheel:
        names = set(wheel.namelist())
        for name in NOTEBOOKS:
            shipped = wheel.read(f"pegs/_lessons/{name}")
            assert _sha(shipped) == _sha((REPO / "notebooks" / name).read_bytes()), name
        assert not any(".ipynb_checkpoints" in n or n.endswith(".cfg") for n in names)
        for package in ("pegs", "widgets", "backalley"):
            assert f"{package}/py.typed" in names
        course = REPO / "pegs" / "course" / "data"
        for path in course.rglob("*") if course.is_dir() else []:
            if path.is_file():
                assert path.relative_to(REPO).as_posix() in names
        info = f"pegs_kit-{pegs.__version__}.dist-info"
        assert f"{info}/licenses/LICENSE" in names
        meta = email.message_from_bytes(wheel.read(f"{info}/METADATA"))
    assert meta["Name"] == "pegs-kit" and meta["Version"] == pegs.__version__
    assert meta["License-Expression"] == "MIT"
    assert {"widgets", "lab", "test", "all"} <= set(meta.get_all("Provides-Extra"))
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert {"Homepage", "Source", "Issues"} <= set(urls)
    assert "Typing :: Typed" in meta.get_all("Classifier")
    assert meta.get_all("Requires-Dist") and not [
        r for r in meta.get_all("Requires-Dist") if "extra ==" not in r
    ], "the engine must install with no dependencies"


def test_the_wheel_carries_the_course_content_and_reads_the_course_from_it(dist, tmp_path):
    """Every content file ships as it is, and the loaders of both games read the wheel's copy."""
    content = REPO / "pegs" / "course" / "content"
    with zipfile.ZipFile(dist["wheel"]) as wheel:
        names = set(wheel.namelist())
        for path in (p for p in content.rglob("*") if p.is_file()):
            name = path.relative_to(REPO).as_posix()
            assert name in names, name
            assert _sha(wheel.read(name)) == _sha(path.read_bytes()), name
        wheel.extractall(tmp_path / "site")
    count = (
        "import pegs, backalley.lessons as b, pegs.course as c, pegs.scenarios as s\n"
        "from pegs.course.puzzles import load_puzzles\n"
        "print(pegs.__file__)\n"
        "print(len(c.load_course().chapters), len(load_puzzles()), len(s.names()),"
        " len(b.load_lesson().exercises))"
    )
    env = _env(tmp_path, PYTHONPATH=str(tmp_path / "site"))
    where, counts = _run([sys.executable, "-c", count], env=env, cwd=tmp_path).stdout.split("\n")[
        :2
    ]
    assert where.startswith(str(tmp_path / "site")), where  # the wheel's copy, not this clone
    from backalley.lessons import load_lesson
    from pegs.course import load_course
    from pegs.course.puzzles import load_puzzles
    from pegs.scenarios import names as scenario_names

    here = (load_course().chapters, load_puzzles(), scenario_names(), load_lesson().exercises)
    assert counts.split() == [str(len(x)) for x in here]


def test_the_wheel_carries_the_documents_the_lessons_link_where_the_links_point(dist):
    """Trust item 3: docs/ seen from the shipped lessons (pegs/_lessons) holds their pages."""
    import posixpath
    import re

    with zipfile.ZipFile(dist["wheel"]) as wheel:
        names = set(wheel.namelist())
        for doc in ("RULES.md", "glossary.md", "summary.md"):
            assert wheel.read(f"pegs/docs/{doc}") == (REPO / "docs" / doc).read_bytes(), doc
        linked = set()
        for name in NOTEBOOKS:
            cells = json.loads(wheel.read(f"pegs/_lessons/{name}"))["cells"]
            text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
            for link in re.findall(r"\]\((docs/[^)#\s]+)", text):
                linked.add(posixpath.normpath(posixpath.join("pegs/_lessons", link)))
    pages = {f"pegs/_lessons/docs/{d}.ipynb" for d in ("glossary", "summary", "RULES")}
    assert pages <= linked
    assert linked <= names, linked - names
    assert not any(n.startswith("pegs/docs/") and n.endswith((".png", ".svg")) for n in names)


def test_the_wheel_carries_the_screens_style_sheets(dist):
    # The screens read their CSS with importlib.resources: the files must ship with the package.
    sheets = sorted((REPO / "widgets" / "style").glob("*.css"))
    assert sheets
    with zipfile.ZipFile(dist["wheel"]) as wheel:
        for sheet in sheets:
            name = sheet.relative_to(REPO).as_posix()
            assert wheel.read(name) == sheet.read_bytes(), name


def test_the_wheel_carries_the_message_catalogues_of_every_language(dist):
    # Issue 28: the engines read their words from compiled catalogues beside their code; the
    # message files they are built from travel too (a translator's correction starts there).
    folders = (
        "pegs/words/locales",
        "backalley/words/locales",
        "widgets/app/locales",
        "widgets/lesson/locales",
        "widgets/tables/locales",
        "widgets/tools/locales",
    )
    files = [f for folder in folders for f in sorted((REPO / folder).rglob("*")) if f.is_file()]
    compiled = [f for f in files if f.suffix == ".json" and f.parent.name == "locales"]
    assert len(compiled) == 6 * len(folders)  # en, sv, it, sq, fi and the pseudo-language xx
    with zipfile.ZipFile(dist["wheel"]) as wheel:
        for path in files:
            name = path.relative_to(REPO).as_posix()
            assert wheel.read(name) == path.read_bytes(), name


def test_the_sdist_holds_the_rule_book_licence_lessons_and_tests(dist):
    with tarfile.open(dist["sdist"]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    assert {"docs/RULES.md", "LICENSE", "README.md", "pyproject.toml", "Makefile"} <= names
    assert {f"notebooks/{n}" for n in NOTEBOOKS} <= names
    assert "scripts/setup_venv.py" in names and "binder/postBuild" in names
    assert any(n.startswith("tests/") for n in names)
    assert not any(n.startswith(".venv/") for n in names)


def test_the_licence_names_its_holder():
    text = (REPO / "LICENSE").read_text()
    assert text.startswith("MIT License") and "The Pegs and Jokers kit authors" in text


def test_every_extra_requirement_has_a_lower_bound_this_environment_meets():
    extras = PROJECT["optional-dependencies"]
    assert {"widgets", "lab", "test", "all"} <= set(extras)
    for name, requirements in extras.items():
        for text in requirements:
            req = Requirement(text)
            if canonicalize_name(req.name) == "pegs-kit":
                continue  # another extra of the kit itself
            bounds = [s for s in req.specifier if s.operator in (">=", "==")]
            assert bounds, f"[{name}] {text} has no lower bound"
            installed = importlib.metadata.version(req.name)
            assert req.specifier.contains(installed, prereleases=True), (
                f"[{name}] {text}, but {installed} is installed"
            )
    ruff = [r for r in extras["test"] if Requirement(r).name == "ruff"]
    assert ruff and "==" in ruff[0], "ruff is pinned"


def _third_party_imports(sources: list[str]) -> set[str]:
    found = set()
    for source in sources:
        lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.Import):
                found |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    ours = {"pegs", "widgets", "backalley", "google"}  # google: Colab's own, only there
    return found - set(sys.stdlib_module_names) - ours


#: The table server (``pegs serve``) runs apart from any kernel: its needs are the [serve] extra.
SERVER = REPO / "widgets" / "tables"


def test_the_widgets_extra_covers_what_the_widgets_and_lessons_import():
    sources = [p.read_text() for p in (REPO / "widgets").rglob("*.py") if SERVER not in p.parents]
    for notebook in (REPO / "notebooks").glob("*.ipynb"):
        cells = json.loads(notebook.read_text())["cells"]
        sources += ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    modules = _third_party_imports(sources)
    assert {"ipywidgets", "ipycanvas"} <= modules
    providers = importlib.metadata.packages_distributions()
    declared = {
        canonicalize_name(Requirement(r).name) for r in PROJECT["optional-dependencies"]["widgets"]
    }
    for module in modules:
        dists = {canonicalize_name(d) for d in providers.get(module, [])}
        assert dists & declared, f"{module} (from {dists or 'nowhere'}) is not in [widgets]"


def _setup_cell_source() -> str:
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import stamp_notebooks
    finally:
        sys.path.pop(0)
    return stamp_notebooks.SETUP_SOURCE


def test_the_lessons_install_cell_installs_the_kit_where_it_is_missing(dist, tmp_path):
    """The cell as IPython runs it, in a fresh environment with IPython but without the kit."""
    bin_dir = _fresh_venv(tmp_path / "venv")
    # pegs-kit is found only as this build; the [widgets] packages come from the registries.
    links = " ".join(filter(None, [str(dist["dir"]), os.environ.get("PIP_FIND_LINKS", "")]))
    env = _env(tmp_path, PIP_FIND_LINKS=links)
    python = str(bin_dir / "python")
    _run([python, "-m", "pip", "install", "--quiet", "ipython>=8"], env=env)
    check = "import importlib.metadata as m, widgets.board.view; print(m.version('pegs-kit'))"
    assert subprocess.run([python, "-c", check], env=env, cwd=tmp_path).returncode != 0
    cell = tmp_path / "cell.ipy"
    cell.write_text(_setup_cell_source())
    first = _run([str(bin_dir / "ipython"), "--quick", str(cell)], env=env, cwd=tmp_path)
    assert _run([python, "-c", check], env=env, cwd=tmp_path).stdout.strip() == pegs.__version__
    # Where the kit is installed the cell does nothing and says nothing.
    again = _run([str(bin_dir / "ipython"), "--quick", str(cell)], env=env, cwd=tmp_path)
    assert again.stdout.strip() == "" and "pip" not in again.stderr, (first.stdout, again)


def test_readme_pictures_use_links_that_work_on_a_package_index_page():
    import re

    readme = (REPO / "README.md").read_text()
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures, "README shows the board"
    source = PROJECT["urls"]["Source"].removeprefix("https://github.com/")
    for url in pictures:
        prefix = f"https://raw.githubusercontent.com/{source}/main/"
        assert url.startswith(prefix), f"{url} is not an absolute link into {source}"
        assert (REPO / url.removeprefix(prefix)).is_file(), url


def test_readme_names_the_package_and_the_pip_route():
    readme = (REPO / "README.md").read_text()
    assert 'pip install "pegs-kit[lab]"' in readme and "pegs lessons" in readme
    assert "Do not `pip install pegs`" in readme
    assert "## Teaching a class" in readme and 'pip install "pegs-kit[widgets]"' in readme


def test_the_serve_extra_covers_what_the_table_server_imports():
    modules = _third_party_imports([p.read_text() for p in SERVER.rglob("*.py")])
    assert "tornado" in modules
    providers = importlib.metadata.packages_distributions()
    declared = {
        canonicalize_name(Requirement(r).name) for r in PROJECT["optional-dependencies"]["serve"]
    }
    for module in modules:
        dists = {canonicalize_name(d) for d in providers.get(module, [])}
        assert dists & declared, f"{module} (from {dists or 'nowhere'}) is not in [serve]"
    assert "pegs-kit[serve]" in PROJECT["optional-dependencies"]["lab"]
