# Back Alleyn oppitunnin näkymä: eteneminen, painikkeet, ohjeet ja pöytä riveinä.

ba-lesson-progress = { $where } · { $solved }/{ $total } tehtävää ratkaistu
ba-lesson-score = Ratkaisit { $solved }/{ $total } tehtävää, niistä { $first } ensimmäisellä yrityksellä.
ba-lesson-demo-card = Näytä seuraava kortti
ba-lesson-demo-bid = Näytä seuraava tarjous
ba-lesson-do-demo = Katso napsauttamalla ”{ $button }”.
ba-lesson-do-again = Vastaa uudelleen napsauttamalla ”Yritä uudelleen”.
ba-lesson-do-card = Napsauta jotakin kätesi korttia.
ba-lesson-do-answer = Napsauta vastaustasi.
ba-lesson-shown = Tässä on vastaus. { $answer }
ba-lesson-rule = Sääntö: { $rule }
ba-lesson-your-hand = Kätesi
ba-lesson-seat =
    { $seat ->
       *[0] Sinä
        [1] Vasen
        [2] Pari
        [3] Oikea
    }
ba-lesson-deal = Jako { $deal }/{ $deals }.
ba-lesson-deal-size =
    Jako { $deal }/{ $deals }, { $size ->
        [one] { $size } kortti
       *[other] { $size } korttia
    } kullekin.
ba-lesson-turned = Käännetty kortti: { learner-card }.
ba-lesson-no-trump = Käännettiin { learner-card }: tässä jaossa ei ole valttia.
ba-lesson-trump = Valtti: { suit } (käännettiin { learner-card }).
ba-lesson-bid =
    { ba-lesson-seat } { $bid ->
        [pass] passi
        [board] { board-name }
       *[other] { $bid }
    }
ba-lesson-bids = Tarjoukset: { $list }.
ba-lesson-score-line = Pisteet: sinä ja parisi { $ours }, vastustajat { $theirs }.
ba-lesson-taken = { ba-lesson-seat } { $count }
ba-lesson-tricks = Tikit tähän mennessä: { $list }.
ba-lesson-played = { ba-lesson-seat } { learner-card }
ba-lesson-on-table = Pöydässä: { $list }.
ba-lesson-to-lead =
    { $seat ->
       *[0] Sinä aloitat
        [1] Vasemmalla puolellasi oleva pelaaja aloittaa
        [2] Parisi aloittaa
        [3] Oikealla puolellasi oleva pelaaja aloittaa
    }.
