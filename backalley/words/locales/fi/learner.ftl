# Back Alley oppijan paikalta (oppitunnin tarina): oppija on "sinä".

learner-who =
    { $seat ->
       *[0] Sinä
        [1] Vasemmalla puolellasi istuva pelaaja
        [2] Parisi
        [3] Oikealla puolellasi istuva pelaaja
    }
learner-card =
    { $rank ->
        [big] Iso Blooper
        [little] Pikku Blooper
       *[other] { suit } { learner-rank }
    }
learner-card-start =
    { $rank ->
        [big] Iso Blooper
        [little] Pikku Blooper
       *[other] { $suit ->
           *[spades] Pata
            [hearts] Hertta
            [diamonds] Ruutu
            [clubs] Risti
        } { learner-rank }
    }
learner-rank =
    { $rank ->
        [ace] ässä
        [king] kuningas
        [queen] kuningatar
        [jack] jätkä
       *[other] { $rank }
    }
learner-dealt =
    { learner-who } { $seat ->
        [0] jaat
       *[other] jakaa
    }{ $redeals ->
        [0] {""}
       *[other] {" "}uudelleen
    }: { $size ->
        [one] { $size } kortti
       *[other] { $size } korttia
    } kullekin. { learner-card-start } käännetään, joten { $trump ->
        [none] tässä jaossa ei ole valttia
       *[other] valttimaa on { $trump ->
           *[spades] pata
            [hearts] hertta
            [diamonds] ruutu
            [clubs] risti
        }
    }.
learner-blooper =
    { learner-who } { $seat ->
        [0] luovut
       *[other] luopuu
    } kortista { learner-card } ja { $seat ->
        [0] otat
       *[other] ottaa
    } sen sijaan pakan päällimmäisen kortin.
learner-bid =
    { learner-who } { $bid ->
        [pass] { $seat ->
            [0] passaat
           *[other] passaa
        }
        [board] { $seat ->
            [0] tarjoat
           *[other] tarjoaa
        }: { board-name }
       *[other] { $seat ->
            [0] tarjoat
           *[other] tarjoaa
        } { $bid }
    }.
learner-all-passed = Kaikki neljä passasivat, joten kortit jaetaan uudelleen: tätä jakoa ei lasketa.
learner-played =
    { learner-who } { $seat ->
        [0] pelaat
       *[other] pelaa
    } kortin { learner-card }.
learner-trick =
    { learner-who } { $seat ->
        [0] voitat
       *[other] voittaa
    } tikin.
learner-scored = Jako on laskettu: { $ours } sinulle ja parillesi, { $theirs } vastustajille.
learner-over-draw = Peli on päättynyt tasapeliin: pisteet { $a } ja { $b }.
learner-over-win =
    Peli on päättynyt: { $winner ->
       *[0] sinä ja parisi voititte
        [1] vastustajat (vasemmalla ja oikealla) voittivat
    }, pisteet { $a } ja { $b }.
