"""The notebook client's plain-Python side: one seat at a table, by clicks.

Owns what the seat sees (the server's view of the table; for Pegs and Jokers a ``pegs.Position``
the kit's board can draw) and turns clicks into a move as the student's page does. Pegs: a card,
then a peg, then the hole it goes to (a split seven or nine: the next peg and hole), or the
discard button. Back Alley: a bid's button, or a card to play. The move is sent as text; the
server judges it, and a refusal comes back in its words. No widgets here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pegs
from pegs.board import PlaceRef, place_name

from . import words
from .connection import Connection

#: Keys of a seat's view that are not part of a position file.
_VIEW_ONLY = ("hand_counts", "draw_count")


@dataclass
class Choice:
    """The move being built: its card, the parts chosen, and the peg picked for the next part."""

    card: str | None = None
    parts: list[str] = field(default_factory=list)
    peg: tuple[int, str] | None = None


class TableClientModel:
    """One seat at a table: its view, the move being built, and the last refusal."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.view: dict[str, Any] | None = None
        self.choice = Choice()
        #: The last refusal or problem, in words ("" when none).
        self.message = ""

    # ----- the table
    def join(self, seat: int, name: str) -> None:
        """Take a free seat and look at the table (TableError in words when refused)."""
        self.connection.join(seat, name)
        self.refresh()

    @property
    def game(self) -> str:
        """The table's game: "pegs" or "backalley"."""
        assert self.view is not None, "look at the table first"
        return str(self.view["game"])

    def refresh(self) -> bool:
        """Look at the table again; True when it changed (the move being built is dropped)."""
        view = self.connection.look()
        changed = self.view is None or view["revision"] != self.view["revision"]
        if changed:
            self.choice = Choice()
        self.view = view
        return changed

    @property
    def revision(self) -> int:
        """The revision last seen (-1 before the first look)."""
        return -1 if self.view is None else int(self.view["revision"])

    @property
    def seat(self) -> int:
        """The seat this notebook plays."""
        assert self.view is not None, "look at the table first"
        return int(self.view["seat"])

    @property
    def position(self) -> pegs.Position:
        """The position as this seat sees it (its own hand only)."""
        assert self.view is not None, "look at the table first"
        state = {k: v for k, v in self.view["state"].items() if k not in _VIEW_ONLY}
        return pegs.Position.from_dict(state)

    def hand(self) -> list[str]:
        """The seat's cards, in notation."""
        assert self.view is not None, "look at the table first"
        return list(self.view["state"]["hands"].get(str(self.seat), []))

    def legal(self) -> list[str]:
        """The seat's legal moves now (empty when it is not the seat's turn)."""
        return [] if self.view is None else list(self.view["legal"])

    def my_turn(self) -> bool:
        """True when the seat is to move."""
        return bool(self.legal())

    # ----- words
    def banner(self) -> str:
        """Whose turn it is, in words."""
        if self.view is None:
            return ""
        if self.view["ended"]:
            return words.table_ended()
        if self.view["over"]:
            return words.game_over()
        turn = self.view["state"]["turn"]
        if turn == self.seat:
            return words.your_turn()
        seat = self.view["seats"][turn]
        return words.their_turn(seat["label"], seat["kind"] != "person")

    def you(self) -> str:
        """Which seat this notebook plays, in words."""
        return "" if self.view is None else words.you_are(self.view["seats"][self.seat]["label"])

    def prompt(self) -> str:
        """What to click next, in words ("" when it is not the seat's turn)."""
        if not self.my_turn():
            return ""
        if self.game == "backalley":
            return words.bid_prompt() if self.bids() else words.play_prompt()
        card = self.choice.card
        if card is None:
            return words.pick_card()
        if not any(move.startswith(card + " ") for move in self.legal()):
            return words.no_move()
        if self.choice.peg is not None:
            return words.pick_hole()
        return words.pick_peg(first=not self.choice.parts)

    def story(self) -> list[str]:
        """The table's story so far."""
        return [] if self.view is None else list(self.view["story"])

    def situation(self) -> str:
        """Back Alley's table in words (trump, the trick, the score); "" for Pegs and Jokers."""
        if self.view is None or self.game != "backalley":
            return ""
        state = self.view["state"]
        return words.situation(state.get("trump"), state.get("trick") or [], state["scores"])

    def bids(self) -> list[tuple[str, str]]:
        """Back Alley: each bid the seat may make now, as (button label, move)."""
        found = [m for m in self.legal() if m.startswith("bid ")]
        return [(words.bid(move[4:]), move) for move in found]

    def discard_move(self) -> str | None:
        """The discard of the chosen card, when it is legal."""
        card = self.choice.card
        move = None if card is None else f"discard {card}"
        return move if move in self.legal() else None

    # ----- clicks
    def pick_card(self, card: str) -> None:
        """A card of the hand clicked: Pegs, the move starts again with it; Back Alley, played."""
        self.message = ""
        if not self.my_turn() or card not in self.hand():
            return
        if self.game == "backalley":
            self.send(f"play {card}")  # legal, or the server says why not (follow suit)
            return
        self.choice = Choice(card)

    def pick_place(self, ref: PlaceRef) -> str | None:
        """A place of the board clicked: a peg, then its hole; the move sent, if one was."""
        if not self.my_turn() or self.choice.card is None or self.game != "pegs":
            return None
        seat, place = ref
        name = place_name(place)
        if self.choice.peg is None:
            owner = self._peg_at(seat, name)
            if owner is None:
                self.message = words.no_peg()
                return None
            self.message = ""
            self.choice.peg = (owner, name)
            return None
        owner, start = self.choice.peg
        self.choice.parts.append(f"{owner}:{start}-{name}")
        self.choice.peg = None
        text = " ".join([self.choice.card, *self.choice.parts])
        legal = self.legal()
        if text not in legal and any(move.startswith(text + " ") for move in legal):
            return None  # a split move: the next peg and hole
        self.send(text)  # legal, or the server says why not in words
        return text

    def send(self, move: str) -> bool:
        """Send a move at the revision seen; True when the table took it (then look again)."""
        status, answer = self.connection.move(move, self.revision)
        self.choice = Choice()
        said = answer.get("error") if isinstance(answer, dict) else None
        self.message = "" if status == 200 else str(said or f"The server answered {status}.")
        self.refresh()
        return status == 200

    def _peg_at(self, seat: int | None, name: str) -> int | None:
        """Whose peg is at this place (a start or home place belongs to ``seat``)."""
        assert self.view is not None
        pegs_by_seat: dict[str, list[str]] = self.view["state"]["pegs"]
        if seat is not None:
            return seat if name in pegs_by_seat.get(str(seat), []) else None
        for owner, places in pegs_by_seat.items():
            if name in places:
                return int(owner)
        return None


__all__ = ["Choice", "TableClientModel"]
