# Berättelsen om ett drag (appens berättelse, pegs plays berättelse): en mening per händelse eller drag.

story-moves =
    { $kind ->
        [jump-out] hoppar ut ur startområdet och landar { $where }
        [come-out] kommer ut ur startområdet på sitt "kom ut"-fält
        [inside-home] flyttar { story-steps } inne i hemområdet, till plats { $home }
        [into-home] flyttar { story-steps } in på plats { $home } i hemområdet
        [back] flyttar { story-steps } bakåt och landar { $where }
        [jump] hoppar och landar { $where }
       *[forward] flyttar { story-steps } och landar { $where }
    }
story-steps = { $steps } hål
story-seat-gen =
    { $seat ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }
story-clause =
    { $mover ->
        [yes] pinnen
       *[no] { story-seat-gen } pinne
    } { story-moves }
story-played =
    { seat-name } { $discarded ->
        [yes] kastar
       *[no] spelar
    } { card }.
story-peg-moved = { story-seat-gen } pinne { story-moves }.
story-entered-home = { story-seat-gen } pinne går in på plats { $home } i hemområdet.
story-bumped = { story-seat-gen } pinne { $where } slås tillbaka till sitt startområde av { story-by }.
story-sent = { story-seat-gen } pinne { $where } skickas till sin egen in-spot av { story-by }.
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
story-drew-card = { seat-name } drar { card }.
story-drew-hidden =
    { seat-name } drar { $cards ->
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $cards } kort
    }.
story-drew-list = { seat-name } drar { $hand }.
story-the-card = { card }
story-reshuffled =
    { $cards ->
        [0] Inga kastade kort blandas
        [1] Det enda kastade kortet blandas
        [2] De två kastade korten blandas
        [3] De tre kastade korten blandas
        [4] De fyra kastade korten blandas
        [5] De fem kastade korten blandas
       *[other] De { $cards } kastade korten blandas
    } till en ny draghög.
story-won-team = { story-seat-gen } lag vinner spelet.
story-won = { $winners } vinner spelet.
story-plays =
    { seat-name } spelar { $rank ->
        [ace] ett ess
        [jack] en knekt
        [queen] en dam
        [king] en kung
        [joker] en joker
       *[other] en { $rank }:a
    }
story-discarded = { seat-name } kastar { card } utan att flytta.
story-head = { $played }: { $clauses }.
story-then = { $a }, varefter { $b }
story-bumping = { $clause } och slår tillbaka { story-seat-gen } pinne till dess startområde
story-sending = { $clause } och skickar { story-seat-gen } pinne till dess egen in-spot
story-alone = { $clause }.
