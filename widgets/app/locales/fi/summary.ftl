# Pelin loppu: tulos ja rivi kullekin paikalle.

app-end-win = { $winners } voittavat pelin!
app-end-both = Hyvin pelattu, { $winners }; { $losers }, parempi onni ensi kerralla.
app-end-won = Hyvin pelattu: joukkueesi voitti.
app-end-lost = Joukkueesi hävisi tällä kertaa.
app-end-not-over = Peli ei ole vielä päättynyt.
app-end-counts =
    { $moves ->
        [one] { $moves } siirto
       *[other] { $moves } siirtoa
    }, { $bumps ->
        [one] { $bumps } nappula lyöty lähtöön
       *[other] { $bumps } nappulaa lyöty lähtöön
    }.
app-end-seat =
    { $seat }: { $moves ->
        [one] { $moves } siirto
       *[other] { $moves } siirtoa
    }{ $bumps ->
        [0] {""}
        [one] , löi lähtöön { $bumps } nappulan
       *[other] , löi lähtöön { $bumps } nappulaa
    }{ $home ->
        [0] { $team_home ->
            [0] {""}
           *[other] , toi kotiin { fi-team-pegs }
        }
       *[other] { $team_home ->
            [0] , toi kotiin { fi-own-pegs }
           *[other] , toi kotiin { fi-own-pegs } ja { fi-team-pegs }
        }
    }{ $discards ->
        [0] {""}
        [one] , { $discards } kortti heitetty pois
       *[other] , { $discards } korttia heitetty pois
    }.
app-hint-title = Vihje
app-hint-marked = (paras siirto on merkitty laudalle)
app-hint-best = Paras:
# Omat ja joukkuetoverien nappulat, jotka paikka toi kotiin ($home, $team_home).
fi-own-pegs =
    { $home ->
        [one] { $home } oman nappulansa
       *[other] { $home } omaa nappulaansa
    }
fi-team-pegs =
    { $team_home ->
        [one] { $team_home } joukkuetoverin nappulan
       *[other] { $team_home } joukkuetoverin nappulaa
    }
