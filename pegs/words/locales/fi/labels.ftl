# Laudalle piirretyt sanat: paikan nimikyltti, keskellä oleva teksti, selite.

label-team = { owner } joukkue
label-to-play = { label-seat-gen } vuoro
# Paikan väri genetiivissä ($seat): "Sinisen".
label-seat-gen =
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
label-wins = { owner } joukkue voitti!
label-dealer = jakaja: { seat-name }
label-last-card = viimeisin kortti: { card }
label-draw-pile = nostopakka: { $count }
legend-come-out = ulostuloreikä
legend-in-spot = sisääntuloreikä (tie kotiin)
legend-start = lähtöalue
legend-home = kotialue (paikat 1–5)
legend-arrow = pelisuunta
label-board-title = Pegs and Jokers -lauta, { $players } pelaajaa
label-peg-tip =
    { $at ->
        [start] { owner } nappula lähtöalueella ({ $notation })
        [home] { owner } nappula kotipaikalla { $home } ({ $notation })
       *[track] { owner } nappula { $spot } ({ $notation })
    }
