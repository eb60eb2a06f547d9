# Kursens egna meningar: platser, händelser och drag som en lektion säger dem, återkopplingen på
# ett svar, kontrollpunkterna, repetitionen och pusslen (svenska).

## En plats i de ord en mening behöver.

lesson-landmark =
    { $spot ->
        [come-out] { seat-gen } "kom ut"-fält
        [in-spot] { seat-gen } in-spot
        [past-come-out] { holes } efter { seat-gen } "kom ut"-fält
        [before-come-out] { holes } före { seat-gen } "kom ut"-fält
       *[before-in-spot] { holes } före { seat-gen } in-spot
    }
# Var en pinne på banan står (utan hemområdet): "på Oranges in-spot", "3 hål efter ...".
lesson-on =
    { $spot ->
        [come-out] på { lesson-landmark }
        [in-spot] på { lesson-landmark }
       *[other] { lesson-landmark }
    }
lesson-at =
    { $spot ->
        [start] i { seat-gen } startområde
        [home] på plats { $home } i { seat-gen } hemområde
       *[other] { lesson-on }
    }
lesson-hole =
    { $spot ->
        [come-out] { lesson-landmark }
        [in-spot] { lesson-landmark }
       *[other] hålet { lesson-landmark }
    }
lesson-peg = { turn-gen } pinne { lesson-at }
lesson-peg-of = { turn-gen } pinne
lesson-steps =
    { $steps ->
        [one] { $steps } hål
       *[other] { $steps } hål
    }

## En händelse i ett drag.

lesson-played =
    { seat-name } { $discarded ->
        [yes] kastar
       *[no] spelar
    } { card }.
lesson-comes-out = { turn-gen } pinne kommer ut på sitt "kom ut"-fält.
lesson-jumps-out = { turn-gen } pinne kommer ut ur startområdet och hoppar till { lesson-hole }.
lesson-into-home = { turn-gen } pinne går { lesson-steps } till plats { $home } i hemområdet.
lesson-inside-home = { turn-gen } pinne går { lesson-steps } inne i hemområdet, till plats { $home }.
lesson-back = { turn-gen } pinne går { lesson-steps } bakåt och står nu { lesson-on }.
lesson-jump = { turn-gen } pinne hoppar till { lesson-hole }.
lesson-forward = { turn-gen } pinne går { lesson-steps } framåt och står nu { lesson-on }.
lesson-bumped = { turn-gen } pinne slås tillbaka till sitt startområde.
lesson-sent = { turn-gen } pinne skickas till sin egen in-spot.
lesson-drew = { seat-name } drar ett kort.
lesson-reshuffled = De spelade korten blandas till en ny draghög.
lesson-won = { $winners } vinner spelet!
lesson-onward = Nästa lektion: { $title }
lesson-start = Tillbaka till början
lesson-given = { seat-name } spelar { card } med { $pegs }.
lesson-given-discard = { seat-name } kastar { card }.
lesson-given-peg =
    { $mine ->
        [yes] sin pinne
       *[no] { turn-gen } pinne
    } { lesson-at }

## Återkopplingen på ett svar.

feedback-unreadable = Svaret gick inte att läsa. Försök igen.
feedback-right = Rätt!
feedback-not-quite = Inte riktigt.
feedback-not-a-move = Det är inget drag på det här brädet. Välj ett kort, sedan en pinne och vart den ska.
feedback-not-allowed = Det draget är inte tillåtet. { $why }
feedback-allowed = Det draget är tillåtet: { $did } Men det var inte det som efterfrågades.
feedback-allowed-but = Det draget är tillåtet: { $did } Men { $why }
feedback-click-place = Klicka på ett hål, ett startområde eller en plats i hemområdet.
feedback-ends-up = Pinnen hamnar { lesson-at }.
feedback-not-there-at = Pinnen hamnar inte { lesson-at }.
feedback-not-there = Pinnen hamnar inte där.
feedback-click-card = Klicka på ett av korten på handen.
feedback-card-not-held = Kortet { card } finns inte på handen.
feedback-card-does-it = Kortet { card } gör det.
feedback-not-that-card = Inte det kortet.
feedback-card-cannot-move = Kortet { card } kan inte flytta någon pinne här.
feedback-card-not-asked = Inget drag med kortet { card } gör det som efterfrågades.
feedback-pick-answer = Välj ett av svaren som visas.
show-discard = Kasta { card }.
show-play = Spela { card }: { $did }
show-another-way = (Ett annat sätt fungerar också.)
show-cards = { $which }.
show-the-card = Kortet { card }
show-or = { $a } eller { $b }
show-or-card = { card }

