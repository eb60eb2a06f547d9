"""Every sentence the notebook client says to the learner."""

from __future__ import annotations

LABELS = {
    "server": "Server",
    "code": "Room code",
    "name": "Your name",
    "look": "Look at the table",
    "again": "Look again",
}


def seat_free(label: str) -> str:
    """A free seat's button."""
    return f"{label}: take this seat"


def you_are(label: str) -> str:
    """Which seat the learner plays."""
    return f"You play {label}."


def your_turn() -> str:
    """The learner is to move."""
    return "It is your turn."


def their_turn(label: str, computer: bool) -> str:
    """Someone else is to move."""
    return f"It is {label}'s turn" + (" (a computer)." if computer else ".")


def game_over() -> str:
    """The game has ended."""
    return "The game is over."


def table_ended() -> str:
    """The teacher ended the table."""
    return "The teacher has ended this table."


def pick_card() -> str:
    """The first step of a move."""
    return "Click a card, then one of your pegs, then the hole it goes to."


def pick_peg(first: bool) -> str:
    """After the card (or a first part of a split move)."""
    return "Now click the peg to move." if first else "Now click the next peg to move."


def pick_hole() -> str:
    """After the peg."""
    return "Now click the hole the peg goes to."


def no_move() -> str:
    """The chosen card moves no peg."""
    return "No peg can move with this card: discard it."


def no_peg() -> str:
    """A click where no peg is."""
    return "There is no peg there: click one of the pegs you may move."


def discard(card: str) -> str:
    """The discard button."""
    return f"Discard the {card}"


def pegs_only() -> str:
    """A Back Alley table: the notebook client plays Pegs and Jokers."""
    return (
        "This notebook plays Pegs and Jokers tables; open the table's page in a browser to play "
        "Back Alley."
    )


def unreachable(server: str, why: str) -> str:
    """The server did not answer."""
    return f"The table server {server} could not be reached ({why}). Check the address."


def bad_code() -> str:
    """A room code that cannot be one."""
    return "A room code is 1 to 12 letters and numbers, as your teacher wrote it."


def not_joined() -> str:
    """A move or a look before taking a seat."""
    return "Take a seat at the table first."


def live_lost() -> str:
    """The live socket closed."""
    return "The table stopped telling this notebook of changes: press Look again."


__all__ = [
    "LABELS",
    "bad_code",
    "discard",
    "game_over",
    "live_lost",
    "no_move",
    "no_peg",
    "not_joined",
    "pegs_only",
    "pick_card",
    "pick_hole",
    "pick_peg",
    "seat_free",
    "table_ended",
    "their_turn",
    "unreachable",
    "you_are",
    "your_turn",
]
