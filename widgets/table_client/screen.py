"""TableClient: join a table of ``pegs serve`` from a notebook and play the seat on the kit's board.

The server's address, the room code and a name; the free seats as buttons; then, for Pegs and
Jokers, the kit's board (``widgets.board``) from the seat's side and its hand, or for Back Alley
the hand and the bids as buttons and the table in words; what to click next, whose turn it is
and the story. In a Jupyter kernel the table's live socket redraws the screen at every change; a
**Look again** button does the same by hand. What it does is ``model``'s; this is the screen.
"""

from __future__ import annotations

import asyncio
import html
import logging

import ipywidgets as ipw

from pegs import Card
from pegs.board import PlaceRef

from ..board import BoardView, CardStatus, HandView, running_loop
from ..style import css, panel
from . import words
from .connection import Connection, TableError
from .model import TableClientModel

#: Where ``pegs serve`` listens on this machine unless the teacher says otherwise.
DEFAULT_SERVER = "http://127.0.0.1:8642"
log = logging.getLogger(__name__)


class TableClient(ipw.VBox):
    """One seat at a table of the table server, played by clicks in a notebook."""

    def __init__(self, code: str = "", *, server: str = DEFAULT_SERVER, name: str = "") -> None:
        self.model: TableClientModel | None = None
        self.server = ipw.Text(value=server, description=words.LABELS["server"])
        self.code = ipw.Text(value=code, description=words.LABELS["code"])
        self.name = ipw.Text(value=name, description=words.LABELS["name"])
        self.look_button = ipw.Button(description=words.LABELS["look"])
        self.look_button.on_click(lambda _b: self.look())
        self.seats = ipw.HBox()
        self.join_box = ipw.VBox([self.server, self.code, self.name, self.look_button, self.seats])
        self.banner = ipw.HTML()
        self.you = ipw.HTML()
        self.board = BoardView(4, size=520, animation="off")
        self.board.on_click(self._board_clicked)
        self.hand = HandView()
        self.hand.show_keys(False)
        self.hand.on_choose(self._card_chosen)
        self.prompt = ipw.HTML()
        # Back Alley: the situation in words, the hand and the bids as buttons (no board).
        self.situation = ipw.HTML()
        self.cards = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self.bids = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self.discard_button = ipw.Button()
        self.discard_button.on_click(lambda _b: self._discard())
        self.again_button = ipw.Button(description=words.LABELS["again"], icon="refresh")
        self.again_button.on_click(lambda _b: self.refresh())
        self.story = ipw.HTML()
        parts = [self.banner, self.you, self.situation, self.hand, self.cards, self.prompt]
        parts += [self.bids, self.discard_button]
        side = ipw.VBox(
            [*parts, self.again_button, self.story],
            layout=ipw.Layout(max_width="420px", margin="0 0 0 12px"),
        )
        self.play_box = ipw.HBox([self.board, side])
        self.play_box.layout.display = "none"
        self.message = ipw.HTML()
        self.listening: asyncio.Task[None] | None = None
        super().__init__([css(), self.join_box, self.play_box, self.message])
        self.add_class("pegs-table-client")

    # ----- joining
    def look(self) -> None:
        """Show the table's free seats as buttons."""
        try:
            connection = Connection(self.server.value, self.code.value)
            lobby = connection.lobby()
        except TableError as err:
            return self._say(str(err))
        buttons = []
        for index, seat in enumerate(lobby["seats"]):
            if seat["kind"] == "person" and not seat["taken"]:
                button = ipw.Button(description=words.seat_free(seat["label"]))
                button.layout.width = "auto"
                button.on_click(lambda _b, s=index: self.take(connection, s))
                buttons.append(button)
        self.seats.children = buttons
        self._say("")

    def take(self, connection: Connection, seat: int) -> None:
        """Take a seat and show the table."""
        model = TableClientModel(connection)
        try:
            model.join(seat, self.name.value)
        except TableError as err:
            return self._say(str(err))
        self.model = model
        self.join_box.layout.display = "none"
        self.play_box.layout.display = ""
        pegs = model.game == "pegs"
        for part in (self.board, self.hand):
            part.layout.display = "" if pegs else "none"
        if pegs:
            self.board.set_bottom_seat(model.seat, model.position.players)
        self.show()
        self._listen()

    # ----- the table
    def refresh(self) -> None:
        """Look at the table again and redraw."""
        if self.model is None:
            return
        try:
            self.model.refresh()
        except TableError as err:
            return self._say(str(err))
        self.show()

    def show(self) -> None:
        """Draw the model: board, hand, words."""
        model = self.model
        if model is None or model.view is None:
            return
        if model.game == "pegs":
            self.board.show(model.position)
            cards = [CardStatus(Card.parse(c), model.my_turn(), "") for c in model.hand()]
            hand = model.hand()
            chosen = hand.index(model.choice.card) if model.choice.card in hand else None
            self.hand.update(cards, chosen=chosen, enabled=model.my_turn())
        else:
            self._show_back_alley(model)
        self.banner.value = f"<b style='font-size:18px'>{html.escape(model.banner())}</b>"
        self.you.value = html.escape(model.you())
        self.prompt.value = html.escape(model.prompt())
        discard = model.discard_move()
        self.discard_button.layout.display = "" if discard else "none"
        if discard:
            self.discard_button.description = words.discard(discard.split()[1])
        lines = "".join(f"<li>{html.escape(line)}</li>" for line in model.story()[-8:])
        self.story.value = f"<ol>{lines}</ol>"
        self._say(model.message)

    def _show_back_alley(self, model: TableClientModel) -> None:
        """The hand and the bids as buttons, and the table in words."""
        self.situation.value = html.escape(model.situation())
        cards = []
        for card in model.hand():
            button = ipw.Button(description=words.card_face(card), disabled=not model.my_turn())
            button.layout.width = "auto"
            button.add_class("pegs-table-card")
            button.on_click(lambda _b, c=card: self._play_card(c))
            cards.append(button)
        self.cards.children = cards
        bids = []
        for label, move in model.bids():
            button = ipw.Button(description=label)
            button.layout.width = "auto"
            button.on_click(lambda _b, m=move: self._send_move(m))
            bids.append(button)
        self.bids.children = bids

    def _play_card(self, card: str) -> None:
        if self.model is not None:
            try:
                self.model.pick_card(card)
            except TableError as err:
                self.model.message = str(err)
            self.show()

    def _send_move(self, move: str) -> None:
        if self.model is not None:
            try:
                self.model.send(move)
            except TableError as err:
                self.model.message = str(err)
            self.show()

    def _card_chosen(self, index: int) -> None:
        if self.model is None or index >= len(self.model.hand()):
            return
        self.model.pick_card(self.model.hand()[index])
        self.show()

    def _board_clicked(self, ref: PlaceRef | None) -> None:
        if self.model is None or ref is None:
            return
        try:
            self.model.pick_place(ref)
        except TableError as err:
            self.model.message = str(err)
        self.show()

    def _discard(self) -> None:
        if self.model is None:
            return
        move = self.model.discard_move()
        if move is not None:
            try:
                self.model.send(move)
            except TableError as err:
                self.model.message = str(err)
        self.show()

    def _listen(self) -> None:
        """Redraw at every change told by the live socket (in a kernel's running loop)."""
        loop = running_loop()
        model = self.model
        if loop is None or model is None:
            return

        def told(revision: int) -> None:
            if revision != model.revision:
                self.refresh()

        async def listen() -> None:
            try:
                await model.connection.listen(told)
            except Exception:  # a lost socket must not break the notebook: say so, go on
                log.debug("the live socket of table %s failed", model.connection.code)
            self._say(words.live_lost())

        self.listening = loop.create_task(listen())

    def _say(self, text: str) -> None:
        self.message.value = panel(text, "wrong", size=15) if text else ""


__all__ = ["DEFAULT_SERVER", "TableClient"]
