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


SUITS = {"H": "\u2665", "D": "\u2666", "C": "\u2663", "S": "\u2660"}
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}


def card_face(card: str) -> str:
    """A Back Alley card as a person reads it on a button: "10\u2665", "Big blooper"."""
    if card == "BB":
        return "Big blooper"
    if card == "LB":
        return "Little blooper"
    return card[:-1] + SUITS.get(card[-1], card[-1])


def bid(what: str) -> str:
    """A bid's button: "Pass", "Bid 3", "Bid board"."""
    if what == "pass":
        return "Pass"
    return f"Bid {what}"


def bid_prompt() -> str:
    """Back Alley: the seat bids."""
    return "Your bid:"


def play_prompt() -> str:
    """Back Alley: the seat plays a card."""
    return "Click a card to play it."


def situation(trump: str | None, trick: list[str], scores: list[int]) -> str:
    """Back Alley's table in words: trump, the trick on the table, the score."""
    lines = [f"Trump is {SUIT_NAMES[trump]}." if trump else "There is no trump this deal."]
    if trick:
        lines.append("On the table: " + ", ".join(card_face(c) for c in trick) + ".")
    lines.append(f"Score: South and North {scores[0]}, West and East {scores[1]}.")
    return " ".join(lines)


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
    "bid",
    "bid_prompt",
    "card_face",
    "discard",
    "game_over",
    "live_lost",
    "no_move",
    "no_peg",
    "not_joined",
    "pick_card",
    "pick_hole",
    "pick_peg",
    "play_prompt",
    "seat_free",
    "situation",
    "table_ended",
    "their_turn",
    "unreachable",
    "you_are",
    "your_turn",
]
