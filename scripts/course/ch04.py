"""Chapter 04: bumping, teammates and in-spots."""

from build import card, choice, move, pos, predict, task, teach

ID, TITLE, NOTEBOOK = "04", "Bumping", "04_bumping.ipynb"

SCREENS = [
    teach("Landing on an opponent",
          "Two pegs never share a hole. When your peg lands on an **opponent's** peg, that peg "
          "is **bumped**: it goes back to its start and must come out again.",
          pos({0: ["T10"], 1: ["T15"]}), demo="5H 0:T10-T15", aids=True),
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
]

CHECKPOINT = [
    choice("04-check-bump-why", "why", ["5.bump-opponent"],
           pos({0: ["T10"], 1: ["T15"]}, hand=["5H", "2C"]),
           "Blue plays the 5 of hearts onto Orange's peg. What happens to Orange's peg?",
           ["It goes back to its start", "It moves one hole on",
            "Nothing: the move is not allowed"],
           "It goes back to its start", given="5H 0:T10-T15", legal=True,
           wrong={"It moves one hole on": "Pegs are never pushed along.",
                  "Nothing: the move is not allowed": "Landing on an opponent is allowed."},
           hint="Two pegs never share a hole: one of them has to go.",
           explanation="Landing on an opponent's peg sends it back to its start."),
]
