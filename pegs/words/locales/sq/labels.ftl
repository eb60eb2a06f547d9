# Fjalët e vizatuara në tabelë: etiketa e një vendi, teksti në mes, legjenda.

label-team = skuadra { owner }
label-to-play = luan { seat-name }
label-wins = fiton skuadra { owner }!
label-dealer = ndarësi: { seat-name }
label-last-card = letra e fundit: { card }
label-draw-pile = pakoja: { $count }
legend-come-out = hapësira "dalë"
legend-in-spot = vrima "in-spot" (rruga për në shtëpi)
legend-start = zona e fillimit
legend-home = shtëpia (vendet 1 deri 5)
legend-arrow = drejtimi i lojës
label-board-title = Tabela e Pegs and Jokers, { $players } lojtarë
label-peg-tip =
    { $at ->
        [start] kunji { owner } në zonën e fillimit ({ $notation })
        [home] kunji { owner } në vendin { $home } të shtëpisë ({ $notation })
       *[track] kunji { owner } { $spot } ({ $notation })
    }
