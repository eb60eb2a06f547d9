# Una situazione di Back Alley descritta (backalley show FILE): posti e squadre per numero,
# carte in notazione (come le scrive il file: 5C, QS, BB, LB).

show-header = Back Alley: smazzata { $deal } di 25, { $size ->
        [one] { $size } carta
       *[other] { $size } carte
    } a testa, mazziere il posto { $dealer }{ $redeals ->
        [0] {""}
       *[other] , ridistribuzione { $redeals }
    }
show-turned-trump = girata { $card }: briscola { suit }
show-turned-blooper = girata { $card }: nessuna briscola (è uscito un blooper)
show-bids = dichiarazioni: { $bids }
show-bid = posto { $seat } { $bid ->
        [pass] passo
        [board] cappotto
       *[other] { $bid }
    }
show-contracts = contratti: { $contracts }
show-contract = squadra { $team } { $tricks ->
        [board] { board-name }
       *[other] { $tricks }
    }
show-trick = presa: { $trick }
show-trick-led = presa (aperta dal posto { $leader }): { $trick }
show-taken = prese fatte: { $taken }; briscola nell'ultima presa: { $trumped ->
        [yes] sì
       *[no] no
    }
show-unknown-tricks = prese precedenti: non sono nel file, quindi le loro carte sono sconosciute
show-scores = punteggio: squadra 0 { $first }, squadra 1 { $second }
show-hand = posto { $seat } (squadra { $team }): { $hand }
show-over-draw = partita finita: pareggio
show-over-win = partita finita: vince la squadra { $team }
show-to-bid = tocca al posto { $seat } dichiarare
show-to-play = tocca al posto { $seat } giocare

suit =
    { $suit ->
       *[spades] picche
        [hearts] cuori
        [diamonds] quadri
        [clubs] fiori
    }
board-name =
    { $level ->
       *[1] cappotto
        [2] cappotto doppio
        [3] cappotto triplo
        [4] cappotto quadruplo
    }
