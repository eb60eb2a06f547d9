# Fjalët e vetë ekraneve të mësimit: butonat dhe rreshtat që ndajnë të gjitha mësimet, mësimi i
# kursit, tabela e faqes së fillimit dhe fusha e klasës (shqip).

shell-back = Prapa
shell-again = Provo përsëri
shell-show = Më trego
shell-next = Tjetër
shell-where =
    { $kind ->
        [step] Hapi
       *[screen] Ekrani
    } { $number } nga { $total }
shell-hint = Ndihmë: { $hint }

lesson-aids = Etiketat e tabelës (numrat e vrimave, legjenda, drejtimi)
lesson-discard = Hidh letrën
lesson-discard-tip = Hidh letrën e zgjedhur pa lëvizur
lesson-demo = Më trego lëvizjen
lesson-review = Përsërit
lesson-the-move = Lëvizja: { $move }
lesson-hand-choose = Kliko letrën
lesson-hand = Dora jote
lesson-progress =
    { $solved ->
        [yes] { $where } ✓ e zgjidhur · { $done } nga { $total } ushtrime të bëra
       *[no] { $where } · { $done } nga { $total } ushtrime të bëra
    }

ladder-hint = Ndihmë
ladder-rule = Trego rregullin
ladder-hint-cost = Një shtytje: ushtrimi mund të japë pastaj të shumtën 2 yje
ladder-rule-cost = Rregulli, me tabelën të shënuar: të shumtën 1 yll
ladder-show-cost = Përgjigja: asnjë yll, dhe ushtrimi kthehet për përsëritje
stars-earned = Yjet për këtë ushtrim: { $stars }
stars-left =
    { $stars } { $left ->
        [0] Ky ushtrim tani nuk jep asnjë yll.
        [one] Ky ushtrim tani mund të japë { $left } yll.
       *[other] Ky ushtrim tani mund të japë { $left } yje.
    }

do-next = Shtyp Tjetra për të vazhduar (ose Provo përsëri për ta bërë edhe një herë).
do-again-or-next = Shtyp Provo përsëri për ta bërë vetë, ose Tjetra për të vazhduar.
do-again = Shtyp Provo përsëri për një provë tjetër.
do-click-place = Kliko vendin në tabelë.
do-click-card = Kliko një letër.
do-click-answer = Kliko një përgjigje.
do-click-hole = Kliko një vrimë, një zonë fillimi ose një vend në shtëpi.
do-answer-again = Shtyp Provo përsëri për t'u përgjigjur edhe një herë, ose Tjetra për të vazhduar.
do-another-go = Shtyp Provo përsëri për një provë tjetër, ose Tjetra për të vazhduar.
do-by-card = Përgjigju duke klikuar një letër.
do-by-button = Përgjigju me një nga butonat.
do-watch = Shtyp „Më trego lëvizjen” për ta parë të luhet.
demo-failed = Ky demonstrim nuk u luajt dot: { $why }

board-choose = Kliko një letër, pastaj kunjin për ta lëvizur, pastaj ku shkon.
board-second-peg = Kliko kunjin e dytë të ndarjes, pastaj ku shkon.
board-pick-peg = Kliko kunjin për ta lëvizur me { $card }.
board-target = Kliko ku shkon kunji (kliko përsëri kunjin për ta lënë).
board-no-peg = Aty nuk ka kunj: kliko një kunj.
board-opponent = Ky është { $peg }, i një kundërshtari: { $mover } lëviz vetëm kunjat e skuadrës së vet.
board-own-start-home = Një kunj mund të shkojë vetëm në zonën e vet të fillimit ose në shtëpinë e vet: kliko një vrimë ose shtëpinë e tij.
board-put-down = Kunji u la: kliko një kunj.
board-first-part = Kjo është pjesa e parë e një ndarjeje: tani kliko kunjin e dytë.

steps-checkpoint = Pika e kontrollit { $number } nga { $total }
steps-score = Rezultati i pikës së kontrollit
score-left = { $answered } nga { $total } ushtrime të pikës së kontrollit kanë përgjigje: kthehu Prapa për të mbaruar { $left } të tjerat.
score = Rezultati i pikës së kontrollit: { $score } nga { $total } të sakta në provën e parë. { $stars } { $verdict }

index-chapter = Kapitulli
index-solved = Ushtrime të zgjidhura
index-checkpoint = Pika e kontrollit
index-stars = Yjet
index-solved-count = { $count } nga { $total }
index-not-yet = ende jo
index-refresh = Lexo përsëri përparimin tim
index-review = Përsërit
index-handout = Shkruaj një fletë për shtyp
review-chapter = Përsëritje

