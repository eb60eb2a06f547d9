"""The static-site build's own logic, without downloads: names, notebooks, wheels and the lock."""

from __future__ import annotations

import importlib.util
import json
import re
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
build_site = importlib.util.module_from_spec(_spec)  # type: ignore[arg-type]
_spec.loader.exec_module(build_site)  # type: ignore[union-attr]
site_landing = build_site.site_landing
START = build_site.START_LESSON


def make_wheel(folder: Path, name: str, version: str, requires: list[str] = ()) -> Path:
    """A tiny wheel with one module and the given Requires-Dist lines."""
    path = folder / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires
    )
    with zipfile.ZipFile(path, "w") as whl:
        whl.writestr(f"{name.replace('-', '_')}/__init__.py", "")
        whl.writestr(f"{name.replace('-', '_')}-{version}.dist-info/METADATA", meta)
    return path


def test_names_are_canonical_as_pyodide_keys_them() -> None:
    assert build_site.canonical("Prompt_Toolkit") == "prompt-toolkit"
    assert build_site.canonical("jupyterlab.widgets") == "jupyterlab-widgets"


def test_stored_lines_are_joined_so_jupyterlite_shows_text_and_pictures() -> None:
    cell = {
        "source": ["a = 1\n", "a"],
        "outputs": [
            {"output_type": "stream", "text": ["one\n", "two\n"]},
            {"data": {"image/svg+xml": ["<svg>", "</svg>"], "application/json": {"k": [1]}}},
        ],
    }
    build_site.join_lines(cell)
    assert cell["source"] == "a = 1\na"
    assert cell["outputs"][0]["text"] == "one\ntwo\n"
    assert cell["outputs"][1]["data"]["image/svg+xml"] == "<svg></svg>"
    assert cell["outputs"][1]["data"]["application/json"] == {"k": [1]}  # JSON stays as it is


def test_every_lesson_is_staged_on_the_pyodide_kernel(tmp_path: Path) -> None:
    names = build_site.stage_notebooks(tmp_path)
    top = [name for name in names if "/" not in name]  # a translated lesson is "<lang>/NAME"
    assert top == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    first = json.loads((tmp_path / "01_start_here.ipynb").read_text())
    assert first["metadata"]["kernelspec"]["name"] == "python"
    assert all(isinstance(c["source"], str) for c in first["cells"])


def test_every_document_a_lesson_links_is_in_the_site_where_the_link_resolves(
    tmp_path: Path,
) -> None:
    """Trust item 3: not "Path docs/summary.md does not exist" on the static site."""
    import posixpath

    build_site.stage_notebooks(tmp_path)
    staged = set(build_site.stage_docs(tmp_path))
    links = set()
    for notebook in tmp_path.glob("*.ipynb"):
        cells = json.loads(notebook.read_text())["cells"]
        text = "\n".join(c["source"] for c in cells if c["cell_type"] == "markdown")
        links |= set(re.findall(r"\]\((docs/[^)#\s]+)", text))
    # The lessons sit at the site's root, their pages in docs/ beside them.
    resolved = {posixpath.normpath(posixpath.join("/", link)).lstrip("/") for link in links}
    assert {"docs/glossary.ipynb", "docs/summary.ipynb", "docs/RULES.ipynb"} <= resolved <= staged
    for path in staged:
        page = json.loads((tmp_path / path).read_text())
        source = json.loads((ROOT / "notebooks" / path).read_text())
        assert page["metadata"]["kernelspec"]["name"] == "python", path
        assert [c["source"] for c in page["cells"]] == [
            "".join(c["source"]) for c in source["cells"]
        ], path


def test_the_lessons_install_cell_is_left_out_of_the_site(tmp_path: Path) -> None:
    build_site.stage_notebooks(tmp_path)
    source = json.loads((ROOT / "notebooks" / "01_start_here.ipynb").read_text())["cells"]
    staged = json.loads((tmp_path / "01_start_here.ipynb").read_text())["cells"]
    assert build_site.is_setup_cell(source[0])  # the lessons start with it
    assert [c["id"] for c in staged] == [c["id"] for c in source[1:]]  # only it is left out
    assert not any("pip install" in c["source"] for c in staged)


def test_the_site_loads_only_numpy_and_pillow_from_the_cdn() -> None:
    # ipycanvas imports both; the kit draws its charts itself, so no plotting library is loaded.
    assert set(build_site.CDN_PACKAGES) == {"numpy", "pillow"}
    assert not {"matplotlib", "contourpy", "kiwisolver"} & {
        *build_site.LOCK_PINS,
        *build_site.WIDGET_PINS,
    }


def test_the_site_carries_every_package_of_the_widgets_extra() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extra = pyproject["project"]["optional-dependencies"]["widgets"]
    wanted = {build_site.canonical(re.split(r"[\s<>=!~\[;]", r, maxsplit=1)[0]) for r in extra}
    carried = {*build_site.LOCK_PINS, *build_site.WIDGET_PINS, *build_site.CDN_PACKAGES}
    assert wanted - carried == set()
    # What the widgets import when the kit is imported is loaded with the kernel.
    assert {"ipywidgets", "ipycanvas", "mistune"} <= set(build_site.PRELOAD)


