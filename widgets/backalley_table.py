"""A Back Alley table for Jupyter: four hands, the turned card, bids, the trick, the score sheet.

Owns the table's presentation only. ``TableController`` is plain Python (who is human, which
hands are shown, where cards sit, what a click means, the last trick and the score sheet's rows)
and is tested without a browser; ``BackAlleyTable`` draws it on an ipycanvas and wires buttons.
Every rule (legal bids and cards, trick winners, points) comes from ``backalley``.

Coordinates here are CSS pixels of a fixed ``WIDTH`` x ``HEIGHT`` table; the canvas holds
``PIXEL_RATIO`` times as many pixels so text stays sharp on a projector, and clicks arrive in
those canvas pixels (``BackAlleyTable.hit`` divides them back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ipywidgets as ipw
from ipycanvas import Canvas

from backalley import BackAlleyError, Card, Rules, State, make_bot, new_game
from backalley.bots import decide
from backalley.events import DealScored, TrickTaken
from backalley.rules import DEALS, PLAYERS, hand_size, team_of
from backalley.state import Phase

from .board_view import one_batch

WIDTH, HEIGHT = 960, 640
PIXEL_RATIO = 2
CARD_W, CARD_H, STEP = 72, 104, 50  # the human's cards; the fan steps STEP between left edges
HAND_Y = HEIGHT - CARD_H - 14
RAISE = 14  # playable cards stand this much higher than the others
MINI_W, MINI_H = 40, 56  # the other seats' cards
TRICK_W, TRICK_H = 64, 90  # cards on the table
LAST_W, LAST_H = 44, 62  # the last trick's cards
CENTRE = (480, 270)  # the middle of the current trick
LAST_CENTRE = (850, 150)  # the middle of the last trick
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
BOARD_NAMES = ("board", "double board", "triple board", "quad board")
BOARD_BADGES = ("BOARD", "2× BOARD", "3× BOARD", "4× BOARD")
PLATE_W, PLATE_H = 168, 52
TEAM_COLOURS = ("#56B4E9", "#E69F00")  # Okabe-Ito sky blue and orange, as on the Pegs board
RED, BLACK = "#C62828", "#1A1A1A"
BAIZE, PANEL, GOLD = "#1B5E20", "rgba(0, 0, 0, 0.28)", "#FFD54F"


@dataclass(frozen=True)
class CardBox:
    """Where one card of the human's hand is drawn, in CSS pixels of the table."""

    card: Card
    x: float
    y: float
    w: float = CARD_W
    h: float = CARD_H
    playable: bool = False

    def contains(self, x: float, y: float) -> bool:
        """True when the point lies on this card's rectangle."""
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


@dataclass(frozen=True)
class LastTrick:
    """A completed trick: the cards in the order played from ``leader``, and who took it."""

    deal: int
    leader: int
    cards: tuple[Card, ...]
    winner: int

    def by_seat(self) -> dict[int, Card]:
        """Each seat's card in this trick."""
        return {(self.leader + i) % PLAYERS: card for i, card in enumerate(self.cards)}


@dataclass(frozen=True)
class ScoreRow:
    """One scored deal on the score sheet; pairs are (team 0, team 1)."""

    deal: int
    cards: int
    bids: tuple[str, str]
    tricks: tuple[int, int]
    points: tuple[int, int]
    totals: tuple[int, int]


def bid_words(number: int, board_level: int) -> str:
    """A bid or a team's contract as read aloud: "pass", "3", "double board"."""
    if board_level:
        return BOARD_NAMES[board_level - 1]
    return str(number) if number else "pass"


def card_label(card: Card) -> str:
    """The card as a person reads it: ``10♥``, ``A♠``, ``Big Blooper``."""
    if card.is_blooper:
        return "Big Blooper" if card.notation() == "BB" else "Little Blooper"
    return card.notation()[:-1] + SUIT_SYMBOLS[card.notation()[-1]]


