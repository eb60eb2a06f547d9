# Kurssin vihjetikkaat: tönäisy kullekin virheen lajille, sääntöaskeleen kehys, odotus.

nudge-hole = Kortti ja nappula ovat oikein: katso uudelleen, mihin nappula pysähtyy.
nudge-peg = Kortti on oikein: kokeile sitä toisella nappulalla.
nudge-card = Nappula on oikein: toinen kortti vie sen sinne, minne sen pitää mennä.
nudge-discard = Siirto on tehtävissä: etsi kortti, joka siirtää nappulaa.
nudge-no-move-card = Tuo kortti ei voi siirtää tässä yhtään nappulaa: katso kortteja, jotka voivat.
nudge-count = Laske reiät uudelleen, yksi kerrallaan, siirtyvästä nappulasta alkaen.
nudge-other = Lue tehtävä uudelleen: mistä nappulasta se kysyy, ja minne sen pitää mennä?
nudge-landing = Seuraa nappulaa reikä reiältä sinne, mihin se pysähtyy: mitä siinä on?

hint-rule-step = Sääntö: { $rules } Merkityt nappulat ovat ne, joista sääntö kertoo.
hint-wait = Kokeile ensin sillä: seuraava askel avautuu seuraavan vastauksesi jälkeen.
