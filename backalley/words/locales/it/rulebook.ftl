# Le regole che la lezione di Back Alley mostra sotto un giudizio; il rimando al regolamento resta in inglese.

rulebook-deals = Una partita è di 25 smazzate: 13 carte a testa, una in meno a ogni smazzata fino a 1, poi di nuovo su fino a 13 (RULES Part B, the deals).
rulebook-trump = Dopo la distribuzione si gira la carta successiva e il suo seme è briscola. Anche i due Blooper sono briscole, sopra l'asso (RULES Part B, trump).
rulebook-turned-joker = Quando si gira un Blooper, in quella smazzata non c'è briscola, e chi ha l'altro Blooper lo cede in cambio della prima carta del mazzo (RULES Part B, trump).
rulebook-bidding = Ogni giocatore dichiara una volta, a partire dalla sinistra del mazziere: passo, un numero da 1 a uno in meno delle carte in mano, oppure cappotto. La dichiarazione di una squadra è la somma dei suoi due numeri (RULES Part B, bidding).
rulebook-board = Cappotto vuol dire che la tua squadra farà tutte le prese. Un secondo cappotto nella stessa smazzata è un cappotto doppio, poi triplo, poi quadruplo (RULES Part B, bidding).
rulebook-all-pass = Se tutti e quattro passano, il mazziere successivo distribuisce di nuovo lo stesso numero di carte; la ridistribuzione non conta come una delle 25 smazzate (RULES Part B, bidding).
rulebook-leader = Chi ha dichiarato di più apre la prima presa: un cappotto batte qualsiasi numero, tra numeri uguali apre il primo, e tra i cappotti apre l'ultimo dichiarato (RULES Part B, play).
rulebook-first-lead = La prima carta di una smazzata non può essere una briscola, nemmeno per chi ha dichiarato cappotto, a meno che chi apre non abbia solo briscole (RULES Part B, play).
rulebook-only-trumps = Chi apre con solo briscole in mano può aprire con una briscola, a ogni apertura, anche la prima (RULES Part B, play).
rulebook-trump-lead = Dopo la prima presa si può aprire con una briscola solo se nella presa precedente è stata giocata una briscola, o se chi apre ha dichiarato cappotto, o se ha solo briscole (RULES Part B, play).
rulebook-follow = Rispondi al seme di apertura se puoi (i Blooper contano come briscole); se non puoi, gioca una carta qualsiasi (RULES Part B, play).
rulebook-trick = La briscola più alta prende la presa; se non ci sono briscole, prende la carta più alta del seme di apertura. Gli altri semi non prendono mai (RULES Part B, play).
rulebook-blooper-duty = Quando si apre con il Blooper grande ogni altro giocatore deve giocare la sua briscola più alta; quando si apre con il Blooper piccolo, la più bassa. Questo vale anche per il tuo compagno; chi non ha briscole gioca una carta qualsiasi (RULES Part B, play).
rulebook-score-number = Una dichiarazione numerica riuscita vale 5 per ogni presa dichiarata più 1 per ogni presa in più; mancata, perde 5 per ogni presa dichiarata (RULES Part B, scoring).
rulebook-score-board = Un cappotto riuscito vale 10 per ogni presa della smazzata, per 2, 3 o 4 se è doppio, triplo o quadruplo; mancato, perde altrettanto (RULES Part B, scoring).
rulebook-end = Dopo la 25ª smazzata vince la squadra con più punti; a punti pari è un pareggio (RULES Part B, end of the game).