class TableController:
    """The table's logic without widgets: a human seat against computer players."""

    def __init__(
        self,
        seed: int = 1,
        human: int = 0,
        bots: tuple[str, str] = ("heuristic", "heuristic"),
        rules: Rules | None = None,
    ) -> None:
        self.human = human
        self.reveal = False  # show every hand (for teaching), else only the human's
        self.bots = {seat: make_bot(bots[seat % 2], seed + seat) for seat in range(PLAYERS)}
        self.state: State = new_game(seed, rules)
        self.log: list[str] = []
        self.sheet: list[ScoreRow] = []
        self.last_trick: LastTrick | None = None
        self.message = ""
        self.advance()

    def advance(self) -> None:
        """Let the computer players act until it is the human's turn or the game is over."""
        while self.state.phase is not Phase.OVER and self.state.turn != self.human:
            self._apply(decide(self.bots[self.state.turn], self.state).notation())

    def _apply(self, text: str) -> None:
        before = self.state
        self.state, events = before.apply(text)
        taken = before.taken
        for event in events:
            self.log.append(str(event))
            if isinstance(event, TrickTaken):
                # The engine names the winner; the leader is whoever led in the state before.
                leader = before.leader if before.leader is not None else event.winner
                self.last_trick = LastTrick(before.deal, leader, event.cards, event.winner)
                taken = tuple(n + (seat == event.winner) for seat, n in enumerate(taken))
            elif isinstance(event, DealScored):
                self.sheet.append(self._row(before, taken, event))

    @staticmethod
    def _row(before: State, taken: tuple[int, ...], event: DealScored) -> ScoreRow:
        contracts = [before.contract(team) for team in (0, 1)]
        bids = tuple(bid_words(c.tricks, c.board_level) for c in contracts)
        tricks = tuple(sum(n for s, n in enumerate(taken) if team_of(s) == t) for t in (0, 1))
        return ScoreRow(
            event.deal,
            before.hand_size,
            bids,
            tricks,
            event.points,
            event.scores,  # type: ignore[arg-type]
        )

    def act(self, text: str) -> bool:
        """The human takes an action (notation); False, with ``message`` set, if refused."""
        try:
            if self.state.turn != self.human:
                raise BackAlleyError(f"{text!r}: it is not your turn")
            self._apply(text)
        except BackAlleyError as err:
            self.message = str(err)
            return False
        self.message = ""
        self.advance()
        return True

    def bid_options(self) -> list[str]:
        """The bids the human may make now (empty unless bidding and the human's turn)."""
        if self.state.turn != self.human or self.state.phase is not Phase.BIDDING:
            return []
        return [a.notation() for a in self.state.legal_actions()]

    def playable(self) -> frozenset[Card]:
        """The human's cards the engine allows now (empty unless the human is to play)."""
        if self.state.turn != self.human or self.state.phase is not Phase.PLAYING:
            return frozenset()
        return frozenset(a.card for a in self.state.legal_actions())  # type: ignore[union-attr]

    def hand_boxes(self) -> list[CardBox]:
        """Where the human's cards are drawn, left to right (later cards overlap earlier)."""
        hand = self.state.hands[self.human]
        legal = self.playable()
        width = STEP * (len(hand) - 1) + CARD_W if hand else 0
        left = (WIDTH - width) / 2
        return [
            CardBox(card, left + i * STEP, HAND_Y - (RAISE if card in legal else 0), playable=True)
            if card in legal
            else CardBox(card, left + i * STEP, HAND_Y)
            for i, card in enumerate(hand)
        ]

    def hit_test(self, x: float, y: float) -> Card | None:
        """The card of the human's hand under the point (x, y): the topmost (rightmost) one."""
        for box in reversed(self.hand_boxes()):
            if box.contains(x, y):
                return box.card
        return None

    def click(self, x: float, y: float) -> bool:
        """A click on the table at (x, y) in CSS pixels: play the card under it, if any."""
        card = self.hit_test(x, y)
        return card is not None and self.act(f"play {card}")

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The cards of a seat as the viewer may see them (None: face down)."""
        if seat == self.human or self.reveal or self.state.is_over:
            return self.state.hands[seat]
        return None

    def seat_name(self, seat: int) -> str:
        """How the table names a seat from the human's chair: "You", "Partner", "Left"..."""
        role = ("You", "Left", "Partner", "Right")[(seat - self.human) % PLAYERS]
        return role if seat == self.human else f"{role} · seat {seat}"

    def team_name(self, team: int) -> str:
        """A team as the human reads it: "Us (seats 0 & 2)" or "Them (seats 1 & 3)"."""
        seats = " & ".join(str(s) for s in range(PLAYERS) if team_of(s) == team)
        return f"{'Us' if team == team_of(self.human) else 'Them'} (seats {seats})"

    def bid_badge(self, seat: int) -> str | None:
        """The seat's bid this deal as its badge reads ("PASS", "BID 3", "2× BOARD"), or None."""
        bid = self.state.bid_of(seat)
        if bid is None:
            return None
        if bid.board:
            return BOARD_BADGES[self.state.bid_level_of(seat) - 1]
        return "PASS" if bid.is_pass else f"BID {bid.number}"

    def trick_cards(self) -> dict[int, Card]:
        """Each seat's card in the trick under way."""
        if self.state.leader is None:
            return {}
        return {(self.state.leader + i) % PLAYERS: c for i, c in enumerate(self.state.trick)}

    def status(self) -> str:
        """One line saying what is happening."""
        s = self.state
        if s.is_over:
            who = "a draw" if s.winner == "draw" else f"team {s.winner} wins"
            return f"Game over: {s.scores[0]} - {s.scores[1]}, {who}."
        doing = "bid" if s.phase is Phase.BIDDING else "play a card"
        trump = f"trump {SUIT_SYMBOLS[s.trump.value]}" if s.trump else "no trump"
        line = f"Deal {s.deal} of {DEALS} · {s.hand_size} cards · {trump} · Your turn to {doing}."
        return line + (f" {self.message}" if self.message else "")


