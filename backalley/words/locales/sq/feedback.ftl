# Gjykatësi i mësimit të Back Alley: pse një përgjigje është e saktë apo jo, nga vendi i nxënësit.

feedback-seat =
    { $seat ->
       *[0] ti
        [1] lojtari në të majtën tënde
        [2] shoku yt i skuadrës
        [3] lojtari në të djathtën tënde
    }
feedback-bid =
    { $bid ->
        [pass] pas
        [board] { board-name }
       *[other] { $bid }
    }
# Mesazh ndihmës i vetë shqipes: oferta si veprim, folja sipas vendit.
feedback-bid-made =
    { $bid ->
        [pass] { $seat ->
            [0] the
           *[other] tha
        } pas
       *[other] { $seat ->
            [0] ofrove
           *[other] ofroi
        } { feedback-bid }
    }
feedback-or = { $first } ose { $second }

feedback-right = Saktë! { $words }
feedback-not-quite = Jo tamam. { $words }
feedback-unreadable = Përgjigja nuk u lexua dot. Provo përsëri.
feedback-click-a-card = Kliko një nga letrat e dorës sate.
feedback-pick-a-choice = Zgjidh një nga përgjigjet e treguara.

feedback-not-in-hand = { learner-card-start } nuk është në dorën tënde.
feedback-would-not-win =
    Mund të luash { learner-card }, por { feedback-seat } { $seat ->
        [0] do ta fitoje
       *[other] do ta fitonte
    } prapë marrjen me { $best }.
feedback-allowed-not-asked = { learner-card-start } lejohet, por nuk është ajo që u pyet.
feedback-wins-the-trick = { learner-card-start } është letra më e lartë në marrje: ti e fiton atë.
feedback-may-play-any = Mund të luash { learner-card }: këtu lejohet çdo letër e dorës sate.
feedback-may-play = Mund të luash { learner-card }.
feedback-may-play-not = Mund të luash { learner-card }. Jo { $barred }: { $because }
feedback-play = Luaj { $which }. { $why }
feedback-choice = { $answer }. { $why }

feedback-trick-won =
    { learner-who } fiton marrjen me { $best }: { $reason ->
        [trump-beats] një atu mund çdo letër të ngjyrës së hapur.
        [highest-trump] është atuja më e lartë në marrje.
       *[highest-led] nuk u luajt asnjë atu, dhe është letra më e lartë e ngjyrës së hapur.
    }
feedback-leads = { learner-who } { feedback-bid-made }, ofertën më të lartë, ndaj { feedback-seat } hap marrjen e parë.
feedback-board-level =
    { $before ->
        [one] { $before } tabelë u ofrua
       *[other] { $before } tabela u ofruan
    } para saj në këtë ndarje, ndaj është { board-name }.
feedback-team-bid-board = Skuadra jote ofroi { board-name }: numri i shokut nuk llogaritet më.
feedback-team-bid =
    Ti { $mine ->
        [pass] the pas
       *[other] ofrove { $mine }
    } dhe shoku yt { $theirs ->
        [pass] tha pas
       *[other] ofroi { $theirs }
    }: oferta e skuadrës është shuma e të dyve, { $total }.
feedback-trump-shown =
    { learner-card-start } u kthye, ndaj { $trump ->
        [none] nuk ka atu.
       *[other] atu është { $trump ->
           *[spades] maç
            [hearts] kupë
            [diamonds] karo
            [clubs] spathi
        }.
    }
feedback-may-lead =
    Mund të hapësh me { learner-card }: { $reason ->
        [not-trump-any] nuk është atu, dhe me një ngjyrë tjetër mund të hapet gjithmonë.
        [only-trumps] ke vetëm atu, dhe ai që ka vetëm atu në dorë mund të hapë me një të tillë.
        [board] ofrove tabelë, ndaj mund të hapësh me atu pas marrjes së parë.
        [trump-last] në marrjen e mëparshme u luajt atu, ndaj mund të hapet me atu.
       *[not-trump] nuk është atu.
    }
feedback-may-not-lead = Nuk mund të hapësh me { learner-card }: { $refused }
feedback-may-play-choice =
    { $answer }: { $reason ->
        [blooper-led] u hap me { $led }, por ti nuk ke atu, ndaj mund të luash çfarëdo letre.
        [cannot-follow] nuk mund ta ndjekësh ngjyrën e hapur, ndaj mund të luash çfarëdo letre.
       *[must-follow] duhet të ndjekësh ngjyrën e hapur.
    }
feedback-redealt = Të katër thanë pas, ndaj { feedback-seat } ndan përsëri të njëjtin numër letrash, nga { $size } secilit; është ende ndarja { $deal } nga 25.
feedback-hand-size =
    Në ndarjen { $deal } secili ka { $size ->
        [one] { $size } letër
       *[other] { $size } letra
    }: { $way ->
       *[down] një më pak në çdo ndarje, duke nisur nga 13
        [up] një më shumë në çdo ndarje, duke nisur përsëri nga 1 pas ndarjes 13
    }.
feedback-score-board =
    Skuadra jote ofroi { board-name } me { $size } letra dhe { $made ->
        [yes] ia doli
       *[no] bëri vetëm { $took }
    }: 10 për marrje bëjnë { $base }, herë { $level }, { $won ->
        [yes] të fituara
       *[no] të humbura
    }: { $result }.
feedback-score-made =
    Skuadra jote ofroi { $contract } dhe bëri { $took }: 5 herë { $contract } bëjnë { $base }, plus { $over } për { $over ->
        [one] marrjen e tepërt
       *[other] marrjet e tepërta
    }: { $result }.
feedback-score-missed = Skuadra jote ofroi { $contract } por bëri vetëm { $took }: humb 5 për çdo marrje të ofruar, { $result }.

feedback-does-not-win =
    { learner-who } { $seat ->
        [0] luajte
       *[other] luajti
    } { learner-card }, që nuk fiton: { $reason ->
        [higher-trump] u luajt një atu më e lartë.
        [off-suit] një letër e një ngjyre që nuk u hap nuk fiton kurrë.
        [trumped] u luajt një atu, dhe një atu mund çdo letër të ngjyrës së hapur.
       *[higher-led] u luajt një letër më e lartë e ngjyrës së hapur.
    }
feedback-does-not-lead = { learner-who } { feedback-bid-made }, dhe kjo nuk është oferta që hap. Krahaso të katër ofertat.
feedback-wrong-board-level = Nuk është { $chosen }: numëro tabelat e ofruara para saj në këtë ndarje.
feedback-wrong-team-bid = Jo { $chosen }: oferta e një skuadre është shuma e dy numrave të shokëve.
feedback-wrong-score = Jo { $chosen }. Numëro përsëri nga oferta dhe marrjet që bëri skuadra jote.
feedback-wrong-trump = Jo { $chosen }: shiko përsëri letrën e kthyer.
feedback-wrong-deal = Jo ajo ndarje: një ndarje që nuk e luajti askush nuk numërohet si një nga 25.
feedback-wrong-size = Jo aq shumë letra: rindarja jep të njëjtin numër letrash si më parë.
feedback-wrong-result = Gjej së pari kush fiton marrjen e fundit, pastaj numëro pikët e ofertave të të dy skuadrave.
feedback-wrong-hand-size = Jo { $chosen }: duart zvogëlohen me një letër në çdo ndarje nga 13 në ndarjen 1, pastaj rriten përsëri pas ndarjes 13.
feedback-wrong-may-play = Këto nuk janë letrat që mund të luash. Mendo çfarë kërkon detyrimi nga një lojtar që nuk ka atu.
feedback-wrong = Jo { $chosen }.

refusal-learner-first-lead-trump = Kjo letër, { learner-card-start }, është atu, dhe letra e parë e një ndarjeje nuk mund të jetë atu sa kohë ke një ngjyrë tjetër.
refusal-learner-trump-lead = Kjo letër, { learner-card-start }, është atu; në marrjen e mëparshme nuk u luajt atu dhe ti nuk ofrove tabelë, ndaj nuk mund të hapësh me atu sa kohë ke një ngjyrë tjetër.
refusal-learner-blooper-duty =
    { $blooper ->
        [big] U hap me Blooper-in e Madh, ndaj duhet të luash atunë tënde më të lartë
       *[little] U hap me Blooper-in e Vogël, ndaj duhet të luash atunë tënde më të ulët
    }, dhe { learner-card } nuk është ajo.
refusal-learner-follow-suit =
    U hap me { learner-card } dhe ti ke { $followed ->
       *[trump] atu
        [spades] maç
        [hearts] kupë
        [diamonds] karo
        [clubs] spathi
    }: duhet të ndjekësh ngjyrën.
refusal-learner-bid-first = Çdo lojtar ofron para se të luhet letra e parë.
refusal-learner-bidding-over = Ofertat mbaruan: çdo lojtar ofron një herë, dhe tani luhen letrat.
refusal-learner-bid-too-high = Me { $cards } letra një ofertë me numër është nga 1 deri në { $most }, ose pas ose tabelë.
refusal-learner-game-over = Loja mbaroi: të 25 ndarjet janë luajtur.
refusal-learner-not-an-action = Kjo nuk është as ofertë as letër.
