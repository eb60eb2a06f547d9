"""Chapter 04: bumping opponents, sending teammates to their in-spots, chains, coming out."""

from build import card, choice, forbid, move, pos, predict, task, teach

forbid("home", "joker")

ID, TITLE, NOTEBOOK = "04", "Bumping", "04_bumping.ipynb"

SCREENS = [
    teach("Landing on an opponent",
          "Two pegs never share a hole. When your peg lands on an **opponent's** peg, that peg "
          "is **bumped**: it goes back to its start and must come out again. Passing a peg "
          "does nothing; only landing bumps.",
          pos({0: ["T10"], 1: ["T15"]}, hand=["5H", "2C"]), demo="5H 0:T10-T15", aids=True),
    task("Bump Orange", move(
        "04-bump-1", ["5.bump-opponent"],
        pos({0: ["T10", "T40"], 1: ["T15"]}, hand=["5H", "3C"]),
        "Send Orange's peg back to its start.", ["bump:1"],
        hint="Count how far each Blue peg is from Orange's peg.",
        explanation="Landing on an opponent's peg sends it back to its start.")),
    task("Which card bumps?", card(
        "04-bump-card-1", ["5.bump-opponent", "4.number"],
        pos({0: ["T20"], 3: ["T24", "T60"]}, hand=["3S", "4D", "6C"]),
        "Which card lets Blue bump a Purple peg?", ["bump:3"],
        hint="Count the holes from Blue's peg to the Purple peg ahead of it.",
        explanation="Purple's peg is four holes ahead of Blue's.")),
    task("Where does Orange's peg go?", predict(
        "04-bump-where-1", ["5.bump-opponent"],
        pos({0: ["T30"], 1: ["T36"]}, hand=["6S", "2H"]),
        "Blue plays the 6 of spades and lands on Orange's peg. Click where Orange's peg ends up.",
        "6S 0:T30-T36", "1:T36",
        hint="An opponent's peg that is landed on starts again.",
        explanation="A bumped opponent's peg goes back to its start area.")),
    task("Pass or land?", move(
        "04-pass-or-land", ["5.pass-others", "5.bump-opponent"],
        pos({0: ["T12"], 1: ["T14", "T17"]}, hand=["5S", "3D"]),
        "Bump one of Orange's pegs.", ["bump:1"],
        hint="A peg passed is not bumped: only the one landed on.",
        explanation="The peg passed over stays where it is; the one landed on goes to start.")),
    task("Six players", move(
        "04-bump-six", ["5.bump-opponent"],
        pos({4: ["T80", "T100"], 5: ["T85"]}, hand=["5C", "2H"], turn=4, players=6),
        "Six players, and you play Sky. Bump Red's peg.", ["bump:5"],
        hint="Red is Sky's neighbour, so an opponent. How far away is its peg?",
        explanation="The 5 lands Sky's peg on Red's, which goes back to its start."),
        aids=True),
    task("Two at once", move(
        "04-bump-split", ["4.split", "5.bump-opponent"],
        pos({0: ["T10", "T30"], 1: ["T13", "T34"]}, hand=["7D", "3S"]),
        "Bump both Orange pegs with one card.", ["bump:1:2"],
        hint="A 7 can be split between two pegs.",
        explanation="Split 3 and 4, each part lands on an Orange peg.")),
    teach("Landing on a teammate",
          "Landing on a **teammate's** peg does not send it to start: it goes to its own "
          "**in-spot**, the door to its home. That can help your team a lot.",
          pos({0: ["T12"], 2: ["T16"]}, hand=["4C", "9D"]), demo="4C 0:T12-T16", aids=True),
    task("Where does Green's peg go?", predict(
        "04-teammate-where", ["5.bump-teammate"],
        pos({0: ["T30"], 2: ["T35"]}, hand=["5H", "2C"]),
        "Blue plays the 5 of hearts and lands on Green's peg. Click where Green's peg ends up.",
        "5H 0:T30-T35", "2:T35",
        hint="Green is Blue's teammate.",
        explanation="A teammate's peg that is landed on goes to its own in-spot."), aids=True),
    task("Help Green home", move(
        "04-teammate-help", ["5.bump-teammate"],
        pos({0: ["T40"], 2: ["T46"]}, hand=["6S", "4D"]),
        "Green's peg has almost a whole lap to go. Send it straight to its in-spot.", ["send:2"],
        hint="Land on Green's peg.",
        explanation="Landing on a teammate sends it to its in-spot, right by its home."),
        aids=True),
    task("Teammate or opponent?", choice(
        "04-teammate-why", "why", ["5.bump-teammate", "5.bump-opponent"],
        pos({0: ["T50"], 2: ["T53"]}, hand=["3H", "2C"]),
        "Blue lands on Green's peg. What happens to Green's peg?",
        ["It goes back to its start", "It goes to Green's in-spot",
         "Nothing: Blue may not land on a teammate"], "It goes to Green's in-spot",
        given="3H 0:T50-T53", legal=True,
        wrong={"It goes back to its start": "Only an opponent's peg goes back to start.",
               "Nothing: Blue may not land on a teammate":
               "Landing on a teammate is allowed."},
        hint="Green plays on Blue's team.",
        explanation="A teammate's peg goes to its own in-spot, not to start.")),
    teach("When the in-spot is taken",
          "If the teammate's in-spot already holds a peg **of its own colour**, the teammate's "
          "peg has nowhere to go, and the move is **not allowed**.",
          pos({0: ["T40"], 2: ["T39", "T46"]}, hand=["6S", "10C"]), aids=True),
    task("Can Blue land on Green?", choice(
        "04-inspot-own-why", "why", ["5.in-spot-own-colour", "5.bump-teammate"],
        pos({0: ["T40"], 2: ["T39", "T46"]}, hand=["6S", "10C"]),
        "Blue wants to land on Green's peg ahead with the 6 of spades. Is that allowed?",
        ["Yes: Green's peg goes to its in-spot", "No: a Green peg already stands on Green's "
         "in-spot", "Yes: Green's peg goes back to start"],
        "No: a Green peg already stands on Green's in-spot", given="6S 0:T40-T46", legal=False,
        refused="5.in-spot-own-colour",
        wrong={"Yes: Green's peg goes to its in-spot": "Look at Green's in-spot first.",
               "Yes: Green's peg goes back to start": "Teammates are never sent to start."},
        hint="Where would Green's peg be sent, and what is there?",
        explanation="The sent peg's in-spot holds its own colour, so the move is not allowed.")),
    task("Which card moves Blue?", card(
        "04-inspot-own-card", ["5.in-spot-own-colour"],
        pos({0: ["T44"], 2: ["T39", "T50"]}, hand=["6S", "10C"]),
        "Which card can move Blue's own peg?", ["from:0:T44"],
        hint="One card would land Blue's peg on Green's peg.",
        explanation="The 6 would land on Green's peg, whose in-spot already holds a Green "
                    "peg; the 10 passes it.")),
    teach("Chains",
          "A teammate's peg sent to its in-spot may find a peg there. An **opponent's** peg "
          "there is bumped back to its start. A peg of **your team** there moves on to its "
          "own in-spot in turn, and so on.",
          pos({0: ["T48"], 1: ["T39"], 2: ["T52"]}, hand=["4H", "3C"]), demo="4H 0:T48-T52",
          aids=True),
    task("Where does the chain end?", predict(
        "04-chain-opponent-where", ["5.chain-opponent"],
        pos({0: ["T40"], 1: ["T39"], 2: ["T45"]}, hand=["5H", "3C"]),
        "Blue lands on Green's peg. Click where Orange's peg ends up.",
        "5H 0:T40-T45", "1:T39",
        hint="Where is Green's peg sent, and who is standing there?",
        explanation="Green's peg goes to its in-spot, and Orange's peg there is bumped to start."),
        aids=True),
    task("A bump from afar", move(
        "04-chain-opponent-move", ["5.chain-opponent", "5.bump-teammate"],
        pos({0: ["T30"], 1: ["T39"], 2: ["T34"]}, hand=["4H", "8C"]),
        "Orange's peg sits on Green's in-spot, out of reach of Blue's cards. Bump it anyway.",
        ["bump:1"],
        hint="No card takes Blue's peg onto it, but a teammate's peg can be sent there.",
        explanation="Blue lands on Green's peg, Green's peg goes to its in-spot and bumps "
                    "Orange's peg from there."), aids=True),
    task("Who goes where?", choice(
        "04-chain-opponent-why", "why", ["5.chain-opponent"],
        pos({0: ["T60"], 2: ["T66"], 3: ["T39"]}, hand=["6H", "3C"]),
        "Blue lands on Green's peg, and Purple's peg stands on Green's in-spot. What happens?",
        ["The move is not allowed", "Green's peg takes the in-spot and Purple's peg goes back "
         "to start", "Both pegs share the in-spot"],
        "Green's peg takes the in-spot and Purple's peg goes back to start",
        given="6H 0:T60-T66", legal=True,
        wrong={"The move is not allowed": "Only a peg of Green's own colour would block it.",
               "Both pegs share the in-spot": "Two pegs never share a hole."},
        hint="Purple is an opponent.",
        explanation="An opponent's peg on the in-spot is bumped back to its start.")),
    task("A chain of teammates", predict(
        "04-chain-where", ["5.chain"],
        pos({0: ["T45", "T39"], 2: ["T50"]}, hand=["5H", "10C"]),
        "Blue lands on Green's peg with the 5. Click where Blue's peg on Green's in-spot ends up.",
        "5H 0:T45-T50", "0:T39",
        hint="Green's peg goes to its in-spot. Who is there, and where is that peg's own in-spot?",
        explanation="Green's peg takes its in-spot; Blue's peg there moves on to Blue's own "
                    "in-spot."), aids=True),
    task("Chain home", move(
        "04-chain-move", ["5.chain", "5.bump-teammate"],
        pos({0: ["T20", "T39"], 2: ["T27"]}, hand=["7H", "10C"]),
        "In one move, get a Blue peg to Blue's own in-spot.", ["at:0:T3"],
        hint="A peg on Green's in-spot is moved on when a Green peg is sent there.",
        explanation="Green's peg goes to its in-spot, and the Blue peg there moves on to "
                    "Blue's in-spot.")),
    task("What happens to the Blue peg?", choice(
        "04-chain-why", "why", ["5.chain"],
        pos({0: ["T55", "T39"], 2: ["T60"]}, hand=["5H", "10C"]),
        "Blue lands on Green's peg, and a Blue peg stands on Green's in-spot. What happens to "
        "that Blue peg?",
        ["It goes back to its start", "It moves on to Blue's own in-spot",
         "The move is not allowed"], "It moves on to Blue's own in-spot", given="5H 0:T55-T60",
        legal=True,
        wrong={"It goes back to its start": "Only opponents go back to start.",
               "The move is not allowed": "Only a Green peg on Green's in-spot would block it."},
        hint="Blue's peg is on Blue's own team.",
        explanation="A same-team peg on that in-spot moves on to its own in-spot in turn.")),
    teach("A teammate on its own in-spot",
          "A teammate's peg standing on **its own in-spot** has nowhere to go: you may not land "
          "on it.", pos({0: ["T33"], 1: ["T43"], 2: ["T39"]}, hand=["6C", "10D", "8S"]),
          aids=True),
    task("Land on Green?", choice(
        "04-teammate-in-spot-why", "why", ["5.teammate-on-in-spot"],
        pos({0: ["T33"], 1: ["T43"], 2: ["T39"]}, hand=["6C", "10D", "8S"]),
        "Blue wants to land on Green's peg, which stands on Green's own in-spot, with the 6. "
        "Is that allowed?",
        ["Yes: Green's peg stays on its in-spot", "No: Green's peg would have nowhere to go",
         "Yes: Green's peg goes back to start"], "No: Green's peg would have nowhere to go",
        given="6C 0:T33-T39", legal=False, refused="5.teammate-on-in-spot",
        wrong={"Yes: Green's peg stays on its in-spot": "Two pegs never share a hole.",
               "Yes: Green's peg goes back to start": "A teammate never goes back to start."},
        hint="Where is a teammate's peg sent when it is landed on?",
        explanation="Landing on a teammate's peg on its own in-spot is not allowed.")),
    task("Which cards move Blue's peg?", card(
        "04-teammate-in-spot-card", ["5.teammate-on-in-spot"],
        pos({0: ["T29"], 2: ["T39"]}, hand=["10D", "6C", "8S"]),
        "Which card can move Blue's own peg? (There may be more than one.)", ["from:0:T29"],
        hint="Count ten holes from Blue's peg: who stands there?",
        explanation="The 10 would land on Green's peg on its own in-spot, which is not allowed; "
                    "the 6 and the 8 are fine.")),
    teach("Coming out is a jump",
          "A peg coming out **jumps** onto its come-out hole: only that hole matters. Your own "
          "colour there blocks it; any other colour there is bumped, or sent to its in-spot if "
          "it is a teammate.", pos({0: ["T30"], 3: ["T8"]}, hand=["KH", "5C"]),
          demo="KH 0:S-T8", aids=True),
    task("Come out and bump", move(
        "04-come-out-bump", ["5.come-out-jump", "5.bump-opponent"],
        pos({0: ["T20"], 1: ["T8"]}, hand=["AS", "4C"]),
        "Orange's peg is sitting on Blue's come-out hole. Bump it.", ["bump:1"],
        hint="Which card brings a peg out?",
        explanation="Coming out onto an opponent's peg bumps it back to its start."),
        aids=True),
    task("Your own peg in the way", choice(
        "04-come-out-own-why", "why", ["5.come-out-jump"],
        pos({0: ["T8", "T20"]}, hand=["KS", "4C"]),
        "A Blue peg stands on Blue's come-out hole. Can Blue bring another peg out with the "
        "king?",
        ["Yes: the new peg bumps it", "No: its own colour is on the come-out hole",
         "Yes: the two pegs share the hole"], "No: its own colour is on the come-out hole",
        given="KS 0:S-T8", legal=False, refused="5.come-out-jump",
        wrong={"Yes: the new peg bumps it": "A peg never lands on its own colour.",
               "Yes: the two pegs share the hole": "Two pegs never share a hole."},
        hint="Who is on the come-out hole?",
        explanation="Your own colour on the come-out hole blocks a peg from coming out.")),
    task("Coming out onto a teammate", predict(
        "04-come-out-teammate", ["5.come-out-jump", "5.bump-teammate"],
        pos({0: ["T20"], 2: ["T8"]}, hand=["QH", "5S"]),
        "Green's peg sits on Blue's come-out hole. Blue brings a peg out with the queen. Click "
        "where Green's peg ends up.", "QH 0:S-T8", "2:T8",
        hint="Green is Blue's teammate.",
        explanation="Coming out onto a teammate sends it to its own in-spot."), aids=True),
]

