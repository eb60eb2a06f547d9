# Fjalët e serverit të tavolinave në shqip. Një { $emër } plotësohet nga faqja me një emër, një
# vend (në trajtën e thjeshtë: "Blu", "Jug"), një kod ose një numër.

error-bad-json = Kërkesa nuk u lexua dot: dërgo një objekt JSON.
error-too-big = Kërkesa është shumë e madhe.
error-too-fast = Shumë kërkesa: prit pak dhe provo përsëri.
error-no-table = Nuk ka asnjë tavolinë me këtë kod dhome (mund të ketë skaduar ose të jetë mbyllur).
error-bad-token = Ky çelës nuk e hap këtë tavolinë: hyr përsëri me kodin e dhomës.
error-not-teacher = Këtë mund ta bëjë vetëm mësuesi i tavolinës.
error-not-your-turn = Nuk është radha jote.
error-teacher-cannot-move = Mësuesi e ndjek tavolinën dhe nuk luan asnjë vend.
error-stale = Loja ka ecur përpara që kur pe: shiko përsëri dhe zgjidh përsëri.
error-over = Loja mbaroi: nuk mund të bëhen më lëvizje.
error-ended = Mësuesi e ka mbyllur këtë tavolinë.
error-seat-taken = Ky vend është zënë tashmë: zgjidh një të lirë.
error-seat-computer = Këtë vend e luan një kompjuter: zgjidh një të lirë.
error-bad-seat = Në këtë tavolinë nuk ka një vend të tillë.
error-bad-name = Shkruaj një emër me 1 deri në 40 shkronja.
error-bad-move = Një lëvizje është tekst, ashtu si e shkruan rreshti i komandave.
error-bad-revision = Dërgo versionin që pe së fundi, si numër të plotë.
error-bad-id = Dërgo një id komande me 1 deri në 64 shkronja, shifra, viza ose nënviza.
error-bad-game = Zgjidh lojën "pegs" ose "backalley".
error-bad-players = Një lojë Pegs and Jokers ka 4, 6 ose 8 lojtarë.
error-bad-backalley-players = Back Alley luhet nga 4 lojtarë.
error-bad-seats = Jep një vend për çdo lojtar: një person ose një nivel kompjuteri që loja e njeh.
error-bad-seed = Fara është një numër i plotë.
error-bad-pace = Ritmi është sekondat midis dy lëvizjeve të kompjuterit, nga 0 deri në 10.
error-bad-rules = Këto rregulla shtëpie nuk u përdorën dot.
error-bad-position = Ky skedar pozicioni nuk u përdor dot.
error-not-found = Këtu nuk ka asgjë.
error-bad-paused = Dërgo {"{"}"paused": true{"}"} ose {"{"}"paused": false{"}"}.
error-no-class = Nuk ka asnjë klasë me këtë kod klase: kontrolloje me mësuesin tënd.
error-bad-report = Ky raport përparimi nuk u lexua dot.
error-bad-key = Dërgo çelësin që kursi yt bëri për ty (22 deri në 200 shkronja dhe shifra).
error-class-full = Kjo klasë ka aq nxënës sa mund të ketë: pyet mësuesin tënd.

