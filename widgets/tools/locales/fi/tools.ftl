## Missä nappula on

tools-in-start = omalla lähtöalueellaan
tools-in-home = kotialueella, paikassa { $home }
tools-not-a-place = Tämä ei ole paikka tällä laudalla.

## Tilannemuokkain: tekstit ja painikkeet

editor-heading = Tilannemuokkain
editor-place-pegs-of = Kenen nappuloita asetat:
editor-seat-tip = aseta { $whose } nappuloita
editor-players = Pelaajia
editor-to-move = Vuorossa
editor-hand = Käsi
editor-hand-placeholder = esim. 5H 7S JK (tyhjä: ei kättä)
editor-set-hand = Aseta käsi
editor-undo = Kumoa
editor-redo = Tee uudelleen
editor-all-to-start = Kaikki lähtöön
editor-json-shown = Tilanteen JSON (kopioi se tästä)
editor-json-load = Lataa tilanne JSONista
editor-json-placeholder = Liitä tilanteen JSON tähän ja paina sitten Lataa JSON.
editor-load-json = Lataa JSON
editor-start-game = Aloita peli tästä
editor-start-game-tip = avaa peli tähän tilanteeseen sen kotisääntöjen ja käsien kanssa

## Tilannemuokkain: mitä se sanoo

editor-status-turn = { $whose } vuoro.
editor-status-won = { $winners } ovat saaneet kaikki nappulansa kotiin: peli on päättynyt (RULES 8).
editor-status-holding = Pidät { $whose } nappulaa, joka oli { $where }: napsauta paikkaa, johon se menee (sen oma lähtöalue lähettää sen takaisin).
editor-status-placing = Asetat { $whose } nappuloita ({ $left } jäljellä lähtöalueella): napsauta tyhjää reikää tai napsauta nappulaa nostaaksesi sen.
editor-no-seat = Paikkaa { $asked } ei ole { $players } pelaajan pelissä.
editor-none-in-start = { $whose } lähtöalueella ei ole enää nappuloita: nosta jokin sen nappuloista (napsauta sitä) ja laita se mihin haluat.
editor-back-to-own-start = { $whose } nappula voi palata vain omalle lähtöalueelleen (RULES 1).
editor-own-home-only = { $whose } nappula voi mennä vain omalle kotialueelleen, ei { $other } kotialueelle (RULES 2).
editor-no-peg-there = Yksikään { $whose } nappula ei ole { $where }.
editor-hole-taken = { $whose } nappula on jo { $where }: kaksi nappulaa ei ole koskaan samassa reiässä (RULES 2).
editor-json-refused = Sitä JSONia ei ladattu: { $reason }
editor-impossible = Se tilanne on mahdoton: { $reason }
editor-loaded = Tilanne ladattu.
editor-nothing-to-undo = Ei mitään kumottavaa.
editor-nothing-to-redo = Ei mitään uudelleen tehtävää.

## Korttitutkija: tekstit ja painikkeet

explorer-heading = Korttitutkija
explorer-pick-card = Valitse kortti:
explorer-card-tip = tutki korttia { $card }
explorer-moves-for = Kenen siirrot
explorer-play = Pelaa se
explorer-back = Takaisin siirtoa edeltävään
explorer-show-all = Näytä kaikki siirrot
explorer-help = Napsauta merkittyä nappulaa nähdäksesi vain sen siirrot; napsauta merkittyä reikää valitaksesi siirron, joka päättyy siihen.

## Korttitutkija: mitä se sanoo

explorer-move-not-now = { $move } (ei pelattavissa nyt)
explorer-not-now = Ei pelattavissa nyt: { $reason }
explorer-over = Tässä tilanteessa peli on päättynyt: mikään kortti ei voi siirtää nappulaa (RULES 8).
explorer-no-moves = Kortti { $card } ei voi siirtää tässä yhtään { $whose } joukkueen nappulaa.
explorer-moves =
    { $moves ->
        [one] { $whose } vuoro: kortti { $card } voisi tehdä { $moves } siirron.
       *[other] { $whose } vuoro: kortti { $card } voisi tehdä { $moves } siirtoa.
    }
explorer-not-in-hand = ({ $whose } kädessä ei ole korttia { $card }.)
explorer-showing =
    { $shown ->
        [one] Näytetään { $shown } siirto nappulalle, joka on { $where }.
       *[other] Näytetään { $shown } siirtoa nappulalle, joka on { $where }.
    }
explorer-cannot-move-there = Kortti { $card } ei voi siirtää nappulaa, joka on { $where }.
