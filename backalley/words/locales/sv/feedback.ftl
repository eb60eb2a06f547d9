# Back Alley-lektionens domare: varför ett svar är rätt eller fel, från elevens plats.

feedback-seat =
    { $seat ->
       *[0] du
        [1] spelaren till vänster om dig
        [2] din partner
        [3] spelaren till höger om dig
    }
feedback-bid =
    { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
feedback-or = { $first } eller { $second }

feedback-right = Rätt! { $words }
feedback-not-quite = Inte riktigt. { $words }
feedback-unreadable = Svaret gick inte att läsa. Försök igen.
feedback-click-a-card = Klicka på ett av korten på din hand.
feedback-pick-a-choice = Välj ett av svaren som visas.

feedback-not-in-hand = { learner-card-start } finns inte på din hand.
feedback-would-not-win = Du får spela { learner-card }, men { feedback-seat } skulle ändå ta sticket med { $best }.
feedback-allowed-not-asked = { learner-card-start } är tillåtet, men det är inte det som frågades efter.
feedback-wins-the-trick = { learner-card-start } är det högsta kortet i sticket: du tar det.
feedback-may-play-any = Du får spela { learner-card }: alla kort på din hand är tillåtna här.
feedback-may-play = Du får spela { learner-card }.
feedback-may-play-not = Du får spela { learner-card }. Inte { $barred }: { $because }
feedback-play = Spela { $which }. { $why }
feedback-choice = { $answer }. { $why }

feedback-trick-won =
    { learner-who } tar sticket med { $best }: { $reason ->
        [trump-beats] en trumf slår alla kort i den utspelade färgen.
        [highest-trump] det är den högsta trumfen i sticket.
       *[highest-led] ingen trumf spelades, och det är det högsta kortet i den utspelade färgen.
    }
feedback-leads = { learner-who } bjöd { feedback-bid }, det högsta budet, så { feedback-seat } spelar ut.
feedback-board-level =
    { $before ->
        [one] { $before } bräde bjöds
       *[other] { $before } bräden bjöds
    } före det i den här given, så det är ett { board-name }.
feedback-team-bid-board = Ditt lag bjöd { board-name }: partnerns tal räknas inte längre.
feedback-team-bid =
    Du bjöd { $mine ->
        [pass] pass
       *[other] { $mine }
    } och din partner { $theirs ->
        [pass] pass
       *[other] { $theirs }
    }: lagets bud är de två talen tillsammans, { $total }.
feedback-trump-shown =
    { learner-card-start } vändes upp, så { $trump ->
        [none] det finns ingen trumf.
       *[other] { $trump ->
           *[spades] spader
            [hearts] hjärter
            [diamonds] ruter
            [clubs] klöver
        } är trumf.
    }
feedback-may-lead =
    Du får spela ut { learner-card }: { $reason ->
        [not-trump-any] det är ingen trumf, och en annan färg får alltid spelas ut.
        [only-trumps] du har bara trumf, och den som spelar ut med bara trumf på handen får spela ut en.
        [board] du bjöd bräde, så du får spela ut trumf efter första sticket.
        [trump-last] trumf spelades i förra sticket, så trumf får spelas ut.
       *[not-trump] det är ingen trumf.
    }
feedback-may-not-lead = Du får inte spela ut { learner-card }: { $refused }
feedback-may-play-choice =
    { $answer }: { $reason ->
        [blooper-led] { $led } spelades ut, men du har ingen trumf, så du får spela vad som helst.
        [cannot-follow] du kan inte bekänna färg, så du får spela vad som helst.
       *[must-follow] du måste bekänna färg.
    }
feedback-redealt =
    Alla fyra sa pass, så { feedback-seat } delar ut samma antal kort igen, { $size } var; det är fortfarande giv { $deal } av 25.
feedback-hand-size =
    I giv { $deal } har var och en { $size } kort: { $way ->
       *[down] ett kort färre för varje giv från 13
        [up] ett kort fler för varje giv från 1 efter giv 13
    }.
feedback-score-board =
    Ditt lag bjöd { board-name } med { $size } kort och { $made ->
        [yes] klarade det
       *[no] tog bara { $took }
    }: 10 per stick blir { $base }, gånger { $level }, { $won ->
        [yes] vunnet
       *[no] förlorat
    }: { $result }.
feedback-score-made =
    Ditt lag bjöd { $contract } och tog { $took }: 5 gånger { $contract } är { $base }, plus { $over } för { $over ->
        [one] sticket
       *[other] sticken
    } över: { $result }.
feedback-score-missed = Ditt lag bjöd { $contract } men tog bara { $took }: det förlorar 5 för varje bjudet stick, { $result }.

feedback-does-not-win =
    { learner-who } spelade { learner-card }, som inte tar sticket: { $reason ->
        [higher-trump] en högre trumf spelades.
        [off-suit] ett kort i en färg som inte spelades ut tar aldrig sticket.
        [trumped] en trumf spelades, och en trumf slår alla kort i den utspelade färgen.
       *[higher-led] ett högre kort i den utspelade färgen spelades.
    }
feedback-does-not-lead = { learner-who } bjöd { feedback-bid }, och det är inte budet som spelar ut. Jämför alla fyra buden.
feedback-wrong-board-level = Det är inte { $chosen }: räkna bräden som bjöds före det i den här given.
feedback-wrong-team-bid = Inte { $chosen }: lagets bud är partnernas två tal tillsammans.
feedback-wrong-score = Inte { $chosen }. Räkna igen från budet och sticken ditt lag tog.
feedback-wrong-trump = Inte { $chosen }: titta igen på det uppvända kortet.
feedback-wrong-deal = Inte den given: en giv som ingen spelade räknas inte som en av de 25.
feedback-wrong-size = Inte så många kort: omgiven ger samma antal kort som förut.
feedback-wrong-result = Ta först reda på vem som tar sista sticket, räkna sedan poäng för båda lagens bud.
feedback-wrong-hand-size = Inte { $chosen }: händerna krymper med ett kort varje giv från 13 i giv 1 och växer igen efter giv 13.
feedback-wrong-may-play = Det är inte korten du får spela. Tänk på vad plikten kräver av en spelare som inte har någon trumf.
feedback-wrong = Inte { $chosen }.

refusal-learner-first-lead-trump = Kortet { learner-card } är trumf, och givens första utspel får inte vara trumf så länge du har en annan färg.
refusal-learner-trump-lead = Kortet { learner-card } är trumf; ingen trumf spelades i förra sticket och du bjöd inte bräde, så du får inte spela ut trumf så länge du har en annan färg.
refusal-learner-blooper-duty =
    Utspelet var { $blooper ->
        [big] Stora Blooper, så du måste spela din högsta trumf
       *[little] Lilla Blooper, så du måste spela din lägsta trumf
    }, och { learner-card } är inte den.
refusal-learner-follow-suit =
    Utspelet var { learner-card } och du har { $followed ->
       *[trump] trumf
        [spades] spader
        [hearts] hjärter
        [diamonds] ruter
        [clubs] klöver
    }: du måste bekänna färg.
refusal-learner-bid-first = Alla spelare bjuder innan första kortet spelas.
refusal-learner-bidding-over = Budgivningen är över: varje spelare bjuder en gång, och nu spelas korten.
refusal-learner-bid-too-high = Med { $cards } kort är ett talbud 1 till { $most }, eller pass eller bräde.
refusal-learner-game-over = Spelet är slut: alla 25 givar har spelats.
refusal-learner-not-an-action = Det är varken ett bud eller ett kort.
