# Back Alley from the learner's chair (the lesson's story of events): the learner is "you".
# $seat: 0 you, 1 the player on your left, 2 your partner, 3 the player on your right.

# Who, at the start of a sentence.
learner-who =
    { $seat ->
       *[0] You
        [1] The player on your left
        [2] Your partner
        [3] The player on your right
    }
# A card: $rank is 2 to 10, ace, king, queen, jack, big or little (the Bloopers); $suit its suit.
learner-card =
    { $rank ->
        [big] the Big Blooper
        [little] the Little Blooper
       *[other] the { learner-rank } of { suit }
    }
learner-card-start =
    { $rank ->
        [big] The Big Blooper
        [little] The Little Blooper
       *[other] The { learner-rank } of { suit }
    }
learner-rank =
    { $rank ->
        [ace] ace
        [king] king
        [queen] queen
        [jack] jack
       *[other] { $rank }
    }
# $redeals: the deal's redeals (0: the first time); $size: cards each; $trump: a suit or none.
learner-dealt =
    { learner-who } { $seat ->
        [0] deal
       *[other] deals
    }{ $redeals ->
        [0] {""}
       *[other] {" "}again
    }: { $size ->
        [one] { $size } card
       *[other] { $size } cards
    } each. { learner-card-start } is turned, so { $trump ->
        [none] there is no trump this deal
       *[other] trump is { $trump ->
           *[spades] spades
            [hearts] hearts
            [diamonds] diamonds
            [clubs] clubs
        }
    }.
learner-blooper =
    { learner-who } { $seat ->
        [0] give
       *[other] gives
    } up { learner-card } and { $seat ->
        [0] take
       *[other] takes
    } the top card of the stock instead.
# $bid: pass, board or a number; $level: the board's level (1 to 4).
learner-bid =
    { learner-who } { $seat ->
        [0] bid
       *[other] bids
    } { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }.
learner-all-passed = All four passed, so the cards are dealt again: this deal is not counted.
learner-played =
    { learner-who } { $seat ->
        [0] play
       *[other] plays
    } { learner-card }.
learner-trick =
    { learner-who } { $seat ->
        [0] win
       *[other] wins
    } the trick.
# $ours, $theirs: points with their sign ("+22", "-20", "0").
learner-scored = The deal is scored: { $ours } for you and your partner, { $theirs } for your opponents.
# $a, $b: the teams' scores; $winner: 0 (the learner's team) or 1.
learner-over-draw = The game is over: { $a } to { $b }, a draw.
learner-over-win =
    The game is over: { $winner ->
       *[0] you and your partner
        [1] your opponents (Left and Right)
    } win, { $a } to { $b }.
