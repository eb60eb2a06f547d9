"""The board as a compact text diagram for terminals: what ``str(position)`` prints.

One line per seat: its start count, its 18 holes of the track (pegs shown by seat digit, with the
come-out hole and in-spot marked), its home lane and its hand; then turn, dealer, piles, winner.
Owns only this text layout; pictures live in ``svg``, sentences in ``pegs.words``.
"""

from __future__ import annotations

from ..board import COME_OUT_OFFSET, HOME, IN_SPOT_OFFSET, SIDE, START, board_for
from ..position import Position
from .colours import seat_name

EMPTY, COME_OUT, IN_SPOT = ".", "o", "i"


def _side(position: Position, seat: int) -> str:
    """The 18 holes of ``seat``'s side, in groups of six for easier counting."""
    cells = []
    for offset in range(SIDE):
        holder = position.holder(SIDE * seat + offset)
        if holder is not None:
            cells.append(str(holder))
        elif offset == COME_OUT_OFFSET:
            cells.append(COME_OUT)
        elif offset == IN_SPOT_OFFSET:
            cells.append(IN_SPOT)
        else:
            cells.append(EMPTY)
    return " ".join("".join(cells[i : i + 6]) for i in range(0, SIDE, 6))


def _home(places: tuple[int, ...], seat: int) -> str:
    taken = {p - HOME for p in places if p > HOME}
    return "".join(str(seat) if k in taken else EMPTY for k in range(1, 6))


def render_text(position: Position) -> str:
    """A compact text diagram of the position, one line per seat plus a status line."""
    players = position.players
    width = max(len(seat_name(s)) for s in range(players))
    first = f"{'':>{width + 2}}  start  T+0    T+6    T+12      home   hand"
    lines = [first]
    for seat, places in enumerate(position.pegs):
        hand = position.hands[seat]
        held = "?" if hand is None else (" ".join(c.notation for c in hand) or "-")
        lines.append(
            f"{seat} {seat_name(seat):<{width}}  S:{places.count(START)}    "
            f"{_side(position, seat)}  H:{_home(places, seat)}  {held}"
        )
    status = []
    if position.winner is not None:
        seats = board_for(players).team_seats(position.winner)
        names = " and ".join(seat_name(s) for s in seats)
        status.append(f"team {position.winner} ({names}) has won")
    else:
        status.append(f"to play: {position.turn} {seat_name(position.turn)}")
    if position.dealer is not None:
        status.append(f"dealer: {position.dealer} {seat_name(position.dealer)}")
    if position.draw is not None:
        status.append(f"draw: {len(position.draw)}")
    top = f" (top {position.discard[-1].notation})" if position.discard else ""
    status.append(f"discard: {len(position.discard)}{top}")
    lines.append(" · ".join(status))
    lines.append(
        f"digits: pegs by seat · {COME_OUT}: come-out hole · {IN_SPOT}: in-spot · "
        "seat N's side: T(18N)..T(18N+17)"
    )
    return "\n".join(lines)


__all__ = ["render_text"]
