# The story of a move (the app's story, pegs play's narration): one sentence per event or move.
# $seat, $by: colours in lower case; $where: a spot in words (board.ftl's spot messages).

## What a peg does: $kind is jump-out, come-out, inside-home, into-home, back, jump or forward;
## $steps the holes it moves; $home the home place it ends in; $where where it lands.

story-moves =
    { $kind ->
        [jump-out] jumps out of start, landing { $where }
        [come-out] comes out of start onto its come-out hole
        [inside-home] moves { story-steps } inside home, to home place { $home }
        [into-home] moves { story-steps } into home place { $home }
        [back] moves { story-steps } back, landing { $where }
        [jump] jumps, landing { $where }
       *[forward] moves { story-steps }, landing { $where }
    }
story-steps =
    { $steps ->
        [one] { $steps } hole
       *[other] { $steps } holes
    }
# Whose peg: $seat's, or the mover's own ($mover is yes: "the peg").
story-clause =
    { $mover ->
        [yes] the peg
       *[no] { seat-name }'s peg
    } { story-moves }

## One event alone.

# $discarded: yes or no; $rank and $suit: the card.
story-played =
    { seat-name } { $discarded ->
        [yes] discards
       *[no] plays
    } the { card }.
story-peg-moved = { seat-name }'s peg { story-moves }.
story-entered-home = { seat-name }'s peg enters home place { $home }.
story-bumped = { seat-name }'s peg { $where } is bumped back to its start by { story-by }.
story-sent = { seat-name }'s peg { $where } is sent to its own in-spot by { story-by }.
story-by =
    { $by ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
story-drew-card = { seat-name } draws the { card }.
# $cards: how many cards drawn, unseen.
story-drew-hidden =
    { seat-name } draws { $cards ->
        [1] a card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $cards } cards
    }.
# $hand: the cards drawn, each a story-the-card, with commas.
story-drew-list = { seat-name } draws { $hand }.
story-the-card = the { card }
story-reshuffled =
    The { $cards ->
        [0] no discarded cards are
        [1] one discarded card is
        [2] two discarded cards are
        [3] three discarded cards are
        [4] four discarded cards are
        [5] five discarded cards are
       *[other] { $cards } discarded cards are
    } shuffled into a new draw pile.
# Without the player count a team is named by its first seat ($seat); with it, $winners lists it.
story-won-team = { seat-name }'s team wins the game.
story-won = { $winners } win the game.

## A whole move: "Green plays a 7: the peg moves 3 holes, ..., then the peg moves 4 holes, ...".

story-plays =
    { seat-name } plays { $rank ->
        [ace] an ace
        [8] an 8
        [jack] a jack
        [queen] a queen
        [king] a king
        [joker] a joker
       *[other] a { $rank }
    }
story-discarded = { seat-name } discards the { card } without moving.
# $played: the story-plays; $clauses: what its pegs did.
story-head = { $played }: { $clauses }.
story-then = { $a }, then { $b }
# A clause and the peg it bumped ($seat) or sent to its in-spot.
story-bumping = { $clause }, bumping { seat-name }'s peg back to its start
story-sending = { $clause }, sending { seat-name }'s peg to its own in-spot
# A peg's move told alone (no card before it): $clause, its first letter made a capital.
story-alone = { $clause }.
