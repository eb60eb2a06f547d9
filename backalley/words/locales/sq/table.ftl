# Tavolina e Back Alley nga vendi i lojtarit: lojtari ulet në Jug, shoku i skuadrës në Veri.

table-compass =
    { $seat ->
       *[0] Jugu
        [1] Perëndimi
        [2] Veriu
        [3] Lindja
    }
table-seat =
    { $seat ->
       *[0] ti
        [1] Perëndimi
        [2] Veriu
        [3] Lindja
    }
table-seat-start =
    { $seat ->
       *[0] Ti
        [1] Perëndimi
        [2] Veriu
        [3] Lindja
    }
table-plate =
    { $seat ->
       *[0] Ti
        [1] Perëndimi
        [2] Veriu · shok
        [3] Lindja
    }
table-team =
    { $team ->
       *[0] Veriu dhe Jugu
        [1] Lindja dhe Perëndimi
    }
table-team-short =
    { $team ->
       *[0] Veri–Jug
        [1] Lindje–Perëndim
    }
table-card =
    { $rank ->
        [big] Blooper-i i Madh
        [little] Blooper-i i Vogël
       *[other] { $card }
    }
table-cards-each =
    { $size ->
        [one] nga { $size } letër secili
       *[other] nga { $size } letra secili
    }
table-bid =
    { $bid ->
        [pass] pas
        [board] { board-name }
       *[other] { $bid }
    }
table-badge =
    { $bid ->
        [pass] PAS
        [board] { $level ->
           *[1] TABELË
            [2] 2× TABELË
            [3] 3× TABELË
            [4] 4× TABELË
        }
       *[other] OFERTË { $bid }
    }
table-tricks =
    { $took ->
        [one] { $took } marrje
       *[other] { $took } marrje
    }
table-points =
    { $points ->
        [one] { $points } pikë
       *[other] { $points } pikë
    }
table-game-over-draw = Loja mbaroi: barazim, { $a } me { $b }.
table-game-over-win = Loja mbaroi: fitojnë { table-team }, { $a } me { $b }.
table-result-draw = Barazim, { $a } me { $b }.
table-result-win = Fitojnë { table-team }, { $a } me { $b }.
table-redeal =
    Të katër lojtarët thanë pas, ndaj askush nuk e luan atë dorë: letrat u përzien dhe u ndanë përsëri, përsëri { table-cards-each }. Ndarja { $deal } është ndarë përsëri { $redeals ->
        [1] një herë
        [2] dy herë
       *[other] { $redeals } herë
    }; një rindarje nuk numërohet si një nga 25 ndarjet. Thuaj një numër nëse mendon se skuadra jote mund të bëjë marrje.
table-status =
    Ndarja { $deal } nga { $deals } · { table-cards-each } · { $symbol ->
        [none] pa atu
       *[other] atu { $symbol }
    } · { $seat ->
       *[0] Është radha jote të { $phase ->
            [bid] ofrosh
           *[play] luash një letër
        }
        [1] Radha e Perëndimit të { table-doing }
        [2] Radha e Veriut të { table-doing }
        [3] Radha e Lindjes të { table-doing }
    }.
table-doing =
    { $phase ->
        [bid] ofrojë
       *[play] luajë një letër
    }
table-status-summary = Ndarja { $deal } nga { $deals } mbaroi: lexo përmbledhjen më poshtë.
table-refused-play = Tani nuk mund të luash { table-card }: { $why }{ table-rule }.
table-refused-bid = Tani nuk mund të ofrosh { table-bid }: { $why }{ table-rule }.
table-refused-other = Kjo nuk lejohet tani: { $why }{ table-rule }.
table-rule =
    { $rule ->
        [none] {""}
       *[other] {" "}(RULES { $rule })
    }
table-why-bid-first =
    { $seat ->
       *[0] duhet të ofrosh më parë
        [1] Perëndimi duhet të ofrojë më parë
        [2] Veriu duhet të ofrojë më parë
        [3] Lindja duhet të ofrojë më parë
    }: letrat luhen pasi të katër kanë ofruar
table-why-not-held =
    { $seat ->
       *[0] nuk e ke
        [1] Perëndimi nuk e ka
        [2] Veriu nuk e ka
        [3] Lindja nuk e ka
    } { table-card }
table-why-follow-suit =
    duhet të ndjekësh ngjyrën: ke { $followed ->
       *[trump] një atu
        [spades] një maç
        [hearts] një kupë
        [diamonds] një karo
        [clubs] një spathi
    }
