"""The print-out for a class without screens: one HTML page, ready for the browser's Print.

Owns what the handout holds and in what order: the rules summary (``docs/summary.md``) with a
picture of the board, a card sheet to cut out, ``N`` puzzles (``puzzles``, spread over the
levels) each with its board, and their answers on a page of their own. Boards are inline SVG
(``pegs.render.svg``), so the one file prints anywhere; CSS ``@media print`` sets the paper
margins and page breaks. Its words are ``pegs.words.handout``'s. Pure Python: ``pegs handout``
and the course's start page both call ``write_handout``.
"""

from __future__ import annotations

import contextlib
from html import escape
from pathlib import Path

from ..errors import PegsError
from ..game import new_game
from ..render.page_text import markdown_html
from ..render.svg import render_svg
from ..words import handout as words
from ..words.messages import PSEUDO, language
from ..words.names import card_words
from ..words.rule_words import rule_sentence
from .puzzles import Puzzle, load_puzzles, puzzle_prompt
from .translation import markdown_blocks, translator

#: The rules summary's context in the course's catalogues.
SUMMARY_CONTEXT = "docs/summary"
#: Puzzles in a handout unless asked otherwise, and the most it takes.
PUZZLES, MOST_PUZZLES = 6, 64

_CSS = """
body { font-family: system-ui, sans-serif; font-size: 12pt; color: #111; max-width: 48em;
       margin: 1em auto; line-height: 1.4; }
h1 { font-size: 20pt; } h2 { font-size: 15pt; margin-top: 1.2em; }
table { border-collapse: collapse; } td, th { border: 1px solid #999; padding: 2px 6px;
       text-align: left; vertical-align: top; }
.board { text-align: center; } .board svg { width: 11cm; height: auto; }
.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0; }
.card { border: 1px dashed #555; padding: 0.6em; min-height: 5.5cm; }
.card .rank { font-size: 26pt; font-weight: bold; }
.puzzle { break-inside: avoid; page-break-inside: avoid; margin-bottom: 1em; }
.puzzle svg { width: 8.5cm; height: auto; }
.new-page { break-before: page; page-break-before: always; }
@media print {
  @page { size: A4; margin: 1.5cm; }
  body { margin: 0; max-width: none; }
}
"""


def summary_path() -> Path | None:
    """The rules summary: beside the package in a wheel (``pegs/docs``), in a clone's ``docs``."""
    package = Path(__file__).resolve().parents[1]  # pegs/
    for path in (package / "docs" / "summary.md", package.parent / "docs" / "summary.md"):
        if path.is_file():
            return path
    return None


def choose_puzzles(count: int, puzzles: tuple[Puzzle, ...] | None = None) -> list[Puzzle]:
    """``count`` puzzles spread evenly over the kit's, easiest first (the same every time)."""
    pool = sorted(puzzles if puzzles is not None else load_puzzles(), key=lambda p: p.difficulty)
    if type(count) is not int or not 0 <= count <= len(pool):
        raise PegsError(f"a handout holds 0 to {len(pool)} puzzles, not {count!r}")
    if count == 0:
        return []
    step = len(pool) / count
    return [pool[int(i * step)] for i in range(count)]


def page_language() -> str:
    """The page's language code (``lang``): the one spoken, English for the pseudo-language."""
    lang = language()
    return "en" if lang == PSEUDO else lang


def summary_text(markdown: str) -> str:
    """The rules summary in the language spoken: each block (paragraph, heading, list, table)
    as the course's catalogue translates it (``docs/summary``), else its English."""
    lang = language()
    if lang in ("en", PSEUDO):
        return markdown
    say = translator(lang, SUMMARY_CONTEXT)
    return "\n\n".join(say(block) for block in markdown_blocks(markdown))


def _summary() -> str:
    path = summary_path()
    if path is None:
        return f"<p>{escape(words.words('summary-missing'))}</p>"
    board = render_svg(new_game(4, seed=0), size=440, aids=True)
    return (
        markdown_html(summary_text(path.read_text(encoding="utf-8")))
        + f"<figure class='board'>{board}<figcaption>{escape(words.words('board-caption'))}"
        "</figcaption></figure>"
    )


def _cards() -> str:
    cards = "".join(
        f"<div class='card'><div class='rank'>{escape(rank)}</div><strong>{escape(name)}"
        f"</strong><p>{escape(rule_sentence(clause))}</p></div>"
        for rank, name, clause in words.card_kinds()
    )
    return (
        f"<section class='new-page'><h2>{escape(words.words('cards-title'))}</h2>"
        f"<p>{escape(words.words('cards-intro'))}</p><div class='cards'>{cards}</div></section>"
    )


def _puzzles(chosen: list[Puzzle]) -> str:
    if not chosen:
        return ""
    parts = [f"<section class='new-page'><h2>{escape(words.words('puzzles-title'))}</h2>"]
    parts.append(f"<p>{escape(words.words('puzzles-intro'))}</p>")
    for number, puzzle in enumerate(chosen, start=1):
        hand = [card_words(c) for c in puzzle.position.hand() or ()]
        task = puzzle_prompt(puzzle.goal, puzzle.position)
        parts.append(
            f"<div class='puzzle'><h3>{escape(words.puzzle_title(number, puzzle.difficulty))}"
            f"</h3><p>{escape(task)}</p><p>{escape(words.hand_words(hand))}</p>"
            f"<div class='board'>{render_svg(puzzle.position, size=400, aids=True)}</div></div>"
        )
    parts.append(
        f"</section><section class='new-page'><h2>{escape(words.words('answers-title'))}</h2><ol>"
    )
    parts += [f"<li>{escape(p.as_exercise().answer_words())}</li>" for p in chosen]
    parts.append("</ol></section>")
    return "".join(parts)


def handout_html(puzzles: int = PUZZLES) -> str:
    """The whole handout as one HTML document (the same text for the same count)."""
    chosen = choose_puzzles(puzzles)
    return (
        f"<!DOCTYPE html>\n<html lang='{page_language()}'><head><meta charset='utf-8'>"
        f"<title>{escape(words.words('title'))}</title><style>{_CSS}</style></head><body>"
        f"<h1>{escape(words.words('title'))}</h1>{_summary()}{_cards()}{_puzzles(chosen)}"
        "</body></html>\n"
    )


def write_handout(path: Path | str, puzzles: int = PUZZLES) -> Path:
    """Write the handout to ``path`` (through a file beside it, so no half file is left)."""
    path = Path(path)
    text = handout_html(puzzles)
    part = path.with_name(path.name + ".part")
    try:
        part.write_text(text, encoding="utf-8")
        part.replace(path)
    except OSError as err:
        with contextlib.suppress(OSError):  # no half file left where one could be made
            part.unlink()
        raise PegsError(
            f"the handout could not be written to {path}: {err.strerror or err}"
        ) from None
    return path


__all__ = [
    "MOST_PUZZLES",
    "PUZZLES",
    "choose_puzzles",
    "handout_html",
    "summary_path",
    "summary_text",
    "write_handout",
]
