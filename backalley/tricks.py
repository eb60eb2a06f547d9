"""Who beats whom in a trick: trumps, following suit and the strength of a card (RULES B, play).

Owns the one definition of "is a trump", "follows the suit led" and a card's power in a trick,
for a deal's trump suit (None when a blooper was turned). The rules (``play.py``), the state's
checks, the bots and the sampler's look-up tables all ask these; none restates them.
"""

from __future__ import annotations

from collections.abc import Sequence

from backalley.cards import Card, Suit
from backalley.rules import next_seat


def is_trump(card: Card, trump: Suit | None) -> bool:
    """True for a blooper or a card of the trump suit (RULES B: bloopers are trumps)."""
    return card.is_blooper or (trump is not None and card.suit == trump)


def follows(card: Card, led: Card, trump: Suit | None) -> bool:
    """True when ``card`` is of the suit led, counting bloopers as trumps."""
    if is_trump(led, trump):
        return is_trump(card, trump)
    return not is_trump(card, trump) and card.suit == led.suit


def card_power(card: Card, led: Card, trump: Suit | None) -> int:
    """Strength of a card in a trick: trumps above the suit led, other suits worthless."""
    if is_trump(card, trump):
        return 100 + card.rank  # bloopers rank above the ace (Rank 15, 16)
    if card.suit == led.suit:
        return card.rank
    return 0


def winning_index(trick: Sequence[Card], trump: Suit | None) -> int:
    """Index in ``trick`` of the card that wins it: highest trump, else highest of the suit led."""
    led = trick[0]
    return max(range(len(trick)), key=lambda i: card_power(trick[i], led, trump))


def trick_winner(trick: Sequence[Card], leader: int, trump: Suit | None) -> int:
    """Seat that wins a complete trick led by ``leader``."""
    return next_seat(leader, winning_index(trick, trump))


__all__ = ["card_power", "follows", "is_trump", "trick_winner", "winning_index"]
