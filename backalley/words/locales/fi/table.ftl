# Back Alley -pöytä pelaajan paikalta: pelaaja istuu etelässä, pari pohjoisessa.

table-compass =
    { $seat ->
       *[0] Etelä
        [1] Länsi
        [2] Pohjoinen
        [3] Itä
    }
table-seat =
    { $seat ->
       *[0] sinä
        [1] Länsi
        [2] Pohjoinen
        [3] Itä
    }
table-seat-start =
    { $seat ->
       *[0] Sinä
        [1] Länsi
        [2] Pohjoinen
        [3] Itä
    }
table-plate =
    { $seat ->
       *[0] Sinä
        [1] Länsi
        [2] Pohjoinen · pari
        [3] Itä
    }
table-team =
    { $team ->
       *[0] Pohjoinen ja Etelä
        [1] Itä ja Länsi
    }
table-team-short =
    { $team ->
       *[0] Pohjoinen–Etelä
        [1] Itä–Länsi
    }
table-card =
    { $rank ->
        [big] Iso Blooper
        [little] Pikku Blooper
       *[other] { $card }
    }
table-cards-each =
    { $size ->
        [one] { $size } kortti kullekin
       *[other] { $size } korttia kullekin
    }
table-bid =
    { $bid ->
        [pass] passi
        [board] { board-name }
       *[other] { $bid }
    }
table-badge =
    { $bid ->
        [pass] PASSI
        [board] { $level ->
           *[1] LAUTA
            [2] 2× LAUTA
            [3] 3× LAUTA
            [4] 4× LAUTA
        }
       *[other] TARJOUS { $bid }
    }
table-tricks =
    { $took ->
        [one] { $took } tikin
       *[other] { $took } tikkiä
    }
