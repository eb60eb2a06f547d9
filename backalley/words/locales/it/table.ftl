# Il tavolo di Back Alley dal posto del giocatore: il giocatore siede a Sud, il compagno a Nord.

table-compass =
    { $seat ->
       *[0] Sud
        [1] Ovest
        [2] Nord
        [3] Est
    }
table-seat =
    { $seat ->
       *[0] tu
        [1] Ovest
        [2] Nord
        [3] Est
    }
table-seat-start =
    { $seat ->
       *[0] Tu
        [1] Ovest
        [2] Nord
        [3] Est
    }
table-plate =
    { $seat ->
       *[0] Tu
        [1] Ovest
        [2] Nord · compagno
        [3] Est
    }
table-team =
    { $team ->
       *[0] Nord e Sud
        [1] Est e Ovest
    }
table-team-short =
    { $team ->
       *[0] Nord–Sud
        [1] Est–Ovest
    }
table-card =
    { $rank ->
        [big] Blooper grande
        [little] Blooper piccolo
       *[other] { $card }
    }
table-cards-each =
    { $size ->
        [one] { $size } carta a testa
       *[other] { $size } carte a testa
    }
table-bid =
    { $bid ->
        [pass] passo
        [board] { board-name }
       *[other] { $bid }
    }
table-badge =
    { $bid ->
        [pass] PASSO
        [board] { $level ->
           *[1] CAPPOTTO
            [2] 2× CAPPOTTO
            [3] 3× CAPPOTTO
            [4] 4× CAPPOTTO
        }
       *[other] DICH. { $bid }
    }
table-tricks =
    { $took ->
        [one] { $took } presa
       *[other] { $took } prese
    }
