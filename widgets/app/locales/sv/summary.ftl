# Slutet på ett spel: resultatet och en rad för varje plats.

app-end-win = { $winners } vinner spelet!
app-end-both = Bra spelat, { $winners }; { $losers }, bättre lycka nästa gång.
app-end-won = Bra spelat: ditt lag vann.
app-end-lost = Ditt lag förlorade den här gången.
app-end-not-over = Spelet är inte slut än.
app-end-counts =
    { $moves ->
        [one] { $moves } drag
       *[other] { $moves } drag
    }, { $bumps ->
        [one] { $bumps } utslagen pinne
       *[other] { $bumps } utslagna pinnar
    }.
app-end-seat =
    { $seat }: { $moves ->
        [one] { $moves } drag
       *[other] { $moves } drag
    }{ $bumps ->
        [0] {""}
        [one] , slog ut { $bumps } pinne
       *[other] , slog ut { $bumps } pinnar
    }{ $home ->
        [0] { $team_home ->
            [0] {""}
           *[other] , förde hem { $team_home } av lagkamraternas pinnar
        }
       *[other] { $team_home ->
            [0] , förde hem { $home } av sina egna pinnar
           *[other] , förde hem { $home } av sina egna pinnar och { $team_home } av lagkamraternas
        }
    }{ $discards ->
        [0] {""}
        [one] , { $discards } kort kastat
       *[other] , { $discards } kort kastade
    }.
app-hint-title = Tips
app-hint-marked = (det bästa draget är markerat på brädet)
app-hint-best = Bäst:
