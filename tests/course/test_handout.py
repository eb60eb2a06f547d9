"""The print-out (issue 29, item 5): `pegs handout` writes one print-ready HTML page with the
rules summary and a board, a card sheet, N puzzles with their boards, and the answers on a page
of their own; bad input is refused in words."""

from __future__ import annotations

import re
import subprocess
import sys
from html import escape
from pathlib import Path

import pytest

from pegs import PegsError
from pegs.cli import main
from pegs.course.handout import choose_puzzles, handout_html, summary_path, write_handout
from pegs.course.puzzles import load_puzzles
from pegs.render.page_text import markdown_html
from pegs.words.handout import CARD_KINDS

ROOT = Path(__file__).resolve().parents[2]


def test_the_handout_holds_summary_cards_puzzles_and_answers_apart() -> None:
    page = handout_html(3)
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 1 + 3  # board + puzzles
    assert "<h2>Going home (RULES 5)</h2>" in page  # the rules summary, from docs/summary.md
    assert page.count("class='card'") == len(CARD_KINDS)
    assert "A 7 moves one peg 7 forward, or is split between two pegs (RULES 4)." in page
    chosen = choose_puzzles(3)
    puzzles_at = page.index("<h2>Puzzles</h2>")
    answers_at = page.index("<h2>Answers</h2>")
    assert puzzles_at < answers_at
    # The answers start a page of their own, and no answer is printed beside its puzzle.
    assert page[:answers_at].endswith("<section class='new-page'>")
    for puzzle in chosen:
        answer = escape(puzzle.as_exercise().answer_words())
        assert page.index(escape(puzzle.prompt)) < answers_at < page.index(answer)
    assert "@media print" in page and "page-break-before: always" in page
    assert page == handout_html(3)  # the same text every time


def test_puzzles_are_spread_over_the_levels() -> None:
    levels = [p.difficulty for p in choose_puzzles(5)]
    assert levels == sorted(levels) and levels[0] == 1 and levels[-1] >= 4
    assert choose_puzzles(0) == [] and len(choose_puzzles(len(load_puzzles()))) == 64
    with pytest.raises(PegsError, match="0 to 64 puzzles"):
        choose_puzzles(65)


def test_the_summary_is_shown_as_text_never_run() -> None:
    html = markdown_html(
        "# A\n\n- one\n  two\n- <script>x</script>\n\n| a | b |\n|---|---|\n| **c** | [d](e.md) |"
    )
    assert "<h1>A</h1>" in html and "<li>one two</li>" in html
    assert "&lt;script&gt;" in html and "<script>" not in html
    assert "<td><strong>c</strong></td><td>d</td>" in html  # links print as their words
    assert summary_path() == ROOT / "docs" / "summary.md"


def test_pegs_handout_writes_the_file_and_says_where(tmp_path: Path, capsys) -> None:
    out = tmp_path / "class.html"
    assert main(["handout", "--puzzles", "2", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert f"to {out}" in said and "2 puzzles" in said
    assert out.read_text(encoding="utf-8") == handout_html(2)
    assert not list(tmp_path.glob("*.part"))  # written through a file beside it, then renamed


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["--puzzles", "99"], "must be from 0 to 64"),
        (["--puzzles", "two"], "--puzzles"),
        (["--out", "/no/such/folder/h.html"], "could not be written"),
    ],
)
def test_bad_input_is_refused_in_words(arguments: list[str], words: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pegs", "handout", *arguments],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert words in done.stderr and "Traceback" not in done.stderr


def test_write_handout_default_count(tmp_path: Path) -> None:
    path = write_handout(tmp_path / "h.html")
    assert len(re.findall(r"<h3>Puzzle \d", path.read_text(encoding="utf-8"))) == 6


def test_pegs_handout_lang_sv_writes_the_page_in_swedish(tmp_path: Path, capsys) -> None:
    """Issue 28 item 4 (``--lang`` for the command lines): the title, the rules summary (the
    course's Swedish translation of docs/summary.md), the card sheet and the last line are
    Swedish, and the page says its language."""
    out = tmp_path / "klass.html"
    assert main(["handout", "--lang", "sv", "--puzzles", "2", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    html = out.read_text(encoding="utf-8")
    assert "<html lang='sv'>" in html
    assert "<h1>Pegs and Jokers: en utskrift för klassen</h1>" in html
    assert "<h1>Pegs and Jokers på en sida</h1>" in html  # the summary, translated
    assert "<h2>Korten</h2>" in html
    assert "on one page" not in html and "a handout for the class" not in html
    assert said.startswith("Utskriften är sparad (2 pussel") and str(out) in said


def test_pegs_handout_takes_its_language_from_pegs_lang(tmp_path: Path, monkeypatch) -> None:
    """Without ``--lang``, ``PEGS_LANG`` chooses, as for the other subcommands."""
    monkeypatch.setenv("PEGS_LANG", "fi")
    out = tmp_path / "luokka.html"
    assert main(["handout", "--puzzles", "0", "--out", str(out)]) == 0
    assert "<html lang='fi'>" in out.read_text(encoding="utf-8")


def test_pegs_handout_refuses_an_unknown_language_in_words(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pegs", "handout", "--lang", "zz", "--out", str(tmp_path / "h")],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert "unknown language 'zz'" in done.stderr and "sv (Swedish)" in done.stderr
    assert not (tmp_path / "h").exists()  # nothing written before the language is known
