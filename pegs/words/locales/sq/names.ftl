# Emrat e gjërave: ngjyrat e vendeve, letrat, numrat dhe listat (shqip).
# Termat (emrat që nisin me "-") mbajnë format e emrit: trajta e shquar ("Bluja") dhe
# rasa e zhdrejtë pas nyjës ("e Blusë", "të së Kuqes"); nyjën e vendos mesazhi.

-blue = { $form ->
   *[nom] Bluja
    [obl] Blusë
}
-orange = { $form ->
   *[nom] Portokallia
    [obl] Portokallisë
}
-green = { $form ->
   *[nom] Jeshilja
    [obl] Jeshiles
}
-purple = { $form ->
   *[nom] Vjollca
    [obl] Vjollcës
}
-sky = { $form ->
   *[nom] Qielli
    [obl] Qiellit
}
-red = { $form ->
   *[nom] E Kuqja
    [obl] së Kuqes
}
-black = { $form ->
   *[nom] E Zeza
    [obl] së Zezës
}
-yellow = { $form ->
   *[nom] E Verdha
    [obl] së Verdhës
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

# I kujt është vendi ($owner), në rasën e zhdrejtë: "Blusë", "së Kuqes".
owner-obl =
    { $owner ->
       *[blue] { -blue(form: "obl") }
        [orange] { -orange(form: "obl") }
        [green] { -green(form: "obl") }
        [purple] { -purple(form: "obl") }
        [sky] { -sky(form: "obl") }
        [red] { -red(form: "obl") }
        [black] { -black(form: "obl") }
        [yellow] { -yellow(form: "obl") }
    }

holes =
    { $holes ->
        [one] { $holes } vrimë
       *[other] { $holes } vrima
    }

count-cards =
    { $cards ->
        [0] asnjë letër
        [1] një letër
        [2] dy letra
        [3] tri letra
        [4] katër letra
        [5] pesë letra
       *[other] { $cards } letra
    }

# Një letër: "7 maç", "mbret kupë", "xhoker".
card =
    { $rank ->
        [joker] xhoker
       *[other]
            { $rank ->
                [ace] as
                [jack] fant
                [queen] damë
                [king] mbret
               *[other] { $rank }
            } { $suit ->
               *[spades] maç
                [hearts] kupë
                [diamonds] karo
                [clubs] spathi
            }
    }

list-2 = { $a } dhe { $b }
list-3 = { $a }, { $b } dhe { $c }
list-4 = { $a }, { $b }, { $c } dhe { $d }
list-5 = { $a }, { $b }, { $c }, { $d } dhe { $e }

# I kujt është vendi, më vete: "e vet" ose "e Blusë" (mesazhet e vendeve zgjedhin vetë nyjën).
owner =
    { $owner ->
        [own] e vet
       *[other] e { owner-obl }
    }
