"""Chapter 05: going home, inside home, and winning."""

from build import card, choice, distance, forbid, move, pos, predict, task, teach

forbid("joker")

ID, TITLE, NOTEBOOK = "05", "Going home", "05_going_home.ipynb"

ALL_HOME = ["H1", "H2", "H3", "H4", "H5"]

SCREENS = [
    teach("The way home",
          "A peg goes home through its own **in-spot**, five holes before its come-out hole. "
          "A forward move that reaches the in-spot with steps to spare turns into home: one "
          "step more is home place 1, two steps home place 2, up to home place 5.",
          pos({0: ["T71"]}, hand=["5C", "JS"]), demo="5C 0:T71-H1", aids=True),
    task("Into home", move(
        "05-home-move", ["5.going-home"], pos({0: ["T1", "T30"]}, hand=["4D", "10S"]),
        "Take a Blue peg into its home.", ["home:0"],
        hint="Count the steps to Blue's in-spot, then on into home.",
        explanation="Two steps reach the in-spot, and the last two go into home place 2."),
        aids=True),
    task("Which home place?", predict(
        "05-home-predict", ["5.going-home", "2.home-steps"],
        pos({0: ["T70"]}, hand=["6S", "2C"]),
        "Blue plays the 6 of spades on its peg behind its in-spot. Click where the peg ends up.",
        "6S 0:T70-H1", "0:T70",
        hint="Five steps reach the in-spot. Where does the sixth go?",
        explanation="Five steps reach the in-spot; the sixth is home place 1."), aids=True),
    task("Counting into home", choice(
        "05-home-count", "count", ["5.going-home", "2.home-steps"],
        pos({0: ["T1"]}, hand=["5C", "2S"]),
        "Blue's peg stands two holes before Blue's in-spot. Blue plays the 5. Which home "
        "place does the peg reach?",
        ["Home place 2", "Home place 3", "Home place 5"], "Home place 3",
        wrong={"Home place 2": "Count again: two steps to the in-spot, then three more.",
               "Home place 5": "The first steps are used up reaching the in-spot."},
        given="5C 0:T1-H3", legal=True, hint="Two steps to the in-spot, then the rest.",
        explanation="Two steps reach the in-spot, and three more are home place 3.")),
    task("How far to the in-spot?", choice(
        "05-count-in-spot", "count", ["2.home-steps", "5.going-home"],
        pos({0: ["T60"]}, hand=["9C", "6D"]),
        "How many holes forward is Blue's peg from Blue's own in-spot?", ["13", "15", "17"],
        "15", count=distance(4, "T60", "T3"),
        wrong={"13": "Count again along Purple's side and round the corner.",
               "17": "Count again: stop at Blue's in-spot, five holes before its come-out hole."},
        hint="Count along Purple's side, round the corner, to Blue's in-spot.",
        explanation="Fifteen holes, along Purple's side and round the corner."), aids=True),
    task("Red goes home", predict(
        "05-home-six", ["5.going-home"], pos({5: ["T91"]}, hand=["4H", "10C"], turn=5,
                                              players=6),
        "Six players. Red plays the 4 on its peg two holes before Red's in-spot. Click where "
        "the peg ends up.", "4H 5:T91-H2", "5:T91",
        hint="Two steps reach the in-spot; the other two go into home.",
        explanation="Two steps to the in-spot and two into home: home place 2."), aids=True),
    teach("Home is compulsory",
          "When a move fits into home, the peg **must** go in: it may not carry on along the "
          "track instead.", pos({0: ["T1"]}, hand=["4D", "10S"]), aids=True),
    task("Skip home?", choice(
        "05-compulsory-why", "why", ["5.home-compulsory"], pos({0: ["T1"]}, hand=["4D", "10S"]),
        "Blue would like its peg to skip home and carry on along the track with the 4. Is that "
        "allowed?",
        ["Yes: going home is up to the player", "No: a move that fits into home must go in"],
        "No: a move that fits into home must go in", given="4D 0:T1-T5", legal=False,
        refused="5.home-compulsory",
        wrong={"Yes: going home is up to the player":
               "Only a house rule (chapter 8) makes home optional."},
        hint="Does the 4 fit into home?",
        explanation="Entering home is compulsory when the move fits.")),
    task("Where does a 3 go?", choice(
        "05-compulsory-count", "why", ["5.home-compulsory", "5.going-home"],
        pos({0: ["T2"]}, hand=["3H", "KC"]),
        "Blue's peg stands one hole before Blue's in-spot. Blue plays the 3. Where does the "
        "peg go?",
        ["Into home place 2", "On along the track: Blue may choose", "Into home place 3"],
        "Into home place 2", given="3H 0:T2-H2", legal=True,
        wrong={"On along the track: Blue may choose": "A move that fits into home must go in.",
               "Into home place 3": "The first step only reaches the in-spot."},
        hint="One step to the in-spot, then the rest into home.",
        explanation="One step reaches the in-spot, two more go into home place 2, and "
                    "going in is compulsory.")),
    teach("Too far: carry on",
          "Home has five places. With **more than five** steps to spare after the in-spot, "
          "the peg does not fit: it carries on along the track for its whole count.",
          pos({0: ["T71"]}, hand=["QH", "2D"]), demo="QH 0:T71-T9", aids=True),
    task("Too far for home", predict(
        "05-too-far-predict", ["5.too-far"], pos({0: ["T1"]}, hand=["9S", "4C"]),
        "Blue plays the 9 of spades on its peg two holes before its in-spot. Click where it "
        "ends up.", "9S 0:T1-T10", "0:T1",
        hint="Two steps reach the in-spot. Do the other seven fit into home?",
        explanation="Seven steps to spare is too many for five home places: the peg carries "
                    "on along the track."), aids=True),
    task("Which card goes home?", card(
        "05-too-far-card", ["5.too-far", "5.going-home"],
        pos({0: ["T0"]}, hand=["QS", "5C", "2H"]),
        "Which card takes Blue's peg into home?", ["home:0"],
        hint="Three steps reach the in-spot: how many are left with each card?",
        explanation="The 5 leaves two steps for home; the queen's 10 would leave seven, too "
                    "many, and the 2 stops short."), aids=True),
    task("A 10 so close to home", choice(
        "05-too-far-why", "why", ["5.too-far"], pos({0: ["T2"]}, hand=["10H", "AS"]),
        "Blue's peg stands one hole before its in-spot. Blue plays the 10. What happens?",
        ["It goes into home", "It carries on along the track", "It cannot move"],
        "It carries on along the track", given="10H 0:T2-T12", legal=True,
        wrong={"It goes into home": "Nine steps to spare do not fit into five home places.",
               "It cannot move": "It can: it just does not go home."},
        hint="How many steps are left after the in-spot?",
        explanation="With more than five steps to spare the peg carries on along the track.")),
    teach("A blocked home",
          "Pegs in home are all of one colour, and a peg may not pass its own colour. If a peg "
          "in home is in the way, the moving peg does not go in: it **carries on along the "
          "track** instead, if it can.", pos({0: ["T0", "H1"]}, hand=["5D", "AC"]),
          demo="5D 0:T0-T5", aids=True),
    task("Home place taken", predict(
        "05-home-blocked-predict", ["5.home-blocked"], pos({0: ["T1", "H2"]}, hand=["4D", "AC"]),
        "A Blue peg is in home place 2. Blue plays the 4 on its peg two holes before its "
        "in-spot. Click where that peg ends up.", "4D 0:T1-T5", "0:T1",
        hint="The 4 would take it to home place 2. Who is there?",
        explanation="Home place 2 is taken, so the peg carries on along the track."),
        aids=True),
    task("Who can go home?", move(
        "05-home-blocked-move", ["5.home-blocked", "1.arizona"],
        pos({0: ["T1", "H1"], 2: ["T37"]}, hand=["4S", "10C"]),
        "Get a peg of Blue's team into home.", ["home:2"],
        hint="Blue's home has a peg in the way. What about Green's?",
        explanation="Blue's own peg cannot go in past the Blue peg in home place 1, but "
                    "Green's peg can go home."), aids=True),
    task("Why not home?", choice(
        "05-home-blocked-why", "why", ["5.home-blocked"],
        pos({0: ["T70", "H1"]}, hand=["7C", "2D"]),
        "Blue plays the 7 on its peg five holes before its in-spot. Why does it not go into "
        "home place 2?",
        ["The Blue peg in home place 1 is in the way", "A 7 never goes home",
         "Home place 2 is too far"], "The Blue peg in home place 1 is in the way",
        given="7C 0:T70-T5", legal=True,
        wrong={"A 7 never goes home": "Any forward move may go home.",
               "Home place 2 is too far": "Two steps to spare fit into home."},
        hint="Look at Blue's home.",
        explanation="A home peg in the way makes the moving peg carry on along the track.")),
    teach("Your own peg on the in-spot",
          "The in-spot is on the way into home, so a peg of the same colour **standing on the "
          "in-spot** blocks the way in for the pegs behind it.",
          pos({0: ["T1", "T3", "T40"]}, hand=["2S", "4C"]), aids=True),
    task("Which peg goes home?", move(
        "05-own-in-spot-move", ["5.own-on-in-spot", "5.going-home"],
        pos({0: ["T1", "T3", "T40"]}, hand=["2S", "4C"]),
        "Take a Blue peg into home.", ["home:0"],
        hint="The peg on the in-spot is in the way of the one behind it.",
        explanation="The peg on the in-spot can go straight in; the one behind may not pass "
                    "it."), aids=True),
    task("Blocked on the in-spot", choice(
        "05-own-in-spot-why", "why", ["5.own-on-in-spot"],
        pos({0: ["T1", "T3"]}, hand=["4D", "8C"]),
        "A Blue peg stands on Blue's in-spot. Can the Blue peg two holes behind it go into "
        "home with the 4?",
        ["Yes, into home place 2", "No: its own colour on the in-spot blocks the way"],
        "No: its own colour on the in-spot blocks the way", given="4D 0:T1-H2", legal=False,
        refused="5.own-on-in-spot",
        wrong={"Yes, into home place 2": "It would have to pass Blue's own peg on the in-spot."},
        hint="What is on the path into home?",
        explanation="A peg of the same colour on the in-spot blocks the way into home.")),
    task("Move the back peg", card(
        "05-own-in-spot-card", ["5.own-on-in-spot", "4.backward"],
        pos({0: ["T0", "T3"]}, hand=["5H", "8S"]),
        "Which card can move Blue's back peg, the one behind the in-spot?", ["from:0:T0"],
        hint="Forward, it would pass the Blue peg on the in-spot.",
        explanation="The 5 would pass Blue's own peg on the in-spot; the 8 goes backward."),
        aids=True),
    teach("Back behind the in-spot",
          "There is no counting of laps. A peg that came out and then went back **behind its "
          "in-spot** with an 8 may go home on its next forward move.",
          pos({0: ["T0"]}, hand=["4C", "9S"]), demo="4C 0:T0-H1", aids=True),
    task("The short way home", choice(
        "05-behind-why", "why", ["5.back-behind-in-spot"], pos({0: ["T0"]}, hand=["5H", "9S"]),
        "Blue's peg came out and went back with an 8, so it is now three holes before Blue's "
        "in-spot. It has not gone round the track. May it go home with the 5?",
        ["No: it must go round the track first", "Yes: pegs' laps are not counted"],
        "Yes: pegs' laps are not counted", given="5H 0:T0-H2", legal=True,
        wrong={"No: it must go round the track first": "Nobody counts laps in this game."},
        hint="Does the game remember where a peg has been?",
        explanation="There is no lap counter: a peg behind its in-spot may go home.")),
    task("Which card takes it home?", card(
        "05-behind-card", ["5.back-behind-in-spot", "5.going-home"],
        pos({0: ["T0"]}, hand=["8D", "4C", "9S"]),
        "Blue's peg went back behind its in-spot. Which card takes it into home?", ["home:0"],
        hint="Three steps reach the in-spot.",
        explanation="The 4 leaves one step: home place 1. The 9 leaves six, too many."),
        aids=True),
    task("Back, then home", predict(
        "05-behind-predict", ["5.back-behind-in-spot"], pos({0: ["T71"]}, hand=["6H", "3C"]),
        "Blue's peg went back behind its in-spot. Blue plays the 6. Click where it ends up.",
        "6H 0:T71-H2", "0:T71",
        hint="Count to the in-spot, then into home.",
        explanation="Four steps reach the in-spot and two go into home place 2."), aids=True),
    teach("Inside home",
          "Inside home a peg moves forward by the **exact** count, may not pass or land on "
          "another peg, and never goes past home place 5.",
          pos({0: ["H2", "T40"]}, hand=["3S", "4C"]), demo="3S 0:H2-H5"),
    task("To the back of home", move(
        "05-inside-move", ["5.inside-home"], pos({0: ["H1", "H3", "T40"]}, hand=["2S", "4C"]),
        "Move a Blue peg to home place 5, at the back of home.", ["at:0:H5"],
        hint="Which home peg can move without passing another?",
        explanation="The peg in home place 3 moves exactly 2 to home place 5.")),
    task("Past another home peg?", choice(
        "05-inside-why", "why", ["5.inside-home"], pos({0: ["H2", "H4"]}, hand=["3C", "AH"]),
        "Can Blue's peg in home place 2 move 3 to home place 5?",
        ["Yes", "No: it would pass the peg in home place 4"],
        "No: it would pass the peg in home place 4", given="3C 0:H2-H5", legal=False,
        refused="5.inside-home",
        wrong={"Yes": "Inside home a peg may not pass another peg."},
        hint="What is between home place 2 and home place 5?",
        explanation="In home a peg never passes or lands on another peg.")),
    task("One step in home", predict(
        "05-inside-predict", ["5.inside-home"], pos({0: ["H4", "T30"]}, hand=["AS", "5D"]),
        "Blue plays the ace on its peg in home place 4. Click where it ends up.",
        "AS 0:H4-H5", "0:H4", hint="An ace moves 1.",
        explanation="In home a peg moves by the exact count.")),
    teach("Home is safe",
          "Pegs in home are **safe**: nobody can bump them, and no card moves them back.",
          pos({0: ["H1", "T30"], 1: ["T27"]}, hand=["3S", "8C"], turn=1)),
    task("Can Orange bump it?", choice(
        "05-safe-count", "count", ["5.home-safe", "5.bump-opponent"],
        pos({0: ["H1", "H2", "T30"], 1: ["T27"]}, hand=["3S", "8C"], turn=1),
        "Orange is to play. How many of Blue's pegs could Orange ever bump, as they stand now?",
        ["0", "1", "3"], "1",
        wrong={"0": "The Blue peg on the track can be bumped.",
               "3": "Two of Blue's pegs are in home, where they are safe."},
        hint="Pegs in home are safe.",
        explanation="Only the Blue peg on the track can be bumped; pegs in home are safe.")),
    task("An 8 in home?", choice(
        "05-safe-why", "why", ["5.home-safe", "4.backward"],
        pos({0: ["H3", "T30"]}, hand=["8S", "2C"]),
        "Can Blue play the 8 to move its peg in home place 3 backward, out of home?",
        ["Yes: an 8 moves any peg back", "No: pegs in home never move back"],
        "No: pegs in home never move back", given="8S 0:H3-T71", legal=False,
        refused="4.backward",
        wrong={"Yes: an 8 moves any peg back": "An 8 moves only pegs on the track."},
        hint="Where may an 8 move a peg from?",
        explanation="Pegs in home are never moved back; an 8 moves only pegs on the track.")),
    teach("Splits into home",
          "Each part of a 7 or 9 may go into home or move inside home, and the first part is "
          "made before the second.", pos({0: ["T2", "H1"]}, hand=["7C", "4D"]),
          demo="7C 0:H1-H4 0:T2-H3", aids=True),
    task("Both pegs home", move(
        "05-split-home-move", ["4.split-home", "4.split-order"],
        pos({0: ["T0", "T2"]}, hand=["7S", "4D"]),
        "With one card, take both Blue pegs into home.", ["at:0:H1", "at:0:H2"],
        hint="Split the 7; which peg goes first?",
        explanation="The front peg goes 3 to home place 2 first; then the back peg's 4 reach "
                    "home place 1."), aids=True),
    task("Split into home", predict(
        "05-split-home-predict", ["4.split-home"], pos({0: ["T1", "H2"]}, hand=["7S", "3D"]),
        "Blue splits the 7: the peg in home place 2 moves 3, then the peg on the track moves 4. "
        "Click where the peg from the track ends up.", "7S 0:H2-H5 0:T1-H2", "0:T1",
        hint="The first part cleared home place 2.",
        explanation="The first part moved the home peg to the back; the second goes into home "
                    "place 2."), aids=True),
    task("The other order", choice(
        "05-split-home-order", "why", ["4.split-home", "4.split-order", "5.home-blocked"],
        pos({0: ["T0", "H1"]}, hand=["7S", "3D"]),
        "Blue splits the 7: first the track peg moves 5, then the home peg moves 2. What "
        "happens?",
        ["It is not allowed", "It is allowed: the track peg cannot go home yet, so it carries "
         "on along the track", "The track peg goes into home place 2 anyway"],
        "It is allowed: the track peg cannot go home yet, so it carries on along the track",
        given="7S 0:T0-T5 0:H1-H3", legal=True,
        wrong={"It is not allowed": "Both parts are allowed in this order.",
               "The track peg goes into home place 2 anyway":
               "Home place 1 is still taken when the track peg moves, so it cannot pass."},
        hint="When the track peg moves first, what is in home place 1?",
        explanation="Played in this order, home place 1 is still taken when the track peg "
                    "moves, so it carries on along the track; then the home peg moves. The "
                    "other order would take both pegs home.")),
    teach("Winning",
          "A team wins **at once** when every peg of all its colours is in home, right after "
          "the card is played. Home pegs need not be packed to the back.",
          pos({1: ["T19", "H2", "H3", "H4", "H5"], 3: ALL_HOME}, hand=["3D", "6C"], turn=1),
          demo="3D 1:T19-H1"),
    task("The winning move", move(
        "05-win-move", ["8.win"],
        pos({0: ["T1", "H2", "H3", "H4", "H5"], 2: ALL_HOME}, hand=["3S", "6C"]),
        "Green's pegs are all home. Win the game for Blue and Green.", ["win"],
        hint="Blue's last peg needs home place 1.",
        explanation="Every peg of Blue and Green is in home: the team wins at once.")),
    task("Which card wins?", card(
        "05-win-card", ["8.win", "5.home-blocked"],
        pos({0: ["T0", "H2", "H3", "H4", "H5"], 2: ALL_HOME}, hand=["7D", "4S", "10H"]),
        "Which card wins the game for Blue and Green?", ["win"],
        hint="Blue's last peg must reach home place 1, the only free one.",
        explanation="Three steps to the in-spot and one into home: the 4. The 7 would need "
                    "to pass the pegs in home, so it carries on along the track."), aids=True),
    task("Who has won?", choice(
        "05-win-why", "why", ["8.win"],
        pos({0: ALL_HOME, 2: ["T30"]}, hand=["5S", "2D"]),
        "All of Blue's pegs are in home, but one of Green's is still on the track. Has anyone "
        "won?",
        ["Yes, Blue has", "No: Blue and Green win together, when all their pegs are home"],
        "No: Blue and Green win together, when all their pegs are home",
        wrong={"Yes, Blue has": "A team wins, not a player: Green's pegs must be home too."},
        hint="Who wins: a player or a team?",
        explanation="A team wins when every peg of every one of its colours is in home.")),
]

