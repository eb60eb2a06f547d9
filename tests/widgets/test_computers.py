"""The computers' turns without a browser or a widget: a small table of plain Python.

``widgets.app.computers.ComputerTurns`` plays the computer seats of a game until a person is to
move (RULES 7: the turn passes to the left after every move), at once without a loop, or move
by move from an asyncio task that can be paused and stopped.
"""

from __future__ import annotations

import asyncio

from pegs import Move, Position, new_game
from pegs.bots import make_bot
from widgets.app.computers import ComputerTurns


class Table:
    """Seat 0 is a person, the others greedy computers; moves are recorded, glides counted."""

    def __init__(self, gap: float | None = None, seed: int = 3) -> None:
        self.position: Position = new_game(4, seed=seed)
        self.bots = {seat: make_bot("greedy", seat) for seat in (1, 2, 3)}
        self.played: list[tuple[int, Move]] = []
        self.glides = 0
        self.rounds_over = 0
        self._gap = gap
        self.refuse = False

    def computer_to_move(self, position: Position) -> bool:
        return not position.is_over and position.turn != 0

    def computer_move(self, position: Position) -> Move:
        return self.bots[position.turn].choose(position)

    def play(self, move: Move) -> bool:
        if self.refuse:
            return False
        self.played.append((self.position.turn, move))
        self.position = self.position.after(move)
        return True

    async def glide_last(self) -> None:
        self.glides += 1
        await asyncio.sleep(0)

    def gap(self) -> float | None:
        return self._gap

    def round_over(self) -> None:
        self.rounds_over += 1

    def person_moves(self) -> None:
        assert self.position.turn == 0
        self.play(sorted(self.position.legal_moves())[0])


def to_the_person(table: Table) -> None:
    """Play the moves before the person's first turn (the deal decides who starts)."""
    while table.position.turn != 0:
        table.play(table.computer_move(table.position))
    table.played.clear()


def test_without_a_loop_the_computers_play_at_once_until_the_person_rules_7() -> None:
    table = Table(gap=0.01)  # a gap, but no running loop: nothing can glide
    turns = ComputerTurns(table)
    assert not turns.can_glide()
    start = table.position.turn
    assert start != 0 and turns.run() == 4 - start  # the seats after the first, to the person
    table.played.clear()
    assert turns.run() == 0  # the person is to move: nothing to play
    table.person_moves()
    assert turns.run() == 3  # seats 1, 2 and 3 in turn (RULES 7), then the person again
    assert [seat for seat, _ in table.played] == [0, 1, 2, 3]
    assert table.position.turn == 0 and turns.task is None and not turns.running


def test_a_limit_and_a_refused_move_stop_the_round() -> None:
    table = Table()
    turns = ComputerTurns(table)
    to_the_person(table)
    table.person_moves()
    assert turns.run(limit=1) == 1 and table.position.turn == 2
    table.refuse = True  # the engine refuses: the round stops rather than loop
    assert turns.run() == 0 and table.position.turn == 2


def test_in_a_loop_each_move_glides_from_a_task_and_the_round_ends_with_a_redraw() -> None:
    async def scenario() -> Table:
        table = Table(gap=0.001)
        turns = ComputerTurns(table)
        to_the_person(table)
        table.person_moves()
        assert turns.can_glide()
        assert turns.run() == 0, "a task plays the moves"
        assert turns.task is not None
        while turns.task is not None:
            await asyncio.sleep(0.002)
        return table

    table = asyncio.run(scenario())
    assert [seat for seat, _ in table.played] == [0, 1, 2, 3]  # then the person's turn
    assert table.glides == 3 and table.rounds_over == 1


def test_a_paused_round_holds_and_a_stopped_round_plays_no_more() -> None:
    async def scenario() -> tuple[int, int, int]:
        table = Table(gap=0.001)
        turns = ComputerTurns(table)
        to_the_person(table)
        table.person_moves()
        turns.pause()
        turns.run()
        await asyncio.sleep(0.05)
        held = len(table.played)
        assert turns.paused
        turns.resume()
        for _ in range(1000):
            if len(table.played) >= 3:
                break
            await asyncio.sleep(0.001)
        turns.stop()
        stopped = len(table.played)
        await asyncio.sleep(0.05)
        return held, stopped, len(table.played)

    held, stopped, after = asyncio.run(scenario())
    assert held == 1, "paused before the first computer move"
    assert after == stopped < 4, "nothing is played after stop"
