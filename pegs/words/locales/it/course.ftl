# Le frasi proprie del corso: luoghi, eventi e mosse come li dice una lezione, il riscontro a una
# risposta, i punti di controllo, il ripasso e i rompicapi (italiano).

## Un luogo nelle parole che servono a una frase.

lesson-landmark =
    { $spot ->
        [come-out] lo spazio "uscita" { owner-of }
        [in-spot] il punto d'ingresso { owner-of }
        [past-come-out] { holes } dopo lo spazio "uscita" { owner-of }
        [before-come-out] { holes } prima dello spazio "uscita" { owner-of }
       *[before-in-spot] { holes } prima del punto d'ingresso { owner-of }
    }
# Dove sta un piolo sul percorso (non in casa): "sul punto d'ingresso del Blu", "a 3 buchi dopo ...".
lesson-on =
    { $spot ->
        [come-out] sullo spazio "uscita" { owner-of }
        [in-spot] sul punto d'ingresso { owner-of }
       *[other] a { lesson-landmark }
    }
lesson-at =
    { $spot ->
        [start] nell'area di partenza { owner-of }
        [home] in casa { owner-of }, al posto { $home }
       *[other] { lesson-on }
    }
lesson-hole =
    { $spot ->
        [come-out] { lesson-landmark }
        [in-spot] { lesson-landmark }
       *[other] il buco a { lesson-landmark }
    }
lesson-peg = il piolo { story-seat-of } { lesson-at }
lesson-peg-of = il piolo { story-seat-of }
lesson-steps =
    { $steps ->
        [one] { $steps } buco
       *[other] { $steps } buchi
    }

## Un evento di una mossa.

lesson-played =
    { seat-name } { $discarded ->
        [yes] scarta
       *[no] gioca
    } { card-the }.
lesson-comes-out = Il piolo { story-seat-of } esce sul proprio spazio "uscita".
lesson-jumps-out = Il piolo { story-seat-of } esce dall'area di partenza e salta su { lesson-hole }.
lesson-into-home = Il piolo { story-seat-of } avanza di { lesson-steps } ed entra in casa, al posto { $home }.
lesson-inside-home = Il piolo { story-seat-of } avanza di { lesson-steps } dentro casa, fino al posto { $home }.
lesson-back = Il piolo { story-seat-of } torna indietro di { lesson-steps } e ora è { lesson-on }.
lesson-jump = Il piolo { story-seat-of } salta su { lesson-hole }.
lesson-forward = Il piolo { story-seat-of } avanza di { lesson-steps } e ora è { lesson-on }.
lesson-bumped = Il piolo { story-seat-of } viene rimandato nella sua area di partenza.
lesson-sent = Il piolo { story-seat-of } viene mandato sul proprio punto d'ingresso.
lesson-drew = { seat-name } pesca una carta.
lesson-reshuffled = Le carte giocate vengono rimescolate in un nuovo mazzo da cui pescare.
lesson-won = { $winners } vincono la partita!
lesson-onward = Lezione successiva: { $title }
lesson-start = Torna all'inizio
lesson-given = { seat-name } gioca { card-the } con { $pegs }.
lesson-given-discard = { seat-name } scarta { card-the }.
lesson-given-peg =
    { $mine ->
        [yes] il proprio piolo
       *[no] il piolo { story-seat-of }
    } { lesson-at }

## Il riscontro a una risposta.

feedback-unreadable = Non si è potuta leggere la risposta. Riprova.
feedback-right = Giusto!
feedback-not-quite = Non proprio.
feedback-not-a-move = Questa non è una mossa su questo tabellone. Scegli una carta, poi un piolo e dove va.
feedback-not-allowed = Questa mossa non è permessa. { $why }
feedback-allowed = Questa mossa è permessa: { $did } Ma non è quello che era chiesto.
feedback-allowed-but = Questa mossa è permessa: { $did } Ma { $why }
feedback-click-place = Fai clic su un buco, un'area di partenza o un posto della casa.
feedback-ends-up = Il piolo finisce { lesson-at }.
feedback-not-there-at = Il piolo non finisce { lesson-at }.
feedback-not-there = Il piolo non finisce lì.
feedback-click-card = Fai clic su una delle carte in mano.
feedback-card-not-held = La carta { card } non è in mano.
feedback-card-does-it = La carta { card } ci riesce.
feedback-not-that-card = Non quella carta.
feedback-card-cannot-move = La carta { card } qui non può muovere nessun piolo.
feedback-card-not-asked = Nessuna mossa della carta { card } fa ciò che era chiesto.
feedback-pick-answer = Scegli una delle risposte mostrate.
show-discard = Scarta { card-the }.
show-play = Gioca { card-the }: { $did }
show-another-way = (Funziona anche un altro modo.)
show-cards = { $which }.
show-the-card = La carta { card }
show-or = { $a } o { $b }
show-or-card = { card-the }

