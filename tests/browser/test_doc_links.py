"""The lessons' links to the glossary, the rules summary and the rule book open rendered (Trust 3).

JupyterLab is started with the very arguments of ``make kit`` (read from ``make -n kit``), in a
folder laid out as the clone is (``notebooks/`` beside ``docs/``). A click on each link in a
lesson must open the document as a rendered page showing its title, never a 404 ("outside root
contents directory") nor the raw Markdown in a text editor.
"""

from __future__ import annotations

import secrets
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator

import pytest

from .conftest import REPO, Server, _start, _stop, free_port

pytestmark = pytest.mark.browser

#: Each document a lesson links, with the lesson that links it and the title it must show.
LINKS = [
    ("01_start_here.ipynb", "../docs/glossary.md", "Glossary"),
    ("01_start_here.ipynb", "../docs/summary.md", "Pegs and Jokers on one page"),
    ("90_back_alley.ipynb", "../docs/RULES.md", "Rules of the kit"),
]


def make_kit_lab_arguments() -> list[str]:
    """The arguments ``make kit`` gives ``jupyter lab`` (its port and root flag left out)."""
    plan = subprocess.run(
        ["make", "-s", "-n", "kit", "PYTHON=PYTHON", "ROOT_FLAG=", "PORT=PORT"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    line = next(line for line in plan.splitlines() if "-m jupyter lab" in line)
    words = shlex.split(line)
    return [
        w for w in words[words.index("lab") + 1 :] if w not in ("--port=PORT", "--ip=127.0.0.1")
    ]


@pytest.fixture(scope="module")
def kit_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """JupyterLab as ``make kit`` starts it, in a copy of the clone's notebooks/ and docs/."""
    root = tmp_path_factory.mktemp("kit")
    shutil.copytree(REPO / "notebooks", root / "notebooks")
    shutil.copytree(REPO / "docs", root / "docs")
    port, token = free_port(), secrets.token_hex(16)
    command = [sys.executable, "-m", "jupyterlab", *make_kit_lab_arguments()]
    command[3:3] = [
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        f"--IdentityProvider.token={token}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={root / '.settings'}",
        f"--LabApp.workspaces_dir={root / '.workspaces'}",
    ]
    server = _start(command, root, port, token, "kit-lab", f"/api/status?token={token}")
    try:
        yield server
    finally:
        _stop(server)


_RENDERED_TITLE = """
() => {
  const w = window.jupyterapp.shell.currentWidget;
  const h = w && w.node.querySelector('.jp-MarkdownViewer .jp-RenderedMarkdown h1');
  return h ? h.textContent : null;
}
"""


def test_make_kit_serves_the_clone_root_so_the_docs_are_inside_it() -> None:
    assert "--ServerApp.root_dir=." in make_kit_lab_arguments()


@pytest.mark.parametrize(("lesson", "link", "title"), LINKS, ids=[x[1] for x in LINKS])
def test_a_lesson_link_opens_the_document_rendered_in_make_kits_jupyterlab(
    kit_lab: Server, page: object, lesson: str, link: str, title: str
) -> None:
    page.goto(  # type: ignore[attr-defined]
        f"{kit_lab.url}/lab/workspaces/docs-{secrets.token_hex(4)}/tree/notebooks/{lesson}"
        f"?reset&token={kit_lab.token}",
        timeout=120_000,
    )
    # JupyterLab writes a relative link out as the file's address under /files/.
    served = "/files/" + link.removeprefix("../")
    anchor = page.locator(f'.jp-RenderedMarkdown a[href*="{served}"]').first  # type: ignore[attr-defined]
    anchor.wait_for(timeout=120_000)
    anchor.click()
    page.wait_for_function(_RENDERED_TITLE, timeout=60_000)  # type: ignore[attr-defined]
    shown = page.evaluate(_RENDERED_TITLE)  # type: ignore[attr-defined]
    assert shown is not None and shown.rstrip("¶ ").startswith(title), shown
    editors = page.locator(".jp-FileEditor:visible").count()  # type: ignore[attr-defined]
    assert editors == 0, "the document opened as raw Markdown in a text editor"
