# Ett Back Alley-läge beskrivet (backalley show FILE): platser och lag med nummer, kort i
# notation (som lägesfilen skriver dem: 5C, QS, BB, LB).

show-header = Back Alley: giv { $deal } av 25, { $size } kort var, givare plats { $dealer }{ $redeals ->
        [0] {""}
       *[other] , omgiv { $redeals }
    }
show-turned-trump = vänt kort { $card }: trumf { suit }
show-turned-blooper = vänt kort { $card }: ingen trumf (en blooper vändes)
show-bids = bud: { $bids }
show-bid = plats { $seat } { $bid ->
        [pass] pass
        [board] bräde
       *[other] { $bid }
    }
show-contracts = kontrakt: { $contracts }
show-contract = lag { $team } { $tricks ->
        [board] { board-name }
       *[other] { $tricks }
    }
show-trick = stick: { $trick }
show-trick-led = stick (utspel av plats { $leader }): { $trick }
show-taken = tagna stick: { $taken }; trumf i förra sticket: { $trumped ->
        [yes] ja
       *[no] nej
    }
show-unknown-tricks = tidigare stick: finns inte i filen, så deras kort är okända
show-scores = poäng: lag 0 { $first }, lag 1 { $second }
show-hand = plats { $seat } (lag { $team }): { $hand }
show-over-draw = spelet är slut: oavgjort
show-over-win = spelet är slut: lag { $team } vinner
show-to-bid = plats { $seat } ska bjuda
show-to-play = plats { $seat } ska spela

suit =
    { $suit ->
       *[spades] spader
        [hearts] hjärter
        [diamonds] ruter
        [clubs] klöver
    }
board-name =
    { $level ->
       *[1] bräde
        [2] dubbelbräde
        [3] trippelbräde
        [4] fyrdubbelt bräde
    }
