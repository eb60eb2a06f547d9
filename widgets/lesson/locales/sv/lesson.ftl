# Lektionsskärmarnas egna ord: knapparna och raderna som alla lektioner delar, kursens lektion,
# startsidans tabell och klassfältet (svenska).

shell-back = Tillbaka
shell-again = Försök igen
shell-show = Visa mig
shell-next = Nästa
shell-where =
    { $kind ->
        [step] Steg
       *[screen] Sida
    } { $number } av { $total }
shell-hint = Ledtråd: { $hint }

lesson-aids = Brädets etiketter (hålens nummer, förklaring, riktning)
lesson-discard = Kasta kortet
lesson-discard-tip = Kasta det valda kortet utan att flytta
lesson-demo = Visa mig draget
lesson-review = Repetera
lesson-the-move = Draget: { $move }
lesson-hand-choose = Klicka på kortet
lesson-hand = Din hand
lesson-progress =
    { $solved ->
        [yes] { $where } ✓ löst · { $done } av { $total } övningar klara
       *[no] { $where } · { $done } av { $total } övningar klara
    }

ladder-hint = Ledtråd
ladder-rule = Visa regeln
ladder-hint-cost = En knuff: övningen kan då ge högst 2 stjärnor
ladder-rule-cost = Regeln, med brädet markerat: högst 1 stjärna
ladder-show-cost = Svaret: ingen stjärna, och övningen kommer tillbaka för repetition
stars-earned = Stjärnor för den här övningen: { $stars }
stars-left =
    { $stars } { $left ->
        [0] Den här övningen ger ingen stjärna nu.
        [one] Den här övningen kan ge { $left } stjärna nu.
       *[other] Den här övningen kan ge { $left } stjärnor nu.
    }

do-next = Tryck på Nästa för att gå vidare (eller Försök igen för att göra det en gång till).
do-again-or-next = Tryck på Försök igen för att göra det själv, eller Nästa för att gå vidare.
do-again = Tryck på Försök igen för ett nytt försök.
do-click-place = Klicka på platsen på brädet.
do-click-card = Klicka på ett kort.
do-click-answer = Klicka på ett svar.
do-click-hole = Klicka på ett hål, ett startområde eller en plats i hemområdet.
do-answer-again = Tryck på Försök igen för att svara en gång till, eller Nästa för att gå vidare.
do-another-go = Tryck på Försök igen för ett nytt försök, eller Nästa för att gå vidare.
do-by-card = Svara genom att klicka på ett kort.
do-by-button = Svara med en av knapparna.
do-watch = Tryck på ”Visa mig draget” för att se det spelas.
demo-failed = Den här demonstrationen gick inte att spela: { $why }

board-choose = Klicka på ett kort, sedan på pinnen som ska flyttas och sedan dit den ska.
board-second-peg = Klicka på delningens andra pinne och sedan dit den ska.
board-pick-peg = Klicka på pinnen som ska flyttas med { $card }.
board-target = Klicka dit pinnen ska (klicka på pinnen igen för att lägga ner den).
board-no-peg = Det finns ingen pinne där: klicka på en pinne.
board-opponent = Det är { $peg }, en motståndares: { $mover } flyttar bara sitt eget lags pinnar.
board-own-start-home = En pinne kan bara gå till sitt eget startområde eller hemområde: klicka på ett hål eller dess hemområde.
board-put-down = Pinnen är nerlagd: klicka på en pinne.
board-first-part = Det är delningens första del: klicka nu på den andra pinnen.

steps-checkpoint = Kontrollpunkt { $number } av { $total }
steps-score = Kontrollpunktens resultat
score-left = { $answered } av { $total } övningar i kontrollpunkten besvarade: gå Tillbaka och gör de andra { $left }.
score = Kontrollpunktens resultat: { $score } av { $total } rätt på första försöket. { $stars } { $verdict }

index-chapter = Kapitel
index-solved = Lösta övningar
index-checkpoint = Kontrollpunkt
index-stars = Stjärnor
index-solved-count = { $count } av { $total }
index-not-yet = inte än
index-refresh = Läs mina framsteg igen
index-review = Repetera
index-handout = Skriv en utskrift att skriva ut
review-chapter = Repetition

