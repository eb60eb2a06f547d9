# A Back Alley state described (backalley show FILE), in the engine's register: seats and teams
# by number, cards in notation (as the state file writes them: 5C, QS, BB, LB).

# $deal: which deal of 25; $size: cards in each hand; $dealer: the dealer's seat number;
# $redeals: how many times this deal was dealt again (0: not said).
show-header = Back Alley: deal { $deal } of 25, { $size } cards each, dealer { $dealer }{ $redeals ->
        [0] {""}
       *[other] , redeal { $redeals }
    }
# $card: the turned card in notation; $suit: the trump suit.
show-turned-trump = turned { $card }: trump { suit }
show-turned-blooper = turned { $card }: no trump (blooper turned)
# $bids: the bids in order, each a show-bid, joined by commas.
show-bids = bids: { $bids }
# $seat: the bidder's seat number; $bid: "pass", "board" or a number of tricks.
show-bid = seat { $seat } { $bid ->
        [pass] pass
        [board] board
       *[other] { $bid }
    }
# $contracts: each team's contract (show-contract), joined by commas.
show-contracts = contracts: { $contracts }
# $team: 0 or 1; $tricks: the tricks bid (a number, or "board" with $level 1 to 4).
show-contract = team { $team } { $tricks ->
        [board] { board-name }
       *[other] { $tricks }
    }
# $trick: the trick's cards in notation ("-" when none).
show-trick = trick: { $trick }
show-trick-led = trick (led by seat { $leader }): { $trick }
# $taken: tricks taken by seat, as "seat:count" pairs; $trumped: "yes" or "no".
show-taken = taken: { $taken }; trump in last trick: { $trumped ->
        [yes] yes
       *[no] no
    }
show-unknown-tricks = earlier tricks: not in the file, so their cards are unknown
# $first, $second: each team's score (a text, with its sign).
show-scores = scores: team 0 { $first }, team 1 { $second }
# $seat, $team: numbers; $hand: the hand in notation ("-" when empty).
show-hand = seat { $seat } (team { $team }): { $hand }
show-over-draw = game over: a draw
show-over-win = game over: team { $team } wins
show-to-bid = seat { $seat } to bid
show-to-play = seat { $seat } to play

# Names the lines above use.

# A suit's plural name: $suit is "spades", "hearts", "diamonds" or "clubs".
suit =
    { $suit ->
       *[spades] spades
        [hearts] hearts
        [diamonds] diamonds
        [clubs] clubs
    }
# A board bid by its level ($level 1 to 4).
board-name =
    { $level ->
       *[1] board
        [2] double board
        [3] triple board
        [4] quad board
    }
