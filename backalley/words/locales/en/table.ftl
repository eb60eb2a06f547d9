# The Back Alley table (widgets/backalley), from the player's chair: the player sits South, the
# partner North, the opponents West and East. No seat numbers; a card is printed as on its face
# ("10♥", "Q♠"), the Bloopers by name.
# $seat: 0 the player (South), 1 West, 2 North (the partner), 3 East.
# $team: 0 the player's team (North and South), 1 the opponents (East and West).

## Seats, teams, cards and bids

# A seat by where it sits ("West"); 0 is the player's own seat.
table-compass =
    { $seat ->
       *[0] South
        [1] West
        [2] North
        [3] East
    }
# A seat inside a sentence: the player is "you".
table-seat =
    { $seat ->
       *[0] you
        [1] West
        [2] North
        [3] East
    }
# A seat at the start of a sentence.
table-seat-start =
    { $seat ->
       *[0] You
        [1] West
        [2] North
        [3] East
    }
# A seat's name plate on the table, and the label of its computer player's level.
table-plate =
    { $seat ->
       *[0] You
        [1] West
        [2] North · partner
        [3] East
    }
table-team =
    { $team ->
       *[0] North and South
        [1] East and West
    }
# A team's short name, for the narrow score panel.
table-team-short =
    { $team ->
       *[0] North–South
        [1] East–West
    }
# A card as printed: $rank "big" or "little" for the Bloopers, else $card as on its face ("10♥").
table-card =
    { $rank ->
        [big] Big Blooper
        [little] Little Blooper
       *[other] { $card }
    }
# $size: cards in each hand.
table-cards-each =
    { $size ->
        [one] { $size } card each
       *[other] { $size } cards each
    }
