"""The position editor's state: the last valid position, a peg in hand, undo, JSON in and out.

Plain Python, no ipywidgets. Every edit builds a new ``Position`` and the engine validates it
(``InvalidPositionError`` and ``NotationError`` carry the reason); a refused edit changes nothing
but the message, so the user's work is never lost: the model always holds the last valid
position, and every accepted edit can be undone. Which positions are possible is the engine's
business; this module only turns clicks into candidate positions.

Clicks (places as hit-testing gives them: (seat or None for a track hole, place)):

- with no peg picked up, a click on a peg picks it up; a click on an empty track hole puts a
  peg of the chosen seat there, taken from its start area; a click on an empty home place puts a
  peg of that home's seat there; a click on a start area chooses that seat;
- with a peg picked up, a click on a place moves it there (the engine refuses an occupied hole,
  another seat's home, ...); a click on its own start area sends it back; a click on the peg
  itself puts it down where it was.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pegs import (
    HOME,
    START,
    InvalidPositionError,
    NotationError,
    PegsError,
    Position,
    Rules,
    place_name,
)
from pegs.board import PEGS_PER_SEAT, Place, PlaceRef
from pegs.cards import parse_cards
from pegs.render.colours import seat_name

from ..app import GameFileError, app_say, playable
from ..board import PegRef, on_board

Listener = Callable[[], None]


def empty_position(players: int = 4, rules: Rules | None = None) -> Position:
    """A position with every peg in start, seat 0 to move, no hands."""
    rules = rules or Rules(players=players)
    return Position(rules=rules, pegs=((START,) * PEGS_PER_SEAT,) * rules.players)


class EditorModel:
    """Edits a position by clicks and JSON; always holds the last valid one (``position``)."""

    def __init__(self, position: Position | None = None, *, players: int = 4) -> None:
        self.listeners: list[Listener] = []
        self._undo: list[Position] = []
        self._redo: list[Position] = []
        self.position: Position = position if position is not None else empty_position(players)
        self.seat = 0
        self.held: PegRef | None = None
        self.message = ""
        self.ok = True  # False while the message is a refusal

    # ----- what to show
    @property
    def can_undo(self) -> bool:
        """True when an accepted edit can be undone."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """True when an undone edit can be made again."""
        return bool(self._redo)

    def status(self) -> str:
        """One sentence on the position: whose turn, the chosen seat, a peg in hand, a winner."""
        position = self.position
        parts = [f"{seat_name(position.turn)} (seat {position.turn}) to move."]
        if position.winner is not None:
            parts.append(f"Team {position.winner} has every peg home: the game is over (RULES 8).")
        if self.held is not None:
            seat, place = self.held
            parts.append(
                f"Holding {seat_name(seat)}'s peg from {place_name(place)}: click where it goes "
                f"(its own start area sends it back)."
            )
        else:
            in_start = self.position.pegs[self.seat].count(START)
            parts.append(
                f"Placing {seat_name(self.seat)} pegs ({in_start} left in start): click an empty "
                "hole, or click a peg to pick it up."
            )
        return " ".join(parts)

    # ----- edits
    def choose_seat(self, seat: int) -> None:
        """Choose whose pegs a click on an empty hole places."""
        if type(seat) is not int or not 0 <= seat < self.position.players:
            self._refuse(f"there is no seat {seat} in a {self.position.players}-player game")
            return
        self.seat = seat
        self._say("")

    def click(self, hit: PlaceRef | None) -> None:
        """React to a click on a place of the board (or on nothing: None puts a held peg down)."""
        if hit is None:
            self.held = None
            self._say("")
            return
        if not on_board(hit, self.position.players):
            self._refuse("that is not a place on this board")
            return
        seat, place = hit
        position = self.position
        if self.held is not None:
            self._click_holding(seat, place)
            return
        if place == START:
            if seat is not None:  # always: on_board gives every start area its seat
                self.choose_seat(seat)
            return
        owner = position.holder(place) if place < HOME else position.holder(place, seat)
        if owner is not None:
            self.held = (owner, place)
            self._say("")
            return
        # A home place names its seat (on_board); a track place is filled for the chosen seat.
        mover = seat if place > HOME and seat is not None else self.seat
        if START not in position.pegs[mover]:
            self._refuse(
                f"{seat_name(mover)} has no peg left in start: pick up one of its pegs (click it) "
                "and put it where you want it"
            )
            return
        self._set_peg(mover, START, place)

    def _click_holding(self, seat: int | None, place: Place) -> None:
        assert self.held is not None
        held_seat, frm = self.held
        if place == frm and (seat is None or seat == held_seat):
            self.held = None  # put it down where it was
            self._say("")
            return
        if place == START and seat != held_seat:
            self._refuse(
                f"{seat_name(held_seat)}'s peg can only go back to {seat_name(held_seat)}'s own "
                "start area (RULES 1)"
            )
            return
        if place > HOME and seat is not None and seat != held_seat:
            self._refuse(
                f"{seat_name(held_seat)}'s peg can only go into {seat_name(held_seat)}'s own "
                f"home, not {seat_name(seat)}'s (RULES 2)"
            )
            return
        if self._set_peg(held_seat, frm, place):
            self.held = None
            self._say("")

    def send_to_start(self, seat: int, place: Place) -> bool:
        """Send ``seat``'s peg on ``place`` back to its start area."""
        if type(seat) is not int or not 0 <= seat < self.position.players:
            self._refuse(f"there is no seat {seat} in a {self.position.players}-player game")
            return False
        return self._set_peg(seat, place, START)

    def clear(self) -> None:
        """Every peg back to start (the hands and piles stay); undo brings them back."""
        position = self.position
        all_in_start = ((START,) * PEGS_PER_SEAT,) * position.players
        self._accept(dataclasses.replace(position, pegs=all_in_start))

    def set_players(self, players: int) -> None:
        """Start an empty board of ``players`` seats (undo brings the old position back)."""
        if players == self.position.players:
            return
        try:
            rules = dataclasses.replace(self.position.rules, players=players)
            new = empty_position(players, rules)
        except PegsError as err:
            self._refuse(str(err))
            return
        self.seat = 0
        self._accept(new)

    def set_turn(self, seat: int) -> bool:
        """Make ``seat`` the seat to move."""
        return self._try(lambda p: dataclasses.replace(p, turn=seat))

    def set_hand(self, seat: int, text: str) -> bool:
        """Give ``seat`` the hand written in ``text`` ("5H 7S JK"); an empty text means no hand."""
        position = self.position
        if type(seat) is not int or not 0 <= seat < position.players:
            self._refuse(f"there is no seat {seat} in a {position.players}-player game")
            return False
        try:
            cards = parse_cards(text.split(), f"seat {seat}'s hand") if text.strip() else None
        except PegsError as err:
            self._refuse(str(err))
            return False
        hands = list(position.hands)
        hands[seat] = cards
        return self._try(lambda p: dataclasses.replace(p, hands=tuple(hands)))

    def load_json(self, text: str) -> bool:
        """Replace the position by the RULES 10 JSON in ``text``; refused JSON changes nothing."""
        try:
            # The engine's reader bounds size and depth and checks UTF-8 and types, so only
            # its own errors are expected here.
            new = Position.from_json(text)
        except PegsError as err:
            self._refuse(f"That JSON was not loaded: {_reason(err)}")
            return False
        self.seat = min(self.seat, new.players - 1)
        self._accept(new)
        self.message = "Position loaded."
        self._notify()
        return True

    def to_json(self) -> str:
        """The current position as RULES 10 JSON, indented for reading."""
        return self.position.to_json(indent=2)

    def game_start(self) -> Position | None:
        """The position to start a game from (house rules and all), or None and words why.

        A won position, or one where a seat holds no cards, starts no game: the message says so
        and the position stays as it is.
        """
        try:
            return playable(self.position)
        except GameFileError as err:
            self._refuse(app_say("editor-cannot-start", reason=str(err)))
            return None

    def say(self, message: str) -> None:
        """Show ``message`` (not a refusal) under the editor."""
        self._say(message)

    def undo(self) -> None:
        """Go back to the position before the last accepted edit."""
        if not self._undo:
            self._refuse("nothing to undo")
            return
        self._redo.append(self.position)
        self.position = self._undo.pop()
        self.held = None
        self.seat = min(self.seat, self.position.players - 1)
        self._say("")

    def redo(self) -> None:
        """Make the last undone edit again."""
        if not self._redo:
            self._refuse("nothing to redo")
            return
        self._undo.append(self.position)
        self.position = self._redo.pop()
        self.held = None
        self.seat = min(self.seat, self.position.players - 1)
        self._say("")

    # ----- plumbing
    def _set_peg(self, seat: int, frm: Place, to: Place) -> bool:
        """Move one of ``seat``'s pegs from ``frm`` to ``to`` if the engine accepts the result."""
        places = list(self.position.pegs[seat])
        if frm not in places:
            self._refuse(f"{seat_name(seat)} has no peg on {place_name(frm)}")
            return False
        places[places.index(frm)] = to
        pegs = list(self.position.pegs)
        pegs[seat] = tuple(places)
        return self._try(lambda p: dataclasses.replace(p, pegs=tuple(pegs)))

    def _try(self, build: Callable[[Position], Position]) -> bool:
        try:
            new = build(self.position)
        except (PegsError, ValueError, TypeError) as err:
            self._refuse(f"That position is impossible: {_reason(err)}")
            return False
        self._accept(new)
        return True

    def _accept(self, new: Position) -> None:
        if new != self.position:
            self._undo.append(self.position)
            self._redo.clear()
        self.position = new
        self.held = None
        self._say("")

    def _refuse(self, reason: str) -> None:
        self.ok = False
        self.message = reason[0].upper() + reason[1:] + ("" if reason.endswith(".") else ".")
        self._notify()

    def _say(self, message: str) -> None:
        self.ok = True
        self.message = message
        self._notify()

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener()


def _reason(err: Exception) -> str:
    """An error's message, without the exception class name."""
    if isinstance(err, (InvalidPositionError, NotationError, PegsError)):
        return str(err)
    return f"{type(err).__name__}: {err}"
