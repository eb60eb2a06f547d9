"""A move built by clicks as the answer to a board exercise, with nothing marked in advance.

Plain Python. The learner chooses a card, a peg and where it goes, part by part for a split, on
the board ``Controller`` (through its public verbs: ``offer_card``, ``pick_up``, ``put_down``,
``keep_part``); the whole move is then judged by the exercise. Unlike a game, the board shows
no legal pegs or targets before an attempt (that would give the answer away), so the clicks are
taken as the learner means them and only what cannot be a move at all is refused here: a click
on no peg, on an opponent's peg, or on another seat's start or home.
"""

from __future__ import annotations

from pegs import HOME, Event, Move, Part, Position
from pegs.board import PlaceRef, team_of
from pegs.course import Exercise
from pegs.rules import split_kind
from pegs.words.messages import say as pegs_say
from pegs.words.names import card_words, colour_name, seat_key

from ..board import Controller, Highlights, History
from ..lesson import lesson_say as say


def peg_of(seat: int) -> str:
    """A peg by its colour in the language spoken ("Orange's peg", Finnish "Oranssin nappula")."""
    return pegs_say("lesson-peg-of", seat=seat_key(seat))


class BoardAnswer:
    """The board of one MOVE or ONLY_MOVE exercise: the move being built and the move played."""

    def __init__(self, exercise: Exercise) -> None:
        position = exercise.position
        self.history = History(position)
        self.controller = Controller(self.history)
        if position.hand() is None:
            # No hand: the card is the one the answers play (the prompt names it).
            self.controller.offer_card(Move.parse(exercise.answers[0], position.players).card)

    @property
    def position(self) -> Position:
        """The position on the board: the exercise's, or the one after the move played."""
        return self.history.position

    @property
    def answered(self) -> bool:
        """True when the board shows the result of a move."""
        return self.history.ply > 0

    def choose_card(self, index: int) -> None:
        """The hand's card ``index`` starts the move afresh, whatever was chosen before."""
        self.controller.offer_card(index)

    def click(self, hit: PlaceRef | None) -> Move | str:
        """A click on the board: a whole move to judge, or the words for the learner (maybe "")."""
        c = self.controller
        if c.card is None:
            return "Choose a card first."
        if hit is None:
            return ""
        if c.peg is None:
            return self._pick_peg(hit)
        return self._pick_target(hit)

    def play(self, move: Move) -> tuple[Position, tuple[Event, ...]]:
        """Play a judged move on the board (raises the engine's error if it refuses); the
        position before it and its events. The move being built is forgotten."""
        before = self.history.position
        _after, events = self.history.play(move)
        self.controller.refresh()
        return before, events

    def refused(self) -> None:
        """The judged move was refused: put the peg down (the card stays) for another try."""
        self.controller.put_down()

    def highlights(self) -> Highlights:
        """The peg being moved and the parts chosen, never legal targets; nothing once played."""
        if self.answered:
            return Highlights()
        return Highlights(selected=self.controller.peg, pending=self.controller.pending())

    def instruction(self) -> str:
        """The next thing to click, in words."""
        c = self.controller
        if c.card is None:
            return say("board-choose")
        if c.parts:
            return say("board-second-peg")
        if c.peg is None:
            return say("board-pick-peg", card=card_words(c.card))
        return say("board-target")

    def _pick_peg(self, hit: PlaceRef) -> str:
        position = self.position
        seat, place = hit
        if seat is None:
            seat = position.holder(place)
        if seat is None or place not in position.pegs[seat]:
            return say("board-no-peg")
        # The engine's teams (RULES 1): an opponent's peg is never the learner's to move.
        if team_of(seat) != team_of(position.turn):
            return say("board-opponent", peg=peg_of(seat), mover=colour_name(position.turn))
        self.controller.pick_up((seat, place))
        return ""

    def _pick_target(self, hit: PlaceRef) -> Move | str:
        c = self.controller
        position = self.position
        peg, card = c.peg, c.card
        assert peg is not None and card is not None
        seat, place = hit
        if seat is not None and seat != peg[0] and not 0 <= place < HOME:
            return say("board-own-start-home")
        if (seat, place) == peg or (seat is None and peg == (position.holder(place), place)):
            c.put_down()  # a second click on the peg puts it down
            return say("board-put-down")
        part = Part(peg[0], peg[1], place)
        parts = (*c.parts, part)
        # A card that splits (RULES 4, 9): if this part is only the start of a legal split, wait
        # for the second peg. Any whole move the learner meant is judged as it is.
        splits = split_kind(card.rank, position.rules) is not None and not c.parts
        if (
            splits
            and position.why_not(Move(card, parts)) is not None
            and any(m.parts[:1] == parts and len(m.parts) == 2 for m in c.moves_for(card))
        ):
            c.keep_part(part)
            return say("board-first-part")
        return Move(card, parts)
