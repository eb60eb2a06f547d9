# Il giudice della lezione di Back Alley: perché una risposta è giusta o sbagliata, dal posto di chi impara.

feedback-seat =
    { $seat ->
       *[0] tu
        [1] il giocatore alla tua sinistra
        [2] il tuo compagno
        [3] il giocatore alla tua destra
    }
feedback-bid =
    { $bid ->
        [pass] passo
        [board] { board-name }
       *[other] { $bid }
    }
feedback-or = { $first } o { $second }

feedback-right = Giusto! { $words }
feedback-not-quite = Non proprio. { $words }
feedback-unreadable = Non è stato possibile leggere la risposta. Riprova.
feedback-click-a-card = Fai clic su una delle carte della tua mano.
feedback-pick-a-choice = Scegli una delle risposte mostrate.

feedback-not-in-hand = { learner-card-start } non è nella tua mano.
feedback-would-not-win =
    Puoi giocare { learner-card }, ma { feedback-seat } { $seat ->
        [0] prenderesti
       *[other] prenderebbe
    } comunque la presa con { $best }.
feedback-allowed-not-asked = { learner-card-start } si può giocare, ma non è ciò che è stato chiesto.
feedback-wins-the-trick = { learner-card-start } è la carta più alta della presa: la prendi tu.
feedback-may-play-any = Puoi giocare { learner-card }: qui ogni carta della tua mano è ammessa.
feedback-may-play = Puoi giocare { learner-card }.
feedback-may-play-not = Puoi giocare { learner-card }. Non puoi giocare { $barred }: { $because }
feedback-play = Gioca { $which }. { $why }
feedback-choice = { $answer }. { $why }

feedback-trick-won =
    { learner-who } { $seat ->
        [0] prendi
       *[other] prende
    } la presa con { $best }: { $reason ->
        [trump-beats] una briscola batte ogni carta del seme di apertura.
        [highest-trump] è la briscola più alta della presa.
       *[highest-led] non è stata giocata nessuna briscola, ed è la carta più alta del seme di apertura.
    }
feedback-leads =
    { learner-who } { $seat ->
        [0] hai dichiarato
       *[other] ha dichiarato
    } { feedback-bid }, la dichiarazione più alta, quindi { $seat ->
        [0] apri tu
       *[other] apre { feedback-seat }
    }.
feedback-board-level =
    In questa smazzata { $before ->
        [one] è stato dichiarato { $before } cappotto
       *[other] sono stati dichiarati { $before } cappotti
    } prima di questo, quindi è un { board-name }.
feedback-team-bid-board = La tua squadra ha dichiarato { board-name }: il numero del compagno non conta più.
feedback-team-bid =
    Tu hai dichiarato { $mine ->
        [pass] passo
       *[other] { $mine }
    } e il tuo compagno { $theirs ->
        [pass] passo
       *[other] { $theirs }
    }: la dichiarazione della squadra è la somma dei due, { $total }.
feedback-trump-shown =
    La carta girata è { learner-card }, quindi { $trump ->
        [none] non c'è briscola.
       *[other] la briscola è { $trump ->
           *[spades] picche
            [hearts] cuori
            [diamonds] quadri
            [clubs] fiori
        }.
    }
feedback-may-lead =
    Puoi aprire con { learner-card }: { $reason ->
        [not-trump-any] non è una briscola, e con un altro seme si può sempre aprire.
        [only-trumps] hai solo briscole, e chi apre con solo briscole in mano può aprire con una di esse.
        [board] hai dichiarato cappotto, quindi puoi aprire con una briscola dopo la prima presa.
        [trump-last] nella presa precedente è stata giocata una briscola, quindi si può aprire con una briscola.
       *[not-trump] non è una briscola.
    }
feedback-may-not-lead = Non puoi aprire con { learner-card }: { $refused }
feedback-may-play-choice =
    { $answer }: { $reason ->
        [blooper-led] è stato aperto { $led }, ma non hai briscole, quindi puoi giocare qualsiasi carta.
        [cannot-follow] non puoi rispondere al seme di apertura, quindi puoi giocare qualsiasi carta.
       *[must-follow] devi rispondere al seme di apertura.
    }
feedback-redealt =
    Tutti e quattro hanno passato, quindi { $seat ->
        [0] distribuisci tu
       *[other] distribuisce { feedback-seat }
    } di nuovo lo stesso numero di carte, { $size } a testa; è ancora la smazzata { $deal } di 25.
