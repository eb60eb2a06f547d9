# Ekrani i mësimit të Back Alley: përparimi, butonat, udhëzimet dhe tavolina në rreshta.

ba-lesson-progress = { $where } · { $solved } nga { $total } ushtrime të zgjidhura
ba-lesson-score = Zgjidhe { $solved } nga { $total } ushtrime, { $first } prej tyre në provën e parë.
ba-lesson-demo-card = Më trego letrën tjetër
ba-lesson-demo-bid = Më trego ofertën tjetër
ba-lesson-do-demo = Kliko „{ $button }” për të parë.
ba-lesson-do-again = Kliko „Provo përsëri” për të përgjigjur sërish.
ba-lesson-do-card = Kliko një letër të dorës sate.
ba-lesson-do-answer = Kliko përgjigjen tënde.
ba-lesson-shown = Ja përgjigjja. { $answer }
ba-lesson-rule = Rregulli: { $rule }
ba-lesson-your-hand = Dora jote
ba-lesson-seat =
    { $seat ->
       *[0] Ti
        [1] Majtas
        [2] Shoku
        [3] Djathtas
    }
ba-lesson-deal = Ndarja { $deal } nga { $deals }.
ba-lesson-deal-size =
    Ndarja { $deal } nga { $deals }, { $size ->
        [one] { $size } letër
       *[other] { $size } letra
    } secili.
ba-lesson-turned = Letra e kthyer: { learner-card }.
ba-lesson-no-trump = { learner-card-start } u kthye: nuk ka atu në këtë ndarje.
ba-lesson-trump = Atu: { suit } (u kthye { learner-card }).
ba-lesson-bid =
    { ba-lesson-seat } { $bid ->
        [pass] pas
        [board] { board-name }
       *[other] { $bid }
    }
ba-lesson-bids = Ofertat: { $list }.
ba-lesson-score-line = Pikët: ti dhe shoku yt { $ours }, kundërshtarët { $theirs }.
ba-lesson-taken = { ba-lesson-seat } { $count }
ba-lesson-tricks = Marrjet deri tani: { $list }.
ba-lesson-played = { ba-lesson-seat } { learner-card }
ba-lesson-on-table = Në tavolinë: { $list }.
ba-lesson-to-lead =
    { $seat ->
       *[0] Ti hap lojën
        [1] Lojtari në të majtën tënde hap lojën
        [2] Shoku yt hap lojën
        [3] Lojtari në të djathtën tënde hap lojën
    }.
