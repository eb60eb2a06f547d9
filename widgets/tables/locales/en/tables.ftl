# The table server's words (widgets/tables/words.py): refusals, the pages, the teacher's story.
# A page message's { $name } is filled in by the page's script with a name, a seat, a code or a
# number as it is (a seat comes as its name in this language: "Blue", "South"), so write it where
# the name reads in its plain form ("Turn: { $seat }"), never with a case ending glued on.

## Refusals of the API (an answer's "error")

error-bad-json = The request could not be read: send one JSON object.
error-too-big = The request is too large.
error-too-fast = Too many requests: wait a moment and try again.
error-no-table = There is no table with this room code (it may have expired or ended).
error-bad-token = This key does not open this table: join it again with the room code.
error-not-teacher = Only the table's teacher may do this.
error-not-your-turn = It is not your turn.
error-teacher-cannot-move = The teacher watches the table and does not play a seat.
error-stale = The table has moved on since you looked: look again and choose again.
error-over = The game is over: no more moves can be made.
error-ended = The teacher has ended this table.
error-seat-taken = This seat is already taken: choose a free one.
error-seat-computer = A computer plays this seat: choose a free one.
error-bad-seat = There is no such seat at this table.
error-bad-name = Type a name of 1 to 40 characters.
error-bad-move = A move is text, as the command line writes it.
error-bad-revision = Send the revision you last saw, as a whole number.
error-bad-id = Send a command id of 1 to 64 letters, numbers, dashes or underscores.
error-bad-game = Choose the game "pegs" or "backalley".
error-bad-players = A game of Pegs and Jokers has 4, 6 or 8 players.
error-bad-backalley-players = Back Alley is played by 4 players.
error-bad-seats = Give one seat for each player: a person or a computer level the game knows.
error-bad-seed = A seed is a whole number.
error-bad-pace = The pace is the seconds between two computer moves, from 0 to 10.
error-bad-rules = These house rules could not be used.
error-bad-position = This position file could not be used.
error-not-found = There is nothing here.
error-bad-paused = Send {"{"}"paused": true{"}"} or {"{"}"paused": false{"}"}.
error-no-class = There is no class with this class code: check it with your teacher.
error-bad-report = This progress report could not be read.
error-bad-key = Send the key your course made for you (22 to 200 letters and numbers).
error-class-full = This class has as many learners as it may have: ask your teacher.

## The pages' words

page-student-title = Join a table
page-teacher-title = Tables of the class
page-code-label = Room code
page-name-label = Your name
page-look = Look at the table
page-choose-seat = Choose a free seat:
page-seat-free = { $seat }: free, take this seat
page-seat-person = { $seat }: { $name }
page-seat-computer = { $seat }: { $level }
page-seat-waiting = { $seat }: waiting for a student
page-you-are = You play { $seat }.
page-your-turn = It is your turn.
page-their-turn = It is { $seat }'s turn.
page-computer-turn = It is { $seat }'s turn (a computer).
page-game-over = The game is over.
page-table-ended = The teacher has ended this table.
page-paused = The teacher has paused the computers.
page-your-hand = Your cards
page-pick-card = Click a card, then one of your pegs, then the hole it goes to.
page-pick-peg = Now click the peg to move.
page-pick-hole = Now click the hole the peg goes to.
page-pick-next = Now click the next peg to move with the same card.
page-discard = Discard the { $card }
page-no-move = No peg can move with this card.
page-bid-prompt = Your bid:
page-bid-pass = Pass
page-bid-number = Bid { $number }
page-bid-board = Bid { $board }
page-play-prompt = Click a card to play it.
page-story = What happened
page-lost = The connection was lost; trying again.
page-back = Connected again.
page-gone = This table is no longer open here. Ask your teacher for the room code.
page-new-table = Make a table
page-game-label = Game
page-game-pegs = Pegs and Jokers
page-game-backalley = Back Alley
page-players-label = Players
page-seat-label = { $seat } is played by
page-person = a student
page-seed-label = Deal number (seed)
page-position-label = Or start from a position file (optional)
page-position-bad = This file is not a position file of the chosen game.
page-pace-label = Seconds between computer moves
page-make = Make the table
page-made = Table { $code } is ready: students type the code or open the link.
page-join-link = Join link
page-room-code = Room code { $code }
page-pause = Pause the computers
page-go-on = Let the computers go on
page-end = End this table
page-end-sure = End table { $code }? No one can play at it after this.
page-give = Give { $seat } to another student
page-given = Send this link to the student who takes { $seat }: { $link }
page-replay = Show the last round
page-replay-none = No move has been made yet.
page-show = Show on the big screen
page-no-tables = No tables yet: make one above.
page-revision = Moves made: { $count }
page-joker = Joker
page-big-blooper = Big blooper
page-little-blooper = Little blooper
page-level-random = a computer that plays at random
page-level-greedy = a quick computer
page-level-search = a strong computer
page-level-heuristic = a quick computer
page-level-sampler = a strong computer
page-ba-trump = Trump is { $suit }.
page-ba-no-trump = There is no trump this deal.
page-ba-trick = On the table: { $cards }.
page-ba-scores = Score: South and North { $first }, West and East { $second }.
page-suit-H = hearts
page-suit-D = diamonds
page-suit-C = clubs
page-suit-S = spades
page-board = board
page-gone-teacher = This page's key opens no tables here: make a new table.
page-classes-title = The class's progress in the course
page-new-class = Make a class code
page-class-made = Class code { $code }: learners type it on the course's start page.
page-class-code = Class code { $code }
page-class-students = learners: { $count }
page-show-class = Show its progress
page-no-classes = No class codes yet: make one to follow the course's progress.
page-no-students = No learner has sent progress to this class yet.
page-student = Learner
page-last-seen = Last seen
page-chapter-cell = { $stars } { $solved } of { $exercises }
page-download-csv = Download as CSV
page-language = Language