feedback-hand-size =
    Nella smazzata { $deal } ciascuno ha { $size ->
        [one] { $size } carta
       *[other] { $size } carte
    }: { $way ->
       *[down] una in meno a ogni smazzata, a partire da 13
        [up] una in più a ogni smazzata, ripartendo da 1 dopo la smazzata 13
    }.
feedback-score-board =
    La tua squadra ha dichiarato { board-name } con { $size } carte e { $made ->
        [yes] ce l'ha fatta
       *[no] ha fatto solo { $took } prese
    }: 10 a presa fa { $base }, per { $level }, { $won ->
        [yes] vinti
       *[no] persi
    }: { $result }.
feedback-score-made =
    La tua squadra ha dichiarato { $contract } e ha fatto { $took } prese: 5 per { $contract } fa { $base }, più { $over ->
        [one] { $over } per la presa in più
       *[other] { $over } per le prese in più
    }: { $result }.
feedback-score-missed = La tua squadra ha dichiarato { $contract } ma ha fatto solo { $took } prese: perde 5 per ogni presa dichiarata, { $result }.

feedback-does-not-win =
    { learner-who } { $seat ->
        [0] hai giocato
       *[other] ha giocato
    } { learner-card }, che non prende: { $reason ->
        [higher-trump] è stata giocata una briscola più alta.
        [off-suit] una carta di un seme che non è quello di apertura non prende mai.
        [trumped] è stata giocata una briscola, e una briscola batte ogni carta del seme di apertura.
       *[higher-led] è stata giocata una carta più alta del seme di apertura.
    }
feedback-does-not-lead =
    { learner-who } { $seat ->
        [0] hai dichiarato
       *[other] ha dichiarato
    } { feedback-bid }, e non è la dichiarazione che apre. Confronta tutte e quattro le dichiarazioni.
feedback-wrong-board-level = Non è un { $chosen }: conta i cappotti dichiarati prima di questo in questa smazzata.
feedback-wrong-team-bid = Non { $chosen }: la dichiarazione di una squadra è la somma dei due numeri dei compagni.
feedback-wrong-score = Non { $chosen }. Conta di nuovo partendo dalla dichiarazione e dalle prese fatte dalla tua squadra.
feedback-wrong-trump = Non { $chosen }: guarda di nuovo la carta girata.
feedback-wrong-deal = Non quella smazzata: una smazzata che nessuno ha giocato non conta come una delle 25.
feedback-wrong-size = Non così tante carte: la ridistribuzione dà lo stesso numero di carte di prima.
feedback-wrong-result = Trova prima chi prende l'ultima presa, poi conta i punti delle dichiarazioni di entrambe le squadre.
feedback-wrong-hand-size = Non { $chosen }: le mani calano di una carta a ogni smazzata da 13 nella smazzata 1, poi crescono di nuovo dopo la smazzata 13.
feedback-wrong-may-play = Non sono queste le carte che puoi giocare. Pensa a cosa chiede l'obbligo a un giocatore che non ha briscole.
feedback-wrong = Non { $chosen }.

refusal-learner-first-lead-trump = { learner-card-start } è una briscola, e la prima carta di una smazzata non può essere una briscola finché hai un altro seme.
refusal-learner-trump-lead = { learner-card-start } è una briscola; nella presa precedente non è stata giocata nessuna briscola e non hai dichiarato cappotto, quindi non puoi aprire con una briscola finché hai un altro seme.
refusal-learner-blooper-duty =
    { $blooper ->
        [big] È stato aperto il Blooper grande, quindi devi giocare la tua briscola più alta
       *[little] È stato aperto il Blooper piccolo, quindi devi giocare la tua briscola più bassa
    }, e { learner-card } non è quella.
refusal-learner-follow-suit =
    Si è aperto con { learner-card } e hai { $followed ->
       *[trump] briscole
        [spades] carte di picche
        [hearts] carte di cuori
        [diamonds] carte di quadri
        [clubs] carte di fiori
    }: devi rispondere al seme.
refusal-learner-bid-first = Ogni giocatore dichiara prima che si giochi la prima carta.
refusal-learner-bidding-over = Le dichiarazioni sono finite: ogni giocatore dichiara una volta, e ora si giocano le carte.
refusal-learner-bid-too-high = Con { $cards } carte una dichiarazione numerica va da 1 a { $most }, oppure passo o cappotto.
refusal-learner-game-over = La partita è finita: tutte le 25 smazzate sono state giocate.
refusal-learner-not-an-action = Non è né una dichiarazione né una carta.
