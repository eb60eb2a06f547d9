# Le parole proprie delle schermate di lezione: i pulsanti e le righe comuni a ogni lezione, la
# lezione del corso, la tabella della pagina iniziale e il campo della classe (italiano).

shell-back = Indietro
shell-again = Riprova
shell-show = Mostrami
shell-next = Avanti
shell-where =
    { $kind ->
        [step] Passo
       *[screen] Schermata
    } { $number } di { $total }
shell-hint = Suggerimento: { $hint }

lesson-aids = Etichette del tabellone (numeri dei buchi, legenda, direzione)
lesson-discard = Scarta la carta
lesson-discard-tip = Scarta la carta scelta senza muovere
lesson-demo = Mostrami la mossa
lesson-review = Ripassa
lesson-the-move = La mossa: { $move }
lesson-hand-choose = Fai clic sulla carta
lesson-hand = La tua mano
lesson-progress =
    { $solved ->
        [yes] { $where } ✓ risolto · { $done } esercizi su { $total } fatti
       *[no] { $where } · { $done } esercizi su { $total } fatti
    }

ladder-hint = Suggerimento
ladder-rule = Mostra la regola
ladder-hint-cost = Una spinta: l'esercizio potrà dare al massimo 2 stelle
ladder-rule-cost = La regola, con il tabellone segnato: al massimo 1 stella
ladder-show-cost = La risposta: nessuna stella, e l'esercizio torna per il ripasso
stars-earned = Stelle per questo esercizio: { $stars }
stars-left =
    { $stars } { $left ->
        [0] Questo esercizio ora non dà nessuna stella.
        [one] Questo esercizio ora può dare { $left } stella.
       *[other] Questo esercizio ora può dare { $left } stelle.
    }

do-next = Premi Avanti per proseguire (o Riprova per rifarlo ancora).
do-again-or-next = Premi Riprova per farlo da solo, o Avanti per proseguire.
do-again = Premi Riprova per un altro tentativo.
do-click-place = Fai clic sul posto nel tabellone.
do-click-card = Fai clic su una carta.
do-click-answer = Fai clic su una risposta.
do-click-hole = Fai clic su un buco, un'area di partenza o un posto della casa.
do-answer-again = Premi Riprova per rispondere ancora, o Avanti per proseguire.
do-another-go = Premi Riprova per un altro tentativo, o Avanti per proseguire.
do-by-card = Rispondi facendo clic su una carta.
do-by-button = Rispondi con uno dei pulsanti.
do-watch = Premi «Mostrami la mossa» per vederla giocare.
demo-failed = Questa dimostrazione non si è potuta giocare: { $why }

board-choose = Fai clic su una carta, poi sul piolo da muovere, poi su dove va.
board-second-peg = Fai clic sul secondo piolo della divisione, poi su dove va.
board-pick-peg = Fai clic sul piolo da muovere con { $card }.
board-target = Fai clic su dove va il piolo (fai di nuovo clic sul piolo per posarlo).
board-no-peg = Lì non c'è nessun piolo: fai clic su un piolo.
board-opponent = Questo è { $peg }, un avversario: { $mover } muove solo i pioli della propria squadra.
board-own-start-home = Un piolo può andare solo nella propria area di partenza o nella propria casa: fai clic su un buco o sulla sua casa.
board-put-down = Piolo posato: fai clic su un piolo.
board-first-part = Questa è la prima parte di una divisione: ora fai clic sul secondo piolo.

steps-checkpoint = Punto di controllo { $number } di { $total }
steps-score = Risultato del punto di controllo
score-left = { $answered } esercizi del punto di controllo su { $total } con risposta: torna Indietro per finire gli altri { $left }.
score = Risultato del punto di controllo: { $score } su { $total } giusti al primo tentativo. { $stars } { $verdict }

index-chapter = Capitolo
index-solved = Esercizi risolti
index-checkpoint = Punto di controllo
index-stars = Stelle
index-solved-count = { $count } su { $total }
index-not-yet = non ancora
index-refresh = Rileggi i miei progressi
index-review = Ripassa
index-handout = Scrivi una scheda da stampare
review-chapter = Ripasso

