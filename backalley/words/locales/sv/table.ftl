# Back Alley-bordet, från spelarens stol: spelaren sitter i Syd, partnern i Nord.

table-compass =
    { $seat ->
       *[0] Syd
        [1] Väst
        [2] Nord
        [3] Öst
    }
table-seat =
    { $seat ->
       *[0] du
        [1] Väst
        [2] Nord
        [3] Öst
    }
table-seat-start =
    { $seat ->
       *[0] Du
        [1] Väst
        [2] Nord
        [3] Öst
    }
table-plate =
    { $seat ->
       *[0] Du
        [1] Väst
        [2] Nord · partner
        [3] Öst
    }
table-team =
    { $team ->
       *[0] Nord och Syd
        [1] Öst och Väst
    }
table-team-short =
    { $team ->
       *[0] Nord–Syd
        [1] Öst–Väst
    }
table-card =
    { $rank ->
        [big] Stora Blooper
        [little] Lilla Blooper
       *[other] { $card }
    }
table-cards-each = { $size } kort var
table-bid =
    { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
table-badge =
    { $bid ->
        [pass] PASS
        [board] { $level ->
           *[1] BRÄDE
            [2] 2× BRÄDE
            [3] 3× BRÄDE
            [4] 4× BRÄDE
        }
       *[other] BUD { $bid }
    }
table-tricks =
    { $took ->
        [one] { $took } stick
       *[other] { $took } stick
    }
table-points =
    { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
table-game-over-draw = Spelet är slut: oavgjort, { $a } mot { $b }.
table-game-over-win = Spelet är slut: { table-team } vinner, { $a } mot { $b }.
table-result-draw = Oavgjort, { $a } mot { $b }.
table-result-win = { table-team } vinner, { $a } mot { $b }.
table-redeal =
    Alla fyra spelare sa pass, så ingen spelar den given: korten blandades och delades ut igen, fortfarande { table-cards-each }. Giv { $deal } har delats om { $redeals ->
        [1] en gång
        [2] två gånger
       *[other] { $redeals } gånger
    }; en omgiv räknas inte som en av de 25 givarna. Bjud ett tal om du tror att ditt lag kan ta stick.
table-status =
    Giv { $deal } av { $deals } · { table-cards-each } · { $symbol ->
        [none] ingen trumf
       *[other] trumf { $symbol }
    } · { $seat ->
       *[0] Din tur att { table-doing }
        [1] Väst ska { table-doing }
        [2] Nord ska { table-doing }
        [3] Öst ska { table-doing }
    }.
table-doing =
    { $phase ->
        [bid] bjuda
       *[play] spela ett kort
    }
table-status-summary = Giv { $deal } av { $deals } är slut: läs sammanfattningen nedan.
table-refused-play = Du kan inte spela { table-card } nu: { $why }{ table-rule }.
table-refused-bid = Du kan inte bjuda { table-bid } nu: { $why }{ table-rule }.
table-refused-other = Det är inte tillåtet nu: { $why }{ table-rule }.
table-rule =
    { $rule ->
        [none] {""}
       *[other] {" "}(RULES { $rule })
    }
table-why-bid-first =
    { $seat ->
       *[0] du måste bjuda först
        [1] Väst måste bjuda först
        [2] Nord måste bjuda först
        [3] Öst måste bjuda först
    }: korten spelas när alla fyra har bjudit
table-why-not-held =
    { $seat ->
       *[0] du har inte
        [1] Väst har inte
        [2] Nord har inte
        [3] Öst har inte
    } { table-card }
table-why-follow-suit =
    du måste bekänna färg: du har { $followed ->
       *[trump] en trumf
        [spades] en spader
        [hearts] en hjärter
        [diamonds] en ruter
        [clubs] en klöver
    }
table-over-new-game = Tryck på Nytt spel för att spela igen.
table-wait-summary = Den här given är slut: tryck på Nästa giv (eller klicka på bordet) för att fortsätta.
table-not-your-turn =
    { $seat ->
        [1] Det är Västs tur, inte din: vänta tills Väst har spelat.
       *[2] Det är Nords tur, inte din: vänta tills Nord har spelat.
        [3] Det är Östs tur, inte din: vänta tills Öst har spelat.
    }
table-problem = Datorspelarna stannade: { $error }
table-trick = Stick { $number }: { $plays }. { table-seat-start } tog det.
table-led = { table-seat-start } spelade ut { table-card }
table-played = { table-seat } { table-card }
table-history-title = Sticken i giv { $deal }
table-history-none = Sticken i giv { $deal }: inga än.
table-summary-head = Giv { $deal } av { $deals } ({ table-cards-each }) är slut.
table-summary-bid =
    { table-seat } { $bid ->
        [pass] sa pass
       *[other] { table-bid }
    }
table-summary-team =
    { table-team } { $bid ->
        [pass] sa båda pass ({ $bids }) och tog { table-tricks }: { $sign }{ table-points }.
       *[other] bjöd { table-bid } ({ $bids }) och tog { table-tricks }: { $made ->
           *[yes] klarade det
            [no] gick bet
        }, { $sign }{ table-points }.
    }
table-summary-totals = Totalt: { $first } { $a }, { $second } { $b }.
table-sheet-deal = giv
table-sheet-cards = kort
table-sheet-bid = bud
table-sheet-tricks = stick
table-sheet-points = poäng
table-sheet-total = totalt
table-sheet-now = nu
table-panel-deal = GIV { $deal } AV { $deals }
table-panel-again =
    { $redeals ->
        [1] omgiven
       *[other] omgiven ×{ $redeals }
    }
table-panel-trump = TRUMF
table-panel-no = Ingen
table-panel-trump-word = trumf
table-panel-suit =
    { $suit ->
       *[spades] Spader
        [hearts] Hjärter
        [diamonds] Ruter
        [clubs] Klöver
    }
table-panel-score = POÄNG
table-panel-bids = BUD · STICK
table-panel-bid-waiting = bud …
table-panel-bid = bud { table-bid }
table-took = tog { $took }
table-last-trick = SENASTE STICK
table-none-yet = inget än
table-end-of-deal = (slutet av giv { $deal })
table-won-by = taget av
table-middle-again = omgiven
table-middle-all-passed = alla fyra sa pass
table-middle-bidding = budgivning
table-middle-lead = spela ut
table-banner-game-over = Spelet är slut
table-banner-deal-over = Giv { $deal } är slut
table-banner-team =
    { table-team-short }: { $bid ->
        [pass] pass
       *[other] bud { table-bid }
    }, tog { $took }
table-banner-points = { $sign }{ table-points }, totalt { $total }
table-banner-new-game = Tryck på Nytt spel för att spela igen
table-banner-go-on = Klicka på bordet eller Nästa giv för att fortsätta
table-next-deal = Nästa giv
table-next-deal-tip = sammanfattningen är läst: dela nästa giv
table-new-game = Nytt spel
table-seed = frö
table-speed = datorns tempo
table-speed-name =
    { $speed ->
        [instant] direkt
        [fast] snabbt
       *[normal] normalt
        [slow] långsamt
    }
table-player-name =
    { $player ->
        [random] slumpvis
        [heuristic] tumregler
        [sampler] provspelare
       *[other] { $player }
    }
table-reveal = visa alla händer
table-computers = Datorspelare:
table-your-bid = Ditt bud:
table-bid-tip = bjud { $label }
table-face-big = STORA
table-face-little = LILLA
table-face-blooper = BLOOPER
table-face-joker = JOKER
