# Kieltäytyminen oppijan sanoin, kun moottorin oma lause näyttäisi merkintöjä (suomi).

learner-no-such-seat =
    { $players } pelaajan pelissä { $seat ->
        [none] on vain { $players } paikkaa
       *[other] ei ole väriä { seat-name }
    }
learner-other-team = { refusal-seat-owner } nappulat kuuluvat joukkueelle { $team_colours }: { refusal-player } siirtää vain joukkueen { $player_team_colours } nappuloita
learner-off-board = { $players } pelaajan laudalla ei ole sellaista reikää
learner-card-not-held = { refusal-seat-owner } kädessä ei ole korttia { card }
learner-game-over = Peli on päättynyt: joukkue { $team_colours } on voittanut
learner-cannot-bring-out = Kortti { card } ei tuo nappulaa ulos lähtöalueelta: sen voivat tehdä vain ässä, kuningas, kuningatar, jätkä tai jokeri
learner-part =
    Jaetun siirron { $part ->
       *[first] ensimmäinen
        [second] toinen
    } osa ei ole sallittu: { $why }
