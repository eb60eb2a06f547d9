# Le parole dell'app di gioco (vedi en/app.ftl per che cosa contiene ogni argomento).

app-undo = Annulla
app-redo = Ripeti
app-computer-plays = Gioca il computer
app-pause = Pausa
app-pause-tip = metti in pausa i computer
app-continue = Continua
app-hint = Suggerimento
app-hint-tip = i tre migliori esiti diversi del tuo turno, e perché
app-high-contrast = Alto contrasto
app-high-contrast-tip = nero su bianco, linee spesse: per i proiettori
app-big-board = Tabellone grande
app-big-board-tip = il tabellone largo quanto la pagina
app-large-text = Testo grande
app-large-text-tip = parole più grandi, per un'aula
app-new-game = Nuova partita
app-play-again = Gioca ancora
app-change-settings = Cambia le impostazioni
app-hide-hands = Nascondi le carte degli altri giocatori
app-replay = Rivedi questo giro
app-replay-tip = passo per passo
app-step = Passo
app-back-to-game = Torna alla partita
app-keys = Fai clic sul tabellone, poi: i tasti 1-5 scelgono una carta, ←/→ un piolo, ↑/↓ una destinazione, Invio gioca, Esc annulla la scelta, u annulla la mossa, r la ripete.
app-whole-game = La partita intera
app-moves-help = Scegli una mossa per guardare indietro; gioca da lì per aprire una variante.
app-tab-story = Storia
app-tab-moves = Mosse
app-tab-settings = Impostazioni
app-language = Lingua
app-earlier = Precedenti
app-later = Successive
app-line = Linea
app-line-row =
    { $moves ->
        [one] Linea { $number } ({ $moves } mossa)
       *[other] Linea { $number } ({ $moves } mosse)
    }
app-this-round = Questo giro
app-no-move-yet = Ancora nessuna mossa in questa partita.

app-heading-players = Giocatori
app-heading-house-rules = Regole della casa
app-heading-looks = Aspetto
app-players = { $players } giocatori
app-seed = Seme (stesso seme, stessa distribuzione)
app-seat-human = Persona
app-seat-random = Computer: principiante
app-seat-greedy = Computer: bravo
app-seat-search = Computer: forte
app-level-random = principiante
app-level-greedy = bravo
app-level-search = forte
app-theme-light = Chiaro
app-theme-dark = Scuro
app-theme-high-contrast = Alto contrasto
app-motion-on = I pioli scivolano
app-motion-off = Nessun movimento
app-rule-nine = Un 9
app-rule-nine-split-forward = muove 9, si può dividere in avanti
app-rule-nine-forward-only = muove 9 in avanti, senza dividere
app-rule-nine-split-forward-back = si può dividere: una parte avanti, una indietro
app-rule-face-cards = J, Q, K
app-rule-face-cards-ten = muovono 10
app-rule-face-cards-eleven-twelve-thirteen = muovono 11, 12 e 13
app-rule-home-entry = Entrare in casa
app-rule-home-entry-compulsory = una mossa che ci sta deve entrare in casa
app-rule-home-entry-optional = si può passare oltre la casa
app-rule-team-pegs = Pioli del compagno
app-rule-team-pegs-any = si possono muovere sempre
app-rule-team-pegs-own-first = solo quando i tuoi sono tutti in casa
app-rule-joker-source = Il piolo del jolly
app-rule-joker-source-start-first = viene prima dall'area di partenza
app-rule-joker-source-any = può essere qualsiasi piolo non in casa
app-house-rule = { $question }: { $answer }
app-opening = Nuova partita a { $players } giocatori, seme { $seed }.
app-opening-house = Nuova partita a { $players } giocatori, seme { $seed }. Regole della casa: { $rules }.
app-error-players = Una partita ha 4, 6 o 8 giocatori, non { $players }.
app-error-seat = Posto { $whose }: { $player } non è un giocatore di questa partita.
app-error-seed = Il seme deve essere un numero intero da 0 in su, non { $seed }.
app-new-game-failed = La nuova partita non è potuta cominciare: { $reason } La partita in corso continua.

app-replay-paused = in pausa
app-replay-playing = in corso
app-banner-replay-move = Replay, mossa { $shown } di { $total } ({ $state }): { $said }
app-banner-replay-start =
    { $total ->
        [one] Replay di questo giro: { $total } mossa ({ $state }). Premi Passo.
       *[other] Replay di questo giro: { $total } mosse ({ $state }). Premi Passo.
    }
