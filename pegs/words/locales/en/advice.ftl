# The hint's words (pegs.bots.hints, the game app's Hint): what a move does, which card to keep,
# and why one outcome is better than another; the team's chance to win (pegs.words.advice).
# $owner: a seat's colour in lower case, named as a possessive by the owner message; $seat: the
# same, named by seat-name. $card (with $rank, $suit): a card as the card message takes it.

# $team: a team's colours; $here and $after: chances in whole per cent.
advice-win-here = { $team } win about { $here }% of games from here.
advice-win-after = { $team } win about { $here }% of games from here; after this move { $after }%.
# $deals: dealt hands played out so far.
advice-thinking = Thinking ahead: { $deals } dealt hands played out so far.

## What a move does: "Play the king of hearts: bring a Blue peg out, bumping Orange's peg ...".

advice-discard = Discard the { card }: no card can move a peg.
# $bits: what the move does, each an advice-part message, joined by commas.
advice-play = Play the { card }: { $bits }.
advice-part-out = bring a { seat-name } peg out
advice-part-home = take { owner } peg home
advice-part-jump = jump { owner } peg onto another colour's peg
# $way: "back" (the 8's count backward) or "on".
advice-part-move =
    move { owner } peg { $way ->
        [back] back
       *[on] on
    }
advice-part-bump = bumping { owner } peg back to its start
advice-part-in-spot = sending { owner } peg to its in-spot

## Which card to keep: $spent and $kept are cards in words ("king of hearts").

advice-keep-same = The { $kept } would do the same; either may be played, the { $spent } is as easy to spare.
# $power: what the kept card can do (an advice-power message).
advice-keep = Play the { $spent } and keep the { $kept }: { $power }.
advice-power-joker = it can jump a peg onto any peg of another colour
# $steps: how far the card moves a peg forward; $back: how far backward.
advice-power-out = it can bring a peg out of start (or move one { $steps })
advice-power-split = it can be split between two pegs ({ $steps } in all)
advice-power-back = it moves a peg { $back } backward, a short cut home from just past a come-out hole
advice-power-steps = it moves a peg { $steps }

## Why an outcome is ranked where it is, against the next choice ($first "yes") or the best.

advice-than =
    { $first ->
        [yes] the next choice
       *[no] the best choice
    }
advice-holes =
    { $holes ->
        [one] { $holes } hole
       *[other] { $holes } holes
    }
advice-only = it is the only thing this turn can do
advice-wins = it wins the game at once
# $names: the bumped pegs' owners, each as the owner message says it, in a list.
advice-bumps = it bumps { $names } peg back to its start, setting it back { advice-holes }, which { advice-than } does not
advice-no-bump = it does not bump { $names } peg, as { advice-than } would
# $whose: the exposed peg's owner (owner message), $attacker: who plays next, $chance: per cent.
advice-avoids = it avoids a bump: { advice-than } leaves { $whose } peg where { $attacker }, who plays next, can bump it ({ $chance }% chance)
# An exposed peg whose owner is not known.
advice-someone = a
advice-leaves = it leaves { $whose } peg where { $attacker }, who plays next, can bump it ({ $chance }% chance)
advice-saves = it saves the { $cardname }, which { advice-than } spends
advice-spends = it spends the { $cardname }, which { advice-than } keeps
# $diff: holes more or fewer than the other choice; $more: "more" or "fewer".
advice-gains =
    it gains { advice-holes } for the team, { $diff } { $more ->
        [more] more
       *[fewer] fewer
    } than { advice-than }
advice-loses =
    it loses the team { advice-holes }, { $diff } { $more ->
        [more] more
       *[fewer] fewer
    } than { advice-than }
# $ahead: "yes" when the team stands further ahead a few turns on, else "no".
advice-ranked =
    the play-outs rank it { $first ->
        [yes] first
       *[no] lower
    } all the same: a few turns on, the team stands about { advice-holes } { $ahead ->
        [yes] further ahead
       *[no] further behind
    } than after { advice-than }
advice-even = it comes out about even with { advice-than }; the play-outs favour it slightly

## `pegs advise`: each outcome's reason in one line, in the command line's register (places in
## notation: T20, H3). $owner: "you" (the seat to move) or a seat's colour in lower case.

advise-no-cards = { seat-name } holds no cards: there is no move to rank.
# $card: the card in notation.
advise-discard = discards the { $card }: no card can move a peg (RULES 7)
advise-joker = spends a joker
advise-peg =
    { $owner ->
        [you] your peg
       *[other] { owner } peg
    }
# A peg by its place ($place): "Orange's peg on T20".
advise-peg-on = { advise-peg } on { $place }
advise-lead-peg =
    { $owner ->
        [you] your lead peg
       *[other] { owner } lead peg
    }
# $peg: a peg as advise-peg, advise-peg-on or advise-lead-peg say it; $from, $to: places.
advise-bump = bumps { $peg } back to start
advise-in-spot = sends { $peg } on to its in-spot { $to }
advise-win = wins the game for your team
advise-out = brings { $peg } out onto { $to }
advise-home = takes { $peg } home to { $to }
advise-deeper = moves { $peg } deeper into home, { $from } to { $to }
# $way: "back" or "on"; $left: holes from the peg to its in-spot.
advise-move =
    moves { $peg } { $way ->
        [back] back
       *[on] on
    } { $from } to { $to } ({ $left ->
        [one] { $left } hole
       *[other] { $left } holes
    } from its in-spot)
# $where: advise-in-front or advise-exposed; $seat: who plays next; $odds: advise-odds-*.
advise-leaves = leaves { $peg } { $where }: { seat-name }, who plays next, can bump it { $odds }
# $holes: how far in front of the nearest attacking peg, whose owner is $owner.
advise-in-front = { $holes } holes in front of { owner } peg
advise-exposed = exposed
# $chance: per cent; $one: the chance as "1 in N".
advise-odds-certain = for certain
advise-odds = with a { $chance }% chance
advise-odds-one-in = with a { $chance }% chance (about 1 in { $one })
# $owner: who plays next, whose reach the peg leaves.
advise-out-of-reach = takes { $peg } out of { owner } reach

# The calibration chart of lesson 08: its title and its two axes ($positions: how many positions).
advice-calibration-title = Is the win chance honest?
advice-calibration-said = chance said ({ $positions } positions of unseen games)
advice-calibration-won = share of those games won
