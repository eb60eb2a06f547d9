# Laudan sanat napsautuksella tai näppäimellä: mitä tehdä seuraavaksi ja miksi napsautus ei tee siirtoa.

click-game-over = Peli päättyi: { $winners } voittivat.
click-thinking = { click-seat-gen } vuoro: tietokone miettii.
click-choose-card = { click-seat-gen } vuoro: valitse kortti.
# Paikan väri genetiivissä ($seat): "Sinisen".
click-seat-gen =
    { $seat ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
click-card-blocked = Korttia { card } ei voi pelata nyt: valitse toinen kortti.
click-split = { $name }, jaettu siirto: valitse toinen nappula.
click-discard-only = { $name }: mikään nappula ei voi liikkua; paina Enter tai valitse kortti uudelleen heittääksesi sen pois.
click-choose-peg = { $name }: valitse siirrettävä nappula (katkoviivarenkaiden nappulat voivat liikkua).
click-choose-target = { $name }: valitse, minne { $peg } menee (täytetyt kohteet).
click-no-such-card = Kädessä ei ole korttia { card }.
click-no-hand = Tässä asemassa siirtovuorossa olevalla ei ole kättä: valitse kortti nimeltä.
click-no-card-number =
    Korttia { $number } ei ole: kädessä on { $count ->
        [one] { $count } kortti
       *[other] { $count } korttia
    }.
click-discard-hint = Mikään nappula ei voi liikkua: paina Enter tai valitse { card } uudelleen heittääksesi sen pois.
click-off-board = Se ei ole tämän laudan paikka.
click-card-first = Valitse ensin kortti.
click-several = Useita kohteita: valitse yksi nuolilla ↑/↓ tai napsauttamalla.
click-card-first-keys = Valitse ensin kortti (näppäimet 1-5).
click-peg-first = Valitse ensin nappula (←/→ tai napsautus).
click-no-peg-card-first = Ei valittavaa nappulaa: valitse ensin kortti.
click-card-moves-no-peg = Tämä kortti ei voi siirtää nappulaa tässä.
click-first-part = Ensimmäinen osa valittu: { $peg } menee { $to }. Valitse nyt toinen nappula.
click-nothing-to-undo = Ei kumottavaa: tämä on pelin alku.
click-nothing-to-redo = Ei uudelleen tehtävää.
click-over = Peli on päättynyt: { $winners } voittivat.
click-wait = Odota: on tietokoneen vuoro.
click-peg =
    { $at ->
        [start] { owner } nappula lähtöalueella
        [home] { owner } nappula kotipaikalla { $home }
       *[track] { owner } nappula { $spot }
    }
click-place =
    { $at ->
        [start] { owner } lähtöalueella
        [home] { owner } kotipaikalla { $home }
       *[track] { $spot }
    }
click-to =
    { $at ->
        [start] takaisin lähtöalueelle
        [home] kotipaikalle { $home }
       *[track] reikään { $spot }
    }
click-no-move =
    Kortti { card } ei voi nyt siirtää yhtään nappulaa{ $refusal ->
        [none] {""}
       *[other] : { $refusal }
    }{ $discard ->
        [none] {""}
       *[other] . Sitä ei voi myöskään heittää pois: { $discard }
    }.
click-no-peg-there = Nappulaa ei ole { $place }. Valitse jokin katkoviivarenkaiden nappuloista.
click-cannot-move = Kortti { card } ei voi siirtää nappulaa { $peg }: { $refusal }.
click-cannot-move-now = Kortti { card } ei voi nyt siirtää nappulaa { $peg }. Valitse jokin katkoviivarenkaiden nappuloista.
click-cannot-go = { owner } nappula ei voi mennä { $to } tällä siirrolla: valitse täytetty kohde.
click-cannot-stop = { owner } nappula ei voi pysähtyä siihen: { $refusal }.
hand-key = näppäin { $number }
hand-joker = Jokeri
hand-playable = { card }: voi pelata (näppäin { $number })
hand-not-playable = { card }: { $reason }
hand-hidden = piilotettu kortti
