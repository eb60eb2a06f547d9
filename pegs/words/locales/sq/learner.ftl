# Një refuzim me fjalët e nxënësit, aty ku fjalia e motorit do të tregonte shënimin (shqip).

learner-no-such-seat =
    { $seat ->
        [none] Një lojë me { $players } lojtarë ka vetëm { $players } vende
       *[other] { seat-name } nuk luan në një lojë me { $players } lojtarë
    }
learner-other-team = Kunjat e { refusal-seat-owner } i përkasin skuadrës { $team_colours }: { refusal-player } lëviz vetëm kunjat e skuadrës { $player_team_colours }
learner-off-board = Nuk ka një vrimë të tillë në një tabelë për { $players } lojtarë
learner-card-not-held = { seat-name } nuk e ka në dorë letrën { card }
learner-game-over = Loja mbaroi: fitoi skuadra { $team_colours }
learner-cannot-bring-out = Letra { card } nuk nxjerr dot një kunj nga zona e fillimit: këtë e bëjnë vetëm një as, një mbret, një damë, një fant ose një xhoker
learner-part =
    Pjesa e { $part ->
       *[first] parë
        [second] dytë
    } e ndarjes nuk lejohet: { $why }
