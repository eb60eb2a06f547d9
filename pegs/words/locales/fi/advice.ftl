# Vihjeen sanat: mitä siirto tekee, mikä kortti kannattaa säästää, miksi tulos on parempi; voiton mahdollisuus.

advice-win-here = { $team } voittavat täältä noin { $here } % peleistä.
advice-win-after = { $team } voittavat täältä noin { $here } % peleistä; tämän siirron jälkeen { $after } %.
advice-thinking = Mietitään eteenpäin: { $deals } jaettua kättä pelattu tähän mennessä.
advice-discard = Heitä pois { card }: mikään kortti ei voi siirtää nappulaa.
advice-play = Pelaa { card }: { $bits }.
advice-part-out = tuo { click-seat-gen } nappula ulos
advice-part-home = vie { owner } nappula kotiin
advice-part-jump = hyppää { owner } nappulalla toisen värin nappulan päälle
advice-part-move =
    siirrä { owner } nappulaa { $way ->
        [back] taaksepäin
       *[on] eteenpäin
    }
advice-part-bump = ja lyö { owner } nappula takaisin lähtöalueelleen
advice-part-in-spot = ja lähetä { owner } nappula sisääntuloreikäänsä
advice-keep-same = { $kept } tekisi saman; kumman tahansa voi pelata, { $spent } on yhtä helppo luovuttaa.
advice-keep = Pelaa { $spent } ja säästä { $kept }: { $power }.
advice-power-joker = sillä voi hypätä minkä tahansa toisen värin nappulan päälle
advice-power-out = sillä voi tuoda nappulan ulos lähtöalueelta (tai siirtää yhtä { $steps })
advice-power-split = sen voi jakaa kahdelle nappulalle ({ $steps } yhteensä)
advice-power-back = se siirtää nappulaa { $back } taaksepäin, oikotie kotiin heti ulostuloreiän ohi
advice-power-steps = se siirtää nappulaa { $steps }
advice-than =
    { $first ->
        [yes] seuraava vaihtoehto
       *[no] paras vaihtoehto
    }
advice-holes =
    { $holes ->
        [one] { $holes } reikä
       *[other] { $holes } reikää
    }
advice-only = se on ainoa, mitä tämä vuoro voi tehdä
advice-wins = se voittaa pelin heti
advice-bumps = se lyö { $names } nappulan takaisin lähtöön ja vie sitä { advice-holes } taaksepäin, mitä { advice-than } ei tee
advice-no-bump = se ei lyö { $names } nappulaa, kuten { advice-than } tekisi
advice-avoids = se välttää lyönnin: { advice-than } jättää { $whose } nappulan paikkaan, josta seuraavaksi pelaava { $attacker } voi lyödä sen ({ $chance } %:n mahdollisuus)
advice-someone = jonkun
advice-leaves = se jättää { $whose } nappulan paikkaan, josta seuraavaksi pelaava { $attacker } voi lyödä sen ({ $chance } %:n mahdollisuus)
advice-saves = se säästää kortin { $cardname }, jonka { advice-than } käyttää
advice-spends = se käyttää kortin { $cardname }, jonka { advice-than } säästää
advice-gains =
    se tuo joukkueelle { advice-holes }, { $diff } { $more ->
        [more] enemmän
       *[fewer] vähemmän
    } kuin { advice-than }
advice-loses =
    se maksaa joukkueelle { advice-holes }, { $diff } { $more ->
        [more] enemmän
       *[fewer] vähemmän
    } kuin { advice-than }
advice-ranked =
    pelisimulaatiot sijoittavat sen silti { $first ->
        [yes] ensimmäiseksi
       *[no] alemmas
    }: muutaman vuoron päästä joukkue on noin { advice-holes } { $ahead ->
        [yes] pidemmällä edellä
       *[no] pidemmällä jäljessä
    } kuin { advice-than } jälkeen
advice-even = se on suunnilleen tasoissa kuin { advice-than }; pelisimulaatiot suosivat sitä hieman
advise-no-cards = Paikalla { seat-name } ei ole kortteja: ei ole siirtoja järjestettäväksi.
advise-discard = heittää pois kortin { $card }: mikään kortti ei voi siirtää nappulaa (RULES 7)
advise-joker = käyttää jokerin
advise-peg =
    { $owner ->
        [you] nappulasi
       *[other] { owner } nappulan
    }
advise-peg-on = { advise-peg } paikassa { $place }
advise-lead-peg =
    { $owner ->
        [you] kärkinappulasi
       *[other] { owner } kärkinappulan
    }
advise-bump = lyö { $peg } takaisin lähtöön
advise-in-spot = lähettää { $peg } sisääntuloreikäänsä { $to }
advise-win = voittaa pelin joukkueellesi
advise-out = tuo { $peg } ulos paikkaan { $to }
advise-home = vie { $peg } kotiin paikkaan { $to }
advise-deeper = siirtää { $peg } syvemmälle kotiin, { $from } → { $to }
advise-move =
    siirtää { $peg } { $way ->
        [back] taaksepäin
       *[on] eteenpäin
    } { $from } → { $to } ({ $left ->
        [one] { $left } reikä
       *[other] { $left } reikää
    } sisääntuloreiästään)
advise-leaves = jättää { $peg } { $where }: seuraavaksi pelaava { seat-name } voi lyödä sen { $odds }
advise-in-front = { $holes } reikää { owner } nappulan eteen
advise-exposed = suojattomaksi
advise-odds-certain = varmasti
advise-odds = { $chance } %:n todennäköisyydellä
advise-odds-one-in = { $chance } %:n todennäköisyydellä (noin 1/{ $one })
advise-out-of-reach = vie { $peg } pois { owner } ulottuvilta

advice-calibration-title = Onko voittomahdollisuus rehellinen?
advice-calibration-said = sanottu mahdollisuus ({ $positions } tilannetta peleistä, joita ei käytetty laskemiseen)
advice-calibration-won = voitettujen pelien osuus
