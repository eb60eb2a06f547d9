"""Drawing the Back Alley table: canvas commands only, every coordinate in the table's CSS pixels.

Owns how the table looks: the trump and score panel, the last trick, name plates, the trick
under way, and the banners over the middle (a trick just taken, a deal's summary, the end of
the game), their words in the language spoken, each kept inside its box; the card faces are
``card_faces``'. ``draw_table`` takes any object
with the canvas methods, so tests record the commands (``widgets.board.drawing.RecordingCanvas``).
"""

from __future__ import annotations

from backalley import Card
from backalley.rules import DEALS, PLAYERS, team_of
from backalley.state import Phase
from backalley.words.speech import say

from .card_faces import BLACK, GOLD, RED, Canvas, fill_box, write
from .card_faces import draw_card as draw_card  # looked up here, so a test may replace it
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
from .words import SUIT_SYMBOLS, bid_args, cards_each, result_words

MINI_W, MINI_H = 40, 56  # the other seats' cards
TRICK_W, TRICK_H = 64, 90  # cards on the table
LAST_W, LAST_H = 44, 62  # the last trick's cards
CENTRE = (480, 270)  # the middle of the current trick
LAST_CENTRE = (850, 150)  # the middle of the last trick
PLATE_W, PLATE_H = 168, 52
TEAM_COLOURS = ("#56B4E9", "#E69F00")  # Okabe-Ito sky blue and orange, as on the Pegs board
BAIZE, PANEL = "#1B5E20", "rgba(0, 0, 0, 0.28)"
BANNER = (290, 158, 380, 226)  # x, y, w, h of the banner over the middle of the table


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
    fill_box(c, 12, 12, 196, 462, 12, PANEL)
    deal = say("table-panel-deal", deal=s.deal, deals=DEALS)
    write(c, deal, 24, 36, "bold 15px sans-serif", "#E8F5E9", max_width=172)
    again = s.redeals and s.phase is Phase.BIDDING
    write(
        c,
        cards_each(s.hand_size),
        24,
        56,
        "14px sans-serif",
        "#C8E6C9",
        max_width=84 if again else 172,
    )
    if again:
        again_words = say("table-panel-again", redeals=s.redeals)
        write(c, again_words, 196, 56, "bold 14px sans-serif", GOLD, "right", max_width=84)
    write(c, say("table-panel-trump"), 24, 84, "bold 15px sans-serif", GOLD, max_width=172)
    draw_card(c, s.turned, 24, 94, CARD_W, CARD_H)
    if s.trump is None:
        no, trump = say("table-panel-no"), say("table-panel-trump-word")
        write(c, no, 156, 130, "bold 24px sans-serif", "#FFFFFF", "center", max_width=96)
        write(c, trump, 156, 158, "bold 22px sans-serif", "#FFFFFF", "center", max_width=96)
    else:
        symbol = SUIT_SYMBOLS[s.trump.value]
        fill_box(c, 112, 96, 88, 66, 10, "#FFFFFF")
        write(
            c,
            symbol,
            156,
            131,
            "54px sans-serif",
            RED if s.trump.value in "HD" else BLACK,
            "center",
            "middle",
        )
        suit = say("table-panel-suit", suit=s.trump.name.lower())
        write(c, suit, 156, 188, "bold 18px sans-serif", "#FFFFFF", "center", max_width=96)
    write(c, say("table-panel-score"), 24, 236, "bold 15px sans-serif", GOLD, max_width=172)
    for team in (0, 1):
        y = 262 + team * 28
        c.fill_style = TEAM_COLOURS[team]
        c.fill_circle(30, y - 6, 6)
        write(c, ctl.team_short(team), 42, y, "bold 15px sans-serif", "#FFFFFF", max_width=96)
        write(
            c, str(s.scores[team]), 196, y, "bold 22px sans-serif", "#FFFFFF", "right", max_width=56
        )
    write(c, say("table-panel-bids"), 24, 340, "bold 15px sans-serif", GOLD, max_width=172)
    for team in (0, 1):
        y = 352 + team * 58
        fill_box(c, 20, y, 180, 52, 8, "rgba(255, 255, 255, 0.10)")
        c.fill_style = TEAM_COLOURS[team]
        c.fill_rect(20, y, 6, 52)
        write(c, ctl.team_name(team), 34, y + 18, "13px sans-serif", "#E0E0E0", max_width=160)
        if s.phase is Phase.BIDDING and any(
            s.bid_of(seat) is None for seat in range(PLAYERS) if team_of(seat) == team
        ):
            bid = say("table-panel-bid-waiting")
        else:
            contract = s.contract(team)
            bid = say("table-panel-bid", **bid_args(contract.tricks, contract.board_level))
        took = sum(n for seat, n in enumerate(s.taken) if team_of(seat) == team)
        write(c, bid, 34, y + 43, "bold 19px sans-serif", "#FFFFFF", max_width=90)
        took_words = say("table-took", took=took)
        write(c, took_words, 192, y + 43, "bold 19px sans-serif", GOLD, "right", max_width=64)


