# The course's own sentences: places, events and moves as a lesson says them, the feedback on an
# answer, the mastery checkpoints, the review and the puzzles (pegs.words.lesson, feedback,
# mastery, review, puzzles).
# A place arrives as $spot (start, home, come-out, in-spot, past-come-out, before-come-out or
# before-in-spot), whose it is as $owner (a colour in lower case), $holes (how far from its
# landmark) and $home (its home place); $seat is a colour in lower case.

## A place in the words a sentence needs (parts of sentences, never shown alone).

# A track hole by its landmarks, without a preposition: "Orange's side, 2 holes past the come-out hole".
lesson-landmark =
    { $spot ->
        [come-out] { owner } come-out hole
        [in-spot] { owner } in-spot
        [past-come-out] { owner } side, { holes } past the come-out hole
        [before-come-out] { owner } side, { holes } before the come-out hole
       *[before-in-spot] { owner } side, { holes } before the in-spot
    }
# Where a peg stands: "in Blue's start", "in Blue's home place 3", "on Orange's in-spot".
lesson-at =
    { $spot ->
        [start] in { owner } start
        [home] in { owner } home place { $home }
       *[other] on { lesson-landmark }
    }
# A track hole as a noun: "Orange's in-spot", "the hole on Blue's side, 2 holes past the come-out hole".
lesson-hole =
    { $spot ->
        [come-out] { lesson-landmark }
        [in-spot] { lesson-landmark }
       *[other] the hole on { lesson-landmark }
    }
# A peg by its colour and place: "Blue's peg on Orange's in-spot".
lesson-peg = { seat-name }'s peg { lesson-at }
# A peg by its colour alone, as a sentence names it: "Orange's peg".
lesson-peg-of = { seat-name }'s peg
# $steps: how many holes a peg moves.
lesson-steps =
    { $steps ->
        [one] { $steps } hole
       *[other] { $steps } holes
    }

## One event of a move, as a lesson tells it.

# $discarded: yes or no; $rank and $suit: the card.
lesson-played =
    { seat-name } { $discarded ->
        [yes] throws away
       *[no] plays
    } the { card }.
lesson-comes-out = { seat-name }'s peg comes out onto its come-out hole.
lesson-jumps-out = { seat-name }'s peg comes out of start and jumps onto { lesson-hole }.
lesson-into-home = { seat-name }'s peg moves { lesson-steps } to home place { $home }.
lesson-inside-home = { seat-name }'s peg moves inside home { lesson-steps } to home place { $home }.
lesson-back = { seat-name }'s peg moves { lesson-steps } back, to { lesson-landmark }.
lesson-jump = { seat-name }'s peg jumps onto { lesson-hole }.
lesson-forward = { seat-name }'s peg moves { lesson-steps } forward, to { lesson-landmark }.
lesson-bumped = { seat-name }'s peg is bumped back to its start.
lesson-sent = { seat-name }'s peg is sent to its own in-spot.
lesson-drew = { seat-name } draws a card.
lesson-reshuffled = The played cards are shuffled into a new draw pile.
# $winners: the winning team's colours as a list.
lesson-won = { $winners } win the game!
# The big link at a lesson's end: $title is the next lesson's number and title.
lesson-onward = Next lesson: { $title }
lesson-start = Back to the start
# The move a question is about, told without its consequences: $pegs lists its pegs, each a
# lesson-given-peg ($mine: yes when it is the mover's own).
lesson-given = { seat-name } plays the { card } with { $pegs }.
lesson-given-discard = { seat-name } throws away the { card }.
lesson-given-peg =
    { $mine ->
        [yes] its peg
       *[no] { seat-name }'s peg
    } { lesson-at }

## The feedback on an answer. $did: what a move did (lesson sentences); $why: why it is not allowed.

