# Nomi delle cose: i colori dei posti, le carte, i numeri e gli elenchi (italiano).
# I termini (i nomi che iniziano con "-") portano le forme del nome: senza articolo,
# con l'articolo ("il Blu", "l'Arancione"), con "di" ("del Blu") e con "a" ("al Blu").

-blue = { $form ->
   *[bare] Blu
    [the] il Blu
    [of] del Blu
    [to] al Blu
}
-orange = { $form ->
   *[bare] Arancione
    [the] l'Arancione
    [of] dell'Arancione
    [to] all'Arancione
}
-green = { $form ->
   *[bare] Verde
    [the] il Verde
    [of] del Verde
    [to] al Verde
}
-purple = { $form ->
   *[bare] Viola
    [the] il Viola
    [of] del Viola
    [to] al Viola
}
-sky = { $form ->
   *[bare] Celeste
    [the] il Celeste
    [of] del Celeste
    [to] al Celeste
}
-red = { $form ->
   *[bare] Rosso
    [the] il Rosso
    [of] del Rosso
    [to] al Rosso
}
-black = { $form ->
   *[bare] Nero
    [the] il Nero
    [of] del Nero
    [to] al Nero
}
-yellow = { $form ->
   *[bare] Giallo
    [the] il Giallo
    [of] del Giallo
    [to] al Giallo
}

seat-name =
    { $seat ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }

# A chi tocca ($seat), con "a": "al Verde", "all'Arancione".
seat-to =
    { $seat ->
       *[blue] { -blue(form: "to") }
        [orange] { -orange(form: "to") }
        [green] { -green(form: "to") }
        [purple] { -purple(form: "to") }
        [sky] { -sky(form: "to") }
        [red] { -red(form: "to") }
        [black] { -black(form: "to") }
        [yellow] { -yellow(form: "to") }
    }

# Chi ha distribuito ($seat), con l'articolo.
seat-the =
    { $seat ->
       *[blue] { -blue(form: "the") }
        [orange] { -orange(form: "the") }
        [green] { -green(form: "the") }
        [purple] { -purple(form: "the") }
        [sky] { -sky(form: "the") }
        [red] { -red(form: "the") }
        [black] { -black(form: "the") }
        [yellow] { -yellow(form: "the") }
    }

# Di chi è il punto di riferimento ($owner, mai "own" qui): "del Blu", "dell'Arancione".
owner-of =
    { $owner ->
       *[blue] { -blue(form: "of") }
        [orange] { -orange(form: "of") }
        [green] { -green(form: "of") }
        [purple] { -purple(form: "of") }
        [sky] { -sky(form: "of") }
        [red] { -red(form: "of") }
        [black] { -black(form: "of") }
        [yellow] { -yellow(form: "of") }
    }

holes =
    { $holes ->
        [one] { $holes } buco
       *[other] { $holes } buchi
    }

count-cards =
    { $cards ->
        [0] nessuna carta
        [1] una carta
        [2] due carte
        [3] tre carte
        [4] quattro carte
        [5] cinque carte
       *[other] { $cards } carte
    }

# Una carta senza articolo: "7 di picche", "re di cuori", "jolly".
card =
    { $rank ->
        [joker] jolly
       *[other]
            { $rank ->
                [ace] asso
                [jack] fante
                [queen] donna
                [king] re
               *[other] { $rank }
            } di { $suit ->
               *[spades] picche
                [hearts] cuori
                [diamonds] quadri
                [clubs] fiori
            }
    }

# Una carta con l'articolo: "il 7 di picche", "l'8 di fiori", "la donna di cuori".
card-the =
    { $rank ->
        [joker] il jolly
        [ace] l'{ card }
        [8] l'{ card }
        [queen] la { card }
       *[other] il { card }
    }

list-2 = { $a } e { $b }
list-3 = { $a }, { $b } e { $c }
list-4 = { $a }, { $b }, { $c } e { $d }
list-5 = { $a }, { $b }, { $c }, { $d } e { $e }

# Di chi è il punto di riferimento, da solo: "proprio" o "del Blu" (i messaggi dei punti
# scelgono la forma da sé, perché l'articolo cambia con la preposizione).
owner =
    { $owner ->
        [own] proprio
       *[other] { owner-of }
    }