def test_a_site_without_the_start_lesson_is_refused(tmp_path: Path, monkeypatch) -> None:
    fake = tmp_path / "repo"
    (fake / "notebooks").mkdir(parents=True)
    (fake / "notebooks" / "02_other.ipynb").write_text(json.dumps({"cells": [], "metadata": {}}))
    monkeypatch.setattr(build_site, "ROOT", fake)
    with pytest.raises(build_site.BuildError, match=r"01_start_here\.ipynb is missing"):
        build_site.stage_notebooks(tmp_path / "files")


def test_a_wheels_requirements_leave_out_extras_and_markers(tmp_path: Path) -> None:
    path = make_wheel(
        tmp_path, "demo", "1.0", ["comm>=0.1", "Traitlets (>=4)", "pytest; extra == 'test'"]
    )
    assert build_site.wheel_requires(path) == ["comm", "traitlets"]
    assert build_site.wheel_imports(path) == ["demo"]


def test_a_stand_in_wheel_holds_its_package(tmp_path: Path) -> None:
    source = tmp_path / "numpy" / "numpy"
    source.mkdir(parents=True)
    (source / "__init__.py").write_text("X = 1\n")
    path = build_site.stand_in_wheel(tmp_path / "numpy", "numpy", tmp_path)
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
    assert "numpy/__init__.py" in names and any(n.endswith(".dist-info/RECORD") for n in names)
    assert build_site.wheel_imports(path) == ["numpy"]


def upstream_lock() -> dict:
    """A small Pyodide lock in the real one's shape."""

    def entry(name: str, version: str, file_name: str, depends: list[str] = ()) -> dict:
        return {
            "name": name,
            "version": version,
            "file_name": file_name,
            "sha256": "ab" * 32,
            "imports": [name],
            "depends": list(depends),
            "install_dir": "site",
            "package_type": "package",
        }

    packages = {
        name: entry(name, "1.0", f"{name}-1.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl")
        for name in build_site.CDN_PACKAGES
    }
    packages["pillow"]["depends"] = ["six"]  # made up: the test lock must drop a CDN dependency
    packages["six"] = entry("six", build_site.LOCK_PINS["six"], "six.whl")
    return {"info": {"python": "3.14.2"}, "packages": packages}


def test_the_published_lock_names_cdn_packages_by_address_and_hash(tmp_path: Path) -> None:
    six = make_wheel(tmp_path, "six", build_site.LOCK_PINS["six"])
    comm = make_wheel(tmp_path, "comm", "0.2.3", ["six"])
    lock = build_site.write_lock(upstream_lock(), {"six": six}, {"comm": comm}, None)
    packages = lock["packages"]
    for name in build_site.CDN_PACKAGES:
        assert packages[name]["file_name"].startswith(build_site.CDN_URL)
        assert packages[name]["sha256"] == "ab" * 32
    assert packages["six"]["file_name"] == six.name
    assert packages["six"]["sha256"] == build_site.sha256(six)
    assert packages["comm"]["depends"] == ["six"]


def test_the_test_lock_has_stand_ins_and_no_outside_address(tmp_path: Path) -> None:
    six = make_wheel(tmp_path, "six", build_site.LOCK_PINS["six"])
    shims = {"pillow": make_wheel(tmp_path, "pillow", "0+standin")}
    lock = build_site.write_lock(upstream_lock(), {"six": six}, {}, shims)
    packages = lock["packages"]
    assert not any("://" in e["file_name"] for e in packages.values())
    assert "numpy" not in packages  # no stand-in: left out
    assert packages["pillow"]["file_name"] == shims["pillow"].name
    assert packages["pillow"]["depends"] == []  # a stand-in needs nothing else


def test_a_lock_version_other_than_the_pin_is_refused(tmp_path: Path) -> None:
    upstream = upstream_lock()
    upstream["packages"]["six"]["version"] = "0.0.1"
    six = make_wheel(tmp_path, "six", "0.0.1")
    with pytest.raises(build_site.BuildError, match=r"six 0\.0\.1"):
        build_site.write_lock(upstream, {"six": six}, {}, None)


def test_a_missing_dependency_is_refused_at_build_time(tmp_path: Path) -> None:
    six = make_wheel(tmp_path, "six", build_site.LOCK_PINS["six"])
    lonely = make_wheel(tmp_path, "lonely", "1.0", ["nowhere-to-be-found"])
    with pytest.raises(build_site.BuildError, match="nowhere-to-be-found"):
        build_site.write_lock(upstream_lock(), {"six": six}, {"lonely": lonely}, None)


