# The lesson screens' own words: the buttons and lines every lesson shares (the course's and Back
# Alley's), the course lesson's labels, instructions, hint ladder, stars and checkpoint score,
# the start page's table and the class field (widgets/lesson, widgets/course).
# Numbers arrive as numbers; $stars are drawn signs ("★★☆"); nothing here names a seat.

## Every lesson: its buttons and where the learner is.

shell-back = Back
shell-again = Try again
shell-show = Show me
shell-next = Next
# $kind: screen (a lesson's) or step (a story's); $number of $total.
shell-where =
    { $kind ->
        [step] Step
       *[screen] Screen
    } { $number } of { $total }
# $hint: the hint's own words.
shell-hint = Hint: { $hint }

## The course lesson: labels and buttons.

lesson-aids = Board labels (hole numbers, legend, direction)
lesson-discard = Throw away the card
lesson-discard-tip = Discard the chosen card without moving
lesson-demo = Show me the move
lesson-review = Review
# $move: the move the exercise is about, in words.
lesson-the-move = The move: { $move }
lesson-hand-choose = Click the card
lesson-hand = Your hand
# $where: "Screen 4 of 12"; $solved: yes when solved before; $done of $total exercises done.
lesson-progress =
    { $solved ->
        [yes] { $where } ✓ solved · { $done } of { $total } exercises done
       *[no] { $where } · { $done } of { $total } exercises done
    }

## The hint ladder and the stars. $stars: stars as signs; $left: how many it can still give.

ladder-hint = Hint
ladder-rule = Show the rule
ladder-hint-cost = A nudge: the exercise can then give at most 2 stars
ladder-rule-cost = The rule, with the board marked: at most 1 star
ladder-show-cost = The answer: no star, and the exercise comes back for review
stars-earned = Stars for this exercise: { $stars }
stars-left =
    { $stars } { $left ->
        [0] This exercise gives no star now.
        [one] This exercise can give { $left } star now.
       *[other] This exercise can give { $left } stars now.
    }

## What to click next.

do-next = Press Next to go on (or Try again to do it once more).
do-again-or-next = Press Try again to do it yourself, or Next to go on.
do-again = Press Try again for another go.
do-click-place = Click the place on the board.
do-click-card = Click a card.
do-click-answer = Click an answer.
do-click-hole = Click a hole, a start area or a home place.
do-answer-again = Press Try again to answer once more, or Next to go on.
do-another-go = Press Try again for another go, or Next to go on.
do-by-card = Answer by clicking a card.
do-by-button = Answer with one of the buttons.
do-watch = Press “Show me the move” to watch it played.
# $why: what went wrong, in the engine's words.
demo-failed = This demonstration could not be played: { $why }

## Building a move on the board. $card: the card in words.

board-choose = Click a card, then the peg to move, then where it goes.
board-second-peg = Click the second peg of the split, then where it goes.
board-pick-peg = Click the peg to move with the { $card }.
board-target = Click where the peg goes (click the peg again to put it down).
board-no-peg = There is no peg there: click a peg.
# $peg: the peg clicked, by its colour ("Orange's peg"); $mover: the colour to move.
board-opponent = That is { $peg }, an opponent's: { $mover } moves only its own team's pegs.
board-own-start-home = A peg can only go to its own start or home: click a hole or its home.
board-put-down = Peg put down: click a peg.
board-first-part = That is the first part of a split: now click the second peg.

## The checkpoint.

# $number of $total checkpoint exercises.
steps-checkpoint = Checkpoint { $number } of { $total }
steps-score = Checkpoint score
# $answered of $total answered, $left still to do.
score-left = { $answered } of { $total } checkpoint exercises answered: go Back to finish the other { $left }.
# $score right of $total; $stars: the stars as signs; $verdict: what it means (a sentence).
score = Checkpoint score: { $score } of { $total } right at the first try. { $stars } { $verdict }

## The start page: the progress table.

