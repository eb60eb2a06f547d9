"""The lessons' links to the glossary, the rules summary and the rule book open rendered (Trust 3).

Each link is clicked in each place a learner meets the lessons: JupyterLab as ``make kit`` starts
it (its arguments read from ``make -n kit``) in a folder laid out as the clone is; JupyterLab as
``pegs lessons`` starts it, in a copy the command's own copying made; and Voila as ``make
course`` starts it (``make -n course``). (The static site's links are clicked in test_site.py.)
The page that opens must show the document's title as a heading, hold no raw Markdown (no line
starting with ``#`` or ``|``) and be no 404 ("outside root contents directory", "Not Found").
One server per place, shared by the module.
"""

from __future__ import annotations

import secrets
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pegs.cli.lessons import server_command
from pegs.lessons import copy_lessons

from .conftest import REPO, Server, _start, _stop, free_port, quiet_lab_settings

pytestmark = pytest.mark.browser

#: Each document a lesson links: the lesson, the page the link names, the title it must show.
LINKS = [
    ("01_start_here.ipynb", "docs/glossary.ipynb", "Glossary"),
    ("01_start_here.ipynb", "docs/summary.ipynb", "Pegs and Jokers on one page"),
    ("90_back_alley.ipynb", "docs/RULES.ipynb", "Rules of the kit"),
]
#: The documents with tables (they must show as tables, not as lines of ``|``).
WITH_TABLES = ("Pegs and Jokers on one page", "Rules of the kit")


