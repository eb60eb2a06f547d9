"""Chapter 02: players, teams, the board's size, the cards and the deal."""

from build import choice, distance, forbid, pos, predict, task, teach

forbid("bump", "send", "home", "joker")

ID, TITLE, NOTEBOOK = "02", "Setting up: players, teams, cards, the deal", "02_setting_up.ipynb"

FOUR = pos()
SIX = pos(players=6)
EIGHT = pos(players=8)

SCREENS = [
    teach("Four, six or eight players",
          "The game is for **4, 6 or 8 players**, one side of the board each. With six players "
          "the colours are Blue, Orange, Green, Purple, Sky and Red, sitting clockwise.",
          SIX, aids=True),
    teach("Teams take turns round the table",
          "Going round the table, the colours take turns between the two teams: every player "
          "sits between two opponents. With six players, Blue, Green and Sky are one team; "
          "Orange, Purple and Red the other.", SIX, aids=True),
    task("Six players: Blue's team", choice(
        "02-teams-six", "why", ["1.teams"], SIX,
        "Six players. Which colours play on Blue's team?",
        ["Orange and Purple", "Green and Sky", "Orange and Red"], "Green and Sky",
        wrong={"Orange and Purple": "Orange sits next to Blue, so Orange is an opponent.",
               "Orange and Red": "Orange and Red are Blue's two neighbours: both opponents."},
        hint="Every other colour round the table is a teammate.",
        explanation="Blue, Green and Sky are every other seat round the table: one team."),
        aids=True),
    task("Eight players: Orange's team", choice(
        "02-teams-eight", "why", ["1.teams"], pos(players=8, turn=1),
        "Eight players. Which colours play on Orange's team?",
        ["Purple, Red and Yellow", "Blue, Green and Sky", "Green, Purple and Black"],
        "Purple, Red and Yellow",
        wrong={"Blue, Green and Sky": "Blue sits next to Orange: Blue is an opponent.",
               "Green, Purple and Black": "Green sits next to Orange: an opponent."},
        hint="Start at Orange and take every other colour round the table.",
        explanation="Orange, Purple, Red and Yellow sit in every other seat: one team of four."),
        aids=True),
    teach("A bigger board",
          "Every player adds a side of 18 holes, so the ring grows with the players: 72 holes "
          "for four, 108 for six, 144 for eight. Each colour still has its come-out hole and "
          "in-spot on its own side.", EIGHT, aids=True),
    task("How big is the six-player ring?", choice(
        "02-track-six", "count", ["2.track"], pos(players=6, turn=2),
        "How many holes does the track have with six players?",
        ["72", "108", "144"], "108",
        wrong={"72": "72 is the four-player ring: add two more sides.",
               "144": "144 is the eight-player ring."},
        hint="Six sides of 18 holes.", count=6 * 18,
        explanation="Six sides of 18 holes make 108."), aids=True),
    task("Where does Sky come out?", predict(
        "02-come-out-sky", ["2.come-out-in-spot"], pos(players=6, turn=4, hand=["AH", "4C"]),
        "Six players. Sky brings a peg out of its start. Click the hole where it comes onto "
        "the track.", "AH 4:S-T80", "4:S",
        hint="Each colour comes out on its own side.",
        explanation="Sky's pegs come out on Sky's own come-out hole."), aids=True),
    teach("Your team's pegs are yours to move",
          "On your turn you may move **any peg of your team**: yours, or a teammate's. This is "
          "the **Arizona rule**. Opponents' pegs are never yours to move.",
          pos({0: ["T12"], 1: ["T30"], 2: ["T40"]}, hand=["5H", "3C"]), aids=True),
    task("May Blue move Green's peg?", choice(
        "02-arizona-green", "why", ["1.arizona"],
        pos({0: ["T12"], 1: ["T30"], 2: ["T40"]}, hand=["5H", "3C"]),
        "Blue wants to move Green's peg 5 holes forward with the 5 of hearts. May Blue do that?",
        ["Yes: Green is Blue's teammate", "No: Blue may move only Blue's own pegs",
         "Only once all of Blue's pegs are home"], "Yes: Green is Blue's teammate",
        given="5H 2:T40-T45", legal=True,
        wrong={"No: Blue may move only Blue's own pegs":
               "In this game you may move any peg of your team.",
               "Only once all of Blue's pegs are home":
               "That is a house rule some players use; the normal rule lets you move a "
               "teammate's peg at any time."},
        hint="Green and Blue are a team.",
        explanation="On your turn you may move any peg of your team, yours or a teammate's.")),
    task("May Blue move Orange's peg?", choice(
        "02-arizona-orange", "why", ["1.arizona", "1.teams"],
        pos({0: ["T12"], 1: ["T33"], 2: ["T40"]}, hand=["5H", "3C"]),
        "Blue wants to move Orange's peg 3 holes forward with the 3 of clubs. May Blue do that?",
        ["Yes: any peg may be moved", "No: Orange is an opponent"], "No: Orange is an opponent",
        given="3C 1:T33-T36", legal=False, refused="1.arizona",
        wrong={"Yes: any peg may be moved": "Only the pegs of your own team are yours to move."},
        hint="Which team is Orange on?",
        explanation="You may move your own pegs and your teammates', never an opponent's.")),
    teach("The long way round",
          "A peg comes out on its come-out hole and races clockwise all the way round. Its "
          "in-spot is five holes *behind* the come-out hole, so a peg travels almost a whole "
          "lap, 67 holes on a four-player board, before it reaches its in-spot.", FOUR, aids=True),
    task("How far to the in-spot?", choice(
        "02-lap-four", "count", ["2.home-steps"], FOUR,
        "Four players. How many holes does a peg travel from its come-out hole, all the way "
        "round, to reach its own in-spot?", ["5", "67", "72"], "67",
        wrong={"5": "The in-spot is five holes *behind* the come-out hole: the peg goes the "
                    "long way round.",
               "72": "That is the whole ring; the in-spot is five holes short of a full lap."},
        hint="A full lap is 72 holes, and the in-spot is five holes before the come-out hole.",
        count=distance(4, "T8", "T3"),
        explanation="72 holes make a lap, and the in-spot is 5 short of it: 67 holes."),
        aids=True),
    teach("The cards",
          "Four or six players play with **three packs of cards and six jokers**, 162 cards; "
          "eight players use four packs and eight jokers. Each player is dealt **five cards**; "
          "the rest are the face-down draw pile.", FOUR),
    task("How many cards?", choice(
        "02-shoe-four", "count", ["3.shoe"], pos(turn=1),
        "How many cards are there when four people play?", ["54", "162", "216"], "162",
        wrong={"54": "One pack and two jokers is not enough: the game uses three packs.",
               "216": "That is the eight-player shoe: four packs and eight jokers."},
        hint="Three packs of 52, and six jokers.", count=3 * 52 + 6,
        explanation="Three packs of 52 cards and six jokers make 162 cards.")),
]

