# Historia e një lëvizjeje (historia e aplikacionit, rrëfimi i pegs play): një fjali për ngjarje.

story-moves =
    { $kind ->
        [jump-out] hidhet nga zona e fillimit dhe ndalet { $where }
        [come-out] del nga zona e fillimit në hapësirën e vet "dalë"
        [inside-home] lëviz { story-steps } brenda shtëpisë, deri në vendin { $home }
        [into-home] lëviz { story-steps } dhe hyn në shtëpi, në vendin { $home }
        [back] lëviz { story-steps } prapa dhe ndalet { $where }
        [jump] hidhet dhe ndalet { $where }
       *[forward] lëviz { story-steps } dhe ndalet { $where }
    }
story-steps =
    { $steps ->
        [one] { $steps } vrimë
       *[other] { $steps } vrima
    }
story-seat-obl =
    { $seat ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }
story-clause =
    { $mover ->
        [yes] kunji
       *[no] kunji i { story-seat-obl }
    } { story-moves }
story-played =
    { seat-name } { $discarded ->
        [yes] hedh
       *[no] luan
    } { card }.
story-peg-moved = Kunji i { story-seat-obl } { story-moves }.
story-entered-home = Kunji i { story-seat-obl } hyn në shtëpi, në vendin { $home }.
story-bumped = Kunji i { story-seat-obl } { $where } kthehet në zonën e vet të fillimit nga { story-by }.
story-sent = Kunji i { story-seat-obl } { $where } dërgohet në vrimën e vet "in-spot" nga { story-by }.
story-by =
    { $by ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }
story-drew-card = { seat-name } tërheq { card }.
story-drew-hidden =
    { seat-name } tërheq { $cards ->
        [1] një letër
        [2] dy letra
        [3] tri letra
        [4] katër letra
        [5] pesë letra
       *[other] { $cards } letra
    }.
story-drew-list = { seat-name } tërheq { $hand }.
story-the-card = { card }
story-reshuffled =
    { $cards ->
        [0] Asnjë letër e hedhur nuk përzihet
        [1] E vetmja letër e hedhur përzihet
        [2] Të dyja letrat e hedhura përzihen
       *[other] Të { $cards } letrat e hedhura përzihen
    } në një stivë të re tërheqjeje.
story-won-team = Skuadra e { story-seat-obl } fiton lojën.
story-won = { $winners } fitojnë lojën.
story-plays =
    { seat-name } luan { $rank ->
        [ace] një as
        [jack] një fant
        [queen] një damë
        [king] një mbret
        [joker] një xhoker
       *[other] një { $rank }
    }
story-discarded = { seat-name } hedh { card } pa lëvizur.
story-head = { $played }: { $clauses }.
story-then = { $a }, pastaj { $b }
story-bumping = { $clause } dhe e kthen kunjin e { story-seat-obl } në zonën e vet të fillimit
story-sending = { $clause } dhe e dërgon kunjin e { story-seat-obl } në vrimën e vet "in-spot"
story-alone = { $clause }.
