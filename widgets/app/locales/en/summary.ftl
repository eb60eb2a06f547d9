# The end of a game (the app's end screen): the result, then a line per seat.
# $winners: the winning team's colours ("Blue and Green"); $losers: people on the other team.

app-end-win = { $winners } win the game!
# Said after app-end-win when people played on both teams: $winners and $losers name them.
app-end-both = Well played, { $winners }; { $losers }, better luck next time.
app-end-won = Well played: your team won.
app-end-lost = Your team lost this time.
app-end-not-over = The game is not over yet.
# $moves: moves in the whole game; $bumps: pegs sent back to start.
app-end-counts =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $bumps ->
        [one] { $bumps } bump
       *[other] { $bumps } bumps
    }.
# A seat's line: $seat its colour; $moves its moves; $bumps the pegs it bumped; $home its own
# pegs it brought home; $team_home its teammates' pegs it brought home; $discards cards thrown.
app-end-seat =
    { $seat }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }{ $bumps ->
        [0] {""}
        [one] , bumped { $bumps } peg
       *[other] , bumped { $bumps } pegs
    }{ $home ->
        [0] { $team_home ->
            [0] {""}
           *[other] , brought { $team_home } of its teammates' pegs home
        }
       *[other] { $team_home ->
            [0] , brought { $home } of its own pegs home
           *[other] , brought { $home } of its own pegs home and { $team_home } of its teammates'
        }
    }{ $discards ->
        [0] {""}
        [one] , { $discards } card thrown away
       *[other] , { $discards } cards thrown away
    }.

## The hint's box: its title, and the best outcome's label (the others are numbered).

app-hint-title = Hint
app-hint-marked = (the best move is marked on the board)
app-hint-best = Best:
