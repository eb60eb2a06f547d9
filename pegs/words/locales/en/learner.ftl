# A refusal in a learner's words (pegs.words.learner, the course's feedback), where the engine's
# own sentence (refusals.ftl) would show notation: seats and teams by colour, never by number.
# The other cases use the engine's sentence as it is. No full stop: the course adds it.

# $seat: a colour, or none for a seat no colour names; $players: how many play.
learner-no-such-seat =
    { $players ->
        [8] An
       *[other] A
    } { $players }-player game { $seat ->
        [none] has only { $players } seats
       *[other] has no { seat-name }
    }
# $seat, $player: colours; $team_colours, $player_team_colours: their teams' colours as lists.
learner-other-team = { refusal-seat-owner } pegs belong to { $team_colours }'s team ({ $team_colours }): { refusal-player } moves only the pegs of { $player_team_colours }'s team ({ $player_team_colours })
learner-off-board = There is no such hole on a { $players }-player board
learner-card-not-held = { seat-name } does not hold the { card }
learner-game-over = The game is over: { $team_colours }'s team ({ $team_colours }) has won
learner-cannot-bring-out = The { card } cannot bring a peg out of start: only an ace, a king, a queen, a jack or a joker can
# $part: first or second; $why: that part's refusal.
learner-part =
    The { $part ->
       *[first] first
        [second] second
    } part of the split is illegal: { $why }
