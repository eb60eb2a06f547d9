# Lauta kuvattuna (pegs show --describe), yksi lause riviä kohden.

spot-come-out =
    { $owner ->
        [own] omassa ulostuloreiässään
       *[other] { owner-gen } ulostuloreiässä
    }
spot-in-spot =
    { $owner ->
        [own] omassa sisääntuloreiässään
       *[other] { owner-gen } sisääntuloreiässä
    }
spot-past-come-out =
    { holes } { $owner ->
        [own] oman ulostuloreikänsä jälkeen
       *[other] { owner-gen } ulostuloreiän jälkeen
    }
spot-before-come-out =
    { holes } ennen { $owner ->
        [own] omaa ulostuloreikäänsä
       *[other] { owner-gen } ulostuloreikää
    }
spot-before-in-spot =
    { holes } ennen { $owner ->
        [own] omaa sisääntuloreikäänsä
       *[other] { owner-gen } sisääntuloreikää
    }
spot-off = laudan ulkopuolella

describe-teams = { $players } pelaajaa kahdessa joukkueessa: { $first } – { $second }.
describe-over = Peli on päättynyt: { $winners } voittivat.
describe-turn = Vuorossa on { seat-name }.
describe-turn-holding = Vuorossa on { seat-name }, kädessä { count-cards }.
describe-dealt = { seat-name } jakoi kortit.
describe-piles-draw = { $draw ->
        [0] Nostopakka on tyhjä
       *[other] Nostopakassa on { $draw ->
            [1] yksi kortti
            [2] kaksi korttia
            [3] kolme korttia
            [4] neljä korttia
            [5] viisi korttia
           *[other] { $draw } korttia
        }
    }.
describe-piles-discard = Poistopakassa on { $discard ->
        [0] ei yhtään korttia
        [1] yksi kortti
        [2] kaksi korttia
        [3] kolme korttia
        [4] neljä korttia
        [5] viisi korttia
       *[other] { $discard } korttia
    }, päällimmäisenä { card }.
describe-piles-both = { $draw ->
        [0] Nostopakka on tyhjä
       *[other] Nostopakassa on { $draw ->
            [1] yksi kortti
            [2] kaksi korttia
            [3] kolme korttia
            [4] neljä korttia
            [5] viisi korttia
           *[other] { $draw } korttia
        }
    } ja poistopakassa { $discard ->
        [0] ei yhtään korttia
        [1] yksi kortti
        [2] kaksi korttia
        [3] kolme korttia
        [4] neljä korttia
        [5] viisi korttia
       *[other] { $discard } korttia
    }, päällimmäisenä { card }.
describe-seat = { seat-name } (parina { $mates }): { $where }.
describe-holds = Kädessä { count-cards }.
describe-hand = Käsi: { $hand }.
describe-hand-empty = Käsi: ei yhtään korttia.

pegs-all-in-start = { $count ->
        [1] ainoa nappula
        [2] molemmat
        [3] kaikki kolme
        [4] kaikki neljä
        [5] kaikki viisi
       *[other] kaikki { $count }
    } lähtöalueella
pegs-in-start = { $count } lähtöalueella
pegs-on-track = yksi { $where }, { $to_go ->
        [one] { $to_go } reikä
       *[other] { $to_go } reikää
    } omaan sisääntuloreikään
pegs-home-one = yksi kotialueella, paikassa { $place }
pegs-home-many = { $count ->
        [2] kaksi nappulaa
        [3] kolme nappulaa
        [4] neljä nappulaa
        [5] viisi nappulaa
       *[other] { $count } nappulaa
    } kotialueella, paikoissa { $places }
