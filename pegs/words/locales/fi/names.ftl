# Asioiden nimet: paikkojen värit, kortit, lukumäärät ja luettelot (suomi).
# Termit (nimet, jotka alkavat "-"-merkillä) kantavat nimen sijamuodot: nominatiivi ja genetiivi.

-blue = { $case ->
   *[nom] Sininen
    [gen] Sinisen
}
-orange = { $case ->
   *[nom] Oranssi
    [gen] Oranssin
}
-green = { $case ->
   *[nom] Vihreä
    [gen] Vihreän
}
-purple = { $case ->
   *[nom] Violetti
    [gen] Violetin
}
-sky = { $case ->
   *[nom] Taivaansininen
    [gen] Taivaansinisen
}
-red = { $case ->
   *[nom] Punainen
    [gen] Punaisen
}
-black = { $case ->
   *[nom] Musta
    [gen] Mustan
}
-yellow = { $case ->
   *[nom] Keltainen
    [gen] Keltaisen
}

seat-name =
    { $seat ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }

# Kenen maamerkki ($owner), genetiivissä: "Sinisen".
owner-gen =
    { $owner ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }

holes =
    { $holes ->
        [one] { $holes } reikä
       *[other] { $holes } reikää
    }

count-cards =
    { $cards ->
        [0] ei yhtään korttia
        [1] yksi kortti
        [2] kaksi korttia
        [3] kolme korttia
        [4] neljä korttia
        [5] viisi korttia
       *[other] { $cards } korttia
    }

# Kortti: maa ensin ("hertta kuningas", "pata 7"), jokeri sellaisenaan.
card =
    { $rank ->
        [joker] jokeri
       *[other]
            { $suit ->
               *[spades] pata
                [hearts] hertta
                [diamonds] ruutu
                [clubs] risti
            } { $rank ->
                [ace] ässä
                [jack] jätkä
                [queen] kuningatar
                [king] kuningas
               *[other] { $rank }
            }
    }

list-2 = { $a } ja { $b }
list-3 = { $a }, { $b } ja { $c }
list-4 = { $a }, { $b }, { $c } ja { $d }
list-5 = { $a }, { $b }, { $c }, { $d } ja { $e }

# Kenen maamerkki, yksinään: "oma" tai "Sinisen" (paikkaviestit valitsevat muodon itse).
owner =
    { $owner ->
        [own] oma
       *[other] { owner-gen }
    }
