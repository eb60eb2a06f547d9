# En vägran med en elevs ord, där motorns egen mening skulle visa notation (svenska).

learner-no-such-seat =
    Ett spel för { $players } spelare har { $seat ->
        [none] bara { $players } platser
       *[other] ingen { seat-name }
    }
learner-other-team = { refusal-seat-owner } pinnar hör till laget { $team_colours }: { refusal-player } flyttar bara pinnarna i laget { $player_team_colours }
learner-off-board = Det finns inget sådant hål på ett bräde för { $players } spelare
learner-card-not-held = { seat-name } har inte { card } på hand
learner-game-over = Spelet är slut: laget { $team_colours } har vunnit
learner-cannot-bring-out = Kortet { card } kan inte föra ut en pinne ur startområdet: det kan bara ett ess, en kung, en dam, en knekt eller en joker
learner-part =
    Delningens { $part ->
       *[first] första
        [second] andra
    } del är inte tillåten: { $why }
