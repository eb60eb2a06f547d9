# Siirron tarina (sovelluksen tarina, pegs playn kertomus): yksi lause tapahtumaa tai siirtoa kohden.

story-moves =
    { $kind ->
        [jump-out] hyppää lähtöalueelta ja on nyt { $where }
        [come-out] tulee lähtöalueelta omaan ulostuloreikäänsä
        [inside-home] siirtyy kotialueen sisällä { story-steps } paikkaan { $home }
        [into-home] siirtyy { story-steps } kotialueelle paikkaan { $home }
        [back] siirtyy { story-steps } taaksepäin ja on nyt { $where }
        [jump] hyppää ja on nyt { $where }
       *[forward] siirtyy { story-steps } ja on nyt { $where }
    }
story-steps =
    { $steps ->
        [one] { $steps } reiän
       *[other] { $steps } reikää
    }
story-seat-gen =
    { $seat ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
story-clause =
    { $mover ->
        [yes] nappula
       *[no] { story-seat-gen } nappula
    } { story-moves }
story-played =
    { seat-name } { $discarded ->
        [yes] heittää pois
       *[no] pelaa
    } kortin { card }.
story-peg-moved = { story-seat-gen } nappula { story-moves }.
story-entered-home = { story-seat-gen } nappula menee kotialueelle paikkaan { $home }.
story-bumped = { story-by } lyö { $where } olevan { story-seat-gen } nappulan takaisin sen lähtöalueelle.
story-sent = { story-by } lähettää { $where } olevan { story-seat-gen } nappulan sen omaan sisääntuloreikään.
story-by =
    { $by ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
story-drew-card = { seat-name } nostaa kortin { card }.
story-drew-hidden =
    { seat-name } nostaa { $cards ->
        [1] kortin
        [2] kaksi korttia
        [3] kolme korttia
        [4] neljä korttia
        [5] viisi korttia
       *[other] { $cards } korttia
    }.
story-drew-list = { seat-name } nostaa kortit { $hand }.
story-the-card = { card }
story-reshuffled =
    { $cards ->
        [0] Yhtään poistopakan korttia ei sekoiteta
        [1] Poistopakan ainoa kortti sekoitetaan
       *[other] Poistopakan { $cards } korttia sekoitetaan
    } uudeksi nostopakaksi.
story-won-team = { story-seat-gen } joukkue voittaa pelin.
story-won = { $winners } voittavat pelin.
story-plays =
    { seat-name } pelaa { $rank ->
        [ace] ässän
        [jack] jätkän
        [queen] kuningattaren
        [king] kuninkaan
        [joker] jokerin
       *[other] kortin { $rank }
    }
story-discarded = { seat-name } heittää pois kortin { card } siirtämättä.
story-head = { $played }: { $clauses }.
story-then = { $a }, sitten { $b }
story-bumping = { $clause } ja lyö { story-seat-gen } nappulan takaisin sen lähtöalueelle
story-sending = { $clause } ja lähettää { story-seat-gen } nappulan sen omaan sisääntuloreikään
story-alone = { $clause }.
