"""Chapter 06: the joker, and the must-play rule."""

from build import card, choice, forbid, move, only, pos, predict, task, teach

forbid()

HOME = ["H1", "H2", "H3", "H4", "H5"]

ID, TITLE, NOTEBOOK = "06", "Jokers and the must-play rule", "06_jokers_and_must_play.ipynb"

SCREENS = [
    teach("The joker",
          "A **joker** moves one peg of your team **straight onto a track hole held by a peg of "
          "another colour**. No path is walked. The peg landed on is sent away as usual: an "
          "opponent back to its start, a teammate to its in-spot. Empty holes are never a "
          "joker's target.", pos({0: ["T20"], 3: ["T60"]}, hand=["JK", "4D"]),
          demo="JK 0:S-T60", aids=True),
    task("Joker onto Orange", move(
        "06-joker-move", ["4.joker", "6.joker-target"],
        pos({0: ["T10"], 1: ["T30"]}, hand=["JK", "3C"]),
        "Bump Orange's peg.", ["bump:1"],
        hint="Orange's peg is far away, but one card does not walk there.",
        explanation="The joker puts a peg of your team straight onto Orange's peg, which goes "
                    "back to its start."), aids=True),
    task("Where does Orange go?", predict(
        "06-joker-predict", ["6.joker-target", "4.joker"],
        pos({0: ["T10"], 1: ["T50"]}, hand=["JK", "4S"]),
        "Blue plays the joker: a peg from Blue's start lands on Orange's peg. Click where "
        "Orange's peg ends up.", "JK 0:S-T50", "1:T50",
        hint="The peg landed on is sent away as usual.",
        explanation="An opponent's peg landed on by a joker goes back to its start."),
        aids=True),
    task("An empty hole?", choice(
        "06-joker-empty-why", "why", ["6.joker-target", "4.joker"],
        pos({0: ["T12"], 1: ["T50"]}, hand=["JK", "5C"]),
        "Blue would like the joker to bring a peg out of start onto an empty hole. Is that "
        "allowed?",
        ["Yes: a joker goes anywhere", "No: a joker's target must hold another colour's peg"],
        "No: a joker's target must hold another colour's peg", given="JK 0:S-T20",
        legal=False, refused="6.joker-target",
        wrong={"Yes: a joker goes anywhere":
               "Only a hole held by another colour's peg is a joker's target."},
        hint="What must stand on the hole a joker aims at?",
        explanation="A joker lands only on a track hole held by a peg of another colour.")),
    task("Joker onto a teammate", predict(
        "06-joker-teammate", ["6.joker-target", "5.bump-teammate"],
        pos({0: ["T10"], 2: ["T60"]}, hand=["JK", "5D"]),
        "Blue plays the joker onto Green's peg. Click where Green's peg ends up.",
        "JK 0:S-T60", "2:T60",
        hint="Green is Blue's teammate.",
        explanation="A teammate's peg landed on by a joker goes to its own in-spot, as "
                    "always."), aids=True),
    teach("Where the joker's peg comes from",
          "While **any start area of your team** still holds a peg, the joker's peg must come "
          "**out of a start area**, yours or a teammate's. Only once every start area of the "
          "team is empty may a joker move a peg that is on the track. A peg in home is never "
          "moved by a joker.", pos({0: ["T10"], 1: ["T30"]}, hand=["JK", "3C"]), aids=True),
    task("From the track?", choice(
        "06-joker-source-why", "why", ["6.joker-source"],
        pos({0: ["T14"], 1: ["T40"]}, hand=["JK", "2C"]),
        "Blue would like the joker to move its peg already on the track onto Orange's peg. "
        "Is that allowed?",
        ["Yes", "No: while a start area of the team holds a peg, the joker's peg comes from "
         "start"], "No: while a start area of the team holds a peg, the joker's peg comes "
        "from start", given="JK 0:T14-T40", legal=False, refused="6.joker-source",
        wrong={"Yes": "Blue still has pegs in its start."},
        hint="Are there pegs in Blue's start?",
        explanation="While any start area of the team holds a peg, the joker's peg must come "
                    "from a start area.")),
    task("Blue's start is empty", move(
        "06-joker-source-team", ["6.joker-source", "6.joker-team"],
        pos({0: ["T10", "T20", "H1", "H2", "H3"], 1: ["T30"]}, hand=["JK", "5S"]),
        "Blue's start is empty, Green's is not. Bump Orange's peg with the joker.",
        ["bump:1", "card:JK"],
        hint="Whose start still holds pegs?",
        explanation="Green's start still holds pegs, so the joker's peg comes from Green's "
                    "start."), aids=True),
    task("Which pegs may the joker take?", choice(
        "06-joker-team-why", "why", ["6.joker-team", "6.joker-source"],
        pos({0: ["T12", "T33", "H1", "H2", "H3"], 3: ["T60"]}, hand=["JK", "6S"]),
        "Blue's start is empty but Green's start still holds pegs. Which peg may Blue's joker "
        "move?",
        ["One of Blue's pegs on the track", "A peg from Green's start",
         "Any peg of either team"], "A peg from Green's start",
        given="JK 2:S-T60", legal=True,
        wrong={"One of Blue's pegs on the track":
               "A start area of the team still holds pegs: Green's.",
               "Any peg of either team": "Only pegs of your own team, never an opponent's."},
        hint="'Your team' is Blue and Green.",
        explanation="The team is Blue and Green: while Green's start holds a peg, the joker's "
                    "peg comes from there.")),
    task("A joker from the track", move(
        "06-joker-track-move", ["6.joker-track", "6.joker-not-home"],
        pos({0: ["T10", "H1", "H2", "H3", "H4"], 1: ["T50"], 2: HOME}, hand=["JK", "2S"]),
        "Every peg of Blue's team is out of start. Bump Orange's peg.", ["bump:1"],
        hint="With every start area empty, a joker may take a peg from the track.",
        explanation="Once the team's start areas are empty, a joker moves a team peg from the "
                    "track; pegs in home stay where they are."), aids=True),
    task("Jump onto Purple", predict(
        "06-joker-track-predict", ["6.joker-track"],
        pos({0: ["T10", "T20", "H1", "H2", "H3"], 2: ["T40", "T50", "H1", "H2", "H3"],
             3: ["T60"]}, hand=["JK", "6C"]),
        "No peg of Blue's team is in start. Blue plays the joker from its peg on Orange's side "
        "onto Purple's peg. Click where Purple's peg ends up.", "JK 0:T20-T60", "3:T60",
        hint="An opponent's peg landed on goes back to start.",
        explanation="With every start area of the team empty, a joker moves a track peg."),
        aids=True),
    task("Track pegs allowed?", choice(
        "06-joker-track-why", "why", ["6.joker-track"],
        pos({0: ["T10", "T20", "H1", "H2", "H3"], 1: ["T30"],
             2: ["T40", "T50", "H1", "H2", "H3"]}, hand=["JK", "6C"]),
        "No peg of Blue's team is in a start area. May Blue's joker move its peg on Blue's "
        "side onto Orange's peg?",
        ["Yes: every start area of the team is empty", "No: a joker's peg always comes from "
         "start"], "Yes: every start area of the team is empty", given="JK 0:T10-T30",
        legal=True,
        wrong={"No: a joker's peg always comes from start":
               "Only while a start area of the team still holds a peg."},
        hint="Are any of the team's pegs in start?",
        explanation="Once every start area of the team is empty, a joker may move a track "
                    "peg.")),
    task("A joker for a home peg?", choice(
        "06-joker-home-why", "why", ["6.joker-not-home"],
        pos({0: ["T15", "H1", "H2", "H3", "H4"], 1: ["T40"], 2: HOME}, hand=["JK", "3S"]),
        "May Blue's joker take its peg from home place 1 onto Orange's peg?",
        ["Yes", "No: a joker never moves a peg in home"], "No: a joker never moves a peg in home",
        given="JK 0:H1-T40", legal=False, refused="6.joker-not-home",
        wrong={"Yes": "Pegs in home are never moved by a joker."},
        hint="Can a peg ever leave home?",
        explanation="A peg in home is never moved by a joker.")),
    task("How many pegs could it move?", choice(
        "06-joker-home-count", "count", ["6.joker-not-home", "6.joker-track"],
        pos({0: ["T10", "T20", "H1", "H2", "H3"], 1: ["T30"], 2: HOME}, hand=["JK", "6C"]),
        "Every peg of Blue's team is out of start. How many of the team's pegs could Blue's "
        "joker move onto Orange's peg?", ["2", "5", "10"], "2",
        check=lambda p: len(p.card_moves("JK")) == 2,
        wrong={"5": "Pegs in home are never moved by a joker.",
               "10": "Pegs in home are never moved by a joker."},
        hint="Which pegs are in home?",
        explanation="Only the two Blue pegs on the track: pegs in home never move by joker.")),
    teach("Nobody has to play a joker",
          "A joker is never compulsory. When no other card can move, you may play the joker, "
          "or **throw away** any one card and draw; throwing away ends your turn.",
          pos({0: ["H4", "H5"], 1: ["T30"]}, hand=["JK", "2C", "9D"]), aids=True),
    task("Keep the joker", move(
        "06-joker-optional-move", ["6.joker-optional", "7.discard"],
        pos({0: ["H4", "H5"], 1: ["T30"], 2: HOME}, hand=["JK", "2C", "9D"]),
        "Only the joker could move. Keep it for later: throw away another card.",
        ["discard", "not-card:JK"],
        hint="A card may be thrown away when nothing but a joker can move.",
        explanation="Nobody has to play a joker: when nothing else can move, any card may be "
                    "thrown away."), aids=True),
    task("Must Blue play the joker?", choice(
        "06-joker-optional-why", "why", ["6.joker-optional", "7.discard"],
        pos({0: ["H3", "H4", "H5"], 2: HOME, 3: ["T50"]}, hand=["JK", "4C", "10D"]),
        "The joker is the only card that can move. Must Blue play it?",
        ["Yes: it is the only card that can move", "No: Blue may throw away a card instead"],
        "No: Blue may throw away a card instead", given="discard 4C", legal=True,
        wrong={"Yes: it is the only card that can move": "A joker is never compulsory."},
        hint="Is anybody ever obliged to play a joker?",
        explanation="Nobody is ever obliged to play a joker.")),
    teach("You must play when you can",
          "If any card other than a joker can move, you **must** play a card that moves: you "
          "may not throw one away. Which card and which move is your choice, and this holds "
          "even when every move is bad for your team.",
          pos({0: ["T2"]}, hand=["8C", "10D", "9S"], rules=None), aids=True),
    task("Every move is bad", choice(
        "06-must-play-why", "why", ["7.must-play"],
        pos({0: ["T2"]}, hand=["8C", "10D", "9S"]),
        "Blue's peg is one hole before its in-spot. The 8 takes it back; the 9 and the 10 are "
        "too far for home. May Blue throw the 8 away instead?",
        ["Yes: every move is bad, so Blue may throw a card away",
         "No: a card that can move must be played, even a bad one"],
        "No: a card that can move must be played, even a bad one", given="discard 8C",
        legal=False, refused="7.must-play",
        wrong={"Yes: every move is bad, so Blue may throw a card away":
               "Throwing away is allowed only when no card but a joker can move."},
        hint="Can any card move?",
        explanation="If a card other than a joker can move, you must play a card that moves, "
                    "even when every move is bad.")),
    task("Blue's only move", only(
        "06-must-play-only", ["7.must-play", "5.inside-home"],
        pos({0: ["H1", "H4", "H5"]}, hand=["2C", "3D", "6C"]),
        "Blue must play if it can. Find Blue's only move.",
        hint="The pegs in start cannot come out with these cards. What about the pegs in home?",
        explanation="Only the 2 can move a peg, inside home; so Blue must play it.")),
    task("Which card must be played?", card(
        "06-must-play-card", ["7.must-play", "5.inside-home"],
        pos({0: ["H2"]}, hand=["2C", "5S", "8D"]),
        "Blue must play a card that can move. Which card is it?", ["moves"],
        hint="Blue's pegs in start cannot come out with these cards.",
        explanation="Only the 2 can move a peg: the one in home place 2 goes to home place 4.")),
    task("A king or nothing", only(
        "06-only-king", ["7.must-play", "4.face"],
        pos({0: [], 2: HOME}, hand=["2C", "KD", "9S"]),
        "All of Blue's pegs are in start; Green's are home. Find Blue's only move.",
        hint="Which card brings a peg out?",
        explanation="Only the king can bring a peg out, so Blue must play it.")),
    task("Eight players", predict(
        "06-joker-eight", ["6.joker-target", "4.joker"],
        pos({6: ["T120"], 7: ["T130"]}, hand=["JK", "3C"], turn=7, players=8),
        "Eight players. Yellow plays the joker: a peg from Yellow's start lands on Black's peg. "
        "Click where Black's peg ends up.", "JK 7:S-T120", "6:T120",
        hint="Is Black on Yellow's team?",
        explanation="Black is Yellow's opponent, so its peg goes back to its start."),
        aids=True),
    task("Nothing can move", choice(
        "06-discard-why", "why", ["7.discard"], pos({0: ["H4", "H5"]}, hand=["2C", "5S", "9D"]),
        "None of Blue's cards can move a peg. What does Blue do?",
        ["Throw away any one card and draw", "Pass without playing a card",
         "Play the 5 anyway, without moving"], "Throw away any one card and draw",
        given="discard 5S", legal=True,
        wrong={"Pass without playing a card": "A turn always plays or throws away a card.",
               "Play the 5 anyway, without moving": "A card played must move as it says."},
        hint="What happens to the card?",
        explanation="When no card but a joker can move, throw away any one card and draw; "
                    "that ends the turn.")),
]

