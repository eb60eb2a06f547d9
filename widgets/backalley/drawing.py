"""Drawing the Back Alley table: canvas commands only, every coordinate in the table's CSS pixels.

Owns how the table looks: card faces (bloopers print BIG or LITTLE, BLOOPER and JOKER, and a
fanned card keeps every word inside the strip left visible by the next card), the trump and
score panel, the last trick, name plates, the trick under way, and the banners over the middle
(a trick just taken, a deal's summary, the end of the game). ``draw_table`` takes any object
with the canvas methods, so tests record the commands (``widgets.board.drawing.RecordingCanvas``).
"""

from __future__ import annotations

from typing import Any

from backalley import Card
from backalley.rules import DEALS, PLAYERS, team_of
from backalley.state import Phase

from .controller import (
    CARD_H,
    CARD_W,
    HAND_Y,
    HEIGHT,
    RAISE,
    STEP,
    WIDTH,
    TableController,
)
from .words import SUIT_NAMES, SUIT_SYMBOLS, bid_words, cards_each

MINI_W, MINI_H = 40, 56  # the other seats' cards
TRICK_W, TRICK_H = 64, 90  # cards on the table
LAST_W, LAST_H = 44, 62  # the last trick's cards
CENTRE = (480, 270)  # the middle of the current trick
LAST_CENTRE = (850, 150)  # the middle of the last trick
PLATE_W, PLATE_H = 168, 52
TEAM_COLOURS = ("#56B4E9", "#E69F00")  # Okabe-Ito sky blue and orange, as on the Pegs board
RED, BLACK = "#C62828", "#1A1A1A"
BAIZE, PANEL, GOLD = "#1B5E20", "rgba(0, 0, 0, 0.28)", "#FFD54F"
BANNER = (290, 158, 380, 226)  # x, y, w, h of the banner over the middle of the table

Canvas = Any  # an ipycanvas Canvas or a recording stand-in


def _rounded(c: Canvas, x: float, y: float, w: float, h: float, r: float) -> None:
    c.begin_path()
    c.move_to(x + r, y)
    c.arc_to(x + w, y, x + w, y + h, r)
    c.arc_to(x + w, y + h, x, y + h, r)
    c.arc_to(x, y + h, x, y, r)
    c.arc_to(x, y, x + w, y, r)
    c.close_path()


def _box(
    c: Canvas, x: float, y: float, w: float, h: float, r: float, fill: str, line: str = ""
) -> None:
    _rounded(c, x, y, w, h, r)
    c.fill_style = fill
    c.fill()
    if line:
        c.stroke_style = line
        c.stroke()


