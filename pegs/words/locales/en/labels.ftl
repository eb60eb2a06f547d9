# Words drawn on the board (pegs/render, SVG and canvas alike): a seat's label, the caption in
# the middle of the board, the legend. Short: they are drawn in small type.
# $owner: a seat's colour in lower case ("blue"), named as a possessive by the owner message.
# $seat: a seat's colour in lower case, named by seat-name.

# Under a seat's name: its team, named after the team's first seat.
label-team = { owner } team
# The caption: whose turn it is, or which team has won (its seats' names follow on a line).
label-to-play = { seat-name } to play
label-wins = { owner } team wins!
label-dealer = dealer: { seat-name }
# $rank and $suit: the top card of the discard pile, as the card message takes them.
label-last-card = last card: { card }
# $count: the cards left in the draw pile.
label-draw-pile = draw pile: { $count }
# The legend's rows, after the mark each explains.
legend-come-out = come-out hole
legend-in-spot = in-spot (way into home)
legend-start = start area
legend-home = home (places 1 to 5)
legend-arrow = direction of play
# A picture's title for screen readers (SVG): $players, the player count.
label-board-title = Pegs and Jokers board, { $players } players
# A peg's tooltip in a picture, with the place in notation ($notation: S, H3, T20): $at is
# "start", "home" (with $home) or "track" (with $spot, where on the track in words).
label-peg-tip =
    { $at ->
        [start] { owner } peg in its start area ({ $notation })
        [home] { owner } peg in home place { $home } ({ $notation })
       *[track] { owner } peg { $spot } ({ $notation })
    }
