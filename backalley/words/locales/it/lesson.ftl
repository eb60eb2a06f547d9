# La schermata della lezione di Back Alley: avanzamento, pulsanti, istruzioni e il tavolo in righe.

ba-lesson-progress = { $where } · { $solved } esercizi risolti su { $total }
ba-lesson-score = Hai risolto { $solved } esercizi su { $total }, { $first } al primo tentativo.
ba-lesson-demo-card = Mostrami la prossima carta
ba-lesson-demo-bid = Mostrami la prossima dichiarazione
ba-lesson-do-demo = Fai clic su «{ $button }» per guardare.
ba-lesson-do-again = Fai clic su «Riprova» per rispondere di nuovo.
ba-lesson-do-card = Fai clic su una carta della tua mano.
ba-lesson-do-answer = Fai clic sulla tua risposta.
ba-lesson-shown = Ecco la risposta. { $answer }
ba-lesson-rule = La regola: { $rule }
ba-lesson-your-hand = La tua mano
ba-lesson-seat =
    { $seat ->
       *[0] Tu
        [1] Sinistra
        [2] Compagno
        [3] Destra
    }
ba-lesson-deal = Smazzata { $deal } di { $deals }.
ba-lesson-deal-size =
    Smazzata { $deal } di { $deals }, { $size ->
        [one] { $size } carta
       *[other] { $size } carte
    } a testa.
ba-lesson-turned = Carta girata: { learner-card }.
ba-lesson-no-trump = Si è girato { learner-card }: niente briscola in questa smazzata.
ba-lesson-trump = Briscola: { suit } (girato { learner-card }).
ba-lesson-bid =
    { ba-lesson-seat } { $bid ->
        [pass] passo
        [board] { board-name }
       *[other] { $bid }
    }
ba-lesson-bids = Dichiarazioni: { $list }.
ba-lesson-score-line = Punteggio: tu e il tuo compagno { $ours }, gli avversari { $theirs }.
ba-lesson-taken = { ba-lesson-seat } { $count }
ba-lesson-tricks = Prese finora: { $list }.
ba-lesson-played = { ba-lesson-seat } { learner-card }
ba-lesson-on-table = Sul tavolo: { $list }.
ba-lesson-to-lead =
    { $seat ->
       *[0] Apri tu
        [1] Apre il giocatore alla tua sinistra
        [2] Apre il tuo compagno
        [3] Apre il giocatore alla tua destra
    }.