table-points =
    { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
table-game-over-draw = Partita finita: pareggio, { $a } a { $b }.
table-game-over-win = Partita finita: vincono { table-team }, { $a } a { $b }.
table-result-draw = Pareggio, { $a } a { $b }.
table-result-win = Vincono { table-team }, { $a } a { $b }.
table-redeal =
    Tutti e quattro i giocatori hanno passato, quindi nessuno gioca quella mano: le carte sono state mescolate e distribuite di nuovo, sempre { table-cards-each }. La smazzata { $deal } è stata ridistribuita { $redeals ->
        [1] una volta
        [2] due volte
       *[other] { $redeals } volte
    }; una ridistribuzione non conta come una delle 25 smazzate. Dichiara un numero se pensi che la tua squadra possa fare prese.
table-status =
    Smazzata { $deal } di { $deals } · { table-cards-each } · { $symbol ->
        [none] senza briscola
       *[other] briscola { $symbol }
    } · { $seat ->
       *[0] Tocca a te { table-doing }
        [1] Tocca a Ovest { table-doing }
        [2] Tocca a Nord { table-doing }
        [3] Tocca a Est { table-doing }
    }.
table-doing =
    { $phase ->
        [bid] dichiarare
       *[play] giocare una carta
    }
table-status-summary = La smazzata { $deal } di { $deals } è finita: leggi il riepilogo qui sotto.
table-refused-play = Ora non puoi giocare { table-card }: { $why }{ table-rule }.
table-refused-bid = Ora non puoi dichiarare { table-bid }: { $why }{ table-rule }.
table-refused-other = Ora non è consentito: { $why }{ table-rule }.
table-rule =
    { $rule ->
        [none] {""}
       *[other] {" "}(RULES { $rule })
    }
table-why-bid-first =
    { $seat ->
       *[0] devi prima dichiarare
        [1] Ovest deve prima dichiarare
        [2] Nord deve prima dichiarare
        [3] Est deve prima dichiarare
    }: le carte si giocano dopo che tutti e quattro hanno dichiarato
table-why-not-held =
    { $seat ->
       *[0] non hai
        [1] Ovest non ha
        [2] Nord non ha
        [3] Est non ha
    } { table-card }
table-why-follow-suit =
    devi rispondere al seme: hai { $followed ->
       *[trump] una briscola
        [spades] una carta di picche
        [hearts] una carta di cuori
        [diamonds] una carta di quadri
        [clubs] una carta di fiori
    }
table-over-new-game = Premi Nuova partita per giocare ancora.
table-wait-summary = Questa smazzata è finita: premi Prossima smazzata (o fai clic sul tavolo) per continuare.
table-not-your-turn =
    { $seat ->
        [1] Tocca a Ovest, non a te: aspetta che Ovest giochi.
       *[2] Tocca a Nord, non a te: aspetta che Nord giochi.
        [3] Tocca a Est, non a te: aspetta che Est giochi.
    }
table-problem = I giocatori del computer si sono fermati: { $error }
table-trick =
    Presa { $number }: { $plays }. { $seat ->
       *[0] L'hai presa tu
        [1] L'ha presa Ovest
        [2] L'ha presa Nord
        [3] L'ha presa Est
    }.
table-led =
    { table-seat-start } { $seat ->
       *[0] hai aperto con
        [1] ha aperto con
        [2] ha aperto con
        [3] ha aperto con
    } { table-card }
table-played = { table-seat } { table-card }
table-history-title = Prese della smazzata { $deal }
table-history-none = Prese della smazzata { $deal }: ancora nessuna.
table-summary-head = La smazzata { $deal } di { $deals } ({ table-cards-each }) è finita.
table-summary-bid =
    { table-seat } { $bid ->
        [pass] { $seat ->
            [0] hai passato
           *[other] ha passato
        }
       *[other] { table-bid }
    }
table-summary-team =
    { table-team } { $bid ->
        [pass] hanno passato entrambi ({ $bids }) e hanno fatto { table-tricks }: { $sign }{ table-points }.
       *[other] hanno dichiarato { table-bid } ({ $bids }) e hanno fatto { table-tricks }: { $made ->
           *[yes] riuscito
            [no] mancato
        }, { $sign }{ table-points }.
    }
table-summary-totals = Totali: { $first } { $a }, { $second } { $b }.
table-sheet-deal = smazz.
table-sheet-cards = carte
table-sheet-bid = dich.
table-sheet-tricks = prese
table-sheet-points = punti
table-sheet-total = totale
table-sheet-now = ora
table-panel-deal = SMAZZATA { $deal } DI { $deals }
table-panel-again =
    { $redeals ->
        [1] ridistribuita
       *[other] ridistribuita ×{ $redeals }
    }
table-panel-trump = BRISCOLA
table-panel-no = Senza
table-panel-trump-word = briscola
table-panel-suit =
    { $suit ->
       *[spades] Picche
        [hearts] Cuori
        [diamonds] Quadri
        [clubs] Fiori
    }
table-panel-score = PUNTEGGIO
table-panel-bids = DICHIARAZIONI · PRESE
table-panel-bid-waiting = dich. …
table-panel-bid = dich. { table-bid }
table-took = prese { $took }
table-last-trick = ULTIMA PRESA
table-none-yet = ancora nessuna
table-end-of-deal = (fine della smazzata { $deal })
table-won-by = presa da
table-middle-again = ridistribuita
table-middle-all-passed = tutti e quattro hanno passato
table-middle-bidding = dichiarazioni
table-middle-lead = apertura
table-banner-game-over = Partita finita
table-banner-deal-over = Smazzata { $deal } finita
table-banner-team =
    { table-team-short }: { $bid ->
        [pass] passo
       *[other] dich. { table-bid }
    }, prese { $took }
table-banner-points = { $sign }{ table-points }, totale { $total }
table-banner-new-game = Premi Nuova partita per giocare ancora
table-banner-go-on = Fai clic sul tavolo o su Prossima smazzata per continuare
table-next-deal = Prossima smazzata
table-next-deal-tip = il riepilogo è stato letto: distribuisci la mano successiva
table-new-game = Nuova partita
table-seed = seme
table-speed = velocità del computer
table-speed-name =
    { $speed ->
        [instant] immediata
        [fast] veloce
       *[normal] normale
        [slow] lenta
    }
table-player-name =
    { $player ->
        [random] a caso
        [heuristic] euristico
        [sampler] campionatore
       *[other] { $player }
    }
table-reveal = mostra tutte le mani
table-computers = Giocatori del computer:
table-your-bid = La tua dichiarazione:
table-bid-tip = dichiara { $label }
table-face-big = GRANDE
table-face-little = PICCOLO
table-face-blooper = BLOOPER
table-face-joker = JOLLY
