"""The board's input: clicks and keys build engine moves over a history, with words on each.

Plain Python, no ipywidgets: clicks (already hit-tested to a place) and key names go in, engine
moves and a description of what to highlight come out (the choice so far and what it allows
next is ``choice.MoveChoice``, which ``Controller`` extends). Every choice offered comes from the
engine's move lists (``Position.legal_moves``, or ``card_moves`` when the position has no hand),
and every refusal is the engine's ``why_not``; the controller holds no rules of the game.

A move is built part by part: choose a card, then a peg (the pegs that card can move are
highlighted), then a destination (the places that peg can reach are highlighted). A 7 or 9 whose
first chosen part is only the start of a split asks for the second peg and destination next.
"""

from __future__ import annotations

from collections.abc import Callable

from pegs import HOME, Card, Event, IllegalMoveError, Move, Part, PegsError, Position
from pegs.board import PlaceRef as PlaceRef  # re-exported: board_view imports it from here
from pegs.inputs import is_number
from pegs.words.messages import say
from pegs.words.names import cap, card_args, seat_key, team_colours

from .choice import MoveChoice
from .history import History
from .hittest import on_board
from .marks import CardStatus as CardStatus  # re-exported: its home was this module
from .marks import Highlights as Highlights
from .marks import PegRef as PegRef
from .reasons import card_reason, peg_on, peg_words, to_words, why_not_peg, why_not_target
from .reasons import place_words as place_words  # re-exported with peg_words

#: Key names as browsers report them (KeyboardEvent.key).
KEYS_HELP = (
    "Keys: 1-5 choose a card, ←/→ choose a peg, ↑/↓ choose a destination, Enter plays, "
    "Esc cancels, u undoes, r redoes."
)

Listener = Callable[[str, tuple[Event, ...]], None]
#: Words shown, kept as what makes them, so they are said in the language spoken when read.
Said = Callable[[], str]


