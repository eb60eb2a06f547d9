# Namn på saker: platsernas färger, kort, antal och listor (svenska).
# Termerna (namn som börjar med "-") bär namnets former: grundform och genitiv.

-blue = { $form ->
   *[base] Blå
    [gen] Blås
}
-orange = { $form ->
   *[base] Orange
    [gen] Oranges
}
-green = { $form ->
   *[base] Grön
    [gen] Gröns
}
-purple = { $form ->
   *[base] Lila
    [gen] Lilas
}
-sky = { $form ->
   *[base] Himmelsblå
    [gen] Himmelsblås
}
-red = { $form ->
   *[base] Röd
    [gen] Röds
}
-black = { $form ->
   *[base] Svart
    [gen] Svarts
}
-yellow = { $form ->
   *[base] Gul
    [gen] Guls
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

# Ägaren i genitiv, för meningar där platsen inte är pinnens egen.
seat-gen =
    { $owner ->
       *[blue] { -blue(form: "gen") }
        [orange] { -orange(form: "gen") }
        [green] { -green(form: "gen") }
        [purple] { -purple(form: "gen") }
        [sky] { -sky(form: "gen") }
        [red] { -red(form: "gen") }
        [black] { -black(form: "gen") }
        [yellow] { -yellow(form: "gen") }
    }

# Vems tur i genitiv ($seat).
turn-gen =
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

# "sitt" hör till "kom ut"-fältet (ett fält), "sin" till in-spoten (en in-spot).
owner =
    { $owner ->
        [own] sitt
       *[other] { seat-gen }
    }

holes =
    { $holes ->
        [one] { $holes } hål
       *[other] { $holes } hål
    }

count-cards =
    { $cards ->
        [0] inga kort
        [1] ett kort
        [2] två kort
        [3] tre kort
        [4] fyra kort
        [5] fem kort
       *[other] { $cards } kort
    }

# Ett kort: färgen först, som man säger på svenska ("hjärter kung", "spader 7").
card =
    { $rank ->
        [joker] joker
       *[other]
            { $suit ->
               *[spades] spader
                [hearts] hjärter
                [diamonds] ruter
                [clubs] klöver
            } { $rank ->
                [ace] ess
                [jack] knekt
                [queen] dam
                [king] kung
               *[other] { $rank }
            }
    }

list-2 = { $a } och { $b }
list-3 = { $a }, { $b } och { $c }
list-4 = { $a }, { $b }, { $c } och { $d }
list-5 = { $a }, { $b }, { $c }, { $d } och { $e }
