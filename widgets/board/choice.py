"""The move being built on a board: the chosen card, the parts chosen so far, the peg in hand.

Plain Python, no ipywidgets, no history and no messages: ``MoveChoice`` keeps what a person has
chosen towards a move and answers what the engine allows next (the pegs that card can move,
where the chosen peg can go, what the board marks). Every choice offered comes from the
engine's move lists (``Position.legal_moves``, or ``card_moves`` when the position has no hand).
The board ``Controller`` builds on it for clicks and keys; a screen that judges moves itself
(the course) sets the choice through its public verbs: ``offer_card``, ``pick_up``,
``put_down``, ``keep_part``.
"""

from __future__ import annotations

from pegs import Card, Move, Part, Position

from .marks import CardStatus, Highlights, PegRef
from .reasons import card_reason


class MoveChoice:
    """What is chosen towards the next move of a position, and what the engine allows next."""

    _card_index: int | None
    _free_card: Card | None  # a card chosen for a position with no hand
    _parts: tuple[Part, ...]
    _peg: PegRef | None
    _focus: int | None

    def __init__(self) -> None:
        self._legal_for: tuple[Position, list[Move]] | None = None
        self._reset_choice()

    @property
    def position(self) -> Position:
        """The position the move is built in."""
        raise NotImplementedError

    # ----- what is chosen
    @property
    def card(self) -> Card | None:
        """The chosen card, or None."""
        hand = self._hand()
        if self._card_index is None or hand is None or self._card_index >= len(hand):
            return self._free_card
        return hand[self._card_index]

    @property
    def card_index(self) -> int | None:
        """The index in the hand of the chosen card, or None."""
        return self._card_index

    @property
    def peg(self) -> PegRef | None:
        """The peg chosen to move next, or None."""
        return self._peg

    @property
    def parts(self) -> tuple[Part, ...]:
        """The parts of a split chosen so far (the first part of a 7 or 9, or none)."""
        return self._parts

    @property
    def focus(self) -> int | None:
        """The index among ``targets()`` of the destination chosen with the keys, or None."""
        return self._focus

    # ----- choosing without asking (a screen that judges the move itself)
    def offer_card(self, card: int | Card) -> None:
        """Take a card for a fresh move (its index in the hand, or a card when there is none),
        without asking whether it can move: nothing is judged, said or played."""
        self._reset_choice()
        if isinstance(card, Card):
            hand = self._hand()
            if hand is not None and card in hand:
                self._card_index = hand.index(card)
            else:
                self._free_card = card
        else:
            self._card_index = card

    def pick_up(self, peg: PegRef) -> None:
        """Choose the peg the next part moves, whether or not it can (the move is judged whole)."""
        self._peg, self._focus = peg, None

    def put_down(self) -> None:
        """Put the chosen peg down; the card and any split part chosen stay."""
        self._peg, self._focus = None, None

    def keep_part(self, part: Part) -> None:
        """Keep ``part`` as the first part of a split: the next peg makes the second part."""
        self._parts, self._peg, self._focus = (*self._parts, part), None, None

    def _reset_choice(self, keep_card: bool = False) -> None:
        if not keep_card:
            self._card_index = None
            self._free_card = None
        self._parts = ()
        self._peg = None
        self._focus = None

    # ----- what the engine allows next
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
        n = len(self._parts)
        return [m for m in self.moves_for(card) if m.parts[:n] == self._parts]

    def movable(self) -> tuple[PegRef, ...]:
        """The pegs that may make the next part."""
        n = len(self._parts)
        refs = {(m.parts[n].seat, m.parts[n].frm) for m in self.candidates() if len(m.parts) > n}
        return tuple(sorted(refs, key=_ref_order))

    def targets(self) -> tuple[PegRef, ...]:
        """Where the chosen peg may go in the next part."""
        if self._peg is None:
            return ()
        n = len(self._parts)
        refs = {
            (m.parts[n].seat, m.parts[n].to)
            for m in self.candidates()
            if len(m.parts) > n and (m.parts[n].seat, m.parts[n].frm) == self._peg
        }
        return tuple(sorted(refs, key=_ref_order))

    def highlights(self) -> Highlights:
        """What the board should mark now."""
        targets = self.targets()
        focused = (
            targets[self._focus] if self._focus is not None and self._focus < len(targets) else None
        )
        return Highlights(
            movable=self.movable(),
            targets=targets,
            selected=self._peg,
            focused=focused,
            pending=self.pending(),
        )

    def pending(self) -> tuple[tuple[PegRef, PegRef], ...]:
        """The split parts chosen so far, as (from, to) places for the board to draw."""
        return tuple(((p.seat, p.frm), (p.seat, p.to)) for p in self._parts)

    def hand_status(self) -> list[CardStatus]:
        """Each card of the hand of the seat to move, with whether it can be played and why not."""
        hand = self._hand() or ()
        out = []
        for card in hand:
            moves = self.moves_for(card)
            out.append(CardStatus(card, bool(moves), "" if moves else self.card_reason(card)))
        return out

    def card_reason(self, card: Card) -> str:
        """Why ``card`` cannot be played now, in the engine's words."""
        return card_reason(self.position, card)


def _ref_order(ref: PegRef) -> tuple[int, int]:
    return (ref[0], ref[1])
