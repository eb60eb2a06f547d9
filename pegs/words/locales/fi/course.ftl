# Kurssin omat lauseet: paikat, tapahtumat ja siirrot niin kuin oppitunti ne sanoo, palaute
# vastaukseen, tarkistuspisteet, kertaus ja pulmat (suomi).

## Paikka niissä muodoissa, joita lause tarvitsee.

lesson-landmark =
    { $spot ->
        [come-out] { owner-gen } ulostuloreikä
        [in-spot] { owner-gen } sisääntuloreikä
        [past-come-out] { holes } { owner-gen } ulostuloreiän jälkeen
        [before-come-out] { holes } ennen { owner-gen } ulostuloreikää
       *[before-in-spot] { holes } ennen { owner-gen } sisääntuloreikää
    }
# Missä nappula on radalla (ei kotialueella), inessiivissä: "Oranssin sisääntuloreiässä".
lesson-on =
    { $spot ->
        [come-out] { owner-gen } ulostuloreiässä
        [in-spot] { owner-gen } sisääntuloreiässä
       *[other] { lesson-landmark }
    }
lesson-at =
    { $spot ->
        [start] { owner-gen } lähtöalueella
        [home] { owner-gen } kotialueella paikassa { $home }
       *[other] { lesson-on }
    }
lesson-hole =
    { $spot ->
        [come-out] { lesson-landmark }
        [in-spot] { lesson-landmark }
       *[other] reikä, joka on { lesson-landmark }
    }
lesson-peg = { lesson-at } oleva { story-seat-gen } nappula
lesson-peg-of = { story-seat-gen } nappula
lesson-steps =
    { $steps ->
        [one] { $steps } reiän
       *[other] { $steps } reikää
    }

## Siirron yksi tapahtuma.

lesson-played =
    { seat-name } { $discarded ->
        [yes] heittää pois
       *[no] pelaa
    } kortin { card }.
lesson-comes-out = { story-seat-gen } nappula tulee ulos omaan ulostuloreikäänsä.
lesson-jumps-out = { story-seat-gen } nappula hyppää lähtöalueelta ja on nyt { lesson-on }.
lesson-into-home = { story-seat-gen } nappula siirtyy { lesson-steps } kotialueelle paikkaan { $home }.
lesson-inside-home = { story-seat-gen } nappula siirtyy kotialueen sisällä { lesson-steps } paikkaan { $home }.
lesson-back = { story-seat-gen } nappula siirtyy { lesson-steps } taaksepäin ja on nyt { lesson-on }.
lesson-jump = { story-seat-gen } nappula hyppää ja on nyt { lesson-on }.
lesson-forward = { story-seat-gen } nappula siirtyy { lesson-steps } eteenpäin ja on nyt { lesson-on }.
lesson-bumped = { story-seat-gen } nappula lyödään takaisin sen lähtöalueelle.
lesson-sent = { story-seat-gen } nappula lähetetään sen omaan sisääntuloreikään.
lesson-drew = { seat-name } nostaa kortin.
lesson-reshuffled = Pelatut kortit sekoitetaan uudeksi nostopakaksi.
lesson-won = { $winners } voittavat pelin!
lesson-onward = Seuraava oppitunti: { $title }
lesson-start = Takaisin alkuun
lesson-given = { seat-name } pelaa kortin { card } siirtäen { $pegs }.
lesson-given-discard = { seat-name } heittää pois kortin { card }.
lesson-given-peg =
    { $mine ->
        [yes] { lesson-at } olevaa omaa nappulaansa
       *[no] { lesson-at } olevaa { story-seat-gen } nappulaa
    }

## Palaute vastaukseen.

feedback-unreadable = Vastausta ei voitu lukea. Yritä uudelleen.
feedback-right = Oikein!
feedback-not-quite = Ei aivan.
feedback-not-a-move = Tämä ei ole siirto tällä laudalla. Valitse kortti, sitten nappula ja se, minne se menee.
feedback-not-allowed = Tämä siirto ei ole sallittu. { $why }
feedback-allowed = Tämä siirto on sallittu: { $did } Mutta sitä ei pyydetty.
feedback-allowed-but = Tämä siirto on sallittu: { $did } Mutta { $why }
feedback-click-place = Napsauta reikää, lähtöaluetta tai kotialueen paikkaa.
feedback-ends-up = Nappula on lopuksi { lesson-at }.
feedback-not-there-at = Nappula ei ole lopuksi { lesson-at }.
feedback-not-there = Nappula ei päädy sinne.
feedback-click-card = Napsauta yhtä kädessä olevista korteista.
feedback-card-not-held = Korttia { card } ei ole kädessä.
feedback-card-does-it = Kortti { card } tekee sen.
feedback-not-that-card = Ei sitä korttia.
feedback-card-cannot-move = Kortti { card } ei voi siirtää tässä yhtään nappulaa.
feedback-card-not-asked = Mikään kortin { card } siirto ei tee sitä, mitä pyydettiin.
feedback-pick-answer = Valitse yksi näytetyistä vastauksista.
show-discard = Heitä pois kortti { card }.
show-play = Pelaa kortti { card }: { $did }
show-another-way = (Myös toinen tapa toimii.)
show-cards = { $which }.
show-the-card = Kortti { card }
show-or = { $a } tai { $b }
show-or-card = { card }

