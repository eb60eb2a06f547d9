"""The course's one source folder (pegs/course/content) and its one command (build_course.py).

Every file the kit reads for teaching is what the content builds, and the check says which one
is not; a content file edited without rebuilding fails the check, naming the stale file; a
content file the engine refuses stops the build, naming the exercise; rebuilding changes nothing;
no other place holds teaching text.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "pegs" / "course" / "content"


sys.path.insert(0, str(ROOT / "scripts"))
import build_course  # noqa: E402  (it puts the repository and scripts/ on the path)
from coursebuild.source import paragraphs  # noqa: E402


@pytest.fixture(scope="module")
def course():
    """The course as the content builds it (once for the module)."""
    return build_course.build()


@pytest.fixture
def content(tmp_path: Path) -> Path:
    """A copy of the content folder to edit."""
    copy = tmp_path / "content"
    shutil.copytree(CONTENT, copy)
    return copy


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path.name} lacks {old!r}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _built_tree(root: Path) -> Path:
    """A copy of the repository's built files (and only those) under ``root``."""
    for folder, pattern in build_course.BUILT_FILES:
        (root / folder).mkdir(parents=True, exist_ok=True)
        for path in (ROOT / folder).glob(pattern):
            shutil.copy2(path, root / folder / path.name)
    (root / "backalley").mkdir()
    shutil.copy2(ROOT / "backalley" / "lesson.json", root / "backalley" / "lesson.json")
    return root


def test_every_built_file_is_what_the_content_builds(course) -> None:
    stale = [f"{b.path} (from {b.source})" for b in course.built if b.stale()]
    assert stale == [], "run `make content`: stale " + ", ".join(stale)