app-banner-won = Partita finita: vincono { $winners }!
app-banner-you = Turno { $whose } — tocca a te
app-banner-you-paused = Turno { $whose } — tocca a te, i computer aspettano dopo questa mossa
app-banner-person = Turno { $whose } — gioca una persona
app-banner-person-paused = Turno { $whose } — gioca una persona, i computer aspettano dopo questa mossa
app-banner-computer = Turno { $whose } — computer ({ $level })
app-banner-computer-paused = Turno { $whose } — computer ({ $level }), in pausa
app-prompt-replay = Sul tabellone c'è un replay: Passo, Pausa o Continua, poi Torna alla partita.
app-prompt-paused = Muove { $seat }: i computer sono in pausa (premi Continua).
app-hand = Mano { $whose }
app-hand-computer = Mano { $whose } (computer)
app-nothing-to-replay = Ancora niente da rivedere: non è stata fatta nessuna mossa.
app-replay-on-board = Sul tabellone c'è un replay: premi «Torna alla partita» per continuare a giocare.

app-resume = Riprendi quella partita
app-fresh = Gioca questa nuova partita
app-save-file = Salva un file di partita
app-open-file = Apri un file di partita o di posizione
app-game-files = File di partita
app-offer =
    { $moves ->
        [one] Qui è conservata una partita in corso: { $players } giocatori, { $moves } mossa, salvata alle { $time }.
       *[other] Qui è conservata una partita in corso: { $players } giocatori, { $moves } mosse, salvata alle { $time }.
    }
app-kept-left = La partita conservata non si è potuta leggere ({ $why }) e resta com'è: questa partita non sarà conservata accanto al notebook. Salva un file di partita per tenerla.
app-kept-moved = La partita conservata non si è potuta leggere ({ $why }). È stata messa da parte come { $name }, e da ora si conserva questa partita.
app-kept-resumed = La partita conservata è ripresa.
app-cannot-keep = Questa partita non si può conservare accanto al notebook ({ $why }): salva un file di partita per tenerla.
app-download = Scarica { $name }
app-file-refused = Quel file non è stato aperto: { $reason }. La partita in corso continua.
app-file-opened = Il file di partita è stato aperto.
app-from-position = Nuova partita a { $players } giocatori da una posizione.
app-position-won = quella posizione è già vinta: non resta niente da giocare
app-position-no-hands = in quella posizione { $seats } non hanno carte: dai a ogni posto la sua mano

editor-cannot-start = Da qui non può cominciare nessuna partita: { $reason }
editor-started = Da questa posizione è cominciata una partita, qui sotto; le modifiche qui continuano senza cambiarla.

app-note-your-peg = { $seat }, il tuo compagno, ha mosso il tuo piolo.
app-note-their-peg = { $seat }, compagno { $whose }, ha mosso il piolo { $whose }.
app-move-start = inizio

app-file-move-refused = la mossa { $number } ({ $move }) non si può giocare lì: { $reason }
app-file-not-object = il file di partita non è un oggetto JSON
app-file-format = il formato del file di partita deve essere { $format }, non { $found }
app-file-format-position = il formato del file di partita deve essere { $format }, non { $found } (è un file di posizione: inizia una partita da lì)
app-file-start-wrong = la sua posizione iniziale è sbagliata: { $reason }
app-file-moves-list = 'moves' deve essere una lista di mosse in notazione, come "KS 2:S-T44"
app-file-too-many-moves = il file di partita ha { $moves } mosse: al massimo { $most }
app-file-shown = 'shown' deve essere un numero intero da 0 a { $most }, non { $found }
app-file-unknown-keys = il file di partita ha chiavi che non conosce: { $keys }
app-file-unknown-settings = 'settings' ha chiavi che non conosce: { $keys }
app-file-settings-object = 'settings' deve essere un oggetto (giocatori, posti, seme, aspetto)
app-file-players = 'settings' dice { $found } giocatori ma la posizione iniziale ne ha { $players }
app-file-seats = 'seats' deve essere una lista di giocatori: "human" o il nome di un computer
app-file-big-board = 'big_board' deve essere true o false, non { $found }
app-file-settings-wrong = le sue impostazioni sono sbagliate: { $reason }

app-store-too-big = la partita conservata { $path } è di { $size } byte: al massimo { $most }
app-store-unreadable = la partita conservata { $path } non si può leggere: { $why }