CHECKPOINT = [
    choice("04-check-split-all", "why", ["4.split-all-or-nothing", "5.teammate-on-in-spot"],
           pos({0: ["T30", "T33"], 2: ["T39"]}, hand=["7C", "10D"]),
           "Blue splits the 7: the back peg 1, then the front peg 6, onto Green's peg on "
           "Green's own in-spot. What happens?",
           ["The back peg moves and the front peg stays", "Nothing moves: the whole card is "
            "not allowed", "Green's peg goes to start"],
           "Nothing moves: the whole card is not allowed", given="7C 0:T30-T31 0:T33-T39",
           legal=False, refused="5.teammate-on-in-spot",
           wrong={"The back peg moves and the front peg stays": "A split is all or nothing.",
                  "Green's peg goes to start": "Teammates never go to start."},
           hint="Is the second part allowed?",
           explanation="The second part is not allowed, so the whole split is not allowed."),
    choice("04-check-bump-why", "why", ["5.bump-opponent"],
           pos({0: ["T40"], 1: ["T45"]}, hand=["5D", "2C"]),
           "Blue plays the 5 of diamonds onto Orange's peg. What happens to Orange's peg?",
           ["It goes back to its start", "It moves one hole on",
            "Nothing: the move is not allowed"],
           "It goes back to its start", given="5D 0:T40-T45", legal=True,
           wrong={"It moves one hole on": "Pegs are never pushed along.",
                  "Nothing: the move is not allowed": "Landing on an opponent is allowed."},
           hint="Two pegs never share a hole: one of them has to go.",
           explanation="Landing on an opponent's peg sends it back to its start."),
    move("04-check-orange-team", ["5.bump-teammate", "1.arizona"],
         pos({1: ["T46"], 3: ["T50"]}, hand=["4S", "2H"], turn=1),
         "You play Orange. Send Purple's peg to its in-spot.", ["send:3"],
         hint="Purple is Orange's teammate.",
         explanation="Landing on a teammate sends it to its own in-spot."),
    choice("04-check-inspot-own", "why", ["5.in-spot-own-colour"],
           pos({1: ["T60"], 3: ["T57", "T65"]}, hand=["5H", "10S"], turn=1),
           "Orange wants to land on Purple's peg ahead with the 5 of hearts. Is that allowed?",
           ["Yes", "No: a Purple peg already stands on Purple's in-spot"],
           "No: a Purple peg already stands on Purple's in-spot", given="5H 1:T60-T65",
           legal=False, refused="5.in-spot-own-colour",
           wrong={"Yes": "Where would Purple's peg be sent?"},
           hint="Look at Purple's in-spot.",
           explanation="The sent peg's in-spot holds its own colour: not allowed."),
    predict("04-check-chain", ["5.chain-opponent", "5.bump-teammate"],
            pos({0: ["T50"], 2: ["T56"], 3: ["T39"]}, hand=["6D", "10H"]),
            "Blue lands on Green's peg. Click where Purple's peg ends up.", "6D 0:T50-T56",
            "3:T39",
            hint="Where does Green's peg go, and who is there?",
            explanation="Green's peg goes to its in-spot and bumps Purple's peg to its start."),
    choice("04-check-teammate-in-spot", "why", ["5.teammate-on-in-spot"],
           pos({1: ["T51"], 3: ["T57"]}, hand=["6C", "8H"], turn=1),
           "Purple's peg stands on its own in-spot. Can Orange's peg land on it with the 6?",
           ["Yes, it is sent to its in-spot again", "No: it has nowhere to go"],
           "No: it has nowhere to go", given="6C 1:T51-T57", legal=False,
           wrong={"Yes, it is sent to its in-spot again":
                  "It is on its in-spot already: it would have nowhere to go."},
           refused="5.teammate-on-in-spot", hint="Where would Purple's peg be sent?",
           explanation="A teammate on its own in-spot has nowhere to go, so no one may land "
                       "on it."),
]