def test_the_check_passes_on_this_tree(capsys) -> None:
    assert build_course.main(["--check"]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out.startswith("the course is current: 8 chapters, 53 scenarios")


def test_a_content_file_edited_without_rebuilding_fails_the_check_naming_the_stale_file(
    content, capsys
) -> None:
    _edit(content / "pegs" / "03_what_each_card_does.toml", "Cards move pegs", "Cards move")
    assert build_course.main(["--check", "--content", str(content)]) == 1
    err = capsys.readouterr().err
    stale = [line for line in err.splitlines() if line.startswith("stale:")]
    source = content / "pegs" / "03_what_each_card_does.toml"
    assert stale[0] == f"stale: pegs/course/data/03.json (built from {source})"
    # The changed English is a changed entry of the translators' catalogues (and the compiled
    # pseudo-language): those are stale too, and nothing else.
    assert stale[1:] and all("/locales/" in line for line in stale[1:]), stale
    assert "make content" in err


def test_building_writes_only_what_changed_and_again_changes_nothing(content, tmp_path, capsys):
    root = _built_tree(tmp_path / "repo")
    (root / "pegs" / "scenarios" / "gone.json").write_text("{}")  # its content file is gone
    _edit(
        content / "scenarios" / "chain.toml", '= "A chain of teammates"', '= "A chain of friends"'
    )
    args = ["--content", str(content), "--root", str(root)]
    assert build_course.main(args) == 0
    # (the translators' catalogues and what is built from them are written too: a new tree)
    out = [
        line
        for line in capsys.readouterr().out.splitlines()
        if "/locales/" not in line and not re.match(r"wrote notebooks/[a-z]{2}/", line)
    ]
    assert out[:2] == [
        "wrote pegs/scenarios/chain.json",
        "removed pegs/scenarios/gone.json (its content file is gone)",
    ]
    assert json.loads((root / "pegs/scenarios/chain.json").read_text())["title"] == (
        "A chain of friends"
    )
    assert build_course.main(args) == 0
    assert not [line for line in capsys.readouterr().out.splitlines() if "wrote" in line]
    assert build_course.main(["--check", *args]) == 0


@pytest.mark.parametrize(
    ("file", "old", "new", "words"),
    [
        (
            "pegs/02_setting_up.toml",
            "count = 108",
            "count = 72",
            "02_setting_up.toml: 02-track-six: the count is 72, not 108",
        ),
        (
            "pegs/03_what_each_card_does.toml",
            'goal = ["out:0"]',
            'goal = ["out:1"]',
            "03-ace-out: no move reaches ['out:1']",
        ),
        (
            "backalley/lesson.toml",
            'choices = ["1", "2", "12", "14"]',
            'choices = ["1", "12", "14"]',
            "exercise ba-01: the right answer '2' is no choice",
        ),
        (
            "scenarios/chain.toml",
            '"sent 0:T39 to T3 by 0"',
            '"sent 0:T39 to S by 0"',
            "scenarios/chain.toml: the engine disagrees",
        ),
    ],
    ids=["count", "goal", "backalley", "scenario"],
)
def test_content_the_engine_refuses_stops_the_build_naming_the_exercise(
    content, capsys, file, old, new, words
) -> None:
    """RULES 2 (track), 4.ace, Part B (deals), 5.chain: the engine's word is the answer."""
    _edit(content / file, old, new)
    assert build_course.main(["--check", "--content", str(content)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err, err


def test_a_lesson_cell_in_the_wrong_notebook_is_refused(content, capsys) -> None:
    _edit(content / "notebooks" / "02_setting_up.toml", 'lesson = "02"', 'lesson = "03"')
    assert build_course.main(["--check", "--content", str(content)]) == 2
    assert "lesson cell in two notebooks" in capsys.readouterr().err


def test_a_changed_code_cell_is_written_without_outputs_the_others_keep_theirs(content) -> None:
    from coursebuild.notebooks import notebook
    from stamp_notebooks import kernel_metadata

    path = content / "notebooks" / "explorer.toml"  # 07's code cells moved there
    _edit(path, "game.go_to(6)", "game.go_to(5)")
    built, dropped = notebook(path, kernel_metadata())
    assert dropped == ["72cc81f0"]
    cells = {c["id"]: c for c in json.loads(built.text)["cells"]}
    stored = {c["id"]: c for c in json.loads((ROOT / built.path).read_text())["cells"]}
    assert cells["72cc81f0"]["outputs"] == [] and stored["72cc81f0"]["outputs"]
    assert cells["af3c9f81"]["outputs"] == stored["af3c9f81"]["outputs"] != []


def test_the_content_folder_is_the_only_place_teaching_text_lives(course) -> None:
    old = ROOT / "scripts" / "course"
    assert not old.exists() or not [p for p in old.rglob("*") if p.suffix in (".py", ".json")]
    assert not (ROOT / "scripts" / "make_course.py").exists()
    made = {b.path for b in course.built}
    # Every data file the kit reads for teaching is built from the content folder...
    shipped = {
        p.relative_to(ROOT).as_posix()
        for folder, pattern in build_course.BUILT_FILES
        for p in (ROOT / folder).glob(pattern)
    }
    assert shipped <= made
    assert "backalley/lesson.json" in made
    assert sorted(p.name for p in (ROOT / "backalley").glob("*.json")) == ["lesson.json"]
    data = ROOT / "pegs" / "course" / "data"
    assert sorted(p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file()) == sorted(
        p.removeprefix("pegs/course/data/") for p in made if p.startswith("pegs/course/data/")
    )
    # ... and every content file is read by the build (none is left over).
    # (The document pages are built from docs/*.md, the rule book's folder, not from content.)
    # (The catalogues are built from the whole content, and from them what speaks a language.)
    built_from = {
        b.source
        for b in course.built
        if not b.source.startswith(("docs/", "the course content")) and "/locales/" not in b.source
    }
    sources = built_from | {"pegs/course/content/pegs/puzzles.json"}
    files = {
        p.relative_to(ROOT).as_posix()
        for p in CONTENT.rglob("*")
        if p.is_file() and p.suffix in (".toml", ".json")
    }
    assert files == sources


def test_the_text_rule_joins_wrapped_lines_and_keeps_paragraphs() -> None:
    assert paragraphs("one line stays as it is") == "one line stays as it is"
    wrapped = "\nA race for **four**,\n  six or eight players.\n\nTeams sit\nopposite.\n"
    assert (
        paragraphs(wrapped) == "A race for **four**, six or eight players.\n\nTeams sit opposite."
    )


LANGS = ("sv", "it", "sq", "fi")
LANG_PO = tuple(f"{lang}.po" for lang in LANGS)


def test_a_document_edited_without_rebuilding_makes_its_page_stale(tmp_path) -> None:
    """Trust item 3: the pages beside the lessons are built from docs/*.md, the authority."""
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    _edit(docs / "glossary.md", "**Bump.**", "**Bumping.**")
    course = build_course.build(docs=docs)
    stale = [(b.path, b.source) for b in course.built if b.stale()]
    assert stale[0] == ("notebooks/docs/glossary.ipynb", "docs/glossary.md")
    # Its blocks are the translators' too: the catalogues, each language's compiled texts (the
    # changed block's translation is stale, so left out) and glossary page (the changed block is
    # English until translated again), and nothing else.
    rest = {path for path, _ in stale[1:]}
    assert rest == {
        *(f"pegs/course/content/locales/{n}" for n in ("course.pot", *LANG_PO)),
        *(f"pegs/course/data/locales/{lang}.json" for lang in (*LANGS, "xx")),
        *(f"notebooks/{lang}/docs/glossary.ipynb" for lang in LANGS),
    }


def test_a_document_linking_a_file_that_has_no_page_stops_the_build(tmp_path) -> None:
    from coursebuild.doc_pages import pages
    from coursebuild.source import ContentError

    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    _edit(docs / "summary.md", "[glossary](glossary.md)", "[glossary](teaching.md)")
    with pytest.raises(ContentError, match=r"summary\.md links teaching\.md"):
        pages(docs=docs)
    _edit(docs / "summary.md", "[glossary](teaching.md)", "[glossary](RULES.md#no-such)")
    with pytest.raises(ContentError, match="has no such heading"):
        pages(docs=docs)
