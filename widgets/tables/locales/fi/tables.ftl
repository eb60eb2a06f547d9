# Pöytäpalvelimen sanat suomeksi. Sivu täyttää { $nimen } nimellä, paikalla (perusmuodossa:
# "Sininen", "Etelä"), koodilla tai luvulla: kirjoita se kohtaan, jossa perusmuoto sopii.

error-bad-json = Pyyntöä ei voitu lukea: lähetä yksi JSON-olio.
error-too-big = Pyyntö on liian suuri.
error-too-fast = Liikaa pyyntöjä: odota hetki ja yritä uudelleen.
error-no-table = Tällä huonekoodilla ei ole pöytää (koodi on voinut vanhentua tai pöytä päättyä).
error-bad-token = Tämä avain ei avaa tätä pöytää: liity uudelleen huonekoodilla.
error-not-teacher = Vain pöydän opettaja voi tehdä tämän.
error-not-your-turn = Ei ole sinun vuorosi.
error-teacher-cannot-move = Opettaja seuraa pöytää eikä pelaa mitään paikkaa.
error-stale = Peli on edennyt katsomisesi jälkeen: katso uudelleen ja valitse uudelleen.
error-over = Peli on päättynyt: siirtoja ei voi enää tehdä.
error-ended = Opettaja on päättänyt tämän pöydän.
error-seat-taken = Tämä paikka on jo varattu: valitse vapaa paikka.
error-seat-computer = Tätä paikkaa pelaa tietokone: valitse vapaa paikka.
error-bad-seat = Tässä pöydässä ei ole sellaista paikkaa.
error-bad-name = Kirjoita nimi, jossa on 1–40 merkkiä.
error-bad-move = Siirto on tekstiä, niin kuin komentorivi sen kirjoittaa.
error-bad-revision = Lähetä viimeksi näkemäsi versio kokonaislukuna.
error-bad-id = Lähetä komennon tunnus, jossa on 1–64 kirjainta, numeroa, yhdysviivaa tai alaviivaa.
error-bad-game = Valitse peli "pegs" tai "backalley".
error-bad-players = Pegs and Jokers -pelissä on 4, 6 tai 8 pelaajaa.
error-bad-backalley-players = Back Alleyta pelaa 4 pelaajaa.
error-bad-seats = Anna jokaiselle pelaajalle paikka: ihminen tai tietokoneen taso, jonka peli tuntee.
error-bad-seed = Siemen on kokonaisluku.
error-bad-pace = Tahti on sekunnit kahden tietokoneen siirron välillä, 0–10.
error-bad-rules = Näitä kotisääntöjä ei voitu käyttää.
error-bad-position = Tätä asematiedostoa ei voitu käyttää.
error-not-found = Täällä ei ole mitään.
error-bad-paused = Lähetä {"{"}"paused": true{"}"} tai {"{"}"paused": false{"}"}.
error-no-class = Tällä luokkakoodilla ei ole luokkaa: tarkista koodi opettajaltasi.
error-bad-report = Tätä edistymisraporttia ei voitu lukea.
error-bad-key = Lähetä avain, jonka kurssisi teki sinulle (22–200 kirjainta ja numeroa).
error-class-full = Luokassa on jo niin monta oppijaa kuin siinä voi olla: kysy opettajaltasi.