def _draw_last_trick(c: Canvas, ctl: TableController) -> None:
    fill_box(c, 752, 12, 196, 300, 12, PANEL)
    write(c, say("table-last-trick"), 764, 36, "bold 15px sans-serif", GOLD, max_width=172)
    last = ctl.last_trick
    cx, cy = LAST_CENTRE
    if last is None:
        none = say("table-none-yet")
        write(c, none, cx, cy, "italic 16px sans-serif", "#C8E6C9", "center", "middle", 172)
        return
    for seat, card in last.by_seat().items():
        dx, dy = _seat_offset(seat - ctl.human, 54, 40)
        x, y = cx + dx - LAST_W / 2, cy + dy - LAST_H / 2
        if seat == last.winner:
            fill_box(c, x - 4, y - 4, LAST_W + 8, LAST_H + 8, 8, GOLD)
        draw_card(c, card, x, y, LAST_W, LAST_H)
    if last.deal != ctl.state.deal or ctl.summary is not None:
        end = say("table-end-of-deal", deal=last.deal)
        write(c, end, cx, 244, "13px sans-serif", "#C8E6C9", "center", max_width=180)
    won = say("table-won-by")
    write(c, won, cx, 268, "15px sans-serif", "#E8F5E9", "center", max_width=180)
    write(
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
        fill_box(c, x - 4, y - 4, w + 8, h + 8, 12, GOLD)
    fill_box(c, x, y, w, h, 10, "rgba(0, 0, 0, 0.6)")
    c.fill_style = TEAM_COLOURS[team_of(seat)]
    c.fill_rect(x, y + 8, 5, h - 16)
    write(
        c, ctl.seat_name(seat), x + 12, y + 19, "bold 15px sans-serif", "#FFFFFF", max_width=w - 20
    )
    bid = ctl.bid_badge(seat)
    label = "…" if bid is None else bid
    badge_w = 18 + 9.5 * len(label)
    colour = "#616161" if bid is None else TEAM_COLOURS[team_of(seat)]
    fill_box(c, x + 10, y + 26, badge_w, 22, 6, colour)
    write(
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
    took = say("table-took", took=s.taken[seat])
    room = w - 20 - badge_w - 6  # beside the badge
    write(c, took, x + w - 10, y + 43, "bold 14px sans-serif", GOLD, "right", max_width=room)


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
    fill_box(c, cx - 126, cy - 119, 252, 238, 20, "rgba(0, 0, 0, 0.12)")
    s = ctl.state
    last = ctl.last_trick
    if hold_trick and last is not None and not s.trick:
        # The trick just taken stays in the middle, its winner ringed, until play goes on.
        for seat, card in last.by_seat().items():
            dx, dy = _seat_offset(seat - ctl.human, 84, 66)
            x, y = cx + dx - TRICK_W / 2, cy + dy - TRICK_H / 2
            if seat == last.winner:
                fill_box(c, x - 5, y - 5, TRICK_W + 10, TRICK_H + 10, 10, GOLD)
            draw_card(c, card, x, y, TRICK_W, TRICK_H)
        return
    for seat, card in ctl.trick_cards().items():
        dx, dy = _seat_offset(seat - ctl.human, 84, 66)
        draw_card(c, card, cx + dx - TRICK_W / 2, cy + dy - TRICK_H / 2, TRICK_W, TRICK_H)
    if not s.trick and not s.is_over and ctl.summary is None:
        if s.phase is Phase.BIDDING and s.redeals:
            hint, more = say("table-middle-again"), say("table-middle-all-passed")
        else:
            bidding = s.phase is Phase.BIDDING
            hint, more = say("table-middle-bidding" if bidding else "table-middle-lead"), ""
        write(
            c,
            hint,
            cx,
            cy,
            "italic 18px sans-serif",
            "rgba(255,255,255,0.75)",
            "center",
            "middle",
            max_width=100,
        )
        if more:
            write(
                c,
                more,
                cx,
                cy + 24,
                "italic 15px sans-serif",
                "rgba(255,255,255,0.75)",
                "center",
                "middle",
                max_width=100,
            )


def _draw_hand(c: Canvas, ctl: TableController) -> None:
    playing = bool(ctl.playable())
    boxes = ctl.hand_boxes()
    for i, box in enumerate(boxes):
        if box.playable:
            fill_box(c, box.x - 3, box.y - 3, box.w + 6, box.h + 6, 10, GOLD)
        visible = STEP if i + 1 < len(boxes) else None  # the last card shows whole
        draw_card(c, box.card, box.x, box.y, box.w, box.h, fanned=True, visible=visible)
        if playing and not box.playable:
            fill_box(c, box.x, box.y, box.w, box.h, 8, "rgba(60, 60, 60, 0.45)")


def _draw_banner(c: Canvas, ctl: TableController) -> None:
    """Over the middle: the deal's summary (until the human goes on) or the game's result."""
    summary = ctl.summary
    if summary is None:
        return
    x, y, w, h = BANNER
    fill_box(c, x, y, w, h, 16, "rgba(0, 0, 0, 0.82)", GOLD)
    row = summary.row
    outcome = summary.outcome
    over = outcome is not None
    title = say("table-banner-game-over") if over else say("table-banner-deal-over", deal=row.deal)
    write(c, title, x + w / 2, y + 32, "bold 22px sans-serif", GOLD, "center", max_width=w - 24)
    for team in (0, 1):
        ty = y + 66 + team * 52
        c.fill_style = TEAM_COLOURS[team]
        c.fill_circle(x + 22, ty - 6, 6)
        line = say(
            "table-banner-team",
            team=0 if team == team_of(ctl.human) else 1,
            took=row.tricks[team],
            **bid_args(*row.contracts[team]),
        )
        write(c, line, x + 36, ty, "bold 17px sans-serif", "#FFFFFF", max_width=w - 50)
        sign = "+" if row.points[team] >= 0 else "-"
        points = say(
            "table-banner-points",
            sign=sign,
            points=abs(row.points[team]),
            total=row.totals[team],
        )
        colour = "#A5D6A7" if row.points[team] >= 0 else "#EF9A9A"
        write(c, points, x + 36, ty + 22, "16px sans-serif", colour, max_width=w - 50)
    if outcome is not None:
        result = result_words(outcome[0], outcome[1], ctl.human)
        write(
            c,
            result,
            x + w / 2,
            y + h - 40,
            "bold 17px sans-serif",
            GOLD,
            "center",
            max_width=w - 24,
        )
        hint = say("table-banner-new-game")
    else:
        hint = say("table-banner-go-on")
    write(
        c,
        hint,
        x + w / 2,
        y + h - 14,
        "italic 15px sans-serif",
        "#E0E0E0",
        "center",
        max_width=w - 24,
    )
