# Back Alley dal posto di chi impara (la storia della lezione): chi impara è "tu".

learner-who =
    { $seat ->
       *[0] Tu
        [1] Il giocatore alla tua sinistra
        [2] Il tuo compagno
        [3] Il giocatore alla tua destra
    }
learner-card =
    { $rank ->
        [big] il Blooper grande
        [little] il Blooper piccolo
        [ace] l'asso di { suit }
        [8] l'8 di { suit }
        [queen] la donna di { suit }
       *[other] il { learner-rank } di { suit }
    }
learner-card-start =
    { $rank ->
        [big] Il Blooper grande
        [little] Il Blooper piccolo
        [ace] L'asso di { suit }
        [8] L'8 di { suit }
        [queen] La donna di { suit }
       *[other] Il { learner-rank } di { suit }
    }
learner-rank =
    { $rank ->
        [king] re
        [jack] fante
       *[other] { $rank }
    }
learner-dealt =
    { learner-who } { $seat ->
        [0] distribuisci
       *[other] distribuisce
    }{ $redeals ->
        [0] {""}
       *[other] {" "}di nuovo
    }: { $size ->
        [one] { $size } carta
       *[other] { $size } carte
    } a testa. Si gira { learner-card }, quindi { $trump ->
        [none] in questa smazzata non c'è briscola
       *[other] la briscola è { $trump ->
           *[spades] picche
            [hearts] cuori
            [diamonds] quadri
            [clubs] fiori
        }
    }.
learner-blooper =
    { learner-who } { $seat ->
        [0] cedi
       *[other] cede
    } { learner-card } e { $seat ->
        [0] prendi
       *[other] prende
    } invece la prima carta del mazzo.
learner-bid =
    { learner-who } { $seat ->
        [0] dichiari
       *[other] dichiara
    } { $bid ->
        [pass] passo
        [board] { board-name }
       *[other] { $bid }
    }.
learner-all-passed = Tutti e quattro hanno passato, quindi si distribuisce di nuovo: questa smazzata non conta.
learner-played =
    { learner-who } { $seat ->
        [0] giochi
       *[other] gioca
    } { learner-card }.
learner-trick =
    { learner-who } { $seat ->
        [0] prendi
       *[other] prende
    } la presa.
learner-scored = La smazzata è contata: { $ours } a te e al tuo compagno, { $theirs } agli avversari.
learner-over-draw = La partita è finita: { $a } a { $b }, pareggio.
learner-over-win =
    La partita è finita: { $winner ->
       *[0] vincete tu e il tuo compagno
        [1] vincono gli avversari (a sinistra e a destra)
    }, { $a } a { $b }.
