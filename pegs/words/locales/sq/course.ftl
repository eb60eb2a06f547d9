# Fjalitë e vetë kursit: vendet, ngjarjet dhe lëvizjet siç i thotë një mësim, përgjigja për një
# zgjidhje, pikat e kontrollit, përsëritja dhe enigmat (shqip).

## Një vend me fjalët që i duhen një fjalie.

lesson-landmark =
    { $spot ->
        [come-out] hapësira "dalë" e { owner-obl }
        [in-spot] vrima "in-spot" e { owner-obl }
        [past-come-out] { holes } pas hapësirës "dalë" të { owner-obl }
        [before-come-out] { holes } para hapësirës "dalë" të { owner-obl }
       *[before-in-spot] { holes } para vrimës "in-spot" të { owner-obl }
    }
# Ku qëndron një kunj në rrugë (jo në shtëpi): "në vrimën "in-spot" e Blusë", "3 vrima pas ...".
lesson-on =
    { $spot ->
        [come-out] në hapësirën "dalë" e { owner-obl }
        [in-spot] në vrimën "in-spot" e { owner-obl }
       *[other] { lesson-landmark }
    }
lesson-at =
    { $spot ->
        [start] në zonën e fillimit të { owner-obl }
        [home] në shtëpinë e { owner-obl }, në vendin { $home }
       *[other] { lesson-on }
    }
lesson-hole =
    { $spot ->
        [come-out] { lesson-landmark }
        [in-spot] { lesson-landmark }
       *[other] vrima që është { lesson-landmark }
    }
lesson-peg = kunji i { story-seat-obl } { lesson-at }
lesson-peg-of = kunji i { story-seat-obl }
lesson-steps =
    { $steps ->
        [one] { $steps } vrimë
       *[other] { $steps } vrima
    }

## Një ngjarje e një lëvizjeje.

lesson-played =
    { seat-name } { $discarded ->
        [yes] hedh
       *[no] luan
    } { card }.
lesson-comes-out = Kunji i { story-seat-obl } del në hapësirën e vet "dalë".
lesson-jumps-out = Kunji i { story-seat-obl } del nga zona e fillimit dhe hidhet { lesson-on }.
lesson-into-home = Kunji i { story-seat-obl } lëviz { lesson-steps } dhe hyn në shtëpi, në vendin { $home }.
lesson-inside-home = Kunji i { story-seat-obl } lëviz { lesson-steps } brenda shtëpisë, deri në vendin { $home }.
lesson-back = Kunji i { story-seat-obl } lëviz { lesson-steps } prapa dhe ndalet { lesson-on }.
lesson-jump = Kunji i { story-seat-obl } hidhet dhe ndalet { lesson-on }.
lesson-forward = Kunji i { story-seat-obl } lëviz { lesson-steps } përpara dhe ndalet { lesson-on }.
lesson-bumped = Kunji i { story-seat-obl } kthehet në zonën e vet të fillimit.
lesson-sent = Kunji i { story-seat-obl } dërgohet në vrimën e vet "in-spot".
lesson-drew = { seat-name } tërheq një letër.
lesson-reshuffled = Letrat e luajtura përzihen në një stivë të re tërheqjeje.
lesson-won = { $winners } fitojnë lojën!
lesson-onward = Mësimi tjetër: { $title }
lesson-start = Kthehu te fillimi
lesson-given = { seat-name } luan { card } me { $pegs }.
lesson-given-discard = { seat-name } hedh { card }.
lesson-given-peg =
    { $mine ->
        [yes] kunjin e vet
       *[no] kunjin e { story-seat-obl }
    } { lesson-at }

## Përgjigja për një zgjidhje.

feedback-unreadable = Përgjigja nuk u lexua dot. Provo përsëri.
feedback-right = Saktë!
feedback-not-quite = Jo tamam.
feedback-not-a-move = Kjo nuk është lëvizje në këtë tabelë. Zgjidh një letër, pastaj një kunj dhe ku shkon.
feedback-not-allowed = Kjo lëvizje nuk lejohet. { $why }
feedback-allowed = Kjo lëvizje lejohet: { $did } Por nuk është ajo që u kërkua.
feedback-allowed-but = Kjo lëvizje lejohet: { $did } Por { $why }
feedback-click-place = Kliko një vrimë, një zonë fillimi ose një vend në shtëpi.
feedback-ends-up = Kunji përfundon { lesson-at }.
feedback-not-there-at = Kunji nuk përfundon { lesson-at }.
feedback-not-there = Kunji nuk përfundon aty.
feedback-click-card = Kliko një nga letrat në dorë.
feedback-card-not-held = Letra { card } nuk është në dorë.
feedback-card-does-it = Letra { card } e bën.
feedback-not-that-card = Jo ajo letër.
feedback-card-cannot-move = Letra { card } nuk mund të lëvizë asnjë kunj këtu.
feedback-card-not-asked = Asnjë lëvizje me letrën { card } nuk bën atë që u kërkua.
feedback-pick-answer = Zgjidh një nga përgjigjet e treguara.
show-discard = Hidh letrën { card }.
show-play = Luaj letrën { card }: { $did }
show-another-way = (Edhe një mënyrë tjetër funksionon.)
show-cards = { $which }.
show-the-card = Letra { card }
show-or = { $a } ose { $b }
show-or-card = { card }

