"""The lesson notebooks for a learner: find the ones shipped with the kit, copy them, trust them.

The wheel carries ``notebooks/`` as ``pegs/_lessons/``; in a clone the same files are the
repository's ``notebooks/``. Its ``docs/`` folder, the pages the lessons link, is copied with
them. Copies never replace a learner's own edits without asking: a small record in the folder
(``.pegs-lessons.json``) holds each file's fingerprint as it was copied, so a file that still
matches it is ours to update, and one that does not is the learner's.
Nothing here imports Jupyter at import time (the engine has no dependencies); trusting uses
``nbformat`` when it is installed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ._version import __version__
from .errors import PegsError

#: The notebook a learner starts with (opened first by ``pegs lessons``).
START = "01_start_here.ipynb"
#: The record of what was copied, kept in the learner's folder.
RECORD = ".pegs-lessons.json"
#: Files of ``notebooks/`` that are test machinery, not lessons.
NOT_LESSONS = frozenset({"nbval_sanitize.cfg"})
#: The folder beside the lessons holding the pages they link: the glossary, the rules summary
#: and the rule book, built from ``docs/*.md`` (a link cannot leave the learner's folder).
PAGES = "docs"


class LessonsError(PegsError):
    """A problem finding or copying the lessons, said in plain words."""


def shipped_lessons() -> Path:
    """The folder holding the kit's lesson notebooks (installed wheel, else this clone)."""
    here = Path(__file__).resolve().parent
    for folder in (here / "_lessons", here.parent / "notebooks"):
        if folder.is_dir() and any(folder.glob("*.ipynb")):
            return folder
    raise LessonsError(
        "this installation of pegs-kit carries no lesson notebooks; "
        'reinstall it with: pip install --force-reinstall "pegs-kit[lab]"'
    )


def _files(source: Path) -> list[str]:
    """Every file under ``source``, as sorted relative paths (hidden files left out)."""
    found = []
    for path in source.rglob("*"):
        rel = path.relative_to(source)
        hidden = any(part.startswith(".") or part == "__pycache__" for part in rel.parts)
        if path.is_file() and not hidden and rel.name not in NOT_LESSONS:
            found.append(rel.as_posix())
    return sorted(found)


def is_page(rel: str) -> bool:
    """Whether a relative path is one of the document pages (``docs/``, a language's
    ``sv/docs/`` too), not a lesson."""
    return PAGES in rel.split("/")[:-1]


def lesson_files(source: Path) -> list[str]:
    """The lesson files under ``source``, as sorted relative paths (hidden files left out)."""
    return [rel for rel in _files(source) if not is_page(rel)]


def page_files(source: Path) -> list[str]:
    """The document pages the lessons link (``docs/NAME.ipynb``), as sorted relative paths."""
    return [rel for rel in _files(source) if is_page(rel)]


def fingerprint(path: Path) -> str:
    """The SHA-256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class CopyReport:
    """What copying did, file by file (relative paths)."""

    folder: Path
    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    replaced: dict[str, str] = field(default_factory=dict)  # lesson -> where the learner's went

    def notebooks(self) -> list[Path]:
        """Every lesson notebook in the folder that is now the kit's own copy."""
        ours = self.copied + self.updated + self.unchanged + list(self.replaced)
        return [self.folder / rel for rel in sorted(ours) if rel.endswith(".ipynb")]

    def lines(self) -> list[str]:
        """A plain-words summary, one line each."""
        out = []
        copied = [rel for rel in self.copied if not is_page(rel)]
        updated = [rel for rel in self.updated if not is_page(rel)]
        if copied:
            out.append(f"copied {len(copied)} lesson files into {self.folder}")
        if updated:
            out.append(f"updated {len(updated)} lesson files to this version of the kit")
        if len(copied) + len(updated) < len(self.copied) + len(self.updated):
            out.append(
                "the glossary, the rules summary and the rule book the lessons link are in "
                f"{self.folder / PAGES}"
            )
        if self.unchanged and not (self.copied or self.updated):
            out.append(f"the lessons in {self.folder} are up to date")
        for rel, backup in sorted(self.replaced.items()):
            out.append(f"replaced {rel} with a fresh copy; your version is kept as {backup}")
        for rel in self.kept:
            out.append(
                f"kept your edited {rel} (run again with --fresh to get a new copy; "
                "yours would be kept beside it)"
            )
        return out


def _read_record(folder: Path) -> dict[str, str]:
    try:
        data = json.loads((folder / RECORD).read_text(encoding="utf-8"))
        files = data.get("files", {})
        return {str(k): str(v) for k, v in files.items()} if isinstance(files, dict) else {}
    except (OSError, ValueError, AttributeError):
        return {}  # no record (or a damaged one): treat every differing file as the learner's