## The server's other sentences

# $move: the move as typed, quoted; $why: the engine's reason, already in this language.
unreadable-move = The move { $move } could not be read: { $why }
illegal-move = That move is not allowed: { $why }
# $why: the engine's reason (house rules or a position file it refused).
rules-problem = The table could not be set up: { $why }.
# $url: the teacher's page.
teacher-link = The table server is running. Teacher's page: { $url } (press Ctrl-C to stop it).
# $text: the base URL given, quoted.
bad-base = The base URL { $text } cannot be used: give a path such as /services/pegs/ (letters, numbers, dots, dashes and slashes).
stopped = The table server has stopped; every table is kept and comes back at the next start.

## Back Alley's story on the teacher's screen, from no one's chair (a student's page tells it
## from the student's own chair, in Back Alley's own words: backalley/words/locales)

# $seat: 0 South, 1 West, 2 North, 3 East (also the seats' labels on both pages).
ba-seat =
    { $seat ->
       *[0] South
        [1] West
        [2] North
        [3] East
    }
# $card: a card as the pages show it ("Q♠", "10♥"), or big or little (the Bloopers).
ba-card =
    { $card ->
        [big] the Big Blooper
        [little] the Little Blooper
       *[other] { $card }
    }
# $size: cards each; $trump: a suit or none.
ba-dealt =
    { ba-seat } deals { $size ->
        [one] { $size } card
       *[other] { $size } cards
    } each; { ba-card } is turned, so { $trump ->
        [none] there is no trump this deal
       *[other] trump is { $trump ->
           *[spades] spades
            [hearts] hearts
            [diamonds] diamonds
            [clubs] clubs
        }
    }.
ba-blooper = { ba-seat } gives up { ba-card } for the top card of the stock.
# $bid: pass, board or a number; $level: the board's level (1 to 4).
ba-bid =
    { ba-seat } bids { $bid ->
        [pass] pass
        [board] { $level ->
           *[1] board
            [2] double board
            [3] triple board
            [4] quad board
        }
       *[other] { $bid }
    }.
ba-all-passed = All four passed, so the cards are dealt again: this deal is not counted.
ba-played = { ba-seat } plays { ba-card }.
ba-trick = { ba-seat } wins the trick.
# $first, $second: the teams' points with their sign ("+22", "-20", "0").
ba-scored = The deal is scored: { $first } for South and North, { $second } for West and East.
# $a, $b: the teams' scores; $winner: 0 (South and North) or 1 (West and East).
ba-over-draw = The game is over: { $a } to { $b }, a draw.
ba-over-win =
    The game is over: { $winner ->
       *[0] South and North win
        [1] West and East win
    }, { $a } to { $b }.

## The class view's CSV: its first row (the column names a spreadsheet shows)

csv-student = student
csv-last-seen = last seen (UTC)
csv-chapter = chapter
csv-title = title
csv-solved = exercises solved
csv-exercises = exercises
csv-stars = stars