page-student-title = Liity pöytään
page-teacher-title = Luokan pöydät
page-code-label = Huonekoodi
page-name-label = Nimesi
page-look = Katso pöytää
page-choose-seat = Valitse vapaa paikka:
page-seat-free = { $seat }: vapaa, ota tämä paikka
page-seat-person = { $seat }: { $name }
page-seat-computer = { $seat }: { $level }
page-seat-waiting = { $seat }: odottaa oppilasta
page-you-are = Pelaat paikalla: { $seat }.
page-your-turn = On sinun vuorosi.
page-their-turn = Vuorossa: { $seat }.
page-computer-turn = Vuorossa: { $seat } (tietokone).
page-game-over = Peli on päättynyt.
page-table-ended = Opettaja on päättänyt tämän pöydän.
page-paused = Opettaja on pysäyttänyt tietokoneet.
page-your-hand = Korttisi
page-pick-card = Napsauta korttia, sitten yhtä nappuloistasi ja sitten reikää, johon se menee.
page-pick-peg = Napsauta nyt siirrettävää nappulaa.
page-pick-hole = Napsauta nyt reikää, johon nappula menee.
page-pick-next = Napsauta nyt seuraavaa nappulaa, jota siirretään samalla kortilla.
page-discard = Heitä pois: { $card }
page-no-move = Mikään nappula ei voi liikkua tällä kortilla.
page-bid-prompt = Tarjouksesi:
page-bid-pass = Passi
page-bid-number = Tarjoa { $number }
page-bid-board = Tarjoa: { $board }
page-play-prompt = Napsauta korttia pelataksesi sen.
page-story = Mitä tapahtui
page-lost = Yhteys katkesi; yritetään uudelleen.
page-back = Yhteys palasi.
page-gone = Tämä pöytä ei ole enää auki täällä. Kysy huonekoodia opettajaltasi.
page-new-table = Tee pöytä
page-game-label = Peli
page-game-pegs = Pegs and Jokers
page-game-backalley = Back Alley
page-players-label = Pelaajia
page-seat-label = { $seat }: pelaaja
page-person = oppilas
page-seed-label = Jaon numero (siemen)
page-position-label = Tai aloita asematiedostosta (vapaaehtoinen)
page-position-bad = Tämä tiedosto ei ole valitun pelin asematiedosto.
page-pace-label = Sekuntia tietokoneen siirtojen välillä
page-make = Tee pöytä
page-made = Pöytä { $code } on valmis: oppilaat kirjoittavat koodin tai avaavat linkin.
page-join-link = Liittymislinkki
page-room-code = Huonekoodi { $code }
page-pause = Pysäytä tietokoneet
page-go-on = Anna tietokoneiden jatkaa
page-end = Päätä tämä pöytä
page-end-sure = Päätetäänkö pöytä { $code }? Sen jälkeen kukaan ei voi pelata siinä.
page-give = Anna paikka { $seat } toiselle oppilaalle
page-given = Lähetä tämä linkki oppilaalle, joka ottaa paikan { $seat }: { $link }
page-replay = Näytä viimeinen kierros
page-replay-none = Yhtään siirtoa ei ole vielä tehty.
page-show = Näytä isolla näytöllä
page-no-tables = Ei vielä pöytiä: tee yksi yllä.
page-revision = Siirtoja tehty: { $count }
page-joker = Jokeri
page-big-blooper = Iso Blooper
page-little-blooper = Pikku Blooper
page-level-random = sattumanvaraisesti pelaava tietokone
page-level-greedy = nopea tietokone
page-level-search = vahva tietokone
page-level-heuristic = nopea tietokone
page-level-sampler = vahva tietokone
page-ba-trump = Valttimaa: { $suit }.
page-ba-no-trump = Tässä jaossa ei ole valttia.
page-ba-trick = Pöydässä: { $cards }.
page-ba-scores = Pisteet: Etelä ja Pohjoinen { $first }, Länsi ja Itä { $second }.
page-suit-H = hertta
page-suit-D = ruutu
page-suit-C = risti
page-suit-S = pata
page-board = lauta
page-gone-teacher = Tämän sivun avain ei avaa täällä yhtään pöytää: tee uusi pöytä.
page-classes-title = Luokan edistyminen kurssilla
page-new-class = Tee luokkakoodi
page-class-made = Luokkakoodi { $code }: oppijat kirjoittavat sen kurssin aloitussivulle.
page-class-code = Luokkakoodi { $code }
page-class-students = oppijoita: { $count }
page-show-class = Näytä edistyminen
page-no-classes = Ei vielä luokkakoodeja: tee yksi seurataksesi kurssin edistymistä.
page-no-students = Kukaan oppija ei ole vielä lähettänyt edistymistä tälle luokalle.
page-student = Oppija
page-last-seen = Viimeksi nähty
page-chapter-cell = { $stars } { $solved }/{ $exercises }
page-download-csv = Lataa CSV-tiedostona
page-language = Kieli

unreadable-move = Siirtoa { $move } ei voitu lukea: { $why }
illegal-move = Siirto ei ole sallittu: { $why }
rules-problem = Pöytää ei voitu valmistella: { $why }.
teacher-link = Pöytäpalvelin on käynnissä. Opettajan sivu: { $url } (pysäytä painamalla Ctrl-C).
bad-base = Perus-URL:ää { $text } ei voi käyttää: anna polku kuten /services/pegs/ (kirjaimia, numeroita, pisteitä, yhdysviivoja ja kauttaviivoja).
stopped = Pöytäpalvelin on pysähtynyt; jokainen pöytä on tallessa ja palaa seuraavalla käynnistyskerralla.

ba-seat =
    { $seat ->
       *[0] Etelä
        [1] Länsi
        [2] Pohjoinen
        [3] Itä
    }
ba-card =
    { $card ->
        [big] Iso Blooper
        [little] Pikku Blooper
       *[other] { $card }
    }
ba-dealt =
    Jakaja { ba-seat } jakaa { $size ->
        [one] { $size } kortin
       *[other] { $size } korttia
    } kullekin. Käännetty kortti on { ba-card }, joten { $trump ->
        [none] tässä jaossa ei ole valttia
       *[other] valttimaa on { $trump ->
           *[spades] pata
            [hearts] hertta
            [diamonds] ruutu
            [clubs] risti
        }
    }.
ba-blooper = Pelaaja { ba-seat } luopuu kortista { ba-card } ja ottaa sen sijaan pakan päällimmäisen kortin.
ba-bid =
    Pelaaja { ba-seat } { $bid ->
        [pass] passaa
        [board] tarjoaa { $level ->
           *[1] laudan
            [2] tuplalaudan
            [3] kolminkertaisen laudan
            [4] nelinkertaisen laudan
        }
       *[other] tarjoaa { $bid }
    }.
ba-all-passed = Kaikki neljä passasivat, joten kortit jaetaan uudelleen: tätä jakoa ei lasketa.
ba-played = Pelaaja { ba-seat } pelaa kortin { ba-card }.
ba-trick = Pelaaja { ba-seat } voittaa tikin.
ba-scored = Jako on laskettu: { $first } parille Etelä ja Pohjoinen, { $second } parille Länsi ja Itä.
ba-over-draw = Peli on päättynyt tasapeliin: pisteet { $a } ja { $b }.
ba-over-win =
    Peli on päättynyt: { $winner ->
       *[0] Etelä ja Pohjoinen voittivat
        [1] Länsi ja Itä voittivat
    }, pisteet { $a } ja { $b }.

csv-student = oppija
csv-last-seen = viimeksi nähty (UTC)
csv-chapter = luku
csv-title = otsikko
csv-solved = ratkaistut tehtävät
csv-exercises = tehtävät
csv-stars = tähdet
