"""The progress file can never stop the course or lose a record (Trust, item 7).

Every decoding problem becomes words; a file that cannot be opened is never written over; one
bad chapter costs only that chapter and every page says so; set-aside names never collide; two
processes saving at once keep every record; a size limit with a clear message.
"""

from __future__ import annotations

import builtins
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from widgets.course import progress_file
from widgets.course.index import CourseIndex
from widgets.course.lesson import CourseLesson
from widgets.course.progress import FILE_NAME, Progress, kept_path
from widgets.course.progress_file import MAX_BYTES

ROOT = Path(__file__).resolve().parents[2]
GOOD = {"solved": ["01-deal-1"], "score": 2, "total": 2, "done": True, "stars": 3}


def progress_text(chapters: dict[str, Any]) -> str:
    """A progress file's text holding ``chapters``."""
    return json.dumps({"format": "pegs-progress/1", "chapters": chapters})


def aside_files(folder: Path) -> list[Path]:
    """The files set aside beside the progress file, oldest name first."""
    return sorted(folder.glob(f"{FILE_NAME}.unreadable-*"))


UNDECODABLE = [
    pytest.param(
        b'{"format": "pegs-progress/1", "chapters": {"03": {"solved": ["\xff"]}}}',
        "not UTF-8",
        id="a byte that is not UTF-8",
    ),
    pytest.param(
        progress_text({"03": GOOD}).encode("utf-16"),
        "UTF-16",
        id="a UTF-16 file",
    ),
    pytest.param(b"[" * 100_000 + b"]" * 100_000, "nests", id="deep nesting"),
    pytest.param(b'{"format": "pegs-progress/1", "chapters": [1]}', "'chapters'", id="a list"),
    pytest.param(
        b'{"format": "pegs-progress/1", "chapters": {"03": {"score": 1' + b"0" * 5000 + b"}}}",
        "digits long",
        id="a 5,000-digit number",
    ),
    pytest.param(b"\x00\x00\x00", "not valid JSON", id="zero bytes"),
    pytest.param(b"", "empty", id="an empty file"),
]


@pytest.mark.parametrize(("content", "words"), UNDECODABLE)
def test_every_decoding_problem_is_told_in_words_and_the_file_kept(
    tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    progress = Progress(path)  # no exception of any kind
    assert progress.chapters == {}
    assert "could not be read" in progress.warning and words in progress.warning
    (kept,) = aside_files(tmp_path)
    assert kept.read_bytes() == content and kept.name in progress.warning
    progress.solve("02", "02-deal-1")
    assert Progress(path).chapter("02").solved == {"02-deal-1"}


def test_a_file_over_the_size_limit_is_set_aside_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    with open(path, "wb") as handle:
        handle.truncate(300_000_000)  # 300 MB of nothing (sparse): never read whole
    progress = Progress(path)
    assert f"300,000,000 bytes long, more than the {MAX_BYTES:,} allowed" in progress.warning
    (kept,) = aside_files(tmp_path)
    assert kept.stat().st_size == 300_000_000


def test_a_file_that_cannot_be_opened_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / FILE_NAME
    path.write_text(progress_text({"01": GOOD}))
    before = path.read_bytes()
    real_open = builtins.open

    def refused(file: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)

    # As a file of another user would be (the tests may run as root, who reads anything).
    monkeypatch.setattr(progress_file, "open", refused, raising=False)
    progress = Progress(path)
    assert "could not be read (Permission denied)" in progress.warning
    assert str(kept_path(path)) in progress.warning  # the learner is told where
    progress.solve("03", "03-five-1")
    assert path.read_bytes() == before
    assert Progress(path).chapter("03").solved == {"03-five-1"}  # read back from beside it
    monkeypatch.undo()  # the file can be read again: both join, and nothing is lost
    again = Progress(path)
    assert again.chapter("01").done and again.chapter("03").solved == {"03-five-1"}
    again.solve("04", "04-bump-1")
    assert not kept_path(path).exists()
    final = Progress(path)
    assert set(final.chapters) == {"01", "03", "04"} and final.warning == ""


def test_one_bad_chapter_costs_only_that_chapter_and_every_page_says_so(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    bad = {"stars": "many"}
    path.write_text(progress_text({"01": GOOD, "03": bad}))
    first, second = Progress(path), Progress(path)
    for page in (first, second):
        assert page.chapter("01").done and "03" not in page.chapters
        assert "chapter '03'" in page.warning and "other chapters are kept" in page.warning
    first.solve("05", "05-home-1")  # another chapter's save keeps the bad record as it was
    assert json.loads(path.read_text())["chapters"]["03"] == bad
    assert "chapter '03'" in Progress(path).warning
    lesson = CourseLesson("01", progress=Progress(path), animation="off")
    index = CourseIndex(progress=Progress(path))
    assert "chapter" in lesson.warning.value and "chapter" in index.warning.value
    second.solve("03", "03-five-1")  # the chapter is done again: the old record is set aside
    (kept,) = aside_files(tmp_path)
    assert json.loads(kept.read_text())["chapters"]["03"] == bad
    final = Progress(path)
    assert final.chapter("03").solved == {"03-five-1"} and final.chapter("05").solved
    assert final.chapter("01").done and final.warning == ""


def test_set_aside_names_never_collide(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / FILE_NAME
    monkeypatch.setattr(time, "strftime", lambda *_args: "20260101-000000")  # one second
    texts = ["{broken 1", "{broken 2", "{broken 3"]
    for text in texts:
        path.write_text(text)
        Progress(path)
    kept = aside_files(tmp_path)
    assert len(kept) == 3
    assert sorted(k.read_text() for k in kept) == texts


def test_saving_leaves_no_lock_or_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    progress = Progress(path)
    for number in range(5):
        progress.solve("03", f"03-five-{number}")
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]


CHILD = """
import sys, time
from pathlib import Path
from widgets.course.progress import Progress
path, tag, go = sys.argv[1:4]
Path(go + "." + tag).touch()
while not Path(go).exists():
    time.sleep(0.001)
for number in range(300):
    # A fresh page each time: it holds only its own record, so a save that lost the other
    # process's records would lose them for good.
    progress = Progress(path)
    progress.solve("03" if number % 2 else tag, f"{tag}-{number}")
    assert not progress.warning, progress.warning
"""


def test_two_processes_saving_at_once_keep_all_600_records(tmp_path: Path) -> None:
    """Two real processes, 300 saves each, into one file: every record is kept."""
    path, go = tmp_path / FILE_NAME, tmp_path / "go"
    children = [
        subprocess.Popen([sys.executable, "-c", CHILD, str(path), tag, str(go)], cwd=ROOT)
        for tag in ("a", "b")
    ]
    # Both start saving together (once both are ready), so their saves interleave.
    while not all(Path(f"{go}.{tag}").exists() for tag in ("a", "b")):
        assert all(child.poll() is None for child in children), "a child ended early"
        time.sleep(0.01)
    go.touch()
    assert [child.wait() for child in children] == [0, 0]
    progress = Progress(path)
    solved = set().union(*(record.solved for record in progress.chapters.values()))
    assert len(solved) == 600
    assert solved == {f"{tag}-{n}" for tag in ("a", "b") for n in range(300)}