class-title = Klasa e mësuesit tënd (sipas dëshirës)
class-intro = Nëse mësuesi të jep një kod klase, shkruaje këtu me emrin tënd: çdo ushtrim që zgjidh dhe yjet e tu i dërgohen atëherë serverit të tavolinave të mësuesit. Pa kod klase asgjë nuk del nga ky kompjuter.
class-server = Serveri
class-code = Kodi i klasës
class-name = Emri yt
class-join = Hyr në klasë
class-leave = Dil nga klasa
class-joined = Je në klasën { $code } si { $name }: përparimi yt shkon te { $server }.
class-waiting =
    Përparimi i { $count ->
        [one] { $count } kapitulli
       *[other] { $count } kapitujve
    } pret të dërgohet; provohet përsëri ndërsa punon.
class-all-sent = Mësuesi yt e ka gjithë përparimin tënd.
class-unreachable = Serveri { $server } nuk u arrit dot ({ $why }); përparimi yt ruhet këtu dhe dërgohet kur të jetë e mundur.
class-refused = Serveri nuk e pranoi përparimin tënd: { $why }
class-no-class = Serveri nuk ka klasë { $code }: kontrolloje kodin e klasës me mësuesin.
class-left = Nuk je në asnjë klasë: nuk dërgohet asgjë.
class-bad-code = Një kod klase ka 4 deri në 12 shkronja dhe shifra, siç e shkroi mësuesi yt.
class-bad-name = Shkruaj emrin tënd (1 deri në 40 shenja) që mësuesi ta dijë kush je.
class-bad-server = Adresa e serverit nis me http:// ose https://, siç e shkroi mësuesi yt.
class-not-saved = Klasa nuk u mbajt dot mend në skedarin e përparimit tënd ({ $why }).

scenario-show = Trego përgjigjen
scenario-task = Detyra jote: { $task }
scenario-card = Letra jote: { $card }
scenario-try = Provo një lëvizje dhe shiko çfarë ndodh.
scenario-look = Shiko tabelën.
scenario-again-or-next = Shtyp Provo përsëri për një provë tjetër, ose Tjetra për hapin tjetër.
scenario-choose-card = Zgjidh një letër nga dora.
scenario-no-card = Këtu nuk ka letër për të luajtur.
scenario-discard-again = Asnjë kunj nuk lëviz dot: zgjidh përsëri letrën { $card } për ta hedhur.
scenario-card-stuck = Letra { $card } nuk lëviz dot asnjë kunj këtu: zgjidh një letër tjetër.
scenario-split = Letra { $card } ndahet: kliko kunjin e dytë.
scenario-pick-peg = Kliko një kunj për ta lëvizur me { $card }.
scenario-target = Kliko ku shkon kunji.
scenario-moved = E bëre lëvizjen tënde: shtyp Provo përsëri, ose Tjetra.
scenario-no-redo = Një hap mësimi nuk ribëhet: bëj një lëvizje, ose shtyp Provo përsëri (u).
scenario-no-answer = Ky hap nuk ka ushtrim: nuk ka përgjigje për të treguar.
scenario-not-allowed = Nuk lejohet: { $why }.
scenario-one-answer = Një përgjigje: { $story }

progress-not-a-file = Përparimi yt nuk ruhet: { $path } nuk është skedar i zakonshëm, ndaj lihet i paprekur.
progress-where =
    { $kept ->
        [none] përparimi yt ruhet derisa të mbyllet kjo fletore
       *[other] përparimi yt ruhet në { $kept } pranë tij
    }
progress-blocked = Skedari i përparimit tënd { $path } nuk u lexua dot ({ $why }); lihet siç është, dhe { progress-where }.
progress-meanwhile = Ndërkohë { progress-where }.
progress-damaged = Skedari i përparimit tënd { $name } ka një regjistrim që nuk u lexua dot (kapitulli { $chapters }; { $chapter }: { $why }). Lihet në skedar siç ishte, dhe ai kapitull nis nga e para këtu; kapitujt e tjerë ruhen.
progress-stuck = Skedari i përparimit tënd { $name } nuk u lexua dot ({ $why }) dhe as nuk u zhvendos dot, ndaj lihet siç është.
progress-set-aside = Skedari i përparimit tënd { $name } nuk u lexua dot ({ $why }); u ruajt si { $aside }, dhe përparimi nis nga e para.
progress-replaced = Regjistrimi yt i mëparshëm i kapitullit { $chapter }, që nuk u lexua dot, u ruajt si { $aside }; regjistrimi i kësaj seance për atë kapitull e zëvendëson.
progress-not-saved = Përparimi yt nuk u ruajt dot ({ $why }); mbahet derisa të mbyllet kjo fletore.
