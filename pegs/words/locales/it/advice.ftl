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
