# Säännöt, jotka Back Alley -oppitunti näyttää arvion alla; viittaus sääntökirjaan säilyy englanniksi.

rulebook-deals = Pelissä on 25 jakoa: 13 korttia kullekin, yksi vähemmän joka jaossa yhteen asti, sitten taas ylös 13:een (RULES Part B, the deals).
rulebook-trump = Jaon jälkeen seuraava kortti käännetään, ja sen maa on valttimaa. Kaksi Blooperia ovat myös valtteja, ässää korkeampia (RULES Part B, trump).
rulebook-turned-joker = Kun Blooper käännetään, jaossa ei ole valttia, ja se, jolla on toinen Blooper, vaihtaa sen pakan päällimmäiseen korttiin (RULES Part B, trump).
rulebook-bidding = Jokainen pelaaja tarjoaa kerran, jakajan vasemmalta alkaen: passi, luku yhdestä yhtä vähemmän kuin kädessä on kortteja, tai lauta. Joukkueen tarjous on sen kahden luvun summa (RULES Part B, bidding).
rulebook-board = Lauta tarkoittaa, että joukkueesi saa jokaisen tikin. Toinen lauta samassa jaossa on tuplalauta, sitten kolminkertainen, sitten nelinkertainen (RULES Part B, bidding).
rulebook-all-pass = Jos kaikki neljä passaavat, seuraava jakaja jakaa saman määrän kortteja uudelleen; uusintajako ei ole yksi 25 jaosta (RULES Part B, bidding).
rulebook-leader = Korkein tarjoaja avaa ensimmäisen tikin: lauta voittaa minkä tahansa luvun, yhtä suurista luvuista ensimmäinen avaa, ja laudoista viimeksi tarjottu avaa (RULES Part B, play).
rulebook-first-lead = Jaon ensimmäinen avaus ei saa olla valtti, ei edes laudan tarjonneelta, ellei avaajalla ole pelkkiä valtteja (RULES Part B, play).
rulebook-only-trumps = Avaaja, jolla on pelkkiä valtteja, saa avata valtilla missä avauksessa tahansa, ensimmäisessäkin (RULES Part B, play).
rulebook-trump-lead = Ensimmäisen tikin jälkeen valtilla saa avata vain, jos edellisessä tikissä pelattiin valttia, tai avaaja tarjosi laudan, tai avaajalla on pelkkiä valtteja (RULES Part B, play).
rulebook-follow = Tunnusta avattua maata, jos voit (Bloopereita pidetään valtteina); jos et voi, pelaa mikä tahansa kortti (RULES Part B, play).
rulebook-trick = Korkein valtti voittaa tikin; jos siinä ei ole valttia, avatun maan korkein kortti voittaa. Muut maat eivät voita koskaan (RULES Part B, play).
rulebook-blooper-duty = Kun Iso Blooper avataan, jokaisen muun pelaajan on pelattava korkein valttinsa; kun Pikku Blooper avataan, matalin. Tämä koskee myös pariasi; pelaaja, jolla ei ole valttia, pelaa mitä tahansa (RULES Part B, play).
rulebook-score-number = Täyttynyt lukutarjous tuo 5 jokaisesta tarjotusta tikistä ja 1 jokaisesta ylimääräisestä; vajaaksi jäänyt menettää 5 jokaisesta tarjotusta tikistä (RULES Part B, scoring).
rulebook-score-board = Täyttynyt lauta tuo 10 jaon jokaisesta tikistä, kertaa 2, 3 tai 4 tupla-, kolminkertaisesta tai nelinkertaisesta laudasta; vajaaksi jäänyt menettää saman verran (RULES Part B, scoring).
rulebook-end = 25. jaon jälkeen joukkue, jolla on enemmän pisteitä, voittaa; yhtä suuret pisteet ovat tasapeli (RULES Part B, end of the game).
