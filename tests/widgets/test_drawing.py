"""Drawing without a browser: recorded canvas commands, one message per redraw, animation plans."""

from __future__ import annotations

import random

import pytest
from ipycanvas.canvas import _CANVAS_MANAGER

from pegs import BumpedToStart, PegMoved, new_game
from pegs.render.colours import seat_style
from pegs.render.geometry import layout
from pegs.render.marks import Circle, Paint, Poly
from pegs.render.scene import Sheet, board_layer, peg_shape, pegs_layer
from widgets.board.drawing import RecordingCanvas, animation_frames, paint, paint_layer, theme_for
from widgets.board.view import BoardView, one_batch


def _drawn_pegs(canvas: RecordingCanvas) -> list:
    """Every filled peg: ("circle", centre) or ("polygon", rounded corners), sorted."""
    out = [("circle", (round(c[1], 3), round(c[2], 3))) for c in canvas.calls("fill_circle")]
    for call in canvas.calls("fill_polygon"):
        out.append(("polygon", tuple((round(x, 3), round(y, 3)) for x, y in call[1])))
    return sorted(out)


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
    sheet = Sheet(board, 1000, theme_for("light"))
    canvas = RecordingCanvas(1000, 1000)
    paint_layer(canvas, pegs_layer(sheet, board.pegs_xy(position.pegs), None))
    radius = board.peg_radius * 1000
    expected = []
    for seat, _place, (x, y) in board.pegs_xy(position.pegs):
        centre = (x * 1000, y * 1000)
        # Each seat's pegs keep its shape (pegs.render.colours).
        shape = peg_shape(seat_style(seat).shape, centre, radius, Paint(fill="#000"))
        if isinstance(shape, Circle):
            expected.append(("circle", (round(centre[0], 3), round(centre[1], 3))))
        else:
            assert isinstance(shape, Poly)
            expected.append(("polygon", tuple((round(a, 3), round(b, 3)) for a, b in shape.points)))
    assert _drawn_pegs(canvas) == sorted(expected)
    assert canvas.commands[0] == ("clear",)  # a redraw starts from an empty layer


def test_every_track_hole_is_drawn() -> None:
    board = layout(6)
    canvas = RecordingCanvas(1200, 1200)
    paint(canvas, board_layer(Sheet(board, 1200, theme_for("dark"))))
    holes = {(round(c[1], 3), round(c[2], 3)) for c in canvas.calls("fill_circle")}
    for x, y in board.track:
        assert (round(x * 1200, 3), round(y * 1200, 3)) in holes


def test_seat_badges_name_colours_and_teams_by_colour() -> None:
    position = new_game(6, seed=1)
    canvas = RecordingCanvas(1200, 1200)
    paint(canvas, pegs_layer(Sheet(layout(6), 1200, theme_for("dark")), [], position))
    texts = [c[1] for c in canvas.calls("fill_text")]
    # The colour name, then the team by its first seat's colour.
    assert "Blue" in texts and "Red" in texts and "Orange's team" in texts


def test_come_out_holes_are_ringed_and_in_spots_squared_in_the_seat_colour() -> None:
    # Seat s's come-out hole is T(18s+8) and its in-spot T(18s+3) (RULES, board): the canvas marks
    # them as the SVG does, a ring and a square, so the two are told apart without colour.
    board = layout(4)
    canvas = RecordingCanvas(1000, 1000)
    paint(canvas, board_layer(Sheet(board, 1000, theme_for("light"))))
    stroke = None
    rings, squares = [], []
    for command in canvas.commands:
        if command[:2] == ("set", "stroke_style"):
            stroke = command[2]
        elif command[0] == "stroke_circle" and command[3] > board.hole_radius * 1000 * 1.2:
            rings.append((stroke, round(command[1], 3), round(command[2], 3)))
        elif command[0] == "stroke_rect":
            x, y, w, h = command[1:]
            squares.append((stroke, round(x + w / 2, 3), round(y + h / 2, 3)))
    for seat in range(4):
        colour = seat_style(seat).fill
        for hole, marks in ((18 * seat + 8, rings), (18 * seat + 3, squares)):
            x, y = board.track[hole]
            assert (colour, round(x * 1000, 3), round(y * 1000, 3)) in marks
    # One ring and one square a seat (a colour under 3:1 on the board adds its outline there).
    assert len({m[1:] for m in rings}) == len({m[1:] for m in squares}) == 4


def test_captions_name_the_seat_to_play_and_the_piles() -> None:
    position = _played(3, 5)
    canvas = RecordingCanvas(1000, 1000)
    paint(canvas, pegs_layer(Sheet(layout(4), 1000, theme_for("light")), [], position))
    texts = [c[1] for c in canvas.calls("fill_text")]
    to_play = seat_style(position.turn).name
    assert f"{to_play} to play" in texts
    assert f"draw pile: {len(position.draw)}" in texts
    assert texts.count(to_play) == 1  # one badge per seat; the one to play sits on a plate
    assert len(canvas.calls("fill_rect")) == 1  # the plate


def test_an_unknown_theme_is_refused() -> None:
    with pytest.raises(ValueError, match="light"):
        theme_for("neon")


def test_styles_are_sent_only_when_they_change() -> None:
    # 72 holes of one look: their fill, stroke and width are set once, not 72 times.
    canvas = RecordingCanvas(1000, 1000)
    paint(canvas, board_layer(Sheet(layout(4), 1000, theme_for("light"))))
    hole = theme_for("light").hole
    assert [c for c in canvas.commands if c == ("set", "fill_style", hole)] == [
        ("set", "fill_style", hole)
    ]
    assert len(canvas.calls("fill_circle")) == 72 + 4 * 10


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


def test_a_board_of_another_player_count_keeps_no_old_pegs() -> None:
    view = BoardView(4, size=300)
    view.show(_played(3, 5))
    recorders = [RecordingCanvas(600, 600) for _ in range(4)]
    for i, recorder in enumerate(recorders):
        view.canvas._canvases[i] = recorder
    view.set_bottom_seat(5, players=6)
    assert view.position is None
    for recorder in recorders[1:]:
        assert recorder.commands == [("clear",)]  # pegs, highlights and trail wiped
    assert recorders[0].calls("fill_circle"), "the new board is drawn"
