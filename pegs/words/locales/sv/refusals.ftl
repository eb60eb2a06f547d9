# Motorns mening när ett drag inte är tillåtet (pegs play, pegs moves --card): utan punkt och regel.
# Ett hål får skrivas som i notationen ($place: "T80"), en plats eller ett lag med sitt nummer.

## Färger, kort och platser som vägran använder dem (genitiv med -s: "Blås").

refusal-peg-owner =
    { $peg ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
refusal-seat-owner =
    { $seat ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
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
refusal-player-owner =
    { $player ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
refusal-at-gen =
    { $at_owner ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
# "sitt eget" hör till "kom ut"-fältet (ett fält), "sin egen" till in-spoten (en in-spot).
refusal-at-owner =
    { $at_owner ->
        [own] sitt eget
       *[other] { refusal-at-gen }
    }
refusal-at =
    { $at_kind ->
        [start] i startområdet
        [home] på plats { $at_home } i hemområdet
        [come-out] på { refusal-at-owner } "kom ut"-fält
        [in-spot] på { $at_owner ->
            [own] sin egen
           *[other] { refusal-at-gen }
        } in-spot
        [past-come-out] { refusal-at-holes } efter { refusal-at-owner } "kom ut"-fält
        [before-come-out] { refusal-at-holes } före { refusal-at-owner } "kom ut"-fält
        [before-in-spot] { refusal-at-holes } före { $at_owner ->
            [own] sin egen
           *[other] { refusal-at-gen }
        } in-spot
       *[off] utanför brädet
    }
refusal-at-holes = { $at_holes } hål
refusal-peg =
    { $at_kind ->
        [start] en pinne i { refusal-peg-owner } startområde
       *[other] { refusal-peg-owner } pinne { refusal-at }
    }
refusal-to =
    { $to_kind ->
        [start] tillbaka till startområdet
        [home] till plats { $to_home } i hemområdet
        [come-out] till { refusal-to-owner } "kom ut"-fält
        [in-spot] till { refusal-to-owner } in-spot
        [past-come-out] till hålet { refusal-to-holes } efter { refusal-to-owner } "kom ut"-fält
        [before-come-out] till hålet { refusal-to-holes } före { refusal-to-owner } "kom ut"-fält
        [before-in-spot] till hålet { refusal-to-holes } före { refusal-to-owner } in-spot
       *[off] utanför brädet
    }
refusal-to-owner =
    { $to_owner ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
refusal-to-holes = { $to_holes } hål
refusal-or = { $a } eller { $b }
refusal-held-card = { card }
refusal-a-rank =
    { $rank ->
        [ace] Ett ess
        [jack] En knekt
        [queen] En dam
        [king] En kung
        [joker] En joker
       *[other] En { $rank }:a
    }
refusal-nine =
    { $nine ->
       *[split-forward] en 9:a delas som en 7:a
        [forward-only] en 9:a går bara framåt
        [split-forward-back] en 9:a delas i en pinne framåt och en bakåt
    }

## RULES 1 och 2: platser, lag och hål.

refusal-no-such-seat = Ett spel för { $players } spelare har ingen plats { $seat }
refusal-other-team = { refusal-seat-owner } pinnar hör till lag { $team } ({ $team_colours }): { refusal-player } flyttar bara pinnarna i lag { $player_team } ({ $player_team_colours })
refusal-not-a-home-place = { $place } är ingen plats i hemområdet: hemområdet har platserna 1 till 5
refusal-no-peg-there = { seat-name } har ingen pinne { refusal-at }
refusal-off-board = { $place } ligger utanför ett bräde för { $players } spelare

## RULES 3, 7 och 8: handen, tvånget att spela, slutet.

refusal-card-not-held =
    { seat-name } har inte { card } på hand; { $held ->
        [0] handen är tom
       *[other] på handen finns { $hand }
    }
refusal-no-copy-left = Alla exemplar av { card } i leken finns redan på händerna och i högarna
refusal-must-play = { seat-name } måste spela, inte kasta: { card } kan flytta en pinne
refusal-game-over = Spelet är slut: lag { $team } ({ $team_colours }) har vunnit

## RULES 4: vad varje kort gör.

refusal-one-peg-card = { refusal-a-rank } flyttar en pinne; bara en 7:a eller en 9:a får delas
refusal-same-peg-twice = En delning flyttar två olika pinnar, inte samma pinne två gånger
refusal-split-from-start = En del av en delning för aldrig ut en pinne ur startområdet
refusal-split-count =
    En delnings två delar måste tillsammans gå { $total } steg framåt, minst 1 steg var; de här går { $first_part ->
        [0] ingenstans framåt
       *[other] { $first_part } steg
    } och { $second_part ->
        [0] ingenstans framåt
       *[other] { $second_part } steg
    }
refusal-no-move =
    { $at_kind ->
        [start] En pinne i { refusal-peg-owner } startområde
       *[other] { refusal-peg }
    } skulle inte flytta sig: ett drag måste gå någonstans
refusal-no-move-for-card = { refusal-a-rank } har inget drag för { refusal-player }
refusal-cannot-bring-out = { refusal-a-rank } kan inte föra ut en pinne ur startområdet: det kan bara ett ess, en kung, en dam, en knekt eller en joker
refusal-come-out-hole-only = En pinne i { refusal-seat-owner } startområde kommer bara ut på { refusal-seat-owner } "kom ut"-fält
refusal-backward-track-only = Ett drag bakåt tar bara en pinne på huvudbanan, inte { refusal-peg }
refusal-backward-not-home = Ett drag bakåt går aldrig in i hemområdet
refusal-backward-count = { $steps } steg bakåt tar { refusal-peg } { $dest }, inte { $to }
refusal-forward-count = { $steps } steg tar { refusal-peg } { $dests }, inte { $to }
refusal-home-count = { $steps } steg från plats { $from } i hemområdet slutar på plats { $end }, inte på plats { $asked }

## RULES 5: att flytta, blockera, slå ut och gå hem.

refusal-own-colour-in-way = En pinne får inte passera sin egen färg: { refusal-peg } står i vägen
refusal-own-colour-there = En pinne får inte landa på sin egen färg: { refusal-peg } står där
refusal-teammate-nowhere = Den som landar på en lagkamrats pinne skickar den till dess in-spot, men { refusal-seat-owner } pinne står redan på sin egen in-spot: den har ingenstans att ta vägen
refusal-in-spot-own-colour = { refusal-seat-owner } pinne skulle skickas till sin in-spot, men där står redan en pinne av dess egen färg
refusal-chain-endless = Kedjan av pinnar som skickas till sina in-spots tar aldrig slut
refusal-home-compulsory = Det är tvång att gå in i hemområdet: { $steps } steg tar { refusal-peg } { $dests }
refusal-home-place-blocked = Plats { $from } i hemområdet går inte att nå: en pinne i hemområdet står i vägen
refusal-past-home-five = { $steps } steg från plats { $from } i hemområdet skulle gå förbi plats 5
refusal-home-never-leaves = En pinne i hemområdet lämnar det aldrig
refusal-home-pass-or-land = En pinne i hemområdet får inte passera eller landa på en annan pinne i hemområdet

## RULES 6: jokern.

refusal-joker-all-home = Jokern har ingen pinne att flytta: alla pinnar som { refusal-player } får flytta är i hemområdet, och en joker flyttar aldrig en pinne i hemområdet
refusal-joker-no-target = En joker behöver en pinne av en annan färg på banan att landa på, och det finns ingen
refusal-joker-home-peg = En joker flyttar aldrig en pinne i hemområdet
refusal-joker-from-start = Så länge ett av lagets startområden har kvar en pinne måste jokerns pinne komma från ett startområde
refusal-joker-target-off-track = En jokers mål måste vara ett hål på huvudbanan, inte ett hål { refusal-at }
refusal-joker-target-empty = Hålet { refusal-at } är tomt: en joker flyttar en pinne bara till ett hål där en annan färg står
refusal-joker-target-own = I hålet { refusal-at } står en pinne i { refusal-seat-owner } egen färg: en joker behöver en pinne av en annan färg där

## RULES 9: husreglerna.

refusal-own-pegs-first = Med husregeln "egna pinnar först" får { refusal-player } flytta en lagkamrats pinne först när alla { refusal-player-owner } egna pinnar är hemma
refusal-nine-not-split = Med husregeln "{ refusal-nine }" får en 9:a inte delas
refusal-nine-forward-back = Med husregeln "{ refusal-nine }" flyttar en delad 9:a en pinne framåt och en bakåt, { $total } steg sammanlagt

refusal-part =
    Delningens { $part ->
       *[first] första
        [second] andra
    } del är inte tillåten: { $reason }

refusal-move = { $move } är inte tillåtet: { $reason } (RULES { $clause })
refusal-card-no-move = inget drag för { $card }: { $reason } (RULES { $clause })
refusal-card-no-peg = inget drag för { $card }: kortet kan inte flytta någon pinne för den som är på tur här
