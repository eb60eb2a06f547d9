"""History: undo, redo, and branching that never loses a line of play (issue 4)."""

from __future__ import annotations

import pytest

from pegs import IllegalMoveError, Move, new_game
from widgets.board.history import History


def _first_moves(history: History, n: int) -> list[Move]:
    played = []
    for _ in range(n):
        move = history.position.legal_moves()[0]
        history.play(move)
        played.append(move)
    return played


def test_undo_and_redo_walk_the_line() -> None:
    start = new_game(4, seed=5)
    history = History(start)
    moves = _first_moves(history, 3)
    after_three = history.position
    assert history.position == start.after(*moves)
    history.undo()
    assert history.position == start.after(*moves[:2])
    assert history.last_move == moves[1]
    history.undo()
    history.undo()
    assert history.position == start and not history.can_undo
    with pytest.raises(IndexError, match="nothing to undo"):
        history.undo()
    history.redo()
    history.redo()
    history.redo()
    assert history.position == after_three and not history.can_redo


def test_playing_another_move_from_the_past_branches_and_keeps_the_old_line() -> None:
    start = new_game(4, seed=5)
    history = History(start)
    moves = _first_moves(history, 3)
    history.go_to(1)
    others = [m for m in history.position.legal_moves() if m != moves[1]]
    assert others, "this seed must offer a second choice at ply 1"
    history.play(others[0])
    assert len(history.lines) == 2
    assert history.line.moves == [moves[0], others[0]]
    old = history.lines[0]
    assert old.moves == moves  # the game in progress is still there, whole
    history.go_to(3, line=0)
    assert history.position == start.after(*moves)


def test_replaying_the_next_move_of_the_line_follows_it() -> None:
    start = new_game(4, seed=5)
    history = History(start)
    moves = _first_moves(history, 2)
    history.go_to(0)
    history.play(moves[0])
    assert len(history.lines) == 1 and history.ply == 1 and history.can_redo


def test_an_illegal_move_changes_nothing() -> None:
    start = new_game(4, seed=5)
    history = History(start)
    _first_moves(history, 1)
    shown = history.position
    with pytest.raises(IllegalMoveError):
        history.play(Move.parse("5H 0:T1-T6"))
    assert history.position == shown and len(history.line) == 1 and len(history.lines) == 1


def test_go_to_refuses_plies_and_lines_that_do_not_exist() -> None:
    history = History(new_game(4, seed=5))
    with pytest.raises(IndexError, match="has 0 moves"):
        history.go_to(1)
    with pytest.raises(IndexError, match="no line 3"):
        history.go_to(0, line=3)
