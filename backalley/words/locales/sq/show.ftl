# Një gjendje e Back Alley e përshkruar (backalley show FILE): vendet dhe skuadrat me numër,
# letrat me shënim (siç i shkruan skedari: 5C, QS, BB, LB).

show-header = Back Alley: ndarja { $deal } nga 25, { $size ->
        [one] { $size } letër
       *[other] { $size } letra
    } secili, ndarësi vendi { $dealer }{ $redeals ->
        [0] {""}
       *[other] , rindarja { $redeals }
    }
show-turned-trump = u kthye { $card }: atu { suit }
show-turned-blooper = u kthye { $card }: pa atu (doli një blooper)
show-bids = ofertat: { $bids }
show-bid = vendi { $seat } { $bid ->
        [pass] pas
        [board] tabelë
       *[other] { $bid }
    }
show-contracts = kontratat: { $contracts }
show-contract = skuadra { $team } { $tricks ->
        [board] { board-name }
       *[other] { $tricks }
    }
show-trick = marrja: { $trick }
show-trick-led = marrja (e nisi vendi { $leader }): { $trick }
show-taken = marrjet e fituara: { $taken }; atu në marrjen e fundit: { $trumped ->
        [yes] po
       *[no] jo
    }
show-unknown-tricks = marrjet e mëparshme: nuk janë në skedar, prandaj letrat e tyre nuk dihen
show-scores = pikët: skuadra 0 { $first }, skuadra 1 { $second }
show-hand = vendi { $seat } (skuadra { $team }): { $hand }
show-over-draw = loja mbaroi: barazim
show-over-win = loja mbaroi: fitoi skuadra { $team }
show-to-bid = vendi { $seat } ka radhën të ofrojë
show-to-play = vendi { $seat } ka radhën të luajë

suit =
    { $suit ->
       *[spades] maç
        [hearts] kupë
        [diamonds] karo
        [clubs] spathi
    }
board-name =
    { $level ->
       *[1] tabelë
        [2] tabelë e dyfishtë
        [3] tabelë e trefishtë
        [4] tabelë e katërfishtë
    }
