"""A Back Alley table for Jupyter: four hands, the turned card, bids, the trick, the score sheet.

Owns the table's presentation only. ``TableController`` is plain Python (who is human, which
hands are shown, where cards sit, what a click means) and is tested without a browser;
``BackAlleyTable`` draws it on an ipycanvas and wires buttons. Every rule comes from ``backalley``.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as ipw
from ipycanvas import Canvas, hold_canvas

from backalley import BackAlleyError, Card, Rules, State, make_bot, new_game
from backalley.bots import decide
from backalley.events import DealScored
from backalley.state import Phase

WIDTH, HEIGHT = 900, 560
CARD_W, CARD_H, STEP = 54, 78, 40  # the hand fans out with this step between card corners
HAND_Y = HEIGHT - CARD_H - 16
RED_SUITS = ("H", "D")


@dataclass(frozen=True)
class CardBox:
    """Where one card of the human's hand is drawn, in canvas pixels."""

    card: Card
    x: float
    y: float
    w: float = CARD_W
    h: float = CARD_H

    def contains(self, x: float, y: float) -> bool:
        """True when the point lies on the visible part of this card."""
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


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
        self.bots = {seat: make_bot(bots[seat % 2], seed + seat) for seat in range(4)}
        self.state: State = new_game(seed, rules)
        self.log: list[str] = []
        self.sheet: list[tuple[int, int, int, int, int]] = []  # deal, points, totals
        self.message = ""
        self.advance()

    def advance(self) -> None:
        """Let the computer players act until it is the human's turn or the game is over."""
        while self.state.phase is not Phase.OVER and self.state.turn != self.human:
            self._apply(decide(self.bots[self.state.turn], self.state).notation())

    def _apply(self, text: str) -> None:
        self.state, events = self.state.apply(text)
        for event in events:
            self.log.append(str(event))
            if isinstance(event, DealScored):
                self.sheet.append((event.deal, *event.points, *event.scores))

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

    def hand_boxes(self) -> list[CardBox]:
        """Where the human's cards are drawn, left to right (later cards overlap earlier)."""
        hand = self.state.hands[self.human]
        width = STEP * (len(hand) - 1) + CARD_W if hand else 0
        left = (WIDTH - width) / 2
        return [CardBox(card, left + i * STEP, HAND_Y) for i, card in enumerate(hand)]

    def hit_test(self, x: float, y: float) -> Card | None:
        """The card of the human's hand under the pixel (x, y): the topmost (rightmost) one."""
        for box in reversed(self.hand_boxes()):
            if box.contains(x, y):
                return box.card
        return None

    def click(self, x: float, y: float) -> bool:
        """A click on the canvas: play the card under it, if any."""
        card = self.hit_test(x, y)
        return card is not None and self.act(f"play {card}")

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The cards of a seat as the viewer may see them (None: face down)."""
        if seat == self.human or self.reveal or self.state.is_over:
            return self.state.hands[seat]
        return None

    def status(self) -> str:
        """One line saying what is happening."""
        s = self.state
        if s.is_over:
            who = "a draw" if s.winner == "draw" else f"team {s.winner} wins"
            return f"Game over: {s.scores[0]} - {s.scores[1]}, {who}."
        doing = "bid" if s.phase is Phase.BIDDING else "play a card"
        trump = s.trump.value if s.trump else "none"
        return f"Deal {s.deal}/25, {s.hand_size} cards, trump {trump}. Your turn to {doing}." + (
            f" {self.message}" if self.message else ""
        )


def _card_colour(card: Card) -> str:
    if card.is_blooper:
        return "#6a1b9a"
    return "#c62828" if card.suit is not None and card.suit.value in RED_SUITS else "#212121"


class BackAlleyTable(ipw.VBox):
    """The table widget: click a card to play it, buttons to bid; the bots play the rest."""

    def __init__(self, seed: int = 1, human: int = 0, **kwargs: object) -> None:
        self.controller = TableController(seed=seed, human=human, **kwargs)  # type: ignore[arg-type]
        self.canvas = Canvas(width=WIDTH, height=HEIGHT)
        self.bids = ipw.HBox()
        self.status = ipw.Label()
        self.reveal = ipw.Checkbox(description="show all hands", value=False)
        self.sheet = ipw.HTML()
        self.reveal.observe(self._on_reveal, names="value")
        self.canvas.on_mouse_down(self._on_click)
        # The Python side keeps no picture: redraw whenever a view (re)connects.
        self.canvas.on_client_ready(self.redraw)
        super().__init__([self.status, self.canvas, self.bids, self.reveal, self.sheet])
        self.redraw()

    def _on_reveal(self, change: dict) -> None:
        self.controller.reveal = bool(change["new"])
        self.redraw()

    def _on_click(self, x: float, y: float) -> None:
        self.controller.click(x, y)
        self.redraw()

    def _bid(self, text: str) -> None:
        self.controller.act(text)
        self.redraw()

    def _draw_card(self, card: Card | None, x: float, y: float) -> None:
        c = self.canvas
        c.fill_style = "#ffffff" if card else "#1565c0"
        c.fill_rect(x, y, CARD_W, CARD_H)
        c.stroke_style = "#333333"
        c.stroke_rect(x, y, CARD_W, CARD_H)
        if card is not None:
            c.fill_style = _card_colour(card)
            c.font = "16px sans-serif"
            c.fill_text(str(card), x + 6, y + 22)

    def redraw(self) -> None:
        """Draw the whole table as one frame and refresh the buttons and labels."""
        ctl = self.controller
        state = ctl.state
        with hold_canvas():
            c = self.canvas
            c.clear()
            c.fill_style = "#2e7d32"
            c.fill_rect(0, 0, WIDTH, HEIGHT)
            c.fill_style = "#ffffff"
            c.font = "14px sans-serif"
            c.fill_text(f"turned: {state.turned}", 16, 24)
            c.fill_text(f"scores: {state.scores[0]} - {state.scores[1]}", 16, 44)
            for box in ctl.hand_boxes():
                self._draw_card(box.card, box.x, box.y)
            # Other seats clockwise from the human: left, top, right.
            spots = {1: (20, 200), 2: (WIDTH / 2 - 150, 60), 3: (WIDTH - 320, 200)}
            for offset, (x, y) in spots.items():
                seat = (ctl.human + offset) % 4
                shown = ctl.shown_hand(seat)
                count = len(state.hands[seat])
                bid = state.bid_of(seat)
                c.fill_style = "#ffffff"
                c.fill_text(f"seat {seat}: bid {bid or '-'}, taken {state.taken[seat]}", x, y - 8)
                for i in range(count):
                    self._draw_card(shown[i] if shown else None, x + i * 22, y)
            if state.leader is not None:
                for i, card in enumerate(state.trick):
                    seat = (state.leader + i) % 4
                    dx = [0, -70, 0, 70][(seat - ctl.human) % 4]
                    dy = [60, 0, -60, 0][(seat - ctl.human) % 4]
                    self._draw_card(card, WIDTH / 2 - CARD_W / 2 + dx, 230 + dy)
            mine = f"you (seat {ctl.human}): bid {state.bid_of(ctl.human) or '-'}"
            c.fill_style = "#ffffff"
            c.fill_text(f"{mine}, taken {state.taken[ctl.human]}", WIDTH / 2 - 90, HAND_Y - 10)
        buttons = []
        for text in ctl.bid_options():
            button = ipw.Button(
                description=text.removeprefix("bid "), layout=ipw.Layout(width="64px")
            )
            button.on_click(lambda _b, t=text: self._bid(t))
            buttons.append(button)
        self.bids.children = buttons
        self.status.value = ctl.status()
        rows = "".join(
            f"<tr><td>{d}</td><td>{a:+d}</td><td>{b:+d}</td><td>{x}</td><td>{y}</td></tr>"
            for d, a, b, x, y in ctl.sheet
        )
        self.sheet.value = (
            "<table><tr><th>deal</th><th>team 0</th><th>team 1</th><th>total 0</th>"
            f"<th>total 1</th></tr>{rows}</table>"
        )
