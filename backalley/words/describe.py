"""A Back Alley state described for people in text: the command line's ``show``.

Owns the text picture of a state (deal, trump, bids, contracts, the trick, tricks taken,
scores, every hand, who is to act), in the engine's register: seats by number, cards in
notation, as the state file names them.
"""

from __future__ import annotations

from backalley.rules import PLAYERS
from backalley.state import State
from backalley.view import played_this_deal
from backalley.words.names import BOARD_NAMES, suit_words


def describe(state: State) -> str:
    """A text picture of the state for people: the deal, bids, trick, taken, scores, hands."""
    trump = f"trump {suit_words(state.trump)}" if state.trump else "no trump (blooper turned)"
    redeal = f", redeal {state.redeals}" if state.redeals else ""
    lines = [
        f"Back Alley: deal {state.deal} of 25, {state.hand_size} cards each, "
        f"dealer {state.dealer}{redeal}",
        f"turned {state.turned}: {trump}",
    ]
    if state.bids:
        bids = ", ".join(
            f"seat {(state.dealer + 1 + i) % PLAYERS} {bid}" for i, bid in enumerate(state.bids)
        )
        lines.append(f"bids: {bids}")
    if len(state.bids) == PLAYERS:
        parts = []
        for team in (0, 1):
            contract = state.contract(team)
            if contract.is_board:
                what = BOARD_NAMES[contract.board_level - 1]
            else:
                what = str(contract.tricks)
            parts.append(f"team {team} {what}")
        lines.append("contracts: " + ", ".join(parts))
        led = f" (led by seat {state.leader})" if state.leader is not None else ""
        lines.append(f"trick{led}: {' '.join(map(str, state.trick)) or '-'}")
        taken = " ".join(f"{seat}:{n}" for seat, n in enumerate(state.taken))
        flag = "yes" if state.trump_in_last_trick else "no"
        lines.append(f"taken: {taken}; trump in last trick: {flag}")
        if state.tricks_played and not played_this_deal(state):
            # A hand-made file may leave out ``played``: say so rather than pretend to know.
            lines.append("earlier tricks: not in the file, so their cards are unknown")
    lines.append(f"scores: team 0 {state.scores[0]}, team 1 {state.scores[1]}")
    for seat, hand in enumerate(state.hands):
        lines.append(f"seat {seat} (team {seat % 2}): {' '.join(map(str, hand)) or '-'}")
    if state.winner is not None:
        who = "a draw" if state.winner == "draw" else f"team {state.winner} wins"
        lines.append(f"game over: {who}")
    else:
        doing = "bid" if len(state.bids) < PLAYERS else "play"
        lines.append(f"seat {state.turn} to {doing}")
    return "\n".join(lines)


__all__ = ["describe"]