feedback-unreadable = That answer could not be read. Try again.
feedback-right = Right!
feedback-not-quite = Not quite.
feedback-not-a-move = That is not a move on this board. Choose a card, then a peg and where it goes.
feedback-not-allowed = That move is not allowed. { $why }
feedback-allowed = That move is allowed: { $did } But it is not what was asked.
# $why: what the move did not do, a sentence starting in lower case.
feedback-allowed-but = That move is allowed: { $did } But { $why }
feedback-click-place = Click a hole, a start area or a home place.
feedback-ends-up = The peg ends up { lesson-at }.
feedback-not-there-at = The peg does not end up { lesson-at }.
feedback-not-there = The peg does not end up there.
feedback-click-card = Click one of the cards in the hand.
feedback-card-not-held = The { card } is not in the hand.
feedback-card-does-it = The { card } does it.
feedback-not-that-card = Not that card.
feedback-card-cannot-move = The { card } cannot move any peg here.
feedback-card-not-asked = No move of the { card } does what was asked.
feedback-pick-answer = Pick one of the answers shown.
# Show me: the answer.
show-discard = Throw away the { card }.
show-play = Play the { card }: { $did }
show-another-way = (Another way works too.)
# $which: the cards that do it, each a show-the-card, joined by show-or.
show-cards = { $which }.
show-the-card = The { card }
show-or = { $a } or the { $b }
show-or-card = { card }

## The mastery checkpoints' fresh exercises, and the verdict on a checkpoint.

mastery-reach = Move { seat-name }'s peg to the hole { lesson-at }.
mastery-bump = Send { seat-name }'s peg back to its start.
mastery-home = Take a { seat-name } peg into its home.
# $chapter: the chapter's number; $need: how many right at the first try count; $total: of how many.
mastery-done = Chapter { $chapter } is done.
mastery-not-done = Chapter { $chapter } counts as done at { $need } of { $total } right at the first try. Open the lesson again to try its checkpoint afresh; nothing is locked, so go on whenever you like.
# The start page's checkpoint column: $score right at the first try.
mastery-index-done = done: { $score } of { $total } at the first try
mastery-index-not-done = not yet done: { $score } of { $total } at the first try ({ $need } needed)

## The review: $count exercises due.

review-due =
    { $count ->
        [0] Nothing to review now.
        [one] { $count } exercise to review.
       *[other] { $count } exercises to review.
    }
review-button =
    Review { $count ->
        [one] { $count } exercise
       *[other] { $count } exercises
    }
# $number of $total; $chapter: the chapter's number and title.
review-title = Review { $number } of { $total }, from { $chapter }
review-done-title = Review done
review-done = That is all for now. An exercise you answered right at your first go comes back after a longer wait each time (1 day, then 3 days, a week, a month); one you missed, or asked to be shown, comes back in 4 hours.
# $when: hour (within the hour), hours (in about $hours hours) or days (in about $days days).
review-next =
    The next exercise to review comes back { $when ->
        [hour] within the hour
        [hours] in about { $hours ->
            [one] { $hours } hour
           *[other] { $hours } hours
        }
       *[days] in about { $days ->
            [one] { $days } day
           *[other] { $days } days
        }
    }.

## The puzzles. $seat plays now; $next plays after; $ours: $seat's team's colours as a list,
## $others: the other team's.

