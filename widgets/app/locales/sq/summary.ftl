# Fundi i lojës: rezultati dhe një rresht për çdo vend.

app-end-win = Fitojnë lojën { $winners }!
app-end-both = Luajtët mirë, { $winners }; { $losers }, më shumë fat herën tjetër.
app-end-won = Luajtët mirë: skuadra jote fitoi.
app-end-lost = Skuadra jote humbi këtë herë.
app-end-not-over = Loja nuk ka mbaruar ende.
app-end-counts =
    { $moves ->
        [one] { $moves } lëvizje
       *[other] { $moves } lëvizje
    }, { $bumps ->
        [one] { $bumps } kunj i kthyer në fillim
       *[other] { $bumps } kunja të kthyer në fillim
    }.
app-end-seat =
    { $seat }: { $moves ->
        [one] { $moves } lëvizje
       *[other] { $moves } lëvizje
    }{ $bumps ->
        [0] {""}
        [one] , ktheu në fillim { $bumps } kunj
       *[other] , ktheu në fillim { $bumps } kunja
    }{ $home ->
        [0] { $team_home ->
            [0] {""}
           *[other] , çoi në shtëpi { $team_home } kunja të shokëve
        }
       *[other] { $team_home ->
            [0] , çoi në shtëpi { $home } nga kunjat e veta
           *[other] , çoi në shtëpi { $home } nga kunjat e veta dhe { $team_home } të shokëve
        }
    }{ $discards ->
        [0] {""}
        [one] , { $discards } letër e hedhur
       *[other] , { $discards } letra të hedhura
    }.
app-hint-title = Ndihmë
app-hint-marked = (lëvizja më e mirë është shënuar në tabelë)
app-hint-best = Më e mira:
