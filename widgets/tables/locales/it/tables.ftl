# Le parole del server dei tavoli in italiano. Un { $nome } è riempito dalla pagina con un nome,
# un posto (nella forma semplice: "Blu", "Sud"), un codice o un numero.

error-bad-json = Non è stato possibile leggere la richiesta: invia un solo oggetto JSON.
error-too-big = La richiesta è troppo grande.
error-too-fast = Troppe richieste: aspetta un momento e riprova.
error-no-table = Non c'è nessun tavolo con questo codice della stanza (può essere scaduto o chiuso).
error-bad-token = Questa chiave non apre questo tavolo: entra di nuovo con il codice della stanza.
error-not-teacher = Solo l'insegnante del tavolo può farlo.
error-not-your-turn = Non è il tuo turno.
error-teacher-cannot-move = L'insegnante guarda il tavolo e non gioca un posto.
error-stale = Il gioco è andato avanti da quando hai guardato: guarda di nuovo e scegli di nuovo.
error-over = La partita è finita: non si possono fare altre mosse.
error-ended = L'insegnante ha chiuso questo tavolo.
error-seat-taken = Questo posto è già preso: scegline uno libero.
error-seat-computer = Questo posto lo gioca un computer: scegline uno libero.
error-bad-seat = A questo tavolo non c'è un posto così.
error-bad-name = Scrivi un nome da 1 a 40 caratteri.
error-bad-move = Una mossa è un testo, come lo scrive la riga di comando.
error-bad-revision = Invia la revisione che hai visto per ultima, come numero intero.
error-bad-id = Invia un id di comando da 1 a 64 lettere, cifre, trattini o trattini bassi.
error-bad-game = Scegli il gioco "pegs" o "backalley".
error-bad-players = Una partita di Pegs and Jokers ha 4, 6 o 8 giocatori.
error-bad-backalley-players = Back Alley si gioca in 4.
error-bad-seats = Indica un posto per ogni giocatore: una persona o un livello di computer che il gioco conosce.
error-bad-seed = Un seme è un numero intero.
error-bad-pace = Il ritmo è il numero di secondi tra due mosse del computer, da 0 a 10.
error-bad-rules = Non è stato possibile usare queste regole della casa.
error-bad-position = Non è stato possibile usare questo file di posizione.
error-not-found = Qui non c'è niente.
error-bad-paused = Invia {"{"}"paused": true{"}"} oppure {"{"}"paused": false{"}"}.
error-no-class = Non c'è nessuna classe con questo codice: controllalo con il tuo insegnante.
error-bad-report = Non è stato possibile leggere questo resoconto dei progressi.
error-bad-key = Invia la chiave che il tuo corso ha creato per te (da 22 a 200 lettere e cifre).
error-class-full = Questa classe ha già tutti gli studenti che può avere: chiedi al tuo insegnante.