## Kontrollpunkterna.

mastery-reach = Flytta { turn-gen } pinne så att den står { lesson-at }.
mastery-bump = Slå tillbaka { turn-gen } pinne till dess startområde.
mastery-home = För in en av { turn-gen } pinnar i hemområdet.
mastery-done = Kapitel { $chapter } är klart.
mastery-not-done = Kapitel { $chapter } räknas som klart vid { $need } av { $total } rätt på första försöket. Öppna lektionen igen för att göra dess kontrollpunkt på nytt; inget är låst, så gå vidare när du vill.
mastery-index-done = klart: { $score } av { $total } rätt på första försöket
mastery-index-not-done = inte klart än: { $score } av { $total } rätt på första försöket ({ $need } behövs)

## Repetitionen.

review-due =
    { $count ->
        [0] Inget att repetera nu.
        [one] { $count } övning att repetera.
       *[other] { $count } övningar att repetera.
    }
review-button =
    Repetera { $count ->
        [one] { $count } övning
       *[other] { $count } övningar
    }
review-title = Repetition { $number } av { $total }, från { $chapter }
review-done-title = Repetitionen är klar
review-done = Det var allt för nu. En övning som du svarade rätt på vid första försöket kommer tillbaka efter allt längre tid (1 dag, sedan 3 dagar, en vecka, en månad); en som du missade, eller bad att få visad, kommer tillbaka om 4 timmar.
review-next =
    Nästa övning att repetera kommer tillbaka { $when ->
        [hour] inom en timme
        [hours] om ungefär { $hours ->
            [one] { $hours } timme
           *[other] { $hours } timmar
        }
       *[days] om ungefär { $days ->
            [one] { $days } dag
           *[other] { $days } dagar
        }
    }.