class Controller(MoveChoice):
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
        self._message: Said = _nothing
        super().__init__()

    @property
    def message(self) -> str:
        """The latest refusal or word on a click, in the language spoken where it is read."""
        return self._message()

    @message.setter
    def message(self, text: str) -> None:
        self._message = lambda: text

    # ----- state
    @property
    def position(self) -> Position:
        """The position being shown."""
        return self.history.position

    def prompt(self) -> str:
        """One sentence saying whose turn it is and what to do next."""
        position = self.position
        if position.is_over:
            winners = team_colours(position.winner or 0, position.players)
            return say("click-game-over", winners=winners)
        who = seat_key(position.turn)
        if not self.accepts_input(position):
            return say("click-thinking", seat=who)
        card = self.card
        if card is None:
            return say("click-choose-card", seat=who)
        name = cap(say("card", **card_args(card)))
        if not self.candidates():
            return say("click-card-blocked", **card_args(card))
        if self._peg is None:
            if self._parts:
                return say("click-split", name=name)
            if not self.movable() and any(m.is_discard for m in self.candidates()):
                return say("click-discard-only", name=name)
            return say("click-choose-peg", name=name)
        peg = peg_words(*self._peg, position.players)
        return say("click-choose-target", name=name, peg=peg)

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
                held = index
                self._say(lambda: say("click-no-such-card", **card_args(held)))
                return
            index = hand.index(index)
        if hand is None:
            self._say(lambda: say("click-no-hand"))
            return
        if not 0 <= index < len(hand):
            number, count = index + 1, len(hand)
            self._say(lambda: say("click-no-card-number", number=number, count=count))
            return
        same = self._card_index == index
        self._reset_choice()
        self._card_index = index
        self._after_card_chosen(same)

    def _after_card_chosen(self, again: bool) -> None:
        card = self.card
        assert card is not None  # just chosen
        moves = self.moves_for(card)
        if not moves:
            position = self.position
            self._message = lambda: card_reason(position, card)
        elif again and any(m.is_discard for m in moves):
            self.play(Move(card, ()))
            return
        elif not self.movable():
            self._message = lambda: say("click-discard-hint", **card_args(card))
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
            self._say(lambda: say("click-off-board"))
            return
        card = self.card
        if card is None:
            self._say(lambda: say("click-card-first"))
            return
        target = self._match(hit, self.targets())
        if self._peg is not None and target is not None:
            self._choose_target(target)
            return
        peg = self._match(hit, self.movable())
        if peg is None and self._peg is not None and peg_on(self.position, hit) is not None:
            # A click on another peg (one in a start area, say) is about that peg, never a
            # destination for the chosen one.
            self._say(self._why_not_peg(card, hit))
            return
        if peg is not None:
            if peg == self._peg:
                self._peg, self._focus = None, None  # a second click puts the peg down
            else:
                self._peg, self._focus = peg, None
            self.message = ""
            self._notify("select")
            return
        if self._peg is None:
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
        self._reset_choice(keep_card=bool(self._parts) or self._peg is not None)
        self.message = ""
        self._notify("select")

    def _enter(self) -> None:
        targets = self.targets()
        if self._peg is not None and targets:
            if self._focus is not None and self._focus < len(targets):
                self._choose_target(targets[self._focus])
            elif len(targets) == 1:
                self._choose_target(targets[0])
            else:
                self._say(lambda: say("click-several"))
            return
        card = self.card
        discards = card is not None and any(m.is_discard for m in self.candidates())
        if card is not None and discards and self._peg is None and not self.movable():
            self.play(Move(card, ()))
            return
        if card is None:
            self._say(lambda: say("click-card-first-keys"))
        else:
            self._say(lambda: say("click-peg-first"))

    def _cycle_peg(self, step: int) -> None:
        pegs = self.movable()
        if not pegs:
            no_card = self.card is None
            self._say(
                lambda: say("click-no-peg-card-first" if no_card else "click-card-moves-no-peg")
            )
            return
        index = pegs.index(self._peg) + step if self._peg in pegs else (0 if step > 0 else -1)
        self._peg, self._focus = pegs[index % len(pegs)], None
        self.message = ""
        self._notify("select")

    def _cycle_target(self, step: int) -> None:
        if self._peg is None:
            self._cycle_peg(1)
            if self._peg is None:
                return
        targets = self.targets()
        if not targets:
            return
        self._focus = 0 if self._focus is None else (self._focus + step) % len(targets)
        self.message = ""
        self._notify("select")

    def _choose_target(self, target: PegRef) -> None:
        assert self._peg is not None  # a target exists only for a chosen peg
        part = Part(self._peg[0], self._peg[1], target[1])
        parts = (*self._parts, part)
        card = self.card
        assert card is not None
        complete = [m for m in self.candidates() if m.parts == parts]
        if complete:
            self.play(complete[0])
            return
        # Only the first part of a split: ask for the second.
        self._parts, self._peg, self._focus = parts, None, None
        players = self.position.players
        self._message = lambda: say(
            "click-first-part",
            peg=peg_words(part.seat, part.frm, players),
            to=to_words(part.seat, part.to, players),
        )
        self._notify("select")

    # ----- moves and history
    def play(self, move: Move) -> bool:
        """Play ``move`` from any source; if the engine refuses, show its reason, change nothing."""
        try:
            _after, events = self.history.play(move)
        except (IllegalMoveError, PegsError) as err:
            self._say(err.__str__)  # an illegal move words its refusal when read
            return False
        self._reset_choice()
        self.message = ""
        self._notify("move", events)
        return True

    def undo(self) -> None:
        """Go back to the position before the last move a person could make (one move at least)."""
        history = self.history
        if not history.can_undo:
            self._say(lambda: say("click-nothing-to-undo"))
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
            self._say(lambda: say("click-nothing-to-redo"))
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
    def _why_not_peg(self, card: Card, hit: PlaceRef) -> Said:
        position, moves = self.position, bool(self.moves_for(card))
        return lambda: why_not_peg(position, card, hit, moves)

    def _why_not_target(self, card: Card, hit: PlaceRef) -> Said:
        assert self._peg is not None
        position, parts, peg = self.position, self._parts, self._peg
        return lambda: why_not_target(position, card, parts, peg, hit)

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
            winner, players = position.winner or 0, position.players
            self._say(lambda: say("click-over", winners=team_colours(winner, players)))
            return False
        if not self.accepts_input(position):
            self._say(lambda: say("click-wait"))
            return False
        return True

    def _say(self, message: str | Said) -> None:
        """Show ``message``: a text, or what makes it in the language spoken when it is read."""
        self._message = message if callable(message) else (lambda: message)
        self._notify("message")

    def _notify(self, kind: str, events: tuple[Event, ...] = ()) -> None:
        for listener in list(self.listeners):
            listener(kind, events)


def _nothing() -> str:
    return ""