puzzle-next =
    { $next ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
# $left: the pegs of $seat's team not yet home (1 or 2).
puzzle-win = { seat-name } to play. { $ours } have every peg in home but { $left ->
        [1] one
       *[other] two
    }: win the game with one card.
puzzle-both-home = { seat-name } to play. Take two pegs of { seat-name }'s team ({ $ours }) into home with one card.
puzzle-bump-two = { seat-name } to play. With one card, send two pegs of the other team ({ $others }) back to their start.
puzzle-bump-and-home = { seat-name } to play. With one card, send a peg of the other team ({ $others }) back to its start and take a peg of { seat-name }'s team ({ $ours }) into home.
# $holding: the cards $next holds (each a puzzle-held-card, as a list); $victims: the pegs in
# danger (each a puzzle-victim, joined by puzzle-victim-or).
puzzle-save-peg = { puzzle-next } plays next and holds { $holding }, which could send { $victims } back to its start. { seat-name } to play: make a move after which { puzzle-next }'s card cannot bump any peg of { seat-name }'s team ({ $ours }).
puzzle-held-card = the { card }
puzzle-victim = { seat-name }'s peg
puzzle-victim-or = { $a } or { $b }
puzzle-hint-win = Count each peg's holes to its in-spot: one more step is home place 1, two more home place 2. The whole count of the card must be used.
puzzle-hint-both-home = Only a 7 or a 9 moves two pegs: split it so that each part ends exactly on a free home place.
puzzle-hint-bump-two-split = A 7 or a 9 can be split between two pegs: find the split whose two parts each land on a peg of the other team.
puzzle-hint-bump-two = One landing can bump twice: a teammate's peg you land on goes to its in-spot and bumps whatever other-team peg stands there.
puzzle-hint-bump-and-home = Split a 7 or a 9: one part lands on the other team's peg, the other goes home.
puzzle-hint-save-peg = { puzzle-next } needs an exact count to land on your peg. Move the peg so the count no longer fits, take it home, or send { puzzle-next }'s peg back to start.
puzzle-why-win = Every peg of your team is then in home, so the game is won at once.
puzzle-why-both-home = Two pegs go into home with one card.
puzzle-why-bump-two = Two pegs of the other team go back to their start.
puzzle-why-bump-and-home = A peg of the other team goes back to its start and one of yours goes home.
puzzle-why-save-peg = Afterwards no card { puzzle-next } holds can land on a peg of your team.
puzzle-why-only = No other move of this hand does that.
puzzle-chapter = Puzzles
# $count: how many puzzles.
puzzle-intro = { $count } puzzles, easiest first. Each one has a goal and exactly one move that reaches it: the computer checked every legal move. The stars show how hard a puzzle is, from one star (few tempting moves) to five (many moves that look right but are not). Read the goal, then play the move on the board.
# $stars: the puzzle's difficulty drawn as five stars ("★★☆☆☆").
puzzle-title = Puzzle { $number } of { $total } { $stars }
# Why a legal move misses the puzzle's goal. $got: how many pegs it did take home or bump (0 or 1).
puzzle-miss-win = Your team still has a peg outside home, so the game goes on.
puzzle-miss-both-home =
    It takes { $got ->
        [0] no peg
       *[other] only one peg
    } into home; the goal is two with this one card.
puzzle-miss-bump-two =
    It sends { $got ->
        [0] no peg
       *[other] only one peg
    } of the other team back to start; the goal is two.
puzzle-miss-no-bump = No peg of the other team goes back to its start.
puzzle-miss-no-home = No peg of your team goes into home.
puzzle-miss-save-peg = After it, { puzzle-next }'s card can still send a peg of your team back to its start.

## The handout.

handout-title = Pegs and Jokers: a handout for the class
handout-button = Write a handout to print
handout-summary-missing = The rules summary (docs/summary.md) was not found beside the kit, so this handout has none.
handout-board-caption = A 4-player board at the start: Blue, Orange, Green and Purple, each in its start.
handout-cards-title = The cards
handout-cards-intro = Cut along the lines: one card for each kind, with what it does.
handout-puzzles-title = Puzzles
handout-puzzles-intro = Each puzzle has exactly one move that does what is asked. The answers are at the end.
handout-answers-title = Answers
# $number: the puzzle's number; $level: its difficulty, 1 to 5.
handout-puzzle-title = Puzzle { $number } (level { $level } of 5)
# $hand: the cards of the hand, in words, with commas.
handout-hand = The hand: { $hand }.
handout-kind-ace = Ace
handout-kind-face = King, queen, jack
handout-kind-number = Numbers
handout-kind-seven = Seven
handout-kind-eight = Eight
handout-kind-nine = Nine
handout-kind-joker = Joker
# What the handout command and the course's button say once the file is written: $puzzles in it,
# $path where it went.
handout-written =
    Wrote the handout ({ $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    }, answers on a page of their own) to { $path }: open it in a browser and print it.

## Why a legal move misses an exercise's goal (pegs.course.goals): $seat is whose pegs the goal
## names; a place as above; $count how many were to be bumped.

miss-bump-some = Fewer than { $count } of { seat-name }'s pegs were bumped back to their start.
miss-bump = No peg of { seat-name }'s was bumped back to its start.
miss-send = No peg of { seat-name }'s was sent to its in-spot.
miss-home = No peg of { seat-name }'s went into home.
miss-out = No peg of { seat-name }'s came out of start.
miss-at = No peg of { seat-name }'s ended up { lesson-at }.
miss-from = It did not move { seat-name }'s peg { lesson-at }.
miss-no-bump = It sent one of { seat-name }'s pegs away.
miss-win = It did not win the game.
miss-card = It used a different card.
miss-not-card = It used the very card you were asked to keep.
miss-discard = It moved a peg instead of throwing a card away.
miss-moves = It threw a card away instead of moving a peg.