class-title = La classe del tuo insegnante (facoltativo)
class-intro = Se il tuo insegnante ti dà un codice di classe, scrivilo qui con il tuo nome: ogni esercizio che risolvi e le tue stelle vengono allora inviati al server dei tavoli del tuo insegnante. Senza codice di classe niente esce da questo computer.
class-server = Server
class-code = Codice di classe
class-name = Il tuo nome
class-join = Entra nella classe
class-leave = Lascia la classe
class-joined = Sei nella classe { $code } come { $name }: i tuoi progressi vanno a { $server }.
class-waiting =
    I progressi di { $count ->
        [one] { $count } capitolo aspettano
       *[other] { $count } capitoli aspettano
    } di essere inviati; si riprova mentre lavori.
class-all-sent = Il tuo insegnante ha tutti i tuoi progressi.
class-unreachable = Il server { $server } non si è potuto raggiungere ({ $why }); i tuoi progressi restano qui e vengono inviati appena possibile.
class-refused = Il server non ha accettato i tuoi progressi: { $why }
class-no-class = Il server non ha nessuna classe { $code }: controlla il codice di classe con il tuo insegnante.
class-left = Non sei in nessuna classe: non viene inviato niente.
class-bad-code = Un codice di classe è fatto di 4-12 lettere e cifre, come lo ha scritto il tuo insegnante.
class-bad-name = Scrivi il tuo nome (da 1 a 40 caratteri) così il tuo insegnante sa chi sei.
class-bad-server = L'indirizzo del server inizia con http:// o https://, come lo ha scritto il tuo insegnante.
class-not-saved = Non si è potuta ricordare la classe nel tuo file dei progressi ({ $why }).

scenario-show = Mostra la risposta
scenario-task = Il tuo compito: { $task }
scenario-card = La tua carta: { $card }
scenario-try = Prova una mossa e guarda che cosa succede.
scenario-look = Guarda il tabellone.
scenario-again-or-next = Premi Riprova per un altro tentativo, o Avanti per il passo successivo.
scenario-choose-card = Scegli una carta dalla mano.
scenario-no-card = Qui non c'è nessuna carta da giocare.
scenario-discard-again = Nessun piolo può muoversi: scegli di nuovo la carta { $card } per scartarla.
scenario-card-stuck = La carta { $card } qui non può muovere un piolo: scegli un'altra carta.
scenario-split = La carta { $card } è divisa: fai clic sul secondo piolo.
scenario-pick-peg = Fai clic su un piolo da muovere con { $card }.
scenario-target = Fai clic su dove va il piolo.
scenario-moved = Hai fatto la tua mossa: premi Riprova, o Avanti.
scenario-no-redo = Un passo di lezione non si può rifare: fai una mossa, o premi Riprova (u).
scenario-no-answer = Questo passo non ha esercizi: non c'è nessuna risposta da mostrare.
scenario-not-allowed = Non permesso: { $why }.
scenario-one-answer = Una risposta: { $story }

progress-not-a-file = I tuoi progressi non vengono salvati: { $path } non è un file normale, quindi non viene toccato.
progress-where =
    { $kept ->
        [none] i tuoi progressi restano finché questo notebook non si chiude
       *[other] i tuoi progressi sono salvati in { $kept } accanto a esso
    }
progress-blocked = Non si è potuto leggere il tuo file dei progressi { $path } ({ $why }); resta com'è, e { progress-where }.
progress-meanwhile = Nel frattempo { progress-where }.
progress-damaged = Il tuo file dei progressi { $name } contiene un record che non si è potuto leggere (capitolo { $chapters }; { $chapter }: { $why }). Resta nel file com'era, e quel capitolo ricomincia da capo qui; gli altri capitoli sono salvi.
progress-stuck = Non si è potuto né leggere ({ $why }) né spostare il tuo file dei progressi { $name }, quindi resta com'è.
progress-set-aside = Non si è potuto leggere il tuo file dei progressi { $name } ({ $why }); è stato conservato come { $aside }, e i progressi ricominciano da capo.
progress-replaced = Il tuo record precedente del capitolo { $chapter }, che non si è potuto leggere, è stato conservato come { $aside }; il record di questa sessione per quel capitolo lo sostituisce.
progress-not-saved = Non si sono potuti salvare i tuoi progressi ({ $why }); restano finché questo notebook non si chiude.
