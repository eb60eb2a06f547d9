"""Chapter 08: exploring positions without hands, and the rule options (house rules)."""

from build import card, choice, forbid, move, pos, predict, task, teach

forbid()

ID, TITLE, NOTEBOOK = "08", "Exploring positions", "08_exploring_positions.ipynb"

OPEN = pos({0: ["T10", "T30"], 1: ["T15"]})

SCREENS = [
    teach("Positions without hands",
          "When you explore a position, there may be **no hand** for the player to move. Then "
          "any card may be tried, the must-play rule is not applied, and throwing a card away "
          "is always allowed.", OPEN),
    task("Which cards?", choice(
        "08-no-hand-cards", "why", ["7.no-hand"], OPEN,
        "This position gives Blue no hand. Which cards may you try for Blue?",
        ["Any card", "Only the cards Blue was dealt", "None: Blue cannot move"], "Any card",
        given="KS 0:T30-T40", legal=True,
        wrong={"Only the cards Blue was dealt": "No cards were dealt here: there is no hand.",
               "None: Blue cannot move": "With no hand, any card may be tried."},
        hint="What is there to choose from when there is no hand?",
        explanation="With no hand given, any card may be played.")),
    task("Throw away?", choice(
        "08-no-hand-discard", "why", ["7.no-hand", "7.must-play"],
        pos({0: ["T20", "T44"], 1: ["T30"]}),
        "No hand is given, and Blue's pegs could move. May you throw a card away for Blue?",
        ["Yes: without a hand, throwing away is always allowed",
         "No: a card that can move must be played"],
        "Yes: without a hand, throwing away is always allowed", given="discard 5H", legal=True,
        wrong={"No: a card that can move must be played":
               "The must-play rule needs a hand; exploring without one, it is not applied."},
        hint="Is the must-play rule applied without a hand?",
        explanation="When a position gives no hand, discards are always allowed.")),
    task("How many cards bump?", choice(
        "08-no-hand-count", "count", ["7.no-hand", "5.bump-opponent"],
        pos({0: ["T10"], 1: ["T15"]}),
        "No hand is given. Of the number cards 2 to 6, how many could bump Orange's peg?",
        ["0", "1", "5"], "1",
        check=lambda p: sum(any(p.play(m)[0].pegs[1].count(-1) == 5 for m in
                                p.card_moves(c)) for c in ["2S", "3S", "4S", "5S", "6S"]) == 1,
        wrong={"0": "Count the holes between Blue's peg and Orange's.",
               "5": "Only one of them lands exactly on Orange's peg."},
        hint="Count the holes between the two pegs.",
        explanation="Orange's peg is five holes ahead: only the 5 lands on it.")),
    teach("House rules",
          "Players often change a few rules. A position carries its **rule options**, and the "
          "game follows them. The next exercises each use one house rule.", OPEN),
    task("A 9 that never splits", choice(
        "08-nine-forward-only", "why", ["9.nine-forward-only", "4.nine"],
        pos({0: ["T10", "T30"]}, hand=["9S", "4C"], rules={"nine": "forward-only"}),
        "House rule: 'nine forward only'. May Blue split the 9, 4 and 5?",
        ["Yes, like a 7", "No: under this rule a 9 moves one peg 9"],
        "No: under this rule a 9 moves one peg 9", given="9S 0:T10-T14 0:T30-T35",
        legal=False, refused="9.nine-forward-only",
        wrong={"Yes, like a 7": "That is the normal rule; this house rule forbids it."},
        hint="What does the house rule's name say?",
        explanation="With 'nine forward only', a 9 is never split.")),
    task("A 9 forward and back", move(
        "08-nine-forward-back", ["9.nine-split-forward-back"],
        pos({0: ["T10", "T30"], 1: ["T16", "T27"]}, hand=["9S", "2C"],
            rules={"nine": "split-forward-back"}),
        "House rule: 'nine forward and back'. Bump both Orange pegs with the 9.", ["bump:1:2"],
        hint="One part forward, one part backward, 9 in all.",
        explanation="The back peg goes 6 forward onto one Orange peg, the front peg 3 back "
                    "onto the other.")),
    task("Kings go further", card(
        "08-face-cards", ["9.face-cards"],
        pos({0: ["T13"]}, hand=["JS", "QD", "KH"], rules={"face_cards": "eleven-twelve-thirteen"}),
        "House rule: 'eleven, twelve, thirteen'. Which card lands Blue's peg on Orange's "
        "come-out hole?", ["at:0:T26"],
        hint="Count the holes: which face card moves that many now?",
        explanation="Under this rule a jack moves 11, a queen 12 and a king 13.")),
    task("Home when you like", move(
        "08-home-optional", ["9.home-entry-optional", "5.home-compulsory"],
        pos({0: ["T1"]}, hand=["4D", "10S"], rules={"home_entry": "optional"}),
        "House rule: 'home entry optional'. Keep Blue's peg on the track with the 4, to "
        "bump later.", ["at:0:T5"],
        hint="Under this rule a peg that fits into home may carry on.",
        explanation="With home entry optional, a fitting move may carry on along the "
                    "track.")),
]

