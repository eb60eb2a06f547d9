# Refuzimet në regjistrin e motorit (backalley play): vendet me numër, letrat me shënim.
# Referenca pas tyre, "(RULES B, play)", tregon pjesën e librit të rregullave në anglisht.

refusal-game-over = loja mbaroi pas 25 ndarjesh
refusal-bidding-over = ofertat mbaruan, secili ofron një herë: luaj një letër
refusal-bid-too-high = me { $cards } letra, oferta me numër është nga 1 deri në { $most }, ose pas ose tabelë
refusal-not-an-action = nuk është veprim: { $action }
refusal-bid-first = vendi { $seat } duhet të ofrojë më parë: letrat luhen pasi të kenë ofruar të katër
refusal-not-held = vendi { $seat } nuk e ka { $card }
refusal-first-lead-trump = letra e parë e një ndarjeje nuk mund të jetë atu, as nga ai që ofroi tabelë
refusal-trump-lead = me atu mund të hapet vetëm nëse në marrjen e mëparshme u luajt atu ose nëse ai që hap ofroi tabelë
refusal-blooper-duty =
    u hap { $blooper ->
        [big] Big Blooper
       *[little] Little Blooper
    }: duhet të luash atunë tënde më të { $blooper ->
        [big] lartë
       *[little] ulët
    }, { $due }
refusal-follow-suit =
    duhet të ndjekësh ngjyrën: ke { $followed ->
       *[trump] atu
        [spades] maç
        [hearts] kupë
        [diamonds] karo
        [clubs] spathi
    }
illegal-action = veprim i palejuar { $action } (ndarja { $deal }, vendi { $seat }): { $reason }
