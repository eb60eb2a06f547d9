"""The position editor's state: the last valid position, a peg in hand, undo, JSON in and out.

Plain Python, no ipywidgets. Every edit builds a new ``Position`` and the engine validates it
(``InvalidPositionError`` and ``NotationError`` carry the reason); a refused edit changes nothing
but the message, so the user's work is never lost: the model always holds the last valid
position, and every accepted edit can be undone. Which positions are possible is the engine's
business; this module only turns clicks into candidate positions.

Its words are ``widgets/tools/words``' messages in the model's ``language``; a message is kept as
what to say, not as text, so switching the language says it again without touching the position.

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
)
from pegs.board import PEGS_PER_SEAT, Place, PlaceRef, board_for
from pegs.cards import parse_cards
from pegs.words.messages import speaking

from ..app import GameFileError, app_say, playable
from ..board import PegRef, on_board
from .words import chosen_language, say, seat_names, where, whose

Listener = Callable[[], None]
#: What the message panel says, made when shown (so in the language spoken then).
Saying = Callable[[], str]


def empty_position(players: int = 4, rules: Rules | None = None) -> Position:
    """A position with every peg in start, seat 0 to move, no hands."""
    rules = rules or Rules(players=players)
    return Position(rules=rules, pegs=((START,) * PEGS_PER_SEAT,) * rules.players)


class EditorModel:
    """Edits a position by clicks and JSON; always holds the last valid one (``position``)."""

    def __init__(
        self, position: Position | None = None, *, players: int = 4, lang: str | None = None
    ) -> None:
        self.listeners: list[Listener] = []
        #: The language its words are said in (default: the one ``speaking`` chose).
        self.language = chosen_language(lang)
        self._undo: list[Position] = []
        self._redo: list[Position] = []
        self.position: Position = position if position is not None else empty_position(players)
        self.seat = 0
        self.held: PegRef | None = None
        self._saying: Saying = str
        self.ok = True  # False while the message is a refusal

    def set_language(self, lang: str) -> None:
        """Say everything in ``lang`` from now on (the position, undo and message kept)."""
        self.language = chosen_language(lang)
        self._notify()

    @property
    def message(self) -> str:
        """The message panel's sentence (a refusal while ``ok`` is False), in the language."""
        with speaking(self.language):
            text = self._saying()
        if self.ok or not text:
            return text
        # An engine's reason may start small and end bare; a bracketed pseudo sentence is whole.
        text = text[0].upper() + text[1:]
        return text if text.endswith((".", "]")) else text + "."

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
        with speaking(self.language):
            parts = [say("editor-status-turn", whose=whose(position.turn))]
            if position.winner is not None:
                team = board_for(position.players).team_seats(position.winner)
                parts.append(say("editor-status-won", winners=seat_names(team)))
            if self.held is not None:
                seat, place = self.held
                spot = where(place, position.players)
                parts.append(say("editor-status-holding", whose=whose(seat), where=spot))
            else:
                left = position.pegs[self.seat].count(START)
                parts.append(say("editor-status-placing", whose=whose(self.seat), left=left))
            return " ".join(parts)

    # ----- edits
    def choose_seat(self, seat: int) -> None:
        """Choose whose pegs a click on an empty hole places."""
        if type(seat) is not int or not 0 <= seat < self.position.players:
            self._no_seat(seat)
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
            self._refuse(lambda: say("tools-not-a-place"))
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
            self._refuse(lambda: say("editor-none-in-start", whose=whose(mover)))
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
            self._refuse(lambda: say("editor-back-to-own-start", whose=whose(held_seat)))
            return
        if place > HOME and seat is not None and seat != held_seat:
            other = seat
            self._refuse(
                lambda: say("editor-own-home-only", whose=whose(held_seat), other=whose(other))
            )
            return
        if self._set_peg(held_seat, frm, place):
            self.held = None
            self._say("")

    def send_to_start(self, seat: int, place: Place) -> bool:
        """Send ``seat``'s peg on ``place`` back to its start area."""
        if type(seat) is not int or not 0 <= seat < self.position.players:
            self._no_seat(seat)
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
            self._refuse(_said(err))
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
            self._no_seat(seat)
            return False
        try:
            cards = parse_cards(text.split(), f"seat {seat}'s hand") if text.strip() else None
        except PegsError as err:
            self._refuse(_said(err))
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
            failed = err  # ``err`` is gone after the except block; the message says it later
            self._refuse(lambda: say("editor-json-refused", reason=_reason(failed)))
            return False
        self.seat = min(self.seat, new.players - 1)
        self._accept(new)
        self._say(lambda: say("editor-loaded"))
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
            failed = err  # ``err`` is gone after the except block; the message says it later
            self._refuse(lambda: app_say("editor-cannot-start", reason=str(failed)))
            return None

    def say(self, message: str | Saying) -> None:
        """Show ``message`` (not a refusal) under the editor: a text, or what makes it."""
        self._say(message)

    def undo(self) -> None:
        """Go back to the position before the last accepted edit."""
        if not self._undo:
            self._refuse(lambda: say("editor-nothing-to-undo"))
            return
        self._redo.append(self.position)
        self.position = self._undo.pop()
        self.held = None
        self.seat = min(self.seat, self.position.players - 1)
        self._say("")

    def redo(self) -> None:
        """Make the last undone edit again."""
        if not self._redo:
            self._refuse(lambda: say("editor-nothing-to-redo"))
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
        players = self.position.players
        if frm not in places:
            self._refuse(
                lambda: say("editor-no-peg-there", whose=whose(seat), where=where(frm, players))
            )
            return False
        taken = None if to == START else self.position.holder(to, seat)
        if taken is not None and (taken, to) != (seat, frm):
            # Said here, in the editor's language, before the engine names holes by notation.
            there: int = taken
            self._refuse(
                lambda: say("editor-hole-taken", whose=whose(there), where=where(to, players))
            )
            return False
        places[places.index(frm)] = to
        pegs = list(self.position.pegs)
        pegs[seat] = tuple(places)
        return self._try(lambda p: dataclasses.replace(p, pegs=tuple(pegs)))

    def _try(self, build: Callable[[Position], Position]) -> bool:
        try:
            new = build(self.position)
        except (PegsError, ValueError, TypeError) as err:
            failed = err  # ``err`` is gone after the except block; the message says it later
            self._refuse(lambda: say("editor-impossible", reason=_reason(failed)))
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

    def _no_seat(self, seat: object) -> None:
        players = self.position.players
        self._refuse(lambda: say("editor-no-seat", asked=str(seat), players=players))

    def _refuse(self, reason: str | Saying) -> None:
        self.ok = False
        self._saying = _saying(reason)
        self._notify()

    def _say(self, message: str | Saying) -> None:
        self.ok = True
        self._saying = _saying(message)
        self._notify()

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener()


def _saying(message: str | Saying) -> Saying:
    """What makes ``message``: a text as it is, or the function that says it."""
    if isinstance(message, str):
        return lambda: message
    return message


def _said(err: Exception) -> Saying:
    """What says an error's reason (the engine's words, made in the language spoken)."""
    return lambda: _reason(err)


def _reason(err: Exception) -> str:
    """An error's message, without the exception class name."""
    if isinstance(err, (InvalidPositionError, NotationError, PegsError)):
        return str(err)
    return f"{type(err).__name__}: {err}"
