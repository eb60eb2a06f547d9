# Back Alley-lektionens skärm: framsteg, knappar, instruktioner och bordet i rader.

ba-lesson-progress = { $where } · { $solved } av { $total } övningar lösta
ba-lesson-score = Du löste { $solved } av { $total } övningar, { $first } av dem på första försöket.
ba-lesson-demo-card = Visa mig nästa kort
ba-lesson-demo-bid = Visa mig nästa bud
ba-lesson-do-demo = Klicka på ”{ $button }” för att se.
ba-lesson-do-again = Klicka på ”Försök igen” för att svara igen.
ba-lesson-do-card = Klicka på ett kort på din hand.
ba-lesson-do-answer = Klicka på ditt svar.
ba-lesson-shown = Här är svaret. { $answer }
ba-lesson-rule = Regeln: { $rule }
ba-lesson-your-hand = Din hand
ba-lesson-seat =
    { $seat ->
       *[0] Du
        [1] Vänster
        [2] Partner
        [3] Höger
    }
ba-lesson-deal = Giv { $deal } av { $deals }.
ba-lesson-deal-size = Giv { $deal } av { $deals }, { $size } kort var.
ba-lesson-turned = Vänt kort: { learner-card }.
ba-lesson-no-trump = { learner-card-start } vändes: ingen trumf i den här given.
ba-lesson-trump = Trumf: { suit } ({ learner-card } vändes).
ba-lesson-bid =
    { ba-lesson-seat } { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
ba-lesson-bids = Bud: { $list }.
ba-lesson-score-line = Ställning: du och din partner { $ours }, dina motståndare { $theirs }.
ba-lesson-taken = { ba-lesson-seat } { $count }
ba-lesson-tricks = Tagna stick hittills: { $list }.
ba-lesson-played = { ba-lesson-seat } { learner-card }
ba-lesson-on-table = På bordet: { $list }.
ba-lesson-to-lead =
    { $seat ->
       *[0] Du spelar ut
        [1] Spelaren till vänster om dig spelar ut
        [2] Din partner spelar ut
        [3] Spelaren till höger om dig spelar ut
    }.