CHECKPOINT = [
    choice("02-check-deal", "count", ["3.deal"], pos(turn=2),
           "How many cards is each player dealt?", ["4", "5", "7"], "5",
           wrong={"4": "One more.", "7": "Fewer: a hand is as many cards as you have pegs."},
           hint="As many cards as pegs.",
           explanation="Each player is dealt five cards; the rest form the draw pile."),
    choice("02-check-track-eight", "count", ["2.track"], EIGHT,
           "How many holes does the track have with eight players?", ["108", "144", "160"],
           "144", count=8 * 18,
           wrong={"108": "That is the six-player ring.",
                  "160": "Count 18 holes per side, eight sides."},
           hint="Eight sides of 18 holes.", explanation="Eight sides of 18 holes make 144."),
    choice("02-check-jokers-eight", "count", ["3.shoe"], pos(players=8, turn=3),
           "Eight players. How many jokers are in the cards?", ["6", "8", "2"], "8",
           wrong={"6": "Six jokers is the four- and six-player game.",
                  "2": "One pack has two jokers, but the game has several packs."},
           hint="Eight players use four packs and more jokers.",
           explanation="Eight players use four packs of cards and eight jokers."),
    choice("02-check-lap-six", "count", ["2.home-steps"], pos(players=6, turn=5),
           "Six players. How many holes does a peg travel from its come-out hole to its own "
           "in-spot?", ["103", "108", "113"], "103", count=distance(6, "T8", "T3"),
           wrong={"108": "That is the whole ring: the in-spot is five holes short of a lap.",
                  "113": "The in-spot comes before a full lap, not after."},
           hint="The ring has 108 holes; the in-spot is five holes before the come-out hole.",
           explanation="108 holes make a lap, and the in-spot is five short of it: 103."),
    choice("02-check-arizona", "why", ["1.arizona"],
           pos({1: ["T30"], 3: ["T60"]}, hand=["6S", "2D"], turn=3),
           "Purple is to play. Whose pegs may Purple move?",
           ["Only Purple's", "Purple's and Orange's", "Anyone's"], "Purple's and Orange's",
           wrong={"Only Purple's": "A teammate's pegs may be moved too.",
                  "Anyone's": "Blue and Green are opponents: their pegs are not Purple's to move."},
           hint="Who is Purple's teammate?",
           explanation="Purple may move any peg of its team: Purple's and Orange's."),
]