CHECKPOINT = [
    move("06-check-joker", ["4.joker", "6.joker-target", "6.joker-source"],
         pos({0: ["T20"], 1: ["T5"], 3: ["T66"]}, hand=["JK", "AC"]),
         "Bump Purple's peg.", ["bump:3"],
         hint="Purple's peg is behind Blue's.",
         explanation="The joker brings a team peg from start straight onto Purple's peg."),
    only("06-check-only", ["7.must-play"], pos({0: ["H2"]}, hand=["4S", "6C", "3D"]),
         "Blue must play if it can. Find the only move.",
         hint="Look at the peg in home.",
         explanation="The 3 moves the peg in home place 2 to home place 5; nothing else moves."),
    choice("06-check-optional", "why", ["6.joker-optional", "7.must-play"],
           pos({0: ["T30"]}, hand=["JK", "4D"]),
           "Blue's 4 can move, and Blue would like to keep the joker. Must Blue play the joker?",
           ["Yes, a joker must be played when held", "No: Blue plays the 4"],
           "No: Blue plays the 4", given="4D 0:T30-T34", legal=True,
           wrong={"Yes, a joker must be played when held": "Nobody ever has to play a joker."},
           hint="Is a joker ever compulsory?",
           explanation="Nobody is obliged to play a joker; Blue must play a card that moves, "
                       "and the 4 does."),
    card("06-check-discard", ["7.discard", "6.joker-team"],
         pos({0: ["H3", "H4", "H5"], 1: ["T30"], 2: HOME}, hand=["6S", "JK", "2D"]),
         "Blue's pegs in start cannot come out with the 6 or the 2. Which card can still "
         "move a peg?", ["moves"],
         hint="A joker's peg comes from a start area of the team.",
         explanation="The joker: its peg comes from Blue's start onto another colour's peg."),
    predict("06-check-joker-teammate", ["6.joker-target", "5.chain-opponent"],
            pos({0: ["T10"], 1: ["T39"], 2: ["T50"]}, hand=["JK", "7C"]),
            "Blue's joker lands on Green's peg. Click where Orange's peg ends up.",
            "JK 0:S-T50", "1:T39",
            hint="Green's peg is sent to its in-spot. Who is standing there?",
            explanation="Green's peg goes to its in-spot and bumps Orange's peg from there."),
]
