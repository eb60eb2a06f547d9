# Back Alley -oppitunnin arvioija: miksi vastaus on oikein tai väärin, oppijan paikalta.

feedback-seat =
    { $seat ->
       *[0] sinä
        [1] vasemmalla puolellasi istuva pelaaja
        [2] parisi
        [3] oikealla puolellasi istuva pelaaja
    }
feedback-bid =
    { $bid ->
        [pass] passi
        [board] { board-name }
       *[other] { $bid }
    }
# Oma apuviesti: tarjous tekona, verbi paikan mukaan ja lauta objektin muodossa.
feedback-bid-made =
    { $bid ->
        [pass] { $seat ->
            [0] passasit
           *[other] passasi
        }
        [board] { $seat ->
            [0] tarjosit
           *[other] tarjosi
        } { $level ->
           *[1] laudan
            [2] tuplalaudan
            [3] kolminkertaisen laudan
            [4] nelinkertaisen laudan
        }
       *[other] { $seat ->
            [0] tarjosit
           *[other] tarjosi
        } { $bid }
    }
feedback-or = { $first } tai { $second }

feedback-right = Oikein! { $words }
feedback-not-quite = Ei aivan. { $words }
feedback-unreadable = Vastausta ei voitu lukea. Yritä uudelleen.
feedback-click-a-card = Napsauta jotakin kätesi korttia.
feedback-pick-a-choice = Valitse jokin näytetyistä vastauksista.

feedback-not-in-hand = Korttia { learner-card } ei ole kädessäsi.
feedback-would-not-win =
    Saat pelata kortin { learner-card }, mutta { feedback-seat } { $seat ->
        [0] voittaisit
       *[other] voittaisi
    } silti tikin kortilla { $best }.
feedback-allowed-not-asked = Kortin { learner-card } saa pelata, mutta sitä ei kysytty.
feedback-wins-the-trick = { learner-card-start } on tikin korkein kortti: voitat tikin.
feedback-may-play-any = Saat pelata kortin { learner-card }: tässä saa pelata minkä tahansa kätesi kortin.
feedback-may-play = Saat pelata kortin { learner-card }.
feedback-may-play-not = Saat pelata kortin { learner-card }. Korttia { $barred } et saa pelata: { $because }
feedback-play = Pelaa { $which }. { $why }
feedback-choice = { $answer }. { $why }

feedback-trick-won =
    { learner-who } { $seat ->
        [0] voitat
       *[other] voittaa
    } kortilla { $best }: { $reason ->
        [trump-beats] valtti voittaa jokaisen avatun maan kortin.
        [highest-trump] se on tikin korkein valtti.
       *[highest-led] valttia ei pelattu, ja se on avatun maan korkein kortti.
    }
feedback-leads =
    { learner-who } { feedback-bid-made }, ja se on korkein tarjous, joten { feedback-seat } { $seat ->
        [0] avaat
       *[other] avaa
    } ensimmäisen tikin.
feedback-board-level =
    Tässä jaossa tarjottiin ennen sitä { $before ->
        [0] ei yhtään lautaa
        [one] { $before } lauta
       *[other] { $before } lautaa
    }, joten se on { board-name }.
feedback-team-bid-board = Joukkueesi tarjous on { board-name }: parin luku ei enää merkitse mitään.
feedback-team-bid =
    Sinä { $mine ->
        [pass] passasit
       *[other] tarjosit { $mine }
    } ja parisi { $theirs ->
        [pass] passasi
       *[other] tarjosi { $theirs }
    }: joukkueen tarjous on niiden summa, { $total }.
feedback-trump-shown =
    { learner-card-start } käännettiin, joten { $trump ->
        [none] valttia ei ole.
       *[other] valttimaa on { $trump ->
           *[spades] pata
            [hearts] hertta
            [diamonds] ruutu
            [clubs] risti
        }.
    }
feedback-may-lead =
    Saat avata kortilla { learner-card }: { $reason ->
        [not-trump-any] se ei ole valtti, ja muulla maalla saa aina avata.
        [only-trumps] sinulla on pelkkiä valtteja, ja avaaja, jolla on vain valtteja, saa avata valtilla.
        [board] tarjosit laudan, joten saat avata valtilla ensimmäisen tikin jälkeen.
        [trump-last] edellisessä tikissä pelattiin valttia, joten valtilla saa avata.
       *[not-trump] se ei ole valtti.
    }
feedback-may-not-lead = Et saa avata kortilla { learner-card }: { $refused }
feedback-may-play-choice =
    { $answer }: { $reason ->
        [blooper-led] { $led } avattiin, mutta sinulla ei ole valttia, joten saat pelata mitä tahansa.
        [cannot-follow] et voi tunnustaa avattua maata, joten saat pelata mitä tahansa.
       *[must-follow] sinun on tunnustettava avattua maata.
    }
