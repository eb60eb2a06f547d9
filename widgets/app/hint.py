"""The hint of the game app: the advisor's best distinct outcomes of a person's turn.

Asked of ``pegs.bots.hints.top_outcomes`` (the engine's advisor judges the moves); kept for the
position it was asked in, so it disappears as soon as the game moves on. Shown as a list in
words and, while nothing is chosen, as the best move's marks on the board.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from pegs import START, Position
from pegs.bots.hints import Outcome, top_outcomes

from ..board import Controller, Highlights, History

#: Dealt worlds per move for a hint: a ranking in about a second on a full mid-game hand.
HINT_PLAYOUTS = 16
#: How many of the advisor's moves a hint lists.
HINT_MOVES = 3


class Hint:
    """The outcomes last asked for, and the position they belong to."""

    def __init__(self) -> None:
        self._outcomes: list[Outcome] = []
        self._position: Position | None = None

    def for_position(self, position: Position) -> list[Outcome]:
        """The outcomes shown for ``position`` (empty unless they were asked in it)."""
        return list(self._outcomes) if self._position is position else []

    def ask(self, position: Position, seed: int) -> list[Outcome]:
        """Ask the advisor for the best distinct outcomes in ``position`` (seeded: the same
        position gets the same hint). One peg move made with two cards is one outcome, with the
        card to keep (``pegs.bots.hints``)."""
        self._outcomes = top_outcomes(position, HINT_MOVES, playouts=HINT_PLAYOUTS, seed=seed)
        self._position = position
        return list(self._outcomes)


class AsksHints:
    """The game app's hint: the advisor asked on a person's turn, its best move marked."""

    _hint: Hint
    _seed: int
    controller: Controller

    if TYPE_CHECKING:

        @property
        def position(self) -> Position: ...

        @property
        def history(self) -> History: ...

        def accepts_input(self, position: Position) -> bool: ...

        def _refresh(self, draw: bool = True) -> None: ...

    @property
    def hint(self) -> list[Outcome]:
        """The best distinct outcomes shown for the position on the board (empty when none)."""
        return self._hint.for_position(self.position)

    def show_hint(self) -> list[Outcome]:
        """Ask the engine for the best distinct outcomes of the person's turn; show three.

        Ignored (returns an empty list) on a computer's turn and when the game is over.
        """
        position = self.position
        if not self.accepts_input(position):
            return []
        # Seeded from the game's seed and the ply, so the same position gets the same hint.
        outcomes = self._hint.ask(position, self._seed * 10_000 + self.history.ply)
        self._refresh()
        return outcomes

    def highlights(self) -> Highlights:
        """The controller's marks, plus the hinted best move when nothing is chosen yet."""
        marks = self.controller.highlights()
        return hint_marks(marks, self.hint, self.controller.card_index is not None)


def hint_html(outcomes: list[Outcome]) -> str:
    """The hint's list in words ("" when there is none)."""
    if not outcomes:
        return ""
    rows = []
    for rank, outcome in enumerate(outcomes, 1):
        label = "Best:" if rank == 1 else f"{rank}."
        why = [outcome.keep] if outcome.keep else []
        why += [_cap(reason) + "." for reason in outcome.reasons]
        rows.append(
            f"<li><b>{label} {html.escape(outcome.summary)}</b> {html.escape(' '.join(why))}</li>"
        )
    return (
        "<div role='status' style='font-size:14px;background:#FFF8E1;border:1px solid #E6C200;"
        "border-radius:6px;padding:4px 8px;margin:4px 0'><b>Hint</b> (the best move is marked "
        "on the board)<ol style='margin:2px 0 0 0;padding-left:18px;list-style:none'>"
        + "".join(rows)
        + "</ol></div>"
    )


def hint_marks(marks: Highlights, outcomes: list[Outcome], card_chosen: bool) -> Highlights:
    """The board's marks, or the best outcome's move when there is a hint and nothing is chosen."""
    if not outcomes or marks.selected is not None or card_chosen:
        return marks
    parts = outcomes[0].move.parts
    return Highlights(
        movable=tuple((p.seat, p.frm) for p in parts),
        targets=tuple((p.seat, p.to) for p in parts if p.to != START),
        focused=marks.focused,
    )


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
