"""The way on at a lesson's end: a big link to the next lesson, and one back to the start.

The last screen of a chapter (its score) has no screen after it, so instead of a disabled Next
the lesson shows the next lesson's notebook as a link drawn like the Next button, and the start
page beside it: the same relative links the notebooks' own Markdown uses, so they open in
Voila and in JupyterLab alike.
"""

from __future__ import annotations

import html

from pegs.course import Course, load_course, puzzle_chapter
from pegs.words.lesson import onward_words, start_words

#: The notebook every lesson links back to.
START = "01_start_here.ipynb"


def next_lesson(chapter_id: str, course: Course | None = None) -> tuple[str, str] | None:
    """The notebook and title of the lesson after chapter ``chapter_id`` (the puzzles after the
    last chapter), or None when there is none."""
    ids = [c.id for c in (course or load_course()).chapters]
    if chapter_id not in ids:
        return None
    at = ids.index(chapter_id) + 1
    after = (course or load_course()).chapters[at] if at < len(ids) else puzzle_chapter()
    return after.notebook, f"{after.id} {after.title}"


def onward_html(chapter_id: str, course: Course | None = None) -> str:
    """The links shown on a lesson's last screen: the next lesson as a big button, the start."""
    links = []
    found = next_lesson(chapter_id, course)
    if found is not None:
        notebook, title = found
        links.append(
            f"<a class='pegs-onward jupyter-button mod-info widget-button' "
            f"href='{html.escape(notebook)}'>{html.escape(onward_words(title))} →</a>"
        )
    links.append(f"<a class='pegs-onward-start' href='{START}'>{html.escape(start_words())}</a>")
    return f"<div class='pegs-onward-row'>{''.join(links)}</div>"


__all__ = ["START", "next_lesson", "onward_html"]
