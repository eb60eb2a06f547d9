"""Card faces on the Back Alley table: a card drawn with canvas commands, and the pieces of it.

Every coordinate in the table's CSS pixels. Bloopers print BIG or LITTLE, BLOOPER and JOKER, and
a fanned card keeps every word inside the strip left visible by the next card. The rounded
boxes and the text fitted to a width are shared with the rest of the table (``drawing``).
"""

from __future__ import annotations

from typing import Any

from backalley import Card
from backalley.words.speech import say

from .words import SUIT_SYMBOLS

RED, BLACK, GOLD = "#C62828", "#1A1A1A", "#FFD54F"

Canvas = Any  # an ipycanvas Canvas or a recording stand-in


def rounded(c: Canvas, x: float, y: float, w: float, h: float, r: float) -> None:
    c.begin_path()
    c.move_to(x + r, y)
    c.arc_to(x + w, y, x + w, y + h, r)
    c.arc_to(x + w, y + h, x, y + h, r)
    c.arc_to(x, y + h, x, y, r)
    c.arc_to(x, y, x + w, y, r)
    c.close_path()


def fill_box(
    c: Canvas, x: float, y: float, w: float, h: float, r: float, fill: str, line: str = ""
) -> None:
    rounded(c, x, y, w, h, r)
    c.fill_style = fill
    c.fill()
    if line:
        c.stroke_style = line
        c.stroke()


def write(
    c: Canvas,
    text: str,
    x: float,
    y: float,
    font: str,
    colour: str,
    align: str = "left",
    baseline: str = "alphabetic",
    max_width: float | None = None,
) -> None:
    c.font = font
    c.fill_style = colour
    c.text_align = align
    c.text_baseline = baseline
    # A maximum width makes the browser narrow the letters rather than let words spill out.
    if max_width is None:
        c.fill_text(text, x, y)
    else:
        c.fill_text(text, x, y, max_width)


def suit_colour(card: Card) -> str:
    return RED if card.notation()[-1] in "HD" else BLACK


def draw_card(
    c: Canvas,
    card: Card | None,
    x: float,
    y: float,
    w: float,
    h: float,
    fanned: bool = False,
    visible: float | None = None,
) -> None:
    """One card: a face with rank and suit, a blooper's own face, or a back (``None``).

    A ``fanned`` card is partly covered by the next one on its right, leaving a strip
    ``visible`` pixels wide: its big suit symbol and a blooper's words stay inside that strip.
    """
    r = max(4.0, w / 9)
    fill_box(c, x + 2, y + 3, w, h, r, "rgba(0, 0, 0, 0.35)")  # shadow
    c.line_width = 1.5
    if card is None:
        fill_box(c, x, y, w, h, r, "#1565C0", "#0D47A1")
        c.line_width = 1.2
        fill_box(c, x + 4, y + 4, w - 8, h - 8, r / 2, "#1E88E5", "rgba(255, 255, 255, 0.7)")
        return
    strip = w if visible is None else min(w, visible)
    small = w < 56
    if card.is_blooper:
        draw_blooper(c, card, x, y, w, h, r, strip, small)
        return
    fill_box(c, x, y, w, h, r, "#FFFFFF", "#9E9E9E")
    colour = suit_colour(card)
    rank, suit = card.notation()[:-1], SUIT_SYMBOLS[card.notation()[-1]]
    if small:
        write(
            c,
            rank + suit,
            x + 4,
            y + 3,
            f"bold {int(h * 0.27)}px sans-serif",
            colour,
            baseline="top",
            max_width=w - 6,
        )
        write(
            c,
            suit,
            x + w / 2,
            y + h * 0.68,
            f"{int(h * 0.42)}px sans-serif",
            colour,
            "center",
            "middle",
        )
        return
    write(
        c,
        rank,
        x + 6,
        y + 4,
        f"bold {int(h * 0.22)}px sans-serif",
        colour,
        baseline="top",
        max_width=strip - 8,
    )
    write(c, suit, x + 6, y + 4 + h * 0.22, f"{int(h * 0.2)}px sans-serif", colour, baseline="top")
    middle = x + (strip / 2 + 4 if fanned and strip < w else w / 2)
    write(
        c, suit, middle, y + h * 0.66, f"{int(h * 0.42)}px sans-serif", colour, "center", "middle"
    )


def draw_blooper(
    c: Canvas,
    card: Card,
    x: float,
    y: float,
    w: float,
    h: float,
    r: float,
    strip: float,
    small: bool,
) -> None:
    """A blooper (a joker): BIG or LITTLE, BLOOPER, a star and JOKER, all inside ``strip``."""
    big = card.notation() == "BB"
    fill, ink = ("#4A148C", GOLD) if big else ("#AD1457", "#FFFFFF")
    fill_box(c, x, y, w, h, r, fill, "#222222")
    c.line_width = 2
    fill_box(c, x + 3, y + 3, w - 6, h - 6, r / 2, fill, ink)
    word = say("table-face-big" if big else "table-face-little")
    star = "★" if big else "☆"
    if small:
        write(
            c,
            word,
            x + 4,
            y + 4,
            f"bold {int(h * 0.19)}px sans-serif",
            ink,
            baseline="top",
            max_width=w - 8,
        )
        write(
            c,
            star,
            x + w / 2,
            y + h * 0.62,
            f"{int(h * 0.42)}px sans-serif",
            ink,
            "center",
            "middle",
        )
        return
    room = strip - 11  # the words start 6 px in and end 5 px before the covered part
    write(
        c,
        word,
        x + 6,
        y + 7,
        f"bold {int(h * 0.13)}px sans-serif",
        ink,
        baseline="top",
        max_width=room,
    )
    write(
        c,
        say("table-face-blooper"),
        x + 6,
        y + 9 + h * 0.14,
        f"bold {int(h * 0.1)}px sans-serif",
        ink,
        baseline="top",
        max_width=room,
    )
    write(
        c,
        star,
        x + min(strip, w) / 2 + 1,
        y + h * 0.6,
        f"{int(h * 0.34)}px sans-serif",
        ink,
        "center",
        "middle",
        max_width=room,
    )
    write(
        c,
        say("table-face-joker"),
        x + 6,
        y + h - 9,
        f"bold {int(h * 0.1)}px sans-serif",
        ink,
        max_width=room,
    )
