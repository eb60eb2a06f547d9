# The board described (pegs show --describe): one sentence a line.

## Where a peg stands on the track, by its nearest landmark: $owner and $holes (see names.ftl).

spot-come-out = on { owner } come-out hole
spot-in-spot = on { owner } in-spot
spot-past-come-out = { holes } past { owner } come-out hole
spot-before-come-out = { holes } before { owner } come-out hole
spot-before-in-spot = { holes } before { owner } in-spot
spot-off = off the board

## The lines of the description.

# $players: how many; $first, $second: each team's colours as a list.
describe-teams = { $players } players in two teams: { $first } against { $second }.
# $winners: the winning team's colours as a list.
describe-over = The game is over: { $winners } have won.
describe-turn = { seat-name } is to play.
describe-turn-holding = { seat-name } is to play, holding { count-cards }.
describe-dealt = { seat-name } dealt.
# $draw: cards in the draw pile; $discard: cards in the discard pile, $rank and $suit its top card.
describe-piles-draw = The draw pile holds { $draw ->
        [0] no cards
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $draw } cards
    }.
describe-piles-discard = The discard pile { $discard ->
        [0] no cards
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $discard } cards
    }, the { card } on top.
describe-piles-both = The draw pile holds { $draw ->
        [0] no cards
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $draw } cards
    } and the discard pile { $discard ->
        [0] no cards
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $discard } cards
    }, the { card } on top.
# One seat's line: $seat, its partners $mates (a list), where its pegs are $where.
describe-seat = { seat-name } (with { $mates }): { $where }.
describe-holds = Holds { count-cards }.
# $hand: the cards in the hand, a list in words.
describe-hand = Hand: { $hand }.
describe-hand-empty = Hand: nothing.

## Where one seat's pegs are, the parts joined by semicolons.

# $count: how many pegs in start (all of them, here).
pegs-all-in-start = all { $count ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
       *[other] { $count }
    } in start
pegs-in-start = { $count } in start
# $where: a spot (above); $to_go: holes to its own in-spot.
pegs-on-track = one { $where }, { $to_go ->
        [one] { $to_go } hole
       *[other] { $to_go } holes
    } from its in-spot
pegs-home-one = one in home place { $place }
# $count: how many pegs home; $places: their home places as a list.
pegs-home-many = { $count ->
        [2] two pegs
        [3] three pegs
        [4] four pegs
        [5] five pegs
       *[other] { $count } pegs
    } in home places { $places }