## Pikat e kontrollit.

mastery-reach = Çoje kunjin e { story-seat-obl } { lesson-at }.
mastery-bump = Ktheje kunjin e { story-seat-obl } në zonën e vet të fillimit.
mastery-home = Fut në shtëpi një kunj të { story-seat-obl }.
mastery-done = Kapitulli { $chapter } është kryer.
mastery-not-done = Kapitulli { $chapter } quhet i kryer me { $need } nga { $total } të sakta në provën e parë. Hape mësimin përsëri për ta bërë pikën e kontrollit nga e para; asgjë nuk është e kyçur, ndaj vazhdo kur të duash.
mastery-index-done = kryer: { $score } nga { $total } në provën e parë
mastery-index-not-done = ende jo: { $score } nga { $total } në provën e parë (duhen { $need })

## Përsëritja.

review-due =
    { $count ->
        [0] Asgjë për të përsëritur tani.
        [one] { $count } ushtrim për të përsëritur.
       *[other] { $count } ushtrime për të përsëritur.
    }
review-button =
    Përsërit { $count ->
        [one] { $count } ushtrim
       *[other] { $count } ushtrime
    }
review-title = Përsëritja { $number } nga { $total }, nga { $chapter }
review-done-title = Përsëritja mbaroi
review-done = Kaq për tani. Një ushtrim që e zgjidhe saktë në provën e parë kthehet pas një pritjeje gjithnjë më të gjatë (1 ditë, pastaj 3 ditë, një javë, një muaj); një që e gabove, ose që kërkove të ta tregonin, kthehet pas 4 orësh.
review-next =
    Ushtrimi i radhës për përsëritje kthehet { $when ->
        [hour] brenda orës
        [hours] pas rreth { $hours ->
            [one] { $hours } ore
           *[other] { $hours } orësh
        }
       *[days] pas rreth { $days ->
            [one] { $days } dite
           *[other] { $days } ditësh
        }
    }.

## Enigmat.

