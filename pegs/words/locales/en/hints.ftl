# The course's hint ladder: a nudge for each kind of mistake, the rule step's frame, the wait.

## A nudge for each kind of mistake a wrong answer made (pegs.course.nudge.Mistake).

nudge-hole = The card and the peg are right: look again at where the peg lands.
nudge-peg = The card is right: try it with another peg.
nudge-card = The peg is right: another card takes it where it should go.
nudge-discard = There is a move to make: look for a card that moves a peg.
nudge-no-move-card = That card cannot move any peg here: look at the cards that can.
nudge-count = Count the holes again, one by one, from the peg that moves.
nudge-other = Read the task again: which peg does it ask about, and where should it go?
nudge-landing = Follow the peg hole by hole to where it lands: what is standing there?

## The ladder's other words.

# $rules: the rules the exercise is about, each a whole sentence, one after the other.
hint-rule-step = The rule: { $rules } The marked pegs are the ones the rule is about.
hint-wait = Have a go with that first: the next step opens after your next answer.
