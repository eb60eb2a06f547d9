# Parole disegnate sul tabellone: l'etichetta di un posto, la scritta al centro, la legenda.

label-team = squadra { owner }
label-to-play = tocca a { seat-name }
label-wins = vince la squadra { owner }!
label-dealer = mazziere: { seat-name }
label-last-card = ultima carta: { card }
label-draw-pile = mazzo: { $count }
legend-come-out = spazio "uscita"
legend-in-spot = punto d'ingresso (la via per casa)
legend-start = area di partenza
legend-home = casa (posti da 1 a 5)
legend-arrow = senso di gioco
label-board-title = Tabellone di Pegs and Jokers, { $players } giocatori
label-peg-tip =
    { $at ->
        [start] il piolo { owner } nell'area di partenza ({ $notation })
        [home] il piolo { owner } nel posto { $home } di casa ({ $notation })
       *[track] il piolo { owner } { $spot } ({ $notation })
    }
