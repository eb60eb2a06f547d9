## Dove sta un piolo

tools-in-start = nella sua area di partenza
tools-in-home = in casa, al posto { $home }
tools-not-a-place = Questo non è un posto del tabellone.

## L'editor di posizioni: etichette e pulsanti

editor-heading = Editor di posizioni
editor-place-pegs-of = Metti i pioli di:
editor-seat-tip = metti i pioli { $whose }
editor-players = Giocatori
editor-to-move = Tocca a
editor-hand = Mano
editor-hand-placeholder = es. 5H 7S JK (vuoto: nessuna mano)
editor-set-hand = Imposta la mano
editor-undo = Annulla
editor-redo = Ripeti
editor-all-to-start = Tutti alla partenza
editor-json-shown = JSON della posizione (copialo da qui)
editor-json-load = Carica una posizione da JSON
editor-json-placeholder = Incolla qui il JSON di una posizione, poi premi Carica JSON.
editor-load-json = Carica JSON
editor-start-game = Comincia una partita da qui
editor-start-game-tip = apri il gioco su questa posizione, con le sue regole della casa e le sue mani

## L'editor di posizioni: che cosa dice

editor-status-turn = Turno { $whose }.
editor-status-won = { $winners } hanno tutti i pioli in casa: la partita è finita (RULES 8).
editor-status-holding = Hai in mano il piolo { $whose } { $where }: fai clic dove deve andare (la sua area di partenza lo rimanda indietro).
editor-status-placing = Stai mettendo i pioli { $whose } ({ $left } ancora nell'area di partenza): fai clic su un buco vuoto, oppure su un piolo per prenderlo.
editor-no-seat = Non c'è il posto { $asked } in una partita a { $players } giocatori.
editor-none-in-start = Nell'area di partenza { $whose } non resta nessun piolo: prendi uno dei suoi pioli (fai clic su di esso) e mettilo dove vuoi.
editor-back-to-own-start = Il piolo { $whose } può tornare solo nella sua area di partenza (RULES 1).
editor-own-home-only = Il piolo { $whose } può entrare solo nella casa { $whose }, non in quella { $other } (RULES 2).
editor-no-peg-there = Nessun piolo { $whose } è { $where }.
editor-hole-taken = Il piolo { $whose } è già { $where }: due pioli non stanno mai nello stesso buco (RULES 2).
editor-json-refused = Quel JSON non è stato caricato: { $reason }
editor-impossible = Quella posizione è impossibile: { $reason }
editor-loaded = Posizione caricata.
editor-nothing-to-undo = Non c'è niente da annullare.
editor-nothing-to-redo = Non c'è niente da ripetere.

## L'esploratore delle carte: etichette e pulsanti

explorer-heading = Esploratore delle carte
explorer-pick-card = Scegli una carta:
explorer-card-tip = esplora la carta { $card }
explorer-moves-for = Mosse per
explorer-play = Giocala
explorer-back = Torna a prima
explorer-show-all = Mostra tutte le mosse
explorer-help = Fai clic su un piolo segnato per vedere solo le sue mosse; fai clic su un buco segnato per scegliere la mossa che ci arriva.

## L'esploratore delle carte: che cosa dice

explorer-move-not-now = { $move } (non giocabile ora)
explorer-not-now = Non giocabile ora: { $reason }
explorer-over = In questa posizione la partita è finita: nessuna carta può muovere un piolo (RULES 8).
explorer-no-moves = Qui la carta { $card } non può muovere nessun piolo della squadra { $whose }.
explorer-moves =
    { $moves ->
        [one] Turno { $whose }: la carta { $card } potrebbe fare { $moves } mossa.
       *[other] Turno { $whose }: la carta { $card } potrebbe fare { $moves } mosse.
    }
explorer-not-in-hand = (La mano { $whose } non ha la carta { $card }.)
explorer-showing =
    { $shown ->
        [one] Ecco l'unica mossa che muove il piolo { $where }.
       *[other] Ecco le { $shown } mosse che muovono il piolo { $where }.
    }
explorer-cannot-move-there = La carta { $card } non può muovere un piolo { $where }.