index-chapter = Chapter
index-solved = Exercises solved
index-checkpoint = Checkpoint
index-stars = Stars
# $count of $total exercises of a chapter solved.
index-solved-count = { $count } of { $total }
index-not-yet = not yet
index-refresh = Read my progress again
index-review = Review
index-handout = Write a handout to print
review-chapter = Review

## The class field (a teacher's class, optional).

class-title = Your teacher's class (optional)
class-intro = If your teacher gives you a class code, type it here with your name: each exercise you solve and your stars are then sent to your teacher's table server. Without a class code nothing leaves this computer.
class-server = Server
class-code = Class code
class-name = Your name
class-join = Join the class
class-leave = Leave the class
# $code: the class code; $name: the learner's name; $server: the server's address.
class-joined = You are in class { $code } as { $name }: your progress goes to { $server }.
# $count: chapters whose progress waits.
class-waiting =
    The progress of { $count ->
        [one] { $count } chapter
       *[other] { $count } chapters
    } waits to be sent; it is tried again as you work.
class-all-sent = Your teacher has all your progress.
# $why: the reason, in the words of the system or the server.
class-unreachable = The server { $server } could not be reached ({ $why }); your progress is kept here and sent when it can be.
class-refused = The server did not take your progress: { $why }
class-no-class = The server has no class { $code }: check the class code with your teacher.
class-left = You are in no class: nothing is sent.
class-bad-code = A class code is 4 to 12 letters and numbers, as your teacher wrote it.
class-bad-name = Type your name (1 to 40 characters) so your teacher knows who you are.
class-bad-server = The server's address starts with http:// or https://, as your teacher wrote it.
class-not-saved = The class could not be remembered in your progress file ({ $why }).

## The scenario lessons (a story of steps on a board). $card: a card in words; $why: the
## engine's refusal; $story: what the answer did; $task: the step's task.

scenario-show = Show answer
scenario-task = Your task: { $task }
scenario-card = Your card: the { $card }
scenario-try = Try a move and see what happens.
scenario-look = Look at the board.
scenario-again-or-next = Press Try again for another go, or Next for the next step.
scenario-choose-card = Choose a card from the hand.
scenario-no-card = There is no card to play here.
scenario-discard-again = No peg can move: choose the { $card } again to discard it.
scenario-card-stuck = The { $card } cannot move a peg here: choose another card.
scenario-split = The { $card } is split: click the second peg.
scenario-pick-peg = Click a peg to move with the { $card }.
scenario-target = Click where the peg goes.
scenario-moved = You have made your move: press Try again, or Next.
scenario-no-redo = A lesson step has no redo: make a move, or press Try again (u).
scenario-no-answer = This step has no exercise: there is no answer to show.
scenario-not-allowed = Not allowed: { $why }.
scenario-one-answer = One answer: { $story }

## The progress file's problems (nothing is lost): $path, $name, $aside: files; $why: the
## system's reason; $kept: where progress is kept instead, or none (only until the notebook closes).

progress-not-a-file = Your progress is not kept: { $path } is not a plain file, so it is left alone.
progress-where =
    { $kept ->
        [none] your progress is kept until this notebook closes
       *[other] your progress is kept in { $kept } beside it
    }
progress-blocked = Your progress file { $path } could not be read ({ $why }); it is left as it is, and { progress-where }.
progress-meanwhile = Meanwhile { progress-where }.
# $chapters: the chapters that could not be read; $chapter: the first of them.
progress-damaged = Your progress file { $name } holds a record that could not be read (chapter { $chapters }; { $chapter }: { $why }). It is left in the file as it was, and that chapter starts afresh here; your other chapters are kept.
progress-stuck = Your progress file { $name } could not be read ({ $why }) nor moved aside, so it is left as it is.
progress-set-aside = Your progress file { $name } could not be read ({ $why }); it was kept as { $aside }, and progress starts afresh.
progress-replaced = Your earlier record of chapter { $chapter }, which could not be read, was kept as { $aside }; this session's record of that chapter replaces it.
progress-not-saved = Your progress could not be saved ({ $why }); it is kept until this notebook closes.
