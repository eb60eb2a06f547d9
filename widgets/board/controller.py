"""The interaction state of a board: chosen card, chosen peg, split in progress, highlights.

Plain Python, no ipywidgets: clicks (already hit-tested to a place) and key names go in, engine
moves and a description of what to highlight come out. Every choice offered comes from the
engine's move lists (``Position.legal_moves``, or ``card_moves`` when the position has no hand),
and every refusal is the engine's ``why_not``; the controller holds no rules of the game.

A move is built part by part: choose a card, then a peg (the pegs that card can move are
highlighted), then a destination (the places that peg can reach are highlighted). A 7 or 9 whose
first chosen part is only the start of a split asks for the second peg and destination next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pegs import HOME, START, Card, Event, IllegalMoveError, Move, Part, PegsError, Position
from pegs.board import Place, board_for
from pegs.board import PlaceRef as PlaceRef  # re-exported: board_view imports it from here
from pegs.inputs import is_number
from pegs.render.colours import seat_name
from pegs.render.describe import card_words, hole_words, team_colours

from .history import History
from .hittest import on_board

PegRef = tuple[int, Place]  # (seat, place) of one peg

#: Key names as browsers report them (KeyboardEvent.key).
KEYS_HELP = (
    "Keys: 1-5 choose a card, ←/→ choose a peg, ↑/↓ choose a destination, Enter plays, "
    "Esc cancels, u undoes, r redoes."
)


@dataclass(frozen=True)
class Highlights:
    """What the board should mark: pegs that can move, the chosen peg, where it can go."""

    movable: tuple[PegRef, ...] = ()
    targets: tuple[PegRef, ...] = ()
    selected: PegRef | None = None
    focused: PlaceRef | None = None  # a peg, or the hole clicked
    pending: tuple[tuple[PegRef, PegRef], ...] = ()


@dataclass(frozen=True)
class CardStatus:
    """One card of the hand: whether it can be played now and, if not, the engine's reason."""

    card: Card
    playable: bool
    reason: str


Listener = Callable[[str, tuple[Event, ...]], None]


def peg_words(seat: int, place: Place, players: int) -> str:
    """Where a peg is, in words for learners: "Blue's peg in start", "... on Orange's in-spot"."""
    if place == START:
        return f"{seat_name(seat)}'s peg in start"
    if place > HOME:
        return f"{seat_name(seat)}'s peg in home place {place - HOME}"
    return f"{seat_name(seat)}'s peg {hole_words(place, players)}"


def place_words(seat: int, place: Place, players: int) -> str:
    """A place in words for learners: "its start", "home place 2", "on Blue's in-spot"."""
    if place == START:
        return f"{seat_name(seat)}'s start"
    if place > HOME:
        return f"{seat_name(seat)}'s home place {place - HOME}"
    return hole_words(place, players)


