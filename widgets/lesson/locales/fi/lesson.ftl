# Oppituntinäyttöjen omat sanat: painikkeet ja rivit, jotka kaikki oppitunnit jakavat, kurssin
# oppitunti, aloitussivun taulukko ja luokan kenttä (suomi).

shell-back = Takaisin
shell-again = Yritä uudelleen
shell-show = Näytä minulle
shell-next = Seuraava
shell-where =
    { $kind ->
        [step] Vaihe
       *[screen] Näkymä
    } { $number } / { $total }
shell-hint = Vihje: { $hint }

lesson-aids = Laudan merkinnät (reikien numerot, selite, suunta)
lesson-discard = Heitä kortti pois
lesson-discard-tip = Heitä valittu kortti pois siirtämättä
lesson-demo = Näytä siirto
lesson-review = Kertaa
lesson-the-move = Siirto: { $move }
lesson-hand-choose = Napsauta korttia
lesson-hand = Kätesi
lesson-progress =
    { $solved ->
        [yes] { $where } ✓ ratkaistu · { $done } / { $total } tehtävää tehty
       *[no] { $where } · { $done } / { $total } tehtävää tehty
    }

ladder-hint = Vihje
ladder-rule = Näytä sääntö
ladder-hint-cost = Tönäisy: tehtävästä saa sitten enintään 2 tähteä
ladder-rule-cost = Sääntö ja merkitty lauta: enintään 1 tähti
ladder-show-cost = Vastaus: ei tähteä, ja tehtävä palaa kerrattavaksi
stars-earned = Tähdet tästä tehtävästä: { $stars }
stars-left =
    { $stars } { $left ->
        [0] Tästä tehtävästä ei nyt saa tähteä.
        [one] Tästä tehtävästä voi nyt saada { $left } tähden.
       *[other] Tästä tehtävästä voi nyt saada { $left } tähteä.
    }

do-next = Paina Seuraava jatkaaksesi (tai Yritä uudelleen tehdäksesi sen vielä kerran).
do-again-or-next = Paina Yritä uudelleen tehdäksesi sen itse, tai Seuraava jatkaaksesi.
do-again = Paina Yritä uudelleen yrittääksesi vielä.
do-click-place = Napsauta paikkaa laudalla.
do-click-card = Napsauta korttia.
do-click-answer = Napsauta vastausta.
do-click-hole = Napsauta reikää, lähtöaluetta tai kotialueen paikkaa.
do-answer-again = Paina Yritä uudelleen vastataksesi vielä kerran, tai Seuraava jatkaaksesi.
do-another-go = Paina Yritä uudelleen yrittääksesi vielä, tai Seuraava jatkaaksesi.
do-by-card = Vastaa napsauttamalla korttia.
do-by-button = Vastaa jollakin painikkeista.
do-watch = Paina ”Näytä siirto” nähdäksesi sen pelattuna.
demo-failed = Tätä esitystä ei voitu pelata: { $why }

board-choose = Napsauta korttia, sitten siirrettävää nappulaa ja sitten paikkaa, johon se menee.
board-second-peg = Napsauta jaon toista nappulaa ja sitten paikkaa, johon se menee.
board-pick-peg = Napsauta nappulaa, jota siirretään kortilla { $card }.
board-target = Napsauta paikkaa, johon nappula menee (napsauta nappulaa uudelleen laskeaksesi sen).
board-no-peg = Siinä ei ole nappulaa: napsauta nappulaa.
board-opponent = Tämä on { $peg }, vastustajan: { $mover } siirtää vain oman joukkueensa nappuloita.
board-own-start-home = Nappula voi mennä vain omalle lähtöalueelleen tai kotialueelleen: napsauta reikää tai sen kotialuetta.
board-put-down = Nappula laskettu: napsauta nappulaa.
board-first-part = Tämä on jaon ensimmäinen osa: napsauta nyt toista nappulaa.

steps-checkpoint = Tarkistuspiste { $number } / { $total }
steps-score = Tarkistuspisteen tulos
score-left = Tarkistuspisteen tehtävistä { $answered } / { $total } vastattu: palaa Takaisin tekemään loput { $left }.
score = Tarkistuspisteen tulos: { $score } / { $total } oikein ensimmäisellä yrityksellä. { $stars } { $verdict }

index-chapter = Luku
index-solved = Ratkaistut tehtävät
index-checkpoint = Tarkistuspiste
index-stars = Tähdet
index-solved-count = { $count } / { $total }
index-not-yet = ei vielä
index-refresh = Lue edistymiseni uudelleen
index-review = Kertaa
index-handout = Kirjoita tulostettava moniste
review-chapter = Kertaus

