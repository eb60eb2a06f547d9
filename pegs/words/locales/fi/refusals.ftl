# Moottorin lause, kun siirto ei ole sallittu (pegs play, pegs moves --card): ilman pistettä ja
# sääntöä. Reiän saa kirjoittaa notaationa ($place: "T80").

## Värit, kortit ja paikat kieltäytymisten käyttäminä (genetiivi: "Sinisen").

refusal-peg-owner =
    { $peg ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
refusal-seat-owner =
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
refusal-player =
    { $player ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
refusal-player-gen =
    { $player ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
refusal-at-gen =
    { $at_owner ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
refusal-at-owner =
    { $at_owner ->
        [own] oma
       *[other] { refusal-at-gen }
    }
# Missä nappula tai reikä on (inessiivi tai adessiivi).
refusal-at =
    { $at_kind ->
        [start] lähtöalueella
        [home] kotialueella, paikassa { $at_home }
        [come-out] { $at_owner ->
            [own] omassa ulostuloreiässään
           *[other] { refusal-at-gen } ulostuloreiässä
        }
        [in-spot] { $at_owner ->
            [own] omassa sisääntuloreiässään
           *[other] { refusal-at-gen } sisääntuloreiässä
        }
        [past-come-out] { refusal-at-holes } { $at_owner ->
            [own] oman ulostuloreikänsä jälkeen
           *[other] { refusal-at-gen } ulostuloreiän jälkeen
        }
        [before-come-out] { refusal-at-holes } ennen { $at_owner ->
            [own] omaa ulostuloreikäänsä
           *[other] { refusal-at-gen } ulostuloreikää
        }
        [before-in-spot] { refusal-at-holes } ennen { $at_owner ->
            [own] omaa sisääntuloreikäänsä
           *[other] { refusal-at-gen } sisääntuloreikää
        }
       *[off] laudan ulkopuolella
    }
refusal-at-holes =
    { $at_holes ->
        [one] { $at_holes } reikä
       *[other] { $at_holes } reikää
    }
# Nappula paikkoineen: nominatiivi, akkusatiivi (genetiivin muoto) ja partitiivi.
refusal-peg =
    { $at_kind ->
        [start] { refusal-peg-owner } lähtöalueella oleva nappula
       *[other] { refusal-at } oleva { refusal-peg-owner } nappula
    }
refusal-peg-acc =
    { $at_kind ->
        [start] { refusal-peg-owner } lähtöalueella olevan nappulan
       *[other] { refusal-at } olevan { refusal-peg-owner } nappulan
    }
refusal-peg-part =
    { $at_kind ->
        [start] { refusal-peg-owner } lähtöalueella olevaa nappulaa
       *[other] { refusal-at } olevaa { refusal-peg-owner } nappulaa
    }
# Minne siirto päättyy (illatiivi tai allatiivi).
refusal-to =
    { $to_kind ->
        [start] takaisin lähtöalueelle
        [home] kotialueelle paikkaan { $to_home }
        [come-out] { refusal-to-owner } ulostuloreikään
        [in-spot] { refusal-to-owner } sisääntuloreikään
        [past-come-out] kohtaan, joka on { refusal-to-holes } { refusal-to-owner } ulostuloreiän jälkeen
        [before-come-out] kohtaan, joka on { refusal-to-holes } ennen { refusal-to-owner } ulostuloreikää
        [before-in-spot] kohtaan, joka on { refusal-to-holes } ennen { refusal-to-owner } sisääntuloreikää
       *[off] laudan ulkopuolelle
    }
refusal-to-owner =
    { $to_owner ->
       *[blue] { -blue(case: "gen") }
        [orange] { -orange(case: "gen") }
        [green] { -green(case: "gen") }
        [purple] { -purple(case: "gen") }
        [sky] { -sky(case: "gen") }
        [red] { -red(case: "gen") }
        [black] { -black(case: "gen") }
        [yellow] { -yellow(case: "gen") }
    }
refusal-to-holes =
    { $to_holes ->
        [one] { $to_holes } reikä
       *[other] { $to_holes } reikää
    }
refusal-or = { $a } tai { $b }
refusal-held-card = { card }
refusal-a-rank =
    { $rank ->
        [ace] Ässä
        [jack] Jätkä
        [queen] Kuningatar
        [king] Kuningas
        [joker] Jokeri
       *[other] Kortti { $rank }
    }
# Kortilla (adessiivi): "ässällä", "kortilla 7".
refusal-with-rank =
    { $rank ->
        [ace] ässällä
        [jack] jätkällä
        [queen] kuningattarella
        [king] kuninkaalla
        [joker] jokerilla
       *[other] kortilla { $rank }
    }
refusal-nine =
    { $nine ->
       *[split-forward] 9 jaetaan kuten 7
        [forward-only] 9 liikkuu vain eteenpäin
        [split-forward-back] 9 jaetaan yhdeksi nappulaksi eteen ja toiseksi taakse
    }

## RULES 1 ja 2: paikat, joukkueet ja reiät.

refusal-no-such-seat = { $players } pelaajan pelissä ei ole paikkaa { $seat }
refusal-other-team = { refusal-seat-owner } nappulat kuuluvat joukkueelle { $team } ({ $team_colours }): { refusal-player } siirtää vain joukkueen { $player_team } ({ $player_team_colours }) nappuloita
refusal-not-a-home-place = { $place } ei ole kotialueen paikka: kotialueella on paikat 1–5
refusal-no-peg-there = Yhtään { refusal-seat-owner } nappulaa ei ole { refusal-at }
refusal-off-board = { $place } on { $players } pelaajan laudan ulkopuolella

## RULES 3, 7 ja 8: käsi, pelaamisen pakko, pelin loppu.

refusal-card-not-held =
    { refusal-seat-owner } kädessä ei ole korttia { card }; { $held ->
        [0] käsi on tyhjä
       *[other] kädessä on { $hand }
    }
refusal-no-copy-left = Kaikki kortin { card } kappaleet ovat jo käsissä ja pinoissa
refusal-must-play = { seat-name } ei saa heittää korttia pois vaan sen on pelattava: kortilla { card } voi siirtää nappulaa
refusal-game-over = Peli on päättynyt: joukkue { $team } ({ $team_colours }) on voittanut

## RULES 4: mitä kukin kortti tekee.

refusal-one-peg-card = { refusal-a-rank } siirtää vain yhtä nappulaa; vain 7:n tai 9:n saa jakaa
refusal-same-peg-twice = Jaettu siirto liikuttaa kahta eri nappulaa, ei samaa nappulaa kahdesti
refusal-split-from-start = Jaetun siirron osa ei koskaan tuo nappulaa ulos lähtöalueelta
refusal-split-count =
    Jaetun siirron kahden osan on edettävä yhteensä { $total } askelta, kumpikin vähintään 1; nyt ensimmäinen osa { $first_part ->
        [0] ei etene lainkaan
        [one] etenee 1 askeleen
       *[other] etenee { $first_part } askelta
    } ja toinen { $second_part ->
        [0] ei etene lainkaan
        [one] 1 askeleen
       *[other] { $second_part } askelta
    }
refusal-no-move = Siirron on mentävä jonnekin: { refusal-peg } ei liikkuisi
refusal-no-move-for-card = { refusal-player } ei voi tehdä yhtään siirtoa { refusal-with-rank }
refusal-cannot-bring-out = { refusal-a-rank } ei tuo nappulaa ulos lähtöalueelta: sen voivat tehdä vain ässä, kuningas, kuningatar, jätkä tai jokeri
refusal-come-out-hole-only = { refusal-seat-owner } lähtöalueen nappula tulee ulos vain { refusal-seat-owner } ulostuloreikään
refusal-backward-track-only = Taaksepäin voi siirtää vain pääradalla olevaa nappulaa, ei { refusal-peg-part }
refusal-backward-not-home = Taaksepäin ei koskaan mennä kotialueelle
refusal-backward-count = { $steps } askelta taaksepäin vie { refusal-peg-acc } { $dest }, ei { $to }
refusal-forward-count = { $steps ->
        [one] { $steps } askel vie
       *[other] { $steps } askelta vie
    } { refusal-peg-acc } { $dests }, ei { $to }
refusal-home-count = { $steps ->
        [one] { $steps } askel
       *[other] { $steps } askelta
    } kotialueen paikasta { $from } päättyy paikkaan { $end }, ei paikkaan { $asked }

## RULES 5: siirtäminen, esteet, syöminen ja kotiin meneminen.

refusal-own-colour-in-way = Nappula ei saa ohittaa omaa väriään: { refusal-peg } on tiellä
refusal-own-colour-there = Nappula ei saa pysähtyä oman värinsä päälle: siellä on { refusal-peg }
refusal-teammate-nowhere = Joukkuetoverin nappulan päälle pysähtyminen lähettää sen omaan sisääntuloreikäänsä, mutta { refusal-seat-owner } nappula on jo omassa sisääntuloreiässään: sillä ei ole minne mennä
refusal-in-spot-own-colour = { refusal-seat-owner } nappula lähetettäisiin sen omaan sisääntuloreikään, mutta siellä on jo samanvärinen nappula
refusal-chain-endless = Sisääntuloreikiinsä lähetettyjen nappuloiden ketju ei lopu koskaan
refusal-home-compulsory = Kotialueelle on pakko mennä: { $steps ->
        [one] { $steps } askel vie
       *[other] { $steps } askelta vie
    } { refusal-peg-acc } { $dests }
refusal-home-place-blocked = Kotialueen paikkaan { $from } ei pääse: kotialueella oleva nappula on tiellä
refusal-past-home-five = { $steps ->
        [one] { $steps } askel
       *[other] { $steps } askelta
    } kotialueen paikasta { $from } menisi paikan 5 ohi
refusal-home-never-leaves = Kotialueella oleva nappula ei koskaan lähde sieltä
refusal-home-pass-or-land = Kotialueella oleva nappula ei saa ohittaa toista kotialueen nappulaa eikä pysähtyä sen päälle

## RULES 6: jokeri.

refusal-joker-all-home = Jokerilla ei ole siirrettävää nappulaa: kaikki nappulat, joita { refusal-player } saa siirtää, ovat kotialueella, eikä jokeri koskaan siirrä kotialueella olevaa nappulaa
refusal-joker-no-target = Jokeri tarvitsee radalta toisen värin nappulan, jonka paikalle siirtyä, eikä sellaista ole
refusal-joker-home-peg = Jokeri ei koskaan siirrä kotialueella olevaa nappulaa
refusal-joker-from-start = Niin kauan kuin joukkueen jollakin lähtöalueella on vielä nappula, jokerilla siirrettävän nappulan on tultava lähtöalueelta
refusal-joker-target-off-track = Jokerin kohteen on oltava pääradan reikä, ei reikä { refusal-at }
refusal-joker-target-empty = Jokerin kohteessa ({ refusal-at }) ei ole nappulaa: jokeri siirtää nappulan vain reikään, jossa on toisen värin nappula
refusal-joker-target-own = Jokerin kohteessa ({ refusal-at }) on nappula, joka on samaa väriä kuin { seat-name }: jokeri tarvitsee sinne toisen värin nappulan

## RULES 9: talon säännöt.

refusal-own-pegs-first = Talon säännöllä "ensin omat nappulat" { refusal-player } saa siirtää joukkuetoverin nappulaa vasta, kun kaikki { refusal-player-gen } omat nappulat ovat kotialueella
refusal-nine-not-split = Talon säännöllä "{ refusal-nine }" 9:ää ei saa jakaa
refusal-nine-forward-back = Talon säännöllä "{ refusal-nine }" jaettu 9 siirtää yhtä nappulaa eteenpäin ja toista taaksepäin, yhteensä { $total } askelta

refusal-part =
    Jaetun siirron { $part ->
       *[first] ensimmäinen
        [second] toinen
    } osa ei ole sallittu: { $reason }

refusal-move = { $move } ei ole sallittu: { $reason } (RULES { $clause })
refusal-card-no-move = kortilla { $card } ei ole siirtoa: { $reason } (RULES { $clause })
refusal-card-no-peg = kortilla { $card } ei ole siirtoa: sillä ei voi siirtää yhtään vuorossa olevan pelaajan nappulaa tässä
