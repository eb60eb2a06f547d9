# Fjalët e tabelës pas një klikimi ose tasti: çfarë të bësh, dhe pse një klikim nuk bën lëvizje.

click-game-over = Loja mbaroi: fituan { $winners }.
click-thinking = Luan { seat-name }: kompjuteri po mendon.
click-choose-card = Luan { seat-name }: zgjidh një letër.
click-card-blocked = Letra { card } nuk mund të luhet tani: zgjidh një letër tjetër.
click-split = { $name }, lëvizje e ndarë: zgjidh kunjin e dytë.
click-discard-only = { $name }: asnjë kunj nuk lëviz; shtyp Enter ose zgjidhe përsëri për ta hedhur.
click-choose-peg = { $name }: zgjidh një kunj për ta lëvizur (mundin kunjat në rrathët me vija).
click-choose-target = { $name }: zgjidh ku shkon { $peg } (objektivat e mbushur).
click-no-such-card = Në dorë nuk ka letrën { card }.
click-no-hand = Ky pozicion nuk ka dorën e atij që luan: zgjidh një letër me emër.
click-no-card-number =
    Nuk ka letër { $number }: dora ka { $count ->
        [one] { $count } letër
       *[other] { $count } letra
    }.
click-discard-hint = Asnjë kunj nuk lëviz: shtyp Enter ose zgjidh përsëri letrën { card } për ta hedhur.
click-off-board = Ky nuk është një vend në këtë tabelë.
click-card-first = Zgjidh fillimisht një letër.
click-several = Disa destinacione: zgjidh një me ↑/↓ ose me klikim.
click-card-first-keys = Zgjidh fillimisht një letër (tastet 1-5).
click-peg-first = Zgjidh fillimisht një kunj (←/→ ose një klikim).
click-no-peg-card-first = Asnjë kunj për të zgjedhur: zgjidh fillimisht një letër.
click-card-moves-no-peg = Kjo letër nuk mund të lëvizë asnjë kunj këtu.
click-first-part = Pjesa e parë u zgjodh: { $peg } shkon { $to }. Tani zgjidh kunjin e dytë.
click-nothing-to-undo = Asgjë për të zhbërë: ky është fillimi i lojës.
click-nothing-to-redo = Asgjë për të ribërë.
click-over = Loja ka mbaruar: fituan { $winners }.
click-wait = Prit: është radha e kompjuterit.
click-peg =
    { $at ->
        [start] kunji { owner } në zonën e fillimit
        [home] kunji { owner } në vendin { $home } të shtëpisë
       *[track] kunji { owner } { $spot }
    }
click-place =
    { $at ->
        [start] në zonën e fillimit { owner }
        [home] në vendin { $home } të shtëpisë { owner }
       *[track] { $spot }
    }
click-to =
    { $at ->
        [start] përsëri në zonën e fillimit
        [home] në vendin { $home } të shtëpisë
       *[track] te vrima { $spot }
    }
click-no-move =
    Letra { card } nuk mund të lëvizë asnjë kunj tani{ $refusal ->
        [none] {""}
       *[other] : { $refusal }
    }{ $discard ->
        [none] {""}
       *[other] . As nuk mund të hidhet: { $discard }
    }.
click-no-peg-there = Nuk ka kunj { $place }. Zgjidh një nga kunjat në rrathët me vija.
click-cannot-move = Letra { card } nuk mund të lëvizë { $peg }: { $refusal }.
click-cannot-move-now = Letra { card } nuk mund të lëvizë { $peg } tani. Zgjidh një nga kunjat në rrathët me vija.
click-cannot-go = Kunji { owner } nuk mund të shkojë { $to } me këtë lëvizje: zgjidh një objektiv të mbushur.
click-cannot-stop = Kunji { owner } nuk mund të ndalet aty: { $refusal }.
hand-key = tasti { $number }
hand-joker = Xhoker
hand-playable = { card }: mund të luhet (tasti { $number })
hand-not-playable = { card }: { $reason }
hand-hidden = një letër e fshehur
