## Var en pinne står

tools-in-start = i sitt startområde
tools-in-home = på plats { $home } i hemområdet
tools-not-a-place = Det där är ingen plats på brädet.

## Ställningsredigeraren: etiketter och knappar

editor-heading = Ställningsredigerare
editor-place-pegs-of = Sätt ut pinnar för:
editor-seat-tip = sätt ut { $whose } pinnar
editor-players = Spelare
editor-to-move = Vid draget
editor-hand = Hand
editor-hand-placeholder = t.ex. 5H 7S JK (tomt: ingen hand)
editor-set-hand = Ange hand
editor-undo = Ångra
editor-redo = Gör om
editor-all-to-start = Alla till start
editor-json-shown = Ställningens JSON (kopiera den härifrån)
editor-json-load = Läs in en ställning från JSON
editor-json-placeholder = Klistra in ställningens JSON här och tryck sedan på Läs in JSON.
editor-load-json = Läs in JSON
editor-start-game = Starta ett parti härifrån
editor-start-game-tip = öppna spelet i den här ställningen, med dess husregler och händer

## Ställningsredigeraren: vad den säger

editor-status-turn = { $whose } tur att dra.
editor-status-won = { $winners } har alla pinnar i hemområdet: partiet är slut (RULES 8).
editor-status-holding = Du håller { $whose } pinne { $where }: klicka där den ska stå (dess eget startområde skickar tillbaka den).
editor-status-placing = Du sätter ut { $whose } pinnar ({ $left } kvar i startområdet): klicka på ett tomt hål, eller klicka på en pinne för att ta upp den.
editor-no-seat = Det finns ingen plats { $asked } i ett parti med { $players } spelare.
editor-none-in-start = { $whose } startområde har inga pinnar kvar: ta upp en av dess pinnar (klicka på den) och sätt den där du vill ha den.
editor-back-to-own-start = { $whose } pinne kan bara gå tillbaka till sitt eget startområde (RULES 1).
editor-own-home-only = { $whose } pinne kan bara gå in i { $whose } eget hemområde, inte i { $other } (RULES 2).
editor-no-peg-there = Ingen av { $whose } pinnar står { $where }.
editor-hole-taken = { $whose } pinne står redan { $where }: två pinnar delar aldrig hål (RULES 2).
editor-json-refused = Den JSON-texten lästes inte in: { $reason }
editor-impossible = Den ställningen är omöjlig: { $reason }
editor-loaded = Ställningen är inläst.
editor-nothing-to-undo = Det finns inget att ångra.
editor-nothing-to-redo = Det finns inget att göra om.

## Kortutforskaren: etiketter och knappar

explorer-heading = Kortutforskaren
explorer-pick-card = Välj ett kort:
explorer-card-tip = utforska kortet { $card }
explorer-moves-for = Drag för
explorer-play = Spela det
explorer-back = Tillbaka till innan
explorer-show-all = Visa alla drag
explorer-help = Klicka på en markerad pinne för att bara se dess drag; klicka på ett markerat hål för att välja draget som landar där.

## Kortutforskaren: vad den säger

explorer-move-not-now = { $move } (kan inte spelas nu)
explorer-not-now = Kan inte spelas nu: { $reason }
explorer-over = Partiet är slut i den här ställningen: inget kort kan flytta en pinne (RULES 8).
explorer-no-moves = Kortet { $card } kan inte flytta någon pinne i { $whose } lag här.
explorer-moves = { $whose } tur: kortet { $card } skulle kunna göra { $moves } drag.
explorer-not-in-hand = (Kortet { $card } finns inte i { $whose } hand.)
explorer-showing =
    { $shown ->
        [one] Visar det enda draget som flyttar pinnen { $where }.
       *[other] Visar de { $shown } drag som flyttar pinnen { $where }.
    }
explorer-cannot-move-there = Kortet { $card } kan inte flytta en pinne { $where }.