## I punti di controllo.

mastery-reach = Porta il piolo { story-seat-of } { lesson-at }.
mastery-bump = Rimanda il piolo { story-seat-of } nella sua area di partenza.
mastery-home = Porta in casa un piolo { story-seat-of }.
mastery-done = Il capitolo { $chapter } è completato.
mastery-not-done = Il capitolo { $chapter } conta come completato con { $need } risposte su { $total } giuste al primo tentativo. Riapri la lezione per rifare da capo il suo punto di controllo; niente è bloccato, quindi prosegui quando vuoi.
mastery-index-done = completato: { $score } su { $total } al primo tentativo
mastery-index-not-done = non ancora completato: { $score } su { $total } al primo tentativo (ne servono { $need })

## Il ripasso.

review-due =
    { $count ->
        [0] Niente da ripassare ora.
        [one] { $count } esercizio da ripassare.
       *[other] { $count } esercizi da ripassare.
    }
review-button =
    Ripassa { $count ->
        [one] { $count } esercizio
       *[other] { $count } esercizi
    }
review-title = Ripasso { $number } di { $total }, da { $chapter }
review-done-title = Ripasso finito
review-done = Per ora è tutto. Un esercizio a cui hai risposto giusto al primo tentativo torna dopo un'attesa ogni volta più lunga (1 giorno, poi 3 giorni, una settimana, un mese); uno che hai sbagliato, o che hai chiesto di vedere, torna tra 4 ore.
review-next =
    Il prossimo esercizio da ripassare torna { $when ->
        [hour] entro un'ora
        [hours] tra circa { $hours ->
            [one] { $hours } ora
           *[other] { $hours } ore
        }
       *[days] tra circa { $days ->
            [one] { $days } giorno
           *[other] { $days } giorni
        }
    }.

## I rompicapi.

