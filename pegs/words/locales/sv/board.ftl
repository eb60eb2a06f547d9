# Brädet beskrivet (pegs show --describe), en mening per rad.

spot-come-out = på { owner } "kom ut"-fält
spot-in-spot =
    på { $owner ->
        [own] sin
       *[other] { seat-gen }
    } in-spot
spot-past-come-out = { holes } efter { owner } "kom ut"-fält
spot-before-come-out = { holes } före { owner } "kom ut"-fält
spot-before-in-spot =
    { holes } före { $owner ->
        [own] sin
       *[other] { seat-gen }
    } in-spot
spot-off = utanför brädet

describe-teams = { $players } spelare i två lag: { $first } mot { $second }.
describe-over = Spelet är slut: { $winners } har vunnit.
describe-turn = Det är { turn-gen } tur.
describe-turn-holding =
    Det är { turn-gen } tur, { $cards ->
        [0] utan kort på hand
       *[other] med { count-cards } på hand
    }.
describe-dealt = { seat-name } delade ut korten.
describe-piles-draw = Draghögen har { $draw ->
        [0] inga kort
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $draw } kort
    }.
describe-piles-discard = Kasthögen har { $discard ->
        [0] inga kort
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $discard } kort
    }, med { card } överst.
describe-piles-both = Draghögen har { $draw ->
        [0] inga kort
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $draw } kort
    } och kasthögen { $discard ->
        [0] inga kort
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $discard } kort
    }, med { card } överst.
describe-seat = { seat-name } (med { $mates }): { $where }.
describe-holds = Har { count-cards } på hand.
describe-hand = Hand: { $hand }.
describe-hand-empty = Hand: inga kort.

pegs-all-in-start = alla { $count ->
        [1] en
        [2] två
        [3] tre
        [4] fyra
        [5] fem
       *[other] { $count }
    } i startområdet
pegs-in-start = { $count } i startområdet
pegs-on-track = en { $where }, { $to_go } hål från sin in-spot
pegs-home-one = en på plats { $place } i hemområdet
pegs-home-many = { $count ->
        [2] två pinnar
        [3] tre pinnar
        [4] fyra pinnar
        [5] fem pinnar
       *[other] { $count } pinnar
    } på platserna { $places } i hemområdet