class-title = Opettajasi luokka (vapaaehtoinen)
class-intro = Jos opettajasi antaa sinulle luokan koodin, kirjoita se tähän nimesi kanssa: jokainen ratkaisemasi tehtävä ja tähtesi lähetetään silloin opettajasi pöytäpalvelimelle. Ilman luokan koodia mikään ei lähde tältä tietokoneelta.
class-server = Palvelin
class-code = Luokan koodi
class-name = Nimesi
class-join = Liity luokkaan
class-leave = Poistu luokasta
class-joined = Olet luokassa { $code } nimellä { $name }: edistymisesi menee palvelimelle { $server }.
class-waiting =
    { $count ->
        [one] { $count } luvun
       *[other] { $count } luvun
    } edistyminen odottaa lähettämistä; sitä yritetään uudelleen työskennellessäsi.
class-all-sent = Opettajallasi on kaikki edistymisesi.
class-unreachable = Palvelimeen { $server } ei saatu yhteyttä ({ $why }); edistymisesi säilyy täällä ja lähetetään, kun se onnistuu.
class-refused = Palvelin ei ottanut edistymistäsi vastaan: { $why }
class-no-class = Palvelimella ei ole luokkaa { $code }: tarkista luokan koodi opettajaltasi.
class-left = Et ole missään luokassa: mitään ei lähetetä.
class-bad-code = Luokan koodi on 4–12 kirjainta ja numeroa, niin kuin opettajasi sen kirjoitti.
class-bad-name = Kirjoita nimesi (1–40 merkkiä), jotta opettajasi tietää, kuka olet.
class-bad-server = Palvelimen osoite alkaa http:// tai https://, niin kuin opettajasi sen kirjoitti.
class-not-saved = Luokkaa ei voitu tallentaa edistymistiedostoosi ({ $why }).

scenario-show = Näytä vastaus
scenario-task = Tehtäväsi: { $task }
scenario-card = Korttisi: { $card }
scenario-try = Kokeile siirtoa ja katso, mitä tapahtuu.
scenario-look = Katso lautaa.
scenario-again-or-next = Paina Yritä uudelleen yrittääksesi vielä, tai Seuraava siirtyäksesi seuraavaan vaiheeseen.
scenario-choose-card = Valitse kortti kädestä.
scenario-no-card = Tässä ei ole pelattavaa korttia.
scenario-discard-again = Mikään nappula ei voi liikkua: valitse kortti { $card } uudelleen heittääksesi sen pois.
scenario-card-stuck = Kortti { $card } ei voi siirtää nappulaa tässä: valitse toinen kortti.
scenario-split = Kortti { $card } jaetaan: napsauta toista nappulaa.
scenario-pick-peg = Napsauta nappulaa, jota siirretään kortilla { $card }.
scenario-target = Napsauta paikkaa, johon nappula menee.
scenario-moved = Olet tehnyt siirtosi: paina Yritä uudelleen tai Seuraava.
scenario-no-redo = Oppitunnin vaihetta ei voi tehdä uudelleen: tee siirto tai paina Yritä uudelleen (u).
scenario-no-answer = Tässä vaiheessa ei ole tehtävää: näytettävää vastausta ei ole.
scenario-not-allowed = Ei sallittu: { $why }.
scenario-one-answer = Yksi vastaus: { $story }

progress-not-a-file = Edistymistäsi ei tallenneta: { $path } ei ole tavallinen tiedosto, joten siihen ei kosketa.
progress-where =
    { $kept ->
        [none] edistymisesi säilyy, kunnes tämä muistikirja suljetaan
       *[other] edistymisesi tallennetaan sen viereen tiedostoon { $kept }
    }
progress-blocked = Edistymistiedostoasi { $path } ei voitu lukea ({ $why }); se jätetään ennalleen, ja { progress-where }.
progress-meanwhile = Sillä välin { progress-where }.
progress-damaged = Edistymistiedostossasi { $name } on tietue, jota ei voitu lukea (luku { $chapters }; { $chapter }: { $why }). Se jätetään tiedostoon ennalleen, ja se luku alkaa täällä alusta; muut lukusi säilyvät.
progress-stuck = Edistymistiedostoasi { $name } ei voitu lukea ({ $why }) eikä siirtää sivuun, joten se jätetään ennalleen.
progress-set-aside = Edistymistiedostoasi { $name } ei voitu lukea ({ $why }); se säilytettiin nimellä { $aside }, ja edistyminen alkaa alusta.
progress-replaced = Aiempi tietueesi luvusta { $chapter }, jota ei voitu lukea, säilytettiin nimellä { $aside }; tämän istunnon tietue siitä luvusta korvaa sen.
progress-not-saved = Edistymistäsi ei voitu tallentaa ({ $why }); se säilyy, kunnes tämä muistikirja suljetaan.
