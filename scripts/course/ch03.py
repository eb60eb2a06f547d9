"""Chapter 03: what each card does (no bumping, no going home, no joker yet)."""

from build import card, choice, forbid, move, pos, predict, task, teach

forbid("bump", "send", "home", "joker")

ID, TITLE, NOTEBOOK = "03", "What each card does", "03_what_each_card_does.ipynb"

SCREENS = [
    teach("Cards move pegs",
          "On your turn you play one card and move as it says. Most cards move a peg "
          "**forward** (clockwise); the 8 goes backward, and the joker has a chapter of its own "
          "(6). A card may move any peg of your team.",
          pos({0: ["T12"]}, hand=["5H", "AS"]), demo="5H 0:T12-T17", aids=True),
    teach("The ace",
          "An **ace** either brings a peg out of its start onto its come-out hole, or moves one "
          "peg **1** hole forward.", pos({0: ["T30"]}, hand=["AD", "6C"]), demo="AD 0:S-T8",
          aids=True),
    task("Bring a peg out", move(
        "03-ace-out", ["4.ace"], pos({0: ["T20"]}, hand=["AS", "3C"]),
        "Bring a new Blue peg onto the track.", ["out:0"],
        hint="Only one of these cards can bring a peg out of start.",
        explanation="An ace brings a peg out of start onto its come-out hole."), aids=True),
    task("Just one hole", move(
        "03-ace-step", ["4.ace"], pos({0: ["T20"]}, hand=["AS", "KH"]),
        "Move Blue's peg on the track exactly one hole forward.", ["at:0:T21"],
        hint="Which card moves a peg 1 hole?",
        explanation="Besides bringing a peg out, an ace can move a peg 1 hole forward.")),
    teach("King, queen and jack",
          "A **king, queen or jack** brings a peg out of start, just like the ace, or moves one "
          "peg **10** holes forward. An ace, king, queen or jack can bring a peg out (the joker "
          "can too: it has its own chapter, 6). No other card can.",
          pos({0: ["T40"]}, hand=["QH", "2S"]), demo="QH 0:T40-T50", aids=True),
    task("Ten holes", move(
        "03-face-ten", ["4.face"], pos({0: ["T12"]}, hand=["KS", "4H"]),
        "Move Blue's peg ten holes forward.", ["at:0:T22"],
        hint="Which card moves 10?",
        explanation="A king, queen or jack moves a peg 10 holes forward.")),
    task("Which card brings a peg out?", card(
        "03-face-out", ["4.face", "4.number"], pos({0: ["T14"]}, hand=["10C", "QD", "6S"]),
        "Which card can bring a Blue peg out of start?", ["out:0"],
        hint="The 10 moves ten holes, but can it bring a peg out?",
        explanation="A queen brings a peg out; a 10 only moves a peg 10 forward.")),
    task("Can the jack come out?", choice(
        "03-face-why", "why", ["4.face"], pos({0: ["T30"]}, hand=["JC", "5D"]),
        "Blue wants to bring a peg out of start with the jack of clubs. Is that allowed?",
        ["Yes: a jack brings a peg out", "No: only an ace brings a peg out",
         "No: a jack only moves 10 holes"], "Yes: a jack brings a peg out",
        given="JC 0:S-T8", legal=True,
        wrong={"No: only an ace brings a peg out": "The king, queen and jack bring pegs out too.",
               "No: a jack only moves 10 holes": "A jack may move 10, or bring a peg out."},
        hint="Think of the three face cards.",
        explanation="An ace, king, queen or jack brings a peg out of start.")),
    teach("2, 3, 4, 5, 6 and 10",
          "These cards simply move one peg **forward by their number**.",
          pos({0: ["T14"]}, hand=["3H", "10C"]), demo="3H 0:T14-T17", aids=True),
    task("Onto Orange's come-out hole", move(
        "03-number-land", ["4.number"], pos({0: ["T20", "T30"]}, hand=["4H", "6C"]),
        "Land a Blue peg on Orange's come-out hole.", ["at:0:T26"],
        hint="Count from each Blue peg to Orange's come-out hole.",
        explanation="The 6 moves the peg six holes, right onto Orange's come-out hole."),
        aids=True),
    task("Which card reaches the in-spot?", card(
        "03-number-card", ["4.number"], pos({0: ["T16"]}, hand=["2S", "3D", "5H"]),
        "Which card lands Blue's peg on Orange's in-spot?", ["at:0:T21"],
        hint="Count the holes from Blue's peg to Orange's in-spot.",
        explanation="Orange's in-spot is five holes ahead of Blue's peg."), aids=True),
    task("Where does the 10 go?", predict(
        "03-number-predict", ["4.number"], pos({0: ["T30"]}, hand=["10D", "3S"]),
        "Blue plays the 10 of diamonds on its peg. Click the hole where the peg stops.",
        "10D 0:T30-T40", "0:T30",
        hint="Count ten holes forward, clockwise.",
        explanation="A 10 moves one peg ten holes forward."), aids=True),
    teach("Passing other colours",
          "A peg may pass over pegs of **other colours**: passing does nothing to them.",
          pos({0: ["T40"], 1: ["T42"]}, hand=["6D", "3C"]), demo="6D 0:T40-T46", aids=True),
    task("Past Orange", move(
        "03-pass-land", ["5.pass-others", "4.number"],
        pos({0: ["T21"], 1: ["T24"]}, hand=["5H", "4C"]),
        "Land Blue's peg on Orange's come-out hole.", ["at:0:T26"],
        hint="Other colours in the way do not stop a peg.",
        explanation="Blue's peg passes Orange's peg; passing does nothing to it.")),
    task("What happens to the peg passed?", choice(
        "03-pass-why", "why", ["5.pass-others"],
        pos({0: ["T50"], 3: ["T53"]}, hand=["5H", "4C"]),
        "Blue plays the 5 of hearts and its peg passes Purple's peg. What happens to "
        "Purple's peg?",
        ["Nothing: passing does nothing", "It goes back to its start",
         "Blue's peg must stop behind it"], "Nothing: passing does nothing",
        given="5H 0:T50-T55", legal=True,
        wrong={"It goes back to its start": "Passing a peg does nothing to it.",
               "Blue's peg must stop behind it": "Other colours never block the way."},
        hint="Only your own colour blocks the way.",
        explanation="A peg may pass other colours freely; passing does nothing.")),
    teach("Your own colour blocks",
          "A peg may **not** pass over or land on a peg of **its own colour**. And a card's "
          "**whole count** must be used: a peg never stops early.",
          pos({0: ["T10", "T13"]}, hand=["2S", "5H"]), aids=True),
    task("Which card moves the back peg?", card(
        "03-own-card", ["5.own-colour", "4.whole-count"],
        pos({0: ["T10", "T13"]}, hand=["2S", "5H"]),
        "Which card can move Blue's back peg, the one further behind?", ["from:0:T10"],
        hint="The back peg may not pass the front one.",
        explanation="The 5 would take the back peg past Blue's own peg, which is not allowed; "
                    "the 2 stops just short of it.")),
    task("Stop early?", choice(
        "03-whole-count-why", "why", ["4.whole-count"], pos({0: ["T10"]}, hand=["5H", "2C"]),
        "Blue wants to move its peg only 3 holes with the 5 of hearts. Is that allowed?",
        ["Yes: a card moves up to its number", "No: the whole 5 must be used"],
        "No: the whole 5 must be used", given="5H 0:T10-T13", legal=False,
        refused="4.whole-count",
        wrong={"Yes: a card moves up to its number":
               "A card moves exactly its number, never fewer."},
        hint="Can a 5 move 3?", explanation="The whole count is always used.")),
    task("Blocked by your own peg", choice(
        "03-own-why", "why", ["5.own-colour", "4.whole-count"],
        pos({0: ["T10", "T14"]}, hand=["5H", "3C"]),
        "Blue wants to play the 5 of hearts on its back peg. Is that allowed?",
        ["Yes: the peg stops behind the other Blue peg",
         "No: it would pass a peg of its own colour", "Yes: it jumps over"],
        "No: it would pass a peg of its own colour", given="5H 0:T10-T15", legal=False,
        refused="5.own-colour",
        wrong={"Yes: the peg stops behind the other Blue peg":
               "A peg never stops early: the whole 5 must be used.",
               "Yes: it jumps over": "A peg may pass other colours, but never its own."},
        hint="Look at what stands between the back peg and where it would land.",
        explanation="A peg may not pass over or land on a peg of its own colour.")),
    teach("The 8 goes backward",
          "An **8** moves one peg on the track **8 holes backward**. It may go back past "
          "corners and any pegs of other colours.", pos({0: ["T50"]}, hand=["8H", "3D"]),
          demo="8H 0:T50-T42", aids=True),
    task("Back onto the come-out hole", move(
        "03-eight-back", ["4.eight"], pos({0: ["T34"]}, hand=["8C", "5S"]),
        "Move Blue's peg backward onto Orange's come-out hole.", ["at:0:T26"],
        hint="Which card goes backward?",
        explanation="An 8 moves a peg 8 holes backward.")),
    task("Where does the 8 take it?", predict(
        "03-eight-predict", ["4.backward", "4.eight"], pos({0: ["T5"]}, hand=["8D", "AC"]),
        "Blue plays the 8 of diamonds on its peg near its in-spot. Click where the peg ends up.",
        "8D 0:T5-T69", "0:T5",
        hint="Count 8 holes back, anticlockwise, round the corner if need be.",
        explanation="An 8 goes backward past corners, come-out holes and in-spots freely."),
        aids=True),
    task("Can an 8 bring a peg out?", choice(
        "03-eight-out-why", "why", ["4.eight", "4.any-team-peg"],
        pos({0: ["T30"]}, hand=["8S", "4D"]),
        "Blue has pegs in its start. Can the 8 of spades bring one out?",
        ["Yes, onto the come-out hole", "No: only an ace, king, queen, jack or joker brings "
         "a peg out", "Yes, 8 holes behind the come-out hole"],
        "No: only an ace, king, queen, jack or joker brings a peg out",
        given="8S 0:S-T0", legal=False, refused="4.any-team-peg",
        wrong={"Yes, onto the come-out hole": "The 8 only moves a peg on the track backward.",
               "Yes, 8 holes behind the come-out hole":
               "The 8 only moves a peg that is already on the track."},
        hint="Which cards bring a peg out?",
        explanation="Only an ace, king, queen or jack (or a joker, chapter 6) brings a peg "
                    "out of start.")),
    task("Backward past your own peg?", choice(
        "03-eight-own-why", "why", ["4.backward", "5.own-colour"],
        pos({0: ["T20", "T16"]}, hand=["8C", "3H"]),
        "Blue wants to move its front peg 8 holes back with the 8 of clubs. Is that allowed?",
        ["Yes: going backward, pegs are passed freely",
         "No: it would pass a peg of its own colour"],
        "No: it would pass a peg of its own colour", given="8C 0:T20-T12", legal=False,
        refused="5.own-colour",
        wrong={"Yes: going backward, pegs are passed freely":
               "Backward or forward, a peg never passes its own colour."},
        hint="What stands behind the front peg?",
        explanation="Even going backward, a peg may not pass a peg of its own colour.")),
    teach("The 7 can be split",
          "A **7** moves one peg 7 forward, **or** it is **split** between two different pegs: "
          "3 and 4, 5 and 2, ..., both forward, each at least 1 hole, adding up to 7.",
          pos({0: ["T10", "T30"]}, hand=["7D", "5C"]), demo="7D 0:T10-T13 0:T30-T34",
          aids=True),
    task("One 7, two come-out holes", move(
        "03-seven-split", ["4.split", "4.seven"], pos({0: ["T22", "T41"]}, hand=["7S", "2C"]),
        "With one 7, land one Blue peg on Orange's come-out hole and the other on Green's "
        "come-out hole.", ["at:0:T26", "at:0:T44"],
        hint="Count how far each peg is from its come-out hole: do the two add up to 7?",
        explanation="4 holes for one peg and 3 for the other: the 7 is split."), aids=True),
    task("The whole 7 on one peg", move(
        "03-seven-one", ["4.seven"], pos({0: ["T10", "T30"]}, hand=["7H", "3D"]),
        "Move Blue's front peg, the one further ahead, 7 holes forward.", ["at:0:T37"],
        hint="A 7 need not be split.", explanation="A 7 may move one peg the whole 7.")),
    task("What is left for the second peg?", choice(
        "03-seven-count", "count", ["4.split", "4.whole-count"],
        pos({0: ["T15", "T33"]}, hand=["7H", "3D"]),
        "Blue splits the 7 of hearts and moves the first peg 3 holes. How many holes must the "
        "second peg move?", ["3", "4", "7"], "4", count=7 - 3,
        wrong={"3": "The two parts add up to 7.", "7": "The first peg already used 3 of the 7."},
        hint="The two parts of a split use the whole 7.",
        explanation="The two parts use the whole count: 3 and 4 make 7.")),
    task("Do the parts add up?", choice(
        "03-seven-why", "why", ["4.split", "4.whole-count"],
        pos({0: ["T10", "T30"]}, hand=["7S", "2C"]),
        "Blue splits the 7 of spades: one peg 4 holes, the other 2. Is that allowed?",
        ["Yes", "No: the two parts must add up to 7", "No: a 7 cannot be split"],
        "No: the two parts must add up to 7", given="7S 0:T10-T14 0:T30-T32", legal=False,
        refused="4.split",
        wrong={"Yes": "4 and 2 make 6, not 7.", "No: a 7 cannot be split":
               "A 7 can be split, as long as both parts add up to 7."},
        hint="Add the two parts.", explanation="A split uses the whole 7: the parts add up to 7.")),
    teach("Which peg goes first",
          "In a split, the first peg makes its whole part **before** the second one moves, so "
          "the order matters: the two orders are different moves. Here, the front peg must go "
          "first, or the back one would pass it. Played the other way round, the back peg "
          "would be blocked.", pos({0: ["T30", "T31"]}, hand=["7H", "2D"]),
          demo="7H 0:T31-T36 0:T30-T32", aids=True),
    task("Front peg first", move(
        "03-split-order-move", ["4.split-order", "4.split"],
        pos({0: ["T10", "T12"]}, hand=["7C", "4S"]),
        "Split the 7: move Blue's front peg 4 holes and the back peg 3 holes.",
        ["at:0:T16", "at:0:T13"],
        hint="Which peg has to move out of the way first?",
        explanation="The front peg moves first; then the back peg's way is clear."), aids=True),
    task("Back peg first?", choice(
        "03-split-order-why", "why", ["4.split-order", "5.own-colour"],
        pos({0: ["T40", "T42"]}, hand=["7C", "4S"]),
        "Blue splits the 7, moving the **back** peg 3 holes first, then the front peg 4. "
        "Is that allowed?",
        ["Yes: the order does not matter", "No: the back peg would pass the front peg",
         "Yes: both pegs move at once"], "No: the back peg would pass the front peg",
        given="7C 0:T40-T43 0:T42-T46", legal=False, refused="5.own-colour",
        wrong={"Yes: the order does not matter":
               "The first part is made in full first, so order matters.",
               "Yes: both pegs move at once": "The pegs move one after the other."},
        hint="When the back peg moves first, the front peg is still in its way.",
        explanation="The first part is made before the second: the back peg would pass the "
                    "front peg, its own colour.")),
    task("The other order", choice(
        "03-split-order-other", "why", ["4.split-order", "4.seven"],
        pos({0: ["T23", "T47"]}, hand=["7S", "2C"]),
        "Blue splits the 7: first the front peg moves 3, then the back peg 4. The other order "
        "would be another move. What happens with this one?",
        ["It is not allowed: the parts are in the wrong order",
         "It is allowed: each peg simply carries on along the track"],
        "It is allowed: each peg simply carries on along the track",
        given="7S 0:T47-T50 0:T23-T27", legal=True,
        wrong={"It is not allowed: the parts are in the wrong order":
               "Either order may be played when nothing is in the way; each order is a move "
               "of its own."},
        hint="Is anything in either peg's way?",
        explanation="The two orders are two different moves. With nothing in the way, both "
                    "are allowed, and each peg simply carries on along the track.")),
    task("A split that breaks", choice(
        "03-split-all", "why", ["4.split-all-or-nothing", "5.own-colour"],
        pos({0: ["T10", "T20", "T24"]}, hand=["7D", "5S"]),
        "Blue splits the 7: the back peg moves 2, then the middle peg 5. What happens?",
        ["Only the back peg moves", "Neither peg moves: the whole split is not allowed",
         "Both pegs move"], "Neither peg moves: the whole split is not allowed",
        given="7D 0:T10-T12 0:T20-T25", legal=False, refused="5.own-colour",
        wrong={"Only the back peg moves": "A split is all or nothing.",
               "Both pegs move": "The middle peg would pass Blue's own front peg."},
        hint="Is the second part allowed?",
        explanation="If either part of a split is not allowed, the whole card is not allowed "
                    "and nothing moves.")),
    task("Split a peg out of start?", choice(
        "03-split-no-out", "why", ["4.split-no-bring-out"],
        pos({0: ["T20"]}, hand=["7H", "QS"]),
        "Blue wants to split the 7: one part brings a peg out of start, the rest moves the "
        "peg on the track. Is that allowed?",
        ["Yes, coming out counts as 1", "No: a part of a split never brings a peg out"],
        "No: a part of a split never brings a peg out", given="7H 0:S-T8 0:T20-T26",
        legal=False, refused="4.split-no-bring-out",
        wrong={"Yes, coming out counts as 1": "Coming out is never part of a split."},
        hint="Which cards bring pegs out?",
        explanation="A split part never brings a peg out of start.")),
    task("A 7 or a jack?", move(
        "03-split-no-out-move", ["4.split-no-bring-out", "4.face"],
        pos({0: ["T20"]}, hand=["7H", "JD"]),
        "Bring a new Blue peg out of start.", ["out:0"],
        hint="A split part never brings a peg out.",
        explanation="The jack brings a peg out; no part of a 7 ever does.")),
    teach("The 9",
          "A **9** moves one peg 9 forward, or is split between two pegs, just like the 7.",
          pos({0: ["T10", "T30"]}, hand=["9D", "5S"]), demo="9D 0:T10-T14 0:T30-T35",
          aids=True),
    task("Nine in two", move(
        "03-nine-split", ["4.nine", "4.split"], pos({0: ["T20", "T41"]}, hand=["9S", "4C"]),
        "With one card, land one Blue peg on Orange's come-out hole and the other on Green's "
        "come-out hole.", ["at:0:T26", "at:0:T44"],
        hint="6 and 3 make...?", explanation="The 9 is split 6 and 3."), aids=True),
    task("Which card goes nine?", card(
        "03-nine-card", ["4.nine", "4.seven"], pos({0: ["T17"]}, hand=["7C", "9S", "2D"]),
        "Which card lands Blue's peg on Orange's come-out hole?", ["at:0:T26"],
        hint="Count the holes to Orange's come-out hole.",
        explanation="Orange's come-out hole is nine holes ahead: the 9 moves the whole 9."),
        aids=True),
]