## Tarkistuspisteet.

mastery-reach = Siirrä { story-seat-gen } nappula niin, että se on { lesson-at }.
mastery-bump = Lyö { story-seat-gen } nappula takaisin sen lähtöalueelle.
mastery-home = Vie yksi { story-seat-gen } nappuloista kotialueelle.
mastery-done = Luku { $chapter } on suoritettu.
mastery-not-done = Luku { $chapter } on suoritettu, kun { $need } / { $total } on oikein ensimmäisellä yrityksellä. Avaa oppitunti uudelleen tehdäksesi sen tarkistuspisteen alusta; mitään ei ole lukittu, joten jatka milloin haluat.
mastery-index-done = suoritettu: { $score } / { $total } oikein ensimmäisellä yrityksellä
mastery-index-not-done = ei vielä suoritettu: { $score } / { $total } oikein ensimmäisellä yrityksellä (tarvitaan { $need })

## Kertaus.

review-due =
    { $count ->
        [0] Ei kerrattavaa nyt.
        [one] { $count } tehtävä kerrattavana.
       *[other] { $count } tehtävää kerrattavana.
    }
review-button =
    Kertaa { $count ->
        [one] { $count } tehtävä
       *[other] { $count } tehtävää
    }
review-title = Kertaus { $number } / { $total }, luvusta { $chapter }
review-done-title = Kertaus tehty
review-done = Siinä kaikki tällä erää. Tehtävä, johon vastasit oikein ensimmäisellä yrityksellä, palaa joka kerta pidemmän tauon jälkeen (1 päivä, sitten 3 päivää, viikko, kuukausi); tehtävä, jossa erehdyit tai jonka pyysit näyttämään, palaa 4 tunnin kuluttua.
review-next =
    Seuraava kerrattava tehtävä palaa { $when ->
        [hour] tunnin sisällä
        [hours] noin { $hours ->
            [one] { $hours } tunnin
           *[other] { $hours } tunnin
        } kuluttua
       *[days] noin { $days ->
            [one] { $days } päivän
           *[other] { $days } päivän
        } kuluttua
    }.

## Pulmat.

