"""The learner's progress file: saved atomically, merged, reloaded; a bad file is set aside."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

from widgets.course.progress import FILE_NAME, Progress, default_path, stars_for


def test_progress_is_saved_and_reloaded(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    progress = Progress(path)
    assert progress.chapters == {} and progress.warning == ""
    progress.solve("04", "04-bump-1")
    record = progress.finish("04", score=3, total=4)
    assert (record.done, record.stars) == (True, 2)
    again = Progress(path)
    assert again.chapter("04").solved == {"04-bump-1"}
    assert (again.chapter("04").score, again.chapter("04").total) == (3, 4)
    assert again.chapter("04").done and again.chapter("04").stars == 2
    assert json.loads(path.read_text())["format"] == "pegs-progress/1"


def test_stars_follow_the_checkpoint_score() -> None:
    assert [stars_for(s, 4) for s in range(5)] == [1, 1, 2, 2, 3]
    assert stars_for(0, 0) == 0


def test_a_worse_later_checkpoint_keeps_the_best_stars(tmp_path: Path) -> None:
    progress = Progress(tmp_path / FILE_NAME)
    progress.finish("03", 4, 4)
    progress.finish("03", 1, 4)
    record = Progress(tmp_path / FILE_NAME).chapter("03")
    assert (record.stars, record.score) == (3, 4)


def test_two_lessons_open_at_once_keep_each_others_progress(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    first, second = Progress(path), Progress(path)  # two notebooks, one folder
    first.solve("03", "03-five-1")
    second.solve("05", "05-home-2")
    first.solve("03", "03-five-2")
    merged = Progress(path)
    assert merged.chapter("03").solved == {"03-five-1", "03-five-2"}
    assert merged.chapter("05").solved == {"05-home-2"}


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"format": "something-else/1"}',
        "[1, 2]",
        '{"format": "pegs-progress/1", "chapters": {"03": {"stars": "many"}}}',
    ],
)
def test_an_unreadable_file_is_reported_and_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / FILE_NAME
    path.write_text(text)
    progress = Progress(path)
    assert progress.chapters == {}
    assert "could not be read" in progress.warning and "starts afresh" in progress.warning
    kept = list(tmp_path.glob(f"{FILE_NAME}.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == text  # nothing the learner had is lost
    assert not path.exists()
    progress.solve("02", "02-deal-1")  # and the lesson carries on, saving afresh
    assert Progress(path).chapter("02").solved == {"02-deal-1"}


def test_a_folder_that_cannot_be_written_keeps_progress_for_the_session(
    tmp_path: Path, monkeypatch
) -> None:
    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    progress = Progress(tmp_path / FILE_NAME)
    monkeypatch.setattr(tempfile, "mkstemp", refused)  # as in a read-only folder
    progress.solve("03", "03-five-1")
    assert "could not be saved (Permission denied)" in progress.warning
    assert "kept until this notebook closes" in progress.warning
    assert progress.chapter("03").solved == {"03-five-1"}
    assert not (tmp_path / FILE_NAME).exists()


def test_a_write_that_fails_leaves_the_old_file_whole(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / FILE_NAME
    Progress(path).solve("03", "03-five-1")
    before = path.read_text()

    def broken(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    progress = Progress(path)
    monkeypatch.setattr(os, "replace", broken)
    progress.solve("03", "03-five-2")
    assert "could not be saved (No space left on device)" in progress.warning
    assert path.read_text() == before  # the rename never happened: the old file is intact
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temporary file left


def test_the_file_lives_beside_the_notebook_unless_told(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("PEGS_PROGRESS", raising=False)
    monkeypatch.chdir(tmp_path)
    assert default_path() == tmp_path / FILE_NAME
    monkeypatch.setenv("PEGS_PROGRESS", str(tmp_path / "elsewhere.json"))
    assert default_path() == tmp_path / "elsewhere.json"


def test_reset_forgets_one_chapter_only(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    progress = Progress(path)
    progress.solve("03", "a")
    progress.solve("04", "b")
    progress.reset("03")
    again = Progress(path)
    assert "03" not in again.chapters and again.chapter("04").solved == {"b"}


def test_a_path_that_is_not_a_plain_file_is_never_moved_or_written(tmp_path: Path) -> None:
    folder = tmp_path / FILE_NAME
    folder.mkdir()  # say, a folder where the file should be
    progress = Progress(folder)
    assert "not a plain file" in progress.warning
    progress.solve("03", "03-five-1")
    assert folder.is_dir() and list(folder.iterdir()) == []
    assert list(tmp_path.iterdir()) == [folder]  # nothing set aside, nothing written beside it


# ----- issue 29: each exercise's stars and the review boxes, in a file old kits can read
OLD_FILE = {
    "format": "pegs-progress/1",
    "chapters": {
        "03": {"solved": ["03-a", "03-b"], "score": 2, "total": 4, "done": True, "stars": 2}
    },
}


def test_a_file_from_before_stars_and_review_loads_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text(json.dumps(OLD_FILE))
    progress = Progress(path)
    assert progress.warning == ""
    record = progress.chapter("03")
    assert record.solved == {"03-a", "03-b"} and (record.score, record.stars) == (2, 2)
    assert record.best == {} and record.review == {}
    assert progress.exercise_stars("03", "03-a") == 3  # solved before stars were kept
    assert progress.exercise_stars("03", "03-z") is None
    progress.save()
    assert json.loads(path.read_text()) == OLD_FILE  # nothing new is written for it


def test_stars_and_review_are_saved_and_an_old_reader_keeps_its_keys(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    progress = Progress(path, clock=lambda: 100.0)
    progress.solve("03", "03-a", stars=1)
    progress.missed("03", "03-b")
    data = json.loads(path.read_text())["chapters"]["03"]
    assert data["exercise_stars"] == {"03-a": 1}
    assert data["review"] == {"03-b": {"box": 0, "due": 100.0 + 4 * 3600, "seen": 100.0}}
    # The keys an older kit reads are all there, with their old meaning.
    assert {k: data[k] for k in OLD_FILE["chapters"]["03"]} == {
        "solved": ["03-a"],
        "score": 0,
        "total": 0,
        "done": False,
        "stars": 0,
    }


def test_two_sessions_keep_the_best_stars_and_the_latest_review(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    first = Progress(path, clock=lambda: 100.0)
    second = Progress(path, clock=lambda: 200.0)
    first.solve("04", "04-a", stars=1)
    second.solve("04", "04-a", stars=3)
    first.missed("04", "04-b")
    second.missed("04", "04-b")
    first.solve("04", "04-c", stars=2)  # first saves last, with its older records in memory
    merged = Progress(path)
    assert merged.chapter("04").best == {"04-a": 3, "04-c": 2}
    assert merged.chapter("04").review["04-b"].seen == 200.0


@pytest.mark.parametrize(
    "record",
    [
        {"exercise_stars": {"03-a": 9}},
        {"exercise_stars": [1]},
        {"review": {"03-a": {"box": 0, "due": "soon", "seen": 0}}},
        {"review": {"03-a": {"box": 17, "due": 1, "seen": 0}}},
        {"review": []},
    ],
)
def test_a_bad_stars_or_review_record_is_reported_and_kept(tmp_path: Path, record) -> None:
    path = tmp_path / FILE_NAME
    good = {"solved": ["05-a"]}
    path.write_text(
        json.dumps({"format": "pegs-progress/1", "chapters": {"03": record, "05": good}})
    )
    progress = Progress(path)
    assert "chapter '03'" in progress.warning and progress.chapter("05").solved == {"05-a"}
    progress.solve("05", "05-b")
    assert json.loads(path.read_text())["chapters"]["03"] == record  # left as it was
