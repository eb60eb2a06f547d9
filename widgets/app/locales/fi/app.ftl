# Peliappin omat sanat (katso en/app.ftl: mitä kukin argumentti sisältää).

app-undo = Kumoa
app-redo = Tee uudelleen
app-computer-plays = Tietokone pelaa
app-pause = Tauko
app-pause-tip = pysäytä tietokoneet
app-continue = Jatka
app-hint = Vihje
app-hint-tip = vuorosi kolme parasta erilaista lopputulosta ja miksi
app-high-contrast = Suuri kontrasti
app-high-contrast-tip = mustaa valkoisella, paksut viivat: projektoreille
app-big-board = Iso lauta
app-big-board-tip = lauta sivun levyisenä
app-large-text = Suuri teksti
app-large-text-tip = isommat sanat luokkahuonetta varten
app-new-game = Aloita uusi peli
app-play-again = Pelaa uudelleen
app-change-settings = Muuta asetuksia
app-hide-hands = Piilota muiden pelaajien kortit
app-replay = Näytä kierros uudelleen
app-replay-tip = askel kerrallaan
app-step = Askel
app-back-to-game = Takaisin peliin
app-keys = Napsauta lautaa, sitten: näppäimet 1-5 valitsevat kortin, ←/→ nappulan, ↑/↓ kohteen, Enter pelaa, Esc peruu, u kumoaa, r tekee uudelleen.
app-whole-game = Koko peli
app-moves-help = Valitse siirto katsoaksesi taaksepäin; pelaa siitä, niin peli haarautuu.
app-tab-story = Tarina
app-tab-moves = Siirrot
app-tab-settings = Asetukset
app-language = Kieli
app-earlier = Aiemmat
app-later = Myöhemmät
app-line = Linja
app-line-row =
    { $moves ->
        [one] Linja { $number } ({ $moves } siirto)
       *[other] Linja { $number } ({ $moves } siirtoa)
    }
app-this-round = Tämä kierros
app-no-move-yet = Tässä pelissä ei ole vielä siirtoja.

app-heading-players = Pelaajat
app-heading-house-rules = Kotisäännöt
app-heading-looks = Ulkoasu
app-players = { $players } pelaajaa
app-seed = Siemen (sama siemen, sama jako)
app-seat-human = Ihminen
app-seat-random = Tietokone: aloittelija
app-seat-greedy = Tietokone: hyvä
app-seat-search = Tietokone: vahva
app-level-random = aloittelija
app-level-greedy = hyvä
app-level-search = vahva
app-theme-light = Vaalea
app-theme-dark = Tumma
app-theme-high-contrast = Suuri kontrasti
app-motion-on = Nappulat liukuvat
app-motion-off = Ei liikettä
app-rule-nine = Yhdeksikkö
app-rule-nine-split-forward = liikkuu 9, saa jakaa eteenpäin
app-rule-nine-forward-only = liikkuu 9 eteenpäin, ei jakoa
app-rule-nine-split-forward-back = saa jakaa: yksi osa eteen, toinen taakse
app-rule-face-cards = J, Q, K
app-rule-face-cards-ten = liikkuvat 10
app-rule-face-cards-eleven-twelve-thirteen = liikkuvat 11, 12 ja 13
app-rule-home-entry = Kotiin meno
app-rule-home-entry-compulsory = sopivan siirron on mentävä kotiin
app-rule-home-entry-optional = saa ohittaa kodin
app-rule-team-pegs = Joukkuetoverin nappulat
app-rule-team-pegs-any = saa siirtää milloin vain
app-rule-team-pegs-own-first = vasta kun omat ovat kotona
app-rule-joker-source = Jokerin nappula
app-rule-joker-source-start-first = tulee ensin lähtöalueelta
app-rule-joker-source-any = saa olla mikä tahansa nappula, joka ei ole kotona
app-house-rule = { $question }: { $answer }
app-opening = Uusi { $players } pelaajan peli, siemen { $seed }.
app-opening-house = Uusi { $players } pelaajan peli, siemen { $seed }. Kotisäännöt: { $rules }.
app-error-players = Pelissä on 4, 6 tai 8 pelaajaa, ei { $players }.
app-error-seat = { $whose } paikka: { $player } ei ole tämän pelin pelaaja.
app-error-seed = Siemenen on oltava kokonaisluku nollasta ylöspäin, ei { $seed }.
app-new-game-failed = Uusi peli ei voinut alkaa: { $reason } Käynnissä oleva peli jatkuu.

app-replay-paused = tauolla
app-replay-playing = käynnissä
app-banner-replay-move = Uusinta, siirto { $shown }/{ $total } ({ $state }): { $said }
app-banner-replay-start =
    { $total ->
        [one] Tämän kierroksen uusinta: { $total } siirto ({ $state }). Paina Askel.
       *[other] Tämän kierroksen uusinta: { $total } siirtoa ({ $state }). Paina Askel.
    }
