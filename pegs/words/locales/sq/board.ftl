# Tabela e përshkruar (pegs show --describe), një fjali për rresht.

spot-come-out =
    { $owner ->
        [own] në hapësirën e vet "dalë"
       *[other] në hapësirën "dalë" e { owner-obl }
    }
spot-in-spot =
    { $owner ->
        [own] në vrimën e vet "in-spot"
       *[other] në vrimën "in-spot" e { owner-obl }
    }
spot-past-come-out =
    { holes } pas { $owner ->
        [own] hapësirës së vet "dalë"
       *[other] hapësirës "dalë" të { owner-obl }
    }
spot-before-come-out =
    { holes } para { $owner ->
        [own] hapësirës së vet "dalë"
       *[other] hapësirës "dalë" të { owner-obl }
    }
spot-before-in-spot =
    { holes } para { $owner ->
        [own] vrimës së vet "in-spot"
       *[other] vrimës "in-spot" të { owner-obl }
    }
spot-off = jashtë tabelës

describe-teams = { $players } lojtarë në dy skuadra: { $first } në njërën, { $second } në tjetrën.
describe-over = Loja mbaroi: fituan { $winners }.
describe-turn = Radhën e ka { seat-name }.
describe-turn-holding =
    Radhën e ka { seat-name }, { $cards ->
        [0] pa letra në dorë
       *[other] me { count-cards } në dorë
    }.
describe-dealt = Letrat i ndau { seat-name }.
describe-piles-draw =
    { $draw ->
        [0] Stiva e tërheqjes është bosh
       *[other] Stiva e tërheqjes ka { $draw ->
            [1] një letër
            [2] dy letra
            [3] tri letra
            [4] katër letra
            [5] pesë letra
           *[other] { $draw } letra
        }
    }.
describe-piles-discard = Stiva e hedhjes ka { $discard ->
        [0] asnjë letër
        [1] një letër
        [2] dy letra
        [3] tri letra
        [4] katër letra
        [5] pesë letra
       *[other] { $discard } letra
    }, me { card } sipër.
describe-piles-both = { $draw ->
        [0] Stiva e tërheqjes është bosh dhe stiva e hedhjes ka
       *[other] Stiva e tërheqjes ka { $draw ->
            [1] një letër
            [2] dy letra
            [3] tri letra
            [4] katër letra
            [5] pesë letra
           *[other] { $draw } letra
        } dhe stiva e hedhjes
    } { $discard ->
        [0] asnjë letër
        [1] një letër
        [2] dy letra
        [3] tri letra
        [4] katër letra
        [5] pesë letra
       *[other] { $discard } letra
    }, me { card } sipër.
describe-seat = { seat-name } (shokët e skuadrës: { $mates }): { $where }.
describe-holds =
    { $cards ->
        [0] Nuk mban asnjë letër
       *[other] Mban { count-cards }
    }.
describe-hand = Në dorë: { $hand }.
describe-hand-empty = Në dorë: asnjë letër.

pegs-all-in-start = { $count ->
        [1] i vetmi kunj
        [2] të dy
        [3] të tre
        [4] të katër
        [5] të pesë
       *[other] të { $count }
    } në zonën e fillimit
pegs-in-start = { $count } në zonën e fillimit
pegs-on-track = një { $where }, { $to_go ->
        [one] { $to_go } vrimë
       *[other] { $to_go } vrima
    } larg vrimës së vet "in-spot"
pegs-home-one = një në shtëpi, në vendin { $place }
pegs-home-many = { $count ->
        [2] dy kunja
        [3] tre kunja
        [4] katër kunja
        [5] pesë kunja
       *[other] { $count } kunja
    } në shtëpi, në vendet { $places }