class Controller:
    """Turns clicks and keys into engine moves over a ``History``; notifies listeners of changes.

    ``accepts_input(position)`` says whether a person may act in a position (the app answers
    False on a computer's turn). Listeners get ``(kind, events)`` with kind one of "select",
    "move", "undo", "redo", "message".
    """

    def __init__(
        self,
        history: History | Position,
        *,
        accepts_input: Callable[[Position], bool] | None = None,
    ) -> None:
        self.history: History = history if isinstance(history, History) else History(history)
        self.accepts_input = accepts_input or (lambda _position: True)
        self.listeners: list[Listener] = []
        self.message = ""
        self._legal_for: tuple[Position, list[Move]] | None = None
        self._reset_choice()

    # ----- state
    @property
    def position(self) -> Position:
        """The position being shown."""
        return self.history.position

    @property
    def card(self) -> Card | None:
        """The chosen card, or None."""
        hand = self._hand()
        if self.card_index is None or hand is None or self.card_index >= len(hand):
            return self._free_card
        return hand[self.card_index]

    def _reset_choice(self) -> None:
        self.card_index: int | None = None
        self._free_card: Card | None = None  # a card chosen for a position with no hand
        self.parts: tuple[Part, ...] = ()
        self.peg: PegRef | None = None
        self.focus: int | None = None

    def _hand(self) -> tuple[Card, ...] | None:
        return self.position.hand()

    def moves_for(self, card: Card) -> list[Move]:
        """The moves ``card`` may make now: legal moves with it, or all its moves without a hand."""
        position = self.position
        # Sorted (card, then parts): what a learner sees does not hang on the generator's order.
        if position.hand() is None:
            moves = position.card_moves(card)
            # The engine still refuses a card whose every copy is in the piles (RULES 3): ask it
            # once, so such a card is never highlighted and then refused.
            if moves and position.why_not(moves[0]) is not None:
                return []
            return sorted(moves)
        if self._legal_for is None or self._legal_for[0] is not position:
            self._legal_for = (position, sorted(position.legal_moves()))
        return [m for m in self._legal_for[1] if m.card == card]

    def candidates(self) -> list[Move]:
        """The moves still possible given the card and the parts chosen so far."""
        card = self.card
        if card is None:
            return []
        n = len(self.parts)
        return [m for m in self.moves_for(card) if m.parts[:n] == self.parts]

    def movable(self) -> tuple[PegRef, ...]:
        """The pegs that may make the next part."""
        n = len(self.parts)
        refs = {(m.parts[n].seat, m.parts[n].frm) for m in self.candidates() if len(m.parts) > n}
        return tuple(sorted(refs, key=_ref_order))

    def targets(self) -> tuple[PegRef, ...]:
        """Where the chosen peg may go in the next part."""
        if self.peg is None:
            return ()
        n = len(self.parts)
        refs = {
            (m.parts[n].seat, m.parts[n].to)
            for m in self.candidates()
            if len(m.parts) > n and (m.parts[n].seat, m.parts[n].frm) == self.peg
        }
        return tuple(sorted(refs, key=_ref_order))

    def highlights(self) -> Highlights:
        """What the board should mark now."""
        targets = self.targets()
        focused = (
            targets[self.focus] if self.focus is not None and self.focus < len(targets) else None
        )
        return Highlights(
            movable=self.movable(),
            targets=targets,
            selected=self.peg,
            focused=focused,
            pending=tuple(((p.seat, p.frm), (p.seat, p.to)) for p in self.parts),
        )

    def hand_status(self) -> list[CardStatus]:
        """Each card of the hand of the seat to move, with whether it can be played and why not."""
        hand = self._hand() or ()
        out = []
        for card in hand:
            moves = self.moves_for(card)
            out.append(CardStatus(card, bool(moves), "" if moves else self.card_reason(card)))
        return out

    def prompt(self) -> str:
        """One sentence saying whose turn it is and what to do next."""
        position = self.position
        if position.is_over:
            winner = position.winner or 0
            return f"Game over: {team_colours(winner, position.players)} have won."
        who = seat_name(position.turn)
        if not self.accepts_input(position):
            return f"{who} to move: the computer is thinking."
        card = self.card
        if card is None:
            return f"{who} to move: choose a card."
        name = _cap(card_words(card))
        if not self.candidates():
            return f"The {card_words(card)} cannot be played now: choose another card."
        if self.peg is None:
            if self.parts:
                return f"{name}, split: choose the second peg."
            if not self.movable() and any(m.is_discard for m in self.candidates()):
                return f"{name}: no peg can move; press Enter or choose it again to discard."
            return f"{name}: choose a peg to move (the pegs in dashed rings can)."
        peg = peg_words(*self.peg, position.players)
        return f"{name}: choose where {peg} goes (the filled targets)."

    # ----- input
    def choose_card(self, index: int | Card) -> None:
        """Choose a card by its index in the hand (or any card when the position has no hand)."""
        if not self._may_act():
            return
        hand = self._hand()
        if isinstance(index, Card):
            if hand is None:
                same = self._free_card == index
                self._reset_choice()
                self._free_card = index
                self._after_card_chosen(same)
                return
            if index not in hand:
                self._say(f"The hand holds no {card_words(index)}.")
                return
            index = hand.index(index)
        if hand is None:
            self._say("This position has no hand for the seat to move: choose a card by name.")
            return
        if not 0 <= index < len(hand):
            self._say(f"There is no card {index + 1}: the hand holds {len(hand)} cards.")
            return
        same = self.card_index == index
        self._reset_choice()
        self.card_index = index
        self._after_card_chosen(same)

    def _after_card_chosen(self, again: bool) -> None:
        card = self.card
        assert card is not None  # just chosen
        moves = self.moves_for(card)
        if not moves:
            self.message = self.card_reason(card)
        elif again and any(m.is_discard for m in moves):
            self.play(Move(card, ()))
            return
        elif not self.movable():
            self.message = (
                f"No peg can move: press Enter or choose the {card_words(card)} again to "
                "discard it."
            )
        else:
            self.message = ""
        self._notify("select")

    def click(self, hit: PlaceRef | None) -> None:
        """React to a click on a place (as ``hittest.hit_test`` gives it) or on nothing (None)."""
        if not self._may_act():
            return
        if hit is None:
            self._say("")
            return
        if not on_board(hit, self.position.players):
            self._say("That is not a place on this board.")
            return
        card = self.card
        if card is None:
            self._say("Choose a card first.")
            return
        target = self._match(hit, self.targets())
        if self.peg is not None and target is not None:
            self._choose_target(target)
            return
        peg = self._match(hit, self.movable())
        if peg is None and self.peg is not None and self._peg_on(hit) is not None:
            # A click on another peg (one in a start area, say) is about that peg, never a
            # destination for the chosen one.
            self._say(self._why_not_peg(card, hit))
            return
        if peg is not None:
            if peg == self.peg:
                self.peg, self.focus = None, None  # a second click puts the peg down
            else:
                self.peg, self.focus = peg, None
            self.message = ""
            self._notify("select")
            return
        if self.peg is None:
            self._say(self._why_not_peg(card, hit))
        else:
            self._say(self._why_not_target(card, hit))

    def key(self, key: str) -> None:
        """React to a key (browser ``KeyboardEvent.key`` names: "1", "ArrowLeft", "Enter", ...)."""
        if key in ("u", "U"):
            self.undo()
            return
        if key in ("r", "R"):
            self.redo()
            return
        if key == "Escape":
            self.cancel()
            return
        if not self._may_act():
            return
        if is_number(key) and key != "0":  # ASCII digits only: an AZERTY "²" is not a card
            self.choose_card(int(key) - 1)
        elif key in ("ArrowLeft", "ArrowRight"):
            self._cycle_peg(1 if key == "ArrowRight" else -1)
        elif key in ("ArrowUp", "ArrowDown"):
            self._cycle_target(1 if key == "ArrowDown" else -1)
        elif key in ("Enter", " "):
            self._enter()

    def cancel(self) -> None:
        """Drop the chosen peg and split parts; a second cancel drops the card too."""
        if self.parts or self.peg is not None:
            card_index, free = self.card_index, self._free_card
            self._reset_choice()
            self.card_index, self._free_card = card_index, free
        else:
            self._reset_choice()
        self.message = ""
        self._notify("select")

    def _enter(self) -> None:
        targets = self.targets()
        if self.peg is not None and targets:
            if self.focus is not None and self.focus < len(targets):
                self._choose_target(targets[self.focus])
            elif len(targets) == 1:
                self._choose_target(targets[0])
            else:
                self._say("Several destinations: choose one with ↑/↓ or a click.")
            return
        card = self.card
        discards = card is not None and any(m.is_discard for m in self.candidates())
        if card is not None and discards and self.peg is None and not self.movable():
            self.play(Move(card, ()))
            return
        if card is None:
            self._say("Choose a card first (keys 1-5).")
        else:
            self._say("Choose a peg first (←/→ or a click).")

    def _cycle_peg(self, step: int) -> None:
        pegs = self.movable()
        if not pegs:
            self._say(
                "No peg to choose: choose a card first."
                if self.card is None
                else "This card cannot move a peg here."
            )
            return
        index = pegs.index(self.peg) + step if self.peg in pegs else (0 if step > 0 else -1)
        self.peg, self.focus = pegs[index % len(pegs)], None
        self.message = ""
        self._notify("select")

    def _cycle_target(self, step: int) -> None:
        if self.peg is None:
            self._cycle_peg(1)
            if self.peg is None:
                return
        targets = self.targets()
        if not targets:
            return
        self.focus = 0 if self.focus is None else (self.focus + step) % len(targets)
        self.message = ""
        self._notify("select")

    def _choose_target(self, target: PegRef) -> None:
        assert self.peg is not None  # a target exists only for a chosen peg
        part = Part(self.peg[0], self.peg[1], target[1])
        parts = (*self.parts, part)
        card = self.card
        assert card is not None
        complete = [m for m in self.candidates() if m.parts == parts]
        if complete:
            self.play(complete[0])
            return
        # Only the first part of a split: ask for the second.
        self.parts, self.peg, self.focus = parts, None, None
        players = self.position.players
        self.message = (
            f"First part chosen: {peg_words(part.seat, part.frm, players)} goes "
            f"{_to_words(part.seat, part.to, players)}. Now choose the second peg."
        )
        self._notify("select")

    # ----- moves and history
    def play(self, move: Move) -> bool:
        """Play ``move`` from any source; if the engine refuses, show its reason, change nothing."""
        try:
            _after, events = self.history.play(move)
        except (IllegalMoveError, PegsError) as err:
            self._say(str(err))
            return False
        self._reset_choice()
        self.message = ""
        self._notify("move", events)
        return True

    def undo(self) -> None:
        """Go back to the position before the last move a person could make (one move at least)."""
        history = self.history
        if not history.can_undo:
            self._say("Nothing to undo: this is the start of the game.")
            return
        history.undo()
        while history.can_undo and not self.accepts_input(history.position):
            history.undo()
        self._reset_choice()
        self.message = ""
        self._notify("undo")

    def redo(self) -> None:
        """Replay the next move of this line (and the computer moves after it)."""
        history = self.history
        if not history.can_redo:
            self._say("Nothing to redo.")
            return
        events: tuple[Event, ...] = ()
        history.redo()
        events = history.last_events
        while history.can_redo and not self.accepts_input(history.position):
            history.redo()
            events = history.last_events
        self._reset_choice()
        self.message = ""
        self._notify("redo", events)

    def refresh(self) -> None:
        """Forget any half-made choice (after the position changed from outside) and notify."""
        self._reset_choice()
        self.message = ""
        self._notify("select")

    # ----- reasons
    def card_reason(self, card: Card) -> str:
        """Why ``card`` cannot be played now, in the engine's words."""
        position = self.position
        refusal = position.why_not_card(card)
        text = f"The {card_words(card)} cannot move any peg now"
        if refusal is not None:
            text += f": {refusal}"
        discard = position.why_not(Move(card, ()))
        if discard is not None and position.hand() is not None:
            text += f". It cannot be discarded either: {discard}"
        return text + "."

    def _why_not_peg(self, card: Card, hit: PlaceRef) -> str:
        position = self.position
        found = self._peg_on(hit)
        if found is None:
            where = place_words(hit[0] or 0, hit[1], position.players)
            return f"There is no peg {where}. Choose one of the pegs in dashed rings."
        seat, place = found
        if not self.moves_for(card):
            return self.card_reason(card)
        peg = peg_words(seat, place, position.players)
        # The engine says whose pegs this player may move (RULES 1 and 9): ask it about this
        # peg going nowhere, which is refused for its owner before anything else.
        refusal = position.why_not(Move(card, (Part(seat, place, place),)))
        if refusal is not None and refusal.clause in ("1", "9"):
            return f"The {card_words(card)} cannot move {peg}: {refusal}."
        if place == START:
            # A peg in start can only come out onto its come-out hole: the engine says why
            # this card cannot bring it there (RULES 4, 6).
            out = Part(seat, START, board_for(position.players).come_out(seat))
            refusal = position.why_not(Move(card, (out,)))
            if refusal is not None:
                return f"The {card_words(card)} cannot move {peg}: {refusal}."
        return (
            f"The {card_words(card)} cannot move {peg} now. Choose one of the pegs in dashed rings."
        )

    def _why_not_target(self, card: Card, hit: PlaceRef) -> str:
        assert self.peg is not None
        seat, place = self.peg
        position = self.position
        move = Move(card, (*self.parts, Part(seat, place, hit[1])))
        where = _to_words(seat, hit[1], position.players)
        try:
            refusal = position.why_not(move)
        except PegsError as err:
            return str(err)
        owner = seat_name(seat)
        if refusal is None:
            return f"{owner}'s peg cannot go {where} with this move: choose a filled target."
        return f"{owner}'s peg cannot stop there: {refusal}."

    def _peg_on(self, hit: PlaceRef) -> PegRef | None:
        """The peg on the clicked place, if one stands there."""
        seat, place = hit
        position = self.position
        if 0 <= place < HOME:
            holder = position.holder(place)
            return None if holder is None else (holder, place)
        if seat is not None and seat < position.players and place in position.pegs[seat]:
            return (seat, place)
        return None

    # ----- plumbing
    def _match(self, hit: PlaceRef, refs: tuple[PegRef, ...]) -> PegRef | None:
        seat, place = hit
        for ref in refs:
            if ref[1] == place and (0 <= place < HOME or seat is None or ref[0] == seat):
                return ref
        return None

    def _may_act(self) -> bool:
        position = self.position
        if position.is_over:
            team = team_colours(position.winner or 0, position.players)
            self._say(f"The game is over: {team} have won.")
            return False
        if not self.accepts_input(position):
            self._say("Wait: it is the computer's turn.")
            return False
        return True

    def _say(self, message: str) -> None:
        self.message = message
        self._notify("message")

    def _notify(self, kind: str, events: tuple[Event, ...] = ()) -> None:
        for listener in list(self.listeners):
            listener(kind, events)


def _ref_order(ref: PegRef) -> tuple[int, int]:
    return (ref[0], ref[1])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _to_words(seat: int, place: Place, players: int) -> str:
    """Where a peg goes, after "goes": "into home place 2", "to the hole on Blue's in-spot"."""
    if place > HOME:
        return f"into home place {place - HOME}"
    if place == START:
        return "back to start"
    return "to the hole " + hole_words(place, players)
