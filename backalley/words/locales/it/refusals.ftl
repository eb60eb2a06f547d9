# Rifiuti nel registro del motore (backalley play): posti per numero, carte in notazione.
# Il rimando che segue, "(RULES B, play)", indica una sezione del regolamento inglese.

refusal-game-over = la partita è finita dopo 25 smazzate
refusal-bidding-over = le dichiarazioni sono finite, ognuno dichiara una volta: gioca una carta
refusal-bid-too-high = con { $cards } carte una dichiarazione numerica va da 1 a { $most }, oppure passo o cappotto
refusal-not-an-action = non è una mossa: { $action }
refusal-bid-first = il posto { $seat } deve prima dichiarare: le carte si giocano dopo che tutti e quattro hanno dichiarato
refusal-not-held = il posto { $seat } non ha { $card }
refusal-first-lead-trump = la prima carta di una smazzata non può essere una briscola, nemmeno per chi ha dichiarato cappotto
refusal-trump-lead = si può aprire con una briscola solo se nella presa precedente è stata giocata una briscola o se chi apre ha dichiarato cappotto
refusal-blooper-duty =
    è stato aperto il { $blooper ->
        [big] Big Blooper
       *[little] Little Blooper
    }: devi giocare la tua briscola più { $blooper ->
        [big] alta
       *[little] bassa
    }, { $due }
refusal-follow-suit =
    devi rispondere al seme: hai { $followed ->
       *[trump] una briscola
        [spades] una carta di picche
        [hearts] una carta di cuori
        [diamonds] una carta di quadri
        [clubs] una carta di fiori
    }
illegal-action = mossa non consentita { $action } (smazzata { $deal }, posto { $seat }): { $reason }
