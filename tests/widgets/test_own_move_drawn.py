"""A person's own move is drawn at once in the app as served (issue 29, item 7).

The classroom app (``notebooks/app.ipynb``) waits ``step_pause`` seconds between the computers'
moves, so a room can follow them. That pause is for the computers: the person's move, the one they
just clicked, must be on the board (or its glide begun) before anything else is done, and before
the game is written to disk (RULES 7: the turn then passes to the next seat, a computer, who moves
after it). Nothing here depends on the machine's speed: the board is checked before the kernel's
loop runs anything else, and the computers are held until it has been read.
"""

from __future__ import annotations

import asyncio

import pytest

from widgets import GameApp

SEATS = ["human", "greedy", "greedy", "greedy"]


async def _round_done(app: GameApp) -> None:
    while app._task is not None:
        await asyncio.sleep(0.005)


@pytest.mark.parametrize("animation", ["off", "on"])
def test_the_persons_move_shows_before_the_game_is_kept_or_a_computer_moves(
    animation: str,
) -> None:
    async def scenario() -> tuple[list[int], int, bool, bool, int]:
        app = GameApp(4, seed=3, seats=SEATS, animation=animation, step_pause=0.4, speed=0.001)
        await _round_done(app)  # the computers who play before Blue, 0.4 s apart
        assert app.is_human(app.position.turn)
        frames_when_kept: list[int] = []
        keep = app.keeper.changed

        def kept() -> None:  # the game is kept on disk (a sync): the board must not wait for it
            frames_when_kept.append(app.board.frames_sent)
            keep()

        app.keeper.changed = kept  # type: ignore[method-assign]
        app.pause()  # holds the computers after the person's move, so the board can be read
        frames = app.board.frames_sent
        ply = app.history.ply
        app.controller.play(sorted(app.position.legal_moves())[0])
        # No await yet: the loop has run neither a glide's next frame nor the computers' task.
        drawn_at_once = app.board.position == app.position
        while app.board.gliding is not None:
            await asyncio.sleep(0.005)
        ended_on_move = app.board.position == app.position
        app.resume()
        await _round_done(app)
        return (
            [n - frames for n in frames_when_kept],
            ply,
            drawn_at_once,
            ended_on_move,
            (app.history.ply - ply),
        )

    kept_after, _ply, drawn_at_once, ended_on_move, played = asyncio.run(scenario())
    assert kept_after[0] >= 1, "the board shows the move before the game is written to disk"
    if animation == "off":
        assert drawn_at_once, "without motion the move is drawn whole as soon as it is played"
    assert ended_on_move, "the board ends on the position after the move"
    assert played == 4, "then Orange, Green and Purple play (RULES 7), Blue to move again"