def _backup_name(target: Path) -> Path:
    """A free name beside ``target`` for the learner's version (``04_bumping.mine.ipynb``)."""
    for n in range(1, 1000):
        tag = "mine" if n == 1 else f"mine{n}"
        candidate = target.with_name(f"{target.stem}.{tag}{target.suffix}")
        if not candidate.exists():
            return candidate
    raise LessonsError(f"too many saved versions of {target.name} in {target.parent}")


def copy_lessons(
    folder: Path,
    source: Path | None = None,
    *,
    fresh: bool = False,
    ask: Callable[[str], bool] | None = None,
) -> CopyReport:
    """Copy the lessons into ``folder``; a file the learner changed is replaced only if asked.

    ``ask(question)`` is called for each lesson the learner edited (None: keep it); with
    ``fresh`` every edited lesson is replaced without asking. A replaced file is first saved
    beside it, so nothing the learner made is lost.
    """
    source = source or shipped_lessons()
    folder = Path(folder).expanduser()
    if source.resolve() in folder.resolve().parents:
        # The next copy would find these copies among the lessons and copy them one level
        # deeper, every run.
        raise LessonsError(
            f"{folder} is inside the kit's own lessons folder {source}: name a folder outside it"
        )
    if folder.exists() and not folder.is_dir():
        raise LessonsError(f"{folder} is a file, not a folder: name another place for the lessons")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise LessonsError(f"cannot make the folder {folder}: {err.strerror}") from None
    report = CopyReport(folder)
    if folder.resolve() == source.resolve():
        # The clone's own notebooks/ (the no-make route opens them in place): nothing to copy,
        # and no record to leave among the tracked files.
        report.unchanged = lesson_files(source) + page_files(source)
        return report
    record = _read_record(folder)
    new_record = {}
    for rel in lesson_files(source) + page_files(source):
        shipped, target = source / rel, folder / rel
        want = fingerprint(shipped)
        try:
            if not target.exists():
                _write(target, shipped)
                report.copied.append(rel)
            elif not target.is_file():
                raise LessonsError(f"{target} is in the way (it is not a file): move it elsewhere")
            else:
                have = fingerprint(target)
                if have == want:
                    report.unchanged.append(rel)
                elif record.get(rel) == have:  # our earlier copy, untouched: safe to update
                    _write(target, shipped)
                    report.updated.append(rel)
                elif fresh or (ask is not None and ask(_question(rel))):
                    backup = _backup_name(target)
                    target.rename(backup)
                    _write(target, shipped)
                    report.replaced[rel] = backup.name
                else:
                    report.kept.append(rel)
                    if rel in record:
                        new_record[rel] = record[rel]
                    continue
        except OSError as err:
            raise LessonsError(f"cannot write {target}: {err.strerror}") from None
        new_record[rel] = want
    text = json.dumps({"kit": __version__, "files": new_record}, indent=1, sort_keys=True)
    try:
        (folder / RECORD).write_text(text + "\n", encoding="utf-8")
    except OSError as err:
        raise LessonsError(f"cannot write {folder / RECORD}: {err.strerror}") from None
    return report


def _question(rel: str) -> str:
    return (
        f"You have changed {rel}. Replace it with a fresh copy "
        "(yours is kept beside it as a .mine file)? [y/N] "
    )


def _write(target: Path, shipped: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.partial")
    temporary.write_bytes(shipped.read_bytes())
    os.replace(temporary, target)  # a learner never sees half a notebook


#: Optional modules ``jsonschema`` loads when present, for checks of string formats. Signing a
#: notebook needs none of them (the notebook schema names no format), and one, an IRI grammar
#: compiled when imported, was most of the time ``pegs lessons`` took (7 of 8.5 s).
NOT_NEEDED_TO_SIGN = ("rfc3987_syntax",)


@contextlib.contextmanager
def _withheld(names: tuple[str, ...]) -> Iterator[None]:
    """Import with ``names`` unavailable (those not imported yet), then make them importable."""
    added = [name for name in names if name not in sys.modules]
    for name in added:
        sys.modules[name] = None  # type: ignore[assignment]  # Python's "cannot be imported"
    try:
        yield
    finally:
        for name in added:
            if sys.modules.get(name) is None:
                del sys.modules[name]


def trust(notebooks: list[Path]) -> int | None:
    """Mark notebooks trusted so Jupyter shows their stored pictures; None without nbformat.

    A ``LessonsError`` when Jupyter's data folder cannot be written (a read-only home).
    """
    try:
        with _withheld(NOT_NEEDED_TO_SIGN):
            import nbformat
            from nbformat.sign import NotebookNotary
    except ImportError:
        return None
    try:
        notary = NotebookNotary()
        for path in notebooks:
            notary.sign(nbformat.read(path, as_version=4))
    except OSError as err:  # Jupyter keeps its signatures in the home folder: it may be read-only
        where = f": {err.filename}" if err.filename else ""
        raise LessonsError(
            f"Jupyter could not mark them trusted ({err.strerror or err}{where})"
        ) from None
    return len(notebooks)