puzzle-next =
    { $next ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
puzzle-next-obl =
    { $next ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
puzzle-win =
    Radhën e ka { seat-name }. { $ours } i kanë të gjithë kunjat në shtëpi përveç { $left ->
        [1] njërit
       *[other] dyve
    }: fito lojën me një letër të vetme.
puzzle-both-home = Radhën e ka { seat-name }. Fut në shtëpi dy kunja të skuadrës së { story-seat-obl } ({ $ours }) me një letër të vetme.
puzzle-bump-two = Radhën e ka { seat-name }. Me një letër të vetme, kthe dy kunja të skuadrës tjetër ({ $others }) në zonën e tyre të fillimit.
puzzle-bump-and-home = Radhën e ka { seat-name }. Me një letër të vetme, kthe një kunj të skuadrës tjetër ({ $others }) në zonën e vet të fillimit dhe fut në shtëpi një kunj të skuadrës së { story-seat-obl } ({ $ours }).
puzzle-save-peg = Pas kësaj luan { puzzle-next }, që ka në dorë { $holding }, me të cilën mund të kthejë { $victims } në zonën e fillimit. Radhën e ka { seat-name }: bëj një lëvizje pas së cilës letra e { puzzle-next-obl } nuk mund të godasë asnjë kunj të skuadrës së { story-seat-obl } ({ $ours }).
puzzle-held-card = { card }
puzzle-victim = kunjin e { story-seat-obl }
puzzle-victim-or = { $a } ose { $b }
puzzle-hint-win = Numëro vrimat e çdo kunji deri te vrima e vet "in-spot": një hap më shumë është vendi 1 në shtëpi, dy më shumë vendi 2. Duhet përdorur i gjithë numri i letrës.
puzzle-hint-both-home = Vetëm një 7 ose një 9 lëviz dy kunja: ndaje që secila pjesë të mbarojë saktë në një vend të lirë në shtëpi.
puzzle-hint-bump-two-split = Një 7 ose një 9 mund të ndahet mes dy kunjave: gjej ndarjen ku secila nga dy pjesët ndalet mbi një kunj të skuadrës tjetër.
puzzle-hint-bump-two = Një ndalesë e vetme mund të godasë dy herë: kunji i një shoku ku ndalesh shkon në vrimën e vet "in-spot" dhe godet kunjin kundërshtar që ndodhet aty.
puzzle-hint-bump-and-home = Ndaj një 7 ose një 9: njëra pjesë ndalet mbi kunjin e skuadrës tjetër, tjetra hyn në shtëpi.
puzzle-hint-save-peg = { puzzle-next } ka nevojë për një numër të saktë që të ndalet mbi kunjin tënd. Lëvize kunjin që numri të mos përputhet më, fute në shtëpi, ose ktheje kunjin e { puzzle-next-obl } në zonën e fillimit.
puzzle-why-win = Atëherë të gjithë kunjat e skuadrës sate janë në shtëpi, ndaj loja fitohet menjëherë.
puzzle-why-both-home = Dy kunja hyjnë në shtëpi me një letër të vetme.
puzzle-why-bump-two = Dy kunja të skuadrës tjetër kthehen në zonën e tyre të fillimit.
puzzle-why-bump-and-home = Një kunj i skuadrës tjetër kthehet në zonën e vet të fillimit dhe një nga të tutë hyn në shtëpi.
puzzle-why-save-peg = Pas kësaj asnjë letër që ka { puzzle-next } nuk mund të ndalet mbi një kunj të skuadrës sate.
puzzle-why-only = Asnjë lëvizje tjetër e kësaj dore nuk e bën këtë.
puzzle-chapter = Enigma
puzzle-intro = { $count } enigma, nga më e lehta. Secila ka një qëllim dhe saktësisht një lëvizje që e arrin: kompjuteri provoi çdo lëvizje të lejuar. Yjet tregojnë sa e vështirë është një enigmë, nga një yll (pak lëvizje joshëse) deri në pesë (shumë lëvizje që duken të sakta, por nuk janë). Lexo qëllimin, pastaj luaj lëvizjen në tabelë.
puzzle-title = Enigma { $number } nga { $total } { $stars }
puzzle-miss-win = Skuadra jote ka ende një kunj jashtë shtëpisë, ndaj loja vazhdon.
puzzle-miss-both-home =
    { $got ->
        [0] Nuk fut asnjë kunj
       *[other] Fut vetëm një kunj
    } në shtëpi; qëllimi është dy me këtë letër të vetme.
puzzle-miss-bump-two =
    { $got ->
        [0] Nuk kthen asnjë kunj
       *[other] Kthen vetëm një kunj
    } të skuadrës tjetër në zonën e fillimit; qëllimi është dy.
puzzle-miss-no-bump = Asnjë kunj i skuadrës tjetër nuk kthehet në zonën e vet të fillimit.
puzzle-miss-no-home = Asnjë kunj i skuadrës sate nuk hyn në shtëpi.
puzzle-miss-save-peg = Pas saj, letra e { puzzle-next-obl } mund të kthejë ende një kunj të skuadrës sate në zonën e vet të fillimit.

## The handout.

handout-title = Pegs and Jokers: një fletë për klasën
handout-button = Shkruaj një fletë për shtyp
handout-summary-missing = Përmbledhja e rregullave (docs/summary.md) nuk u gjet pranë paketës, ndaj kjo fletë nuk e ka.
handout-board-caption = Një tabelë për 4 lojtarë në fillim: Bluja, Portokallia, Jeshilja dhe Vjollca, secila në zonën e vet të fillimit.
handout-cards-title = Letrat
handout-cards-intro = Prit përgjatë vijave: një letër për çdo lloj, me atë që bën.
handout-puzzles-title = Enigma
handout-puzzles-intro = Çdo enigmë ka saktësisht një lëvizje që bën atë që kërkohet. Përgjigjet janë në fund.
handout-answers-title = Përgjigjet
handout-puzzle-title = Enigma { $number } (niveli { $level } nga 5)
handout-hand = Dora: { $hand }.
handout-kind-ace = As
handout-kind-face = Mbret, damë, fant
handout-kind-number = Numrat
handout-kind-seven = Shtatë
handout-kind-eight = Tetë
handout-kind-nine = Nëntë
handout-kind-joker = Xhoker
handout-written =
    Fleta për shtyp u shkrua ({ $puzzles ->
        [one] { $puzzles } enigmë
       *[other] { $puzzles } enigma
    }, përgjigjet në një faqe më vete) në { $path }: hape në një shfletues dhe shtype.

## Pse një lëvizje e lejuar nuk e arrin qëllimin e ushtrimit.

miss-bump-some = Më pak se { $count } kunja të { story-seat-obl } u kthyen në zonën e tyre të fillimit.
miss-bump = Asnjë kunj i { story-seat-obl } nuk u kthye në zonën e vet të fillimit.
miss-send = Asnjë kunj i { story-seat-obl } nuk u dërgua në vrimën e vet "in-spot".
miss-home = Asnjë kunj i { story-seat-obl } nuk hyri në shtëpi.
miss-out = Asnjë kunj i { story-seat-obl } nuk doli nga zona e fillimit.
miss-at = Asnjë kunj i { story-seat-obl } nuk përfundoi { lesson-at }.
miss-from = Nuk e lëvizi kunjin e { story-seat-obl } { lesson-at }.
miss-no-bump = Largoi një nga kunjat e { story-seat-obl }.
miss-win = Nuk e fitoi lojën.
miss-card = Përdori një letër tjetër.
miss-not-card = Përdori pikërisht letrën që të kërkohej ta mbaje.
miss-discard = Lëvizi një kunj në vend që të hidhte një letër.
miss-moves = Hodhi një letër në vend që të lëvizte një kunj.