# ----- drawing helpers (canvas commands only; every coordinate is in CSS pixels)


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
) -> None:
    c.font = font
    c.fill_style = colour
    c.text_align = align
    c.text_baseline = baseline
    c.fill_text(text, x, y)


def _suit_colour(card: Card) -> str:
    return RED if card.notation()[-1] in "HD" else BLACK


def draw_card(
    c: Canvas, card: Card | None, x: float, y: float, w: float, h: float, fanned: bool = False
) -> None:
    """One card: a face with rank and suit, a blooper's own face, or a back (``None``).

    A ``fanned`` card is partly covered by the next one on its right, so its big suit symbol
    sits to the left where it stays visible.
    """
    r = max(4.0, w / 9)
    _box(c, x + 2, y + 3, w, h, r, "rgba(0, 0, 0, 0.35)")  # shadow
    c.line_width = 1.5
    if card is None:
        _box(c, x, y, w, h, r, "#1565C0", "#0D47A1")
        c.line_width = 1.2
        _box(c, x + 4, y + 4, w - 8, h - 8, r / 2, "#1E88E5", "rgba(255, 255, 255, 0.7)")
        return
    small = w < 56
    if card.is_blooper:
        big = card.notation() == "BB"
        fill, ink = ("#4A148C", GOLD) if big else ("#AD1457", "#FFFFFF")
        _box(c, x, y, w, h, r, fill, "#222222")
        c.line_width = 2
        _box(c, x + 3, y + 3, w - 6, h - 6, r / 2, fill, ink)
        _text(c, card.notation(), x + 6, y + 5, f"bold {int(h * 0.17)}px sans-serif", ink,
              baseline="top")  # fmt: skip
        star = "★" if big else "☆"
        _text(c, star, x + w / 2, y + h * (0.56 if small else 0.48), f"{int(h * 0.4)}px sans-serif",
              ink, "center", "middle")  # fmt: skip
        if not small:
            words = "BIG" if big else "LITTLE"
            _text(c, words, x + w / 2, y + h - 24, f"bold {int(h * 0.1)}px sans-serif", ink,
                  "center", "alphabetic")  # fmt: skip
            _text(c, "BLOOPER", x + w / 2, y + h - 11, f"bold {int(h * 0.1)}px sans-serif", ink,
                  "center", "alphabetic")  # fmt: skip
        return
    _box(c, x, y, w, h, r, "#FFFFFF", "#9E9E9E")
    colour = _suit_colour(card)
    rank, suit = card.notation()[:-1], SUIT_SYMBOLS[card.notation()[-1]]
    if small:
        _text(c, rank + suit, x + 4, y + 3, f"bold {int(h * 0.27)}px sans-serif", colour,
              baseline="top")  # fmt: skip
        _text(c, suit, x + w / 2, y + h * 0.68, f"{int(h * 0.42)}px sans-serif", colour,
              "center", "middle")  # fmt: skip
        return
    _text(c, rank, x + 6, y + 4, f"bold {int(h * 0.22)}px sans-serif", colour, baseline="top")
    _text(c, suit, x + 6, y + 4 + h * 0.22, f"{int(h * 0.2)}px sans-serif", colour,
          baseline="top")  # fmt: skip
    _text(c, suit, x + w * (0.36 if fanned else 0.5), y + h * 0.66, f"{int(h * 0.42)}px sans-serif",
          colour, "center", "middle")  # fmt: skip