puzzle-next =
    { $next ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
puzzle-next-of =
    { $next ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
puzzle-win =
    Tocca { seat-to }. { $ours } hanno ogni piolo in casa tranne { $left ->
        [1] uno
       *[other] due
    }: vinci la partita con una sola carta.
puzzle-both-home = Tocca { seat-to }. Porta in casa due pioli della squadra { story-seat-of } ({ $ours }) con una sola carta.
puzzle-bump-two = Tocca { seat-to }. Con una sola carta, rimanda due pioli dell'altra squadra ({ $others }) nella loro area di partenza.
puzzle-bump-and-home = Tocca { seat-to }. Con una sola carta, rimanda un piolo dell'altra squadra ({ $others }) nella sua area di partenza e porta in casa un piolo della squadra { story-seat-of } ({ $ours }).
puzzle-save-peg = Dopo gioca { puzzle-next }, che ha in mano { $holding }: potrebbe rimandare { $victims } nell'area di partenza. Tocca { seat-to }: fai una mossa dopo la quale la carta { puzzle-next-of } non possa colpire nessun piolo della squadra { story-seat-of } ({ $ours }).
puzzle-held-card = { card-the }
puzzle-victim = il piolo { story-seat-of }
puzzle-victim-or = { $a } o { $b }
puzzle-hint-win = Conta i buchi di ogni piolo fino al suo punto d'ingresso: un passo in più è il posto 1 della casa, due in più il posto 2. Il valore della carta va usato tutto.
puzzle-hint-both-home = Solo un 7 o un 9 muove due pioli: dividilo in modo che ogni parte finisca esattamente su un posto libero della casa.
puzzle-hint-bump-two-split = Un 7 o un 9 si può dividere tra due pioli: trova la divisione in cui ognuna delle due parti finisce su un piolo dell'altra squadra.
puzzle-hint-bump-two = Un solo arrivo può colpire due volte: il piolo di un compagno su cui arrivi va sul suo punto d'ingresso e colpisce il piolo avversario che si trova lì.
puzzle-hint-bump-and-home = Dividi un 7 o un 9: una parte arriva sul piolo dell'altra squadra, l'altra entra in casa.
puzzle-hint-save-peg = A { puzzle-next } serve un conto esatto per arrivare sul tuo piolo. Sposta il piolo in modo che il conto non torni più, portalo in casa, oppure rimanda il piolo { puzzle-next-of } nell'area di partenza.
puzzle-why-win = Ogni piolo della tua squadra è allora in casa, quindi la partita è vinta subito.
puzzle-why-both-home = Due pioli entrano in casa con una sola carta.
puzzle-why-bump-two = Due pioli dell'altra squadra tornano nella loro area di partenza.
puzzle-why-bump-and-home = Un piolo dell'altra squadra torna nella sua area di partenza e uno dei tuoi entra in casa.
puzzle-why-save-peg = Dopo, nessuna carta in mano a { puzzle-next } può arrivare su un piolo della tua squadra.
puzzle-why-only = Nessun'altra mossa di questa mano lo fa.
puzzle-chapter = Rompicapi
puzzle-intro = { $count } rompicapi, dal più facile. Ognuno ha un obiettivo ed esattamente una mossa che lo raggiunge: il computer ha provato ogni mossa permessa. Le stelle dicono quanto è difficile un rompicapo, da una stella (poche mosse ingannevoli) a cinque (molte mosse che sembrano giuste ma non lo sono). Leggi l'obiettivo, poi gioca la mossa sul tabellone.
puzzle-title = Rompicapo { $number } di { $total } { $stars }
puzzle-miss-win = La tua squadra ha ancora un piolo fuori casa, quindi la partita continua.
puzzle-miss-both-home =
    { $got ->
        [0] non porta in casa nessun piolo
       *[other] porta in casa un solo piolo
    }; l'obiettivo è due con questa sola carta.
puzzle-miss-bump-two =
    { $got ->
        [0] non rimanda nessun piolo
       *[other] rimanda un solo piolo
    } dell'altra squadra nell'area di partenza; l'obiettivo è due.
puzzle-miss-no-bump = Nessun piolo dell'altra squadra torna nella sua area di partenza.
puzzle-miss-no-home = Nessun piolo della tua squadra entra in casa.
puzzle-miss-save-peg = Dopo questa mossa, la carta { puzzle-next-of } può ancora rimandare un piolo della tua squadra nella sua area di partenza.

## The handout.

handout-title = Pegs and Jokers: una scheda per la classe
handout-button = Scrivi una scheda da stampare
handout-summary-missing = Il riassunto delle regole (docs/summary.md) non è stato trovato accanto al kit, quindi questa scheda non lo contiene.
handout-board-caption = Un tabellone per 4 giocatori all'inizio: Blu, Arancione, Verde e Viola, ognuno nella sua area di partenza.
handout-cards-title = Le carte
handout-cards-intro = Ritaglia lungo le linee: una carta per ogni tipo, con quello che fa.
handout-puzzles-title = Rompicapi
handout-puzzles-intro = Ogni rompicapo ha esattamente una mossa che fa ciò che è chiesto. Le soluzioni sono alla fine.
handout-answers-title = Soluzioni
handout-puzzle-title = Rompicapo { $number } (livello { $level } di 5)
handout-hand = La mano: { $hand }.
handout-kind-ace = Asso
handout-kind-face = Re, donna, fante
handout-kind-number = Numeri
handout-kind-seven = Sette
handout-kind-eight = Otto
handout-kind-nine = Nove
handout-kind-joker = Jolly
handout-written =
    La scheda da stampare è stata scritta ({ $puzzles ->
        [one] { $puzzles } rompicapo
       *[other] { $puzzles } rompicapi
    }, le soluzioni su una pagina a parte) in { $path }: aprila in un browser e stampala.

## Perché una mossa permessa manca l'obiettivo dell'esercizio.

miss-bump-some = Meno di { $count } pioli { story-seat-of } sono stati rimandati nella loro area di partenza.
miss-bump = Nessun piolo { story-seat-of } è stato rimandato nella sua area di partenza.
miss-send = Nessun piolo { story-seat-of } è stato mandato sul suo punto d'ingresso.
miss-home = Nessun piolo { story-seat-of } è entrato in casa.
miss-out = Nessun piolo { story-seat-of } è uscito dall'area di partenza.
miss-at = Nessun piolo { story-seat-of } è finito { lesson-at }.
miss-from = Non ha mosso il piolo { story-seat-of } { lesson-at }.
miss-no-bump = Ha mandato via uno dei pioli { story-seat-of }.
miss-win = Non ha vinto la partita.
miss-card = Ha usato un'altra carta.
miss-not-card = Ha usato proprio la carta che ti era chiesto di tenere.
miss-discard = Ha mosso un piolo invece di scartare una carta.
miss-moves = Ha scartato una carta invece di muovere un piolo.
