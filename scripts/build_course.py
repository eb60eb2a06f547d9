"""Build the course of both games from its one source folder, pegs/course/content, and check it.

Usage: ``python scripts/build_course.py [--check] [--content DIR] [--root DIR]`` (``make content``).
It reads every content file, asks the engines every answer and check, and writes what the kit
reads: the Pegs chapters (``pegs/course/data/NN.json``), the scenarios (``pegs/scenarios/``), the
Back Alley lesson (``backalley/lesson.json``), the notebooks (``notebooks/``, thin shells
keeping their stored outputs) and the pages of the documents the lessons link
(``notebooks/docs/``, from ``docs/*.md``, which stay the authority); it checks the puzzles
(``content/pegs/puzzles.json``, made by ``scripts/make_puzzles.py``). Running it twice changes
nothing.

``--check`` writes nothing and exits 1 naming each built file that is stale (differs from what
the content builds, or is built from nothing any more); a content file the engines refuse is an
error (exit 2) naming the file and the exercise. ``--content`` reads another copy of the content
folder; ``--root`` checks or writes the built files of another copy of the repository.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]  # run from a checkout without installing

import nbformat  # noqa: E402
from coursebuild.backalley_lesson import lesson  # noqa: E402
from coursebuild.built import Built, orphans  # noqa: E402
from coursebuild.catalogue import LANGUAGES, catalogues  # noqa: E402
from coursebuild.doc_pages import DOCS, pages  # noqa: E402
from coursebuild.language_notebooks import language_notebooks  # noqa: E402
from coursebuild.notebooks import lesson_chapters, notebooks  # noqa: E402
from coursebuild.pegs_chapters import chapters  # noqa: E402
from coursebuild.puzzles import puzzles  # noqa: E402
from coursebuild.scenarios import scenarios  # noqa: E402
from coursebuild.source import CONTENT, ContentError, require  # noqa: E402
from coursebuild.translations import compile_all, report  # noqa: E402

#: Folders of built files, and the files in each that only the build makes.
BUILT_FILES = (
    ("pegs/course/data", "[0-9][0-9].json"),
    ("pegs/scenarios", "*.json"),
    ("notebooks", "*.ipynb"),
    ("notebooks/docs", "*.ipynb"),
    ("pegs/course/data/locales", "*.json"),
    *((f"notebooks/{lang}{docs}", "*.ipynb") for lang in LANGUAGES for docs in ("", "/docs")),
)


@dataclass
class Course:
    """Everything the build made from the content, and what it noticed on the way."""

    built: list[Built] = field(default_factory=list)
    puzzles: int = 0
    exercises: int = 0
    no_outputs: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """What was built, counted."""
        count = {
            d: sum(
                Path(b.path).parent.as_posix() == d and fnmatch(Path(b.path).name, pattern)
                for b in self.built
            )
            for d, pattern in BUILT_FILES
        }
        return (
            f"{count['pegs/course/data']} chapters, {count['pegs/scenarios']} scenarios, "
            f"{self.puzzles} puzzles, the Back Alley lesson ({self.exercises} exercises), "
            f"{count['notebooks']} notebooks, {count['notebooks/docs']} document pages, "
            f"{count['pegs/course/data/locales']} compiled catalogues, "
            f"{sum(count[f'notebooks/{lang}'] for lang in LANGUAGES)} translated notebooks"
        )


def _lessons_in_place(course: Course, content: Path) -> None:
    """Each chapter's lesson cell is in the notebook it names, once; no cell names no chapter."""
    shown = {}
    for path in sorted((content / "notebooks").glob("*.toml")):
        for chapter in lesson_chapters(path):
            require(chapter not in shown, f"chapter {chapter}: lesson cell in two notebooks")
            shown[chapter] = f"{path.stem}.ipynb"
    named = {}
    for built in course.built:
        if built.path.startswith("pegs/course/data/") and "/locales/" not in built.path:
            data = json.loads(built.text)
            named[data["id"]] = data["notebook"]
    for chapter, notebook in named.items():
        require(
            shown.get(chapter) == notebook,
            f"chapter {chapter} names {notebook}, but its lesson cell is in {shown.get(chapter)}",
        )
    extra = sorted(set(shown) - set(named))
    require(not extra, f"lesson cells for chapters that do not exist: {extra}")


def build(content: Path = CONTENT, root: Path = ROOT, docs: Path = DOCS) -> Course:
    """The whole course built from ``content`` and ``docs`` (notebook outputs in ``root`` kept)."""
    course = Course()
    course.built += chapters(content / "pegs")
    course.built += scenarios(content / "scenarios")
    ba = lesson(content / "backalley" / "lesson.toml")
    course.exercises = sum("exercise" in s for s in json.loads(ba.text)["screens"])
    course.built.append(ba)
    course.puzzles = puzzles(content / "pegs" / "puzzles.json")
    made, course.no_outputs = notebooks(content / "notebooks", root)
    course.built += made
    course.built += pages(root, docs)
    course.built += catalogues(course.built, content / "notebooks", docs, root)
    compiled = compile_all(course.built)
    course.built += compiled
    tables = {Path(b.path).stem: json.loads(b.text) for b in compiled}
    english = {
        Path(b.path).stem: nbformat.reads(b.text, as_version=4)
        for b in course.built
        if Path(b.path).parent.as_posix() == "notebooks" and b.path.endswith(".ipynb")
    }
    course.built += language_notebooks(tables, english, docs)
    _lessons_in_place(course, content)
    return course


def main(argv: list[str] | None = None) -> int:
    """Build (or with --check, check) the course; 1 if stale, 2 if the content is refused."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    parser.add_argument("--content", type=Path, default=CONTENT, help="the content folder")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to build into")
    args = parser.parse_args(argv)
    try:
        course = build(args.content.resolve(), args.root.resolve())
    except ContentError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    gone = [
        p
        for folder, pattern in BUILT_FILES
        for p in orphans(course.built, folder, pattern, args.root)
    ]
    if args.check:
        stale = [f"{b.path} (built from {b.source})" for b in course.built if b.stale(args.root)]
        stale += [f"{p} (built from nothing: its content file is gone)" for p in gone]
        for line in stale:
            print(f"stale: {line}", file=sys.stderr)
        if stale:
            print(
                "the course is not built from its content: run `make content` "
                "(python scripts/build_course.py) and commit what it writes",
                file=sys.stderr,
            )
            return 1
        print(f"the course is current: {course.summary()}")
        print("the course's translations: " + "; ".join(report(course.built)))
        return 0
    for built in course.built:
        if built.write(args.root):
            print(f"wrote {built.path}")
    for path in gone:
        (args.root / path).unlink()
        print(f"removed {path} (its content file is gone)")
    print("the course's translations: " + "; ".join(report(course.built)))
    for cell in course.no_outputs:
        print(f"note: {cell} changed: run `make notebooks` to store its outputs")
    print(f"built {course.summary()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
