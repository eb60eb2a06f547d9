# Le parole del tabellone a un clic o a un tasto: cosa fare, e perché un clic non fa una mossa.

click-game-over = Partita finita: hanno vinto { $winners }.
click-thinking = Muove { seat-name }: il computer sta pensando.
click-choose-card = Muove { seat-name }: scegli una carta.
click-card-blocked = La carta { card } ora non si può giocare: scegline un'altra.
click-split = { $name }, mossa divisa: scegli il secondo piolo.
click-discard-only = { $name }: nessun piolo può muoversi; premi Invio o sceglila di nuovo per scartarla.
click-choose-peg = { $name }: scegli un piolo da muovere (possono i pioli negli anelli tratteggiati).
click-choose-target = { $name }: scegli dove va { $peg } (i bersagli pieni).
click-no-such-card = In mano non c'è la carta { card }.
click-no-hand = Questa posizione non ha la mano di chi muove: scegli una carta per nome.
click-no-card-number =
    Non c'è la carta { $number }: in mano { $count ->
        [one] c'è { $count } carta
       *[other] ci sono { $count } carte
    }.
click-discard-hint = Nessun piolo può muoversi: premi Invio o scegli di nuovo la carta { card } per scartarla.
click-off-board = Questo non è un posto di questo tabellone.
click-card-first = Scegli prima una carta.
click-several = Più destinazioni: scegline una con ↑/↓ o con un clic.
click-card-first-keys = Scegli prima una carta (tasti 1-5).
click-peg-first = Scegli prima un piolo (←/→ o un clic).
click-no-peg-card-first = Nessun piolo da scegliere: scegli prima una carta.
click-card-moves-no-peg = Questa carta qui non può muovere nessun piolo.
click-first-part = Prima parte scelta: { $peg } va { $to }. Ora scegli il secondo piolo.
click-nothing-to-undo = Niente da annullare: questo è l'inizio della partita.
click-nothing-to-redo = Niente da ripetere.
click-over = La partita è finita: hanno vinto { $winners }.
click-wait = Aspetta: tocca al computer.
click-peg =
    { $at ->
        [start] il piolo { owner } nell'area di partenza
        [home] il piolo { owner } nel posto { $home } di casa
       *[track] il piolo { owner } { $spot }
    }
click-place =
    { $at ->
        [start] nell'area di partenza { owner }
        [home] nel posto { $home } della casa { owner }
       *[track] { $spot }
    }
click-to =
    { $at ->
        [start] di nuovo all'area di partenza
        [home] nel posto { $home } di casa
       *[track] al buco { $spot }
    }
click-no-move =
    La carta { card } ora non può muovere nessun piolo{ $refusal ->
        [none] {""}
       *[other] : { $refusal }
    }{ $discard ->
        [none] {""}
       *[other] . Non si può nemmeno scartare: { $discard }
    }.
click-no-peg-there = Non c'è nessun piolo { $place }. Scegli uno dei pioli negli anelli tratteggiati.
click-cannot-move = La carta { card } non può muovere { $peg }: { $refusal }.
click-cannot-move-now = La carta { card } ora non può muovere { $peg }. Scegli uno dei pioli negli anelli tratteggiati.
click-cannot-go = Il piolo { owner } non può andare { $to } con questa mossa: scegli un bersaglio pieno.
click-cannot-stop = Il piolo { owner } non può fermarsi lì: { $refusal }.
hand-key = tasto { $number }
hand-joker = Jolly
hand-playable = { card }: si può giocare (tasto { $number })
hand-not-playable = { card }: { $reason }
hand-hidden = una carta coperta
