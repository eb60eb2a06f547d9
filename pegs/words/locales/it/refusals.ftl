# La frase del motore quando una mossa non è permessa (pegs play, pegs moves --card): senza punto
# finale né regola. Un buco può essere scritto come nella notazione ($place: "T80").

## Colori, carte e posti come li usano i rifiuti.

# "del Blu", "dell'Arancione": il colore del piolo ($peg) o di un posto ($seat).
refusal-peg-owner =
    { $peg ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
refusal-seat-owner =
    { $seat ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
# Chi muove ($player), con l'articolo: "il Blu", "l'Arancione".
refusal-player =
    { $player ->
       *[blue] { -blue(form: "the") }
        [orange] { -orange(form: "the") }
        [green] { -green(form: "the") }
        [purple] { -purple(form: "the") }
        [sky] { -sky(form: "the") }
        [red] { -red(form: "the") }
        [black] { -black(form: "the") }
        [yellow] { -yellow(form: "the") }
    }
refusal-player-of =
    { $player ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
refusal-at-of =
    { $at_owner ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
refusal-at-owner =
    { $at_owner ->
        [own] proprio
       *[other] { refusal-at-of }
    }
refusal-at =
    { $at_kind ->
        [start] nell'area di partenza
        [home] in casa, al posto { $at_home }
        [come-out] { $at_owner ->
            [own] sul proprio spazio "uscita"
           *[other] sullo spazio "uscita" { refusal-at-of }
        }
        [in-spot] { $at_owner ->
            [own] sul proprio punto d'ingresso
           *[other] sul punto d'ingresso { refusal-at-of }
        }
        [past-come-out] a { refusal-at-holes } dopo { $at_owner ->
            [own] il proprio spazio "uscita"
           *[other] lo spazio "uscita" { refusal-at-of }
        }
        [before-come-out] a { refusal-at-holes } prima { $at_owner ->
            [own] del proprio spazio "uscita"
           *[other] dello spazio "uscita" { refusal-at-of }
        }
        [before-in-spot] a { refusal-at-holes } prima { $at_owner ->
            [own] del proprio punto d'ingresso
           *[other] del punto d'ingresso { refusal-at-of }
        }
       *[off] fuori dal tabellone
    }
refusal-at-holes =
    { $at_holes ->
        [one] { $at_holes } buco
       *[other] { $at_holes } buchi
    }
refusal-peg =
    { $at_kind ->
        [start] un piolo nell'area di partenza { refusal-peg-owner }
       *[other] il piolo { refusal-peg-owner } { refusal-at }
    }
refusal-to =
    { $to_kind ->
        [start] di nuovo nell'area di partenza
        [home] in casa, al posto { $to_home }
        [come-out] sullo spazio "uscita" { refusal-to-owner }
        [in-spot] sul punto d'ingresso { refusal-to-owner }
        [past-come-out] al buco a { refusal-to-holes } dopo lo spazio "uscita" { refusal-to-owner }
        [before-come-out] al buco a { refusal-to-holes } prima dello spazio "uscita" { refusal-to-owner }
        [before-in-spot] al buco a { refusal-to-holes } prima del punto d'ingresso { refusal-to-owner }
       *[off] fuori dal tabellone
    }
refusal-to-owner =
    { $to_owner ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }
refusal-to-holes =
    { $to_holes ->
        [one] { $to_holes } buco
       *[other] { $to_holes } buchi
    }
refusal-or = { $a } oppure { $b }
refusal-held-card = { card-the }
# Una carta con "di" e l'articolo: "del 7 di picche", "dell'asso di cuori", "della donna di fiori".
refusal-card-of =
    { $rank ->
        [joker] del jolly
        [ace] dell'{ card }
        [8] dell'{ card }
        [queen] della { card }
       *[other] del { card }
    }
refusal-a-rank =
    { $rank ->
        [ace] Un asso
        [jack] Un fante
        [queen] Una donna
        [king] Un re
        [joker] Un jolly
       *[other] Un { $rank }
    }
refusal-nine =
    { $nine ->
       *[split-forward] il 9 si divide come il 7
        [forward-only] il 9 va solo avanti
        [split-forward-back] il 9 si divide in un piolo avanti e uno indietro
    }

## RULES 1 e 2: posti, squadre e buchi.

refusal-no-such-seat = Una partita a { $players } giocatori non ha il posto { $seat }
refusal-other-team = I pioli { refusal-seat-owner } appartengono alla squadra { $team } ({ $team_colours }): { refusal-player } muove solo i pioli della squadra { $player_team } ({ $player_team_colours })
refusal-not-a-home-place = { $place } non è un posto della casa: la casa ha i posti da 1 a 5
refusal-no-peg-there = { seat-name } non ha nessun piolo { refusal-at }
refusal-off-board = { $place } è fuori da un tabellone per { $players } giocatori

## RULES 3, 7 e 8: la mano, l'obbligo di giocare, la fine.

refusal-card-not-held =
    { seat-name } non ha in mano { card-the }; { $held ->
        [0] non ha nessuna carta in mano
       *[other] ha in mano { $hand }
    }
refusal-no-copy-left = Tutte le copie { refusal-card-of } nei mazzi sono già nelle mani e nelle pile
refusal-must-play = { seat-name } deve giocare, non scartare: { card-the } può muovere un piolo
refusal-game-over = La partita è finita: ha vinto la squadra { $team } ({ $team_colours })

## RULES 4: che cosa fa ogni carta.

refusal-one-peg-card = { refusal-a-rank } muove un solo piolo; si possono dividere solo il 7 e il 9
refusal-same-peg-twice = Una divisione muove due pioli diversi, non lo stesso piolo due volte
refusal-split-from-start = Una parte di una divisione non fa mai uscire un piolo dall'area di partenza
refusal-split-count =
    Le due parti di una divisione devono fare in tutto { $total } passi in avanti, almeno 1 ciascuna; queste vanno { $first_part ->
        [0] da nessuna parte in avanti
        [one] 1 passo in avanti
       *[other] { $first_part } passi in avanti
    } e { $second_part ->
        [0] da nessuna parte in avanti
        [one] 1 passo in avanti
       *[other] { $second_part } passi in avanti
    }
refusal-no-move =
    { $at_kind ->
        [start] Un piolo nell'area di partenza { refusal-peg-owner }
       *[other] Il piolo { refusal-peg-owner } { refusal-at }
    } non si muoverebbe: una mossa deve andare da qualche parte
refusal-no-move-for-card = { refusal-a-rank } non ha mosse per { refusal-player }
refusal-cannot-bring-out = { refusal-a-rank } non può far uscire un piolo dall'area di partenza: possono farlo solo un asso, un re, una donna, un fante o un jolly
refusal-come-out-hole-only = Un piolo nell'area di partenza { refusal-seat-owner } esce solo sullo spazio "uscita" { refusal-seat-owner }
refusal-backward-track-only = Una mossa all'indietro prende solo un piolo sul percorso principale, non { refusal-peg }
refusal-backward-not-home = Una mossa all'indietro non entra mai in casa
refusal-backward-count = { $steps } passi indietro portano { refusal-peg } { $dest }, non { $to }
refusal-forward-count = { $steps ->
        [one] { $steps } passo porta
       *[other] { $steps } passi portano
    } { refusal-peg } { $dests }, non { $to }
refusal-home-count = { $steps ->
        [one] { $steps } passo dal posto { $from } della casa finisce
       *[other] { $steps } passi dal posto { $from } della casa finiscono
    } al posto { $end }, non al posto { $asked }

## RULES 5: muovere, bloccare, mangiare, andare a casa.

refusal-own-colour-in-way = Un piolo non può superare il proprio colore: { refusal-peg } sbarra la strada
refusal-own-colour-there = Un piolo non può fermarsi sul proprio colore: lì c'è { refusal-peg }
refusal-teammate-nowhere = Chi arriva sul piolo di un compagno lo manda al suo punto d'ingresso, ma il piolo { refusal-seat-owner } è già sul proprio punto d'ingresso: non ha dove andare
refusal-in-spot-own-colour = Il piolo { refusal-seat-owner } andrebbe mandato al suo punto d'ingresso, ma lì c'è un piolo del suo stesso colore
refusal-chain-endless = La catena di pioli mandati ai loro punti d'ingresso non finisce mai
refusal-home-compulsory = Entrare in casa è obbligatorio: { $steps ->
        [one] { $steps } passo porta
       *[other] { $steps } passi portano
    } { refusal-peg } { $dests }
refusal-home-place-blocked = Il posto { $from } della casa non si può raggiungere: un piolo in casa sbarra la strada
refusal-past-home-five = { $steps ->
        [one] { $steps } passo dal posto { $from } della casa andrebbe
       *[other] { $steps } passi dal posto { $from } della casa andrebbero
    } oltre il posto 5
refusal-home-never-leaves = Un piolo in casa non ne esce mai
refusal-home-pass-or-land = Un piolo in casa non può superare un altro piolo in casa né fermarsi su di esso

## RULES 6: il jolly.

refusal-joker-all-home = Il jolly non ha pioli da muovere: ogni piolo che { refusal-player } può muovere è in casa, e il jolly non muove mai un piolo in casa
refusal-joker-no-target = Il jolly ha bisogno di un piolo di un altro colore sul percorso su cui arrivare, e non ce n'è nessuno
refusal-joker-home-peg = Il jolly non muove mai un piolo in casa
refusal-joker-from-start = Finché un'area di partenza della squadra ha ancora un piolo, il piolo mosso dal jolly deve venire da un'area di partenza
refusal-joker-target-off-track = Il bersaglio del jolly deve essere un buco del percorso principale, non uno { refusal-at }
refusal-joker-target-empty = Il buco { refusal-at } è vuoto: il jolly porta un piolo solo su un buco occupato da un altro colore
refusal-joker-target-own = Nel buco { refusal-at } c'è un piolo dello stesso colore { refusal-seat-owner }: lì il jolly ha bisogno di un piolo di un altro colore

## RULES 9: le regole della casa.

refusal-own-pegs-first = Con la regola della casa "prima i propri pioli", { refusal-player } può muovere il piolo di un compagno solo quando tutti i pioli { refusal-player-of } sono in casa
refusal-nine-not-split = Con la regola della casa "{ refusal-nine }", il 9 non si può dividere
refusal-nine-forward-back = Con la regola della casa "{ refusal-nine }", un 9 diviso muove un piolo in avanti e uno indietro, { $total } passi in tutto

refusal-part =
    La { $part ->
       *[first] prima
        [second] seconda
    } parte della divisione non è valida: { $reason }

refusal-move = { $move } non è permesso: { $reason } (RULES { $clause })
refusal-card-no-move = nessuna mossa per { $card }: { $reason } (RULES { $clause })
refusal-card-no-peg = nessuna mossa per { $card }: qui non può muovere nessun piolo di chi è di turno
