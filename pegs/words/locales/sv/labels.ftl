# Ord som ritas på brädet: en plats etikett, texten i mitten, teckenförklaringen.

label-team = { owner } lag
label-to-play = { seat-name } ska spela
label-wins = { owner } lag vinner!
label-dealer = giv: { seat-name }
label-last-card = senaste kort: { card }
label-draw-pile = draghögen: { $count }
legend-come-out = "kom ut"-fältet
legend-in-spot = in-spot (vägen in i hemområdet)
legend-start = startområdet
legend-home = hemområdet (platser 1 till 5)
legend-arrow = spelriktning
label-board-title = Pegs and Jokers-bräde, { $players } spelare
label-peg-tip =
    { $at ->
        [start] { owner } pinne i startområdet ({ $notation })
        [home] { owner } pinne på hemplats { $home } ({ $notation })
       *[track] { owner } pinne { $spot } ({ $notation })
    }
