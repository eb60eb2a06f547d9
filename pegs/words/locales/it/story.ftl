# La storia di una mossa (la storia dell'app, il racconto di pegs play): una frase per evento o mossa.

story-moves =
    { $kind ->
        [jump-out] salta fuori dall'area di partenza e arriva { $where }
        [come-out] esce dall'area di partenza sul proprio spazio "uscita"
        [inside-home] avanza di { story-steps } dentro casa, fino al posto { $home }
        [into-home] avanza di { story-steps } ed entra in casa, al posto { $home }
        [back] torna indietro di { story-steps } e arriva { $where }
        [jump] salta e arriva { $where }
       *[forward] avanza di { story-steps } e arriva { $where }
    }
story-steps =
    { $steps ->
        [one] { $steps } buco
       *[other] { $steps } buchi
    }
story-seat-of =
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
story-clause =
    { $mover ->
        [yes] il piolo
       *[no] il piolo { story-seat-of }
    } { story-moves }
story-played =
    { seat-name } { $discarded ->
        [yes] scarta
       *[no] gioca
    } { card-the }.
story-peg-moved = Il piolo { story-seat-of } { story-moves }.
story-entered-home = Il piolo { story-seat-of } entra in casa, al posto { $home }.
story-bumped = Il piolo { story-seat-of } { $where } viene rimandato nella sua area di partenza { story-by }.
story-sent = Il piolo { story-seat-of } { $where } viene mandato sul suo punto d'ingresso { story-by }.
# Da chi: "dal Blu", "dall'Arancione".
story-by =
    { $by ->
       *[blue] dal { -blue }
        [orange] dall'{ -orange }
        [green] dal { -green }
        [purple] dal { -purple }
        [sky] dal { -sky }
        [red] dal { -red }
        [black] dal { -black }
        [yellow] dal { -yellow }
    }
story-drew-card = { seat-name } pesca { card-the }.
story-drew-hidden =
    { seat-name } pesca { $cards ->
        [1] una carta
        [2] due carte
        [3] tre carte
        [4] quattro carte
        [5] cinque carte
       *[other] { $cards } carte
    }.
story-drew-list = { seat-name } pesca { $hand }.
story-the-card = { card-the }
story-reshuffled =
    { $cards ->
        [0] Nessuna carta scartata viene rimescolata
        [1] L'unica carta scartata viene rimescolata
        [2] Le due carte scartate vengono rimescolate
        [3] Le tre carte scartate vengono rimescolate
        [4] Le quattro carte scartate vengono rimescolate
        [5] Le cinque carte scartate vengono rimescolate
       *[other] Le { $cards } carte scartate vengono rimescolate
    } in un nuovo mazzo da cui pescare.
story-won-team = La squadra { story-seat-of } vince la partita.
story-won = { $winners } vincono la partita.
story-plays =
    { seat-name } gioca { $rank ->
        [ace] un asso
        [jack] un fante
        [queen] una donna
        [king] un re
        [joker] un jolly
       *[other] un { $rank }
    }
story-discarded = { seat-name } scarta { card-the } senza muovere.
story-head = { $played }: { $clauses }.
story-then = { $a }, poi { $b }
story-bumping = { $clause }, rimandando il piolo { story-seat-of } nella sua area di partenza
story-sending = { $clause }, mandando il piolo { story-seat-of } sul suo punto d'ingresso
story-alone = { $clause }.
