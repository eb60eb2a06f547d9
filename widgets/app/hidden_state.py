"""The game app's hidden state element: what browser tests read of the game, as JSON.

The app keeps an invisible HTML widget (class ``pegs-state``) holding this JSON, escaped, so a
browser test can tell where the game is (the ply, the line, whose turn, the card chosen, the
computers running or paused, a replay, the frames sent, the marks as fractions of the board)
without reading pixels. The format is a contract with ``tests/browser``: keys are only added.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Sequence

from pegs import Position

from ..board import Controller, Highlights

#: The place's (x, y) on the board, as fractions of its width and height.
PlaceXY = Callable[[int, int], tuple[float, float]]


def unit_refs(refs: Sequence[tuple[int, int]], place_xy: PlaceXY) -> list[list[float]]:
    """Places as [seat, place, x, y], x and y as fractions of the board's width and height."""
    out = []
    for seat, place in refs:
        x, y = place_xy(seat, place)
        out.append([seat, place, round(x, 4), round(y, 4)])
    return out


def hidden_state(
    controller: Controller,
    *,
    humans: list[int],
    running: bool,
    paused: bool,
    replay: tuple[int, int] | None,
    frames: int,
    hint: Sequence[str],
    place_xy: PlaceXY,
) -> str:
    """The game's state as the hidden element holds it: JSON, escaped for HTML."""
    history = controller.history
    position: Position = history.position
    marks: Highlights = controller.highlights()
    first = max(0, history.ply - 10)
    return html.escape(
        json.dumps(
            {
                "ply": history.ply,
                "line": history.line_index,
                "moves_from": first,
                "moves": [m.notation() for m in history.line.moves[first : history.ply]],
                "turn": position.turn,
                "card": controller.card_index,
                "humans": humans,
                "over": position.is_over,
                "winner": position.winner,
                "running": running,
                "paused": paused,
                "replay": None if replay is None else list(replay),
                "frames": frames,
                "movable": unit_refs(marks.movable, place_xy),
                "targets": unit_refs(marks.targets, place_xy),
                "hint": list(hint),
                "position": position.to_dict(),
            }
        )
    )