table-over-new-game = Shtyp Lojë e re për të luajtur përsëri.
table-wait-summary = Kjo ndarje mbaroi: shtyp Ndarja tjetër (ose kliko tavolinën) për të vazhduar.
table-not-your-turn =
    { $seat ->
        [1] Është radha e Perëndimit, jo jotja: prit që të luajë Perëndimi.
       *[2] Është radha e Veriut, jo jotja: prit që të luajë Veriu.
        [3] Është radha e Lindjes, jo jotja: prit që të luajë Lindja.
    }
table-problem = Lojtarët e kompjuterit ndaluan: { $error }
table-trick =
    Marrja { $number }: { $plays }. { $seat ->
       *[0] E more ti
        [1] E mori Perëndimi
        [2] E mori Veriu
        [3] E mori Lindja
    }.
table-led =
    { table-seat-start } { $seat ->
       *[0] hape me
        [1] hapi me
        [2] hapi me
        [3] hapi me
    } { table-card }
table-played = { table-seat } { table-card }
table-history-title = Marrjet e ndarjes { $deal }
table-history-none = Marrjet e ndarjes { $deal }: ende asnjë.
table-summary-head = Ndarja { $deal } nga { $deals } ({ table-cards-each }) mbaroi.
table-summary-bid =
    { table-seat } { $bid ->
        [pass] { $seat ->
            [0] the pas
           *[other] tha pas
        }
       *[other] { table-bid }
    }
table-summary-team =
    { table-team } { $bid ->
        [pass] thanë të dy pas ({ $bids }) dhe bënë { table-tricks }: { $sign }{ table-points }.
       *[other] ofruan { table-bid } ({ $bids }) dhe bënë { table-tricks }: { $made ->
           *[yes] ia dolën
            [no] nuk ia dolën
        }, { $sign }{ table-points }.
    }
table-summary-totals = Gjithsej: { $first } { $a }, { $second } { $b }.
table-sheet-deal = ndarja
table-sheet-cards = letra
table-sheet-bid = oferta
table-sheet-tricks = marrje
table-sheet-points = pikë
table-sheet-total = gjithsej
table-sheet-now = tani
table-panel-deal = NDARJA { $deal } NGA { $deals }
table-panel-again =
    { $redeals ->
        [1] u rindanë
       *[other] u rindanë ×{ $redeals }
    }
table-panel-trump = ATU
table-panel-no = Pa
table-panel-trump-word = atu
table-panel-suit =
    { $suit ->
       *[spades] Maç
        [hearts] Kupë
        [diamonds] Karo
        [clubs] Spathi
    }
table-panel-score = PIKËT
table-panel-bids = OFERTAT · MARRJET
table-panel-bid-waiting = oferta …
table-panel-bid = oferta { table-bid }
table-took = bëri { $took }
table-last-trick = MARRJA E FUNDIT
table-none-yet = ende asnjë
table-end-of-deal = (fundi i ndarjes { $deal })
table-won-by = e fitoi
table-middle-again = u rindanë
table-middle-all-passed = të katër thanë pas
table-middle-bidding = ofertat
table-middle-lead = hapja
table-banner-game-over = Loja mbaroi
table-banner-deal-over = Ndarja { $deal } mbaroi
table-banner-team =
    { table-team-short }: { $bid ->
        [pass] pas
       *[other] oferta { table-bid }
    }, bëri { $took }
table-banner-points = { $sign }{ table-points }, gjithsej { $total }
table-banner-new-game = Shtyp Lojë e re për të luajtur përsëri
table-banner-go-on = Kliko tavolinën ose Ndarja tjetër për të vazhduar
table-next-deal = Ndarja tjetër
table-next-deal-tip = përmbledhja u lexua: ndaj dorën tjetër
table-new-game = Lojë e re
table-seed = fara
table-speed = shpejtësia e kompjuterit
table-speed-name =
    { $speed ->
        [instant] menjëherë
        [fast] shpejt
       *[normal] normale
        [slow] ngadalë
    }
table-player-name =
    { $player ->
        [random] i rastësishëm
        [heuristic] me rregulla
        [sampler] me mostra
       *[other] { $player }
    }
table-reveal = shfaq të gjitha duart
table-computers = Lojtarët e kompjuterit:
table-your-bid = Oferta jote:
table-bid-tip = ofro { $label }
table-face-big = I MADH
table-face-little = I VOGËL
table-face-blooper = BLOOPER
table-face-joker = XHOKER