app-banner-won = Peli päättyi: { $winners } voittavat!
app-banner-you = { $whose } vuoro — sinä
app-banner-you-paused = { $whose } vuoro — sinä, tietokoneet odottavat tämän siirron jälkeen
app-banner-person = { $whose } vuoro — ihminen pelaa
app-banner-person-paused = { $whose } vuoro — ihminen pelaa, tietokoneet odottavat tämän siirron jälkeen
app-banner-computer = { $whose } vuoro — tietokone ({ $level })
app-banner-computer-paused = { $whose } vuoro — tietokone ({ $level }), tauolla
app-prompt-replay = Laudalla on uusinta: Askel, Tauko tai Jatka, sitten Takaisin peliin.
app-prompt-paused = Vuorossa { $seat }: tietokoneet ovat tauolla (paina Jatka).
app-hand = { $whose } käsi
app-hand-computer = { $whose } käsi (tietokone)
app-nothing-to-replay = Ei vielä mitään näytettävää: yhtään siirtoa ei ole tehty.
app-replay-on-board = Laudalla on uusinta: paina ”Takaisin peliin” jatkaaksesi peliä.

app-resume = Jatka sitä peliä
app-fresh = Pelaa tämä uusi peli
app-save-file = Tallenna pelitiedosto
app-open-file = Avaa peli- tai asematiedosto
app-game-files = Pelitiedostot
app-offer =
    { $moves ->
        [one] Tähän on tallennettu kesken oleva peli: { $players } pelaajaa, { $moves } siirto, tallennettu kello { $time }.
       *[other] Tähän on tallennettu kesken oleva peli: { $players } pelaajaa, { $moves } siirtoa, tallennettu kello { $time }.
    }
app-kept-left = Tallennettua peliä ei voitu lukea ({ $why }), ja se jätetään ennalleen: tätä peliä ei tallenneta muistikirjan viereen. Tallenna pelitiedosto, niin peli säilyy.
app-kept-moved = Tallennettua peliä ei voitu lukea ({ $why }). Se siirrettiin sivuun nimelle { $name }, ja tämä peli tallennetaan tästä lähtien.
app-kept-resumed = Tallennettu peli jatkuu.
app-cannot-keep = Tätä peliä ei voi tallentaa muistikirjan viereen ({ $why }): tallenna pelitiedosto, niin peli säilyy.
app-download = Lataa { $name }
app-file-refused = Tiedostoa ei avattu: { $reason }. Käynnissä oleva peli jatkuu.
app-file-opened = Pelitiedosto avattiin.
app-from-position = Uusi { $players } pelaajan peli asemasta.
app-position-won = se asema on jo voitettu: pelattavaa ei ole jäljellä
app-position-no-hands = siinä asemassa näillä ei ole kortteja: { $seats }; anna jokaiselle paikalle kortit
editor-cannot-start = Tästä ei voi aloittaa peliä: { $reason }
editor-started = Tästä asemasta alkoi peli, alla; muokkaus täällä jatkuu muuttamatta sitä.

app-note-your-peg = { $seat }, joukkuetoverisi, siirsi nappulaasi.
app-note-their-peg = { $seat }, { $whose } joukkuetoveri, siirsi { $whose } nappulaa.
app-move-start = alku

app-file-move-refused = siirtoa { $number } ({ $move }) ei voi pelata siinä: { $reason }
app-file-not-object = pelitiedosto ei ole JSON-olio
app-file-format = pelitiedoston muodon on oltava { $format }, ei { $found }
app-file-format-position = pelitiedoston muodon on oltava { $format }, ei { $found } (se on asematiedosto: aloita peli siitä)
app-file-start-wrong = sen alkuasema on virheellinen: { $reason }
app-file-moves-list = 'moves' on oltava luettelo siirtoja merkintätavalla, kuten "KS 2:S-T44"
app-file-too-many-moves =
    { $moves ->
        [one] pelitiedostossa on { $moves } siirto: enintään { $most }
       *[other] pelitiedostossa on { $moves } siirtoa: enintään { $most }
    }
app-file-shown = 'shown' on oltava kokonaisluku väliltä 0–{ $most }, ei { $found }
app-file-unknown-keys = pelitiedostossa on tuntemattomia avaimia: { $keys }
app-file-unknown-settings = 'settings'-kohdassa on tuntemattomia avaimia: { $keys }
app-file-settings-object = 'settings' on oltava olio (pelaajat, paikat, siemen, ulkoasu)
app-file-players = 'settings' sanoo pelaajia olevan { $found }, mutta alkuasemassa heitä on { $players }
app-file-seats = 'seats' on oltava luettelo pelaajista: "human" tai tietokoneen nimi
app-file-big-board = 'big_board' on oltava true tai false, ei { $found }
app-file-settings-wrong = sen asetukset ovat virheelliset: { $reason }

app-store-too-big = tallennettu peli { $path } on { $size } tavua: enintään { $most }
app-store-unreadable = tallennettua peliä { $path } ei voi lukea: { $why }
