"""Drawing without a browser: recorded canvas commands, one message per redraw, animation plans."""

from __future__ import annotations

import random

import pytest
from ipycanvas.canvas import _CANVAS_MANAGER

from pegs import BumpedToStart, PegMoved, new_game
from pegs.geometry import layout
from widgets.board_view import BoardView, one_batch
from widgets.drawing import (
    RecordingCanvas,
    Scale,
    animation_frames,
    draw_board,
    draw_pegs,
    peg_points,
    theme_for,
)


def _centres(canvas: RecordingCanvas) -> list[tuple[float, float]]:
    """The centre of every filled peg: circles directly, polygons as the mean of their corners."""
    out = [(c[1], c[2]) for c in canvas.calls("fill_circle")]
    for call in canvas.calls("fill_polygon"):
        points = call[1]
        out.append(
            (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        )
    return out


def _played(seed: int, plies: int):
    position = new_game(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        position = position.play(rng.choice(position.legal_moves()))[0]
    return position


@pytest.mark.parametrize("players", [4, 6, 8])
def test_pegs_are_drawn_where_the_geometry_says(players: int) -> None:
    position = new_game(players, seed=2)
    rng = random.Random(2)
    for _ in range(40):
        position = position.play(rng.choice(position.legal_moves()))[0]
    board = layout(players)
    scale = Scale(1000)
    canvas = RecordingCanvas(1000, 1000)
    draw_pegs(canvas, board, peg_points(board, position.pegs), scale, theme_for("light"))
    expected = sorted(
        (round(x * 1000, 3), round(y * 1000, 3)) for _s, _p, (x, y) in board.pegs_xy(position.pegs)
    )
    drawn = sorted((round(x, 3), round(y, 3)) for x, y in _centres(canvas))
    assert drawn == expected
    assert canvas.commands[0] == ("clear",)  # a redraw starts from an empty layer


def test_every_track_hole_is_drawn() -> None:
    board = layout(6)
    canvas = RecordingCanvas(1200, 1200)
    draw_board(canvas, board, Scale(1200), theme_for("dark"))
    holes = {(round(c[1], 3), round(c[2], 3)) for c in canvas.calls("fill_circle")}
    for x, y in board.track:
        assert (round(x * 1200, 3), round(y * 1200, 3)) in holes
    texts = [c[1] for c in canvas.calls("fill_text")]
    assert "0 Blue" in texts and "5 Red" in texts


def test_an_unknown_theme_is_refused() -> None:
    with pytest.raises(ValueError, match="light"):
        theme_for("neon")


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list:
    """Every message the canvas manager sends to the browser."""
    messages: list = []
    monkeypatch.setattr(
        _CANVAS_MANAGER, "_send_custom", lambda cmd, buffers=(): messages.append(cmd)
    )
    return messages


def test_one_message_per_redraw(sent: list) -> None:
    view = BoardView(4, size=400, animation="off")
    position = _played(3, 12)
    sent.clear()
    view.show(position)
    assert len(sent) == 1
    view.redraw()  # as when a browser view connects: board, pegs and highlights in one message
    assert len(sent) == 2
    assert view.frames_sent >= 2


def test_animation_sends_one_message_per_frame(sent: list) -> None:
    view = BoardView(4, size=400, animation="on", speed=0)
    before = new_game(4, seed=1)
    after, events = before.play("KC 0:S-T8")
    sent.clear()
    view.animate(before, events, after)
    frames = animation_frames(view.layout_, before.pegs, events)
    assert len(sent) == 1 + len(frames) + 1  # clear overlay, each frame, the final picture


def test_animation_off_sends_only_the_final_picture(sent: list) -> None:
    view = BoardView(4, size=400, animation="off")
    before = new_game(4, seed=1)
    after, events = before.play("KC 0:S-T8")
    sent.clear()
    view.animate(before, events, after)
    assert len(sent) == 1


def test_a_failing_frame_still_flushes_and_stops_batching(sent: list) -> None:
    canvas = BoardView(4, size=300).canvas[1]
    sent.clear()
    with pytest.raises(RuntimeError), one_batch():
        canvas.fill_rect(0, 0, 5, 5)
        raise RuntimeError("drawing failed")
    assert _CANVAS_MANAGER._caching is False
    assert len(sent) == 1  # what was drawn went out in one message
    canvas.fill_rect(0, 0, 5, 5)
    assert len(sent) == 2  # and later commands are no longer held back


def test_animation_follows_the_path_hole_by_hole() -> None:
    # A 5 from T10 steps on T11..T15 (RULES 4): one frame per hole, the peg on that hole.
    from pegs import Position

    start = Position.from_dict(
        {
            "format": "pegs-position/1",
            "players": 4,
            "turn": 0,
            "pegs": {
                "0": ["T10", "S", "S", "S", "S"],
                "1": ["S"] * 5,
                "2": ["S"] * 5,
                "3": ["S"] * 5,
            },
        }
    )
    _after, events = start.play("5H 0:T10-T15")
    board = layout(4)
    frames = animation_frames(board, start.pegs, events)
    assert len(frames) == 5
    for hole, frame in zip(range(11, 16), frames, strict=True):
        assert (0, board.track[hole]) in frame


def test_animation_ends_where_the_engine_puts_the_pegs() -> None:
    # Across random games, including bumps (RULES 5): the last frame is the engine's position.
    board = layout(4)
    seen: set[type] = set()
    for seed in range(6):
        position = new_game(4, seed=seed)
        rng = random.Random(seed)
        for _ in range(150):
            if position.is_over:
                break
            after, events = position.play(rng.choice(position.legal_moves()))
            frames = animation_frames(board, position.pegs, events)
            seen.update(type(e) for e in events)
            if any(isinstance(e, PegMoved) for e in events):
                final = sorted((s, round(x, 9), round(y, 9)) for s, (x, y) in frames[-1])
                expected = sorted(
                    (s, round(x, 9), round(y, 9)) for s, _p, (x, y) in board.pegs_xy(after.pegs)
                )
                assert final == expected
            position = after
    assert BumpedToStart in seen  # the games did exercise a bump's flight back to start