# A bid or a team's contract: $bid "pass", "board" (with $level 1 to 4) or a number.
table-bid =
    { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
# A seat's bid on the badge under its name plate (short, in capitals where the language has them).
table-badge =
    { $bid ->
        [pass] PASS
        [board] { $level ->
           *[1] BOARD
            [2] 2× BOARD
            [3] 3× BOARD
            [4] 4× BOARD
        }
       *[other] BID { $bid }
    }
# $took: tricks taken.
table-tricks =
    { $took ->
        [one] { $took } trick
       *[other] { $took } tricks
    }
# $points: points, without their sign.
table-points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## The game's news

# $a: the winners' points, $b: the other team's (in a draw, each team's).
table-game-over-draw = Game over: a draw, { $a } to { $b }.
table-game-over-win = Game over: { table-team } win, { $a } to { $b }.
# The same result on the banner over the table, under its title "Game over".
table-result-draw = A draw, { $a } to { $b }.
table-result-win = { table-team } win, { $a } to { $b }.
# All four passed: $size cards each, $deal the deal redealt, $redeals how many times so far.
table-redeal =
    All four players passed, so nobody plays that hand: the cards were shuffled and dealt again, still { table-cards-each }. Deal { $deal } has been redealt { $redeals ->
        [1] once
        [2] twice
       *[other] { $redeals } times
    }; a redeal does not count as one of the 25 deals. Bid a number if you think your team can take tricks.
# The status line above the table: $deal of $deals, $size cards each, $symbol the trump's
# symbol ("♥") or "none", $seat whose turn it is, $phase "bid" or "play".
table-status =
    Deal { $deal } of { $deals } · { table-cards-each } · { $symbol ->
        [none] no trump
       *[other] trump { $symbol }
    } · { $seat ->
       *[0] Your turn to { table-doing }
        [1] West to { table-doing }
        [2] North to { table-doing }
        [3] East to { table-doing }
    }.
table-doing =
    { $phase ->
        [bid] bid
       *[play] play a card
    }
table-status-summary = Deal { $deal } of { $deals } is over: read the summary below.

## Why the player's action was refused ($why: the reason, $rule: the rule book's section
## cited, "B, play", or "none"; the section names the English rule book and stays as it is)

table-refused-play = You cannot play the { table-card } now: { $why }{ table-rule }.
table-refused-bid = You cannot bid { table-bid } now: { $why }{ table-rule }.
table-refused-other = That is not allowed now: { $why }{ table-rule }.
table-rule =
    { $rule ->
        [none] {""}
       *[other] {" "}(RULES { $rule })
    }
table-why-bid-first =
    { $seat ->
       *[0] you must bid first
        [1] West must bid first
        [2] North must bid first
        [3] East must bid first
    }: cards are played after all four bid
# $card and $rank: the card, as in table-card.
table-why-not-held =
    { $seat ->
       *[0] you do not hold
        [1] West does not hold
        [2] North does not hold
        [3] East does not hold
    } { table-card }
# $followed: "trump" or the suit led ("spades", ...) that the player holds.
table-why-follow-suit =
    you must follow suit: you hold a { $followed ->
       *[trump] trump
        [spades] spade
        [hearts] heart
        [diamonds] diamond
        [clubs] club
    }
table-over-new-game = Press New game to play again.
table-wait-summary = This deal is over: press Next deal (or click the table) to go on.
# $seat: whose turn it is (never 0).
table-not-your-turn =
    { $seat ->
        [1] It is West's turn, not yours: wait for West to play.
       *[2] It is North's turn, not yours: wait for North to play.
        [3] It is East's turn, not yours: wait for East to play.
    }
# $error: what went wrong, as Python says it.
table-problem = The computer players stopped: { $error }

## The deal's tricks and its summary

# $number: the trick's number in its deal; $plays: its cards in the order played (table-led,
# then table-played, joined by commas); $seat: who took it.
table-trick = Trick { $number }: { $plays }. { table-seat-start } took it.
table-led = { table-seat-start } led { table-card }
table-played = { table-seat } { table-card }
table-history-title = Tricks of deal { $deal }
table-history-none = Tricks of deal { $deal }: none yet.
table-summary-head = Deal { $deal } of { $deals } ({ table-cards-each }) is over.
# One seat's bid in its team's line of the summary.
table-summary-bid =
    { table-seat } { $bid ->
        [pass] passed
       *[other] { table-bid }
    }
# A team's line: $bid its contract, $bids its seats' bids (table-summary-bid, joined by commas),
# $took its tricks, $made "yes" or "no", $sign "+" or "-" and $points the points.
table-summary-team =
    { table-team } { $bid ->
        [pass] both passed ({ $bids }) and took { table-tricks }: { $sign }{ table-points }.
       *[other] bid { table-bid } ({ $bids }) and took { table-tricks }: { $made ->
           *[yes] made it
            [no] missed
        }, { $sign }{ table-points }.
    }
# $first and $second: the two teams (table-team), $a and $b their totals.
table-summary-totals = Totals: { $first } { $a }, { $second } { $b }.

## The score sheet's headings

table-sheet-deal = deal
table-sheet-cards = cards
table-sheet-bid = bid
table-sheet-tricks = tricks
table-sheet-points = points
table-sheet-total = total
table-sheet-now = now

## Words drawn on the table

table-panel-deal = DEAL { $deal } OF { $deals }
# $redeals: how many times this deal was dealt again.
table-panel-again =
    { $redeals ->
        [1] dealt again
       *[other] dealt again ×{ $redeals }
    }
table-panel-trump = TRUMP
# "No trump" on two lines.
table-panel-no = No
table-panel-trump-word = trump
table-panel-suit =
    { $suit ->
       *[spades] Spades
        [hearts] Hearts
        [diamonds] Diamonds
        [clubs] Clubs
    }
table-panel-score = SCORE
table-panel-bids = BIDS · TRICKS
table-panel-bid-waiting = bid …
table-panel-bid = bid { table-bid }
table-took = took { $took }
table-last-trick = LAST TRICK
table-none-yet = none yet
table-end-of-deal = (end of deal { $deal })
table-won-by = won by
table-middle-again = dealt again
table-middle-all-passed = all four passed
table-middle-bidding = bidding
table-middle-lead = lead
table-banner-game-over = Game over
table-banner-deal-over = Deal { $deal } is over
table-banner-team =
    { table-team-short }: { $bid ->
        [pass] passed
       *[other] bid { table-bid }
    }, took { $took }
# $total: the team's total after the deal.
table-banner-points = { $sign }{ table-points }, total { $total }
table-banner-new-game = Press New game to play again
table-banner-go-on = Click the table or Next deal to go on

## The table's buttons and settings

table-next-deal = Next deal
table-next-deal-tip = the summary has been read: deal the next hand
table-new-game = New game
table-seed = seed
table-speed = computer speed
# $speed: how fast the computer players play.
table-speed-name =
    { $speed ->
        [instant] instant
        [fast] fast
       *[normal] normal
        [slow] slow
    }
# $player: a computer player's level, as the engine names it (a level not listed keeps that name).
table-player-name =
    { $player ->
        [random] random
        [heuristic] heuristic
        [sampler] sampler
       *[other] { $player }
    }
table-reveal = show all hands
table-computers = Computer players:
table-your-bid = Your bid:
# $label: the bid as its button reads ("3", "double board").
table-bid-tip = bid { $label }

## A Blooper's own face (short words in capitals, drawn on the card)

table-face-big = BIG
table-face-little = LITTLE
table-face-blooper = BLOOPER
table-face-joker = JOKER
