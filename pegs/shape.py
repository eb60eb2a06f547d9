"""The game shape: the one interface both engines of the kit offer, as ``typing.Protocol``s.

A widget, a bot runner or a table server written against these serves Arizona Pegs and Jokers
(``pegs.Position``, the ``pegs`` package) and Back Alley (``backalley.State``, the ``backalley``
package) alike. Neither engine imports this module: both conform structurally, so it makes no
engine depend on the other (the model of OpenSpiel's ``State`` and its ``api_test``).

The state of a game (``GameState``), immutable:

- ``turn``: the seat to act (None once a Back Alley game is over); ``players``: how many seats;
  ``team_of(seat)``: the seat's team (partners sit across, even and odd seats);
- ``is_over`` and ``winner``: the winning team, ``"draw"`` (Back Alley's equal totals) or None;
- ``legal_moves()``: every legal move of the seat to act, in a fixed order;
- ``why_not(move)``: None when legal, else a refusal as data (``Refusal``): ``rule``, a clause
  id of the game's rule index (``pegs.scenarios.CLAUSES``, ``backalley.clauses.CLAUSES``), and
  ``message``, its sentence for people (``str(refusal)`` adds the rule book's citation);
- ``play(move)``: a new state and the events caused, in order (the old state is unchanged);
  an illegal move raises the game's ``IllegalMoveError`` / ``IllegalActionError``;
- ``parse_move(text)`` reads a move's notation, ``move.notation()`` writes it;
- ``to_dict()`` / ``from_dict(data)`` and ``to_json()`` / ``from_json(text)``: the game's file
  format (``pegs-position/1``, ``backalley-state/1``);
- ``decide(bot)``: the move a bot makes for the seat to act, the bot seeing only what that seat
  may see.

The game itself (``Game``, each engine's package): ``make_bot(name, seed)`` and
``bot_names()``, and ``run_game(start, bots)``, a whole game from ``start`` with one bot per
seat, returning a ``GameRecord`` (the final state, the moves made, the winner).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self, TypeVar

Move = TypeVar("Move", bound="Notated")
Bot = TypeVar("Bot")
BotIn = TypeVar("BotIn", contravariant=True)
Seen = TypeVar("Seen", contravariant=True)
Chosen = TypeVar("Chosen", covariant=True)


class Notated(Protocol):
    """A move: it can be written in the game's notation."""

    def notation(self) -> str:
        """The move as the game's notation writes it."""
        ...


class Chooser(Protocol[Seen, Chosen]):
    """A computer player: given what the seat to act may see, the move it makes."""

    def choose(self, seen: Seen, /) -> Chosen:
        """The move for the seat to act."""
        ...


class Refusal(Protocol):
    """Why a move is refused: a clause id of the game's rule index and its sentence."""

    @property
    def rule(self) -> str:
        """The clause id of the rule broken."""
        ...

    @property
    def message(self) -> str:
        """The sentence for people saying what is wrong."""
        ...


class GameState(Protocol[Move, BotIn]):
    """One moment of a game: who acts, what is legal, and how it goes on."""

    @property
    def turn(self) -> int | None:
        """The seat to act (None when no seat is to act)."""
        ...

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        ...

    @property
    def winner(self) -> int | str | None:
        """The winning team, "draw", or None while the game goes on (or was stopped)."""
        ...

    def team_of(self, seat: int) -> int:
        """The team of a seat."""
        ...

    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of the seat to act."""
        ...

    def why_not(self, move: Move) -> Refusal | None:
        """None when ``move`` is legal, else why not, as data."""
        ...

    def play(self, move: Move) -> tuple[Self, tuple[object, ...]]:
        """The state after a legal move, and the events it caused."""
        ...

    def parse_move(self, text: str) -> Move:
        """A move read from the game's notation."""
        ...

    def decide(self, bot: BotIn) -> Move:
        """The move ``bot`` makes for the seat to act."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The state as the game's file object."""
        ...

    def to_json(self, indent: int | None = None) -> str:
        """The state as the game's file text."""
        ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """A state read from the game's file object."""
        ...

    @classmethod
    def from_json(cls, text: str) -> Self:
        """A state read from the game's file text."""
        ...


# Unbound: a game's state conforms to ``GameState`` structurally (a bound would be checked
# apart, where mypy does not read a cached attribute as the property it is).
State = TypeVar("State", covariant=True)
Start = TypeVar("Start")


class GameRecord(Protocol[State]):
    """What a whole game run by ``run_game`` came to."""

    @property
    def final(self) -> State:
        """The last state (over, unless the run was stopped at its move limit)."""
        ...

    @property
    def moves(self) -> int:
        """The moves made."""
        ...

    @property
    def winner(self) -> int | str | None:
        """The final state's winner."""
        ...


class Game(Protocol[Start, Bot]):
    """A game's package: its bots by name and whole games between them."""

    def make_bot(self, name: str, seed: int = 0) -> Bot:
        """A new bot of the kind ``name``, seeded."""
        ...

    def bot_names(self) -> tuple[str, ...]:
        """The names ``make_bot`` accepts."""
        ...

    def run_game(self, start: Start, bots: Sequence[Bot]) -> GameRecord[Start]:
        """Play from ``start`` to the end, seat ``s`` played by ``bots[s]``."""
        ...


__all__ = ["Chooser", "Game", "GameRecord", "GameState", "Notated", "Refusal"]
