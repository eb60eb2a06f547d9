# Le parole del suggerimento: cosa fa una mossa, quale carta tenere, perché un esito è migliore; la probabilità di vincere.

advice-win-here = { $team } vincono circa il { $here }% delle partite da qui.
advice-win-after = { $team } vincono circa il { $here }% delle partite da qui; dopo questa mossa il { $after }%.
advice-thinking = Sto pensando in avanti: { $deals } mani distribuite giocate finora.
advice-discard = Scarta la carta { card }: nessuna carta può muovere un piolo.
advice-play = Gioca la carta { card }: { $bits }.
advice-part-out = fai uscire un piolo { seat-name }
advice-part-home = porta a casa il piolo { owner }
advice-part-jump = fai saltare il piolo { owner } su un piolo di un altro colore
advice-part-move =
    muovi il piolo { owner } { $way ->
        [back] indietro
       *[on] avanti
    }
advice-part-bump = rimandando il piolo { owner } alla sua area di partenza
advice-part-in-spot = mandando il piolo { owner } al suo punto d'ingresso
advice-keep-same = La carta { $kept } farebbe lo stesso; si può giocare l'una o l'altra, la carta { $spent } si può cedere altrettanto facilmente.
advice-keep = Gioca la carta { $spent } e tieni la carta { $kept }: { $power }.
advice-power-joker = può far saltare un piolo su qualsiasi piolo di un altro colore
advice-power-out = può far uscire un piolo dall'area di partenza (o muoverne uno di { $steps })
advice-power-split = si può dividere tra due pioli ({ $steps } in tutto)
advice-power-back = muove un piolo di { $back } all'indietro, una scorciatoia verso casa appena dopo uno spazio "uscita"
advice-power-steps = muove un piolo di { $steps }
advice-than =
    { $first ->
        [yes] la scelta successiva
       *[no] la scelta migliore
    }
advice-holes =
    { $holes ->
        [one] { $holes } buco
       *[other] { $holes } buchi
    }
advice-only = è l'unica cosa che questo turno può fare
advice-wins = vince subito la partita
advice-bumps = rimanda il piolo { $names } alla partenza, facendolo arretrare di { advice-holes }, cosa che { advice-than } non fa
advice-no-bump = non rimanda alla partenza il piolo { $names }, come farebbe { advice-than }
advice-avoids = evita un rinvio alla partenza: { advice-than } lascia il piolo { $whose } dove { $attacker }, che gioca dopo, può colpirlo (probabilità { $chance }%)
advice-someone = di qualcuno
advice-leaves = lascia il piolo { $whose } dove { $attacker }, che gioca dopo, può colpirlo (probabilità { $chance }%)
advice-saves = risparmia la carta { $cardname }, che { advice-than } spende
advice-spends = spende la carta { $cardname }, che { advice-than } tiene
advice-gains =
    fa guadagnare alla squadra { advice-holes }, { $diff } { $more ->
        [more] in più
       *[fewer] in meno
    } rispetto al{ $first ->
        [yes] la scelta successiva
       *[no] la scelta migliore
    }
advice-loses =
    fa perdere alla squadra { advice-holes }, { $diff } { $more ->
        [more] in più
       *[fewer] in meno
    } rispetto al{ $first ->
        [yes] la scelta successiva
       *[no] la scelta migliore
    }
advice-ranked =
    le simulazioni la mettono comunque { $first ->
        [yes] prima
       *[no] più in basso
    }: qualche turno dopo, la squadra si trova circa { advice-holes } più { $ahead ->
        [yes] avanti
       *[no] indietro
    } che dopo { advice-than }
advice-even = finisce più o meno alla pari con { advice-than }; le simulazioni la favoriscono di poco
advise-no-cards = { seat-name } non ha carte: non c'è nessuna mossa da classificare.
advise-discard = scarta la carta { $card }: nessuna carta può muovere un piolo (RULES 7)
advise-joker = spende un jolly
advise-peg =
    { $owner ->
        [you] il tuo piolo
       *[other] il piolo { owner }
    }
advise-peg-on = { advise-peg } su { $place }
advise-lead-peg =
    { $owner ->
        [you] il tuo piolo più avanzato
       *[other] il piolo più avanzato { owner }
    }
advise-bump = rimanda { $peg } alla partenza
advise-in-spot = manda { $peg } al suo punto d'ingresso { $to }
advise-win = fa vincere la partita alla tua squadra
advise-out = fa uscire { $peg } su { $to }
advise-home = porta { $peg } a casa in { $to }
advise-deeper = muove { $peg } più dentro casa, da { $from } a { $to }
advise-move =
    muove { $peg } { $way ->
        [back] indietro
       *[on] avanti
    } da { $from } a { $to } ({ $left ->
        [one] { $left } buco
       *[other] { $left } buchi
    } dal suo punto d'ingresso)
advise-leaves = lascia { $peg } { $where }: { seat-name }, che gioca dopo, può colpirlo { $odds }
advise-in-front = { $holes } buchi davanti al piolo { owner }
advise-exposed = scoperto
advise-odds-certain = di sicuro
advise-odds = con una probabilità del { $chance }%
advise-odds-one-in = con una probabilità del { $chance }% (circa 1 su { $one })
advise-out-of-reach = porta { $peg } fuori dalla portata { owner }

advice-calibration-title = La probabilità di vittoria è onesta?
advice-calibration-said = probabilità detta ({ $positions } posizioni di partite mai viste)
advice-calibration-won = quota di quelle partite vinte
