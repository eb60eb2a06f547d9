# Vägranden i motorns register (backalley play): platser med nummer, kort i notation.
# Hänvisningen efteråt, "(RULES B, play)", pekar på den engelska regelbokens avsnitt.

refusal-game-over = spelet är slut efter 25 givar
refusal-bidding-over = budgivningen är över, var och en bjuder en gång: spela ett kort
refusal-bid-too-high = med { $cards } kort är ett sifferbud 1 till { $most }, eller pass eller bräde
refusal-not-an-action = inget drag: { $action }
refusal-bid-first = plats { $seat } måste bjuda först: korten spelas när alla fyra har bjudit
refusal-not-held = plats { $seat } har inte { $card }
refusal-first-lead-trump = givens första utspel får inte vara trumf, inte ens av den som bjöd bräde
refusal-trump-lead = trumf får spelas ut bara om trumf spelades i förra sticket eller om den som spelar ut bjöd bräde
refusal-blooper-duty =
    { $blooper ->
        [big] Stora Blooper
       *[little] Lilla Blooper
    } spelades ut: du måste spela din { $blooper ->
        [big] högsta
       *[little] lägsta
    } trumf, { $due }
refusal-follow-suit =
    du måste bekänna färg: du har { $followed ->
       *[trump] trumf
        [spades] spader
        [hearts] hjärter
        [diamonds] ruter
        [clubs] klöver
    }
illegal-action = otillåtet drag { $action } (giv { $deal }, plats { $seat }): { $reason }
