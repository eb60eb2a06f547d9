"""A pause taken on a person's turn holds the computers after that person's move (issue 26).

A teacher (and a browser test) must be able to stop the computers' round without racing it: the
Pause button works on a person's turn too, the person's move keeps the hold (RULES 7: the turn
then passes to a computer, who waits), and a replay started while the computers are held waits
for Step. Nothing here depends on the machine's speed: the held state is reached before any
computer may move, and only ``Continue`` lets them go on.
"""

from __future__ import annotations

import asyncio

from widgets import GameApp

SEATS = ["human", "greedy", "greedy", "greedy"]


async def _round_done(app: GameApp) -> None:
    while app._task is not None:
        await asyncio.sleep(0.005)


def test_rules_7_a_pause_on_the_persons_turn_holds_the_computers_after_the_move() -> None:
    async def scenario() -> tuple[bool, int, int, bool, bool, int]:
        app = GameApp(4, seed=3, seats=SEATS, speed=0.002)
        await _round_done(app)  # the computers who play before Blue
        assert app.is_human(app.position.turn)
        enabled = not app.pause_button.disabled
        app.pause()
        app.controller.play(sorted(app.position.legal_moves())[0])  # the person moves
        ply = app.history.ply
        for _ in range(40):  # long past the person's glide: a computer would have moved
            await asyncio.sleep(0.01)
        held = app.history.ply - ply
        turn = app.position.turn
        still = app.paused and app._task is not None
        words = "wait" in app.banner.value or "paused" in app.banner.value
        app.resume()
        await _round_done(app)
        return enabled, held, turn, still, words, app.history.ply - ply

    enabled, held, turn, still, words, played = asyncio.run(scenario())
    assert enabled, "Pause can be pressed on a person's turn"
    assert held == 0 and turn == 1, "Orange, a computer, waits: no computer moved"
    assert still and words, "the round is held, and the banner says so"
    assert played == 3, "after Continue, Orange, Green and Purple play, then Blue again"


def test_a_replay_started_while_the_computers_are_held_waits_for_step() -> None:
    async def scenario() -> tuple[int, bool, int, bool]:
        app = GameApp(4, seed=3, seats=SEATS, speed=0.002)
        await _round_done(app)
        app.pause()
        replay = app.start_replay()
        assert replay is not None
        for _ in range(60):  # twice the replay's first pause: it would have shown a move
            await asyncio.sleep(0.01)
        shown, waiting = replay.shown, replay.paused
        app.replay_step()
        stepped = replay.shown
        app.end_replay()
        return shown, waiting, stepped, app.paused

    shown, waiting, stepped, held = asyncio.run(scenario())
    assert shown == 0 and waiting, "the replay waits for Step"
    assert stepped == 1, "Step shows the round's first move"
    assert held, "leaving the replay keeps the computers held"
