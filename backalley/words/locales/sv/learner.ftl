# Back Alley från elevens plats (lektionens berättelse): eleven är "du".

learner-who =
    { $seat ->
       *[0] Du
        [1] Spelaren till vänster om dig
        [2] Din partner
        [3] Spelaren till höger om dig
    }
learner-card =
    { $rank ->
        [big] Stora Blooper
        [little] Lilla Blooper
       *[other] { suit } { learner-rank }
    }
learner-card-start =
    { $rank ->
        [big] Stora Blooper
        [little] Lilla Blooper
       *[other] { $suit ->
           *[spades] Spader
            [hearts] Hjärter
            [diamonds] Ruter
            [clubs] Klöver
        } { learner-rank }
    }
learner-rank =
    { $rank ->
        [ace] ess
        [king] kung
        [queen] dam
        [jack] knekt
       *[other] { $rank }
    }
learner-dealt =
    { learner-who } delar ut{ $redeals ->
        [0] {""}
       *[other] {" "}igen
    }: { $size } kort var. { learner-card-start } vänds upp, så { $trump ->
        [none] det finns ingen trumf i den här given
       *[other] trumf är { $trump ->
           *[spades] spader
            [hearts] hjärter
            [diamonds] ruter
            [clubs] klöver
        }
    }.
learner-blooper =
    { learner-who } lämnar ifrån { $seat ->
        [0] dig
       *[other] sig
    } { learner-card } och tar översta kortet i högen i stället.
learner-bid =
    { learner-who } { $bid ->
        [pass] säger pass
        [board] bjuder { board-name }
       *[other] bjuder { $bid }
    }.
learner-all-passed = Alla fyra sa pass, så korten delas ut igen: den här given räknas inte.
learner-played = { learner-who } spelar { learner-card }.
learner-trick = { learner-who } tar sticket.
learner-scored = Given räknas: { $ours } till dig och din partner, { $theirs } till motståndarna.
learner-over-draw = Spelet är slut: { $a } mot { $b }, oavgjort.
learner-over-win =
    Spelet är slut: { $winner ->
       *[0] du och din partner
        [1] motståndarna (till vänster och höger)
    } vinner, { $a } mot { $b }.
