# Un rifiuto con le parole di chi impara, dove la frase del motore mostrerebbe la notazione (italiano).

learner-no-such-seat =
    Una partita a { $players } giocatori { $seat ->
        [none] ha solo { $players } posti
       *[other] non ha { seat-the }
    }
learner-other-team = I pioli { refusal-seat-owner } appartengono alla squadra di { $team_colours }: { refusal-player } muove solo i pioli della squadra di { $player_team_colours }
learner-off-board = Non c'è un buco così su un tabellone per { $players } giocatori
learner-card-not-held = { seat-name } non ha in mano { card-the }
learner-game-over = La partita è finita: ha vinto la squadra di { $team_colours }
learner-cannot-bring-out = La carta { card } non può far uscire un piolo dall'area di partenza: possono farlo solo un asso, un re, una donna, un fante o un jolly
learner-part =
    La { $part ->
       *[first] prima
        [second] seconda
    } parte della divisione non è permessa: { $why }
