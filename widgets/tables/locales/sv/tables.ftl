# Bordsserverns ord på svenska. Ett { $namn } fylls i av sidan med ett namn, en plats (i
# grundform: "Blå", "Syd"), en kod eller ett tal.

error-bad-json = Begäran kunde inte läsas: skicka ett JSON-objekt.
error-too-big = Begäran är för stor.
error-too-fast = För många begäranden: vänta en stund och försök igen.
error-no-table = Det finns inget bord med den här rumskoden (den kan ha gått ut eller bordet avslutats).
error-bad-token = Den här nyckeln öppnar inte bordet: gå med igen med rumskoden.
error-not-teacher = Bara bordets lärare får göra detta.
error-not-your-turn = Det är inte din tur.
error-teacher-cannot-move = Läraren följer bordet och spelar ingen plats.
error-stale = Spelet har gått vidare sedan du tittade: titta igen och välj igen.
error-over = Spelet är slut: inga fler drag kan göras.
error-ended = Läraren har avslutat det här bordet.
error-seat-taken = Den här platsen är redan tagen: välj en ledig.
error-seat-computer = En dator spelar den här platsen: välj en ledig.
error-bad-seat = Det finns ingen sådan plats vid bordet.
error-bad-name = Skriv ett namn på 1 till 40 tecken.
error-bad-move = Ett drag är text, så som kommandoraden skriver det.
error-bad-revision = Skicka den version du senast såg, som ett heltal.
error-bad-id = Skicka ett kommando-id på 1 till 64 bokstäver, siffror, bindestreck eller understreck.
error-bad-game = Välj spelet "pegs" eller "backalley".
error-bad-players = Ett parti Pegs and Jokers har 4, 6 eller 8 spelare.
error-bad-backalley-players = Back Alley spelas av 4 spelare.
error-bad-seats = Ange en plats för varje spelare: en person eller en datornivå som spelet känner.
error-bad-seed = Ett frö är ett heltal.
error-bad-pace = Takten är sekunderna mellan två datordrag, från 0 till 10.
error-bad-rules = De här husreglerna kunde inte användas.
error-bad-position = Den här ställningsfilen kunde inte användas.
error-not-found = Här finns ingenting.
error-bad-paused = Skicka {"{"}"paused": true{"}"} eller {"{"}"paused": false{"}"}.
error-no-class = Det finns ingen klass med den här klasskoden: kontrollera den med din lärare.
error-bad-report = Den här framstegsrapporten kunde inte läsas.
error-bad-key = Skicka nyckeln som din kurs gjorde åt dig (22 till 200 bokstäver och siffror).
error-class-full = Klassen har så många elever som den får ha: fråga din lärare.

