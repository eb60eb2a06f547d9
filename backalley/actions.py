"""The two kinds of action, a bid or a card played, and their text form (``bid 3``, ``play QS``).

Owns what an action *is* and how it is written. Whether it is legal is ``play.py``'s business.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from backalley.cards import Card
from backalley.errors import MalformedNotationError
from pegs.inputs import is_number


@dataclass(frozen=True)
class Bid:
    """A bid: pass (number 0), a number of tricks, or board (its level follows from the order)."""

    number: int = 0
    board: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.number, bool) or not isinstance(self.number, int) or self.number < 0:
            raise MalformedNotationError(f"not a bid: number {self.number!r}")
        if self.board and self.number:
            raise MalformedNotationError(f"not a bid: board with number {self.number!r}")

    @property
    def is_pass(self) -> bool:
        """True for a pass (which counts 0 towards the team's bid)."""
        return not self.board and self.number == 0

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Read a bid as written in the state file: ``pass``, ``3`` or ``board``."""
        if text == "pass":
            return PASS
        if text == "board":
            return BOARD
        if is_number(text) and text != "0":  # ASCII digits of sane length (pegs.inputs)
            return cls(int(text))
        if text == "0":
            # RULES B, bidding: "`bid 0` is not a bid (pass is)".
            raise MalformedNotationError("not a bid: '0' (RULES B, bidding: write 'pass')")
        shown = repr(text) if len(repr(text)) <= 40 else repr(text)[:36] + "...'"
        raise MalformedNotationError(f"not a bid: {shown} (write 'pass', a number or 'board')")

    def notation(self) -> str:
        """This bid as written in the state file, the inverse of ``Bid.parse``."""
        if self.board:
            return "board"
        return str(self.number) if self.number else "pass"

    def __str__(self) -> str:
        return self.notation()


PASS = Bid()
BOARD = Bid(board=True)


@dataclass(frozen=True)
class BidAction:
    """The seat to act makes a bid."""

    bid: Bid

    def notation(self) -> str:
        """The action in notation, e.g. ``bid 3``."""
        return f"bid {self.bid.notation()}"

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True)
class PlayAction:
    """The seat to act plays a card to the trick."""

    card: Card

    def notation(self) -> str:
        """The action in notation, e.g. ``play QS``."""
        return f"play {self.card.notation()}"

    def __str__(self) -> str:
        return self.notation()


Action = Union[BidAction, PlayAction]  # noqa: UP007 - a runtime alias, kept readable on 3.10


def parse_action(text: str) -> Action:
    """Read one action: ``bid pass``, ``bid 3``, ``bid board`` or ``play QS``."""
    if not isinstance(text, str):
        raise MalformedNotationError(f"not an action: {text!r}")
    # Case-insensitive, as people type: "Bid Board", "play as" and "play 10h" are all accepted.
    words = text.split()
    if len(words) == 2:
        words = [words[0].lower(), words[1]]
    if len(words) == 2 and words[0] == "bid":
        words[1] = words[1].lower()
        try:
            return BidAction(Bid.parse(words[1]))
        except MalformedNotationError as err:
            raise MalformedNotationError(f"not an action: {text!r}: {err}") from None
    if len(words) == 2 and words[0] == "play":
        try:
            return PlayAction(Card.parse(words[1].upper()))
        except MalformedNotationError as err:
            raise MalformedNotationError(f"not an action: {text!r}: {err}") from None
    raise MalformedNotationError(
        f"not an action: {text!r} (write 'bid pass', 'bid 3', 'bid board' or 'play QS')"
    )


def format_action(action: Action) -> str:
    """Write an action in notation, the inverse of ``parse_action``."""
    return action.notation()


def parse_actions(words: list[str]) -> list[Action]:
    """Read a run of actions given as words, quoted or not: ``["bid 3", "play", "QS"]``."""
    if not words or any(not word.strip() for word in words):
        raise MalformedNotationError(
            f"not a list of actions: {list(words)!r} holds an empty action "
            "(each is 'bid X' or 'play CARD')"
        )
    tokens = " ".join(words).split()
    if len(tokens) % 2:
        raise MalformedNotationError(
            f"not a list of actions: {' '.join(words)!r} (each is 'bid X' or 'play CARD')"
        )
    return [parse_action(f"{tokens[i]} {tokens[i + 1]}") for i in range(0, len(tokens), 2)]