CHECKPOINT = [
    choice("08-check-own-first", "why", ["9.team-pegs-own-first", "1.arizona"],
           pos({0: ["T12"], 2: ["T40"]}, hand=["5H", "3C"], rules={"team_pegs": "own-first"}),
           "House rule: 'own pegs first'. Blue still has pegs out of home. May Blue move "
           "Green's peg?",
           ["Yes, Green is a teammate", "No: not until all of Blue's pegs are home"],
           "No: not until all of Blue's pegs are home", given="5H 2:T40-T45", legal=False,
           refused="9.team-pegs-own-first",
           wrong={"Yes, Green is a teammate": "Under this house rule, your own pegs come first."},
           hint="What does 'own pegs first' mean?",
           explanation="Under 'own pegs first', a teammate's pegs may be moved only once all "
                       "your own are home."),
    move("08-check-joker-any", ["9.joker-source-any", "6.joker-source"],
         pos({0: ["T10"], 1: ["T30"]}, hand=["JK", "3C"], rules={"joker_source": "any"}),
         "House rule: 'joker from anywhere'. Bump Orange's peg with Blue's peg that is already "
         "on the track.", ["bump:1", "from:0:T10"],
         hint="Under this rule the joker's peg need not come from start.",
         explanation="With 'joker from anywhere', a joker may move any team peg not in home."),
    predict("08-check-face-cards", ["9.face-cards"],
            pos({0: ["T30"]}, hand=["QS", "2D"], rules={"face_cards": "eleven-twelve-thirteen"}),
            "House rule: 'eleven, twelve, thirteen'. Blue plays the queen on its peg. Click "
            "where it stops.", "QS 0:T30-T42", "0:T30",
            hint="How far does a queen go under this rule?",
            explanation="Under this rule a queen moves 12."),
    choice("08-check-joker-team", "why", ["6.joker-team", "9.team-pegs-own-first"],
           pos({0: ["T10", "T20", "T30", "T40", "T50"], 1: ["T60"]}, hand=["JK", "2C"],
               rules={"team_pegs": "own-first"}),
           "House rule: 'own pegs first'. Blue's start is empty, Green's is not. Where may "
           "Blue's joker take its peg from?",
           ["From Green's start", "From one of Blue's pegs on the track"],
           "From one of Blue's pegs on the track", given="JK 0:T10-T60", legal=True,
           wrong={"From Green's start":
                  "Under 'own pegs first' Blue's team is Blue alone, whose start is empty."},
           hint="Under this rule, whose pegs may Blue move at all?",
           explanation="The joker's team is the players whose pegs you may move: under 'own "
                       "pegs first' that is Blue alone, and Blue's start is empty."),
    choice("08-check-no-hand", "why", ["7.no-hand"], pos({0: ["T20"]}),
           "No hand is given and Blue's peg could move. Must you play a card for Blue?",
           ["Yes: a card that can move must be played",
            "No: without a hand the must-play rule is not applied"],
           "No: without a hand the must-play rule is not applied", given="discard 9C",
           legal=True,
           wrong={"Yes: a card that can move must be played":
                  "Must-play applies to a hand; exploring without one, it does not."},
           hint="Is there a hand to play from?",
           explanation="When a position gives no hand, must-play is not applied."),
]