class BackAlleyTable(ipw.VBox):
    """The table widget: click a card to play it, buttons to bid; the bots play the rest."""

    def __init__(self, seed: int = 1, human: int = 0, **kwargs: Any) -> None:
        self.controller = TableController(seed=seed, human=human, **kwargs)
        self.frames_sent = 0  # one per redraw: counted for tests
        self.canvas = Canvas(
            width=WIDTH * PIXEL_RATIO,
            height=HEIGHT * PIXEL_RATIO,
            layout=ipw.Layout(width=f"{WIDTH}px", height=f"{HEIGHT}px", min_width=f"{WIDTH}px"),
        )
        self.canvas.add_class("backalley-table")
        self.status = ipw.Label(layout=ipw.Layout(width=f"{WIDTH}px"))
        self.status.style.font_size = "18px"
        self.status.style.font_weight = "bold"
        self.bid_prompt = ipw.HTML("")
        self.bids = ipw.HBox()
        self.reveal = ipw.Checkbox(description="show all hands", value=False, indent=False)
        self.sheet = ipw.HTML(
            layout=ipw.Layout(width=f"{WIDTH}px", max_height="380px", overflow="auto")
        )
        self.reveal.observe(self._on_reveal, names="value")
        self.canvas.on_mouse_down(self._on_click)
        # The Python side keeps no picture: redraw whenever a view (re)connects.
        self.canvas.on_client_ready(self.redraw)
        controls = ipw.HBox(
            [self.bid_prompt, self.bids], layout=ipw.Layout(align_items="center", min_height="48px")
        )
        super().__init__(
            [self.status, self.canvas, controls, self.reveal, self.sheet],
            layout=ipw.Layout(width=f"{WIDTH + 4}px"),
        )
        self.redraw()

    def hit(self, x: float, y: float) -> Card | None:
        """The human's card under canvas pixel (x, y), as a click there would report it."""
        return self.controller.hit_test(x / PIXEL_RATIO, y / PIXEL_RATIO)

    def _on_reveal(self, change: dict) -> None:
        self.controller.reveal = bool(change["new"])
        self.redraw()

    def _on_click(self, x: float, y: float) -> None:
        self.controller.click(x / PIXEL_RATIO, y / PIXEL_RATIO)
        self.redraw()

    def _bid(self, text: str) -> None:
        self.controller.act(text)
        self.redraw()

    # ----- the frame

    def redraw(self, *_args: Any) -> None:
        """Draw the whole table as one frame and refresh the buttons, labels and score sheet."""
        with one_batch():
            c = self.canvas
            c.reset_transform()
            c.clear()
            c.set_transform(PIXEL_RATIO, 0, 0, PIXEL_RATIO, 0, 0)
            c.fill_style = BAIZE
            c.fill_rect(0, 0, WIDTH, HEIGHT)
            self._draw_trump_panel(c)
            self._draw_last_trick(c)
            self._draw_seats(c)
            self._draw_trick(c)
            self._draw_hand(c)
        self.frames_sent += 1
        self._update_controls()

    def _draw_trump_panel(self, c: Canvas) -> None:
        ctl, s = self.controller, self.controller.state
        _box(c, 12, 12, 196, 462, 12, PANEL)
        _text(c, f"DEAL {s.deal} OF {DEALS}", 24, 36, "bold 15px sans-serif", "#E8F5E9")
        _text(c, f"{s.hand_size} cards each", 24, 56, "14px sans-serif", "#C8E6C9")
        _text(c, "TRUMP", 24, 84, "bold 15px sans-serif", GOLD)
        draw_card(c, s.turned, 24, 94, CARD_W, CARD_H)
        if s.trump is None:
            _text(c, "No", 156, 130, "bold 24px sans-serif", "#FFFFFF", "center")
            _text(c, "trump", 156, 158, "bold 22px sans-serif", "#FFFFFF", "center")
        else:
            symbol = SUIT_SYMBOLS[s.trump.value]
            _box(c, 112, 96, 88, 66, 10, "#FFFFFF")
            _text(c, symbol, 156, 131, "54px sans-serif",
                  RED if s.trump.value in "HD" else BLACK, "center", "middle")  # fmt: skip
            _text(c, SUIT_NAMES[s.trump.value], 156, 188, "bold 18px sans-serif", "#FFFFFF",
                  "center")  # fmt: skip
        _text(c, "SCORE", 24, 236, "bold 15px sans-serif", GOLD)
        for team in (0, 1):
            y = 262 + team * 28
            c.fill_style = TEAM_COLOURS[team]
            c.fill_circle(30, y - 6, 6)
            _text(c, ctl.team_name(team).split(" (")[0], 42, y, "bold 17px sans-serif", "#FFFFFF")
            _text(c, str(s.scores[team]), 196, y, "bold 22px sans-serif", "#FFFFFF", "right")
        _text(c, "BIDS · TRICKS", 24, 340, "bold 15px sans-serif", GOLD)
        for team in (0, 1):
            y = 352 + team * 58
            _box(c, 20, y, 180, 52, 8, "rgba(255, 255, 255, 0.10)")
            c.fill_style = TEAM_COLOURS[team]
            c.fill_rect(20, y, 6, 52)
            _text(c, ctl.team_name(team), 34, y + 18, "13px sans-serif", "#E0E0E0")
            if s.phase is Phase.BIDDING and any(
                s.bid_of(seat) is None for seat in range(PLAYERS) if team_of(seat) == team
            ):
                bid = "bid …"
            else:
                contract = s.contract(team)
                bid = f"bid {bid_words(contract.tricks, contract.board_level)}"
            took = sum(n for seat, n in enumerate(s.taken) if team_of(seat) == team)
            _text(c, bid, 34, y + 43, "bold 19px sans-serif", "#FFFFFF")
            _text(c, f"took {took}", 192, y + 43, "bold 19px sans-serif", GOLD, "right")

    def _draw_last_trick(self, c: Canvas) -> None:
        ctl = self.controller
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
        if last.deal != ctl.state.deal:
            _text(c, f"(end of deal {last.deal})", cx, 244, "13px sans-serif", "#C8E6C9", "center")
        _text(c, "won by", cx, 268, "15px sans-serif", "#E8F5E9", "center")
        _text(c, ctl.seat_name(last.winner), cx, 292, "bold 18px sans-serif", GOLD, "center")

    def _plate(self, c: Canvas, seat: int, x: float, y: float) -> None:
        """A seat's name plate: name, bid badge, tricks taken; gold when it is that seat's turn."""
        ctl, s = self.controller, self.controller.state
        w, h = PLATE_W, PLATE_H
        if s.turn == seat:
            _box(c, x - 4, y - 4, w + 8, h + 8, 12, GOLD)
        _box(c, x, y, w, h, 10, "rgba(0, 0, 0, 0.6)")
        c.fill_style = TEAM_COLOURS[team_of(seat)]
        c.fill_rect(x, y + 8, 5, h - 16)
        _text(c, ctl.seat_name(seat), x + 12, y + 19, "bold 15px sans-serif", "#FFFFFF")
        bid = ctl.bid_badge(seat)
        label = "…" if bid is None else bid
        badge_w = 18 + 9.5 * len(label)
        colour = "#616161" if bid is None else TEAM_COLOURS[team_of(seat)]
        _box(c, x + 10, y + 26, badge_w, 22, 6, colour)
        _text(c, label, x + 10 + badge_w / 2, y + 38, "bold 15px sans-serif", BLACK, "center",
              "middle")  # fmt: skip
        _text(c, f"took {s.taken[seat]}", x + w - 10, y + 43, "bold 14px sans-serif", GOLD, "right")

    def _draw_seats(self, c: Canvas) -> None:
        ctl, s = self.controller, self.controller.state
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
                self._plate(c, seat, WIDTH / 2 - PLATE_W / 2, 78)
            else:  # at the sides: the plate, then a column of cards under it
                step = 19 if shown is not None else 16
                x = 228 if offset == 1 else WIDTH - 228 - MINI_W
                plate_x = 216 if offset == 1 else WIDTH - 216 - PLATE_W
                self._plate(c, seat, plate_x, 92)
                for i, card in enumerate(cards):
                    draw_card(c, card, x, 154 + i * step, MINI_W, MINI_H)
        self._plate(c, ctl.human, WIDTH / 2 - PLATE_W / 2, HAND_Y - RAISE - 64)

    def _draw_trick(self, c: Canvas) -> None:
        ctl = self.controller
        cx, cy = CENTRE
        _box(c, cx - 126, cy - 119, 252, 238, 20, "rgba(0, 0, 0, 0.12)")
        for seat, card in ctl.trick_cards().items():
            dx, dy = _seat_offset(seat - ctl.human, 84, 66)
            draw_card(c, card, cx + dx - TRICK_W / 2, cy + dy - TRICK_H / 2, TRICK_W, TRICK_H)
        if not ctl.state.trick and not ctl.state.is_over:
            hint = "bidding" if ctl.state.phase is Phase.BIDDING else "lead"
            _text(c, hint, cx, cy, "italic 18px sans-serif", "rgba(255,255,255,0.6)", "center",
                  "middle")  # fmt: skip

    def _draw_hand(self, c: Canvas) -> None:
        ctl = self.controller
        playing = bool(ctl.playable())
        for box in ctl.hand_boxes():
            if box.playable:
                _box(c, box.x - 3, box.y - 3, box.w + 6, box.h + 6, 10, GOLD)
            draw_card(c, box.card, box.x, box.y, box.w, box.h, fanned=True)
            if playing and not box.playable:
                _box(c, box.x, box.y, box.w, box.h, 8, "rgba(60, 60, 60, 0.45)")

    # ----- the widgets around the canvas

    def _update_controls(self) -> None:
        ctl = self.controller
        options = ctl.bid_options()
        buttons = []
        for text in options:
            name = text.removeprefix("bid ")
            wide = not name.isdigit()
            button = ipw.Button(
                description=name,
                layout=ipw.Layout(width="84px" if wide else "52px", height="40px"),
                button_style="warning" if name == "board" else "",
                tooltip=f"bid {name}",
            )
            button.style.font_size = "18px"
            button.style.font_weight = "bold"
            button.on_click(lambda _b, t=text: self._bid(t))
            buttons.append(button)
        self.bids.children = buttons
        prompt = "<b style='font-size:18px;white-space:nowrap;margin-right:6px'>Your bid:</b>"
        self.bid_prompt.value = prompt if options else ""
        self.status.value = ctl.status()
        self.sheet.value = score_sheet_html(ctl)


