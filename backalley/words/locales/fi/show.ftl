# Back Alleyn tilanne kuvattuna (backalley show FILE): paikat ja joukkueet numeroina, kortit
# merkintöinä (kuten tilatiedosto ne kirjoittaa: 5C, QS, BB, LB).

show-header = Back Alley: jako { $deal }/25, { $size ->
        [one] { $size } kortti
       *[other] { $size } korttia
    } kullekin, jakaja paikka { $dealer }{ $redeals ->
        [0] {""}
       *[other] , uusintajako { $redeals }
    }
show-turned-trump = käännetty kortti { $card }: valttimaa { suit }
show-turned-blooper = käännetty kortti { $card }: ei valttia (käännettiin Blooper)
show-bids = tarjoukset: { $bids }
show-bid = paikka { $seat } { $bid ->
        [pass] passi
        [board] lauta
       *[other] { $bid }
    }
show-contracts = sopimukset: { $contracts }
show-contract = joukkue { $team } { $tricks ->
        [board] { board-name }
       *[other] { $tricks }
    }
show-trick = tikki: { $trick }
show-trick-led = tikki (aloitti paikka { $leader }): { $trick }
show-taken = otetut tikit: { $taken }; valttia edellisessä tikissä: { $trumped ->
        [yes] kyllä
       *[no] ei
    }
show-unknown-tricks = aiemmat tikit: eivät ole tiedostossa, joten niiden kortteja ei tunneta
show-scores = pisteet: joukkue 0 { $first }, joukkue 1 { $second }
show-hand = paikka { $seat } (joukkue { $team }): { $hand }
show-over-draw = peli päättyi: tasapeli
show-over-win = peli päättyi: joukkue { $team } voitti
show-to-bid = paikka { $seat } tarjoaa seuraavaksi
show-to-play = paikka { $seat } pelaa seuraavaksi

# Maiden nimet ja laudan tasot (siemenen sanoin: lauta, tuplalauta, kolminkertainen ja
# nelinkertainen lauta).
suit =
    { $suit ->
       *[spades] pata
        [hearts] hertta
        [diamonds] ruutu
        [clubs] risti
    }
board-name =
    { $level ->
       *[1] lauta
        [2] tuplalauta
        [3] kolminkertainen lauta
        [4] nelinkertainen lauta
    }
