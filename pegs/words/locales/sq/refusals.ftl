# Fjalia e motorit kur një lëvizje nuk lejohet (pegs play, pegs moves --card): pa pikë në fund dhe
# pa rregull. Një vrimë mund të shkruhet si në notacion ($place: "T80").

## Ngjyrat, letrat dhe vendet siç i përdorin refuzimet (rasa e zhdrejtë pas nyjës: "e Blusë").

refusal-peg-owner =
    { $peg ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
refusal-seat-owner =
    { $seat ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
refusal-player =
    { $player ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
refusal-player-obl =
    { $player ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
refusal-at-obl =
    { $at_owner ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
refusal-at-owner =
    { $at_owner ->
        [own] e vet
       *[other] e { refusal-at-obl }
    }
refusal-at =
    { $at_kind ->
        [start] në zonën e fillimit
        [home] në shtëpi, në vendin { $at_home }
        [come-out] { $at_owner ->
            [own] në hapësirën e vet "dalë"
           *[other] në hapësirën "dalë" e { refusal-at-obl }
        }
        [in-spot] { $at_owner ->
            [own] në vrimën e vet "in-spot"
           *[other] në vrimën "in-spot" e { refusal-at-obl }
        }
        [past-come-out] { refusal-at-holes } pas { $at_owner ->
            [own] hapësirës së vet "dalë"
           *[other] hapësirës "dalë" të { refusal-at-obl }
        }
        [before-come-out] { refusal-at-holes } para { $at_owner ->
            [own] hapësirës së vet "dalë"
           *[other] hapësirës "dalë" të { refusal-at-obl }
        }
        [before-in-spot] { refusal-at-holes } para { $at_owner ->
            [own] vrimës së vet "in-spot"
           *[other] vrimës "in-spot" të { refusal-at-obl }
        }
       *[off] jashtë tabelës
    }
refusal-at-holes =
    { $at_holes ->
        [one] { $at_holes } vrimë
       *[other] { $at_holes } vrima
    }
# Kunji si kryefjalë ("kunji i Blusë") dhe si kundrinë ("kunjin e Blusë").
refusal-peg =
    { $at_kind ->
        [start] një kunj në zonën e fillimit të { refusal-peg-owner }
       *[other] kunji i { refusal-peg-owner } { refusal-at }
    }
refusal-peg-acc =
    { $at_kind ->
        [start] një kunj në zonën e fillimit të { refusal-peg-owner }
       *[other] kunjin e { refusal-peg-owner } { refusal-at }
    }
refusal-to =
    { $to_kind ->
        [start] përsëri në zonën e fillimit
        [home] në shtëpi, në vendin { $to_home }
        [come-out] në hapësirën "dalë" e { refusal-to-owner }
        [in-spot] në vrimën "in-spot" e { refusal-to-owner }
        [past-come-out] në vrimën { refusal-to-holes } pas hapësirës "dalë" të { refusal-to-owner }
        [before-come-out] në vrimën { refusal-to-holes } para hapësirës "dalë" të { refusal-to-owner }
        [before-in-spot] në vrimën { refusal-to-holes } para vrimës "in-spot" të { refusal-to-owner }
       *[off] jashtë tabelës
    }
refusal-to-owner =
    { $to_owner ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
refusal-to-holes =
    { $to_holes ->
        [one] { $to_holes } vrimë
       *[other] { $to_holes } vrima
    }
refusal-or = { $a } ose { $b }
refusal-held-card = { card }
refusal-a-rank =
    { $rank ->
        [ace] Një as
        [jack] Një fant
        [queen] Një damë
        [king] Një mbret
        [joker] Një xhoker
       *[other] Një { $rank }
    }
refusal-with-rank =
    me { $rank ->
        [ace] një as
        [jack] një fant
        [queen] një damë
        [king] një mbret
        [joker] një xhoker
       *[other] një { $rank }
    }
refusal-nine =
    { $nine ->
       *[split-forward] 9 ndahet si 7
        [forward-only] 9 lëviz vetëm përpara
        [split-forward-back] 9 ndahet në një kunj përpara dhe një prapa
    }

## RULES 1 dhe 2: vendet, skuadrat dhe vrimat.

refusal-no-such-seat = Një lojë me { $players } lojtarë nuk ka vendin { $seat }
refusal-other-team = Kunjat e { refusal-seat-owner } i përkasin skuadrës { $team } ({ $team_colours }): { refusal-player } lëviz vetëm kunjat e skuadrës { $player_team } ({ $player_team_colours })
refusal-not-a-home-place = { $place } nuk është vend në shtëpi: shtëpia ka vendet 1 deri në 5
refusal-no-peg-there = { seat-name } nuk ka kunj { refusal-at }
refusal-off-board = { $place } është jashtë tabelës për { $players } lojtarë

## RULES 3, 7 dhe 8: dora, detyrimi për të luajtur, fundi.

refusal-card-not-held =
    { seat-name } nuk e ka në dorë letrën { card }; { $held ->
        [0] nuk ka asnjë letër në dorë
       *[other] në dorë ka { $hand }
    }
refusal-no-copy-left = Çdo kopje e letrës { card } në pako është tashmë në duar dhe në stiva
refusal-must-play = { seat-name } duhet të luajë, jo të hedhë: me letrën { card } mund të lëvizë një kunj
refusal-game-over = Loja mbaroi: fitoi skuadra { $team } ({ $team_colours })

## RULES 4: çfarë bën secila letër.

refusal-one-peg-card = { refusal-a-rank } lëviz vetëm një kunj; vetëm 7 ose 9 mund të ndahen
refusal-same-peg-twice = Një ndarje lëviz dy kunja të ndryshëm, jo të njëjtin kunj dy herë
refusal-split-from-start = Një pjesë e ndarjes nuk e nxjerr kurrë një kunj nga zona e fillimit
refusal-split-count =
    Dy pjesët e një ndarjeje duhet të bëjnë bashkë { $total } hapa përpara, secila të paktën 1; këto shkojnë { $first_part ->
        [0] askund përpara
        [one] 1 hap përpara
       *[other] { $first_part } hapa përpara
    } dhe { $second_part ->
        [0] askund përpara
        [one] 1 hap përpara
       *[other] { $second_part } hapa përpara
    }
refusal-no-move =
    { $at_kind ->
        [start] Një kunj në zonën e fillimit të { refusal-peg-owner }
       *[other] Kunji i { refusal-peg-owner } { refusal-at }
    } nuk do të lëvizte: një lëvizje duhet të shkojë diku
refusal-no-move-for-card = { refusal-player } nuk ka asnjë lëvizje { refusal-with-rank }
refusal-cannot-bring-out = { refusal-a-rank } nuk nxjerr dot një kunj nga zona e fillimit: këtë e bëjnë vetëm një as, një mbret, një damë, një fant ose një xhoker
refusal-come-out-hole-only = Një kunj në zonën e fillimit të { refusal-seat-owner } del vetëm në hapësirën "dalë" të { refusal-seat-owner }
refusal-backward-track-only = Një lëvizje prapa merr vetëm një kunj në pistën kryesore, jo { refusal-peg-acc }
refusal-backward-not-home = Një lëvizje prapa nuk hyn kurrë në shtëpi
refusal-backward-count = { $steps } hapa prapa e çojnë { refusal-peg-acc } { $dest }, jo { $to }
refusal-forward-count = { $steps ->
        [one] { $steps } hap e çon
       *[other] { $steps } hapa e çojnë
    } { refusal-peg-acc } { $dests }, jo { $to }
refusal-home-count = { $steps ->
        [one] { $steps } hap nga vendi { $from } në shtëpi përfundon
       *[other] { $steps } hapa nga vendi { $from } në shtëpi përfundojnë
    } në vendin { $end }, jo në vendin { $asked }

## RULES 5: lëvizja, bllokimi, goditja, hyrja në shtëpi.

refusal-own-colour-in-way = Një kunj nuk mund të kalojë ngjyrën e vet: në rrugë është { refusal-peg }
refusal-own-colour-there = Një kunj nuk mund të ndalet mbi ngjyrën e vet: aty është { refusal-peg }
refusal-teammate-nowhere = Kunji i një shoku të skuadrës ku ndalesh dërgohet në vrimën e vet "in-spot", por kunji i { refusal-seat-owner } është tashmë në vrimën e vet "in-spot": nuk ka ku të shkojë
refusal-in-spot-own-colour = Kunji i { refusal-seat-owner } do të dërgohej në vrimën e vet "in-spot", por aty është një kunj i së njëjtës ngjyrë
refusal-chain-endless = Zinxhiri i kunjave të dërguar në vrimat e tyre "in-spot" nuk mbaron kurrë
refusal-home-compulsory = Hyrja në shtëpi është e detyrueshme: { $steps ->
        [one] { $steps } hap e çon
       *[other] { $steps } hapa e çojnë
    } { refusal-peg-acc } { $dests }
refusal-home-place-blocked = Vendi { $from } në shtëpi nuk arrihet: në rrugë është një kunj në shtëpi
refusal-past-home-five = { $steps ->
        [one] { $steps } hap nga vendi { $from } në shtëpi do të kalonte
       *[other] { $steps } hapa nga vendi { $from } në shtëpi do të kalonin
    } përtej vendit 5
refusal-home-never-leaves = Një kunj në shtëpi nuk del kurrë prej saj
refusal-home-pass-or-land = Një kunj në shtëpi nuk mund të kalojë as të ndalet mbi një kunj tjetër në shtëpi

## RULES 6: xhokeri.

refusal-joker-all-home = Xhokeri nuk ka kunj për të lëvizur: çdo kunj që mund të lëvizë { refusal-player } është në shtëpi, dhe xhokeri nuk lëviz kurrë një kunj në shtëpi
refusal-joker-no-target = Xhokeri ka nevojë për një kunj të një ngjyre tjetër në pistë ku të ndalet, dhe nuk ka asnjë
refusal-joker-home-peg = Xhokeri nuk lëviz kurrë një kunj në shtëpi
refusal-joker-from-start = Për sa kohë një zonë e fillimit e skuadrës ka ende një kunj, kunji i xhokerit duhet të vijë nga një zonë e fillimit
refusal-joker-target-off-track = Objektivi i xhokerit duhet të jetë një vrimë në pistën kryesore, jo një vrimë { refusal-at }
refusal-joker-target-empty = Nuk ka asnjë kunj { refusal-at }: xhokeri e çon një kunj vetëm në një vrimë ku është një ngjyrë tjetër
refusal-joker-target-own = Kunji { refusal-at } ka ngjyrën e { refusal-seat-owner }: xhokeri ka nevojë aty për kunjin e një ngjyre tjetër

## RULES 9: rregullat e shtëpisë.

refusal-own-pegs-first = Sipas rregullit të shtëpisë "së pari kunjat e vet", { refusal-player } mund të lëvizë kunjin e një shoku vetëm kur të gjithë kunjat e { refusal-player-obl } janë në shtëpi
refusal-nine-not-split = Sipas rregullit të shtëpisë "{ refusal-nine }", 9 nuk mund të ndahet
refusal-nine-forward-back = Sipas rregullit të shtëpisë "{ refusal-nine }", një 9 e ndarë lëviz një kunj përpara dhe një prapa, { $total } hapa gjithsej

refusal-part =
    Pjesa e { $part ->
       *[first] parë
        [second] dytë
    } e ndarjes nuk lejohet: { $reason }

refusal-move = { $move } nuk lejohet: { $reason } (RULES { $clause })
refusal-card-no-move = asnjë lëvizje me { $card }: { $reason } (RULES { $clause })
refusal-card-no-peg = asnjë lëvizje me { $card }: këtu nuk mund të lëvizë asnjë kunj të atij që e ka radhën