page-student-title = Siediti a un tavolo
page-teacher-title = I tavoli della classe
page-code-label = Codice della stanza
page-name-label = Il tuo nome
page-look = Guarda il tavolo
page-choose-seat = Scegli un posto libero:
page-seat-free = { $seat }: libero, prendi questo posto
page-seat-person = { $seat }: { $name }
page-seat-computer = { $seat }: { $level }
page-seat-waiting = { $seat }: aspetta uno studente
page-you-are = Giochi con il colore: { $seat }.
page-your-turn = Tocca a te.
page-their-turn = Tocca a: { $seat }.
page-computer-turn = Tocca a: { $seat } (un computer).
page-game-over = La partita è finita.
page-table-ended = L'insegnante ha chiuso questo tavolo.
page-paused = L'insegnante ha messo in pausa i computer.
page-your-hand = Le tue carte
page-pick-card = Fai clic su una carta, poi su uno dei tuoi pioli, poi sul buco dove va.
page-pick-peg = Ora fai clic sul piolo da muovere.
page-pick-hole = Ora fai clic sul buco dove va il piolo.
page-pick-next = Ora fai clic sul prossimo piolo da muovere con la stessa carta.
page-discard = Scarta: { $card }
page-no-move = Nessun piolo può muoversi con questa carta.
page-bid-prompt = La tua dichiarazione:
page-bid-pass = Passo
page-bid-number = Dichiara { $number }
page-bid-board = Dichiara: { $board }
page-play-prompt = Fai clic su una carta per giocarla.
page-story = Che cosa è successo
page-lost = La connessione si è interrotta; riprovo.
page-back = Di nuovo connesso.
page-gone = Questo tavolo non è più aperto qui. Chiedi il codice della stanza al tuo insegnante.
page-new-table = Prepara un tavolo
page-game-label = Gioco
page-game-pegs = Pegs and Jokers
page-game-backalley = Back Alley
page-players-label = Giocatori
page-seat-label = { $seat }: chi gioca
page-person = uno studente
page-seed-label = Numero della smazzata (seme)
page-position-label = Oppure parti da un file di posizione (facoltativo)
page-position-bad = Questo file non è un file di posizione del gioco scelto.
page-pace-label = Secondi tra le mosse del computer
page-make = Prepara il tavolo
page-made = Il tavolo { $code } è pronto: gli studenti scrivono il codice o aprono il link.
page-join-link = Link per entrare
page-room-code = Codice della stanza { $code }
page-pause = Metti in pausa i computer
page-go-on = Lascia continuare i computer
page-end = Chiudi questo tavolo
page-end-sure = Chiudere il tavolo { $code }? Dopo nessuno potrà più giocarci.
page-give = Dai il posto { $seat } a un altro studente
page-given = Invia questo link allo studente che prende il posto { $seat }: { $link }
page-replay = Mostra l'ultimo giro
page-replay-none = Non è ancora stata fatta nessuna mossa.
page-show = Mostra sul grande schermo
page-no-tables = Ancora nessun tavolo: preparane uno qui sopra.
page-revision = Mosse fatte: { $count }
page-joker = Jolly
page-big-blooper = Blooper grande
page-little-blooper = Blooper piccolo
page-level-random = un computer che gioca a caso
page-level-greedy = un computer veloce
page-level-search = un computer forte
page-level-heuristic = un computer veloce
page-level-sampler = un computer forte
page-ba-trump = Briscola: { $suit }.
page-ba-no-trump = In questa smazzata non c'è briscola.
page-ba-trick = Sul tavolo: { $cards }.
page-ba-scores = Punteggio: Sud e Nord { $first }, Ovest ed Est { $second }.
page-suit-H = cuori
page-suit-D = quadri
page-suit-C = fiori
page-suit-S = picche
page-board = cappotto
page-gone-teacher = La chiave di questa pagina non apre nessun tavolo qui: prepara un nuovo tavolo.
page-classes-title = I progressi della classe nel corso
page-new-class = Crea un codice di classe
page-class-made = Codice di classe { $code }: gli studenti lo scrivono nella pagina iniziale del corso.
page-class-code = Codice di classe { $code }
page-class-students = studenti: { $count }
page-show-class = Mostra i progressi
page-no-classes = Ancora nessun codice di classe: creane uno per seguire i progressi nel corso.
page-no-students = Nessuno studente ha ancora inviato progressi a questa classe.
page-student = Studente
page-last-seen = Visto l'ultima volta
page-chapter-cell = { $stars } { $solved } su { $exercises }
page-download-csv = Scarica come CSV
page-language = Lingua

unreadable-move = Non è stato possibile leggere la mossa { $move }: { $why }
illegal-move = Questa mossa non è permessa: { $why }
rules-problem = Non è stato possibile preparare il tavolo: { $why }.
teacher-link = Il server dei tavoli è in funzione. Pagina dell'insegnante: { $url } (premi Ctrl-C per fermarlo).
bad-base = Non si può usare l'URL di base { $text }: indica un percorso come /services/pegs/ (lettere, cifre, punti, trattini e barre).
stopped = Il server dei tavoli si è fermato; ogni tavolo è conservato e torna al prossimo avvio.

ba-seat =
    { $seat ->
       *[0] Sud
        [1] Ovest
        [2] Nord
        [3] Est
    }
ba-card =
    { $card ->
        [big] il Blooper grande
        [little] il Blooper piccolo
       *[other] { $card }
    }
ba-dealt =
    Distribuisce { ba-seat }: { $size ->
        [one] { $size } carta
       *[other] { $size } carte
    } a testa. Si gira { ba-card }, quindi { $trump ->
        [none] in questa smazzata non c'è briscola
       *[other] la briscola è { $trump ->
           *[spades] picche
            [hearts] cuori
            [diamonds] quadri
            [clubs] fiori
        }
    }.
ba-blooper = { ba-seat } cede { ba-card } e prende al suo posto la prima carta del mazzo.
ba-bid =
    { ba-seat } { $bid ->
        [pass] passa
        [board] dichiara { $level ->
           *[1] cappotto
            [2] cappotto doppio
            [3] cappotto triplo
            [4] cappotto quadruplo
        }
       *[other] dichiara { $bid }
    }.
ba-all-passed = Tutti e quattro hanno passato, quindi si distribuisce di nuovo: questa smazzata non conta.
ba-played = { ba-seat } gioca { ba-card }.
ba-trick = { ba-seat } prende la presa.
ba-scored = La smazzata è contata: { $first } a Sud e Nord, { $second } a Ovest ed Est.
ba-over-draw = La partita è finita: { $a } a { $b }, pareggio.
ba-over-win =
    La partita è finita: { $winner ->
       *[0] vincono Sud e Nord
        [1] vincono Ovest ed Est
    }, { $a } a { $b }.

csv-student = studente
csv-last-seen = visto l'ultima volta (UTC)
csv-chapter = capitolo
csv-title = titolo
csv-solved = esercizi risolti
csv-exercises = esercizi
csv-stars = stelle