feedback-redealt =
    Kaikki neljä passasivat, joten { feedback-seat } { $seat ->
        [0] jaat
       *[other] jakaa
    } uudelleen saman määrän kortteja, { $size } kullekin; jako on yhä { $deal }/25.
feedback-hand-size =
    Jaossa { $deal } on { $size ->
        [one] { $size } kortti
       *[other] { $size } korttia
    } kullakin: { $way ->
       *[down] käsi pienenee 13 kortista
        [up] käsi kasvaa taas yhdestä kortista jaon 13 jälkeen
    }.
feedback-score-board =
    Joukkueesi tarjosi { $level ->
       *[1] laudan
        [2] tuplalaudan
        [3] kolminkertaisen laudan
        [4] nelinkertaisen laudan
    } { $size } kortilla ja { $made ->
        [yes] sai kaikki tikit
       *[no] sai vain { $took }
    }: 10 tikiltä on { $base }, kertaa { $level }, { $won ->
        [yes] voitettu
       *[no] menetetty
    }: { $result }.
feedback-score-made =
    Joukkueesi tarjosi { $contract } ja sai { $took }: 5 kertaa { $contract } on { $base }, lisäksi { $over ->
        [one] { $over } ylimääräisestä tikistä
       *[other] { $over } ylimääräisistä tikeistä
    }: { $result }.
feedback-score-missed = Joukkueesi tarjosi { $contract }, mutta sai vain { $took }: se menettää 5 jokaisesta tarjotusta tikistä, { $result }.

feedback-does-not-win =
    { learner-who } { $seat ->
        [0] pelasit
       *[other] pelasi
    } kortin { learner-card }, joka ei voita: { $reason ->
        [higher-trump] korkeampi valtti pelattiin.
        [off-suit] kortti maasta, jota ei avattu, ei voita koskaan.
        [trumped] valttia pelattiin, ja valtti voittaa jokaisen avatun maan kortin.
       *[higher-led] avatun maan korkeampi kortti pelattiin.
    }
feedback-does-not-lead = { learner-who } { feedback-bid-made }, eikä se ole tarjous, joka avaa. Vertaa kaikkia neljää tarjousta.
feedback-wrong-board-level = Se ei ole { $chosen }: laske, montako lautaa tässä jaossa tarjottiin ennen sitä.
feedback-wrong-team-bid = Ei { $chosen }: joukkueen tarjous on parin kahden luvun summa.
feedback-wrong-score = Ei { $chosen }. Laske uudelleen tarjouksesta ja joukkueesi saamista tikeistä.
feedback-wrong-trump = Ei { $chosen }: katso uudelleen käännettyä korttia.
feedback-wrong-deal = Ei se jako: jako, jota kukaan ei pelannut, ei ole yksi 25 jaosta.
feedback-wrong-size = Ei niin monta korttia: uusintajaossa jaetaan sama määrä kortteja kuin ennen.
feedback-wrong-result = Katso ensin, kuka voittaa viimeisen tikin, ja laske sitten kummankin joukkueen tarjoukset.
feedback-wrong-hand-size = Ei { $chosen }: käsi pienenee kortilla joka jaossa 13 kortista jaossa 1 ja kasvaa taas jaon 13 jälkeen.
feedback-wrong-may-play = Nuo eivät ole kortit, joita saat pelata. Mieti, mitä velvollisuus vaatii pelaajalta, jolla ei ole valttia.
feedback-wrong = Ei { $chosen }.

refusal-learner-first-lead-trump = Kortti { learner-card } on valtti, eikä jaon ensimmäinen avaus saa olla valtti, kun sinulla on muutakin maata.
refusal-learner-trump-lead = Kortti { learner-card } on valtti; edellisessä tikissä ei pelattu valttia etkä tarjonnut lautaa, joten et saa avata valtilla, kun sinulla on muutakin maata.
refusal-learner-blooper-duty =
    Avaus oli { $blooper ->
        [big] Iso Blooper, joten sinun on pelattava korkein valttisi
       *[little] Pikku Blooper, joten sinun on pelattava matalin valttisi
    }, eikä { learner-card } ole se.
refusal-learner-follow-suit =
    Avaus oli { learner-card }, ja sinulla on { $followed ->
       *[trump] valtteja
        [spades] pataa
        [hearts] herttaa
        [diamonds] ruutua
        [clubs] ristiä
    }: sinun on tunnustettava maata.
refusal-learner-bid-first = Jokainen pelaaja tarjoaa ennen kuin ensimmäinen kortti pelataan.
refusal-learner-bidding-over = Tarjoaminen on ohi: kukin pelaaja tarjoaa kerran, ja nyt pelataan kortteja.
refusal-learner-bid-too-high = { $cards } kortilla lukutarjous on 1–{ $most }, tai passi tai lauta.
refusal-learner-game-over = Peli on päättynyt: kaikki 25 jakoa on pelattu.
refusal-learner-not-an-action = Se ei ole tarjous eikä kortti.