## Pusslen.

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
puzzle-next-gen =
    { $next ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
puzzle-win =
    Det är { turn-gen } tur. { $ours } har alla pinnar i hemområdet utom { $left ->
        [1] en
       *[other] två
    }: vinn spelet med ett enda kort.
puzzle-both-home = Det är { turn-gen } tur. För in två pinnar från { turn-gen } lag ({ $ours }) i hemområdet med ett enda kort.
puzzle-bump-two = Det är { turn-gen } tur. Slå med ett enda kort tillbaka två pinnar från det andra laget ({ $others }) till deras startområde.
puzzle-bump-and-home = Det är { turn-gen } tur. Slå med ett enda kort tillbaka en pinne från det andra laget ({ $others }) till dess startområde och för in en pinne från { turn-gen } lag ({ $ours }) i hemområdet.
puzzle-save-peg = { puzzle-next } spelar härnäst och har { $holding }, som kan slå tillbaka { $victims } till startområdet. Det är { turn-gen } tur: gör ett drag efter vilket { puzzle-next-gen } kort inte kan slå tillbaka någon pinne i { turn-gen } lag ({ $ours }).
puzzle-held-card = { card }
puzzle-victim = { turn-gen } pinne
puzzle-victim-or = { $a } eller { $b }
puzzle-hint-win = Räkna varje pinnes hål fram till dess in-spot: ett steg till är plats 1 i hemområdet, två till plats 2. Kortets hela värde måste användas.
puzzle-hint-both-home = Bara en 7:a eller en 9:a flyttar två pinnar: dela den så att varje del slutar precis på en ledig plats i hemområdet.
puzzle-hint-bump-two-split = En 7:a eller en 9:a kan delas mellan två pinnar: hitta den delning där båda delarna landar på en pinne från det andra laget.
puzzle-hint-bump-two = En landning kan slå två gånger: en lagkamrats pinne som du landar på skickas till sin in-spot och slår tillbaka den motståndarpinne som står där.
puzzle-hint-bump-and-home = Dela en 7:a eller en 9:a: en del landar på det andra lagets pinne, den andra går in i hemområdet.
puzzle-hint-save-peg = { puzzle-next } behöver exakt rätt antal steg för att landa på din pinne. Flytta pinnen så att antalet inte längre stämmer, för in den i hemområdet eller slå tillbaka { puzzle-next-gen } pinne till startområdet.
puzzle-why-win = Då är alla ditt lags pinnar i hemområdet, så spelet är vunnet direkt.
puzzle-why-both-home = Två pinnar går in i hemområdet med ett enda kort.
puzzle-why-bump-two = Två pinnar från det andra laget går tillbaka till sitt startområde.
puzzle-why-bump-and-home = En pinne från det andra laget går tillbaka till sitt startområde och en av dina går in i hemområdet.
puzzle-why-save-peg = Efteråt kan inget kort som { puzzle-next } har landa på en pinne i ditt lag.
puzzle-why-only = Inget annat drag med den här handen gör det.
puzzle-chapter = Pussel
puzzle-intro = { $count } pussel, de lättaste först. Varje pussel har ett mål och exakt ett drag som når det: datorn har prövat varje tillåtet drag. Stjärnorna visar hur svårt ett pussel är, från en stjärna (få frestande drag) till fem (många drag som ser rätt ut men inte är det). Läs målet och spela sedan draget på brädet.
puzzle-title = Pussel { $number } av { $total } { $stars }
puzzle-miss-win = Ditt lag har fortfarande en pinne utanför hemområdet, så spelet fortsätter.
puzzle-miss-both-home =
    Det för { $got ->
        [0] ingen pinne
       *[other] bara en pinne
    } in i hemområdet; målet är två med det här enda kortet.
puzzle-miss-bump-two =
    Det slår tillbaka { $got ->
        [0] ingen pinne
       *[other] bara en pinne
    } från det andra laget till startområdet; målet är två.
puzzle-miss-no-bump = Ingen pinne från det andra laget går tillbaka till sitt startområde.
puzzle-miss-no-home = Ingen pinne från ditt lag går in i hemområdet.
puzzle-miss-save-peg = Efter det kan { puzzle-next-gen } kort fortfarande slå tillbaka en pinne från ditt lag till startområdet.

## The handout.

handout-title = Pegs and Jokers: en utskrift för klassen
handout-button = Skriv en utskrift att skriva ut
handout-summary-missing = Regelsammanfattningen (docs/summary.md) hittades inte bredvid paketet, så den här utskriften saknar den.
handout-board-caption = Ett bräde för 4 spelare vid start: Blå, Orange, Grön och Lila, var och en i sitt startområde.
handout-cards-title = Korten
handout-cards-intro = Klipp längs linjerna: ett kort för varje sort, med vad det gör.
handout-puzzles-title = Pussel
handout-puzzles-intro = Varje pussel har exakt ett drag som gör det som efterfrågas. Svaren finns i slutet.
handout-answers-title = Svar
handout-puzzle-title = Pussel { $number } (nivå { $level } av 5)
handout-hand = Handen: { $hand }.
handout-kind-ace = Ess
handout-kind-face = Kung, dam, knekt
handout-kind-number = Siffror
handout-kind-seven = Sjua
handout-kind-eight = Åtta
handout-kind-nine = Nia
handout-kind-joker = Joker
handout-written = Utskriften är sparad ({ $puzzles } pussel, svaren på en egen sida) i { $path }: öppna den i en webbläsare och skriv ut den.

## Varför ett tillåtet drag missar övningens mål.

miss-bump-some = Färre än { $count } av { turn-gen } pinnar slogs tillbaka till sitt startområde.
miss-bump = Ingen av { turn-gen } pinnar slogs tillbaka till sitt startområde.
miss-send = Ingen av { turn-gen } pinnar skickades till sin in-spot.
miss-home = Ingen av { turn-gen } pinnar gick in i hemområdet.
miss-out = Ingen av { turn-gen } pinnar kom ut ur startområdet.
miss-at = Ingen av { turn-gen } pinnar hamnade { lesson-at }.
miss-from = Det flyttade inte { turn-gen } pinne { lesson-at }.
miss-no-bump = Det skickade bort en av { turn-gen } pinnar.
miss-win = Det vann inte spelet.
miss-card = Det använde ett annat kort.
miss-not-card = Det använde just det kort som du skulle behålla.
miss-discard = Det flyttade en pinne i stället för att kasta ett kort.
miss-moves = Det kastade ett kort i stället för att flytta en pinne.
