# The game app's own words: buttons, tabs, settings, banner, the kept game and game files.
# Seat colours come in as $seat, a name in the language spoken ("Blue", Finnish "Sininen"), or
# as $whose, its possessive made by pegs' "owner" message ("Blue's", Finnish "Sinisen").

## Buttons and labels

app-undo = Undo
app-redo = Redo
app-computer-plays = Computer plays
app-pause = Pause
app-pause-tip = pause the computers
app-continue = Continue
app-hint = Hint
app-hint-tip = the three best different outcomes of your turn, and why
app-high-contrast = High contrast
app-high-contrast-tip = black on white, thick lines: for projectors
app-big-board = Big board
app-big-board-tip = the board as wide as the page
app-large-text = Large text
app-large-text-tip = larger words, for a room
app-new-game = Start a new game
app-play-again = Play again
app-change-settings = Change the settings
app-hide-hands = Hide other players' hands
app-replay = Replay this round
app-replay-tip = step by step
app-step = Step
app-back-to-game = Back to the game
app-keys = Click the board, then: Keys: 1-5 choose a card, ←/→ choose a peg, ↑/↓ choose a destination, Enter plays, Esc cancels, u undoes, r redoes.
app-whole-game = The whole game
app-moves-help = Pick a move to look back; play from there to branch.
app-tab-story = Story
app-tab-moves = Moves
app-tab-settings = Settings
app-language = Language
app-earlier = Earlier
app-later = Later
app-line = Line
# A line of play in the Moves tab: $number counts from 1, $moves is how many moves it has.
app-line-row =
    { $moves ->
        [one] Line { $number } ({ $moves } move)
       *[other] Line { $number } ({ $moves } moves)
    }
app-this-round = This round
app-no-move-yet = No move yet this game.

## Settings

app-heading-players = Players
app-heading-house-rules = House rules
app-heading-looks = Looks
# The player count buttons: $players is 4, 6 or 8.
app-players = { $players } players
app-seed = Seed (same seed, same deal)
app-seat-human = Person
app-seat-random = Computer: beginner
app-seat-greedy = Computer: good
app-seat-search = Computer: strong
app-level-random = beginner
app-level-greedy = good
app-level-search = strong
app-theme-light = Light
app-theme-dark = Dark
app-theme-high-contrast = High contrast
app-motion-on = Pegs glide
app-motion-off = No motion
app-rule-nine = A 9
app-rule-nine-split-forward = moves 9, may split forward
app-rule-nine-forward-only = moves 9 forward, no split
app-rule-nine-split-forward-back = may split one part forward, one back
app-rule-face-cards = J, Q, K
app-rule-face-cards-ten = move 10
app-rule-face-cards-eleven-twelve-thirteen = move 11, 12 and 13
app-rule-home-entry = Going home
app-rule-home-entry-compulsory = a move that fits must go home
app-rule-home-entry-optional = may pass home by
app-rule-team-pegs = Teammate's pegs
app-rule-team-pegs-any = may be moved any time
app-rule-team-pegs-own-first = only once your own are home
app-rule-joker-source = A joker's peg
app-rule-joker-source-start-first = comes from start first
app-rule-joker-source-any = may be any peg not home
# A house rule that differs from the book: $question is its label, $answer the choice.
app-house-rule = { $question } { $answer }
# The story's first line: $players is 4, 6 or 8, $seed a whole number.
app-opening = New { $players }-player game, seed { $seed }.
# The same with the house rules that differ from the book ($rules: "A 9 moves 9 forward, no split").
app-opening-house = New { $players }-player game, seed { $seed }. House rules: { $rules }.
app-error-players = A game has 4, 6 or 8 players, not { $players }.
# $whose: the seat's colour as a possessive ("Blue's"); $player what was asked for it (quoted).
app-error-seat = { $whose } seat: { $player } is not a player here.
app-error-seed = The seed must be a whole number from 0 up, not { $seed }.
# $reason says why (a sentence ending in a full stop).
app-new-game-failed = The new game could not start: { $reason } The game in progress goes on.

## The banner and what to do now

