"""Every rule clause of the rule index (``pegs.clauses.CLAUSES``) as one sentence for a learner.

Feedback names the rule an answer shows: these sentences, then "(RULES n)". They use colour-free,
notation-free words and were checked one by one against docs/RULES.md.
"""

from __future__ import annotations

RULE_WORDS: dict[str, str] = {
    "1.teams": "Players sit in two teams, and every player sits between two opponents",
    "1.colours": "Each player has five pegs of one colour, and they stay that player's pegs",
    "1.arizona": "On your turn you may move any peg of your team, yours or a teammate's",
    "2.track": "The main track is one ring of holes, 18 on each player's side",
    "2.come-out-in-spot": (
        "Each colour comes out on its come-out hole; its in-spot, five holes before it, "
        "leads into its home"
    ),
    "2.one-place": "A peg is always in exactly one place, and two pegs never share a hole",
    "2.home-steps": (
        "From its in-spot a peg steps into home: one step more is home place 1, "
        "two steps home place 2, and so on"
    ),
    "3.shoe": (
        "The game uses three packs of cards and six jokers (four packs and eight jokers for "
        "8 players)"
    ),
    "3.deal": "Each player is dealt five cards; the rest form the draw pile",
    "3.turn": (
        "Turns go clockwise: play one card, move as it says, then draw back up to five cards"
    ),
    "3.reshuffle": "When the draw pile runs out, the played cards are shuffled into a new one",
    "4.ace": "An ace brings a peg out of start, or moves one peg 1 hole forward",
    "4.face": "A king, queen or jack brings a peg out of start, or moves one peg 10 holes forward",
    "4.number": "A 2, 3, 4, 5, 6 or 10 moves one peg forward by its number",
    "4.seven": "A 7 moves one peg 7 forward, or is split between two pegs",
    "4.eight": "An 8 moves one peg 8 holes backward",
    "4.nine": "A 9 moves one peg 9 forward, or is split between two pegs like the 7",
    "4.joker": "A joker moves a peg straight onto a hole held by a peg of another colour",
    "4.any-team-peg": (
        "Any card may move any peg of your team, and a peg comes out only onto its own "
        "come-out hole"
    ),
    "4.whole-count": (
        "A card's whole count must be used; a move that cannot use it all is not allowed"
    ),
    "4.split": "A split moves two different pegs, each at least one hole, both forward",
    "4.split-order": (
        "In a split the first peg makes its whole part first; the two orders are different moves"
    ),
    "4.split-all-or-nothing": "If either part of a split is not allowed, the whole card is not",
    "4.split-no-bring-out": "A part of a split never brings a peg out of start",
    "4.split-home": "Each part of a split may go into home or move inside home",
    "4.backward": (
        "An 8 moves a peg on the track backward, past corners, come-out holes and in-spots, but "
        "never into home and never split"
    ),
    "5.own-colour": "A peg may not pass over or land on a peg of its own colour",
    "5.pass-others": "A peg may pass over pegs of other colours; passing does nothing to them",
    "5.own-on-in-spot": "A peg of the same colour standing on the in-spot blocks the way into home",
    "5.bump-opponent": "Landing on an opponent's peg sends it back to its start",
    "5.bump-teammate": "Landing on a teammate's peg sends it to its own in-spot",
    "5.in-spot-own-colour": (
        "A teammate's peg cannot be sent to its in-spot while a peg of its own colour stands there"
    ),
    "5.chain-opponent": (
        "A peg sent to its in-spot bumps an opponent's peg standing there back to its start"
    ),
    "5.chain": (
        "A peg sent to its in-spot moves on a teammate's peg standing there to that peg's own "
        "in-spot, and so on"
    ),
    "5.teammate-on-in-spot": (
        "No peg of its team may land on a teammate's peg that stands on its own in-spot, with a "
        "joker either: it has nowhere to go (an opponent's peg there may be bumped)"
    ),
    "5.come-out-jump": (
        "Coming out is a jump: only the come-out hole matters; your own colour there blocks it, "
        "an opponent's peg there is bumped, and a teammate's peg is sent to its own in-spot"
    ),
    "5.going-home": (
        "A peg that passes its in-spot with five steps or fewer to spare goes into home, "
        "if the home places on the way are free"
    ),
    "5.home-compulsory": "When a move fits into home, the peg must go into home",
    "5.too-far": (
        "With more than five steps to spare after its in-spot, a peg carries on along the track"
    ),
    "5.home-blocked": (
        "When a peg in home is in the way, the moving peg carries on along the track instead"
    ),
    "5.back-behind-in-spot": (
        "There is no lap counting: a peg moved back behind its in-spot may go home on its next "
        "forward move"
    ),
    "5.inside-home": (
        "Inside home a peg moves by the exact count, never passes or lands on another peg, and "
        "never goes past home place 5"
    ),
    "5.home-safe": "Pegs in home are safe: they are never bumped and never moved back",
    "6.joker-target": (
        "A joker's peg lands on a track hole held by another colour's peg, which is sent away "
        "as usual: an opponent to its start, a teammate to its in-spot"
    ),
    "6.joker-source": (
        "While any start area of your team holds a peg, the joker's peg must come out of a "
        "start area"
    ),
    "6.joker-track": (
        "Once every start area of your team is empty, a joker may move a peg of your team "
        "from the track"
    ),
    "6.joker-not-home": "A joker never moves a peg that is in home",
    "6.joker-team": "A joker moves only pegs of the players whose pegs you may move",
    "6.joker-optional": "Nobody ever has to play a joker",
    "7.must-play": (
        "If any card other than a joker can move, you must play a card that moves, "
        "even when every move is bad for you"
    ),
    "7.discard": (
        "When no card but a joker can move, you may play the joker or throw away any one card; "
        "throwing away ends your turn"
    ),
    "7.no-hand": "When exploring a position without a hand, any card may be tried",
    "8.win": (
        "A team wins at once when every peg of all its colours is in home, as soon as the card "
        "is played"
    ),
    "8.game-over": "Once a team has won, the game is over: no more moves are played",
    "9.nine-forward-only": "With the option 'nine forward only', a 9 is never split",
    "9.nine-split-forward-back": (
        "With the option 'nine forward and back', a split 9 moves one peg forward and one backward"
    ),
    "9.face-cards": (
        "With the option 'eleven, twelve, thirteen', a jack moves 11, a queen 12 and a king 13"
    ),
    "9.home-entry-optional": (
        "With the option 'home entry optional', a peg that fits into home may carry on instead"
    ),
    "9.team-pegs-own-first": (
        "With the option 'own pegs first', you may move a teammate's pegs only once all yours "
        "are home"
    ),
    "9.joker-source-any": (
        "With the option 'joker from anywhere', a joker may move any peg of your team not in home"
    ),
}


def rule_sentence(clause: str) -> str:
    """The rule of ``clause`` in words, then its section: "... start (RULES 5)."."""
    section = clause.split(".", 1)[0]
    words = RULE_WORDS.get(clause)
    if words is None:
        return f"See the rule book (RULES {section})."
    return f"{words} (RULES {section})."
