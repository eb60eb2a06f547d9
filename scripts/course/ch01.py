"""Chapter 01: the board, the colours and the teams."""

from build import choice, forbid, pos, predict, task, teach

forbid("bump", "send", "home", "joker")

ID, TITLE, NOTEBOOK = "01", "Start here: the board, colours and teams", "01_start_here.ipynb"

EMPTY = pos()
SOME = pos({0: ["T12"], 1: ["T30"], 2: ["T40"], 3: ["T60"]})

SCREENS = [
    teach("Four players, four colours",
          "Pegs and Jokers is a race. Each player has **five pegs of one colour**: Blue, Orange, "
          "Green and Purple. All five start in the player's start area, beside the board.",
          EMPTY, aids=True),
    teach("Two teams",
          "Players sit in **two teams**, and teammates sit opposite each other: Blue and Green "
          "play together against Orange and Purple. So every player sits between two opponents.",
          EMPTY, aids=True),
    task("Who is on Blue's team?", choice(
        "01-team-1", "why", ["1.teams"], EMPTY,
        "Blue is about to play. Which colour plays on Blue's team?",
        ["Orange", "Green", "Purple"], "Green",
        wrong={"Orange": "Orange sits next to Blue, and neighbours are always opponents.",
               "Purple": "Purple sits next to Blue, on the other side: another opponent."},
        hint="Teammates sit opposite each other.",
        explanation="Blue and Green sit opposite each other and play as one team."), aids=True),
    teach("The track",
          "The pegs race clockwise round **one ring of holes**, 18 on each player's side. The "
          "arrow shows the way they move.", SOME, aids=True),
    task("How long is a side?", choice(
        "01-track-1", "count", ["2.track"], SOME,
        "How many holes are there on each player's side of the track?",
        ["10", "18", "25"], "18",
        wrong={"10": "Count again: a side is longer than that.",
               "25": "That is too many: the four sides make a ring of 72 holes."},
        hint="The four sides together make 72 holes.",
        explanation="Each side has 18 holes, so four players share a ring of 72."), aids=True),
    teach("Come-out hole and in-spot",
          "Each colour has two special holes on its own side. Its pegs come onto the track at "
          "its **come-out hole**. Five holes before it is its **in-spot**: the door to its "
          "**home**, five places where its pegs finish the race.", EMPTY, aids=True),
    task("Where does a peg come out?", predict(
        "01-come-out-1", ["2.come-out-in-spot"], pos(hand=["AS", "5H"], turn=1),
        "Orange brings a peg out of its start. Click the hole where it comes onto the track.",
        "AS 1:S-T26", "1:S",
        hint="Every colour comes out on its own come-out hole, on its own side.",
        explanation="Orange's pegs come out on Orange's come-out hole."), aids=True),
    teach("One peg, one place",
          "A peg is always in exactly one place: its start area, a hole of the track, or a "
          "place in its home. Two pegs never share a hole.", SOME, aids=True),
]

CHECKPOINT = [
    choice("01-check-colours", "count", ["1.colours"], pos(turn=2),
           "How many pegs does each player have?", ["4", "5", "6"], "5",
           wrong={"4": "One more: count the pegs in a start area.",
                  "6": "One fewer: count the pegs in a start area."},
           hint="Count the pegs in Blue's start area.",
           explanation="Every player has five pegs, and they stay that player's own."),
    choice("01-check-team", "why", ["1.teams"], pos(turn=1),
           "Orange is about to play. Which colour is Orange's teammate?",
           ["Blue", "Green", "Purple"], "Purple",
           wrong={"Blue": "Blue sits next to Orange: an opponent.",
                  "Green": "Green sits next to Orange: an opponent."},
           hint="Teammates sit opposite each other.",
           explanation="Orange and Purple sit opposite each other: they are a team."),
    choice("01-check-one-place", "why", ["2.one-place"], pos({0: ["T5"], 2: ["T50"]}),
           "Can two pegs ever stand in the same hole?",
           ["Yes, if they are teammates", "No, never", "Yes, at a come-out hole"], "No, never",
           wrong={"Yes, if they are teammates": "Not even teammates share a hole.",
                  "Yes, at a come-out hole": "A come-out hole holds one peg too."},
           hint="Think of what 'a hole' can hold.",
           explanation="A peg is always in exactly one place, and no two pegs share one."),
    choice("01-check-in-spot", "count", ["2.come-out-in-spot"], pos(turn=3),
           "How many holes before the come-out hole is a colour's in-spot?",
           ["3", "5", "8"], "5",
           wrong={"3": "Look again: count from the in-spot to the come-out hole.",
                  "8": "That is too far: count from the in-spot to the come-out hole."},
           hint="Turn on the hole labels and count along Blue's side.",
           explanation="The in-spot is five holes before the come-out hole."),
]