def test_the_front_page_opens_the_chosen_start_lesson_else_the_language_choice(
    tmp_path: Path,
) -> None:
    """Issue 28 item 4: ?lang= or a remembered choice opens that start; else the choice page."""
    index = tmp_path / "index.html"
    index.write_text('<html><head><script id="jupyter-config-data">{}</script></head></html>')
    pages = site_landing.start_pages(["01_start_here.ipynb", "fi/01_start_here.ipynb"], START)
    build_site.open_start_lesson(index, pages)
    html = index.read_text()
    assert html.index("window.location.replace") < html.index("jupyter-config-data")
    assert '"fi": "lab/index.html?path=fi/01_start_here.ipynb"' in html
    assert '"en": "lab/index.html?path=01_start_here.ipynb"' in html
    assert "localStorage.getItem('pegs-site-language')" in html and "languages.html" in html
    assert 'id="jupyter-config-data"' in html  # the app pages still read their settings here
    choice = (tmp_path / "languages.html").read_text()
    links = re.findall(r'<a href="\./([^"]+)" hreflang="(\w+)"[^>]*>([^<]+)</a>', choice)
    assert [(lang, name) for _, lang, name in links] == [
        ("en", "English"),
        ("sv", "Svenska"),
        ("it", "Italiano"),
        ("sq", "Shqip"),
        ("fi", "Suomi"),
    ]
    assert dict((lang, href) for href, lang, _ in links) == {
        lang: page.replace("&", "&amp;") for lang, page in pages.items()
    }
    assert "navigator.languages" in choice and "preselected" in choice


def test_a_language_without_translated_lessons_starts_in_english_with_its_code() -> None:
    """Issue 28 item 2: no notebooks/<lang>/ yet: the English start, told the language."""
    pages = site_landing.start_pages(["01_start_here.ipynb", "sv/01_start_here.ipynb"], START)
    assert pages == {
        "en": "lab/index.html?path=01_start_here.ipynb",
        "sv": "lab/index.html?path=sv/01_start_here.ipynb",
        "it": "lab/index.html?path=01_start_here.ipynb&lang=it",
        "sq": "lab/index.html?path=01_start_here.ipynb&lang=sq",
        "fi": "lab/index.html?path=01_start_here.ipynb&lang=fi",
    }


def test_translated_lesson_folders_are_staged_beside_the_english(tmp_path: Path) -> None:
    """Issue 28 item 2: the build picks up notebooks/<lang>/ when a translation adds it."""
    notebooks = tmp_path / "notebooks"
    lesson = {"cells": [], "metadata": {"kernelspec": {"name": "python3"}}}
    for path in ("01_start_here.ipynb", "fi/01_start_here.ipynb", "fi/02_setting_up.ipynb"):
        (notebooks / path).parent.mkdir(parents=True, exist_ok=True)
        (notebooks / path).write_text(json.dumps(lesson))
    (notebooks / "de").mkdir()  # not a language of the kit: left out
    (notebooks / "de" / "01_start_here.ipynb").write_text(json.dumps(lesson))
    (notebooks / "sv").mkdir()  # a language folder with no lesson yet: nothing staged
    names = build_site.stage_notebooks(tmp_path / "files", notebooks)
    assert names == ["01_start_here.ipynb", "fi/01_start_here.ipynb", "fi/02_setting_up.ipynb"]
    staged = json.loads((tmp_path / "files" / "fi" / "02_setting_up.ipynb").read_text())
    assert staged["metadata"]["kernelspec"]["name"] == "python"
    assert not (tmp_path / "files" / "de").exists()


def test_compiled_wheels_are_made_once_and_reused(tmp_path: Path, monkeypatch) -> None:
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide.asm.wasm").write_bytes(b"\0asm")
    site = tmp_path / "site"
    site.mkdir()
    wheel = make_wheel(site, "demo", "1.0")
    calls = []

    def fake_run(command: list[str], what: str, **kwargs: object) -> None:
        calls.append(command)
        for source, target in zip(command[3::2], command[4::2], strict=True):
            Path(target).write_bytes(Path(source).read_bytes() + b"compiled")

    monkeypatch.setattr(build_site, "run", fake_run)
    monkeypatch.setattr(build_site.shutil, "which", lambda name: "/usr/bin/" + name)
    original = wheel.read_bytes()
    build_site.compile_wheels(core, [wheel], tmp_path / "cache")
    assert len(calls) == 1 and calls[0][:3] == ["node", str(build_site.COMPILER), str(core)]
    assert wheel.read_bytes() == original + b"compiled"  # replaced in place
    wheel.write_bytes(original)  # the next build copies the same wheel again
    build_site.compile_wheels(core, [wheel], tmp_path / "cache")
    assert len(calls) == 1, "the cached compiled wheel is reused"
    assert wheel.read_bytes() == original + b"compiled"
    (core / "pyodide.asm.wasm").write_bytes(b"\0asm another Pyodide")
    wheel.write_bytes(original)
    build_site.compile_wheels(core, [wheel], tmp_path / "cache")
    assert len(calls) == 2, "another Pyodide compiles again"


def test_without_node_the_compile_step_says_so(tmp_path: Path, monkeypatch) -> None:
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide.asm.wasm").write_bytes(b"\0asm")
    wheel = make_wheel(tmp_path, "demo", "1.0")
    monkeypatch.setattr(build_site.shutil, "which", lambda name: None)
    with pytest.raises(build_site.BuildError, match="node is missing"):
        build_site.compile_wheels(core, [wheel], tmp_path / "cache")
