"""The hint of the game app: the advisor's best distinct outcomes of a person's turn.

Asked of ``pegs.bots.hints.top_outcomes`` (the engine's advisor judges the moves); kept for the
position it was asked in, so it disappears as soon as the game moves on. Shown as a list in
words and, while nothing is chosen, as the best move's marks on the board.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from pegs import START, Position
from pegs.board import team_of
from pegs.bots.advisor import win_here
from pegs.bots.hints import Outcome, top_outcomes
from pegs.words.advice import thinking_words, win_chance_words
from pegs.words.messages import language

from ..board import Controller, Highlights, History
from .speech import say, spoken

#: Seconds of thinking a hint may take (counted in moves scored: the same hint anywhere).
HINT_BUDGET = 1.0
#: Kept for callers of old: dealt worlds per move now follow from the budget.
HINT_PLAYOUTS = None
#: How many of the advisor's moves a hint lists.
HINT_MOVES = 3
#: A ranking that takes longer than this shows its progress.
PROGRESS_AFTER = 0.3


class Hint:
    """The outcomes last asked for, and the position they belong to."""

    def __init__(self) -> None:
        self._outcomes: list[Outcome] = []
        self._position: Position | None = None
        self._here = 0.5
        self._language = "en"  # the outcomes' words are made in the language spoken when asked

    def for_position(self, position: Position, lang: str | None = None) -> list[Outcome]:
        """The outcomes shown for ``position`` (empty unless they were asked in it; and, given
        ``lang``, in that language: a hint in another language is put away, and asked again)."""
        asked_here = self._position is position and lang in (None, self._language)
        return list(self._outcomes) if asked_here else []

    def chance_words(self, position: Position, lang: str | None = None) -> str:
        """The team's chance from ``position`` and after the best outcome, in words ("" if none)."""
        outcomes = self.for_position(position, lang)
        if not outcomes:
            return ""
        team = team_of(position.turn)
        return win_chance_words(team, position.players, self._here, outcomes[0].win)

    def ask(
        self,
        position: Position,
        seed: int,
        on_progress: Callable[[int], None] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> list[Outcome]:
        """Ask the advisor for the best distinct outcomes in ``position`` (seeded: the same
        position gets the same hint), within ``HINT_BUDGET``. One peg move made with two cards
        is one outcome, with the card to keep (``pegs.bots.hints``). Once the ranking has taken
        ``PROGRESS_AFTER`` seconds by ``clock``, ``on_progress`` hears the worlds done."""
        started = clock()
        done = 0

        def on_world() -> None:
            nonlocal done
            done += 1
            if on_progress is not None and clock() - started > PROGRESS_AFTER:
                on_progress(done)

        self._outcomes = top_outcomes(
            position, HINT_MOVES, seed=seed, budget=HINT_BUDGET, on_world=on_world
        )
        self._here = win_here(position)
        self._position = position
        self._language = language()
        return list(self._outcomes)


class AsksHints:
    """The game app's hint: the advisor asked on a person's turn, its best move marked."""

    _hint: Hint
    _seed: int
    controller: Controller
    language: str

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
        return self._hint.for_position(self.position, self.language)

    @property
    def hint_chance(self) -> str:
        """The team's chance to win, from here and after the hinted move, in words."""
        return self._hint.chance_words(self.position, self.language)

    def _hint_progress(self, worlds: int) -> None:
        """Show that a slow hint is still thinking (the widget updates while the kernel works)."""
        view = getattr(self, "hint_view", None)
        if view is not None:
            view.value = hint_progress_html(worlds)

    @spoken  # the hint's words are made now: in the app's language, whoever asks
    def show_hint(self) -> list[Outcome]:
        """Ask the engine for the best distinct outcomes of the person's turn; show three.

        Ignored (returns an empty list) on a computer's turn and when the game is over.
        """
        position = self.position
        if not self.accepts_input(position):
            return []
        # Seeded from the game's seed and the ply, so the same position gets the same hint.
        outcomes = self._hint.ask(
            position, self._seed * 10_000 + self.history.ply, on_progress=self._hint_progress
        )
        self._refresh()
        return outcomes

    def highlights(self) -> Highlights:
        """The controller's marks, plus the hinted best move when nothing is chosen yet."""
        marks = self.controller.highlights()
        return hint_marks(marks, self.hint, self.controller.card_index is not None)


def hint_progress_html(worlds: int) -> str:
    """The hint box while a slow ranking goes on: how many dealt worlds it has played."""
    return (
        "<div role='status' style='font-size:14px;background:#FFF8E1;border:1px solid #E6C200;"
        f"border-radius:6px;padding:4px 8px;margin:4px 0'>{html.escape(thinking_words(worlds))}"
        "</div>"
    )


def hint_html(outcomes: list[Outcome], chance: str = "") -> str:
    """The hint's list in words, after the team's chance to win when given ("" when none)."""
    if not outcomes:
        return ""
    rows = []
    for rank, outcome in enumerate(outcomes, 1):
        label = say("app-hint-best") if rank == 1 else f"{rank}."
        why = [outcome.keep] if outcome.keep else []
        why += [_cap(reason) + "." for reason in outcome.reasons]
        rows.append(
            f"<li><b>{label} {html.escape(outcome.summary)}</b> {html.escape(' '.join(why))}</li>"
        )
    return (
        "<div role='status' style='font-size:14px;background:#FFF8E1;border:1px solid #E6C200;"
        "border-radius:6px;padding:4px 8px;margin:4px 0'>"
        f"<b>{html.escape(say('app-hint-title'))}</b> {html.escape(say('app-hint-marked'))}"
        + (f"<div>{html.escape(chance)}</div>" if chance else "")
        + "<ol style='margin:2px 0 0 0;padding-left:18px;list-style:none'>"
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
