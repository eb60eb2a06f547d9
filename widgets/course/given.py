"""The move a PREDICT or WHY exercise is about: told without its outcome, then played to show it.

Plain Python. The exercise names a move (``Exercise.given``); before the answer the board rings
only the peg it moves (never where it goes) and the words tell the move without its outcome
(``steps.given_words``); once the answer is in, the move is played by the engine so the learner
sees where the pegs end up.
"""

from __future__ import annotations

from pegs import Event, Move, PegsError, Position
from pegs.board import PlaceRef
from pegs.course import Exercise

from ..board import Highlights
from .steps import given_words


class GivenMove:
    """The move an exercise is about, and whether it has been played on the board yet."""

    def __init__(self, exercise: Exercise) -> None:
        self.position = exercise.position
        self.move: Move | None = None
        self.played = False
        if exercise.given:
            try:
                self.move = Move.parse(exercise.given, self.position.players)
            except PegsError:
                self.move = None

    def words(self) -> str:
        """The move in words, without its outcome ("" when there is none)."""
        return "" if self.move is None else given_words(self.position, self.move)

    def highlights(self, clicked: PlaceRef | None) -> Highlights:
        """The peg the move starts from (and the place ``clicked`` as the answer), until played."""
        if self.played or self.move is None or not self.move.parts:
            return Highlights()
        part = self.move.parts[0]
        return Highlights(selected=(part.seat, part.frm), focused=clicked)

    def play(self) -> tuple[Position, tuple[Event, ...]] | None:
        """Play the move by the engine, once: the position after it and its events (or None
        when there is no move, it was played already, or the engine refuses it)."""
        if self.move is None or self.played:
            return None
        try:
            after, events = self.position.play(self.move)
        except PegsError:
            return None
        self.played = True
        return after, events
