# Il tabellone descritto (pegs show --describe), una frase per riga.

spot-come-out =
    { $owner ->
        [own] sul proprio spazio "uscita"
       *[other] sullo spazio "uscita" { owner-of }
    }
spot-in-spot =
    { $owner ->
        [own] sul proprio punto d'ingresso
       *[other] sul punto d'ingresso { owner-of }
    }
spot-past-come-out =
    a { holes } dopo { $owner ->
        [own] il proprio spazio "uscita"
       *[other] lo spazio "uscita" { owner-of }
    }
spot-before-come-out =
    a { holes } prima { $owner ->
        [own] del proprio spazio "uscita"
       *[other] dello spazio "uscita" { owner-of }
    }
spot-before-in-spot =
    a { holes } prima { $owner ->
        [own] del proprio punto d'ingresso
       *[other] del punto d'ingresso { owner-of }
    }
spot-off = fuori dal tabellone

describe-teams = { $players } giocatori in due squadre: { $first } contro { $second }.
describe-over = La partita è finita: hanno vinto { $winners }.
describe-turn = Tocca { seat-to }.
describe-turn-holding =
    Tocca { seat-to }, che { $cards ->
        [0] non ha carte in mano
       *[other] ha in mano { count-cards }
    }.
describe-dealt = Ha distribuito le carte { seat-the }.
describe-piles-draw =
    { $draw ->
        [0] Il mazzo da cui pescare è vuoto
       *[other] Il mazzo da cui pescare ha { $draw ->
            [1] una carta
            [2] due carte
            [3] tre carte
            [4] quattro carte
            [5] cinque carte
           *[other] { $draw } carte
        }
    }.
describe-piles-discard = La pila degli scarti ha { $discard ->
        [0] nessuna carta
        [1] una carta
        [2] due carte
        [3] tre carte
        [4] quattro carte
        [5] cinque carte
       *[other] { $discard } carte
    }, con { card-the } in cima.
describe-piles-both = { $draw ->
        [0] Il mazzo da cui pescare è vuoto e la pila degli scarti ha
       *[other] Il mazzo da cui pescare ha { $draw ->
            [1] una carta
            [2] due carte
            [3] tre carte
            [4] quattro carte
            [5] cinque carte
           *[other] { $draw } carte
        } e la pila degli scarti
    } { $discard ->
        [0] nessuna carta
        [1] una carta
        [2] due carte
        [3] tre carte
        [4] quattro carte
        [5] cinque carte
       *[other] { $discard } carte
    }, con { card-the } in cima.
describe-seat = { seat-name } (in squadra con { $mates }): { $where }.
describe-holds =
    { $cards ->
        [0] Non ha carte in mano
       *[other] Ha in mano { count-cards }
    }.
describe-hand = In mano: { $hand }.
describe-hand-empty = In mano: nessuna carta.

pegs-all-in-start = { $count ->
        [1] l'unico piolo
        [2] tutti e due
        [3] tutti e tre
        [4] tutti e quattro
        [5] tutti e cinque
       *[other] tutti e { $count }
    } nell'area di partenza
pegs-in-start = { $count } nell'area di partenza
pegs-on-track = uno { $where }, a { $to_go ->
        [one] { $to_go } buco
       *[other] { $to_go } buchi
    } dal proprio punto d'ingresso
pegs-home-one = uno in casa, al posto { $place }
pegs-home-many = { $count ->
        [2] due pioli
        [3] tre pioli
        [4] quattro pioli
        [5] cinque pioli
       *[other] { $count } pioli
    } in casa, ai posti { $places }
