"""A Back Alley state described for people in text: the command line's ``show``.

Owns the text picture of a state (deal, trump, bids, contracts, the trick, tricks taken,
scores, every hand, who is to act), in the engine's register: seats by number, cards in
notation, as the state file names them.
"""

from __future__ import annotations

from backalley.rules import PLAYERS
from backalley.state import State
from backalley.view import played_this_deal
from backalley.words.names import suit_words
from backalley.words.speech import say


def _contract(state: State, team: int) -> str:
    """One team's contract, in the words of the language spoken."""
    contract = state.contract(team)
    if contract.is_board:
        return say("show-contract", team=team, tricks="board", level=contract.board_level)
    return say("show-contract", team=team, tricks=contract.tricks, level=0)


def describe(state: State) -> str:
    """A text picture of the state for people: the deal, bids, trick, taken, scores, hands.

    In the language spoken (``pegs.words.messages.speaking``), English unless chosen.
    """
    turned = str(state.turned)
    lines = [
        say(
            "show-header",
            deal=state.deal,
            size=state.hand_size,
            dealer=state.dealer,
            redeals=state.redeals,
        ),
        say("show-turned-trump", card=turned, suit=suit_words(state.trump))
        if state.trump
        else say("show-turned-blooper", card=turned),
    ]
    if state.bids:
        bids = ", ".join(
            say("show-bid", seat=(state.dealer + 1 + i) % PLAYERS, bid=bid.notation())
            for i, bid in enumerate(state.bids)
        )
        lines.append(say("show-bids", bids=bids))
    if len(state.bids) == PLAYERS:
        lines.append(
            say("show-contracts", contracts=", ".join(_contract(state, t) for t in (0, 1)))
        )
        trick = " ".join(map(str, state.trick)) or "-"
        if state.leader is not None:
            lines.append(say("show-trick-led", leader=state.leader, trick=trick))
        else:
            lines.append(say("show-trick", trick=trick))
        taken = " ".join(f"{seat}:{n}" for seat, n in enumerate(state.taken))
        trumped = "yes" if state.trump_in_last_trick else "no"
        lines.append(say("show-taken", taken=taken, trumped=trumped))
        if state.tricks_played and not played_this_deal(state):
            # A hand-made file may leave out ``played``: say so rather than pretend to know.
            lines.append(say("show-unknown-tricks"))
    # Scores go as text: Fluent would group a four-figure score ("1,005"), the file does not.
    lines.append(say("show-scores", first=str(state.scores[0]), second=str(state.scores[1])))
    for seat, hand in enumerate(state.hands):
        held = " ".join(map(str, hand)) or "-"
        lines.append(say("show-hand", seat=seat, team=seat % 2, hand=held))
    if state.winner == "draw":
        lines.append(say("show-over-draw"))
    elif state.winner is not None:
        lines.append(say("show-over-win", team=state.winner))
    else:
        doing = "show-to-bid" if len(state.bids) < PLAYERS else "show-to-play"
        # A text: the seat to act is a number while the game is on (what the file says).
        lines.append(say(doing, seat=str(state.turn)))
    return "\n".join(lines)


__all__ = ["describe"]
