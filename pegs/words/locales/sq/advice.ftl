# Fjalët e ndihmës: çfarë bën një lëvizje, cilën letër të mbash, pse një rezultat është më i mirë; mundësia e fitores.

advice-win-here = { $team } fitojnë rreth { $here }% të lojërave nga këtu.
advice-win-after = { $team } fitojnë rreth { $here }% të lojërave nga këtu; pas kësaj lëvizjeje { $after }%.
advice-thinking = Duke menduar përpara: { $deals } duar të ndara të luajtura deri tani.
advice-discard = Hidh letrën { card }: asnjë letër nuk mund të lëvizë një kunj.
advice-play = Luaj letrën { card }: { $bits }.
advice-part-out = nxirr një kunj (ngjyra { seat-name })
advice-part-home = çoje kunjin { owner } në shtëpi
advice-part-jump = kërce kunjin { owner } mbi një kunj me ngjyrë tjetër
advice-part-move =
    lëviz kunjin { owner } { $way ->
        [back] prapa
       *[on] përpara
    }
advice-part-bump = duke e kthyer kunjin { owner } në zonën e tij të fillimit
advice-part-in-spot = duke e dërguar kunjin { owner } te vrima e tij "in-spot"
advice-keep-same = Letra { $kept } do të bënte të njëjtën gjë; mund të luhet cilado, letra { $spent } jepet po aq lehtë.
advice-keep = Luaj letrën { $spent } dhe mbaj letrën { $kept }: { $power }.
advice-power-joker = mund të kërcejë një kunj mbi çdo kunj me ngjyrë tjetër
advice-power-out = mund të nxjerrë një kunj nga zona e fillimit (ose të lëvizë një { $steps })
advice-power-split = mund të ndahet mes dy kunjave ({ $steps } gjithsej)
advice-power-back = lëviz një kunj { $back } prapa, një rrugë e shkurtër për në shtëpi menjëherë pas një hapësire "dalë"
advice-power-steps = lëviz një kunj { $steps }
advice-than =
    { $first ->
        [yes] zgjedhja tjetër
       *[no] zgjedhja më e mirë
    }
advice-holes =
    { $holes ->
        [one] { $holes } vrimë
       *[other] { $holes } vrima
    }
advice-only = është e vetmja gjë që mund të bëjë kjo radhë
advice-wins = e fiton lojën menjëherë
advice-bumps = e kthen kunjin { $names } në fillim, duke e shtyrë { advice-holes } prapa, gjë që { advice-than } nuk e bën
advice-no-bump = nuk e kthen në fillim kunjin { $names }, siç do ta bënte { advice-than }
advice-avoids = shmang një kthim në fillim: { advice-than } e lë kunjin { $whose } aty ku { $attacker }, që luan më pas, mund ta godasë (mundësi { $chance }%)
advice-someone = e dikujt
advice-leaves = e lë kunjin { $whose } aty ku { $attacker }, që luan më pas, mund ta godasë (mundësi { $chance }%)
advice-saves = kursen letrën { $cardname }, që { advice-than } e shpenzon
advice-spends = shpenzon letrën { $cardname }, që { advice-than } e mban
advice-gains =
    i fiton skuadrës { advice-holes }, { $diff } { $more ->
        [more] më shumë
       *[fewer] më pak
    } se { advice-than }
advice-loses =
    i humbet skuadrës { advice-holes }, { $diff } { $more ->
        [more] më shumë
       *[fewer] më pak
    } se { advice-than }
advice-ranked =
    simulimet e renditin { $first ->
        [yes] të parën
       *[no] më poshtë
    } gjithsesi: pas disa radhësh, skuadra është rreth { advice-holes } më { $ahead ->
        [yes] përpara
       *[no] prapa
    } se pas { advice-than }
advice-even = del pak a shumë baras me { advice-than }; simulimet e favorizojnë pak
advise-no-cards = { seat-name } nuk ka letra: nuk ka lëvizje për të renditur.
advise-discard = hedh letrën { $card }: asnjë letër nuk mund të lëvizë një kunj (RULES 7)
advise-joker = shpenzon një xhoker
advise-peg =
    { $owner ->
        [you] kunjin tënd
       *[other] kunjin { owner }
    }
advise-peg-on = { advise-peg } në { $place }
advise-lead-peg =
    { $owner ->
        [you] kunjin tënd më të përparuar
       *[other] kunjin më të përparuar { owner }
    }
advise-bump = kthen { $peg } në fillim
advise-in-spot = dërgon { $peg } te vrima e tij "in-spot" { $to }
advise-win = i fiton lojën skuadrës tënde
advise-out = nxjerr { $peg } në { $to }
advise-home = çon { $peg } në shtëpi, në { $to }
advise-deeper = lëviz { $peg } më thellë në shtëpi, nga { $from } në { $to }
advise-move =
    lëviz { $peg } { $way ->
        [back] prapa
       *[on] përpara
    } nga { $from } në { $to } ({ $left ->
        [one] { $left } vrimë
       *[other] { $left } vrima
    } nga vrima e tij "in-spot")
advise-leaves = e lë { $peg } { $where }: { seat-name }, që luan më pas, mund ta godasë { $odds }
advise-in-front = { $holes } vrima përpara kunjit { owner }
advise-exposed = të pambrojtur
advise-odds-certain = me siguri
advise-odds = me mundësi { $chance }%
advise-odds-one-in = me mundësi { $chance }% (rreth 1 në { $one })
advise-out-of-reach = e nxjerr { $peg } nga arritja { owner }

advice-calibration-title = A është i ndershëm shansi i fitores?
advice-calibration-said = shansi i thënë ({ $positions } pozicione nga lojëra të pashfrytëzuara)
advice-calibration-won = pjesa e atyre lojërave të fituara