class-title = Din lärares klass (frivilligt)
class-intro = Om din lärare ger dig en klasskod, skriv den här med ditt namn: varje övning du löser och dina stjärnor skickas då till din lärares bordsserver. Utan klasskod lämnar ingenting den här datorn.
class-server = Server
class-code = Klasskod
class-name = Ditt namn
class-join = Gå med i klassen
class-leave = Lämna klassen
class-joined = Du är med i klass { $code } som { $name }: dina framsteg skickas till { $server }.
class-waiting =
    Framstegen i { $count ->
        [one] { $count } kapitel
       *[other] { $count } kapitel
    } väntar på att skickas; det försöks igen medan du arbetar.
class-all-sent = Din lärare har alla dina framsteg.
class-unreachable = Servern { $server } gick inte att nå ({ $why }); dina framsteg sparas här och skickas när det går.
class-refused = Servern tog inte emot dina framsteg: { $why }
class-no-class = Servern har ingen klass { $code }: kontrollera klasskoden med din lärare.
class-left = Du är inte med i någon klass: ingenting skickas.
class-bad-code = En klasskod är 4 till 12 bokstäver och siffror, som din lärare skrev den.
class-bad-name = Skriv ditt namn (1 till 40 tecken) så att din lärare vet vem du är.
class-bad-server = Serverns adress börjar med http:// eller https://, som din lärare skrev den.
class-not-saved = Klassen gick inte att spara i din framstegsfil ({ $why }).

scenario-show = Visa svaret
scenario-task = Din uppgift: { $task }
scenario-card = Ditt kort: { $card }
scenario-try = Pröva ett drag och se vad som händer.
scenario-look = Titta på brädet.
scenario-again-or-next = Tryck på Försök igen för ett nytt försök, eller Nästa för nästa steg.
scenario-choose-card = Välj ett kort från handen.
scenario-no-card = Det finns inget kort att spela här.
scenario-discard-again = Ingen pinne kan flytta: välj { $card } igen för att kasta det.
scenario-card-stuck = Kortet { $card } kan inte flytta någon pinne här: välj ett annat kort.
scenario-split = Kortet { $card } delas: klicka på den andra pinnen.
scenario-pick-peg = Klicka på en pinne som ska flyttas med { $card }.
scenario-target = Klicka dit pinnen ska.
scenario-moved = Du har gjort ditt drag: tryck på Försök igen, eller Nästa.
scenario-no-redo = Ett lektionssteg kan inte göras om: gör ett drag, eller tryck på Försök igen (u).
scenario-no-answer = Det här steget har ingen övning: det finns inget svar att visa.
scenario-not-allowed = Inte tillåtet: { $why }.
scenario-one-answer = Ett svar: { $story }

progress-not-a-file = Dina framsteg sparas inte: { $path } är ingen vanlig fil, så den lämnas orörd.
progress-where =
    { $kept ->
        [none] dina framsteg sparas tills den här anteckningsboken stängs
       *[other] dina framsteg sparas i { $kept } bredvid den
    }
progress-blocked = Din framstegsfil { $path } gick inte att läsa ({ $why }); den lämnas som den är, och { progress-where }.
progress-meanwhile = Under tiden: { progress-where }.
progress-damaged = Din framstegsfil { $name } innehåller en post som inte gick att läsa (kapitel { $chapters }; { $chapter }: { $why }). Den lämnas i filen som den var, och det kapitlet börjar om här; dina andra kapitel finns kvar.
progress-stuck = Din framstegsfil { $name } gick inte att läsa ({ $why }) och inte heller att flytta undan, så den lämnas som den är.
progress-set-aside = Din framstegsfil { $name } gick inte att läsa ({ $why }); den sparades som { $aside }, och framstegen börjar om.
progress-replaced = Din tidigare post för kapitel { $chapter }, som inte gick att läsa, sparades som { $aside }; den här sessionens post för kapitlet ersätter den.
progress-not-saved = Dina framsteg gick inte att spara ({ $why }); de finns kvar tills den här anteckningsboken stängs.