def _text(
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


def _suit_colour(card: Card) -> str:
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
    _box(c, x + 2, y + 3, w, h, r, "rgba(0, 0, 0, 0.35)")  # shadow
    c.line_width = 1.5
    if card is None:
        _box(c, x, y, w, h, r, "#1565C0", "#0D47A1")
        c.line_width = 1.2
        _box(c, x + 4, y + 4, w - 8, h - 8, r / 2, "#1E88E5", "rgba(255, 255, 255, 0.7)")
        return
    strip = w if visible is None else min(w, visible)
    small = w < 56
    if card.is_blooper:
        _draw_blooper(c, card, x, y, w, h, r, strip, small)
        return
    _box(c, x, y, w, h, r, "#FFFFFF", "#9E9E9E")
    colour = _suit_colour(card)
    rank, suit = card.notation()[:-1], SUIT_SYMBOLS[card.notation()[-1]]
    if small:
        _text(
            c,
            rank + suit,
            x + 4,
            y + 3,
            f"bold {int(h * 0.27)}px sans-serif",
            colour,
            baseline="top",
            max_width=w - 6,
        )
        _text(
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
    _text(
        c,
        rank,
        x + 6,
        y + 4,
        f"bold {int(h * 0.22)}px sans-serif",
        colour,
        baseline="top",
        max_width=strip - 8,
    )
    _text(c, suit, x + 6, y + 4 + h * 0.22, f"{int(h * 0.2)}px sans-serif", colour, baseline="top")
    middle = x + (strip / 2 + 4 if fanned and strip < w else w / 2)
    _text(
        c, suit, middle, y + h * 0.66, f"{int(h * 0.42)}px sans-serif", colour, "center", "middle"
    )


def _draw_blooper(
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
    _box(c, x, y, w, h, r, fill, "#222222")
    c.line_width = 2
    _box(c, x + 3, y + 3, w - 6, h - 6, r / 2, fill, ink)
    word = "BIG" if big else "LITTLE"
    star = "★" if big else "☆"
    if small:
        _text(
            c,
            word,
            x + 4,
            y + 4,
            f"bold {int(h * 0.19)}px sans-serif",
            ink,
            baseline="top",
            max_width=w - 8,
        )
        _text(
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
    _text(
        c,
        word,
        x + 6,
        y + 7,
        f"bold {int(h * 0.13)}px sans-serif",
        ink,
        baseline="top",
        max_width=room,
    )
    _text(
        c,
        "BLOOPER",
        x + 6,
        y + 9 + h * 0.14,
        f"bold {int(h * 0.1)}px sans-serif",
        ink,
        baseline="top",
        max_width=room,
    )
    _text(
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
    _text(c, "JOKER", x + 6, y + h - 9, f"bold {int(h * 0.1)}px sans-serif", ink, max_width=room)


def _seat_offset(relative: int, dx: float, dy: float) -> tuple[float, float]:
    """Where a seat sits around a centre, seen from the human (bottom, left, top, right)."""
    return [(0, dy), (-dx, 0), (0, -dy), (dx, 0)][relative % PLAYERS]


def draw_table(c: Canvas, ctl: TableController, hold_trick: bool = False) -> None:
    """The whole table; ``hold_trick`` keeps the trick just taken in the middle for a while."""
    c.fill_style = BAIZE
    c.fill_rect(0, 0, WIDTH, HEIGHT)
    _draw_trump_panel(c, ctl)
    _draw_last_trick(c, ctl)
    _draw_seats(c, ctl)
    _draw_trick(c, ctl, hold_trick)
    _draw_hand(c, ctl)
    if not hold_trick:  # the trick just taken shows first, then the summary over it
        _draw_banner(c, ctl)


def _draw_trump_panel(c: Canvas, ctl: TableController) -> None:
    s = ctl.state
    _box(c, 12, 12, 196, 462, 12, PANEL)
    _text(c, f"DEAL {s.deal} OF {DEALS}", 24, 36, "bold 15px sans-serif", "#E8F5E9")
    _text(c, cards_each(s.hand_size), 24, 56, "14px sans-serif", "#C8E6C9")
    if s.redeals and s.phase is Phase.BIDDING:
        again = "dealt again" if s.redeals == 1 else f"dealt again ×{s.redeals}"
        _text(c, again, 196, 56, "bold 14px sans-serif", GOLD, "right")
    _text(c, "TRUMP", 24, 84, "bold 15px sans-serif", GOLD)
    draw_card(c, s.turned, 24, 94, CARD_W, CARD_H)
    if s.trump is None:
        _text(c, "No", 156, 130, "bold 24px sans-serif", "#FFFFFF", "center")
        _text(c, "trump", 156, 158, "bold 22px sans-serif", "#FFFFFF", "center")
    else:
        symbol = SUIT_SYMBOLS[s.trump.value]
        _box(c, 112, 96, 88, 66, 10, "#FFFFFF")
        _text(
            c,
            symbol,
            156,
            131,
            "54px sans-serif",
            RED if s.trump.value in "HD" else BLACK,
            "center",
            "middle",
        )
        _text(c, SUIT_NAMES[s.trump.value], 156, 188, "bold 18px sans-serif", "#FFFFFF", "center")
    _text(c, "SCORE", 24, 236, "bold 15px sans-serif", GOLD)
    for team in (0, 1):
        y = 262 + team * 28
        c.fill_style = TEAM_COLOURS[team]
        c.fill_circle(30, y - 6, 6)
        _text(c, ctl.team_short(team), 42, y, "bold 15px sans-serif", "#FFFFFF", max_width=96)
        _text(
            c, str(s.scores[team]), 196, y, "bold 22px sans-serif", "#FFFFFF", "right", max_width=56
        )
    _text(c, "BIDS · TRICKS", 24, 340, "bold 15px sans-serif", GOLD)
    for team in (0, 1):
        y = 352 + team * 58
        _box(c, 20, y, 180, 52, 8, "rgba(255, 255, 255, 0.10)")
        c.fill_style = TEAM_COLOURS[team]
        c.fill_rect(20, y, 6, 52)
        _text(c, ctl.team_name(team), 34, y + 18, "13px sans-serif", "#E0E0E0", max_width=160)
        if s.phase is Phase.BIDDING and any(
            s.bid_of(seat) is None for seat in range(PLAYERS) if team_of(seat) == team
        ):
            bid = "bid …"
        else:
            contract = s.contract(team)
            bid = f"bid {bid_words(contract.tricks, contract.board_level)}"
        took = sum(n for seat, n in enumerate(s.taken) if team_of(seat) == team)
        _text(c, bid, 34, y + 43, "bold 19px sans-serif", "#FFFFFF", max_width=100)
        _text(c, f"took {took}", 192, y + 43, "bold 19px sans-serif", GOLD, "right")


def _draw_last_trick(c: Canvas, ctl: TableController) -> None:
    _box(c, 752, 12, 196, 300, 12, PANEL)
    _text(c, "LAST TRICK", 764, 36, "bold 15px sans-serif", GOLD)
    last = ctl.last_trick
    cx, cy = LAST_CENTRE
    if last is None:
        _text(c, "none yet", cx, cy, "italic 16px sans-serif", "#C8E6C9", "center", "middle")
        return
    for seat, card in last.by_seat().items():
        dx, dy = _seat_offset(seat - ctl.human, 54, 40)
        x, y = cx + dx - LAST_W / 2, cy + dy - LAST_H / 2
        if seat == last.winner:
            _box(c, x - 4, y - 4, LAST_W + 8, LAST_H + 8, 8, GOLD)
        draw_card(c, card, x, y, LAST_W, LAST_H)
    if last.deal != ctl.state.deal or ctl.summary is not None:
        _text(c, f"(end of deal {last.deal})", cx, 244, "13px sans-serif", "#C8E6C9", "center")
    _text(c, "won by", cx, 268, "15px sans-serif", "#E8F5E9", "center")
    _text(
        c,
        ctl.seat_name(last.winner),
        cx,
        292,
        "bold 18px sans-serif",
        GOLD,
        "center",
        max_width=180,
    )


def _plate(c: Canvas, ctl: TableController, seat: int, x: float, y: float) -> None:
    """A seat's name plate: name, bid badge, tricks taken; gold when it is that seat's turn."""
    s = ctl.state
    w, h = PLATE_W, PLATE_H
    if s.turn == seat and ctl.summary is None:
        _box(c, x - 4, y - 4, w + 8, h + 8, 12, GOLD)
    _box(c, x, y, w, h, 10, "rgba(0, 0, 0, 0.6)")
    c.fill_style = TEAM_COLOURS[team_of(seat)]
    c.fill_rect(x, y + 8, 5, h - 16)
    _text(
        c, ctl.seat_name(seat), x + 12, y + 19, "bold 15px sans-serif", "#FFFFFF", max_width=w - 20
    )
    bid = ctl.bid_badge(seat)
    label = "…" if bid is None else bid
    badge_w = 18 + 9.5 * len(label)
    colour = "#616161" if bid is None else TEAM_COLOURS[team_of(seat)]
    _box(c, x + 10, y + 26, badge_w, 22, 6, colour)
    _text(
        c,
        label,
        x + 10 + badge_w / 2,
        y + 38,
        "bold 15px sans-serif",
        BLACK,
        "center",
        "middle",
        max_width=badge_w - 6,
    )
    _text(c, f"took {s.taken[seat]}", x + w - 10, y + 43, "bold 14px sans-serif", GOLD, "right")


def _draw_seats(c: Canvas, ctl: TableController) -> None:
    s = ctl.state
    for offset in (1, 2, 3):
        seat = (ctl.human + offset) % PLAYERS
        shown = ctl.shown_hand(seat)
        count = len(s.hands[seat])
        cards: list[Card | None] = list(shown) if shown is not None else [None] * count
        if offset == 2:  # across the table: a row along the top, the plate under it
            step = 30 if shown is not None else 16
            left = WIDTH / 2 - (step * (count - 1) + MINI_W) / 2
            for i, card in enumerate(cards):
                draw_card(c, card, left + i * step, 12, MINI_W, MINI_H)
            _plate(c, ctl, seat, WIDTH / 2 - PLATE_W / 2, 78)
        else:  # at the sides: the plate, then a column of cards under it
            step = 19 if shown is not None else 16
            x = 228 if offset == 1 else WIDTH - 228 - MINI_W
            plate_x = 216 if offset == 1 else WIDTH - 216 - PLATE_W
            _plate(c, ctl, seat, plate_x, 92)
            for i, card in enumerate(cards):
                draw_card(c, card, x, 154 + i * step, MINI_W, MINI_H)
    _plate(c, ctl, ctl.human, WIDTH / 2 - PLATE_W / 2, HAND_Y - RAISE - 64)


def _draw_trick(c: Canvas, ctl: TableController, hold_trick: bool) -> None:
    cx, cy = CENTRE
    _box(c, cx - 126, cy - 119, 252, 238, 20, "rgba(0, 0, 0, 0.12)")
    s = ctl.state
    last = ctl.last_trick
    if hold_trick and last is not None and not s.trick:
        # The trick just taken stays in the middle, its winner ringed, until play goes on.
        for seat, card in last.by_seat().items():
            dx, dy = _seat_offset(seat - ctl.human, 84, 66)
            x, y = cx + dx - TRICK_W / 2, cy + dy - TRICK_H / 2
            if seat == last.winner:
                _box(c, x - 5, y - 5, TRICK_W + 10, TRICK_H + 10, 10, GOLD)
            draw_card(c, card, x, y, TRICK_W, TRICK_H)
        return
    for seat, card in ctl.trick_cards().items():
        dx, dy = _seat_offset(seat - ctl.human, 84, 66)
        draw_card(c, card, cx + dx - TRICK_W / 2, cy + dy - TRICK_H / 2, TRICK_W, TRICK_H)
    if not s.trick and not s.is_over and ctl.summary is None:
        if s.phase is Phase.BIDDING and s.redeals:
            hint, more = "dealt again", "all four passed"
        else:
            hint, more = ("bidding" if s.phase is Phase.BIDDING else "lead"), ""
        _text(
            c, hint, cx, cy, "italic 18px sans-serif", "rgba(255,255,255,0.75)", "center", "middle"
        )
        if more:
            _text(
                c,
                more,
                cx,
                cy + 24,
                "italic 15px sans-serif",
                "rgba(255,255,255,0.75)",
                "center",
                "middle",
            )


def _draw_hand(c: Canvas, ctl: TableController) -> None:
    playing = bool(ctl.playable())
    boxes = ctl.hand_boxes()
    for i, box in enumerate(boxes):
        if box.playable:
            _box(c, box.x - 3, box.y - 3, box.w + 6, box.h + 6, 10, GOLD)
        visible = STEP if i + 1 < len(boxes) else None  # the last card shows whole
        draw_card(c, box.card, box.x, box.y, box.w, box.h, fanned=True, visible=visible)
        if playing and not box.playable:
            _box(c, box.x, box.y, box.w, box.h, 8, "rgba(60, 60, 60, 0.45)")


def _draw_banner(c: Canvas, ctl: TableController) -> None:
    """Over the middle: the deal's summary (until the human goes on) or the game's result."""
    summary = ctl.summary
    if summary is None:
        return
    x, y, w, h = BANNER
    _box(c, x, y, w, h, 16, "rgba(0, 0, 0, 0.82)", GOLD)
    row = summary.row
    over = bool(summary.result)
    title = "Game over" if over else f"Deal {row.deal} is over"
    _text(c, title, x + w / 2, y + 32, "bold 22px sans-serif", GOLD, "center", max_width=w - 24)
    for team in (0, 1):
        ty = y + 66 + team * 52
        c.fill_style = TEAM_COLOURS[team]
        c.fill_circle(x + 22, ty - 6, 6)
        bid = "passed" if row.bids[team] == "pass" else f"bid {row.bids[team]}"
        line = f"{ctl.team_short(team)}: {bid}, took {row.tricks[team]}"
        _text(c, line, x + 36, ty, "bold 17px sans-serif", "#FFFFFF", max_width=w - 50)
        points = f"{row.points[team]:+d} points, total {row.totals[team]}"
        colour = "#A5D6A7" if row.points[team] >= 0 else "#EF9A9A"
        _text(c, points, x + 36, ty + 22, "16px sans-serif", colour, max_width=w - 50)
    if over:
        result = summary.result.removeprefix("Game over: ")
        _text(
            c,
            result,
            x + w / 2,
            y + h - 40,
            "bold 17px sans-serif",
            GOLD,
            "center",
            max_width=w - 24,
        )
        hint = "Press New game to play again"
    else:
        hint = "Click the table or Next deal to go on"
    _text(
        c,
        hint,
        x + w / 2,
        y + h - 14,
        "italic 15px sans-serif",
        "#E0E0E0",
        "center",
        max_width=w - 24,
    )