puzzle-next =
    { $next ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
puzzle-next-gen =
    { $next ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
puzzle-win =
    Vuorossa on { seat-name }. { $ours } ovat saaneet kaikki nappulansa kotialueelle { $left ->
        [1] yhtä
       *[other] kahta
    } lukuun ottamatta: voita peli yhdellä kortilla.
puzzle-both-home = Vuorossa on { seat-name }. Vie yhdellä kortilla kaksi { story-seat-gen } joukkueen ({ $ours }) nappulaa kotialueelle.
puzzle-bump-two = Vuorossa on { seat-name }. Lyö yhdellä kortilla kaksi toisen joukkueen ({ $others }) nappulaa takaisin niiden lähtöalueelle.
puzzle-bump-and-home = Vuorossa on { seat-name }. Lyö yhdellä kortilla yksi toisen joukkueen ({ $others }) nappula takaisin sen lähtöalueelle ja vie yksi { story-seat-gen } joukkueen ({ $ours }) nappula kotialueelle.
puzzle-save-peg = Seuraavaksi pelaa { puzzle-next }, jolla on kädessä { $holding }; sillä se voisi lyödä { $victims } takaisin lähtöalueelle. Vuorossa on { seat-name }: tee siirto, jonka jälkeen { puzzle-next-gen } kortti ei voi lyödä yhtään { story-seat-gen } joukkueen ({ $ours }) nappulaa.
puzzle-held-card = { card }
puzzle-victim = { story-seat-gen } nappulan
puzzle-victim-or = { $a } tai { $b }
puzzle-hint-win = Laske kunkin nappulan reiät sen sisääntuloreikään asti: yksi askel lisää on kotialueen paikka 1, kaksi lisää paikka 2. Kortin koko arvo on käytettävä.
puzzle-hint-both-home = Vain 7 tai 9 siirtää kahta nappulaa: jaa se niin, että kumpikin osa päättyy tarkalleen vapaaseen kotialueen paikkaan.
puzzle-hint-bump-two-split = 7 tai 9 voidaan jakaa kahdelle nappulalle: etsi jako, jossa kumpikin osa osuu toisen joukkueen nappulaan.
puzzle-hint-bump-two = Yksi osuma voi lyödä kahdesti: joukkuetoverin nappula, johon osut, menee sisääntuloreikäänsä ja lyö siellä olevan toisen joukkueen nappulan.
puzzle-hint-bump-and-home = Jaa 7 tai 9: toinen osa osuu toisen joukkueen nappulaan, toinen menee kotialueelle.
puzzle-hint-save-peg = { puzzle-next } tarvitsee tarkan luvun osuakseen nappulaasi. Siirrä nappulaa niin, ettei luku enää sovi, vie se kotialueelle tai lyö { puzzle-next-gen } nappula takaisin lähtöalueelle.
puzzle-why-win = Silloin joukkueesi kaikki nappulat ovat kotialueella, joten peli on heti voitettu.
puzzle-why-both-home = Kaksi nappulaa menee kotialueelle yhdellä kortilla.
puzzle-why-bump-two = Kaksi toisen joukkueen nappulaa palaa lähtöalueelleen.
puzzle-why-bump-and-home = Yksi toisen joukkueen nappula palaa lähtöalueelleen ja yksi omistasi menee kotialueelle.
puzzle-why-save-peg = Sen jälkeen mikään { puzzle-next-gen } korteista ei voi osua joukkueesi nappulaan.
puzzle-why-only = Mikään muu tämän käden siirto ei tee sitä.
puzzle-chapter = Pulmat
puzzle-intro = { $count } pulmaa, helpoin ensin. Jokaisella on tavoite ja tasan yksi siirto, joka saavuttaa sen: tietokone kokeili jokaisen sallitun siirron. Tähdet kertovat, kuinka vaikea pulma on, yhdestä tähdestä (vähän houkuttelevia siirtoja) viiteen (monta siirtoa, jotka näyttävät oikeilta mutta eivät ole). Lue tavoite ja pelaa sitten siirto laudalla.
puzzle-title = Pulma { $number } / { $total } { $stars }
puzzle-miss-win = Joukkueellasi on vielä nappula kotialueen ulkopuolella, joten peli jatkuu.
puzzle-miss-both-home =
    { $got ->
        [0] Se ei vie kotialueelle yhtään nappulaa
       *[other] Se vie kotialueelle vain yhden nappulan
    }; tavoite on kaksi tällä yhdellä kortilla.
puzzle-miss-bump-two =
    { $got ->
        [0] Se ei lyö yhtään toisen joukkueen nappulaa takaisin lähtöalueelle
       *[other] Se lyö vain yhden toisen joukkueen nappulan takaisin lähtöalueelle
    }; tavoite on kaksi.
puzzle-miss-no-bump = Yksikään toisen joukkueen nappula ei palaa lähtöalueelleen.
puzzle-miss-no-home = Yksikään joukkueesi nappula ei mene kotialueelle.
puzzle-miss-save-peg = Sen jälkeen { puzzle-next-gen } kortti voi yhä lyödä joukkueesi nappulan takaisin lähtöalueelle.

## The handout.

handout-title = Pegs and Jokers: moniste luokalle
handout-button = Kirjoita tulostettava moniste
handout-summary-missing = Sääntöjen tiivistelmää (docs/summary.md) ei löytynyt paketin vierestä, joten tässä monisteessa sitä ei ole.
handout-board-caption = 4 pelaajan lauta alussa: Sininen, Oranssi, Vihreä ja Violetti, kukin lähtöalueellaan.
handout-cards-title = Kortit
handout-cards-intro = Leikkaa viivoja pitkin: yksi kortti kutakin lajia, ja mitä se tekee.
handout-puzzles-title = Pulmat
handout-puzzles-intro = Jokaisessa pulmassa on tasan yksi siirto, joka tekee sen, mitä pyydetään. Vastaukset ovat lopussa.
handout-answers-title = Vastaukset
handout-puzzle-title = Pulma { $number } (taso { $level } / 5)
handout-hand = Käsi: { $hand }.
handout-kind-ace = Ässä
handout-kind-face = Kuningas, kuningatar, jätkä
handout-kind-number = Numerot
handout-kind-seven = Seitsemän
handout-kind-eight = Kahdeksan
handout-kind-nine = Yhdeksän
handout-kind-joker = Jokeri
handout-written =
    Tulostemoniste kirjoitettiin ({ $puzzles ->
        [one] { $puzzles } pulma
       *[other] { $puzzles } pulmaa
    }, vastaukset omalla sivullaan) tiedostoon { $path }: avaa se selaimessa ja tulosta.

## Miksi sallittu siirto ei saavuta tehtävän tavoitetta.

miss-bump-some = Alle { $count } { story-seat-gen } nappulaa lyötiin takaisin lähtöalueelleen.
miss-bump = Yhtään { story-seat-gen } nappulaa ei lyöty takaisin sen lähtöalueelle.
miss-send = Yhtään { story-seat-gen } nappulaa ei lähetetty sen sisääntuloreikään.
miss-home = Yksikään { story-seat-gen } nappula ei mennyt kotialueelle.
miss-out = Yksikään { story-seat-gen } nappula ei tullut ulos lähtöalueelta.
miss-at = Yksikään { story-seat-gen } nappula ei ole lopuksi { lesson-at }.
miss-from = Se ei siirtänyt { lesson-at } olevaa { story-seat-gen } nappulaa.
miss-no-bump = Se lähetti pois yhden { story-seat-gen } nappuloista.
miss-win = Se ei voittanut peliä.
miss-card = Se käytti eri korttia.
miss-not-card = Se käytti juuri sitä korttia, joka sinun piti pitää.
miss-discard = Se siirsi nappulaa sen sijaan, että olisi heittänyt kortin pois.
miss-moves = Se heitti kortin pois sen sijaan, että olisi siirtänyt nappulaa.
