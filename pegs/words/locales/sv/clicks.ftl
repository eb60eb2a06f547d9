# Brädets ord vid ett klick eller en tangent: vad man gör härnäst och varför ett klick inte blir ett drag.

click-game-over = Spelet är slut: { $winners } har vunnit.
click-thinking = { seat-name } ska dra: datorn tänker.
click-choose-card = { seat-name } ska dra: välj ett kort.
click-card-blocked = Kortet { card } kan inte spelas nu: välj ett annat kort.
click-split = { $name }, delat drag: välj den andra pinnen.
click-discard-only = { $name }: ingen pinne kan flyttas; tryck Enter eller välj kortet igen för att kasta det.
click-choose-peg = { $name }: välj en pinne att flytta (pinnarna i streckade ringar kan).
click-choose-target = { $name }: välj vart { $peg } ska (de fyllda målen).
click-no-such-card = Handen har inget { card }.
click-no-hand = Den här ställningen har ingen hand för den som ska dra: välj ett kort med namn.
click-no-card-number = Det finns inget kort { $number }: handen har { $count } kort.
click-discard-hint = Ingen pinne kan flyttas: tryck Enter eller välj { card } igen för att kasta det.
click-off-board = Det är inte en plats på det här brädet.
click-card-first = Välj ett kort först.
click-several = Flera mål: välj ett med ↑/↓ eller ett klick.
click-card-first-keys = Välj ett kort först (tangenterna 1-5).
click-peg-first = Välj en pinne först (←/→ eller ett klick).
click-no-peg-card-first = Ingen pinne att välja: välj ett kort först.
click-card-moves-no-peg = Det här kortet kan inte flytta någon pinne här.
click-first-part = Första delen vald: { $peg } går { $to }. Välj nu den andra pinnen.
click-nothing-to-undo = Inget att ångra: det här är spelets början.
click-nothing-to-redo = Inget att göra om.
click-over = Spelet är slut: { $winners } har vunnit.
click-wait = Vänta: det är datorns tur.
click-peg =
    { $at ->
        [start] { owner } pinne i startområdet
        [home] { owner } pinne på hemplats { $home }
       *[track] { owner } pinne { $spot }
    }
click-place =
    { $at ->
        [start] i { owner } startområde
        [home] på { owner } hemplats { $home }
       *[track] { $spot }
    }
click-to =
    { $at ->
        [start] tillbaka till startområdet
        [home] in på hemplats { $home }
       *[track] till hålet { $spot }
    }
click-no-move =
    Kortet { card } kan inte flytta någon pinne nu{ $refusal ->
        [none] {""}
       *[other] : { $refusal }
    }{ $discard ->
        [none] {""}
       *[other] . Det kan inte heller kastas: { $discard }
    }.
click-no-peg-there = Det finns ingen pinne { $place }. Välj en av pinnarna i streckade ringar.
click-cannot-move = Kortet { card } kan inte flytta { $peg }: { $refusal }.
click-cannot-move-now = Kortet { card } kan inte flytta { $peg } nu. Välj en av pinnarna i streckade ringar.
click-cannot-go = { owner } pinne kan inte gå { $to } med det här draget: välj ett fyllt mål.
click-cannot-stop = { owner } pinne kan inte stanna där: { $refusal }.
hand-key = tangent { $number }
hand-joker = Joker
hand-playable = { card }: kan spelas (tangent { $number })
hand-not-playable = { card }: { $reason }
hand-hidden = ett dolt kort
