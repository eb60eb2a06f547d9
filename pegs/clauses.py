"""The rule index: every clause of RULES.md Part A sections 1 to 9, by stable name.

A clause name is ``<section>.<slug>`` ("5.own-colour"); its value is a one-line summary for
readers of the code. Refusals name the clause they apply (``pegs.check.Refusal.rule``), scenarios
and the course name the clauses they teach, and words for people live in ``pegs.words``. The slugs
are stable: tests, notebooks, widgets and files cite them.
"""

from __future__ import annotations

CLAUSES: dict[str, str] = {
    # 1. Players, teams, colours
    "1.teams": "4, 6 or 8 players, seats clockwise; even seats are team 0, odd seats team 1",
    "1.colours": "each seat has a colour and 5 pegs of that colour, its own for good",
    "1.arizona": "on your turn you may move any peg of your team, yours or a teammate's",
    # 2. The board
    "2.track": "18 holes per side, a ring of 18·N holes T0..T(18N-1); seat s owns 18s..18s+17",
    "2.come-out-in-spot": "seat s comes out on T(18s+8); its in-spot T(18s+3) leads into home",
    "2.one-place": "a peg is in exactly one place; two pegs never share a hole or home place",
    "2.home-steps": "from the in-spot, k more steps forward reach Hk; 18N-5 holes lead round to it",
    # 3. Cards
    "3.shoe": "3 decks and 6 jokers (162 cards) for 4 or 6 players; 4 and 8 (216) for 8",
    "3.deal": "a random first dealer (passing left each game; right may cut); 5 cards each",
    "3.turn": "play starts left of the dealer, clockwise; play a card, move, draw back to 5",
    "3.reshuffle": "an empty draw pile is remade from the shuffled discards, else hands stay short",
    # 4. What each card does
    "4.ace": "an ace brings a peg out of start or moves one peg 1 forward",
    "4.face": "a king, queen or jack brings a peg out or moves one peg 10 forward",
    "4.number": "2, 3, 4, 5, 6 and 10 move one peg forward by the card's value",
    "4.seven": "a 7 moves one peg 7 forward, or is split between two pegs",
    "4.eight": "an 8 moves one peg 8 backward",
    "4.nine": "a 9 moves one peg 9 forward, or is split between two pegs like the 7",
    "4.joker": "a joker moves a peg onto a track hole held by another colour (section 6)",
    "4.any-team-peg": "any card may move any team peg; a peg comes out onto its own come-out hole",
    "4.whole-count": "the whole count is always used; a move that cannot use it is not legal",
    "4.split": "a split moves two different pegs, each at least 1 step, both forward",
    "4.split-order": "the first part is made in full first; the two orders are different moves",
    "4.split-all-or-nothing": "if either part of a split is illegal, the whole card is illegal",
    "4.split-no-bring-out": "a split part never brings a peg out of start",
    "4.split-home": "each part of a split may enter home or move within home",
    "4.backward": "an 8 moves a track peg back past anything, never into home, never split",
    # 5. Moving, blocking, bumping
    "5.own-colour": "a peg may not pass over or land on a peg of its own colour",
    "5.pass-others": "a peg may pass other colours freely; passing does nothing",
    "5.own-on-in-spot": "a peg of the same colour on the in-spot blocks the way into home",
    "5.bump-opponent": "landing on an opponent's peg sends it back to its start area",
    "5.bump-teammate": "landing on a teammate's peg sends it to its own in-spot",
    "5.in-spot-own-colour": "if that in-spot holds the sent peg's own colour, the move is illegal",
    "5.chain-opponent": "an opponent's peg on that in-spot goes back to its start (ruling)",
    "5.chain": "a same-team peg on that in-spot moves on to its own in-spot in turn (ruling)",
    "5.teammate-on-in-spot": "landing on a teammate's peg on its own in-spot is illegal (ruling)",
    "5.come-out-jump": "coming out is a jump: own colour on the come-out hole blocks, others bump",
    "5.going-home": "reaching the in-spot with k <= 5 steps to spare and H1..Hk free enters Hk",
    "5.home-compulsory": "entering home is then compulsory (ruling)",
    "5.too-far": "with more than 5 steps to spare the peg carries on along the track",
    "5.home-blocked": "a home peg in the way makes the peg carry on along the track",
    "5.back-behind-in-spot": "no lap counter: a peg sent back behind its in-spot may go home",
    "5.inside-home": "in home a peg moves an exact count, never passes or lands, never past H5",
    "5.home-safe": "pegs in home are never bumped and never moved back",
    # 6. The joker
    "6.joker-target": "a joker's target is a track hole held by another colour, sent away as in 5",
    "6.joker-source": "while any team start area holds a peg, the joker's peg comes from start",
    "6.joker-track": "once every team start area is empty, a joker may move a team track peg",
    "6.joker-not-home": "a peg in home is never moved by a joker",
    "6.joker-team": "'the team' is whoever's pegs the player may move (alone under own-first)",
    "6.joker-optional": "nobody is ever obliged to play a joker",
    # 7. Must play
    "7.must-play": "if a non-joker card can move, a card with a legal move must be played",
    "7.discard": "otherwise play a joker or discard any one card and draw; a discard ends the turn",
    "7.no-hand": "with no hand given (exploring), any card may be played and discards are allowed",
    # 8. End of the game
    "8.win": "a team with every peg of every colour in home wins at once, after the card",
    "8.game-over": "after the win no move is legal and the turn does not pass",
    # 9. Rule options (the defaults are shown by the clauses above)
    "9.nine-forward-only": "option nine=forward-only: a 9 is never split",
    "9.nine-split-forward-back": "option nine=split-forward-back: one part forward, one backward",
    "9.face-cards": "option face_cards=eleven-twelve-thirteen: J, Q, K move 11, 12, 13",
    "9.home-entry-optional": "option home_entry=optional: a fitting move may carry on instead",
    "9.team-pegs-own-first": "option team_pegs=own-first: teammates' pegs only once yours are home",
    "9.joker-source-any": "option joker_source=any: a joker may move any team peg not in home",
}
"""Every clause of RULES.md Part A sections 1 to 9, by stable name, with a one-line summary."""


def section_of(clause: str) -> str:
    """The RULES section a clause belongs to: "5" for "5.own-colour"."""
    return clause.split(".", 1)[0]


__all__ = ["CLAUSES", "section_of"]
