"""The places a move's peg steps on, sliced from the track laid out once per board.

``PegMoved.path`` is made for every move played. Built hole by hole (a ``range`` wrapped round the
track) it cost 0.6-0.7 µs a part (measured over 8-player games); one slice of the track laid out
twice round (so that no slice wraps) costs 0.2 µs.
"""

from __future__ import annotations

from ..board import HOME, HOME_SIZE, Place, board_for
from ..check import PartKind, PartResult

# Per player count: (track length, holes in order twice round, the same backwards, in-spots).
_Rings = tuple[int, tuple[Place, ...], tuple[Place, ...], tuple[Place, ...]]
_RINGS: dict[int, _Rings] = {}
_HOMES = tuple(range(HOME + 1, HOME + HOME_SIZE + 1))  # home places 1 to 5
_OUT, _BACKWARD, _JOKER = PartKind.OUT, PartKind.BACKWARD, PartKind.JOKER


def _rings(players: int) -> _Rings:
    """The rings of a board (made once per player count)."""
    board = board_for(players)
    length = board.track_length
    ahead = tuple(i % length for i in range(2 * length))  # ahead[frm + k]: k holes past frm
    behind = tuple((-1 - i) % length for i in range(2 * length))  # behind[length - frm + k]
    rings = _RINGS[players] = (length, ahead, behind, tuple(map(board.in_spot, range(players))))
    return rings


def path_of(players: int, result: PartResult) -> tuple[Place, ...]:
    """Every place a part's peg steps on, ending at its destination."""
    seat, frm, to = result.part
    kind = result.kind
    if kind is _OUT or kind is _JOKER:
        return (to,)  # coming out and a joker's move jump
    length, ahead, behind, in_spot = _RINGS.get(players) or _rings(players)
    if kind is _BACKWARD:
        return behind[length - frm : length - frm + result.steps]
    if frm > HOME:
        return _HOMES[frm - HOME : to - HOME]  # along the home lane
    if to > HOME:  # round the track to the in-spot, then into the lane
        return ahead[frm + 1 : frm + 1 + (in_spot[seat] - frm) % length] + _HOMES[: to - HOME]
    return ahead[frm + 1 : frm + 1 + result.steps]