page-student-title = Gå med vid ett bord
page-teacher-title = Klassens bord
page-code-label = Rumskod
page-name-label = Ditt namn
page-look = Titta på bordet
page-choose-seat = Välj en ledig plats:
page-seat-free = { $seat }: ledig, ta den här platsen
page-seat-person = { $seat }: { $name }
page-seat-computer = { $seat }: { $level }
page-seat-waiting = { $seat }: väntar på en elev
page-you-are = Du spelar { $seat }.
page-your-turn = Det är din tur.
page-their-turn = Nu spelar: { $seat }.
page-computer-turn = Nu spelar: { $seat } (en dator).
page-game-over = Spelet är slut.
page-table-ended = Läraren har avslutat det här bordet.
page-paused = Läraren har pausat datorerna.
page-your-hand = Dina kort
page-pick-card = Klicka på ett kort, sedan på en av dina pinnar, sedan på hålet den ska till.
page-pick-peg = Klicka nu på pinnen som ska flyttas.
page-pick-hole = Klicka nu på hålet som pinnen ska till.
page-pick-next = Klicka nu på nästa pinne som ska flyttas med samma kort.
page-discard = Kasta { $card }
page-no-move = Ingen pinne kan flyttas med det här kortet.
page-bid-prompt = Ditt bud:
page-bid-pass = Pass
page-bid-number = Bjud { $number }
page-bid-board = Bjud { $board }
page-play-prompt = Klicka på ett kort för att spela det.
page-story = Vad som hände
page-lost = Förbindelsen bröts; försöker igen.
page-back = Ansluten igen.
page-gone = Det här bordet är inte längre öppet här. Fråga din lärare efter rumskoden.
page-new-table = Gör ett bord
page-game-label = Spel
page-game-pegs = Pegs and Jokers
page-game-backalley = Back Alley
page-players-label = Spelare
page-seat-label = { $seat } spelas av
page-person = en elev
page-seed-label = Givens nummer (frö)
page-position-label = Eller börja från en ställningsfil (valfritt)
page-position-bad = Den här filen är ingen ställningsfil för det valda spelet.
page-pace-label = Sekunder mellan datordrag
page-make = Gör bordet
page-made = Bord { $code } är klart: eleverna skriver koden eller öppnar länken.
page-join-link = Länk för att gå med
page-room-code = Rumskod { $code }
page-pause = Pausa datorerna
page-go-on = Låt datorerna fortsätta
page-end = Avsluta bordet
page-end-sure = Avsluta bord { $code }? Ingen kan spela vid det efter detta.
page-give = Ge { $seat } till en annan elev
page-given = Skicka den här länken till eleven som tar { $seat }: { $link }
page-replay = Visa den senaste rundan
page-replay-none = Inget drag har gjorts än.
page-show = Visa på storskärmen
page-no-tables = Inga bord än: gör ett ovan.
page-revision = Gjorda drag: { $count }
page-joker = Joker
page-big-blooper = Stora Blooper
page-little-blooper = Lilla Blooper
page-level-random = en dator som spelar på måfå
page-level-greedy = en snabb dator
page-level-search = en stark dator
page-level-heuristic = en snabb dator
page-level-sampler = en stark dator
page-ba-trump = Trumf är { $suit }.
page-ba-no-trump = Det finns ingen trumf i den här given.
page-ba-trick = På bordet: { $cards }.
page-ba-scores = Poäng: Syd och Nord { $first }, Väst och Öst { $second }.
page-suit-H = hjärter
page-suit-D = ruter
page-suit-C = klöver
page-suit-S = spader
page-board = bräde
page-gone-teacher = Den här sidans nyckel öppnar inga bord här: gör ett nytt bord.
page-classes-title = Klassens framsteg i kursen
page-new-class = Gör en klasskod
page-class-made = Klasskod { $code }: eleverna skriver den på kursens startsida.
page-class-code = Klasskod { $code }
page-class-students = elever: { $count }
page-show-class = Visa framstegen
page-no-classes = Inga klasskoder än: gör en för att följa kursens framsteg.
page-no-students = Ingen elev har skickat framsteg till den här klassen än.
page-student = Elev
page-last-seen = Senast sedd
page-chapter-cell = { $stars } { $solved } av { $exercises }
page-download-csv = Ladda ner som CSV
page-language = Språk

unreadable-move = Draget { $move } kunde inte läsas: { $why }
illegal-move = Det draget är inte tillåtet: { $why }
rules-problem = Bordet kunde inte ställas i ordning: { $why }.
teacher-link = Bordsservern är igång. Lärarens sida: { $url } (tryck Ctrl-C för att stoppa den).
bad-base = Bas-URL:en { $text } kan inte användas: ange en sökväg som /services/pegs/ (bokstäver, siffror, punkter, bindestreck och snedstreck).
stopped = Bordsservern har stannat; varje bord sparas och kommer tillbaka vid nästa start.

ba-seat =
    { $seat ->
       *[0] Syd
        [1] Väst
        [2] Nord
        [3] Öst
    }
ba-card =
    { $card ->
        [big] Stora Blooper
        [little] Lilla Blooper
       *[other] { $card }
    }
ba-dealt =
    { ba-seat } delar ut { $size } kort var; { ba-card } vänds upp, så { $trump ->
        [none] det finns ingen trumf i den här given
       *[other] trumf är { $trump ->
           *[spades] spader
            [hearts] hjärter
            [diamonds] ruter
            [clubs] klöver
        }
    }.
ba-blooper = { ba-seat } lämnar { ba-card } och tar översta kortet i högen i stället.
ba-bid =
    { ba-seat } { $bid ->
        [pass] säger pass
        [board] bjuder { $level ->
           *[1] bräde
            [2] dubbelbräde
            [3] trippelbräde
            [4] fyrdubbelt bräde
        }
       *[other] bjuder { $bid }
    }.
ba-all-passed = Alla fyra sa pass, så korten delas ut igen: den här given räknas inte.
ba-played = { ba-seat } spelar { ba-card }.
ba-trick = { ba-seat } tar sticket.
ba-scored = Given räknas: { $first } till Syd och Nord, { $second } till Väst och Öst.
ba-over-draw = Spelet är slut: { $a } mot { $b }, oavgjort.
ba-over-win =
    Spelet är slut: { $winner ->
       *[0] Syd och Nord vinner
        [1] Väst och Öst vinner
    }, { $a } mot { $b }.

csv-student = elev
csv-last-seen = senast sedd (UTC)
csv-chapter = kapitel
csv-title = titel
csv-solved = lösta övningar
csv-exercises = övningar
csv-stars = stjärnor
