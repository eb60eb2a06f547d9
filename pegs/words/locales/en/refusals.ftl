# The engine's sentence for a refusal (pegs play, pegs moves --card): no full stop, no rule.
# A hole may be written as the notation does ($place: "T80"), a seat or team by its number.

## Colours, cards and places as the refusals use them.

# A colour's possessive: $peg (the peg's colour), $seat or $player (a colour in lower case).
refusal-peg-owner =
    { $peg ->
       *[blue] { -blue }'s
        [orange] { -orange }'s
        [green] { -green }'s
        [purple] { -purple }'s
        [sky] { -sky }'s
        [red] { -red }'s
        [black] { -black }'s
        [yellow] { -yellow }'s
    }
refusal-seat-owner =
    { $seat ->
       *[blue] { -blue }'s
        [orange] { -orange }'s
        [green] { -green }'s
        [purple] { -purple }'s
        [sky] { -sky }'s
        [red] { -red }'s
        [black] { -black }'s
        [yellow] { -yellow }'s
    }
refusal-player =
    { $player ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
# Whose landmark a place is by: $at_owner, "own" (the peg's own) or a colour.
refusal-at-owner =
    { $at_owner ->
        [own] its
       *[blue] { -blue }'s
        [orange] { -orange }'s
        [green] { -green }'s
        [purple] { -purple }'s
        [sky] { -sky }'s
        [red] { -red }'s
        [black] { -black }'s
        [yellow] { -yellow }'s
    }
# Where a peg or hole is: $at_kind is start, home, come-out, in-spot, past-come-out,
# before-come-out, before-in-spot or off; $at_holes how far from the landmark; $at_home the
# home place.
refusal-at =
    { $at_kind ->
        [start] in start
        [home] in home place { $at_home }
        [come-out] on { refusal-at-owner } come-out hole
        [in-spot] on { refusal-at-owner } in-spot
        [past-come-out] { refusal-at-holes } past { refusal-at-owner } come-out hole
        [before-come-out] { refusal-at-holes } before { refusal-at-owner } come-out hole
        [before-in-spot] { refusal-at-holes } before { refusal-at-owner } in-spot
       *[off] off the board
    }
refusal-at-holes =
    { $at_holes ->
        [one] { $at_holes } hole
       *[other] { $at_holes } holes
    }
# A peg by its colour ($peg) and place (the $at_ arguments).
refusal-peg =
    { $at_kind ->
        [start] a peg in { refusal-peg-owner } start
       *[other] { refusal-peg-owner } peg { refusal-at }
    }
# Where a move ends, the same kinds as refusal-at with $to_ arguments (never "own").
refusal-to =
    { $to_kind ->
        [start] back to start
        [home] into home place { $to_home }
        [come-out] onto { refusal-to-owner } come-out hole
        [in-spot] onto { refusal-to-owner } in-spot
        [past-come-out] to { refusal-to-holes } past { refusal-to-owner } come-out hole
        [before-come-out] to { refusal-to-holes } before { refusal-to-owner } come-out hole
        [before-in-spot] to { refusal-to-holes } before { refusal-to-owner } in-spot
       *[off] to off the board
    }
refusal-to-owner =
    { $to_owner ->
       *[blue] { -blue }'s
        [orange] { -orange }'s
        [green] { -green }'s
        [purple] { -purple }'s
        [sky] { -sky }'s
        [red] { -red }'s
        [black] { -black }'s
        [yellow] { -yellow }'s
    }
refusal-to-holes =
    { $to_holes ->
        [one] { $to_holes } hole
       *[other] { $to_holes } holes
    }
# Two ends a move could have: $a or $b (each a refusal-to).
refusal-or = { $a } or { $b }
# A card in a hand, with its article: $rank and $suit as in "card".
refusal-held-card = the { card }
# A rank at the start of a sentence: $rank is 2 to 10, ace, jack, queen, king or joker.
refusal-a-rank =
    { $rank ->
        [ace] An ace
        [8] An 8
        [jack] A jack
        [queen] A queen
        [king] A king
        [joker] A joker
       *[other] A { $rank }
    }
# A house rule for the 9, quoted: $nine is split-forward, forward-only or split-forward-back.
refusal-nine =
    { $nine ->
       *[split-forward] a 9 splits like a 7
        [forward-only] a 9 moves forward only
        [split-forward-back] a 9 splits one peg forward and one back
    }

## RULES 1 and 2: seats, teams and places.

# $seat: a seat number; $players: how many.
refusal-no-such-seat = A { $players }-player game has no seat { $seat }
# $seat, $player: colours; $team, $player_team: team numbers; $team_colours, $player_team_colours: lists.
refusal-other-team = { refusal-seat-owner } pegs belong to team { $team } ({ $team_colours }): { refusal-player } moves only the pegs of team { $player_team } ({ $player_team_colours })
# $place: a hole in notation ("T80", "H7").
refusal-not-a-home-place = { $place } is not a home place: home has places 1 to 5
refusal-no-peg-there = { seat-name } has no peg { refusal-at }
refusal-off-board = { $place } is off a { $players }-player board

## RULES 3, 7 and 8: the hand, must-play, the end.

# $held: how many cards the hand holds; $hand: them, each a refusal-held-card, with commas.
refusal-card-not-held =
    { seat-name } does not hold the { card }; its hand is { $held ->
        [0] no cards
       *[other] { $hand }
    }
refusal-no-copy-left = Every copy of the { card } in the shoe is already in the hands and piles
refusal-must-play = { seat-name } must play, not discard: the { card } can move a peg
refusal-game-over = The game is over: team { $team } ({ $team_colours }) has won

## RULES 4: what each card does.

refusal-one-peg-card = { refusal-a-rank } moves one peg; only a 7 or 9 may be split
refusal-same-peg-twice = A split moves two different pegs, not the same peg twice
refusal-split-from-start = A split part never brings a peg out of start
# $total: the steps a split must make; $first, $second: the steps of each part (0: none forward).
refusal-split-count =
    The two parts of a split must add up to { $total } steps forward, each at least 1; these go { $first_part ->
        [0] nowhere forward
        [one] { $first_part } step
       *[other] { $first_part } steps
    } and { $second_part ->
        [0] nowhere forward
        [one] { $second_part } step
       *[other] { $second_part } steps
    }
refusal-no-move =
    { $at_kind ->
        [start] A peg in { refusal-peg-owner } start
       *[other] { refusal-peg }
    } would not move: a move must go somewhere
refusal-no-move-for-card = { refusal-a-rank } has no move for { refusal-player }
refusal-cannot-bring-out = { refusal-a-rank } cannot bring a peg out of start: only an ace, a king, a queen, a jack or a joker can
refusal-come-out-hole-only = A peg in { refusal-seat-owner } start comes out only onto { refusal-seat-owner } come-out hole
refusal-backward-track-only = A backward move takes only a peg on the main track, not { refusal-peg }
refusal-backward-not-home = A backward move never enters home
# $steps: how many; $dest: where they take the peg; $to: where the move asked for.
refusal-backward-count = { $steps } steps back take { refusal-peg } { $dest }, not { $to }
# $dests: where the steps could take the peg (one, or two joined by refusal-or).
refusal-forward-count = { $steps ->
        [one] { $steps } step takes
       *[other] { $steps } steps take
    } { refusal-peg } { $dests }, not { $to }
# $from, $end, $asked: home places.
refusal-home-count = { $steps ->
        [one] { $steps } step from home place { $from } ends in
       *[other] { $steps } steps from home place { $from } end in
    } home place { $end }, not home place { $asked }

## RULES 5: moving, blocking, bumping, going home.

refusal-own-colour-in-way = A peg may not pass its own colour: { refusal-peg } is in the way
refusal-own-colour-there = A peg may not land on its own colour: { refusal-peg } is there
refusal-teammate-nowhere = Landing on a teammate's peg sends it to its in-spot, but { refusal-seat-owner } peg is on its own in-spot already: it has nowhere to go
refusal-in-spot-own-colour = { refusal-seat-owner } peg would be sent to its in-spot, but a peg of its own colour is there
refusal-chain-endless = The chain of pegs sent to their in-spots never ends
refusal-home-compulsory = Entering home is compulsory: { $steps ->
        [one] { $steps } step takes
       *[other] { $steps } steps take
    } { refusal-peg } { $dests }
refusal-home-place-blocked = Home place { $from } cannot be reached: a peg in home is in the way
refusal-past-home-five = { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } from home place { $from } would go past home place 5
refusal-home-never-leaves = A peg in home never leaves it
refusal-home-pass-or-land = A peg in home may not pass or land on another peg in home

## RULES 6: the joker.

refusal-joker-all-home = A joker has no peg to move: every peg { refusal-player } may move is in home, and a peg in home is never moved by a joker
refusal-joker-no-target = A joker needs a peg of another colour on the track to land on, and there is none
refusal-joker-home-peg = A peg in home is never moved by a joker
refusal-joker-from-start = While a start area of the team still holds a peg, the joker's peg must come from a start area
refusal-joker-target-off-track = A joker's target must be a hole on the main track, not one { refusal-at }
refusal-joker-target-empty = The hole { refusal-at } is empty: a joker moves a peg only onto a hole held by another colour
refusal-joker-target-own = The hole { refusal-at } holds a peg of { refusal-seat-owner } own colour: a joker needs another colour's peg there

## RULES 9: the house rules.

refusal-own-pegs-first = Under the house rule "own pegs first", { refusal-player } may move a teammate's peg only once all { refusal-player }'s own pegs are home
refusal-nine-not-split = Under the house rule "{ refusal-nine }", a 9 cannot be split
# $total: the steps of the split 9.
refusal-nine-forward-back = Under the house rule "{ refusal-nine }", a split 9 moves one peg forward and one backward, { $total } steps in all

## A refusal of one part of a split: $part is first or second; $reason the part's refusal.

refusal-part =
    The { $part ->
       *[first] first
        [second] second
    } part of the split is illegal: { $reason }

## The command line's line for a refused move (pegs play): $move as typed, in quotes; $reason the
## refusal's sentence; $clause the section of the rule book (RULES), which stays as it is.

refusal-move = { $move } is not allowed: { $reason } (RULES { $clause })
# pegs moves --card, when the card lists no move: $card in notation, $reason a refusal as above.
refusal-card-no-move = no move for { $card }: { $reason } (RULES { $clause })
refusal-card-no-peg = no move for { $card }: it can move no peg of the seat to move here
