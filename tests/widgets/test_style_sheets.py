"""The screens' CSS lives in style sheet files (``widgets/style/*.css``), not in Python strings.

Each sheet is read with ``importlib.resources`` (so it is found in an installed wheel as in a
clone) and reaches the page as one ``<style>`` block; only a rule or two may stay inline.
"""

from __future__ import annotations

import ast
from pathlib import Path

from widgets.app.layout import APP_CSS, WINDOW_CSS
from widgets.course.lesson import COURSE_CSS
from widgets.lesson.shell import SHELL_CSS
from widgets.style import stylesheet
from widgets.style.html import CSS

ROOT = Path(__file__).resolve().parents[2]
SHEETS = ROOT / "widgets" / "style"


def test_every_sheet_is_read_whole_into_one_style_block() -> None:
    names = sorted(p.stem for p in SHEETS.glob("*.css"))
    assert names == ["app", "course", "lesson", "teach", "window"]
    for name in names:
        text = (SHEETS / f"{name}.css").read_text(encoding="utf-8")
        assert text.strip() and "<style>" not in text, name
        assert stylesheet(name) == f"\n<style>\n{text}</style>\n"
    blocks = {"app": APP_CSS, "window": WINDOW_CSS, "course": COURSE_CSS, "lesson": SHELL_CSS}
    blocks["teach"] = CSS
    for name, block in blocks.items():
        assert block == stylesheet(name), name


def _css_string(node: ast.AST) -> bool:
    """True for a string (or f-string) holding a ``<style>`` block with CSS rules."""
    if isinstance(node, ast.JoinedStr):
        return any(_css_string(part) for part in node.values)
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and ("<style>" in node.value and "{" in node.value)
    )


def test_no_screen_keeps_more_than_a_rule_or_two_of_css_in_python() -> None:
    long = set()
    for path in sorted((ROOT / "widgets").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            lines = (getattr(node, "end_lineno", 0) or 0) - getattr(node, "lineno", 0)
            if _css_string(node) and lines > 3:  # a few lines at most
                long.add(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not long, "CSS in Python strings, move it to widgets/style/*.css: " + ", ".join(long)
