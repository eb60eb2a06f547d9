# Back Alley nga vendi i nxënësit (historia e mësimit): nxënësi është "ti".

learner-who =
    { $seat ->
       *[0] Ti
        [1] Lojtari në të majtën tënde
        [2] Shoku yt i skuadrës
        [3] Lojtari në të djathtën tënde
    }
learner-card =
    { $rank ->
        [big] Blooper-in e Madh
        [little] Blooper-in e Vogël
       *[other] { learner-rank } { suit }
    }
learner-card-start =
    { $rank ->
        [big] Blooper-i i Madh
        [little] Blooper-i i Vogël
        [ace] As { suit }
        [king] Mbret { suit }
        [queen] Damë { suit }
        [jack] Fant { suit }
       *[other] { $rank } { suit }
    }
learner-rank =
    { $rank ->
        [ace] as
        [king] mbret
        [queen] damë
        [jack] fant
       *[other] { $rank }
    }
learner-dealt =
    { learner-who } i ndan letrat{ $redeals ->
        [0] {""}
       *[other] {" "}përsëri
    }: nga { $size ->
        [one] { $size } letër
       *[other] { $size } letra
    } secilit. { learner-card-start } kthehet, kështu që { $trump ->
        [none] në këtë ndarje nuk ka atu
       *[other] atu është { $trump ->
           *[spades] maç
            [hearts] kupë
            [diamonds] karo
            [clubs] spathi
        }
    }.
learner-blooper = { learner-who } jep { learner-card } dhe merr në vend të tij letrën e sipërme të pakos.
learner-bid =
    { learner-who } { $seat ->
        [0] thua
       *[other] thotë
    } { $bid ->
        [pass] pas
        [board] { board-name }
       *[other] { $bid }
    }.
learner-all-passed = Të katër thanë pas, ndaj letrat ndahen përsëri: kjo ndarje nuk numërohet.
learner-played = { learner-who } luan { learner-card }.
learner-trick = { learner-who } fiton marrjen.
learner-scored = Ndarja u numërua: { $ours } për ty dhe shokun tënd, { $theirs } për kundërshtarët.
learner-over-draw = Loja mbaroi: { $a } me { $b }, barazim.
learner-over-win =
    Loja mbaroi: { $winner ->
       *[0] fitoni ti dhe shoku yt
        [1] fitojnë kundërshtarët (majtas dhe djathtas)
    }, { $a } me { $b }.
