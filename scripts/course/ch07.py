"""Chapter 07: playing a game: turns, drawing, the draw pile running out, the end."""

from build import choice, forbid, move, only, pos, predict, task, teach

forbid()

ID, TITLE, NOTEBOOK = "07", "Play a game", "07_play_a_game.ipynb"

HOME = ["H1", "H2", "H3", "H4", "H5"]
HAND = ["5H", "8C", "KD", "3S", "9H"]


def dealt(blue: str = "T12", **extra):
    """A small game in progress: Blue to play with five cards and a draw pile."""
    return pos({0: [blue], 1: ["T30"]}, hand=HAND, dealer=3, draw=["2D", "7S", "QC"],
               discard=["4H"], **extra)


def empty_pile(blue: str = "T12"):
    """The draw pile has run out; the played cards wait on the discard pile."""
    return pos({0: [blue], 1: ["T30"]}, hand=HAND, dealer=3, draw=[],
               discard=["4H", "6C", "10S"], seed=7)


SCREENS = [
    teach("A turn, step by step",
          "On your turn: **play one card** face up onto the discard pile, **move** as it says, "
          "then **draw** back up to five cards. Then the player on your left, clockwise, plays.",
          dealt("T40"), demo="5H 0:T40-T45"),
    task("Who plays next?", choice(
        "07-turn-next", "why", ["3.turn", "1.teams"], dealt("T14"),
        "Blue has just played and drawn. Who plays next?", ["Orange", "Green", "Purple"],
        "Orange",
        wrong={"Green": "Green is Blue's teammate across the table; play goes round "
                        "clockwise, seat by seat.",
               "Purple": "Purple sits on Blue's right: play goes the other way."},
        hint="Play goes clockwise, to the left.",
        explanation="Play goes clockwise: after Blue comes Orange, on Blue's left.")),
    task("Who starts?", choice(
        "07-first-player", "why", ["3.deal", "3.turn"], dealt("T20"),
        "Purple dealt the cards. Who plays first?", ["Purple", "Blue", "Green"], "Blue",
        wrong={"Purple": "The dealer does not start.",
               "Green": "Green sits opposite Purple, not on its left."},
        hint="Play starts with the player on the dealer's left.",
        explanation="The player on the dealer's left starts: after Purple, that is Blue.")),
    task("Back to five", choice(
        "07-draw-count", "count", ["3.turn"], dealt(),
        "Blue holds five cards and plays the 5. How many cards does Blue hold at the end of "
        "the turn?", ["4", "5", "6"], "5", given="5H 0:T12-T17", legal=True,
        check=lambda p: len(p.after("5H 0:T12-T17").hands[0]) == 5,
        wrong={"4": "After playing, Blue draws back up.",
               "6": "Blue draws only back up to five."},
        hint="After playing, a player draws back to five.",
        explanation="A player plays one card, then draws back to five cards.")),
    task("The draw pile runs out", choice(
        "07-reshuffle", "why", ["3.reshuffle"], empty_pile(),
        "The draw pile is empty and Blue plays the 5. What happens when Blue draws?",
        ["The played cards are shuffled into a new draw pile, and Blue draws",
         "Blue plays on with four cards", "The game ends"],
        "The played cards are shuffled into a new draw pile, and Blue draws",
        given="5H 0:T12-T17", legal=True,
        check=lambda p: len(p.after("5H 0:T12-T17").hands[0]) == 5,
        wrong={"Blue plays on with four cards":
               "There are cards on the discard pile: they make a new draw pile.",
               "The game ends": "The game ends only when a team has all its pegs home."},
        hint="Where did all the played cards go?",
        explanation="When the draw pile is empty, the discard pile is shuffled into a new "
                    "draw pile.")),
    task("Play your hand", move(
        "07-play-bump", ["5.bump-opponent", "3.turn"],
        pos({0: ["T12", "T22"], 1: ["T30"]}, hand=HAND, dealer=3, draw=["2D", "7S"]),
        "Blue holds five cards. Bump Orange's peg.", ["bump:1"],
        hint="Orange's peg is 8 holes ahead of Blue's front peg, and an 8 goes backward. "
             "Which card can give 8 forward?",
        explanation="Split the 9: 8 for the front peg, onto Orange's peg, and 1 for the other "
                    "peg.")),
]

CHECKPOINT = [
    choice("07-check-game-over", "count", ["8.game-over", "8.win"],
           pos({0: HOME, 1: ["T30"], 2: HOME}, hand=["5H", "2C", "KD"], turn=1),
           "Blue and Green have every peg in home; it is Orange's turn. How many moves may "
           "Orange make?", ["0", "1", "3"], "0",
           check=lambda p: p.legal_moves() == [],
           wrong={"1": "The game is over: no move at all is legal.",
                  "3": "The game is over: no move at all is legal."},
           hint="Has a team won?",
           explanation="After the win no move is legal: the game is over."),
    predict("07-check-last-peg", ["8.win", "5.going-home"],
            pos({0: ["H2", "H3", "H4", "H5", "T70"], 2: HOME}, hand=["6S", "JD", "2C", "4H",
                                                                      "7D"]),
            "Blue plays the 6 and its last peg goes home. Click where it ends up.",
            "6S 0:T70-H1", "0:T70",
            hint="Five steps reach the in-spot.",
            explanation="The sixth step is home place 1, and Blue and Green win at once."),
    choice("07-check-turn-over", "why", ["8.game-over"],
           pos({0: HOME, 2: HOME}, hand=["5H", "2C"], turn=0),
           "Blue's last peg has just gone home, and Green's are all home. Whose turn is it now?",
           ["Orange's", "Nobody's: the game is over"], "Nobody's: the game is over",
           check=lambda p: p.is_over and p.legal_moves() == [],
           wrong={"Orange's": "After the win the turn does not pass."},
           hint="What happens right after a team wins?",
           explanation="The game is over: no more moves, and the turn does not pass."),
    only("07-check-only", ["7.must-play"],
         pos({0: ["H1", "H4", "H5"], 1: ["T30"]}, hand=["2C", "3D", "6C", "5S", "4H"],
             dealer=3),
         "Blue must play a card that can move. Find the only move.",
         hint="None of these cards brings a peg out of start.",
         explanation="Only the 2 can move a peg: in home, from place 1 to place 3."),
    choice("07-check-reshuffle", "why", ["3.reshuffle", "3.turn"], empty_pile("T50"),
           "Blue plays the 8 with an empty draw pile. Which cards make the new draw pile?",
           ["The discard pile, the 8 just played included", "A new pack of cards",
            "Only the cards played before the 8"],
           "The discard pile, the 8 just played included", given="8C 0:T50-T42", legal=True,
           wrong={"A new pack of cards": "No new cards come into the game.",
                  "Only the cards played before the 8": "The card just played goes in too."},
           hint="Where does a played card go?",
           explanation="The whole discard pile, the card just played included, is shuffled "
                       "into a new draw pile."),
]
