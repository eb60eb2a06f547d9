# Tipsets ord: vad ett drag gör, vilket kort man sparar, varför ett utfall är bättre; vinstchansen.

advice-win-here = { $team } vinner ungefär { $here } % av spelen härifrån.
advice-win-after = { $team } vinner ungefär { $here } % av spelen härifrån; efter det här draget { $after } %.
advice-thinking = Tänker framåt: { $deals } utdelade händer har spelats ut hittills.
advice-discard = Kasta { card }: inget kort kan flytta en pinne.
advice-play = Spela { card }: { $bits }.
advice-part-out = ta ut en pinne för { seat-name }
advice-part-home = för { owner } pinne hem
advice-part-jump = hoppa med { owner } pinne till en pinne av annan färg
advice-part-move =
    flytta { owner } pinne { $way ->
        [back] bakåt
       *[on] framåt
    }
advice-part-bump = och slå tillbaka { owner } pinne till dess startområde
advice-part-in-spot = och skicka { owner } pinne till dess in-spot
advice-keep-same = { $kept } skulle göra samma sak; vilket som helst kan spelas, { $spent } är lika lätt att avvara.
advice-keep = Spela { $spent } och spara { $kept }: { $power }.
advice-power-joker = den kan hoppa till vilken pinne som helst av en annan färg
advice-power-out = den kan ta ut en pinne ur startområdet (eller flytta en { $steps })
advice-power-split = den kan delas mellan två pinnar ({ $steps } sammanlagt)
advice-power-back = den flyttar en pinne { $back } bakåt, en genväg hem strax efter ett "kom ut"-fält
advice-power-steps = den flyttar en pinne { $steps }
advice-than =
    { $first ->
        [yes] nästa val
       *[no] det bästa valet
    }
advice-holes =
    { $holes ->
        [one] { $holes } hål
       *[other] { $holes } hål
    }
advice-only = det är det enda den här turen kan göra
advice-wins = det vinner spelet direkt
advice-bumps = det slår tillbaka { $names } pinne till startområdet och sätter den { advice-holes } bakåt, vilket { advice-than } inte gör
advice-no-bump = det slår inte tillbaka { $names } pinne, vilket { advice-than } skulle göra
advice-avoids = det undviker en utslagning: { advice-than } lämnar { $whose } pinne där { $attacker }, som spelar härnäst, kan slå ut den ({ $chance } % chans)
advice-someone = någons
advice-leaves = det lämnar { $whose } pinne där { $attacker }, som spelar härnäst, kan slå ut den ({ $chance } % chans)
advice-saves = det sparar { $cardname }, som { advice-than } använder
advice-spends = det använder { $cardname }, som { advice-than } sparar
advice-gains =
    det vinner { advice-holes } för laget, { $diff } { $more ->
        [more] fler
       *[fewer] färre
    } än { advice-than }
advice-loses =
    det förlorar { advice-holes } för laget, { $diff } { $more ->
        [more] fler
       *[fewer] färre
    } än { advice-than }
advice-ranked =
    utspelningarna rankar det ändå { $first ->
        [yes] först
       *[no] lägre
    }: några turer fram står laget ungefär { advice-holes } { $ahead ->
        [yes] längre fram
       *[no] längre bak
    } än efter { advice-than }
advice-even = det blir ungefär jämnt med { advice-than }; utspelningarna gynnar det något
advise-no-cards = { seat-name } har inga kort: det finns inget drag att ranka.
advise-discard = kastar { $card }: inget kort kan flytta en pinne (RULES 7)
advise-joker = använder en joker
advise-peg =
    { $owner ->
        [you] din pinne
       *[other] { owner } pinne
    }
advise-peg-on = { advise-peg } på { $place }
advise-lead-peg =
    { $owner ->
        [you] din ledande pinne
       *[other] { owner } ledande pinne
    }
advise-bump = slår tillbaka { $peg } till start
advise-in-spot = skickar { $peg } vidare till dess in-spot { $to }
advise-win = vinner spelet åt ditt lag
advise-out = tar ut { $peg } på { $to }
advise-home = för { $peg } hem till { $to }
advise-deeper = flyttar { $peg } längre in i hemområdet, { $from } till { $to }
advise-move =
    flyttar { $peg } { $way ->
        [back] bakåt
       *[on] framåt
    } { $from } till { $to } ({ $left } hål från dess in-spot)
advise-leaves = lämnar { $peg } { $where }: { seat-name }, som spelar härnäst, kan slå ut den { $odds }
advise-in-front = { $holes } hål framför { owner } pinne
advise-exposed = oskyddad
advise-odds-certain = med säkerhet
advise-odds = med { $chance } % chans
advise-odds-one-in = med { $chance } % chans (ungefär 1 på { $one })
advise-out-of-reach = tar { $peg } utom räckhåll för { advise-owner-name }
advise-owner-name =
    { $owner ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }

advice-calibration-title = Är vinstchansen ärlig?
advice-calibration-said = chans som sades ({ $positions } ställningar ur osedda partier)
advice-calibration-won = andel av de partierna som vanns
