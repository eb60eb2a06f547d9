"""The course's start page writes the print-out (issue 29, item 5) beside the lessons, and says
where, or why not, in words."""

from __future__ import annotations

from pathlib import Path

from pegs.course.handout import handout_html
from widgets import CourseIndex
from widgets.course.progress import FILE_NAME, Progress


def test_the_start_page_button_writes_the_handout_beside_the_progress(tmp_path: Path) -> None:
    index = CourseIndex(progress=Progress(tmp_path / FILE_NAME))
    assert index.handout_button.description == "Write a handout to print"
    index.handout_button.click()
    written = tmp_path / "pegs-handout.html"
    assert written.read_text(encoding="utf-8") == handout_html(6)
    assert f"to {written}" in index.handout_note.value and "print it" in index.handout_note.value


def test_a_folder_that_cannot_be_written_is_said_in_words(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    index = CourseIndex(progress=Progress(blocker / FILE_NAME))
    assert index.write_handout() is None
    assert "could not be written" in index.handout_note.value
    assert blocker.read_text() == "a file where the folder should be"  # nothing of it is lost