def make_arguments(target: str, program: str) -> list[str]:
    """The arguments ``make TARGET`` gives ``python -m PROGRAM`` (PORT left as the word)."""
    plan = subprocess.run(
        ["make", "-s", "-n", target, "PYTHON=PYTHON", "ROOT_FLAG=", "PORT=PORT"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.replace("\\\n", " ")
    line = next(line for line in plan.splitlines() if f"-m {program} " in line)
    words = shlex.split(line)
    return words[words.index(program.split()[-1]) + 1 :]


def make_kit_lab_arguments() -> list[str]:
    """The arguments ``make kit`` gives ``jupyter lab`` (its port and root flag left out)."""
    words = make_arguments("kit", "jupyter lab")
    return [w for w in words if w not in ("--port=PORT", "--ip=127.0.0.1")]


def _clone_layout(root: Path) -> Path:
    """``root`` holding copies of the clone's notebooks/ (with its docs/ pages) and docs/."""
    shutil.copytree(REPO / "notebooks", root / "notebooks")
    shutil.copytree(REPO / "docs", root / "docs")
    return root


def _lab(root: Path, arguments: list[str], name: str) -> Server:
    """JupyterLab with these arguments, quiet settings and every cell kept in the page."""
    quiet_lab_settings(root / ".settings")  # a page opened at a heading keeps its top
    port, token = free_port(), secrets.token_hex(16)
    ours = ("--no-browser", "--allow-root", "--ip=127.0.0.1")  # given once, below
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        *(a for a in arguments if a not in ours),
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        f"--IdentityProvider.token={token}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={root / '.settings'}",
        f"--LabApp.workspaces_dir={root / '.workspaces'}",
    ]
    return _start(command, root, port, token, name, f"/api/status?token={token}")


@pytest.fixture(scope="module")
def kit_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """JupyterLab as ``make kit`` starts it, in a copy of the clone's notebooks/ and docs/."""
    server = _lab(_clone_layout(tmp_path_factory.mktemp("kit")), make_kit_lab_arguments(), "kit")
    try:
        yield server
    finally:
        _stop(server)


@pytest.fixture(scope="module")
def lessons_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """JupyterLab as ``pegs lessons`` starts it, in a folder ``pegs lessons`` copied to."""
    root = tmp_path_factory.mktemp("learner")
    folder = root / "my-lessons"
    copy_lessons(folder)
    command = server_command(folder, voila=False, port=None, browser=False)
    server = _lab(root, command[3:], "lessons")  # what follows "python -m jupyterlab"
    try:
        yield server
    finally:
        _stop(server)


@pytest.fixture(scope="module")
def course_voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Voila as ``make course`` starts it, in a copy of the clone's notebooks/ and docs/."""
    root = _clone_layout(tmp_path_factory.mktemp("course"))
    port = free_port()
    words = [w.replace("PORT", str(port)) for w in make_arguments("course", "voila")]
    command = [sys.executable, "-m", "voila", *words]
    # Voila runs a notebook on every page request, so only the port is probed.
    server = _start(command, root, port, "", "course-voila", None)
    try:
        yield server
    finally:
        _stop(server)


#: What the page shown now holds: its first heading, its text's raw Markdown lines, a 404's words.
_SHOWN = """
(scope) => {
  const widget = scope === 'lab' ? window.jupyterapp.shell.currentWidget : null;
  const root = scope === 'lab' ? widget?.node : document.body;
  if (!root) return null;
  const h1 = root.querySelector(scope === 'lab' ? '.jp-RenderedMarkdown h1' : 'h1');
  const raw = root.innerText.split('\\n').filter((line) => /^\\s*(#|\\|)/.test(line));
  return {
    path: scope === 'lab' ? widget.context?.path ?? '' : window.location.pathname,
    title: h1 ? h1.textContent.replace(/¶/g, '').trim() : null,
    raw: raw.slice(0, 3),
    missing: /outside root contents directory|Not Found|404|does not exist/.test(root.innerText),
    editors: document.querySelectorAll('.jp-FileEditor').length,
    tables: root.querySelectorAll('table').length,
  };
}
"""


def _check_rendered(page: object, scope: str, link: str, title: str) -> None:
    """The page shown is the document rendered: its title a heading, no raw Markdown, no 404."""
    page.wait_for_function(  # type: ignore[attr-defined]
        f"([scope, link]) => {{ const s = ({_SHOWN})(scope);"
        " return document.readyState === 'complete' && s && s.path.endsWith(link)"
        " && s.title !== null; }",
        arg=[scope, link],
        timeout=60_000,
    )
    shown = page.evaluate(_SHOWN, scope)  # type: ignore[attr-defined]
    assert shown["title"].startswith(title), shown
    assert shown["raw"] == [], f"raw Markdown on the page: {shown['raw']}"
    assert not shown["missing"], "the page says the document is missing"
    assert shown["editors"] == 0, "the document opened as raw text in an editor"
    if title in WITH_TABLES:
        assert shown["tables"] >= 1, "the document's tables are not rendered"


def _click_each_link_in_lab(page: object, server: Server, folder: str) -> None:
    """In one JupyterLab page, open each lesson and click its link; each page opens rendered."""
    page.goto(  # type: ignore[attr-defined]
        f"{server.url}/lab/workspaces/docs-{secrets.token_hex(4)}/tree/{folder}{LINKS[0][0]}"
        f"?reset&token={server.token}",
        timeout=120_000,
    )
    page.wait_for_function(  # type: ignore[attr-defined]
        "() => window.jupyterapp?.commands.hasCommand('docmanager:open')", timeout=120_000
    )
    for lesson, link, title in LINKS:
        page.evaluate(  # type: ignore[attr-defined]
            # The command answers with the opened panel, which is not sent back (too deep to copy).
            "(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }",
            folder + lesson,
        )
        _hand_the_view_back(page, link)
        # The lesson's own tab: the others are hidden behind it.
        anchor = page.locator(f'.jp-RenderedMarkdown a[href*="{link}"]:visible').first  # type: ignore[attr-defined]
        anchor.wait_for(timeout=120_000)
        anchor.click()
        _check_rendered(page, "lab", link, title)


#: The shown lesson panel holding a link to ``link`` (the other tabs' panels are hidden).
_SHOWN_PANEL = """(link) => [
    ...document.querySelectorAll(`.jp-RenderedMarkdown a[href*="${link}"]`)
  ].map((a) => a.closest('.jp-NotebookPanel'))
    .find((p) => p && p.offsetParent !== null)"""


def _hand_the_view_back(page: object, link: str) -> None:
    """Once the lesson started by itself, scroll up as a learner would to reach the links above.

    The kit's Lab keeps a lesson's board in view while it starts, until the learner scrolls,
    clicks or types (docs/develop.md); its decision is on the lesson's panel (the shown one
    holding the link).
    """
    box = page.wait_for_function(  # type: ignore[attr-defined]
        f"""(link) => {{
            const panel = ({_SHOWN_PANEL})(link);
            const done = panel?.dataset.pegsKitStart;
            if (!done || done === 'running') return null;
            const view = panel.querySelector('.jp-WindowedPanel-outer') || panel;
            const r = view.getBoundingClientRect();
            if (!(r.width > 0 && r.height > 0)) return null;
            return {{x: r.x + r.width / 2, y: r.y + r.height / 2}};
        }}""",
        arg=link,
        timeout=120_000,
    ).json_value()
    page.mouse.move(box["x"], box["y"])  # type: ignore[attr-defined]
    page.mouse.wheel(0, -50_000)  # type: ignore[attr-defined]
    # The wheel's scroll lands over frames; a click made while the link still moves can miss it
    # (one loaded run lost the rule book's click so), so the view must have reached the top.
    page.wait_for_function(  # type: ignore[attr-defined]
        f"""(link) => {{
            const panel = ({_SHOWN_PANEL})(link);
            const view = panel?.querySelector('.jp-WindowedPanel-outer');
            return view ? view.scrollTop === 0 : panel !== undefined;
        }}""",
        arg=link,
        timeout=120_000,
    )


def test_make_kit_serves_the_clone_root_so_the_docs_are_inside_it() -> None:
    assert "--ServerApp.root_dir=." in make_kit_lab_arguments()


def test_each_lesson_link_opens_the_document_rendered_in_make_kits_jupyterlab(
    kit_lab: Server, page: object
) -> None:
    _click_each_link_in_lab(page, kit_lab, "notebooks/")


def test_each_lesson_link_opens_the_document_rendered_in_a_pegs_lessons_copy(
    lessons_lab: Server, page: object
) -> None:
    """Not 404 "outside root contents directory": the pages are copied with the lessons."""
    _click_each_link_in_lab(page, lessons_lab, "")


def test_each_lesson_link_opens_the_document_rendered_in_make_courses_voila(
    course_voila: Server, page: object
) -> None:
    """Not the raw Markdown file: the page is rendered by Voila as the lessons are."""
    for lesson, link, title in LINKS:
        page.goto(  # type: ignore[attr-defined]
            f"{course_voila.url}/voila/render/notebooks/{lesson}", timeout=120_000
        )
        anchor = page.locator(f'a[href*="{link}"]').first  # type: ignore[attr-defined]
        anchor.wait_for(timeout=120_000)
        anchor.click()
        _check_rendered(page, "voila", link, title)