CHECKPOINT = [
    move("05-check-home", ["5.going-home", "5.too-far"],
         pos({0: ["T71", "T20"]}, hand=["9C", "3H"]),
         "Take a Blue peg into home.", ["home:0"],
         hint="Count the steps to Blue's in-spot.",
         explanation="Four steps to the in-spot and five more: home place 5. The 3 stops short."),
    choice("05-check-compulsory", "why", ["5.home-compulsory"],
           pos({2: ["T37"]}, hand=["4C", "JD"], turn=2),
           "Green's peg stands two holes before Green's in-spot. Green plays the 4. May it carry "
           "on along the track instead of going home?",
           ["Yes", "No: going home is compulsory when it fits"],
           "No: going home is compulsory when it fits", given="4C 2:T37-T41", legal=False,
           refused="5.home-compulsory",
           wrong={"Yes": "A move that fits into home must go in."},
           hint="Does the 4 fit into home?",
           explanation="Entering home is compulsory when the move fits."),
    predict("05-check-blocked", ["5.home-blocked", "5.inside-home"],
            pos({2: ["T38", "H1"]}, hand=["3D", "6H"], turn=2),
            "Green plays the 3 on its peg just before its in-spot. Click where it ends up.",
            "3D 2:T38-T41", "2:T38",
            hint="Which home places would it pass?",
            explanation="Green's peg in home place 1 is in the way, so the peg carries on."),
    choice("05-check-game-over", "why", ["8.game-over", "8.win"],
           pos({0: ALL_HOME, 1: ["T30"], 2: ALL_HOME}, hand=["5H", "2C"], turn=1),
           "Blue and Green have every peg in home. It is Orange's turn and Orange holds a 5. "
           "May Orange still move?",
           ["Yes, the game goes on", "No: the game is over"], "No: the game is over",
           given="5H 1:T30-T35", legal=False, refused="8.game-over",
           wrong={"Yes, the game goes on": "A team has won: nothing more is played."},
           hint="Has a team got every peg home?",
           explanation="Once a team has won, the game is over and no move is legal."),
    card("05-check-safe", ["5.home-safe", "5.bump-opponent"],
         pos({0: ["H1", "T65"], 3: ["T60"]}, hand=["5S", "AD", "2C"], turn=3),
         "You play Purple. Which card bumps a Blue peg?", ["bump:0"],
         hint="A peg in home cannot be bumped.",
         explanation="Only the Blue peg on the track can be bumped: the 5 lands on it."),
]
