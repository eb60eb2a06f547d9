# Kiellot moottorin rekisterissä (backalley play): paikat numeroina, kortit merkintöinä.
# Perään tuleva viittaus "(RULES B, play)" nimeää englanninkielisen sääntökirjan osan.

refusal-game-over = peli on päättynyt 25 jaon jälkeen
refusal-bidding-over = tarjoukset on jo tehty, kukin tarjoaa kerran: pelaa kortti
refusal-bid-too-high = { $cards } kortilla lukutarjous on 1–{ $most }, tai passi tai lauta
refusal-not-an-action = tämä ei ole siirto: { $action }
refusal-bid-first = paikan { $seat } on tarjottava ensin: kortteja pelataan, kun kaikki neljä ovat tarjonneet
refusal-not-held = paikalla { $seat } ei ole korttia { $card }
refusal-first-lead-trump = jaon ensimmäinen avaus ei saa olla valtti, ei edes laudan tarjonneelta
refusal-trump-lead = valtilla saa avata vain, jos edellisessä tikissä pelattiin valttia tai avaaja tarjosi laudan
refusal-blooper-duty =
    { $blooper ->
        [big] Iso Blooper
       *[little] Pikku Blooper
    } avattiin: sinun on pelattava { $blooper ->
        [big] korkein
       *[little] matalin
    } valttisi, { $due }
refusal-follow-suit =
    maata on seurattava: sinulla on { $followed ->
       *[trump] valttia
        [spades] pataa
        [hearts] herttaa
        [diamonds] ruutua
        [clubs] ristiä
    }
illegal-action = kielletty siirto { $action } (jako { $deal }, paikka { $seat }): { $reason }
