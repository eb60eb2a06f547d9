"""README and the docs pages are true as written (Trust item 2): each example runs; README is short.

Each document's examples run in order in one fresh folder (a later example may use a file an
earlier one made), with this environment's ``pegs``, ``backalley`` and ``python`` first on PATH.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from doc_examples import REPO, Example, console_steps, documents, examples, run

# Every example that is not run, by place and first line: each must be marked in its page with
# `<!-- not-run: why -->`, and a new one must be added here on purpose.
NOT_RUN = {
    ("docs/tables.md", "from widgets import TableClient"),
    ("docs/tables.md", "c.JupyterHub.services = ["),
    ("README.md", "git clone https://github.com/pegs-kit/pegs-kit.git"),
    ("README.md", "python3 -m venv kit && . kit/bin/activate"),
    ("docs/develop.md", "make test               # the whole suite (what CI runs)"),
    ("docs/develop.md", "make fuzz MINUTES=10"),
    ("docs/develop.md", "python -m venv .venv                         # Python 3.11 or newer"),
    ("docs/site.md", "make site                                  # builds build/site"),
    ("docs/site.md", "python3 scripts/check_site.py https://<owner>.github.io/<repository>/"),
    ("docs/teaching.md", "make app      # the game alone, one page, for a classroom"),
    (
        "docs/teaching.md",
        "voila notebooks/app.ipynb --MappingKernelManager.cull_connected=False \\",
    ),
}

ALL = [example for path in documents() for example in examples(path)]


def _first_line(example: Example) -> str:
    return next(line for line in example.text.splitlines() if line.strip())


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.relative_to(REPO).as_posix())
def test_every_example_of_the_page_runs_as_written(path: Path, tmp_path: Path) -> None:
    for example in examples(path):
        if example.not_run is None:
            run(example, tmp_path)


def test_the_examples_not_run_are_marked_and_listed() -> None:
    marked = {(e.document, _first_line(e)) for e in ALL if e.not_run}
    assert marked == NOT_RUN
    running = {e.document for e in ALL if e.not_run is None}
    assert {"README.md", "docs/cli.md", "docs/engine.md", "docs/teaching.md"} <= running


def test_a_wrong_output_or_a_failing_command_fails_the_check(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "```console\n$ pegs new --players 4 --seed 7 | pegs show - --describe | head -1\n"
        "Nothing like this\n```\n\n```bash\npegs play missing.json\n```\n\n"
        "```pycon\n>>> 1 + 1\n3\n```\n\n"
        "<!-- not-run: it opens a browser -->\n```bash\nfalse\n```\n",
        encoding="utf-8",
    )
    found = examples(page)
    assert [e.language for e in found] == ["console", "bash", "pycon", "bash"]
    assert found[-1].not_run == "it opens a browser"
    for example in found[:3]:
        with pytest.raises(AssertionError):
            run(example, tmp_path)


def test_console_blocks_pair_each_command_with_its_output() -> None:
    steps = console_steps("$ echo a\na\n$ true\n$ printf 'b\\nc\\n'\nb\nc\n")
    assert steps == [("echo a", "a"), ("true", ""), ("printf 'b\\nc\\n'", "b\nc")]


def test_readme_is_short_and_opens_with_the_game_and_the_two_commands() -> None:
    lines = (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) < 150, f"README is {len(lines)} lines"
    first_screen = "\n".join(lines[:40])
    for words in ("git clone", "make kit", "make test", "race", "Ctrl-C", "token"):
        assert words in first_screen, f"README's first screen lacks {words!r}"


def test_every_local_link_of_readme_and_the_docs_pages_exists() -> None:
    for path in documents():
        for link in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8")):
            if link.startswith(("http://", "https://", "mailto:")):
                continue
            assert (path.parent / link).exists(), f"{path.name} links {link}, which is missing"