page-student-title = Ulu në një tavolinë
page-teacher-title = Tavolinat e klasës
page-code-label = Kodi i dhomës
page-name-label = Emri yt
page-look = Shiko tavolinën
page-choose-seat = Zgjidh një vend të lirë:
page-seat-free = { $seat }: i lirë, merre këtë vend
page-seat-person = { $seat }: { $name }
page-seat-computer = { $seat }: { $level }
page-seat-waiting = { $seat }: pret një nxënës
page-you-are = Ti luan me ngjyrën: { $seat }.
page-your-turn = Është radha jote.
page-their-turn = Radhën e ka: { $seat }.
page-computer-turn = Radhën e ka: { $seat } (një kompjuter).
page-game-over = Loja mbaroi.
page-table-ended = Mësuesi e ka mbyllur këtë tavolinë.
page-paused = Mësuesi i ka ndalur kompjuterët.
page-your-hand = Letrat e tua
page-pick-card = Kliko një letër, pastaj një nga kunjat e tu, pastaj vrimën ku shkon.
page-pick-peg = Tani kliko kunjin që do të lëvizësh.
page-pick-hole = Tani kliko vrimën ku shkon kunji.
page-pick-next = Tani kliko kunjin tjetër që do të lëvizësh me të njëjtën letër.
page-discard = Hidh: { $card }
page-no-move = Asnjë kunj nuk mund të lëvizë me këtë letër.
page-bid-prompt = Oferta jote:
page-bid-pass = Pas
page-bid-number = Thuaj { $number }
page-bid-board = Thuaj: { $board }
page-play-prompt = Kliko një letër për ta luajtur.
page-story = Çfarë ndodhi
page-lost = Lidhja u ndërpre; po provoj përsëri.
page-back = U lidh përsëri.
page-gone = Kjo tavolinë nuk është më e hapur këtu. Kërkoji mësuesit kodin e dhomës.
page-new-table = Bëj një tavolinë
page-game-label = Loja
page-game-pegs = Pegs and Jokers
page-game-backalley = Back Alley
page-players-label = Lojtarët
page-seat-label = { $seat }: kush luan
page-person = një nxënës
page-seed-label = Numri i ndarjes (fara)
page-position-label = Ose fillo nga një skedar pozicioni (sipas dëshirës)
page-position-bad = Ky skedar nuk është skedar pozicioni i lojës së zgjedhur.
page-pace-label = Sekonda midis lëvizjeve të kompjuterit
page-make = Bëje tavolinën
page-made = Tavolina { $code } është gati: nxënësit shkruajnë kodin ose hapin lidhjen.
page-join-link = Lidhja për të hyrë
page-room-code = Kodi i dhomës { $code }
page-pause = Ndali kompjuterët
page-go-on = Lëri kompjuterët të vazhdojnë
page-end = Mbylle këtë tavolinë
page-end-sure = Ta mbyll tavolinën { $code }? Pas kësaj askush nuk mund të luajë në të.
page-give = Jepja vendin { $seat } një nxënësi tjetër
page-given = Dërgoja këtë lidhje nxënësit që merr vendin { $seat }: { $link }
page-replay = Shfaq raundin e fundit
page-replay-none = Ende nuk është bërë asnjë lëvizje.
page-show = Shfaqe në ekranin e madh
page-no-tables = Ende asnjë tavolinë: bëj një më lart.
page-revision = Lëvizje të bëra: { $count }
page-joker = Xhoker
page-big-blooper = Blooper-i i Madh
page-little-blooper = Blooper-i i Vogël
page-level-random = një kompjuter që luan rastësisht
page-level-greedy = një kompjuter i shpejtë
page-level-search = një kompjuter i fortë
page-level-heuristic = një kompjuter i shpejtë
page-level-sampler = një kompjuter i fortë
page-ba-trump = Atu: { $suit }.
page-ba-no-trump = Në këtë ndarje nuk ka atu.
page-ba-trick = Në tavolinë: { $cards }.
page-ba-scores = Pikët: Jugu dhe Veriu { $first }, Perëndimi dhe Lindja { $second }.
page-suit-H = kupë
page-suit-D = karo
page-suit-C = spathi
page-suit-S = maç
page-board = tabelë
page-gone-teacher = Çelësi i kësaj faqeje nuk hap asnjë tavolinë këtu: bëj një tavolinë të re.
page-classes-title = Përparimi i klasës në kurs
page-new-class = Bëj një kod klase
page-class-made = Kodi i klasës { $code }: nxënësit e shkruajnë në faqen e fillimit të kursit.
page-class-code = Kodi i klasës { $code }
page-class-students = nxënës: { $count }
page-show-class = Shfaq përparimin
page-no-classes = Ende asnjë kod klase: bëj një për të ndjekur përparimin në kurs.
page-no-students = Ende asnjë nxënës nuk ka dërguar përparim në këtë klasë.
page-student = Nxënësi
page-last-seen = Parë së fundi
page-chapter-cell = { $stars } { $solved } nga { $exercises }
page-download-csv = Shkarko si CSV
page-language = Gjuha

unreadable-move = Lëvizja { $move } nuk u lexua dot: { $why }
illegal-move = Kjo lëvizje nuk lejohet: { $why }
rules-problem = Tavolina nuk u përgatit dot: { $why }.
teacher-link = Serveri i tavolinave po punon. Faqja e mësuesit: { $url } (shtyp Ctrl-C për ta ndalur).
bad-base = URL-ja bazë { $text } nuk mund të përdoret: jep një shteg si /services/pegs/ (shkronja, shifra, pika, viza dhe vija të pjerrëta).
stopped = Serveri i tavolinave u ndal; çdo tavolinë ruhet dhe kthehet në nisjen e ardhshme.

ba-seat =
    { $seat ->
       *[0] Jugu
        [1] Perëndimi
        [2] Veriu
        [3] Lindja
    }
ba-card =
    { $card ->
        [big] Blooper-in e Madh
        [little] Blooper-in e Vogël
       *[other] { $card }
    }
ba-dealt =
    { ba-seat } i ndan letrat: nga { $size ->
        [one] { $size } letër
       *[other] { $size } letra
    } secilit. Kthehet { ba-card }, kështu që { $trump ->
        [none] në këtë ndarje nuk ka atu
       *[other] atu është { $trump ->
           *[spades] maç
            [hearts] kupë
            [diamonds] karo
            [clubs] spathi
        }
    }.
ba-blooper = { ba-seat } jep { ba-card } dhe merr në vend të tij letrën e sipërme të pakos.
ba-bid =
    { ba-seat } thotë { $bid ->
        [pass] pas
        [board] { $level ->
           *[1] tabelë
            [2] tabelë e dyfishtë
            [3] tabelë e trefishtë
            [4] tabelë e katërfishtë
        }
       *[other] { $bid }
    }.
ba-all-passed = Të katër thanë pas, ndaj letrat ndahen përsëri: kjo ndarje nuk numërohet.
ba-played = { ba-seat } luan { ba-card }.
ba-trick = { ba-seat } fiton marrjen.
ba-scored = Ndarja u numërua: { $first } për Jugun dhe Veriun, { $second } për Perëndimin dhe Lindjen.
ba-over-draw = Loja mbaroi: { $a } me { $b }, barazim.
ba-over-win =
    Loja mbaroi: { $winner ->
       *[0] fitojnë Jugu dhe Veriu
        [1] fitojnë Perëndimi dhe Lindja
    }, { $a } me { $b }.

csv-student = nxënësi
csv-last-seen = parë së fundi (UTC)
csv-chapter = kapitulli
csv-title = titulli
csv-solved = ushtrime të zgjidhura
csv-exercises = ushtrime
csv-stars = yje