CHECKPOINT = [
    choice("03-check-split-all", "why", ["4.split-all-or-nothing", "4.nine"],
           pos({0: ["T10", "T12", "T20"]}, hand=["9S", "2D"]),
           "Blue splits the 9: first the back peg 2, then the front peg 7. What happens?",
           ["Only the front peg moves", "Nothing moves: the whole card is not allowed",
            "Both pegs move"], "Nothing moves: the whole card is not allowed",
           given="9S 0:T10-T12 0:T20-T27", legal=False, refused="5.own-colour",
           wrong={"Only the front peg moves": "A split is all or nothing.",
                  "Both pegs move": "The back peg would land on Blue's own middle peg."},
           hint="Is the first part allowed?",
           explanation="The first part would land on Blue's own peg, so the whole card is not "
                       "allowed and nothing moves."),
    card("03-check-out", ["4.ace", "4.split-no-bring-out"],
         pos({0: ["T30"]}, hand=["7S", "AD", "5C"]),
         "Which card can bring a Blue peg out of start?", ["out:0"],
         hint="A split never brings a peg out.",
         explanation="The ace brings a peg out; a 7 cannot, even split."),
    move("03-check-green", ["4.any-team-peg", "1.arizona"],
         pos({0: [], 2: ["T58"]}, hand=["4S", "6D"]),
         "Land Green's peg on Purple's come-out hole.", ["at:2:T62"],
         hint="Blue may move a teammate's peg.",
         explanation="Any card may move any peg of your team, a teammate's too."),
    predict("03-check-green-out", ["4.any-team-peg"], pos({0: ["T30"]}, hand=["KS", "3C"]),
            "Blue brings out one of Green's pegs with the king. Click where it comes onto the "
            "track.", "KS 2:S-T44", "2:S",
            hint="A peg always comes out on its own colour's come-out hole.",
            explanation="A peg comes out onto its own come-out hole, whoever plays the card."),
    move("03-check-eight", ["4.eight", "4.backward"],
         pos({0: ["T11", "T30"]}, hand=["8H", "2S"]),
         "Move a Blue peg backward onto Blue's own in-spot.", ["at:0:T3"],
         hint="Which peg is 8 holes ahead of Blue's in-spot?",
         explanation="The 8 takes the peg back 8 holes; going backward it never enters home."),
    choice("03-check-split-count", "count", ["4.nine", "4.split"],
           pos({0: ["T10", "T30"]}, hand=["9D", "3D"]),
           "Blue splits the 9 of diamonds and moves the first peg 5 holes. How many holes does "
           "the second peg move?", ["4", "5", "9"], "4", count=9 - 5,
           wrong={"5": "The parts add up to 9.", "9": "The first part already used 5."},
           hint="The whole 9 is used.", explanation="5 and 4 make 9: the whole count."),
]