app-replay-paused = paused
app-replay-playing = playing
# $shown and $total count moves; $state is app-replay-paused or -playing; $said who played what.
app-banner-replay-move = Replay, move { $shown } of { $total } ({ $state }): { $said }
app-banner-replay-start = Replay of this round: { $total } moves ({ $state }). Press Step.
# $winners: the winning team's colours ("Blue and Green").
app-banner-won = Game over: { $winners } win!
# Whose turn: $whose is the possessive of the seat to move's colour ("Blue's").
app-banner-you = { $whose } turn — you
app-banner-you-paused = { $whose } turn — you, the computers wait after this move
app-banner-person = { $whose } turn — a person plays
app-banner-person-paused = { $whose } turn — a person plays, the computers wait after this move
# $level: app-level-greedy and the others ("good").
app-banner-computer = { $whose } turn — computer ({ $level })
app-banner-computer-paused = { $whose } turn — computer ({ $level }), paused
app-prompt-replay = A replay is on the board: Step, Pause or Continue, then Back to the game.
app-prompt-paused = { $seat } to move: the computers are paused (press Continue).
app-hand = { $whose } hand
app-hand-computer = { $whose } hand (computer)
app-nothing-to-replay = Nothing to replay yet: no move has been made.
app-replay-on-board = A replay is on the board: press “Back to the game” to play on.

## The kept game and game files

app-resume = Resume that game
app-fresh = Play this new game
app-save-file = Save a game file
app-open-file = Open a game or position file
app-game-files = Game files
# $players: 4, 6 or 8; $moves: how many moves were played; $time: the time saved ("14:05").
app-offer =
    { $moves ->
        [one] A game in progress was kept here: { $players } players, { $moves } move, saved at { $time }.
       *[other] A game in progress was kept here: { $players } players, { $moves } moves, saved at { $time }.
    }
# $why: what was wrong with the kept file, in words.
app-kept-left = The kept game could not be read ({ $why }), and it is left as it is: this game will not be kept beside the notebook. Save a game file to keep it.
# $name: the file name the unreadable kept game was renamed to.
app-kept-moved = The kept game could not be read ({ $why }). It was moved aside to { $name }, and this game is kept from now on.
app-kept-resumed = The kept game resumed.
app-cannot-keep = This game cannot be kept beside the notebook ({ $why }): save a game file to keep it.
# $name: the file's name ("pegs-game.json").
app-download = Download { $name }
# $reason: what is wrong with the file, in words.
app-file-refused = That file was not opened: { $reason }. The game in progress goes on.
app-file-opened = The game file opened.
app-from-position = New { $players }-player game from a position.
app-position-won = that position is already won: there is nothing left to play
# $seats: the seats without cards, by colour ("Blue and Green").
app-position-no-hands = in that position { $seats } hold no cards: give every seat its hand

## The position editor

# $reason: why (app-position-won or app-position-no-hands).
editor-cannot-start = No game can start from here: { $reason }
editor-started = A game has started from this position, below; editing here goes on without changing it.

## The story and the moves

# A teammate moved the only person's peg: $seat is the teammate's colour.
app-note-your-peg = { $seat }, your teammate, moved your peg.
# A teammate moved a person's peg (with several people): $whose is that person's possessive.
app-note-their-peg = { $seat }, { $whose } teammate, moved { $whose } peg.
# The first row of the Moves tab: the position before any move.
app-move-start = start

## A game file that cannot be read (keys and values in quotes are the file's own, as written)

# $number counts the moves from 1; $move is the move as written; $reason the engine's words.
app-file-move-refused = move { $number } ({ $move }) cannot be played there: { $reason }
app-file-not-object = the game file is not a JSON object
# $format is the format the file must name; $found the one it names (quoted).
app-file-format = the game file's format must be { $format }, not { $found }
app-file-format-position = the game file's format must be { $format }, not { $found } (a position file: start a game from it)
# $reason: what is wrong with the start position, in words.
app-file-start-wrong = its start position is wrong: { $reason }
app-file-moves-list = 'moves' must be a list of moves in notation, like "KS 2:S-T44"
# $moves: how many moves the file has; $most: how many it may have.
app-file-too-many-moves = the game file has { $moves } moves: at most { $most }
# $most: the number of moves; $found: what 'shown' is (quoted).
app-file-shown = 'shown' must be a whole number from 0 to { $most }, not { $found }
# $keys: the keys not known, quoted, with commas.
app-file-unknown-keys = the game file has keys it does not know: { $keys }
app-file-unknown-settings = 'settings' has keys it does not know: { $keys }
app-file-settings-object = 'settings' must be an object (players, seats, seed, looks)
# $found: the players 'settings' names (quoted); $players: the start position's.
app-file-players = 'settings' says { $found } players but the start position has { $players }
app-file-seats = 'seats' must be a list of players: "human" or a computer's name
app-file-big-board = 'big_board' must be true or false, not { $found }
app-file-settings-wrong = its settings are wrong: { $reason }

## The kept game's file

# $path: the kept file; $size: its bytes; $most: the most it may have.
app-store-too-big = the kept game { $path } is { $size } bytes: at most { $most }
# $why: the operating system's words.
app-store-unreadable = the kept game { $path } cannot be read: { $why }