def _seat_offset(relative: int, dx: float, dy: float) -> tuple[float, float]:
    """Where a seat sits around a centre, seen from the human (bottom, left, top, right)."""
    return [(0, dy), (-dx, 0), (0, -dy), (dx, 0)][relative % PLAYERS]


def score_sheet_html(ctl: TableController) -> str:
    """The score sheet over all 25 deals as an HTML table; the deal under way is highlighted."""
    cell = "padding:3px 8px;text-align:center;border-bottom:1px solid #ddd"
    head = "padding:4px 8px;background:#1B5E20;color:white"
    split = "border-left:2px solid #1B5E20"  # between the two teams' columns
    rows = {row.deal: row for row in ctl.sheet}
    body = []
    for deal in range(1, DEALS + 1):
        row = rows.get(deal)
        current = deal == ctl.state.deal and not ctl.state.is_over
        style = "background:#FFF8E1;font-weight:bold" if current else ""
        if row is None:
            note = "now" if current else ""
            cells = [str(deal), str(hand_size(deal))] + [""] * 8 + [note]
            style = style or "color:#9E9E9E"
        else:
            cells = [str(deal), str(row.cards)]
            for team in (0, 1):
                points = row.points[team]
                colour = "#2E7D32" if points >= 0 else "#C62828"
                cells += [
                    row.bids[team],
                    str(row.tricks[team]),
                    f"<span style='color:{colour}'>{points:+d}</span>",
                    f"<b>{row.totals[team]}</b>",
                ]
            cells.append("")
        body.append(
            f"<tr style='{style}'>"
            + "".join(f"<td style='{cell}'>{v}</td>" for v in cells)
            + "</tr>"
        )
    teams = "".join(
        f"<th colspan='4' style='{head};border-bottom:4px solid {TEAM_COLOURS[t]};{split}'>"
        f"{ctl.team_name(t)}</th>"
        for t in (0, 1)
    )
    names = ["bid", "tricks", "points", "total"] * 2
    sub = "".join(
        f"<th style='{head};{split if i in (0, 4) else ''}'>{name}</th>"
        for i, name in enumerate(names)
    )
    return (
        "<table style='border-collapse:collapse;font-size:16px;width:100%'>"
        f"<thead style='position:sticky;top:0'><tr><th rowspan='2' style='{head}'>deal</th>"
        f"<th rowspan='2' style='{head}'>cards</th>{teams}<th rowspan='2' style='{head}'></th></tr>"
        f"<tr>{sub}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )
