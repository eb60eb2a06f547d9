# Rregullat që mësimi i Back Alley tregon nën një vlerësim; referenca te libri i rregullave mbetet në anglisht.

rulebook-deals = Një lojë ka 25 ndarje: nga 13 letra secilit, një më pak në çdo ndarje deri në 1, pastaj përsëri lart deri në 13 (RULES Part B, the deals).
rulebook-trump = Pas ndarjes kthehet letra tjetër dhe ngjyra e saj është atu. Edhe dy Blooper-at janë atu, mbi asin (RULES Part B, trump).
rulebook-turned-joker = Kur kthehet një Blooper, në atë ndarje nuk ka atu, dhe ai që ka Blooper-in tjetër e jep atë për letrën e sipërme të pakos (RULES Part B, trump).
rulebook-bidding = Çdo lojtar ofron një herë, duke nisur nga e majta e ndarësit: pas, një numër nga 1 deri në një më pak se letrat në dorë, ose tabelë. Oferta e një skuadre është shuma e dy numrave të saj (RULES Part B, bidding).
rulebook-board = Tabelë do të thotë që skuadra jote do të bëjë çdo marrje. Një tabelë e dytë në të njëjtën ndarje është tabelë e dyfishtë, pastaj e trefishtë, pastaj e katërfishtë (RULES Part B, bidding).
rulebook-all-pass = Nëse të katër thonë pas, ndarësi tjetër ndan përsëri të njëjtin numër letrash; rindarja nuk numërohet si një nga 25 ndarjet (RULES Part B, bidding).
rulebook-leader = Ai që ofroi më shumë hap marrjen e parë: një tabelë mund çdo numër, nga numrat e barabartë hap i pari, dhe nga tabelat hap ajo e ofruar e fundit (RULES Part B, play).
rulebook-first-lead = Letra e parë e një ndarjeje nuk mund të jetë atu, as nga ai që ofroi tabelë, përveç kur ai që hap ka vetëm atu (RULES Part B, play).
rulebook-only-trumps = Ai që hap dhe ka vetëm atu mund të hapë me atu, në çdo hapje, edhe në të parën (RULES Part B, play).
rulebook-trump-lead = Pas marrjes së parë me atu mund të hapet vetëm nëse në marrjen e mëparshme u luajt atu, ose ai që hap ofroi tabelë, ose ka vetëm atu (RULES Part B, play).
rulebook-follow = Ndiq ngjyrën e hapur nëse mundesh (Blooper-at llogariten si atu); nëse nuk mundesh, luaj çfarëdo letre (RULES Part B, play).
rulebook-trick = Atuja më e lartë fiton marrjen; pa atu në të, fiton letra më e lartë e ngjyrës së hapur. Ngjyrat e tjera nuk fitojnë kurrë (RULES Part B, play).
rulebook-blooper-duty = Kur hapet Blooper-i i Madh, çdo lojtar tjetër duhet të luajë atunë e tij më të lartë; kur hapet Blooper-i i Vogël, më të ulëtën. Kjo vlen edhe për shokun tënd; një lojtar pa atu luan çfarëdo letre (RULES Part B, play).
rulebook-score-number = Një ofertë me numër që ia del jep 5 për çdo marrje të ofruar plus 1 për çdo marrje të tepërt; kur nuk ia del, humb 5 për çdo marrje të ofruar (RULES Part B, scoring).
rulebook-score-board = Një tabelë që ia del jep 10 për çdo marrje të ndarjes, herë 2, 3 ose 4 për një tabelë të dyfishtë, të trefishtë ose të katërfishtë; kur nuk ia del, humb po aq (RULES Part B, scoring).
rulebook-end = Pas ndarjes së 25-të fiton skuadra me më shumë pikë; pikë të barabarta janë barazim (RULES Part B, end of the game).
