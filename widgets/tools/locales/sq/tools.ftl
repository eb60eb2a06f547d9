## Ku qëndron një kunj

tools-in-start = në zonën e vet të fillimit
tools-in-home = në shtëpi, në vendin { $home }
tools-not-a-place = Ky nuk është një vend në tabelë.

## Redaktori i pozicionit: etiketat dhe butonat

editor-heading = Redaktori i pozicionit
editor-place-pegs-of = Vendos kunjat për:
editor-seat-tip = vendos kunjat { $whose }
editor-players = Lojtarët
editor-to-move = Radha
editor-hand = Dora
editor-hand-placeholder = p.sh. 5H 7S JK (bosh: pa dorë)
editor-set-hand = Cakto dorën
editor-undo = Zhbëj
editor-redo = Ribëj
editor-all-to-start = Të gjithë në fillim
editor-json-shown = JSON-i i pozicionit (kopjoje nga këtu)
editor-json-load = Ngarko një pozicion nga JSON
editor-json-placeholder = Ngjit këtu JSON-in e pozicionit, pastaj shtyp Ngarko JSON.
editor-load-json = Ngarko JSON
editor-start-game = Nis një lojë nga këtu
editor-start-game-tip = hap lojën në këtë pozicion, me rregullat e saj të shtëpisë dhe me duart

## Redaktori i pozicionit: çfarë thotë

editor-status-turn = Radha { $whose }.
editor-status-won = { $winners } i kanë të gjithë kunjat në shtëpi: loja mbaroi (RULES 8).
editor-status-holding = Po mban kunjin { $whose } { $where }: kliko ku duhet të shkojë (zona e vet e fillimit e kthen prapa).
editor-status-placing = Po vendos kunjat { $whose } ({ $left } të mbetur në zonën e fillimit): kliko një vrimë bosh, ose kliko një kunj për ta marrë.
editor-no-seat = Nuk ka vend { $asked } në një lojë me { $players } lojtarë.
editor-none-in-start = Kunjat { $whose } në zonën e fillimit kanë mbaruar: merr një nga kunjat e saj (klikoje) dhe vendose ku të duash.
editor-back-to-own-start = Kunjin { $whose } mund ta kthesh vetëm në zonën e vet të fillimit (RULES 1).
editor-own-home-only = Kunjin { $whose } mund ta çosh vetëm në shtëpinë e vet, jo në shtëpinë { $other } (RULES 2).
editor-no-peg-there = Asnjë nga kunjat { $whose } nuk është { $where }.
editor-hole-taken = Vendi është i zënë: { $where } është tashmë një nga kunjat { $whose }; dy kunja nuk ndajnë kurrë një vrimë (RULES 2).
editor-json-refused = Ai JSON nuk u ngarkua: { $reason }
editor-impossible = Ai pozicion është i pamundur: { $reason }
editor-loaded = Pozicioni u ngarkua.
editor-nothing-to-undo = Nuk ka asgjë për të zhbërë.
editor-nothing-to-redo = Nuk ka asgjë për të ribërë.

## Eksploruesi i letrave: etiketat dhe butonat

explorer-heading = Eksploruesi i letrave
explorer-pick-card = Zgjidh një letër:
explorer-card-tip = eksploro letrën { $card }
explorer-moves-for = Lëvizjet për
explorer-play = Luaje
explorer-back = Kthehu te para lëvizjes
explorer-show-all = Shfaq të gjitha lëvizjet
explorer-help = Kliko një kunj të shënuar për të parë vetëm lëvizjet e tij; kliko një vrimë të shënuar për të zgjedhur lëvizjen që përfundon aty.

## Eksploruesi i letrave: çfarë thotë

explorer-move-not-now = { $move } (nuk luhet dot tani)
explorer-not-now = Nuk luhet dot tani: { $reason }
explorer-over = Në këtë pozicion loja ka mbaruar: asnjë letër nuk lëviz dot një kunj (RULES 8).
explorer-no-moves = Letra { $card } nuk lëviz dot këtu asnjë nga kunjat { $whose } ose të shokut të saj të skuadrës.
explorer-moves = Radha { $whose }: letra { $card } mund të bëjë { $moves } lëvizje.
explorer-not-in-hand = (Dora { $whose } nuk e ka letrën { $card }.)
explorer-showing =
    { $shown ->
        [one] Po shfaqet e vetmja lëvizje që lëviz kunjin { $where }.
       *[other] Po shfaqen { $shown } lëvizjet që lëvizin kunjin { $where }.
    }
explorer-cannot-move-there = Letra { $card } nuk lëviz dot një kunj { $where }.