table-points =
    { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
table-game-over-draw = Peli päättyi: tasapeli, { $a }–{ $b }.
table-game-over-win = Peli päättyi: { table-team } voittavat, { $a }–{ $b }.
table-result-draw = Tasapeli, { $a }–{ $b }.
table-result-win = { table-team } voittavat, { $a }–{ $b }.
table-redeal =
    Kaikki neljä pelaajaa passasivat, joten kukaan ei pelaa sitä kättä: kortit sekoitettiin ja jaettiin uudelleen, edelleen { table-cards-each }. Jako { $deal } on jaettu uudelleen { $redeals ->
        [1] kerran
        [2] kahdesti
       *[other] { $redeals } kertaa
    }; uusintajako ei ole yksi 25 jaosta. Tarjoa luku, jos uskot joukkueesi saavan tikkejä.
table-status =
    Jako { $deal }/{ $deals } · { table-cards-each } · { $symbol ->
        [none] ei valttia
       *[other] valtti { $symbol }
    } · { $seat ->
       *[0] Sinun vuorosi { $phase ->
            [bid] tarjota
           *[play] pelata kortti
        }
        [1] Lännen vuoro { table-doing }
        [2] Pohjoisen vuoro { table-doing }
        [3] Idän vuoro { table-doing }
    }.
table-doing =
    { $phase ->
        [bid] tarjota
       *[play] pelata kortti
    }
table-status-summary = Jako { $deal }/{ $deals } on päättynyt: lue yhteenveto alta.
table-refused-play = Et voi pelata korttia { table-card } nyt: { $why }{ table-rule }.
table-refused-bid =
    Et voi tarjota { $bid ->
        [pass] passia
        [board] { $level ->
           *[1] lautaa
            [2] tuplalautaa
            [3] kolminkertaista lautaa
            [4] nelinkertaista lautaa
        }
       *[other] { $bid }
    } nyt: { $why }{ table-rule }.
table-refused-other = Se ei ole nyt sallittua: { $why }{ table-rule }.
table-rule =
    { $rule ->
        [none] {""}
       *[other] {" "}(RULES { $rule })
    }
table-why-bid-first =
    { $seat ->
       *[0] sinun on tarjottava ensin
        [1] Lännen on tarjottava ensin
        [2] Pohjoisen on tarjottava ensin
        [3] Idän on tarjottava ensin
    }: kortit pelataan, kun kaikki neljä ovat tarjonneet
table-why-not-held =
    { $seat ->
       *[0] sinulla ei ole korttia
        [1] Lännellä ei ole korttia
        [2] Pohjoisella ei ole korttia
        [3] Idällä ei ole korttia
    } { table-card }
table-why-follow-suit =
    sinun on tunnustettava maata: sinulla on { $followed ->
       *[trump] valtti
        [spades] pata
        [hearts] hertta
        [diamonds] ruutu
        [clubs] risti
    }
table-over-new-game = Paina Uusi peli pelataksesi uudelleen.
table-wait-summary = Tämä jako on päättynyt: jatka painamalla Seuraava jako (tai napsauta pöytää).
table-not-your-turn =
    { $seat ->
        [1] Nyt on Lännen vuoro, ei sinun: odota, että Länsi pelaa.
       *[2] Nyt on Pohjoisen vuoro, ei sinun: odota, että Pohjoinen pelaa.
        [3] Nyt on Idän vuoro, ei sinun: odota, että Itä pelaa.
    }
table-problem = Tietokonepelaajat pysähtyivät: { $error }
table-trick = Tikki { $number }: { $plays }. { table-seat-start } { $seat ->
       *[0] voitit sen
        [1] voitti sen
        [2] voitti sen
        [3] voitti sen
    }.
table-led =
    { table-seat-start } { $seat ->
       *[0] avasit
        [1] avasi
        [2] avasi
        [3] avasi
    } { table-card }
table-played = { table-seat } { table-card }
table-history-title = Jaon { $deal } tikit
table-history-none = Jaon { $deal } tikit: ei vielä yhtään.
table-summary-head = Jako { $deal }/{ $deals } ({ table-cards-each }) on päättynyt.
table-summary-bid =
    { table-seat } { $bid ->
        [pass] passasi
       *[other] { table-bid }
    }
table-summary-team =
    { table-team } { $bid ->
        [pass] passasivat molemmat ({ $bids }) ja saivat { table-tricks }: { $sign }{ table-points }.
       *[other] tarjosivat { table-bid } ({ $bids }) ja saivat { table-tricks }: { $made ->
           *[yes] tarjous täyttyi
            [no] tarjous jäi vajaaksi
        }, { $sign }{ table-points }.
    }
table-summary-totals = Yhteensä: { $first } { $a }, { $second } { $b }.
table-sheet-deal = jako
table-sheet-cards = kortit
table-sheet-bid = tarjous
table-sheet-tricks = tikit
table-sheet-points = pisteet
table-sheet-total = yht.
table-sheet-now = nyt
table-panel-deal = JAKO { $deal }/{ $deals }
table-panel-again =
    { $redeals ->
        [1] jaettu uudelleen
       *[other] jaettu uudelleen ×{ $redeals }
    }
table-panel-trump = VALTTI
table-panel-no = Ei
table-panel-trump-word = valttia
table-panel-suit =
    { $suit ->
       *[spades] Pata
        [hearts] Hertta
        [diamonds] Ruutu
        [clubs] Risti
    }
table-panel-score = PISTEET
table-panel-bids = TARJOUKSET · TIKIT
table-panel-bid-waiting = tarjous …
table-panel-bid = tarjous { table-bid }
table-took = sai { $took }
table-last-trick = EDELLINEN TIKKI
table-none-yet = ei vielä
table-end-of-deal = (jaon { $deal } loppu)
table-won-by = voittaja
table-middle-again = jaettu uudelleen
table-middle-all-passed = kaikki neljä passasivat
table-middle-bidding = tarjoukset
table-middle-lead = avaus
table-banner-game-over = Peli päättyi
table-banner-deal-over = Jako { $deal } on päättynyt
table-banner-team =
    { table-team-short }: { $bid ->
        [pass] passi
       *[other] tarjous { table-bid }
    }, sai { $took }
table-banner-points = { $sign }{ table-points }, yhteensä { $total }
table-banner-new-game = Paina Uusi peli pelataksesi uudelleen
table-banner-go-on = Jatka napsauttamalla pöytää tai Seuraava jako
table-next-deal = Seuraava jako
table-next-deal-tip = yhteenveto on luettu: jaa seuraava käsi
table-new-game = Uusi peli
table-seed = siemen
table-speed = tietokoneen nopeus
table-speed-name =
    { $speed ->
        [instant] heti
        [fast] nopea
       *[normal] tavallinen
        [slow] hidas
    }
table-player-name =
    { $player ->
        [random] satunnainen
        [heuristic] nyrkkisäännöt
        [sampler] otantapelaaja
       *[other] { $player }
    }
table-reveal = näytä kaikki kädet
table-computers = Tietokonepelaajat:
table-your-bid = Tarjouksesi:
table-bid-tip = tarjoa { $label }
table-face-big = ISO
table-face-little = PIKKU
table-face-blooper = BLOOPER
table-face-joker = JOKERI
