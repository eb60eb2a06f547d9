# La fine di una partita: il risultato e una riga per ogni posto.

app-end-win = Vincono { $winners }!
app-end-both = Ben giocato, { $winners }; { $losers }, andrà meglio la prossima volta.
app-end-won = Ben giocato: la tua squadra ha vinto.
app-end-lost = Questa volta la tua squadra ha perso.
app-end-not-over = La partita non è ancora finita.
app-end-counts =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }, { $bumps ->
        [one] { $bumps } piolo rimandato alla partenza
       *[other] { $bumps } pioli rimandati alla partenza
    }.
app-end-seat =
    { $seat }: { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }{ $bumps ->
        [0] {""}
        [one] , ha rimandato alla partenza { $bumps } piolo
       *[other] , ha rimandato alla partenza { $bumps } pioli
    }{ $home ->
        [0] { $team_home ->
            [0] {""}
           *[other] , ha portato a casa { $team_home } pioli dei compagni
        }
       *[other] { $team_home ->
            [0] , ha portato a casa { $home } dei propri pioli
           *[other] , ha portato a casa { $home } dei propri pioli e { $team_home } dei compagni
        }
    }{ $discards ->
        [0] {""}
        [one] , { $discards } carta scartata
       *[other] , { $discards } carte scartate
    }.
app-hint-title = Suggerimento
app-hint-marked = (la mossa migliore è segnata sul tabellone)
app-hint-best = Migliore:
